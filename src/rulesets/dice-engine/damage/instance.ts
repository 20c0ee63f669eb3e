// One damage instance as data (DE-DMG-16): everything one source does to one target at one moment —
// several hits (Spray bullets, an explosion and its reflections) as parts, the source's modifiers
// (resisted, unresisted, stun-only, direct), reductions such as a Dodge, and the conditions riding on
// it. The attack layer produces it; applyDamage consumes it.

import { z } from "zod";
import { fromZod } from "../../../engine/errors.js";
import { conditionApplicationSchema } from "../conditions/state.js";
import { DAMAGE_TRACKS, DAMAGE_TYPES, damageTypeIdSchema, isCoreDamageType, ratingSchema } from "./types.js";

export const damagePartSchema = z
  .strictObject({
    /** Damage after the attack's own arithmetic (DE-ATK-7 steps 1–3: dice, multiples, crits). */
    amount: z.number().int().min(0),
    /** Null = untyped (Bleed, asphyxiation: DE-DMG-15). */
    type: damageTypeIdSchema.nullable().default(null),
    /** X of Flak:[X] or Impulse:[X]. */
    rating: ratingSchema.optional(),
    /** DE-DMG-7: Flak Offset:[Y]. */
    flakOffset: z.number().int().min(0).optional(),
    /** Metres from the source (shortest path, DE-EXPLO-2); absent when distance plays no part. */
    distance: z.number().min(0).optional(),
    /** DE-EXPLO-1: an explosion's part, 1 less per metre whatever its type (Flak keeps its own rate). */
    explosion: z.boolean().default(false),
  })
  .superRefine((p, ctx) => {
    if (p.type !== null && isCoreDamageType(p.type) && DAMAGE_TYPES[p.type].rated && p.rating === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["rating"],
        message: `${DAMAGE_TYPES[p.type].name} damage needs its rating [X]`,
      });
    }
    if (p.flakOffset !== undefined && p.type !== "flak") {
      ctx.addIssue({ code: "custom", path: ["flakOffset"], message: "only Flak damage has an offset" });
    }
  });
export type DamagePart = z.output<typeof damagePartSchema>;
export type DamagePartInput = z.input<typeof damagePartSchema>;

/** DE-ATK-7 step 5: Dodge halves (rounded up, DE-INT-3), Martial Parry takes off a number. */
export const damageReductionSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("half"), source: z.string().min(1) }),
  z.strictObject({ kind: z.literal("minus"), source: z.string().min(1), amount: z.number().int().min(0) }),
]);
export type DamageReduction = z.output<typeof damageReductionSchema>;

export const damageInstanceSchema = z.strictObject({
  source: z.string().nullable().default(null),
  parts: z.array(damagePartSchema).min(1),
  /** DE-DMG-1, 2: the source is resisted by Endurance. */
  resisted: z.boolean().default(false),
  /** DE-DMG-14, DE-DV-4: ignores EA (and Endurance). */
  unresisted: z.boolean().default(false),
  /** DE-DMG-11, 12: Stun only, or HP (Res) directly. */
  track: z.enum(DAMAGE_TRACKS).default("normal"),
  reductions: z.array(damageReductionSchema).default([]),
  /** DE-COND-1: a cause may apply several conditions at once. */
  conditions: z.array(conditionApplicationSchema).default([]),
  /** DE-HEALTH-8: the GM's "being executed" flag: no death check on reaching 0. */
  executed: z.boolean().default(false),
});
export type DamageInstance = z.output<typeof damageInstanceSchema>;
export type DamageInstanceInput = z.input<typeof damageInstanceSchema>;

/** Validates a damage instance; throws an EngineError whose path names the field at fault. */
export function parseDamageInstance(raw: unknown): DamageInstance {
  const r = damageInstanceSchema.safeParse(raw);
  if (!r.success) throw fromZod(r.error, "damage");
  return r.data;
}

/** DE-DMG-4: fall damage is Bludgeoning and unresisted; its amount is setting data (`fallDamage`). */
export function fallDamage(amount: number): DamageInstance {
  return parseDamageInstance({ source: "fall", parts: [{ amount, type: "bludgeoning" }], unresisted: true });
}
