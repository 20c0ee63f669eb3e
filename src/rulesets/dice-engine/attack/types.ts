// The attack types (checklist C.7, DE-TYPE-*) as typed data, and the small rules each adds: roll
// bonuses, Heavy multiples, Spray's bonus per five shots, Seeking's line of sight. Initiative
// costs are the tracker's table (C.8), read from there so the two can never disagree.

import type { CheckOptions } from "../check/options.js";
import { countPer } from "../check/round.js";
import { attackActionCost } from "../tracker/costs.js";
import { fail, ok, type Result } from "../tracker/result.js";

export const ATTACK_TYPES = [
  "quick",
  "light",
  "standard",
  "seeking",
  "sustained",
  "strong",
  "overcharged",
  "heavy",
  "precision",
  "spray",
] as const;
export type AttackTypeId = (typeof ATTACK_TYPES)[number];

export interface AttackTypeRow {
  id: AttackTypeId;
  name: string;
  initiative: number;
  /** A flat bonus to the attack roll, or how it is worked out. */
  rollBonus: number | "lineOfSight" | "perFiveShots";
  /** Written Type:[X]: the weapon must list at least one rating. */
  rated: boolean;
  effect: string;
  rule: string;
}

export const ATTACK_TYPE_ROWS: readonly AttackTypeRow[] = [
  {
    id: "quick",
    name: "Quick",
    rollBonus: 0,
    rated: false,
    effect: "fastest; little or no damage",
    rule: "DE-TYPE-1",
  },
  {
    id: "light",
    name: "Light",
    rollBonus: 0,
    rated: false,
    effect: "Martial Strike is one",
    rule: "DE-TYPE-2",
  },
  { id: "standard", name: "Standard", rollBonus: 1, rated: false, effect: "—", rule: "DE-TYPE-3" },
  {
    id: "seeking",
    name: "Seeking",
    rollBonus: "lineOfSight",
    rated: true,
    effect: "+5 with line of sight; without it, may curve up to 90° for no bonus",
    rule: "DE-TYPE-4",
  },
  {
    id: "sustained",
    name: "Sustained",
    rollBonus: 0,
    rated: false,
    effect: "the n-th consecutive hit on the same target deals base damage × n",
    rule: "DE-TYPE-5",
  },
  {
    id: "strong",
    name: "Strong",
    rollBonus: 0,
    rated: false,
    effect: "more weapon damage",
    rule: "DE-TYPE-6",
  },
  {
    id: "overcharged",
    name: "Overcharged",
    rollBonus: 0,
    rated: false,
    effect: "undescribed in the core book (weapon data)",
    rule: "DE-TYPE-7",
  },
  {
    id: "heavy",
    name: "Heavy",
    rollBonus: 0,
    rated: true,
    effect: "damage once at 1 DoS and again per 2 more DoS, up to X times",
    rule: "DE-TYPE-8",
  },
  { id: "precision", name: "Precision", rollBonus: 2, rated: false, effect: "—", rule: "DE-TYPE-9" },
  {
    id: "spray",
    name: "Spray",
    rollBonus: "perFiveShots",
    rated: true,
    effect: "X shots shared among targets; hits = min(DoS, shots) per target",
    rule: "DE-TYPE-10",
  },
].map((r) => ({ ...r, initiative: attackActionCost(r.id as AttackTypeId) })) as AttackTypeRow[];

const ROW = new Map(ATTACK_TYPE_ROWS.map((r) => [r.id, r]));
export const attackTypeRow = (id: AttackTypeId): AttackTypeRow => ROW.get(id)!;

/** DE-TYPE-8: multiples = min(X, 1 + ⌊(DoS − 1) / 2⌋) for DoS ≥ 1, none on a miss. */
export function heavyMultiples(rating: number, dos: number): number {
  if (dos < 1) return 0;
  return Math.min(rating, 1 + Math.floor((dos - 1) / 2));
}

/** DE-TYPE-10: +1 per 5 shots aimed at a target (counting whole fives unless `countingRounding` is ceil). */
export function sprayBonus(shots: number, opts: Pick<CheckOptions, "countingRounding">): number {
  return countPer(shots, 5, opts.countingRounding);
}

/**
 * DE-TYPE-4: +5 with line of sight. Without it there is no bonus, and the attack is allowed only if
 * the path to the target bends by no more than 90°.
 */
export function seekingBonus(lineOfSight: boolean, pathBendDegrees?: number): Result<number> {
  if (lineOfSight) return ok(5);
  if (pathBendDegrees === undefined)
    return fail(
      "invalid",
      ["pathBend"],
      "without line of sight a Seeking attack needs the path's bend in degrees",
    );
  if (pathBendDegrees > 90)
    return fail(
      "refused",
      ["pathBend"],
      `the path bends ${pathBendDegrees}°; a Seeking attack curves at most 90°`,
    );
  return ok(0);
}
