// Hitting 0 Health (LUC-ZERO-1..9): Health stops at 0 and the rest of the damage comes off Lucidity;
// the end-of-round Lucidity (CON) roll's failure margin picks a row of the wound table.

import { DEATH_DEGREE, WOUNDS, type WoundDef } from "../data/wounds.js";

export interface VitalsAfterDamage {
  health: number;
  lucidity: number;
  /** Damage that went past Health. */
  overflow: number;
  /** How much Lucidity actually fell (less than the overflow when it hit its floor). */
  lucidityLost: number;
}

/**
 * LUC-ZERO-1: damage lowers Health to at most 0; the rest, and everything taken at 0, lowers
 * Lucidity 1 for 1, down to its floor (LUC-LUC-2). Without Lucidity the excess is discarded.
 */
export function takeDamage(
  health: number,
  lucidity: number,
  amount: number,
  floor: number,
  hasLucidity: boolean,
): VitalsAfterDamage {
  const toHealth = Math.min(health, amount);
  const overflow = amount - toHealth;
  // Never raises Lucidity, even if it somehow sat below the floor already.
  const lucidityNow =
    hasLucidity && overflow > 0 ? Math.min(lucidity, Math.max(floor, lucidity - overflow)) : lucidity;
  return {
    health: health - toHealth,
    lucidity: lucidityNow,
    overflow,
    lucidityLost: lucidity - lucidityNow,
  };
}

/** LUC-ZERO-5: face − target, in steps of `step` (1 by default), rounded up. */
export function degreeOfFailure(face: number, target: number, step = 1): number {
  if (face <= target) return 0;
  return Math.ceil((face - target) / step);
}

/** LUC-ZERO-6: the table row for a degree, or "death" from 5 on. */
export function woundFor(degree: number): WoundDef | "death" | null {
  if (degree <= 0) return null;
  if (degree >= DEATH_DEGREE) return "death";
  return WOUNDS.find((w) => w.degree === degree)!;
}
