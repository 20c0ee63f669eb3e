// XP needed for each level (LUC-ADV-2). The printed table ends at level 6 (LUC-ADV-3); its steps
// follow 5 × L × (L − 1), which the `extrapolate` option continues.

export const LEVEL_XP: readonly number[] = [0, 10, 30, 60, 100, 150];
export const PRINTED_MAX_LEVEL = 6;

/** Added to the level for maximum Lucidity (LUC-LUC-1). */
export const LUCIDITY_BASE = 13;
/** Highest modifier a level-up increase may reach (LUC-ADV-4). */
export const ATTRIBUTE_CAP = 3;

export function xpForLevel(level: number): number {
  return 5 * level * (level - 1);
}
