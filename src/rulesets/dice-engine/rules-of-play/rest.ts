// Rests (DE-FAT-8..13): what counts as a long or a short rest, and what completing one does to the
// character — the clock without a long rest goes back to 0, a level of fatigue goes (not on half
// rations), Stun and stun dice refill (DE-HEAL-4). Whether HP may be recovered is reported; the
// recovery roll itself belongs to healing (DE-HEAL-5).

import { z } from "zod";
import type { DiceSource } from "../../../dice/index.js";
import { maxStunOf } from "../character/derive.js";
import { type Refused, refusal } from "../character/errors.js";
import type { DeOptions } from "../character/options.js";
import type { DeCharacter } from "../character/schema.js";
import { fatigueCheck, gainFatigue, loseFatigue } from "./fatigue.js";
import { onHalfRations } from "./rations.js";

/** DE-FAT-10. */
export const SHORT_REST_MINUTES = 30;
/** DE-FAT-9: six hours asleep, at most two more awake in between. */
export const LONG_REST_SLEEP_HOURS = 6;
export const LONG_REST_MAX_AWAKE_HOURS = 2;

/** DE-FAT-11: what the character did during the rest; any of these spoils it. */
export const restActivitySchema = z.strictObject({
  /** Travel beyond a short distance (on foot, hover board or hover bike) — the GM judges "short". */
  travelledFar: z.boolean().default(false),
  pilotedVehicle: z.boolean().default(false),
  /** Anything else strenuous. */
  strenuous: z.boolean().default(false),
});
export type RestActivity = z.input<typeof restActivitySchema>;

export interface RestValidity {
  valid: boolean;
  /** Why not, one line each. */
  reasons: string[];
}

function activityReasons(a: RestActivity = {}): string[] {
  const act = restActivitySchema.parse(a);
  const out: string[] = [];
  if (act.travelledFar) out.push("travelled more than a short distance");
  if (act.pilotedVehicle) out.push("piloted a vehicle");
  if (act.strenuous) out.push("did something strenuous");
  return out;
}

/** DE-FAT-9, DE-FAT-11: 6 h of sleep with ≤ 2 h awake between, and nothing strenuous. */
export function longRestValidity(r: {
  sleepHours: number;
  awakeHours?: number;
  activity?: RestActivity;
}): RestValidity {
  const reasons = activityReasons(r.activity);
  const awake = r.awakeHours ?? 0;
  if (r.sleepHours < LONG_REST_SLEEP_HOURS)
    reasons.unshift(`slept ${r.sleepHours} h of the ${LONG_REST_SLEEP_HOURS} needed`);
  if (awake > LONG_REST_MAX_AWAKE_HOURS)
    reasons.unshift(`${awake} h awake in between; at most ${LONG_REST_MAX_AWAKE_HOURS}`);
  return { valid: reasons.length === 0, reasons };
}

/** DE-FAT-10, DE-FAT-11: half an hour of nothing strenuous. */
export function shortRestValidity(r: { minutes: number; activity?: RestActivity }): RestValidity {
  const reasons = activityReasons(r.activity);
  if (r.minutes < SHORT_REST_MINUTES)
    reasons.unshift(`${r.minutes} minutes; a short rest lasts ${SHORT_REST_MINUTES}`);
  return { valid: reasons.length === 0, reasons };
}

export type LongRestOutcome =
  | {
      ok: true;
      character: DeCharacter;
      changes: string[];
      /** DE-FOOD-2, DE-PERK-74: whether HP may be recovered on this rest (DE-HEAL-5 does it). */
      hpRecoveryAllowed: boolean;
    }
  | Refused;

/**
 * Completes a long rest. `slept: false` is a rest without sleep (DE-FAT-8): a level of fatigue
 * (automatically, or by the fatigue check with `failedSleepFatigue: "check"`, which needs dice),
 * and the clock keeps running.
 */
export function completeLongRest(
  c: DeCharacter,
  o: DeOptions,
  settings: { slept?: boolean; dice?: DiceSource } = {},
): LongRestOutcome {
  if (settings.slept === false) {
    let r: ReturnType<typeof gainFatigue> | ReturnType<typeof fatigueCheck>;
    if (o.failedSleepFatigue === "auto") r = gainFatigue(c, 1, "no sleep on a long rest", o);
    else {
      if (!settings.dice)
        return refusal(
          "dice_required",
          ["dice"],
          "this table rolls a fatigue check for a sleepless rest: give dice",
        );
      r = fatigueCheck(c, o, settings.dice, "no sleep on a long rest");
    }
    if (!r.ok) return r;
    return { ok: true, character: r.character, changes: r.changes, hpRecoveryAllowed: false };
  }
  const half = onHalfRations(c);
  const changes: string[] = [`${c.name} completes a long rest`];
  let cur: DeCharacter = { ...c, rest: { ...c.rest, hoursSinceLongRest: 0, noHpNextLongRest: false } };
  if (c.fatigue > 0) {
    if (half) changes.push("on half rations or less: no fatigue removed");
    else {
      const r = loseFatigue(cur, o.fatigueRecoveryPerLongRest, "long rest");
      if (!r.ok) return r;
      cur = r.character;
      changes.push(...r.changes);
    }
  }
  // DE-HEAL-4: all Stun and every stun die back.
  cur = { ...cur, current: { ...cur.current, stun: maxStunOf(cur, o), stunDiceSpent: 0 } };
  const hpRecoveryAllowed = !half && !c.rest.noHpNextLongRest;
  if (half) changes.push("no HP can be recovered on half rations or less");
  else if (c.rest.noHpNextLongRest) changes.push("no HP can be recovered on this rest (Field Surgeon)");
  return { ok: true, character: cur, changes, hpRecoveryAllowed };
}
