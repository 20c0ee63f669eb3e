// Exact distributions for one dice term with a fixed count and fixed faces: the per-die phases
// (clamp, reroll, explode), then keep/drop and success counting over the pool.

import { type ComparePoint, compare, type DiceMods, type ExplodeMod, type KeepMod } from "../ast.js";
import { clamp, type Rules, rerollsOn } from "../die.js";
import { DiceError } from "../errors.js";
import { EXPLOSION_EPSILON } from "../limits.js";
import type { Budget } from "./budget.js";
import { combineLost, convolve, type Dense, Distribution, densePoint, iidSum, toDense } from "./dist.js";
import { keepSum, type PoolGroup } from "./pool.js";
import { type Score, scoreFor } from "./score.js";
import { uniqueTotal } from "./unique.js";

export { type Score, scoreFor } from "./score.js";

/** One throw of the die after clamping and rerolling. Faces are whole numbers, so a dense table works. */
export function settledFace(
  faces: readonly number[],
  mods: DiceMods,
  rules: Rules,
  budget: Budget,
): Distribution {
  budget.spend(faces.length * 4, "listing the faces");
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const f of faces) {
    const v = clamp(mods, f);
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  budget.spend(hi - lo + 1, "listing the faces");
  const raw = new Float64Array(hi - lo + 1);
  const each = 1 / faces.length;
  for (const f of faces) raw[clamp(mods, f) - lo]! += each;
  const cp = rules.reroll;
  let fail = 0;
  if (cp) for (let i = 0; i < raw.length; i++) if (raw[i]! > 0 && rerollsOn(rules, lo + i)) fail += raw[i]!;
  const values: number[] = [];
  const probs: number[] = [];
  for (let i = 0; i < raw.length; i++) {
    const p = raw[i]!;
    if (p === 0) continue;
    const v = lo + i;
    let q = p;
    if (cp && rules.rerollOnce) {
      // Kept as thrown when it passes, plus the second throw whenever the first failed.
      q = (rerollsOn(rules, v) ? 0 : p) + fail * p;
    } else if (cp) {
      q = rerollsOn(rules, v) ? 0 : p / (1 - fail);
    }
    if (q > 0) {
      values.push(v);
      probs.push(q);
    }
  }
  return new Distribution(values, probs);
}

/**
 * The power of ten that makes a term's clamp bounds and compare points whole (`min2.5` needs 10),
 * or 1 when they already are. The exact odds work on whole numbers (dense tables indexed by value):
 * a term with a fractional clamp is worked out with every face, bound and compare point multiplied
 * by this scale, and its total divided back (a success count is a count and is not divided).
 */
