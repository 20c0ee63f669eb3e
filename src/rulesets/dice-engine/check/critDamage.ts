// The damage side of an attack roll's criticals (DE-CRIT-3/5). Only the crit arithmetic lives here;
// weapon damage, Heavy multiples and armour belong to the attack rules (checklist §19–20).

import type { CritClass } from "./crit.js";

/**
 * DE-CRIT-3/5: damage of a hitting attack given its base damage (already including any multiples)
 * and other flat on-hit bonuses. Semi-critical dice add +1 each; a super-critical then doubles
 * everything, bonuses included: (base + 2 + flat) × 2.
 */
export function critDamage(base: number, crit: CritClass, flatBonus = 0): number {
  const perDie = crit === "superCrit" ? 2 : crit === "semiCrit" ? 1 : 0;
  const sum = base + perDie + flatBonus;
  return crit === "superCrit" ? sum * 2 : sum;
}
