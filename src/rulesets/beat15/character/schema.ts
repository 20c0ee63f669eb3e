// The character file: versioned plain JSON. The draft defines only what every Beat-15 sheet needs —
// stats (whatever the setting names: B15-INTRO-1) and items, some tracking their uses as a supply die
// (B15-SUP-6) — so that is what the file holds. Zod checks the shape; `checkAgainstOptions` checks
// what depends on the table (its stat list, the stats its derived values read).

import { z } from "zod";
import { EngineError, type Issue } from "../../../engine/errors.js";
import { STAT_LIMIT } from "../data/stats.js";
import { RESUPPLY_RULES } from "../data/supply.js";
import { parseWith } from "../errors.js";
import { CHARACTER_SCHEMA_VERSION, MIGRATIONS, type Migrator, migrateCharacter } from "./migrate.js";
import { type B15Options, fixedStats } from "./options.js";
import { idSchema, nonEmpty, supplyDieSchema, supplyLevelSchema, wholeNumber } from "./parts.js";

export const statValueSchema = wholeNumber.min(-STAT_LIMIT).max(STAT_LIMIT);

export const itemSchema = z.strictObject({
  name: nonEmpty,
  description: z.string().max(2000).default(""),
  /** The die rolled for supplies now, Empty included; null when the item does not track supplies. */
  supplyDie: supplyLevelSchema.nullable().default(null),
  /** The die the item comes with, which resupplying restores by default. */
  startingSupplyDie: supplyDieSchema.nullable().default(null),
  /** Which use types need a supply roll: every use, or the listed ones (B15-SUP-2, 6). */
  supplyRollUses: z.union([z.literal("every-use"), z.array(idSchema).max(30)]).default("every-use"),
  /** Supply rolls per use, by use type, where the item differs from the table's `supplyRollsPerUse`. */
  rollsPerUse: z.record(idSchema, wholeNumber.min(1).max(10)).default({}),
  /** How the item is resupplied: the table's `resupplyRule` (null), a rule of its own, or never. */
  resupply: z
    .enum([...RESUPPLY_RULES, "none"])
    .nullable()
    .default(null),
});

export const characterSchema = z.strictObject({
  schemaVersion: z.literal(CHARACTER_SCHEMA_VERSION),
  ruleset: z.literal("beat15"),
  name: nonEmpty,
  /** Informational: no rule tells player characters and GM characters apart. */
  npc: z.boolean().default(false),
  /** Stat ID → value. */
  stats: z.record(idSchema, statValueSchema),
  items: z.array(itemSchema).max(200).default([]),
  notes: z.string().max(20_000).default(""),
});

export type B15Character = z.output<typeof characterSchema>;
export type B15CharacterInput = z.input<typeof characterSchema>;
export type Item = z.output<typeof itemSchema>;

/** The file format as JSON Schema (input side: fields with defaults are optional). */
export function characterJsonSchema(): Record<string, unknown> {
  return { ...z.toJSONSchema(characterSchema, { io: "input" }), title: "Beat-15 character" };
}

/** Problems that depend on the table's options, each naming its field. */
export function checkAgainstOptions(c: B15Character, o: B15Options): Issue[] {
  const issues: Issue[] = [];
  const at = (path: (string | number)[], message: string) => issues.push({ path, message, code: "custom" });
  const list = fixedStats(o);
  if (list) {
    const ids = list.map((s) => s.id);
    for (const id of ids)
      if (!(id in c.stats)) at(["stats", id], "required: this table's sheets have every stat");
    for (const id of Object.keys(c.stats))
      if (!ids.includes(id)) at(["stats", id], `not one of this table's stats (${ids.join(", ")})`);
  }
  for (const key of ["stressInputs", "vitalityInputs"] as const)
    for (const id of o[key] ?? [])
      if (!(id in c.stats)) at(["stats", id], `required: the table's ${key} reads it`);
  const names = new Set<string>();
  c.items.forEach((item, i) => {
    const key = item.name.toLowerCase();
    if (names.has(key)) at(["items", i, "name"], `"${item.name}" appears twice (items are used by name)`);
    names.add(key);
    if ((item.supplyDie === null) !== (item.startingSupplyDie === null))
      at(
        ["items", i, item.supplyDie === null ? "supplyDie" : "startingSupplyDie"],
        "an item tracking supplies needs both its current and its starting supply die",
      );
  });
  return issues;
}

export interface ParseCharacterSettings {
  /** Migrators by source version; the default is the shipped registry. */
  migrations?: Readonly<Record<number, Migrator>>;
}

/** Reads a character file: upgrades old versions, checks the shape, then checks it against the table. */
export function parseCharacter(
  raw: unknown,
  o: B15Options,
  settings: ParseCharacterSettings = {},
): B15Character {
  const current = migrateCharacter(raw, settings.migrations ?? MIGRATIONS);
  const c = parseWith(characterSchema, current, "Beat-15 character");
  const issues = checkAgainstOptions(c, o);
  if (issues.length > 0) {
    const lines = issues.slice(0, 5).map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new EngineError(
      "invalid",
      `invalid Beat-15 character: ${lines.join("; ")}`,
      issues[0]!.path,
      issues,
    );
  }
  return c;
}

/** An item of the sheet by name (case does not matter), or a not_found error naming the choices. */
export function findItem(
  c: B15Character,
  name: string,
  path: (string | number)[],
): { item: Item; index: number } {
  const index = c.items.findIndex((i) => i.name.toLowerCase() === name.trim().toLowerCase());
  if (index < 0) {
    const known = c.items.map((i) => i.name).join(", ") || "none";
    throw new EngineError("not_found", `${c.name} has no item "${name}" (items: ${known})`, path);
  }
  return { item: c.items[index]!, index };
}
