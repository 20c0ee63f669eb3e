// Critical classification of the two kept dice (DE-CRIT-*). Only kept dice count (DE-ADV-4); the
// threshold is per die (DE-CRIT-10) so a perk can lower it for one die without touching the other.

import type { CheckOptions } from "./options.js";

export type CritClass = "superCrit" | "semiCrit" | "antiCrit" | "semiFail" | "superFail" | "none";

export const CRIT_CLASSES: readonly CritClass[] = [
  "superCrit",
  "semiCrit",
  "antiCrit",
  "semiFail",
  "superFail",
  "none",
];

export interface CritResult {
  crit: CritClass;
  /** DE-CRIT-2/4: added to the total. */
  rollBonus: number;
  /** DE-CRIT-3/4: +1 damage per semi-critical die, for an attack that hits. */
  damageBonus: number;
}

/** DE-CRIT-1..10: classifies a pair of kept faces; `thresholds` are the dice's own thresholds. */
export function classifyCrit(
  kept: readonly [number, number],
  thresholds: readonly [number, number],
  opts: Pick<CheckOptions, "superCritRollBonus">,
): CritResult {
  const high = kept.map((f, i) => f >= thresholds[i]!);
  const one = kept.map((f) => f === 1);
  const highs = high.filter(Boolean).length;
  const ones = one.filter(Boolean).length;
  // A 1 is never also high (a threshold of 1 would make every die critical; the book never does).
  if (highs === 2) return { crit: "superCrit", rollBonus: opts.superCritRollBonus, damageBonus: 2 };
  if (ones === 2) return { crit: "superFail", rollBonus: 0, damageBonus: 0 };
  // DE-CRIT-8: a semi-critical success and a semi-critical fail cancel out.
  if (highs === 1 && ones === 1) return { crit: "antiCrit", rollBonus: 0, damageBonus: 0 };
  if (highs === 1) return { crit: "semiCrit", rollBonus: 2, damageBonus: 1 };
  if (ones === 1) return { crit: "semiFail", rollBonus: 0, damageBonus: 0 };
  return { crit: "none", rollBonus: 0, damageBonus: 0 };
}
