// Weapon ranges (DE-ATK-2, DE-MAP-8): beyond the maximum no attack; inside the optimum band no
// modifier; anywhere else in range (too close, or past the band) −2. Every bound is inclusive.

import { fail, ok, type Result } from "../tracker/result.js";
import type { WeaponRange } from "./weapon.js";

export const OUTSIDE_OPTIMUM = -2;

export function rangeModifier(range: WeaponRange | null, distance: number | undefined): Result<number> {
  if (range === null) return ok(0);
  if (distance === undefined)
    return fail("invalid", ["distance"], "a ranged weapon needs the distance to the target");
  if (!Number.isFinite(distance) || distance < 0)
    return fail("invalid", ["distance"], `a distance is a number of metres ≥ 0, got ${distance}`);
  if (distance > range.max)
    return fail(
      "refused",
      ["distance"],
      `${distance} m is beyond the weapon's maximum range of ${range.max} m`,
    );
  return ok(distance >= range.from && distance <= range.to ? 0 : OUTSIDE_OPTIMUM);
}
