// The character file: a versioned, plain-JSON record of everything a Lucky 13 sheet holds. Zod checks
// the shape; `checkAgainstRuleset` checks what depends on the ruleset's options (its skills, ladders,
// optional rules); old files are upgraded by the migrators registered in migrate.ts.

import { z } from "zod";
import { MAX_SPECIALIZATION_LEVEL, MIN_SPECIALIZATION_LEVEL } from "./data.js";
import { L13CharacterError, type L13Issue, parseWith } from "./errors.js";
import { CHARACTER_SCHEMA_VERSION, MIGRATIONS, type Migrator, migrateCharacter } from "./migrate.js";
import type { L13Options } from "./options.js";
import { catalogEntrySchema, dieSchema, idSchema, nonEmpty, weaponSchema, wholeNumber } from "./parts.js";
import { isDead, maxHp } from "./vitals.js";

export const specializationSchema = z.strictObject({
  id: idSchema,
  name: nonEmpty,
  /** Parent skill ID (exactly one, L13-SPEC-1). */
  skill: idSchema,
  level: wholeNumber.min(MIN_SPECIALIZATION_LEVEL).max(MAX_SPECIALIZATION_LEVEL),
});

export const backgroundSchema = z.strictObject({
  name: nonEmpty,
  description: z.string().default(""),
  /** A catalog background is approved by construction; an invented one needs the GM (L13-BKG-5). */
  approved: z.boolean(),
});

const assetSchema = z.strictObject({
  name: nonEmpty,
  /** Quality level = steps up; must be a level of the ruleset's asset ladder. */
  quality: wholeNumber.min(1),
  /** Which slot it steps when used; absent means the ruleset's `assetDefaultTarget`. */
  target: z.enum(["skill", "ability"]).optional(),
});

const apLogEntrySchema = z.strictObject({
  kind: z.enum(["award", "spend"]),
  /** Signed: awards are positive, spending negative. */
  amount: wholeNumber,
  reason: nonEmpty,
  /** Balance after this entry. */
  balance: wholeNumber.min(0),
  adventure: z.string().optional(),
  note: z.string().optional(),
});

const reputationLogEntrySchema = z.strictObject({
  /** What was asked for… */
  delta: wholeNumber,
  /** …and what took effect after clamping to the range. */
  applied: wholeNumber,
  reason: nonEmpty,
  value: wholeNumber,
});

export const characterSchema = z.strictObject({
  schemaVersion: z.literal(CHARACTER_SCHEMA_VERSION),
  ruleset: z.literal("lucky13"),
  name: nonEmpty,
  /** Informational only: no rule reads it, PCs and NPCs work the same (L13-GEN-3). */
  npc: z.boolean().default(false),
  abilities: z.strictObject({
    will: dieSchema,
    charm: dieSchema,
    pulse: dieSchema,
    intellect: dieSchema,
    reflex: dieSchema,
  }),
  /** Skill ID → die; null only for an untrained skill when the ruleset allows it. */
  skills: z.record(idSchema, dieSchema.nullable()),
  specializations: z.array(specializationSchema).default([]),
  background: backgroundSchema.nullable().default(null),
  impairments: z.array(catalogEntrySchema).default([]),
  reputation: wholeNumber.default(0),
  reputationLog: z.array(reputationLogEntrySchema).default([]),
  weapons: z.array(weaponSchema).default([]),
  /** Worn armor's Defensive die, or none. */
  armor: dieSchema.nullable().default(null),
  /** Other Defensive dice sources (shields, tough hide, force fields); the largest applies (L13-CMB-9). */
  defenses: z.array(z.strictObject({ name: nonEmpty, die: dieSchema })).default([]),
  assets: z.array(assetSchema).default([]),
  /** Current HP; may be negative (dying) unless the ruleset floors damage at 0. */
  hp: wholeNumber,
  stabilized: z.boolean().default(false),
  recuperating: z.boolean().default(false),
  /** Game minutes the dying clock has run since HP reached 0 or less; null while above 0. */
  dyingMinutes: z.number().min(0).nullable().default(null),
  /** HP restored by rest in the current injury episode (the rest cap, L13-HEAL-3). */
  restHealed: wholeNumber.min(0).default(0),
  ap: wholeNumber.min(0).default(0),
  apLog: z.array(apLogEntrySchema).default([]),
  notes: z.string().default(""),
});

