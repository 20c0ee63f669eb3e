// The character file: a versioned, plain-JSON record of a Dice Engine character. Zod checks the
// shape; `sheetIssues` checks what depends on the table's options and catalogue (known ids, ranks,
// the creation caps); old files are upgraded by migrate.ts first. Maxima are not stored: they are
// derived from the purchases (derive.ts), so they can never disagree with them.

import { z } from "zod";
import { EngineError, fromZod, type Issue } from "../../../engine/errors.js";
import { creationIncreaseSpend } from "../catalogue/costs.js";
import { idSchema } from "../catalogue/ids.js";
import { maxRank } from "../catalogue/perks.js";
import { raceStartingStat } from "../catalogue/races.js";
import { catalogueFor } from "../catalogue/setting.js";
import { STATS, type Stat } from "../check/stats.js";
import { CHARACTER_SCHEMA_VERSION, MIGRATIONS, type Migrator, migrateCharacter } from "./migrate.js";
import type { DeOptions } from "./options.js";

const whole = z.number().int().min(0);
const stat = z.number().int();

export const statBlockSchema = z.strictObject(
  Object.fromEntries(STATS.map((s) => [s, stat])) as Record<Stat, typeof stat>,
);

export const perkHoldingSchema = z.strictObject({
  rank: z.number().int().min(1),
  /** How the last rank was paid: SP at creation, XP afterwards, or innate to the race. */
  source: z.enum(["sp", "xp", "race"]),
});

export const logEntrySchema = z.strictObject({
  currency: z.enum(["SP", "XP"]),
  /** Signed: gains positive, spending negative. */
  amount: z.number().int(),
  reason: z.string().min(1),
  /** Balance of that currency after the entry. */
  balance: whole,
});

export const characterSchema = z.strictObject({
  schemaVersion: z.literal(CHARACTER_SCHEMA_VERSION),
  ruleset: z.literal("dice-engine"),
  name: z.string().trim().min(1).max(200),
  /** DE-CREA-1: the character idea, free text with no mechanics. */
  concept: z.string().default(""),
  /** DE-CREA-6: a race id from the catalogue ("raceless" with no setting race). */
  race: idSchema.default("raceless"),
  /** False while the character is being built; `finalise` sets it and discards unspent SP. */
  created: z.boolean().default(false),
  stats: statBlockSchema,
  /** DE-CREA-2/3: Starting Points, only during creation. */
  sp: whole.default(0),
  /** DE-XP-1..3: current XP and the total ever gained (never decreases). */
  xp: whole.default(0),
  totalXp: whole.default(0),
  /** Perks held, by id, with their rank. */
  perks: z.record(idSchema, perkHoldingSchema).default({}),
  skills: z.array(idSchema).default([]),
  /** DE-PROF-1..4: Proficiency or Expertise by stat. */
  training: z.partialRecord(z.enum(STATS), z.enum(["proficient", "expert"])).default({}),
  /** DE-FOCUS-4: focus ratings by id. */
  focuses: z.record(idSchema, z.number().int().min(1)).default({}),
  /** DE-STUN-1/2: the max-Stun gain of each Stun rank bought, in order (4 each by default). */
  stunRanks: z.array(whole).default([]),
  /** DE-HP-1: HP purchases made. */
  hpIncreases: whole.default(0),
  /** DE-CREA-17: Stun fixed at finalisation (race base + Endurance); null during creation. */
  startingStun: z.number().int().nullable().default(null),
  current: z
    .strictObject({
      hp: whole.default(0),
      stun: whole.default(0),
      /** DE-RES-1: only for Resilience characters. */
      res: whole.nullable().default(null),
      /** DE-HEAL-3/4: stun dice expended since the last long rest. */
      stunDiceSpent: whole.default(0),
    })
    .prefault({}),
  /** DE-FAT-2: fatigue level 0–6 (6 is death). */
  fatigue: z.number().int().min(0).max(6).default(0),
  /** DE-FAT-1, DE-FAT-12, DE-FOOD-2..4, DE-PERK-74: the clocks of rest and food. */
  rest: z
    .strictObject({
      hoursSinceLongRest: z.number().min(0).default(0),
      /** Consecutive completed days with less than one ration. */
      daysWithoutRation: whole.default(0),
      /** Rations eaten on the last completed day; null before the first. */
      lastDayRations: whole.nullable().default(null),
      /** Field Surgeon was used on this character: no HP on its next long rest. */
      noHpNextLongRest: z.boolean().default(false),
    })
    .prefault({}),
  /** DE-CREA-4: SP spent on credits or vehicles at the setting's rates. */
  extras: z
    .array(
      z.strictObject({
        kind: z.enum(["credits", "vehicle"]),
        sp: z.number().int().min(1),
        description: z.string().min(1),
      }),
    )
    .default([]),
  log: z.array(logEntrySchema).default([]),
  notes: z.string().default(""),
});

