// Parameter pieces the actions share: how a roller, a modifier, a target and a circumstance are
// written in an intent. Everything stays plain JSON (no transforms), so parsed parameters parse
// again unchanged and can be stored in a script or a log.

import { z } from "zod";
import { idSchema } from "../character/parts.js";
import { BAND_IDS } from "../data/ladder.js";
import { STAT_LIMIT } from "../data/stats.js";

export const label = z.string().trim().min(1).max(100);

/** An exact value: a number as typed (2, -1.5) or a fraction ("3/2"); B15-RND-2 keeps it exact. */
export const exactValue = z.union([
  z.number().finite(),
  z
    .string()
    .trim()
    .regex(/^[+-]?(\d+(\/\d+)?|\d*\.\d+)$/, "expected a number or a fraction such as 3/2"),
]);

/** One modifier with its kind and who added it (B15-TERM-1..4). */
export const modifierParam = z.strictObject({
  /** As computed, sign included: "a penalty of 2" is −2. */
  value: exactValue,
  kind: z.enum(["modifier", "bonus", "penalty"]).default("modifier"),
  label: label.default("modifier"),
  by: label.default("table"),
});

/**
 * One person rolling d20 + stat + modifiers (B15-CORE-1, 4). `stat` must always be said: a stat of
 * the actor by ID, a value given directly (no character needed), or null for "no stat" (counts 0).
 * `statScale` covers variants such as "half your stat" (kept exact until the end, B15-RND-2).
 */
export const rollerShape = {
  actor: z.string().min(1).optional(),
  stat: z.union([idSchema, z.number().int().min(-STAT_LIMIT).max(STAT_LIMIT), z.null()]),
  statScale: exactValue.default(1),
  modifiers: z.array(modifierParam).max(50).default([]),
};
export const rollerParam = z.strictObject(rollerShape);
export type RollerParams = z.infer<typeof rollerParam>;

/** A situational advantage or disadvantage; one rung unless it says more (B15-TN-7). */
export const circumstanceParam = z.union([
  label,
  z.strictObject({ label, steps: z.number().int().min(1).max(20).optional(), by: label.optional() }),
]);
export type CircumstanceParam = z.infer<typeof circumstanceParam>;

/**
 * The base target, set by the GM (B15-TN-1): a rung (`base`), a named difficulty (`difficulty`:
 * its rung), or a task type with a default such as attack or stealth (`task`, B15-TN-2, 8).
 */
export const targetParam = z
  .strictObject({
    base: z.number().int().min(-999).max(999).optional(),
    difficulty: z.enum(BAND_IDS).optional(),
    task: idSchema.optional(),
    reason: label.optional(),
    setBy: label.default("GM"),
  })
  .refine(
    (t) => [t.base, t.difficulty, t.task].filter((x) => x !== undefined).length === 1,
    "give exactly one of base, difficulty or task",
  );
export type TargetParams = z.infer<typeof targetParam>;

/** Using an item for the action: a supply roll follows if its description asks for one (B15-SUP-2). */
export const itemUseParam = z.strictObject({ name: label, use: idSchema.default("use") });
