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

/**
 * A Dodge taken on the tracker, as the glue stores it (the tracker note's `dodges`, keyed by the
 * dodger's character id) for the damage step to read. It covers the damage of the area met at the
 * moment it was taken, so a record whose `at` is not the current time no longer applies.
 */
export interface DodgeRecord {
  /** The dodger's participant id on the tracker. */
  participant: string;
  /** The time (initiative) the Dodge was taken at. */
  at: number;
  /** The area's Dodge:[X], the DC of the Agility check. */
  rating: number;
  /** The check's total, or null when its outcome was forced without dice (Blind, Better Balance II…). */
  total: number | null;
  /** Whether the check met the DC: the damage from that area is halved, rounded up. */
  success: boolean;
  /** The id of the roll record in the log. */
  roll: string;
}

/** DE-INT-3: whether a stored Dodge halves damage dealt at `now` (`dodgedDamage` does the halving). */
export function dodgeApplies(record: DodgeRecord | undefined, now: number): boolean {
  return record !== undefined && record.at === now && record.success;
}
