// Character creation (OBJ-CHAR-1..14), two ways:
//   rolled    the book's way: 6d6 attribute points (+1d6 per player-controlled added attribute),
//             thrown in that order through the dice source;
//   assigned  points fixed in advance (rolled at the table earlier, or set by the GM for an NPC).
// Attributes and skills are given as values, or as a priority list the points are dealt out over
// one at a time (so a build is valid whatever 6d6 gives). Traits, gear and the concept follow; a
// character is playable (not a draft) only when every choice is approved.

import { z } from "zod";
import type { DiceSource } from "../../../dice/index.js";
import { EngineError, type Issue, validate } from "../../../engine/errors.js";
import { sampleItem } from "../data/equipment.js";
import { type Item, itemSchema } from "../data/item.js";
import type { ObjOptions } from "../options/schema.js";
import { attributeCatalog, resolveAttribute, resolveSkill, resolveTrait } from "./catalog.js";
import { CHARACTER_SCHEMA_VERSION } from "./migrate.js";
import { attributeDiceCount, buildIssues, CREATION_CAP, skillBudget } from "./points.js";
import { type ObjCharacter, parseCharacter, type TraitEntry, traitEntrySchema } from "./schema.js";

export const CREATION_METHODS = ["rolled", "assigned"] as const;
export type CreationMethodId = (typeof CREATION_METHODS)[number];

const whole = z.number().int().min(0);
const valuesOrPriority = z.union([z.record(z.string(), whole), z.array(z.string()).min(1)]);

const equipmentInput = z.union([
  z.string().min(1),
  z.strictObject({
    sample: z.string().min(1),
    approved: z.boolean().optional(),
    name: z.string().trim().min(1).optional(),
    notes: z.string().optional(),
  }),
  itemSchema,
]);

export const creationInputSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  npc: z.boolean().default(false),
  concept: z
    .union([
      z.string(),
      z.strictObject({
        text: z.string().default(""),
        approval: z.enum(["pending", "approved", "vetoed"]).default("pending"),
      }),
    ])
    .default(""),
  /** Only for `assigned`: the points to place. */
  attributePoints: whole.optional(),
  /** Values by attribute, or attributes in priority order to deal the points over. */
  attributes: valuesOrPriority.optional(),
  skills: valuesOrPriority.default({}),
  traits: z.array(traitEntrySchema.omit({ acquired: true }).extend({ trait: z.string().min(1) })).default([]),
  equipment: z.array(equipmentInput).default([]),
  /** Keep it a draft: unapproved choices are allowed, but it cannot play yet. */
  draft: z.boolean().default(false),
  notes: z.string().default(""),
});

export type CreationInput = z.input<typeof creationInputSchema>;
type Input = z.output<typeof creationInputSchema>;

function invalid(issues: Issue[], what: string): never {
  const lines = issues.slice(0, 5).map((i) => `${i.path.join(".")}: ${i.message}`);
  throw new EngineError("invalid", `${what}: ${lines.join("; ")}`, issues[0]?.path ?? [], issues);
}

/** Deals `points` out one at a time over `order`, skipping anything at `cap`. */
export function dealOut(
  order: readonly string[],
  start: Record<string, number>,
  points: number,
  cap: number,
) {
  const out = { ...start };
  let left = points;
  while (left > 0 && order.some((k) => (out[k] ?? 0) < cap)) {
    for (const k of order) {
      if (left === 0) break;
      if ((out[k] ?? 0) < cap) {
        out[k] = (out[k] ?? 0) + 1;
        left--;
      }
    }
  }
  return out;
}

function resolveKeys(
  record: Record<string, number>,
  resolve: (name: string) => string | null,
  field: string,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(record)) {
    const id = resolve(k);
    if (id === null)
      throw new EngineError("invalid", `${field}.${k}: not one of this table's ${field}`, [field, k]);
    out[id] = v;
  }
  return out;
}

function resolveList(
  list: readonly string[],
  resolve: (name: string) => string | null,
  field: string,
): string[] {
  return list.map((k, i) => {
    const id = resolve(k);
    if (id === null)
      throw new EngineError("invalid", `${field}.${i}: '${k}' is not one of this table's ${field}`, [
        field,
        i,
      ]);
    return id;
  });
}

function attributesFor(input: Input, points: number, o: ObjOptions): Record<string, number> {
  const catalog = attributeCatalog(o);
  const presets = Object.fromEntries(
    catalog.filter((a) => a.control === "preset").map((a) => [a.id, a.preset!]),
  );
  const given = input.attributes;
  if (given !== undefined && !Array.isArray(given))
    return { ...presets, ...resolveKeys(given, (n) => resolveAttribute(n, o), "attributes") };
  const players = catalog.filter((a) => a.control === "player").map((a) => a.id);
  const listed = given === undefined ? [] : resolveList(given, (n) => resolveAttribute(n, o), "attributes");
  const order = [...listed, ...players.filter((p) => !listed.includes(p))].filter((p) => players.includes(p));
  const floor = Object.fromEntries(players.map((p) => [p, o.attributeMinAtCreation]));
  const left = points - players.length * o.attributeMinAtCreation;
  return { ...presets, ...dealOut(order, floor, Math.max(0, left), CREATION_CAP) };
}

