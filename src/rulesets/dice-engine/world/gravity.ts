// Gravity's bands (DE-ENV-2, 8..10) and what gravity does to speed: the part of the environment
// rules that movement reads, apart from environment.ts (which needs the fatigue check, which needs
// movement).

import type { CheckOptions } from "../check/options.js";
import { countPer } from "../check/round.js";
import { DEFAULT_WORLD_OPTIONS, type WorldOptions } from "./options.js";

export type GravityClass = "zero" | "low" | "normal" | "high";
export type Band = Pick<WorldOptions, "normalGravityBand">;

/** Thousandths of a g, whole. */
export const milli = (g: number) => Math.round(g * 1000);

/** DE-ENV-2, 8, 9, 10: 0 g is zero gravity; the normal band (0.8–1.2 g) is normal; below it low; above it high. */
export function gravityClass(g: number, o: Band = DEFAULT_WORLD_OPTIONS): GravityClass {
  const m = milli(g);
  if (m === 0) return "zero";
  if (m < milli(o.normalGravityBand.min)) return "low";
  if (m > milli(o.normalGravityBand.max)) return "high";
  return "normal";
}

/** DE-ENV-2, DE-MOVE-11: the gravity rules divide by; the normal band counts as exactly 1 g. */
export function effectiveGravity(g: number, o: Band = DEFAULT_WORLD_OPTIONS): number {
  return gravityClass(g, o) === "normal" ? 1 : g;
}

/**
 * DE-ENV-9, DE-ENV-10: metres added to speed (a flat change, applied first, DE-MOVE-2): −1 in low
 * gravity; −1 per whole 0.1 g above 1 g in high gravity (option `countingRounding: "ceil"` counts a
 * started 0.1 g). Zero gravity has its own movement (DE-ENV-8) and no change here.
 */
export function gravitySpeedModifier(
  g: number,
  o: Band & Pick<CheckOptions, "countingRounding"> = DEFAULT_WORLD_OPTIONS,
): number {
  const c = gravityClass(g, o);
  if (c === "low") return -1;
  if (c !== "high") return 0;
  return -countPer(milli(g) - 1000, 100, o.countingRounding);
}