export type L13Character = z.output<typeof characterSchema>;
export type L13CharacterInput = z.input<typeof characterSchema>;
export type Specialization = z.output<typeof specializationSchema>;
export type Background = z.output<typeof backgroundSchema>;
export type Asset = L13Character["assets"][number];
export type ApLogEntry = L13Character["apLog"][number];

/** The file format as JSON Schema (input side: fields with defaults are optional). */
export function characterJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(characterSchema, { io: "input" }),
    title: "Lucky 13 character",
  };
}

/** Rules that depend on the ruleset's options; returns every problem, each naming its field. */
export function checkAgainstRuleset(c: L13Character, o: L13Options): L13Issue[] {
  const issues: L13Issue[] = [];
  const at = (path: (string | number)[], message: string) => issues.push({ path: path.map(String), message });
  const ids = o.skills.map((s) => s.id);

  for (const id of ids)
    if (!(id in c.skills)) at(["skills", id], "required: every character has a die in every skill");
  for (const [id, die] of Object.entries(c.skills)) {
    if (!ids.includes(id)) at(["skills", id], `not a skill of this ruleset (${ids.join(", ")})`);
    else if (die === null && !o.allowUntrainedSkill)
      at(["skills", id], "expected one of d4, d6, d8, d10, d12 (untrained skills are not allowed)");
  }

  const seenIds = new Set<string>();
  const seenNames = new Set<string>();
  c.specializations.forEach((s, i) => {
    if (!ids.includes(s.skill))
      at(["specializations", i, "skill"], `"${s.skill}" is not a skill of this ruleset`);
    if (seenIds.has(s.id)) at(["specializations", i, "id"], `"${s.id}" appears twice`);
    if (seenNames.has(s.name.toLowerCase())) at(["specializations", i, "name"], `"${s.name}" appears twice`);
    seenIds.add(s.id);
    seenNames.add(s.name.toLowerCase());
  });

  if (c.background !== null) {
    if (!o.useBackgrounds) at(["background"], "backgrounds are not used by this ruleset");
    else if (o.maxBackgrounds < 1)
      at(["background"], "this ruleset allows no background (maxBackgrounds is 0)");
    else if (!c.background.approved)
      at(["background", "approved"], "an invented background needs the GM's approval");
  }
  if (c.impairments.length > 0 && !o.useImpairments)
    at(["impairments"], "impairments are not used by this ruleset");

  const [repMin, repMax] = o.reputationRange;
  if (c.reputation < repMin || c.reputation > repMax)
    at(["reputation"], `must be between ${repMin} and ${repMax}`);

  const levels = o.assetLadder.map((a) => a.level);
  c.assets.forEach((a, i) => {
    if (!levels.includes(a.quality)) at(["assets", i, "quality"], `expected one of ${levels.join(", ")}`);
  });

  const max = maxHp(c, o);
  if (c.hp > max) at(["hp"], `must be at most ${max} (the maximum HP)`);
  if (c.hp > 0) {
    if (c.stabilized) at(["stabilized"], "only a character at 0 HP or below can be stabilized");
    if (c.dyingMinutes !== null) at(["dyingMinutes"], "must be null above 0 HP");
  } else if (c.dyingMinutes === null && !isDead(c, o)) {
    at(["dyingMinutes"], "required at 0 HP or below: the dying clock runs from 0 minutes");
  }
  return issues;
}

export interface ParseCharacterSettings {
  /** Migrators by source version; the default is the shipped registry. */
  migrations?: Readonly<Record<number, Migrator>>;
}

/**
 * Reads a character file: upgrades old versions, validates the shape, then checks it against the
 * ruleset. Throws an L13CharacterError whose path names the first field at fault.
 */
export function parseCharacter(
  raw: unknown,
  options: L13Options,
  settings: ParseCharacterSettings = {},
): L13Character {
  const current = migrateCharacter(raw, settings.migrations ?? MIGRATIONS);
  const c = parseWith(characterSchema, current, "invalid_character");
  const issues = checkAgainstRuleset(c, options);
  if (issues.length > 0) {
    const first = issues[0]!;
    throw new L13CharacterError("invalid_character", first.path, first.message, issues);
  }
  return c;
}

export { CHARACTER_SCHEMA_VERSION };
