// Levels and growth (LUC-ADV-2..5, LUC-HP-1..3, LUC-EN-1, 2): level from total XP; maximum Health
// and Energy from the level and the current CON / WIL in closed form, or added level by level.

import { LEVEL_XP, PRINTED_MAX_LEVEL, xpForLevel } from "../data/levels.js";
import type { LucidityOptions } from "../options/schema.js";

/** LUC-ADV-2, 3: the highest level whose XP total is reached, up to the cap. */
export function levelFromXp(xp: number, cap: LucidityOptions["levelCap"]): number {
  if (cap === "extrapolate") {
    let level = 1;
    while (xpForLevel(level + 1) <= xp) level++;
    return level;
  }
  let level = 1;
  for (let l = 2; l <= Math.min(cap, PRINTED_MAX_LEVEL); l++) if (xp >= LEVEL_XP[l - 1]!) level = l;
  return level;
}

/** XP needed for the next level, or null at the cap. */
export function xpForNext(level: number, cap: LucidityOptions["levelCap"]): number | null {
  if (cap !== "extrapolate" && level >= cap) return null;
  return xpForLevel(level + 1);
}

/** LUC-HP-1, 2 (and LUC-EN-1, 2 with WIL): L × attribute + 4L + 2, i.e. attribute + 6 at level 1. */
export function grownMaximum(level: number, attribute: number): number {
  return level * attribute + 4 * level + 2;
}

/**
 * The `incremental` reading: level 1 gives attribute + 6, and every level gained adds that level's
 * attribute (after its increase) + 4.
 */
export function incrementalMaximum(start: number, gained: readonly number[]): number {
  return start + 6 + gained.reduce((s, a) => s + a + 4, 0);
}
