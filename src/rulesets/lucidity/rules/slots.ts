// Item slots (LUC-SLOT-1..8): capacity 18 + STR (+ level + CON with Hunk); stacks of coins and
// arrows; designated items max(1, 2 + DEX) (+2 with Organized).

import { BASE_DESIGNATED, BASE_ITEM_SLOTS, MIN_DESIGNATED, ORGANIZED_BONUS } from "../data/gear.js";
import type { LucidityOptions } from "../options/schema.js";

/** LUC-SLOT-1, LUC-TRAIT-6 */
export function itemSlots(str: number, hunk: { level: number; con: number } | null): number {
  return BASE_ITEM_SLOTS + str + (hunk ? hunk.level + hunk.con : 0);
}

/** LUC-SLOT-4, 5: slots taken by a stack of `count` things, `per` to a slot. */
export function stackSlots(count: number, per: number, mode: LucidityOptions["partialStacks"]): number {
  if (count <= 0) return 0;
  return mode === "ceil" ? Math.ceil(count / per) : Math.floor(count / per);
}

/** LUC-SLOT-7, LUC-TRAIT-32: the minimum of 1 applies before Organized adds 2. */
export function designatedLimit(dex: number, organized: boolean): number {
  return Math.max(MIN_DESIGNATED, BASE_DESIGNATED + dex) + (organized ? ORGANIZED_BONUS : 0);
}
