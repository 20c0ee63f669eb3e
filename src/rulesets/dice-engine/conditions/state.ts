// Conditions as plain data: what a cause applies (an application) and what a character carries
// (an active condition). Times are positions on the tracker's shared timeline, in initiative
// (DE-INIT-7, DE-INIT-10: 2 initiative = 1 second); outside combat the same clock keeps running, so
// durations and "every 10 initiative" mean the same thing in and out of combat.

import { z } from "zod";
import { fromZod } from "../../../engine/errors.js";
import { idSchema } from "../catalogue/ids.js";
import { STATS } from "../check/stats.js";

/** DE-COND-6: the check that may keep a condition off (each DoS takes 1 off a rating). */
export const conditionCheckSchema = z.strictObject({
  stat: z.enum(STATS).default("endurance"),
  dc: z.number().int(),
});
export type ConditionCheck = z.output<typeof conditionCheckSchema>;

/** What a cause applies: "Bleed:[1], DC 13 Endurance", "Blinded for 20 initiative"… */
export const conditionApplicationSchema = z.strictObject({
  condition: idSchema,
  /** Rated conditions (Burning:[X], Bleed:[X]) need one; the others take none. */
  rating: z.number().int().min(1).optional(),
  /** Initiative; absent = until the condition's own end or the cause removes it. */
  duration: z.number().int().min(1).optional(),
  check: conditionCheckSchema.optional(),
  /** The cause, for the log and for removing what a cause applied. */
  source: z.string().optional(),
});
export type ConditionApplication = z.output<typeof conditionApplicationSchema>;
export type ConditionApplicationInput = z.input<typeof conditionApplicationSchema>;

/** DE-COND-9..12: the breath an Asphyxiated character holds, then the damage it takes. */
export const breathSchema = z.strictObject({
  /** When the held breath runs out (max(1, Endurance) minutes after the condition began). */
  holdUntil: z.number(),
  /** When it stopped holding (voluntarily or at `holdUntil`); null while holding. */
  stoppedAt: z.number().nullable().default(null),
  /** The next DC 10 + n check, while conscious and not holding. */
  nextCheckAt: z.number().nullable().default(null),
  /** How many of those checks were made (the DC is 10 + this). */
  checks: z.number().int().min(0).default(0),
  /** Asphyxiation damage taken so far (DE-COND-12 counts every 10). */
  damage: z.number().int().min(0).default(0),
  /** Points taken off each of the four mental stats so far. */
  statLoss: z.number().int().min(0).default(0),
});
export type Breath = z.output<typeof breathSchema>;

export const activeConditionSchema = z.strictObject({
  condition: idSchema,
  rating: z.number().int().min(1).nullable().default(null),
  /** DE-COND-8: durations start the moment it is applied. */
  appliedAt: z.number(),
  /** End of its duration; null = until its own end rule or the cause removes it. */
  endsAt: z.number().nullable().default(null),
  source: z.string().nullable().default(null),
  /** The next periodic damage (Burning, Bleed, asphyxiation), DE-INIT-7. */
  nextTickAt: z.number().nullable().default(null),
  /** DE-ENV-16: the next underwater −2 to Burning. */
  nextDecayAt: z.number().nullable().default(null),
  /** How many times the bearer has been active since gaining it (Surprised, DE-COND-30). */
  activations: z.number().int().min(0).default(0),
  breath: breathSchema.nullable().default(null),
});
export type ActiveCondition = z.output<typeof activeConditionSchema>;
export type ActiveConditionInput = z.input<typeof activeConditionSchema>;

export function parseConditionApplication(raw: unknown): ConditionApplication {
  const r = conditionApplicationSchema.safeParse(raw);
  if (!r.success) throw fromZod(r.error, "condition application");
  return r.data;
}

export function parseActiveConditions(raw: unknown): ActiveCondition[] {
  const r = z.array(activeConditionSchema).safeParse(raw);
  if (!r.success) throw fromZod(r.error, "conditions");
  return r.data;
}

/** A fresh active condition with every bookkeeping field empty. */
export function activeCondition(
  c: Pick<ActiveCondition, "condition" | "appliedAt"> & Partial<ActiveCondition>,
): ActiveCondition {
  return {
    rating: null,
    endsAt: null,
    source: null,
    nextTickAt: null,
    nextDecayAt: null,
    activations: 0,
    breath: null,
    ...c,
  };
}

/** Whether a condition is in force at `now` (its duration has not run out). */
export function inForce(c: ActiveCondition, now: number): boolean {
  return c.endsAt === null || c.endsAt > now;
}
