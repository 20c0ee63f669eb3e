// Creating a primary character (LUC-CHAR-1, 2, LUC-GEN-1..4, LUC-TRAIT-1, 2, LUC-SKILL-3, 4): a name,
// seven attribute modifiers (rolled or the fixed array), 3 traits, 8 skill points and starting gear.
// Level 1, 0 XP, and Lucidity, Health and Energy full.

import { z } from "zod";
import type { DiceSource } from "../../../dice/index.js";
import { EngineError, validate } from "../../../engine/errors.js";
import { ATTRIBUTES, type Attributes, FIXED_ARRAY } from "../data/attributes.js";
import { UNRANKED_SKILL_KINDS } from "../data/skills.js";
import { findTrait } from "../data/traits.js";
import type { LucidityOptions } from "../options/schema.js";
import { assignValues, checkArrayAssignment, rollSeven, sum } from "../rules/generate.js";
import { maxEnergy, maxHealth, maxLucidityOf } from "./derive.js";
import { CHARACTER_SCHEMA_VERSION } from "./migrate.js";
import { attributesSchema, itemSchema, type LucidityCharacter } from "./schema.js";
import { checkCharacter, skillPointIssues, throwIssues, traitIssues } from "./validate.js";

const traitInput = z.union([
  z.string().trim().min(1),
  z.strictObject({
    name: z.string().trim().min(1),
    effect: z.string().max(1000).default(""),
    custom: z.boolean().default(true),
    approved: z.boolean().default(false),
  }),
]);

const common = {
  name: z.string().trim().min(1).max(200),
  npc: z.boolean().default(false),
  warrior: z.boolean().default(false),
  traits: z.array(traitInput),
  skills: z.record(z.string().trim().min(1), z.number().int()).default({}),
  unrankedSkills: z
    .array(z.strictObject({ name: z.string().trim().min(1), kind: z.enum(UNRANKED_SKILL_KINDS) }))
    .default([]),
  /** Starting gear: required, and the part most often forgotten (LUC-CHAR-1). */
  items: z.array(itemSchema).min(1, "starting gear is required (at least one item)"),
  designated: z.array(z.string()).default([]),
  gold: z.number().int().min(0).default(0),
  notes: z.string().default(""),
};

const priority = z
  .array(z.enum(ATTRIBUTES))
  .length(7)
  .refine((a) => new Set(a).size === 7, "list each attribute once")
  .optional();

export const rollInput = z.strictObject({
  ...common,
  /** Which attribute gets the highest rolled value, then the next… (LUC-GEN-3). */
  priority,
  /** After seeing the roll, take the fixed array instead if its sum is higher (LUC-GEN-4). */
  takeArrayIfBetter: z.boolean().default(false),
});

export const arrayInput = z.strictObject({
  ...common,
  /** The fixed array placed on the attributes, as the player chooses (LUC-GEN-4). */
  attributes: attributesSchema,
});

function traitsOf(list: z.infer<typeof traitInput>[]): LucidityCharacter["traits"] {
  return list.map((t) => {
    if (typeof t !== "string") return { ...t };
    const known = findTrait(t);
    return { name: known?.name ?? t, custom: false, effect: "", approved: true };
  });
}

function build(
  input: z.infer<typeof rollInput> | z.infer<typeof arrayInput>,
  attributes: Attributes,
  creation: LucidityCharacter["creation"],
  o: LucidityOptions,
): LucidityCharacter {
  const traits = traitsOf(input.traits);
  throwIssues(traitIssues({ traits }), "character");
  throwIssues(skillPointIssues(input.skills, o), "character");
  const draft: LucidityCharacter = {
    schemaVersion: CHARACTER_SCHEMA_VERSION,
    ruleset: "lucidity",
    name: input.name,
    npc: input.npc,
    warrior: input.warrior,
    level: 1,
    xp: 0,
    xpLog: [],
    attributes,
    creation,
    levels: [],
    traits,
    skills: input.skills,
    unrankedSkills: input.unrankedSkills,
    health: 0,
    energy: 0,
    lucidity: 0,
    status: "conscious",
    items: input.items,
    designated: input.designated,
    gold: input.gold,
    companionTraits: [],
    effects: {
      inspirationUsed: false,
      wingman: null,
      wingmanSpent: false,
      aids: [],
      readied: null,
      casting: null,
      pending: null,
      lastAttack: null,
      failedExploit: null,
      lunarPause: { active: false, takenThisRest: false },
      tracking: {
        turn: null,
        damageInTurn: 0,
        round: null,
        damageInRound: 0,
        disruptedRound: null,
        zeroHit: false,
      },
    },
    notes: input.notes,
  };
  // LUC-CHAR-2: everything starts full, computed from the final attributes.
  const full = {
    ...draft,
    health: maxHealth(draft, o),
    energy: maxEnergy(draft, o),
    lucidity: maxLucidityOf(draft),
  };
  return checkCharacter(full, o, "character");
}

/** The `roll` method: 4d6 drop lowest seven times; the array instead if asked and better. */
export function createByRolling(raw: unknown, dice: DiceSource, o: LucidityOptions): LucidityCharacter {
  const input = validate(rollInput, raw, "roll input");
  if (o.assignRolledInOrder && input.priority)
    throw new EngineError(
      "invalid",
      "priority: rolled results go to the attributes in order under assignRolledInOrder",
      ["priority"],
    );
  if (!o.assignRolledInOrder && !input.priority)
    throw new EngineError("invalid", "priority: list the 7 attributes from the one that gets the best roll", [
      "priority",
    ]);
  const rolls = rollSeven(dice);
  const mods = rolls.map((r) => r.modifier);
  const takeArray = input.takeArrayIfBetter && sum(FIXED_ARRAY) > sum(mods);
  const values = takeArray ? [...FIXED_ARRAY] : mods;
  // In-order play places the array in order too (STR +2, DEX +1, …).
  const attributes = assignValues(values, input.priority ?? null, o.assignRolledInOrder);
  return build(input, attributes, { method: takeArray ? "array" : "roll", attributes, rolls }, o);
}

/** The `array` method: the fixed array, placed by the player. */
export function createFromArray(raw: unknown, _dice: DiceSource, o: LucidityOptions): LucidityCharacter {
  const input = validate(arrayInput, raw, "array input");
  checkArrayAssignment(input.attributes);
  return build(input, input.attributes, { method: "array", attributes: input.attributes, rolls: [] }, o);
}

const exampleCommon = {
  name: "Ysolde",
  traits: ["Fast Healer", "Impaler", "Fate's Gamble"],
  skills: { Swords: 3, Study: 3, Charm: 2 },
  unrankedSkills: [{ name: "Common", kind: "language" }],
  items: [
    { name: "Longsword", kind: "weapon", damage: "1d8", range: "melee", skill: "Swords" },
    { name: "Leather armor", kind: "armor", protection: 2 },
    { name: "Rope", kind: "gear" },
  ],
  designated: ["Longsword"],
  gold: 40,
};

export const METHOD_EXAMPLES = {
  roll: {
    ...exampleCommon,
    priority: ["STR", "CON", "DEX", "AWA", "WIL", "KNO", "CHA"],
    takeArrayIfBetter: true,
  },
  array: {
    ...exampleCommon,
    attributes: { STR: 2, DEX: 1, CON: 1, KNO: 0, AWA: 1, WIL: 0, CHA: -1 },
  },
};
