// Damage that depends on distance (DE-DMG-5, 6, 7, 9, DE-ENV-15, DE-EXPLO-1). Distances count whole
// metres (the `countingRounding` option, DE-ROUND-4: a started metre does not count by default), and no
// part ever goes below 0.

import { countPer } from "../check/round.js";
import type { DamagePart } from "./instance.js";
import { damageMechanic } from "./types.js";

type Rounding = "floor" | "ceil";

/** DE-DMG-5, DE-EXPLO-1: 1 less per metre from the source. */
export function lossPerMetre(amount: number, metres: number, rounding: Rounding = "floor"): number {
  return Math.max(0, amount - countPer(metres, 1, rounding));
}

/**
 * DE-DMG-6, 7, DE-ENV-15: Flak:[X] loses X per metre; Offset:[Y] takes Y metres off the distance
 * (never below 0); under water the rating is doubled.
 */
export function flakAtDistance(
  amount: number,
  rating: number,
  metres: number,
  o: { offset?: number; underwater?: boolean; rounding?: Rounding } = {},
): number {
  const x = o.underwater ? rating * 2 : rating;
  const d = Math.max(0, metres - (o.offset ?? 0));
  return Math.max(0, amount - x * countPer(d, 1, o.rounding ?? "floor"));
}

/** DE-DMG-9: Impulse:[X] gains 1 for every X metres from the source (counting, DE-ROUND-4). */
export function impulseAtDistance(
  amount: number,
  rating: number,
  metres: number,
  rounding: Rounding = "floor",
): number {
  return amount + countPer(metres, rating, rounding);
}

/** Step 4 of DE-ATK-7 for one part: the distance rule its type (or an explosion) brings. */
export function partAtDistance(part: DamagePart, o: { underwater: boolean; rounding: Rounding }): number {
  if (part.distance === undefined) return part.amount;
  const mechanic = damageMechanic(part.type);
  // DE-EXPLO-2: Flak keeps its own rate inside an explosion; everything else loses 1 per metre.
  if (mechanic === "ratedLossPerMetre") {
    return flakAtDistance(part.amount, part.rating ?? 0, part.distance, {
      underwater: o.underwater,
      rounding: o.rounding,
      ...(part.flakOffset !== undefined ? { offset: part.flakOffset } : {}),
    });
  }
  if (mechanic === "ratedGainPerDistance") {
    return impulseAtDistance(part.amount, part.rating ?? 1, part.distance, o.rounding);
  }
  if (mechanic === "lossPerMetre" || part.explosion)
    return lossPerMetre(part.amount, part.distance, o.rounding);
  return part.amount;
}
