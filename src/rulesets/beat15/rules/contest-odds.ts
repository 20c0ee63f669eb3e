// Exact chances of a contest (B15-CON-*, B15-GRP-*): who wins the first roll, how often the lead is
// tied, and who wins in the end once ties are rerolled.
//
// Each side's value has an exact distribution in whole counts (side.ts). For a set S of sides rolling
// together, P(the sides tied at the top are exactly T) sums, over every value v, the product of
// P(value = v) for the sides in T and P(value < v) for the others; with counts everything shares the
// denominator Π 20^members, so no fraction is reduced until the end.
// Eventual wins then follow from rerolling: with every side rerolling, a tie simply repeats the
// contest, so win_j / (1 − tie). With only the tied leaders rerolling, the winner among S is
//   E(S)_j = ( P(j alone on top | S) + Σ_{T ⊊ S, |T| ≥ 2} P(top = T | S) · E(T)_j ) / (1 − P(top = S | S)).

import { type ContestRules, type ContestSide, contestSideRules } from "./contest.js";
import { add, div, mul, type Rational, rat, sub, sum, ZERO } from "./rational.js";
import { type SideCounts, sideCounts } from "./side.js";

export interface ContestOdds {
  /** P(side j is alone on top after the first roll). */
  firstWin: Rational[];
  /** P(the first roll ties for the lead). */
  firstTie: Rational;
  /** P(side j wins once every tie has been rerolled); these sum to 1. */
  winEventually: Rational[];
}

interface Table {
  dists: SideCounts[];
  values: number[];
  /** Per side: count at each of `values`, and count strictly below it. */
  at: bigint[][];
  below: bigint[][];
}

function tableOf(dists: SideCounts[]): Table {
  const values = [...new Set(dists.flatMap((d) => d.counts.map(([v]) => v)))].sort((a, b) => a - b);
  const at = dists.map((d) => {
    const m = new Map(d.counts);
    return values.map((v) => m.get(v) ?? 0n);
  });
  const below = at.map((row) => {
    let run = 0n;
    return row.map((c) => {
      const b = run;
      run += c;
      return b;
    });
  });
  return { dists, values, at, below };
}

const members = (mask: number, n: number) =>
  Array.from({ length: n }, (_, i) => i).filter((i) => mask & (1 << i));

/** P(the sides on top are exactly T) for every non-empty T ⊆ S, keyed by T's bitmask. */
function topSets(t: Table, s: number): Map<number, Rational> {
  const n = t.dists.length;
  const inS = members(s, n);
  const outOf = inS.reduce((p, i) => p * t.dists[i]!.outOf, 1n);
  const counts = new Map<number, bigint>();
  for (let k = 0; k < t.values.length; k++) {
    // Enumerate the subsets of S: for each, multiply "at v" inside and "below v" outside.
    for (let sub = s; sub > 0; sub = (sub - 1) & s) {
      let c = 1n;
      for (const i of inS) {
        c *= sub & (1 << i) ? t.at[i]![k]! : t.below[i]![k]!;
        if (c === 0n) break;
      }
      if (c !== 0n) counts.set(sub, (counts.get(sub) ?? 0n) + c);
    }
  }
  return new Map([...counts].map(([m, c]) => [m, rat(c, outOf)]));
}

const popcount = (m: number) => m.toString(2).replace(/0/g, "").length;

export function contestOdds(sides: readonly ContestSide[], rules: ContestRules): ContestOdds {
  const n = sides.length;
  const sr = contestSideRules(rules);
  const t = tableOf(sides.map((s) => sideCounts(s.bonuses, sr)));
  const all = (1 << n) - 1;
  const first = topSets(t, all);
  const firstWin = sides.map((_, j) => first.get(1 << j) ?? ZERO);
  const firstTie = sum([...first].filter(([m]) => popcount(m) >= 2).map(([, p]) => p));

  let winEventually: Rational[];
  if (rules.contestTieReroll === "all-sides") {
    const settle = sub(rat(1), firstTie);
    winEventually = firstWin.map((w) => div(w, settle));
  } else {
    const memo = new Map<number, Rational[]>();
    const eventual = (s: number): Rational[] => {
      const known = memo.get(s);
      if (known) return known;
      const top = s === all ? first : topSets(t, s);
      const stay = top.get(s) ?? ZERO; // everyone in S tied again: S rerolls as it was
      const result = sides.map((_, j) => {
        if (!(s & (1 << j))) return ZERO;
        let p = top.get(1 << j) ?? ZERO;
        for (const [m, q] of top) {
          if (m === s || popcount(m) < 2 || !(m & (1 << j))) continue;
          p = add(p, mul(q, eventual(m)[j]!));
        }
        return div(p, sub(rat(1), stay));
      });
      memo.set(s, result);
      return result;
    };
    winEventually = eventual(all);
  }
  return { firstWin, firstTie, winEventually };
}
