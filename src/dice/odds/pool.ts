// Keep/drop over a pool of dice without enumerating every outcome. The dice come in groups of
// identical, independent dice (one group for 10d10kh3, two for {4d6+3d8}kh1). Walking the faces
// from the best down (for keep-highest), the number of remaining dice of a group that show the
// current face is binomial given that all remaining dice show at most that face; once enough
// dice are kept, the rest no longer matter. This is the outcome-by-outcome method of icepool.

import type { KeepKind } from "../ast.js";
import { binomialHead } from "./binomial.js";
import type { Budget } from "./budget.js";
import { combineLost, type Dense, type Distribution } from "./dist.js";

export interface PoolGroup {
  count: number;
  /** What each die of the group shows (integers). */
  dist: Distribution;
}

/**
 * The distribution of the sum of `score(v)` over the dice kept from the pool.
 * `score` is the identity for a sum, or +1/−1/0 when counting successes.
 */
export function keepSum(
  groups: PoolGroup[],
  kind: KeepKind,
  count: number,
  score: (v: number) => number,
  budget: Budget,
): Dense {
  const live = groups.filter((g) => g.count > 0);
  const n = live.reduce((s, g) => s + g.count, 0);
  const highFirst = kind === "kh" || kind === "dl";
  const k = Math.max(0, Math.min(n, kind === "kh" || kind === "kl" ? count : n - count));
  let lost = 0;
  for (const g of live) lost = combineLost(lost, 1 - (1 - g.dist.lost) ** g.count);
  if (k === 0) return { offset: 0, p: Float64Array.of(1 - lost), lost };

  // Every face any group can show, best first.
  const faceSet = new Set<number>();
  for (const g of live) for (const v of g.dist.values) faceSet.add(v);
  const faces = [...faceSet].sort((a, b) => (highFirst ? b - a : a - b));

  // q[g][i]: chance that a remaining die of group g shows faces[i], given it shows faces[i] or worse.
  const q = live.map((g) => conditional(g.dist, faces));

  let lo = 0;
  let hi = 0;
  for (const f of faces) {
    lo = Math.min(lo, score(f));
    hi = Math.max(hi, score(f));
  }
  const offset = k * lo;
  const width = k * (hi - lo) + 1;

  // States: remaining dice per group (mixed radix) → distribution of the kept sum so far.
  const radix: number[] = [];
  let mult = 1;
  for (const g of live) {
    radix.push(mult);
    mult *= g.count + 1;
  }
  budget.check(faces.length * live.length * Math.min(mult, k + 1) * k * width, "keeping dice");
  let states = new Map<number, Float64Array>();
  const start = new Float64Array(width);
  start[-offset] = 1;
  states.set(
    live.reduce((s, g, i) => s + g.count * radix[i]!, 0),
    start,
  );
  const remainingOf = (key: number): number => {
    let r = 0;
    for (let i = live.length - 1; i >= 0; i--) {
      r += Math.floor(key / radix[i]!) % (live[i]!.count + 1);
    }
    return r;
  };

  const finished = new Float64Array(width);
  const pmf = new Float64Array(k + 1);
  for (let fi = 0; fi < faces.length; fi++) {
    const step = score(faces[fi]!);
    for (let gi = 0; gi < live.length; gi++) {
      const qi = q[gi]![fi]!;
      if (qi === 0) continue;
      const next = new Map<number, Float64Array>();
      for (const [key, sums] of states) {
        const r = Math.floor(key / radix[gi]!) % (live[gi]!.count + 1);
        if (r === 0) {
          addInto(next, key, sums, 0, 1, width);
          continue;
        }
        const slots = k - (n - remainingOf(key)); // still to keep, > 0 for a live state
        budget.spend(Math.min(r + 1, slots + 1) * width, "keeping dice");
        const head = binomialHead(r, qi, slots - 1, pmf);
        for (let j = 0; j <= Math.min(r, slots - 1); j++) {
          if (pmf[j] === 0) continue;
          addInto(next, key - j * radix[gi]!, sums, j * step, pmf[j]!, width);
        }
        if (r >= slots) {
          const tail = Math.max(0, 1 - head);
          if (tail > 0) addShifted(finished, sums, slots * step, tail);
        }
      }
      states = next;
    }
  }
  // States left are pools smaller than k that ran out of dice (not reached when k ≤ n).
  for (const sums of states.values()) addShifted(finished, sums, 0, 1);
  const scale = 1 - lost;
  for (let i = 0; i < width; i++) finished[i]! *= scale;
  return { offset, p: finished, lost };
}

function conditional(d: Distribution, faces: number[]): Float64Array {
  const out = new Float64Array(faces.length);
  const pOf = new Map<number, number>();
  for (let i = 0; i < d.size; i++) pOf.set(d.values[i]!, d.probs[i]!);
  // Walk from the worst face up so the cumulative sum ends exactly at each face's own mass.
  let cumulative = 0;
  for (let i = faces.length - 1; i >= 0; i--) {
    const p = pOf.get(faces[i]!) ?? 0;
    cumulative += p;
    out[i] = p === 0 ? 0 : i === faces.length - 1 || p === cumulative ? 1 : p / cumulative;
  }
  return out;
}

function addInto(
  m: Map<number, Float64Array>,
  key: number,
  src: Float64Array,
  shift: number,
  w: number,
  width: number,
) {
  let dst = m.get(key);
  if (!dst) {
    dst = new Float64Array(width);
    m.set(key, dst);
  }
  addShifted(dst, src, shift, w);
}

function addShifted(dst: Float64Array, src: Float64Array, shift: number, w: number): void {
  const n = src.length;
  if (shift >= 0) {
    for (let i = 0; i + shift < n; i++) {
      const x = src[i]!;
      if (x !== 0) dst[i + shift]! += w * x;
    }
  } else {
    for (let i = -shift; i < n; i++) {
      const x = src[i]!;
      if (x !== 0) dst[i + shift]! += w * x;
    }
  }
}