export type DeCharacter = z.output<typeof characterSchema>;
export type DeCharacterInput = z.input<typeof characterSchema>;
export type PerkHolding = z.output<typeof perkHoldingSchema>;

export function characterJsonSchema(): Record<string, unknown> {
  return { ...z.toJSONSchema(characterSchema, { io: "input" }), title: "Dice Engine character" };
}

/** DE-CREA-10: SP a build has put into stat increases (decreases never offset it). */
export function statIncreaseSpend(c: Pick<DeCharacter, "stats" | "race">, o: DeOptions): number {
  const race = catalogueFor(o).races.get(c.race);
  return STATS.reduce(
    (sum, s) => sum + creationIncreaseSpend(c.stats[s], race ? raceStartingStat(race, s) : 0),
    0,
  );
}

/** Everything wrong with a sheet under the table's options and catalogue, each naming its field. */
export function sheetIssues(c: DeCharacter, o: DeOptions): Issue[] {
  const issues: Issue[] = [];
  const at = (path: (string | number)[], message: string) => issues.push({ path, message, code: "custom" });
  const cat = catalogueFor(o);
  if (!cat.races.has(c.race)) at(["race"], `unknown race "${c.race}" (${[...cat.races.keys()].join(", ")})`);
  for (const s of STATS) {
    const v = c.stats[s];
    if (v < o.statMin || v > o.statMax) at(["stats", s], `must be between ${o.statMin} and ${o.statMax}`);
  }
  for (const [id, h] of Object.entries(c.perks)) {
    const def = cat.perks.get(id);
    if (!def) at(["perks", id], "not a perk of this table");
    else if (h.rank > maxRank(def)) at(["perks", id, "rank"], `${def.name} goes up to rank ${maxRank(def)}`);
  }
  c.skills.forEach((id, i) => {
    if (!cat.skills.has(id)) at(["skills", i], `"${id}" is not a skill of this table`);
  });
  if (new Set(c.skills).size !== c.skills.length) at(["skills"], "a skill is listed twice");
  for (const [id, r] of Object.entries(c.focuses)) {
    if (!cat.focuses.has(id)) at(["focuses", id], "not a focus of this table");
    else if (o.focusMaxRating !== null && r > o.focusMaxRating)
      at(["focuses", id], `at most ${o.focusMaxRating} (focusMaxRating)`);
  }
  if (c.created) {
    if (c.sp !== 0) at(["sp"], "a finished character has no SP left (they are discarded at finalisation)");
    if (c.startingStun === null) at(["startingStun"], "set when the character is finalised");
  } else {
    const spend = statIncreaseSpend(c, o);
    if (spend > o.statSpendCapSP)
      at(["stats"], `${spend} SP on stat increases; the cap is ${o.statSpendCapSP}`);
    const atMax = STATS.filter((s) => c.stats[s] >= o.statMax).length;
    if (atMax > o.maxStatsAtMaxAtStart)
      at(
        ["stats"],
        `${atMax} stats at +${o.statMax}; at most ${o.maxStatsAtMaxAtStart} when the game starts`,
      );
  }
  if (c.totalXp < c.xp) at(["totalXp"], "Total XP cannot be below current XP");
  return issues;
}

export interface ParseSettings {
  migrations?: Readonly<Record<number, Migrator>>;
}

/** Reads a character file: upgrades old versions, checks the shape, then the rules. Throws EngineError. */
export function parseCharacter(raw: unknown, o: DeOptions, settings: ParseSettings = {}): DeCharacter {
  const current = migrateCharacter(raw, settings.migrations ?? MIGRATIONS);
  const r = characterSchema.safeParse(current);
  if (!r.success) throw fromZod(r.error, "character");
  const issues = sheetIssues(r.data, o);
  if (issues.length > 0) {
    const lines = issues.slice(0, 5).map((i) => `${i.path.join(".")}: ${i.message}`);
    const more = issues.length > 5 ? ` (and ${issues.length - 5} more)` : "";
    throw new EngineError(
      "invalid",
      `invalid character: ${lines.join("; ")}${more}`,
      issues[0]!.path,
      issues,
    );
  }
  return r.data;
}

export { CHARACTER_SCHEMA_VERSION };