export function clampScale(mods: DiceMods, column: number | null): number {
  if (
    (mods.min === undefined || Number.isInteger(mods.min)) &&
    (mods.max === undefined || Number.isInteger(mods.max))
  ) {
    return 1;
  }
  const points = [
    mods.min,
    mods.max,
    mods.success?.value,
    mods.failure?.value,
    mods.reroll?.compare?.value,
    ...(mods.reroll?.also ?? []).map((c) => c.value),
    mods.explode?.compare?.value,
  ];
  let digits = 0;
  for (const v of points) {
    if (v === undefined || Number.isInteger(v)) continue;
    const text = String(v);
    const d = text.includes("e") ? 99 : (text.split(".")[1]?.length ?? 0);
    digits = Math.max(digits, d);
  }
  if (digits > 6 || mods.explode?.penetrate) {
    throw new DiceError(
      "no_exact_odds",
      mods.explode?.penetrate
        ? "exact odds of a penetrating explosion with a fractional min or max are not worked out; roll it instead"
        : "exact odds of a min or max with more than 6 decimals are not worked out; roll it instead",
      column,
    );
  }
  // The smallest scale that makes them whole: 50.45 needs 20 (1009/20), not 100, which keeps
  // the tables of values 5 times shorter.
  const full = 10 ** digits;
  let g = full;
  for (const v of points) if (v !== undefined) g = gcd(g, Math.abs(Math.round(v * full)));
  return full / g;
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** A term's faces and modifiers multiplied by `scale` (see clampScale). */
export function scaleTerm(
  faces: readonly number[],
  mods: DiceMods,
  scale: number,
): { faces: number[]; mods: DiceMods } {
  const s = (v: number) => Math.round(v * scale);
  const cp = (c: ComparePoint) => ({ op: c.op, value: s(c.value) });
  const out: DiceMods = { ...mods };
  if (mods.min !== undefined) out.min = s(mods.min);
  if (mods.max !== undefined) out.max = s(mods.max);
  if (mods.success) out.success = cp(mods.success);
  if (mods.failure) out.failure = cp(mods.failure);
  if (mods.reroll?.compare) out.reroll = { ...mods.reroll, compare: cp(mods.reroll.compare) };
  if (mods.reroll?.also) out.reroll = { ...out.reroll!, also: mods.reroll.also.map(cp) };
  if (mods.explode?.compare) out.explode = { ...mods.explode, compare: cp(mods.explode.compare) };
  return { faces: faces.map(s), mods: out };
}

function restrict(d: Distribution, keep: (v: number) => boolean, map: (v: number) => number): Distribution {
  const m = new Map<number, number>();
  for (let i = 0; i < d.size; i++) {
    const v = d.values[i]!;
    if (keep(v)) {
      const w = map(v);
      m.set(w, (m.get(w) ?? 0) + d.probs[i]!);
    }
  }
  return Distribution.fromMap(m);
}

/**
 * The sum of `contribution(entry)` over one die's explosion chain. For a compounding die `contribution` is
 * the identity (the chain is one die); for separate explosion dice it is the score of each die.
 */
function chainSum(
  face: Distribution,
  cp: NonNullable<Rules["explode"]>,
  x: ExplodeMod,
  contribution: Score,
  budget: Budget,
): Dense {
  const pen = x.penetrate ? 1 : 0;
  const trig = (shift: number) =>
    toDense(
      restrict(
        face,
        (v) => compare(cp, v),
        (v) => contribution(v - shift),
      ),
    );
  const non = (shift: number) =>
    toDense(
      restrict(
        face,
        (v) => !compare(cp, v),
        (v) => contribution(v - shift),
      ),
    );
  const full = (shift: number) =>
    toDense(
      restrict(
        face,
        () => true,
        (v) => contribution(v - shift),
      ),
    );
  const first = { trig: trig(0), non: non(0), full: full(0) };
  const later = pen ? { trig: trig(pen), non: non(pen), full: full(pen) } : first;

  const parts: Dense[] = [];
  let pending = densePoint(0);
  let lost = 0;
  for (let depth = 0; ; depth++) {
    const die = depth === 0 ? first : later;
    if (x.limit !== null && depth === x.limit) {
      parts.push(convolve(pending, die.full, budget));
      break;
    }
    if (die.non.p.length > 0) parts.push(convolve(pending, die.non, budget));
    if (die.trig.p.length === 0) break;
    pending = convolve(pending, die.trig, budget);
    let m = 0;
    for (let i = 0; i < pending.p.length; i++) m += pending.p[i]!;
    if (m < EXPLOSION_EPSILON) {
      lost = m;
      break;
    }
  }
  return merge(parts, lost);
}

function merge(parts: Dense[], lost: number): Dense {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const d of parts) {
    if (d.p.length === 0) continue;
    lo = Math.min(lo, d.offset);
    hi = Math.max(hi, d.offset + d.p.length - 1);
  }
  if (lo > hi) return { offset: 0, p: new Float64Array(0), lost };
  const p = new Float64Array(hi - lo + 1);
  for (const d of parts) for (let i = 0; i < d.p.length; i++) p[d.offset - lo + i]! += d.p[i]!;
  return { offset: lo, p, lost };
}

/** A term's dice after the per-die phases, ready for keep/drop: a mixture of pools of identical dice. */
export interface PoolSpec {
  components: { weight: number; groups: PoolGroup[] }[];
  lost: number;
}

export interface FixedTerm {
  count: number;
  faces: readonly number[];
  mods: DiceMods;
  rules: Rules;
}

function triggerProb(face: Distribution, rules: Rules): number {
  const cp = rules.explode;
  return cp
    ? restrict(
        face,
        (v) => compare(cp, v),
        (v) => v,
      ).mass
    : 0;
}

/** The pool a term contributes, for keep/drop across it. */
export function termPool(t: FixedTerm, budget: Budget): PoolSpec {
  const face = settledFace(t.faces, t.mods, t.rules, budget);
  const x = t.mods.explode;
  const cp = t.rules.explode;
  if (!x || !cp || triggerProb(face, t.rules) === 0) {
    return { components: [{ weight: 1, groups: [{ count: t.count, dist: face }] }], lost: 0 };
  }
  if (x.compound) {
    const die = Distribution.fromDense(chainSum(face, cp, x, (v) => v, budget));
    return { components: [{ weight: 1, groups: [{ count: t.count, dist: die }] }], lost: 0 };
  }
  return explodingPool(face, cp, x, t.count, budget);
}

/**
 * Separate explosion dice make the pool's size random. Sorting each die by whether it set off an
 * explosion (and, when penetrating, whether it was the first die) gives classes of identical dice;
 * the pool is then a mixture, over how many dice fall in each class, of pools of identical dice.
 */
