// The fatigue table (DE-FAT-2..7, checklist C.12): six levels, each adding its effect to all the
// levels below it. Pure lookups; the character operations live in fatigue.ts.

export const MAX_FATIGUE = 6;

export const FATIGUE_TABLE: readonly { level: number; effect: string }[] = [
  { level: 1, effect: "disadvantage on attack rolls" },
  { level: 2, effect: "disadvantage on every roll" },
  { level: 3, effect: "speed halved" },
  { level: 4, effect: "HP and Stun maxima halved" },
  { level: 5, effect: "speed 0" },
  { level: 6, effect: "death" },
];

export interface FatigueEffects {
  level: number;
  /** DE-FAT-3/4: disadvantage levels on attack rolls and on other checks (never on damage, initiative or stun dice). */
  attackDisadvantage: number;
  checkDisadvantage: number;
  /** DE-FAT-5. */
  speedHalved: boolean;
  speedZero: boolean;
  /** DE-FAT-6. */
  maximaHalved: boolean;
  /** DE-FAT-7. */
  dead: boolean;
}

/** DE-FAT-2..7: what a fatigue level does; `stacks` is the `fatigueDisadvantageStacks` option. */
export function fatigueEffects(level: number, stacks = true): FatigueEffects {
  const l = Math.max(0, Math.min(MAX_FATIGUE, level));
  const all = l >= 2 ? 1 : 0;
  const attackOnly = l >= 1 ? 1 : 0;
  return {
    level: l,
    attackDisadvantage: stacks ? attackOnly + all : Math.max(attackOnly, all),
    checkDisadvantage: all,
    speedHalved: l >= 3,
    maximaHalved: l >= 4,
    speedZero: l >= 5,
    dead: l >= 6,
  };
}

/** DE-FAT-1: the Endurance DC of the check for going 26 hours without a long rest. */
export function fatigueCheckDc(level: number): number {
  return 15 + level;
}
