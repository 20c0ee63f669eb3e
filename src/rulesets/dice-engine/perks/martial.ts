// The arithmetic of the Martial Arts perks (DE-PERK-57..65). The Martial Value comes from the
// character (character/subject.ts `martialValue`).

import { MARTIAL_ARTS_LEVELS } from "../catalogue/costs.js";

/** DE-PERK-57: the Martial Value at a level (0 without Martial Arts). */
export function martialValueAt(level: number): number {
  return MARTIAL_ARTS_LEVELS[Math.min(level, MARTIAL_ARTS_LEVELS.length) - 1]?.martialValue ?? 0;
}

/** DE-PERK-58: a Martial Strike hit deals the Martial Value plus the crit damage bonus (bludgeoning). */
export function martialStrikeDamage(mv: number, critDamageBonus: number): number {
  return mv + critDamageBonus;
}

/** DE-PERK-59: a parry cuts melee damage by the Martial Value, to 0 at least (before EA). */
export function parryDamage(incoming: number, mv: number): number {
  return Math.max(0, incoming - mv);
}

/** DE-PERK-63: whether a parry allows a Counter Attack. */
export function counterAttackAllowed(
  incoming: number,
  mv: number,
  o: { counterAttackRequiresFullNegation: boolean },
): boolean {
  return !o.counterAttackRequiresFullNegation || parryDamage(incoming, mv) === 0;
}

/** DE-PERK-64: meditating through a short rest restores the Martial Value in Stun, up to max. */
export function meditativeRecovery(stun: number, maxStun: number, mv: number): number {
  return Math.min(maxStun, stun + mv);
}

/** DE-PERK-65: the Agility DC of a sweep: 12 + Martial Value. */
export function sweepingLegDc(mv: number): number {
  return 12 + mv;
}

/** DE-PERK-65: a sweep instead of the strike's damage: the target falls Prone if its total misses the DC. */
export function sweepingLeg(targetTotal: number, mv: number): { dc: number; prone: boolean; damage: 0 } {
  const dc = sweepingLegDc(mv);
  return { dc, prone: targetTotal < dc, damage: 0 };
}