function traitsFor(input: Input): TraitEntry[] {
  return input.traits.map((t, i) => {
    const id = resolveTrait(t.trait) ?? (/^[a-z][a-zA-Z0-9]*$/.test(t.trait) ? t.trait : null);
    if (id === null)
      throw new EngineError(
        "invalid",
        `traits.${i}.trait: '${t.trait}' is not a catalogue trait or a valid id`,
        ["traits", i, "trait"],
      );
    return { ...t, trait: id, acquired: "creation" as const };
  });
}

function equipmentFor(input: Input): Item[] {
  return input.equipment.map((e) => {
    if (typeof e === "string") return sampleItem(e);
    if ("sample" in e) {
      const { sample, ...overrides } = e;
      return sampleItem(sample, overrides);
    }
    return e;
  });
}

function rollPoints(dice: DiceSource, o: ObjOptions): { points: number; rolls: number[] } {
  const rolls: number[] = [];
  for (let i = 0; i < attributeDiceCount(o); i++)
    rolls.push(dice.roll([1, 2, 3, 4, 5, 6], "d6 (attribute points)"));
  return { points: rolls.reduce((a, b) => a + b, 0), rolls };
}

export function createCharacter(
  method: CreationMethodId,
  raw: unknown,
  dice: DiceSource,
  o: ObjOptions,
): ObjCharacter {
  const input = validate(creationInputSchema, raw, `${method} creation input`);
  let points: number;
  let rolls: number[] = [];
  if (method === "rolled") {
    if (input.attributePoints !== undefined)
      throw new EngineError(
        "invalid",
        "attributePoints: the rolled method rolls its own points (use assigned)",
        ["attributePoints"],
      );
    ({ points, rolls } = rollPoints(dice, o));
  } else {
    if (input.attributePoints === undefined)
      throw new EngineError("invalid", "attributePoints: required by the assigned method", [
        "attributePoints",
      ]);
    points = input.attributePoints;
  }
  const attributes = attributesFor(input, points, o);
  const traits = traitsFor(input);
  let skills: Record<string, number>;
  if (Array.isArray(input.skills)) {
    const order = resolveList(input.skills, (n) => resolveSkill(n, o), "skills");
    const total = skillBudget({ attributes, skills: {}, traits }, o).total;
    skills = dealOut(order, {}, total, Math.min(CREATION_CAP, o.skillMax));
  } else skills = resolveKeys(input.skills, (n) => resolveSkill(n, o), "skills");

  const build = { attributes, skills, traits };
  const { issues } = buildIssues(build, points, o);
  if (issues.length > 0) invalid(issues, `this build breaks the creation rules (${points} attribute points)`);

  const concept =
    typeof input.concept === "string" ? { text: input.concept, approval: "pending" as const } : input.concept;
  return parseCharacter(
    {
      schemaVersion: CHARACTER_SCHEMA_VERSION,
      ruleset: "objects",
      name: input.name,
      npc: input.npc,
      draft: input.draft,
      concept,
      attributes,
      skills,
      traits,
      equipment: equipmentFor(input),
      creation: { method, attributePoints: points, rolls },
      notes: input.notes,
    },
    o,
  );
}

/** Example inputs: valid whatever the dice give, so `--input` can be left out on the command line. */
export const EXAMPLE_INPUT: Record<CreationMethodId, CreationInput> = {
  rolled: {
    name: "Juno Varga",
    concept: { text: "a getaway driver who owes the wrong people", approval: "approved" },
    attributes: ["dexterity", "stamina", "wisdom", "strength", "intelligence", "charisma"],
    skills: ["driving", "dodge", "ranged", "mechanics", "melee"],
    traits: [
      { trait: "Fireproof", rating: 2, approved: true },
      { trait: "Phobia", rating: 1, trigger: "deep water", approved: true },
    ],
    equipment: [".38 Special Revolver", "Mechanic's Toolbox", "Dagger"],
  },
  assigned: {
    name: "Sergeant Okafor",
    npc: true,
    concept: { text: "a veteran desk sergeant", approval: "approved" },
    attributePoints: 21,
    attributes: { STR: 4, DEX: 3, STA: 4, INT: 3, WIS: 4, CHA: 3 },
    skills: { Ranged: 3, Dodge: 2, Melee: 2, Driving: 2, Explosives: 1 },
    traits: [{ trait: "Diminished Sense", sense: "hearing", rating: 1, approved: true }],
    equipment: ["Colt M1911A .45", { sample: "Sap" }],
  },
};
