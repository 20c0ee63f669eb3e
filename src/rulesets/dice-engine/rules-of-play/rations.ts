// Food and rations (DE-FOOD-1..4): two rations a day, a ration being one portion of food and one of
// water. One ration a day is half rations (no HP, no fatigue removed by rest); less than one adds an
// Endurance check at the end of the day, DC 12 rising by 2 for each further day in a row.

import type { DiceSource } from "../../../dice/index.js";
import { refusal } from "../character/errors.js";
import type { DeOptions } from "../character/options.js";
import type { DeCharacter } from "../character/schema.js";
import { type CheckedOutcome, fatigueCheck } from "./fatigue.js";

export const RATIONS_PER_DAY = 2;

/** DE-FOOD-1: whole rations from portions: each needs one of food and one of water. */
export function rationsFrom(portions: { food: number; water: number }): number {
  return Math.max(0, Math.floor(Math.min(portions.food, portions.water)));
}

/** DE-FOOD-2, DE-FOOD-4: the penalties last while the last completed day had fewer than 2 rations. */
export function onHalfRations(c: Pick<DeCharacter, "rest">): boolean {
  return c.rest.lastDayRations !== null && c.rest.lastDayRations < RATIONS_PER_DAY;
}

/** DE-FOOD-3: the DC on the n-th day in a row without a ration. */
export function starvationDc(consecutiveDays: number): number {
  return 12 + 2 * (consecutiveDays - 1);
}

/**
 * Ends a day (DE-FOOD-1..4): records the rations eaten; under one ration, rolls the Endurance check
 * through `dice` and adds a fatigue level on failure; a day with a ration resets the count.
 */
export function endDay(
  c: DeCharacter,
  portions: { food: number; water: number },
  o: DeOptions,
  dice?: DiceSource,
): CheckedOutcome {
  if (!(portions.food >= 0 && portions.water >= 0))
    return refusal("invalid", ["portions"], "portions of food and water are 0 or more");
  const rations = rationsFrom(portions);
  const days = rations >= 1 ? 0 : c.rest.daysWithoutRation + 1;
  const cur: DeCharacter = { ...c, rest: { ...c.rest, lastDayRations: rations, daysWithoutRation: days } };
  const line =
    rations >= RATIONS_PER_DAY
      ? `${c.name} ate ${rations} rations`
      : rations === 1
        ? `${c.name} is on half rations: no HP recovery and no fatigue removed by rest`
        : `${c.name} went without a ration (day ${days} in a row)`;
  if (days === 0) return { ok: true, character: cur, changes: [line], checks: [] };
  if (!dice)
    return refusal(
      "dice_required",
      ["dice"],
      "a day without a ration ends with an Endurance check: give dice",
    );
  const r = fatigueCheck(cur, o, dice, `day ${days} without a ration`, starvationDc(days));
  if (!r.ok) return r;
  return { ...r, changes: [line, ...r.changes] };
}
