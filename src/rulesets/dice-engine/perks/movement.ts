// The arithmetic of the Movement perks (DE-PERK-34..49) that is not a derived value (speed, leap
// and bulk live in character/derive.ts).

import { divUp } from "../check/round.js";

/** DE-PERK-40: fall damage less Agility, never below 0. */
export function safeLanding(fallDamage: number, agility: number): number {
  return Math.max(0, fallDamage - Math.max(0, agility));
}

/** DE-PERK-41: the landing attack adds Agility damage on a hit. */
export function deadlyDescentBonus(agility: number, hit: boolean): number {
  return hit ? Math.max(0, agility) : 0;
}

/** DE-PERK-70: Emergency Protocol moves up to half speed, rounded up. */
export function emergencyProtocolMove(speed: number): number {
  return divUp(speed, 2);
}
