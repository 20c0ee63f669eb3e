// One side of a roll: a lone character or a group acting together.
//   B15-GRP-1  a group's value is its best member total + 2 for each other member;
//   B15-GRP-3  "best roll" means the best total (face + stat + modifiers), unless the table reads the
//              draft's example literally (`groupUsesRawFace`: best bare face, members' bonuses ignored);
//   B15-GRP-4  every extra member adds 2 whatever they rolled, with no cap.
// The side's value is rounded once, at the end (B15-RND-2). `sideCounts` gives the exact
// distribution of that value, as whole counts out of 20^members equally likely throws.

import { D20_FACES } from "../data/stats.js";
import { type RoundingMode, roundEnd } from "./modifiers.js";
import { add, compare, type Rational, rat } from "./rational.js";

/** Each extra member of a group adds this much. */
export const GROUP_BONUS_PER_MEMBER = 2;

export interface SideRules {
  rounding: RoundingMode;
  groupUsesRawFace: boolean;
  /** Whether extra members add +2 (always in contests; `groupBonusVsTarget` against a target). */
  groupBonus: boolean;
}

export interface SideRoll {
  faces: number[];
  /** Each member's exact total: face + stat + modifiers. */
  totals: Rational[];
  /** The member whose roll counts (the first of equals). */
  best: number;
  /** +2 per extra member, or 0. */
  groupBonus: number;
  /** best total (or face) + group bonus, exact. */
  exact: Rational;
  /** The side's value after the Rounding Rule. */
  value: number;
}

function usesRawFace(members: number, rules: SideRules): boolean {
  return members > 1 && rules.groupUsesRawFace;
}

export function groupBonusOf(members: number, rules: SideRules): number {
  return rules.groupBonus ? GROUP_BONUS_PER_MEMBER * (members - 1) : 0;
}

/** The value of a side from its members' faces and bonuses (stat + modifiers, exact). */
export function sideValue(
  faces: readonly number[],
  bonuses: readonly Rational[],
  rules: SideRules,
): SideRoll {
  if (faces.length !== bonuses.length || faces.length === 0)
    throw new RangeError("a side needs one face per member, and at least one member");
  const totals = faces.map((f, i) => add(rat(f), bonuses[i]!));
  const raw = usesRawFace(faces.length, rules);
  const scores = raw ? faces.map((f) => rat(f)) : totals;
  let best = 0;
  for (let i = 1; i < scores.length; i++) if (compare(scores[i]!, scores[best]!) > 0) best = i;
  const groupBonus = groupBonusOf(faces.length, rules);
  const exact = add(scores[best]!, rat(groupBonus));
  return { faces: [...faces], totals, best, groupBonus, exact, value: roundEnd(exact, rules.rounding) };
}

/** The exact distribution of a side's value: counts out of `outOf` = 20^members throws. */
export interface SideCounts {
  outOf: bigint;
  /** [value, count] by increasing value; counts sum to `outOf`. */
  counts: [number, bigint][];
}

/** How many faces of a d20 give a total at or below x for a member with this bonus. */
function facesAtOrBelow(x: Rational, bonus: Rational): bigint {
  let n = 0n;
  for (const f of D20_FACES) if (compare(add(rat(f), bonus), x) <= 0) n++;
  return n;
}

/**
 * P(best ≤ x) is the product of each member's P(total ≤ x), so the counts of the best total come
 * from a product of cumulative counts at every value some member can reach; then the group bonus is
 * added and the Rounding Rule applied (rounding is monotone, so sorting survives it).
 */
export function sideCounts(bonuses: readonly Rational[], rules: SideRules): SideCounts {
  const raw = usesRawFace(bonuses.length, rules);
  const effective = raw ? bonuses.map(() => rat(0)) : bonuses;
  const candidates = new Map<string, Rational>();
  for (const b of effective)
    for (const f of D20_FACES) {
      const x = add(rat(f), b);
      candidates.set(`${x.n}/${x.d}`, x);
    }
  const sorted = [...candidates.values()].sort(compare);
  const bonus = rat(groupBonusOf(bonuses.length, rules));
  const counts = new Map<number, bigint>();
  let below = 0n;
  for (const x of sorted) {
    const atOrBelow = effective.reduce((p, b) => p * facesAtOrBelow(x, b), 1n);
    const here = atOrBelow - below;
    below = atOrBelow;
    if (here === 0n) continue;
    const v = roundEnd(add(x, bonus), rules.rounding);
    counts.set(v, (counts.get(v) ?? 0n) + here);
  }
  return {
    outOf: 20n ** BigInt(bonuses.length),
    counts: [...counts.entries()].sort((a, b) => a[0] - b[0]),
  };
}
