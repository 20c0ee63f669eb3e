// The character file: a versioned, plain-JSON record of an Objects sheet. Zod checks the shape;
// `sheetIssues` checks what depends on the table's options and on the rules for traits and gear;
// old files are upgraded by the migrators in migrate.ts. The die type is not here: it belongs to the
// table (OBJ-ALT-2).

import { z } from "zod";
import { EngineError, fromZod, type Issue } from "../../../engine/errors.js";
import { itemSchema } from "../data/item.js";
import { LIMB_EXTENTS, SENSES } from "../data/traits.js";
import type { ObjOptions } from "../options/schema.js";
import { attributeCatalog, skillCatalog } from "./catalog.js";
import { CHARACTER_SCHEMA_VERSION, MIGRATIONS, type Migrator, migrateCharacter } from "./migrate.js";
import { traitIssues } from "./traits.js";

const whole = z.number().int().min(0);
const text = z.string().trim().min(1).max(200);
const id = z
  .string()
  .regex(/^[a-z][a-zA-Z0-9]*$/, "an id is letters and digits, starting with a lower-case letter");

export const traitEntrySchema = z.strictObject({
  /** A catalogue trait id (fireBreathing…) or an id for a trait the table invented. */
  trait: id,
  /** The name of an invented trait. */
  label: text.optional(),
  /** Positive or negative; fixed by the catalogue, required for an invented trait (OBJ-TRAIT-2). */
  kind: z.enum(["positive", "negative"]).optional(),
  /** A magnitude for both kinds: a negative trait takes "its rating" away. */
  rating: z.number().int().min(1),
  /** The GM's approval (OBJ-CHAR-11). */
  approved: z.boolean().default(false),
  /** Taken at creation (gives trait points if negative), gained in play, or bought with XP. */
  acquired: z.enum(["creation", "play", "advancement"]).default("creation"),
  sense: z.enum(SENSES).optional(),
  trigger: text.optional(),
  triggers: z.array(text).optional(),
  extent: z.enum(LIMB_EXTENTS).optional(),
  /** Why an excluded pairing makes sense (Missing Limb with Extra Limbs, OBJ-TRAIT-19). */
  explanation: text.optional(),
  notes: z.string().default(""),
});

const xpEntrySchema = z.strictObject({
  kind: z.enum(["award", "spend"]),
  /** Signed: awards are positive, spending negative. */
  amount: z.number().int(),
  reason: text,
  session: z.string().nullable().default(null),
  /** Balance after this entry. */
  balance: whole,
});

export const characterSchema = z.strictObject({
  schemaVersion: z.literal(CHARACTER_SCHEMA_VERSION),
  ruleset: z.literal("objects"),
  name: text,
  npc: z.boolean().default(false),
  /** A character still being built: may hold unapproved choices, cannot play yet (OBJ-CHAR-14). */
  draft: z.boolean().default(false),
  concept: z
    .strictObject({
      text: z.string().default(""),
      /** The GM may veto a concept (OBJ-CHAR-1); a vetoed one blocks finishing the character. */
      approval: z.enum(["pending", "approved", "vetoed"]).default("pending"),
    })
    .prefault({}),
  attributes: z.record(z.string(), whole),
  /** Skill ratings; 0 or absent is unskilled (OBJ-SKILL-1). */
  skills: z.record(z.string(), whole).default({}),
  traits: z.array(traitEntrySchema).default([]),
  equipment: z.array(itemSchema).default([]),
  /** Damage taken so far, by kind (OBJ-DMG-7). */
  damage: z.strictObject({ lethal: whole.default(0), nonLethal: whole.default(0) }).prefault({}),
  /** Single-track health only: which kind of damage crossed 0 and −STA (OBJ-DMG-7 option). */
  crossed: z
    .strictObject({
      zero: z.enum(["lethal", "non-lethal"]).nullable().default(null),
      floor: z.enum(["lethal", "non-lethal"]).nullable().default(null),
    })
    .prefault({}),
  xp: whole.default(0),
  xpLog: z.array(xpEntrySchema).default([]),
  /** How the character was built: the attribute points and the dice that gave them. */
  creation: z
    .strictObject({ method: text, attributePoints: whole, rolls: z.array(z.number().int()).default([]) })
    .nullable()
    .default(null),
  notes: z.string().default(""),
});

export type ObjCharacter = z.output<typeof characterSchema>;
export type ObjCharacterInput = z.input<typeof characterSchema>;
export type TraitEntry = ObjCharacter["traits"][number];
export type XpEntry = ObjCharacter["xpLog"][number];

export function characterJsonSchema(): Record<string, unknown> {
  return { ...z.toJSONSchema(characterSchema, { io: "input" }), title: "Objects character" };
}

/** Everything wrong with a sheet under the table's options, each problem naming its field. */
export function sheetIssues(c: ObjCharacter, o: ObjOptions): Issue[] {
  const issues: Issue[] = [];
  const at = (path: (string | number)[], message: string) => issues.push({ path, message, code: "custom" });
  const attributes = attributeCatalog(o);
  for (const a of attributes) if (!(a.id in c.attributes)) at(["attributes", a.id], "required");
  for (const [k, v] of Object.entries(c.attributes)) {
    if (!attributes.some((a) => a.id === k))
      at(["attributes", k], `not an attribute of this table (${attributes.map((a) => a.id).join(", ")})`);
    else if (o.attributeMax !== null && v > o.attributeMax)
      at(["attributes", k], `must be at most ${o.attributeMax}`);
  }
  const skills = skillCatalog(o);
  for (const [k, v] of Object.entries(c.skills)) {
    if (!skills.some((s) => s.id === k))
      at(["skills", k], `not a skill of this table (${skills.map((s) => s.id).join(", ")})`);
    else if (v > o.skillMax) at(["skills", k], `must be at most ${o.skillMax} (skills run 1–${o.skillMax})`);
  }
  issues.push(...traitIssues(c, o));
  c.equipment.forEach((item, i) => {
    const w = item.weapon;
    if (w && w.ammo === "armor-piercing" && (!w.firearm || !w.armorPiercingAllowed))
      at(["equipment", i, "weapon", "ammo"], `${item.name} cannot load armour-piercing bullets`);
    if (w && w.rounds !== null && w.capacity !== null && w.rounds > w.capacity)
      at(["equipment", i, "weapon", "rounds"], `must be at most the capacity (${w.capacity})`);
    if (!c.draft && !item.approved)
      at(
        ["equipment", i, "approved"],
        `${item.name} needs the GM's approval before play (or keep the character a draft)`,
      );
  });
  if (!c.draft && c.concept.approval === "vetoed")
    at(["concept", "approval"], "the GM vetoed this concept: the character cannot leave the draft stage");
  return issues;
}

export interface ParseSettings {
  migrations?: Readonly<Record<number, Migrator>>;
}

/** Reads a character file: upgrades old versions, checks the shape, then the rules. */
export function parseCharacter(raw: unknown, o: ObjOptions, settings: ParseSettings = {}): ObjCharacter {
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
