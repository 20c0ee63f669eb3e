// The character as the rules of this area see it: a small view the glue step fills from the
// character file, its race, its equipment and its perks. Nothing here reads the character model, so
// the two can change independently; `parseDefenderView` checks the shape and names any bad field.

import { z } from "zod";
import { fromZod } from "../../../engine/errors.js";
import { idSchema } from "../catalogue/ids.js";
import type { Training } from "../check/pool.js";
import { STATS, type Stat, type StatBlock } from "../check/stats.js";
import { type ActiveCondition, activeConditionSchema } from "../conditions/state.js";
import { type Armour, armourSchema, type HeldArmour, heldArmourSchema } from "../defence/armour.js";
import { DV_TYPE_IDS, type DvModifier } from "../defence/dv.js";
import { type Vitals, vitalsSchema } from "../health/vitals.js";

/** Why a check in this area is rolled; perks and conditions key their advantages on it. */
export const HEALTH_CHECK_PURPOSES = [
  "consciousness", // DE-HEALTH-6/7
  "deathCheck", // DE-DEATH-1
  "resistCondition", // DE-COND-6: the check against gaining a condition
  "conditionCheck", // a check a condition causes (ElectroShock, asphyxiation)
  "healing", // DE-HEAL-5: the long-rest HP check
  "repair", // DE-RES-3: the long-rest Res check
] as const;
export type HealthCheckPurpose = (typeof HEALTH_CHECK_PURPOSES)[number];

/**
 * A perk's (or the GM's) change to checks this area rolls, e.g. Pain Resistance Techniques:
 * `{ purpose: "consciousness", advantage: 1 }`. Every given field must match.
 */
export const checkEffectSchema = z.strictObject({
  source: z.string().min(1),
  purpose: z.enum(HEALTH_CHECK_PURPOSES).optional(),
  stat: z.enum(STATS).optional(),
  /** For resistCondition / conditionCheck: the condition concerned. */
  condition: idSchema.optional(),
  advantage: z.number().int().min(0).default(0),
  disadvantage: z.number().int().min(0).default(0),
  bonus: z.number().int().default(0),
});
export type CheckEffect = z.output<typeof checkEffectSchema>;

export const environmentSchema = z.strictObject({
  /** Completely submerged in water (DE-ENV-15/16, DE-COND-16). */
  underwater: z.boolean().default(false),
  vacuum: z.boolean().default(false),
});
export type Environment = z.output<typeof environmentSchema>;

export const AI_BODIES = ["hardLight", "softLight"] as const;
export type AiBody = (typeof AI_BODIES)[number];

const ids = z.array(idSchema).default([]);

export const defenderViewSchema = z.strictObject({
  stats: z.record(z.enum(STATS), z.number().int()),
  training: z.partialRecord(z.enum(STATS), z.enum(["none", "proficient", "expert"])).default({}),
  skills: ids,
  armour: armourSchema.nullable().default(null),
  held: heldArmourSchema.nullable().default(null),
  fortified: z.boolean().default(false),
  dvModifiers: z
    .array(
      z.strictObject({ source: z.string(), amount: z.number().int(), dvTypes: z.array(z.enum(DV_TYPE_IDS)) }),
    )
    .default([]),
  vitals: vitalsSchema,
  conditions: z.array(activeConditionSchema).default([]),
  /** DE-COND-2..4: by condition id (race and equipment data). */
  immunities: ids,
  susceptibilities: ids,
  resiliences: ids,
  /** DE-COND-33: race data. */
  canBleed: z.boolean().default(true),
  /** DE-COND-19: Hard Light / Soft Light AI bodies (setting flag). */
  aiBody: z.enum(AI_BODIES).nullable().default(null),
  /** Damage types the character takes nothing from (DE-DMG-10 tags, setting data). */
  damageImmunities: ids,
  checkEffects: z.array(checkEffectSchema).default([]),
  environment: environmentSchema.prefault({}),
});
export type DefenderViewInput = z.input<typeof defenderViewSchema>;

/** What every rule of this area reads from (and, for health and conditions, writes back to) a character. */
export interface DefenderView {
  stats: StatBlock;
  training: Partial<Record<Stat, Training>>;
  skills: readonly string[];
  armour: Armour | null;
  held: HeldArmour | null;
  fortified: boolean;
  dvModifiers: readonly DvModifier[];
  vitals: Vitals;
  conditions: readonly ActiveCondition[];
  immunities: readonly string[];
  susceptibilities: readonly string[];
  resiliences: readonly string[];
  canBleed: boolean;
  aiBody: AiBody | null;
  damageImmunities: readonly string[];
  checkEffects: readonly CheckEffect[];
  environment: Environment;
}

/** Validates and fills defaults; throws an EngineError whose path names the field at fault. */
export function parseDefenderView(raw: unknown): DefenderView {
  const r = defenderViewSchema.safeParse(raw);
  if (!r.success) throw fromZod(r.error, "defender");
  return r.data;
}

/** A view with every optional part empty, for tests and quick tools. */
export function defenderView(
  input: Omit<DefenderViewInput, "stats"> & { stats?: Partial<StatBlock> },
): DefenderView {
  const stats = Object.fromEntries(STATS.map((s) => [s, input.stats?.[s] ?? 0])) as StatBlock;
  return parseDefenderView({ ...input, stats });
}