function explodingPool(
  face: Distribution,
  cp: NonNullable<Rules["explode"]>,
  x: ExplodeMod,
  n: number,
  budget: Budget,
): PoolSpec {
  const isTrig = (v: number) => compare(cp, v);
  const pT = restrict(face, isTrig, (v) => v).mass;
  const pN = 1 - pT;
  const cond = (trig: boolean, shift: number) => {
    const d = restrict(
      face,
      (v) => isTrig(v) === trig,
      (v) => v - shift,
    );
    const m = d.mass;
    return new Distribution(
      d.values,
      d.probs.map((p) => p / m),
    );
  };
  // Outcomes of one die as counts per class: [trig, non] or, penetrating, [trig0, non0, trig+, non+].
  const outcomes: { vec: number[]; p: number }[] = [];
  let lostDie = 0;
  const limit = x.limit;
  const chainLength =
    limit ?? (pT < 1 ? Math.ceil(Math.log(EXPLOSION_EPSILON) / Math.log(pT)) : Number.POSITIVE_INFINITY);
  budget.spend(chainLength * 8, "following explosion chains");
  for (let t = 0; ; t++) {
    const p = pT ** t * pN;
    if (limit === null && pT ** t < EXPLOSION_EPSILON) {
      lostDie = pT ** t;
      break;
    }
    if (p > 0) outcomes.push({ vec: classVector(x.penetrate, t, true), p });
    if (limit !== null && t === limit) {
      const pAll = pT ** (limit + 1);
      if (pAll > 0) outcomes.push({ vec: classVector(x.penetrate, limit + 1, false), p: pAll });
      break;
    }
  }
  const classes = x.penetrate
    ? [cond(true, 0), cond(false, 0), cond(true, 1), cond(false, 1)]
    : [cond(true, 0), cond(false, 0)];

  // n-fold convolution of the per-die class counts.
  let counts = new Map<string, { vec: number[]; p: number }>([["", { vec: classes.map(() => 0), p: 1 }]]);
  let pruned = 0;
  for (let i = 0; i < n; i++) {
    budget.spend(counts.size * outcomes.length * 4, "counting explosions");
    const next = new Map<string, { vec: number[]; p: number }>();
    for (const { vec, p } of counts.values()) {
      for (const o of outcomes) {
        const w = p * o.p;
        if (w < 1e-22) {
          pruned += w;
          continue;
        }
        const v = vec.map((c, j) => c + o.vec[j]!);
        const key = v.join(",");
        const e = next.get(key);
        if (e) e.p += w;
        else next.set(key, { vec: v, p: w });
      }
    }
    counts = next;
  }
  const lost = combineLost(1 - (1 - lostDie) ** n, pruned);
  return {
    components: [...counts.values()].map(({ vec, p }) => ({
      weight: p,
      groups: vec.map((count, j) => ({ count, dist: classes[j]! })),
    })),
    lost,
  };
}

/**
 * Class counts of one die's chain: `matched` dice that set off an explosion, then one that did not
 * (`ended`), or none when the limit stopped the chain on a matching die.
 */
function classVector(penetrate: boolean, matched: number, ended: boolean): number[] {
  const non = ended ? 1 : 0;
  if (!penetrate) return [matched, non];
  if (matched === 0) return [0, 1, 0, 0];
  // The first die matched; the later ones are penetrating (one less).
  return [1, 0, matched - 1, non];
}

/** The total of a term with a fixed count and faces. */
export function fixedTermTotal(t: FixedTerm, budget: Budget): Dense {
  if (t.mods.unique) return uniqueTotal(t, budget);
  const score = scoreFor(t.mods);
  if (t.mods.keep) return poolTotal([termPool(t, budget)], t.mods.keep, score, budget);
  const face = settledFace(t.faces, t.mods, t.rules, budget);
  const x = t.mods.explode;
  const cp = t.rules.explode;
  let perDie: Dense;
  if (!x || !cp) perDie = toDense(restrict(face, () => true, score));
  else if (x.compound) {
    const chain = Distribution.fromDense(chainSum(face, cp, x, (v) => v, budget));
    perDie = { ...toDense(restrict(chain, () => true, score)), lost: chain.lost };
  } else perDie = chainSum(face, cp, x, score, budget);
  return iidSum(perDie, t.count, budget);
}

/** Keep/drop over the union of several terms' pools (one term, or a group such as {4d6+3d8}kh1). */
export function poolTotal(specs: PoolSpec[], keep: KeepMod, score: Score, budget: Budget): Dense {
  let components: PoolSpec["components"] = [{ weight: 1, groups: [] }];
  let lost = 0;
  for (const s of specs) {
    lost = combineLost(lost, s.lost);
    const next: PoolSpec["components"] = [];
    budget.spend(components.length * s.components.length * 8, "combining dice pools");
    for (const a of components) {
      for (const b of s.components)
        next.push({ weight: a.weight * b.weight, groups: [...a.groups, ...b.groups] });
    }
    components = next;
  }
  const parts: Dense[] = [];
  for (const c of components) {
    const d = keepSum(c.groups, keep.kind, keep.count, score, budget);
    lost += c.weight * d.lost;
    for (let i = 0; i < d.p.length; i++) d.p[i]! *= c.weight;
    parts.push(d);
  }
  return merge(parts, lost);
}
