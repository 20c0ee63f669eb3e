// Rest dice (LUC-REST-1, LUC-TRAIT-3): 1d4 Health at the end of a long rest, another 1d4 with Fast Healer.

import type { DiceSource } from "../../../dice/index.js";
import { convolve, type Dist, uniform } from "./dist.js";

export const D4 = [1, 2, 3, 4] as const;

export function rollRestHealing(fastHealer: boolean, dice: DiceSource): number[] {
  const faces = [dice.roll(D4, "d4 (rest)")];
  if (fastHealer) faces.push(dice.roll(D4, "d4 (Fast Healer)"));
  return faces;
}

export function restHealingDist(fastHealer: boolean): Dist {
  return fastHealer ? convolve(uniform(1, 4), uniform(1, 4)) : uniform(1, 4);
}

/** Hours of a completed long rest. */
export const LONG_REST_HOURS = 6;
