// A check against a target number.
//   B15-CORE-2, B15-TERM-5, B15-RES-4  success iff total ≥ target: a tie goes to the roller;
//   B15-CORE-3  no face is special, unless the table turns on natural 20 / natural 1;
//   B15-RES-1..3  success or failure is recorded with its margin (total − target) and a display tier.
// A group may face a target too (its best total, +2 per extra member only with `groupBonusVsTarget`,
// B15-GRP-4). The natural-face options look at a lone roller's d20 only: a group's value is not one die.

import type { DiceSource } from "../../../dice/index.js";
import { D20_FACES } from "../data/stats.js";
import type { RoundingMode } from "./modifiers.js";
import { type Rational, rat } from "./rational.js";
import { type SideRoll, type SideRules, sideCounts, sideValue } from "./side.js";

export interface CheckRules {
  rounding: RoundingMode;
  groupUsesRawFace: boolean;
  groupBonusVsTarget: boolean;
  naturalTwentyAutoSuccess: boolean;
  naturalOneAutoFailure: boolean;
  marginTiers: { just: number; dramatic: number };
}

export interface CheckSpec {
  /** stat + modifiers of the roller first, then of each ally acting with them (exact). */
  bonuses: Rational[];
  /** The final target number, after ladder moves. */
  target: number;
}

export type MarginTier = "just" | "clear" | "dramatic";

export interface CheckResult {
  side: SideRoll;
  total: number;
  target: number;
  success: boolean;
  margin: number;
  tier: MarginTier;
  /** What settled it: the total, or a natural face when the table uses those options. */
  decidedBy: "total" | "natural-20" | "natural-1";
}

function sideRules(rules: CheckRules): SideRules {
  return {
    rounding: rules.rounding,
    groupUsesRawFace: rules.groupUsesRawFace,
    groupBonus: rules.groupBonusVsTarget,
  };
}

/** How a margin reads at the table (B15-RES-3): display only, nothing else reads it. */
export function marginTier(margin: number, tiers: CheckRules["marginTiers"]): MarginTier {
  const size = Math.abs(margin);
  if (size <= tiers.just) return "just";
  if (size >= tiers.dramatic) return "dramatic";
  return "clear";
}

function naturalVerdict(faces: readonly number[], rules: CheckRules): CheckResult["decidedBy"] {
  if (faces.length !== 1) return "total";
  if (faces[0] === 20 && rules.naturalTwentyAutoSuccess) return "natural-20";
  if (faces[0] === 1 && rules.naturalOneAutoFailure) return "natural-1";
  return "total";
}

/** Judges thrown faces against the target. */
export function judgeCheck(faces: readonly number[], spec: CheckSpec, rules: CheckRules): CheckResult {
  const side = sideValue(faces, spec.bonuses, sideRules(rules));
  const decidedBy = naturalVerdict(faces, rules);
  const success = decidedBy === "total" ? side.value >= spec.target : decidedBy === "natural-20";
  const margin = side.value - spec.target;
  return {
    side,
    total: side.value,
    target: spec.target,
    success,
    margin,
    tier: marginTier(margin, rules.marginTiers),
    decidedBy,
  };
}

/** Throws one d20 per member, roller first, and judges the result. */
export function rollCheck(dice: DiceSource, spec: CheckSpec, rules: CheckRules, names: string[] = []) {
  const faces = spec.bonuses.map((_, i) => dice.roll(D20_FACES, `d20 (${names[i] ?? `member ${i + 1}`})`));
  return judgeCheck(faces, spec, rules);
}

export interface CheckOdds {
  success: Rational;
  failure: Rational;
  /** The exact distribution of the (rounded) total. */
  totals: [number, Rational][];
}

/** Exact chances of a check, from the distribution of the side's value (B15-CORE-2, 3). */
export function checkOdds(spec: CheckSpec, rules: CheckRules): CheckOdds {
  if (spec.bonuses.length === 1 && (rules.naturalTwentyAutoSuccess || rules.naturalOneAutoFailure)) {
    // A lone roller with natural faces: count the 20 faces one by one.
    let wins = 0;
    const totals = new Map<number, number>();
    for (const f of D20_FACES) {
      const r = judgeCheck([f], spec, rules);
      if (r.success) wins++;
      totals.set(r.total, (totals.get(r.total) ?? 0) + 1);
    }
    return {
      success: rat(wins, 20),
      failure: rat(20 - wins, 20),
      totals: [...totals.entries()].sort((a, b) => a[0] - b[0]).map(([v, c]) => [v, rat(c, 20)]),
    };
  }
  const dist = sideCounts(spec.bonuses, sideRules(rules));
  let wins = 0n;
  for (const [v, c] of dist.counts) if (v >= spec.target) wins += c;
  return {
    success: rat(wins, dist.outOf),
    failure: rat(dist.outOf - wins, dist.outOf),
    totals: dist.counts.map(([v, c]) => [v, rat(c, dist.outOf)]),
  };
}
