// Dodge (DE-INT-3): an interrupt for a character inside an area with the Dodge:[X] property. It is an
// Agility check against DC X through the check core; on a success the character takes half of that
// damage, rounded up. The halving happens before Endurance resistance and EA (checklist Decision),
// so the damage helper calls `dodgedDamage` at step 5 of the pipeline (DE-ATK-7).

import type { DiceSource } from "../../../dice/index.js";
import { type CheckResult, rollCheck } from "../check/check.js";
import type { CheckOptions } from "../check/options.js";
import type { CheckRequestInput } from "../check/request.js";
import { halfUp } from "../check/round.js";
import { interruptRow } from "./costs.js";

export const DODGE_COST = interruptRow("dodge").cost as number;

/** Rolls the Dodge check: the caller's Agility request with the area's X as the DC. */
export function rollDodge(
  agility: Omit<CheckRequestInput, "target" | "attack">,
  dodgeRating: number,
  src: DiceSource,
  options: Partial<CheckOptions> = {},
): CheckResult & { dodged: boolean } {
  const check = rollCheck({ ...agility, target: dodgeRating }, src, options);
  return { ...check, dodged: check.outcome!.success };
}

/** DE-INT-3: half the damage, rounded up, on a successful Dodge. */
export function dodgedDamage(damage: number, dodged: boolean): number {
  return dodged ? halfUp(damage) : damage;
}
