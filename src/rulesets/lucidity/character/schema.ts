// The character file: a versioned, plain-JSON record of a Lucidity sheet. Zod checks the shape;
// `checkSheet` (validate.ts) checks what needs the options (maximums, slots, designated items).

import { z } from "zod";
import { ATTRIBUTES, type Attr, MAX_MODIFIER, MIN_MODIFIER } from "../data/attributes.js";
import { ITEM_KINDS, WEAPON_SIZES } from "../data/gear.js";
import { MAX_RANK, MIN_RANK, UNRANKED_SKILL_KINDS } from "../data/skills.js";
import { CHARACTER_SCHEMA_VERSION } from "./migrate.js";

const text = z.string().trim().min(1).max(200);
const whole = z.number().int();
const attr = z.enum(ATTRIBUTES);
export const modifierSchema = whole.min(MIN_MODIFIER).max(MAX_MODIFIER);

export const attributesSchema = z.strictObject(
  Object.fromEntries(ATTRIBUTES.map((a) => [a, modifierSchema])) as Record<Attr, typeof modifierSchema>,
);

export const itemSchema = z.strictObject({
  name: text,
  kind: z.enum(ITEM_KINDS).default("gear"),
  quantity: whole.min(1).max(100_000).default(1),
  /** Slots taken, when the default rule (LUC-SLOT-2..5) does not fit. */
  slots: whole.min(0).max(100).optional(),
  /** A bundle of small items that fits in one hand: 1 slot whatever the quantity (LUC-SLOT-2). */
  bundle: z.boolean().default(false),
  /** Weapons: damage as a dice expression, melee or ranged, the attack attribute and skill. */
  damage: z.string().trim().min(1).max(60).optional(),
  range: z.enum(["melee", "ranged"]).optional(),
  attribute: attr.optional(),
  skill: text.optional(),
  size: z.enum(WEAPON_SIZES).default("one-handed"),
  /** Needs two hands (2 slots); defaults to the size being two-handed or massive. */
  twoHanded: z.boolean().optional(),
  protection: whole.min(0).max(50).default(0),
  shield: z.boolean().default(false),
  /** Armour counts while worn. */
  worn: z.boolean().default(true),
  improvised: z.boolean().default(false),
  magic: z.boolean().default(false),
  consumable: z.boolean().default(false),
  /** Resourceful (LUC-TRAIT-18): the GM allows this consumable a second use. */
  resourceful: z.boolean().default(false),
  /** Uses of a consumable spent so far. */
  used: whole.min(0).max(2).default(0),
});

export const traitSchema = z.strictObject({
  name: text,
  /** An invented trait (LUC-TRAIT-2): free text, no automatic mechanics, needs the GM. */
  custom: z.boolean().default(false),
  effect: z.string().max(1000).default(""),
  approved: z.boolean().default(true),
});

const attributeRollSchema = z.strictObject({
  faces: z.array(whole.min(1).max(6)).length(4),
  score: whole.min(3).max(18),
  modifier: modifierSchema,
});

const aidSchema = z.strictObject({
  id: text,
  from: text,
  /** +n Buffs (help) or −n Breaks (interfere). */
  count: whole.min(-4).max(4),
  /** The attribute of the roll it is for; null: the next roll of any kind. */
  attribute: attr.nullable(),
});

const pendingSchema = z.strictObject({
  /** guaranteed: LUC-ZERO-8, then unconscious; final-turn: LUC-ZERO-7, then death. */
  kind: z.enum(["guaranteed", "final-turn"]),
  stage: z.enum(["waiting", "active"]),
  /** With guaranteedSuccessScope = first-roll: the one guaranteed roll is spent. */
  used: z.boolean().default(false),
});

const effectsSchema = z.strictObject({
  inspirationUsed: z.boolean().default(false),
  /** Wingman on this character: from whom, on which attribute (LUC-TRAIT-7). */
  wingman: z.strictObject({ from: text, attribute: attr }).nullable().default(null),
  /** Wingman cannot be given to this character again until a rest. */
  wingmanSpent: z.boolean().default(false),
  aids: z.array(aidSchema).default([]),
  readied: z
    .strictObject({ actions: whole.min(0).max(2), move: whole.min(0).max(1), trigger: text, option: text })
    .nullable()
    .default(null),
  casting: z
    .strictObject({ spell: text, roundsLeft: whole.min(0).max(100) })
    .nullable()
    .default(null),
  pending: pendingSchema.nullable().default(null),
  lastAttack: z
    .strictObject({ target: text, hit: z.boolean(), damage: whole.min(0), turn: z.string().nullable() })
    .nullable()
    .default(null),
  /** An enemy's exploit on this character that failed: Exploitative may turn it back (LUC-TRAIT-15). */
  failedExploit: z
    .strictObject({ by: text, template: text, turn: z.string().nullable() })
    .nullable()
    .default(null),
  lunarPause: z.strictObject({ active: z.boolean(), takenThisRest: z.boolean() }).prefault({
    active: false,
    takenThisRest: false,
  }),
  /** Damage bookkeeping for Adrenaline Rush (per turn), spell disruption and the 0-Health roll (per round). */
  tracking: z
    .strictObject({
      turn: z.string().nullable().default(null),
      damageInTurn: whole.min(0).default(0),
      round: z.string().nullable().default(null),
      damageInRound: whole.min(0).default(0),
      disruptedRound: z.string().nullable().default(null),
      zeroHit: z.boolean().default(false),
    })
    .prefault({}),
});

export const characterSchema = z.strictObject({
  schemaVersion: z.literal(CHARACTER_SCHEMA_VERSION),
  ruleset: z.literal("lucidity"),
  name: text,
  /** NPCs have no Lucidity unless npcsUseLucidity (LUC-LUC-3). */
  npc: z.boolean().default(false),
  /** Flag for majorExploitAccess = flagged (LUC-EXP-1). */
  warrior: z.boolean().default(false),
  level: whole.min(1).max(100).default(1),
  xp: whole.min(0).max(10_000_000).default(0),
  xpLog: z
    .array(
      z.strictObject({
        amount: whole,
        reason: z.enum(["gold", "milestone", "other"]),
        note: z.string().max(200).default(""),
        total: whole.min(0),
      }),
    )
    .default([]),
  attributes: attributesSchema,
  /** How the attributes were made, and the level-1 values (LUC-GEN-1..4). */
  creation: z.strictObject({
    method: z.enum(["roll", "array", "manual"]),
    attributes: attributesSchema,
    rolls: z.array(attributeRollSchema).default([]),
  }),
  /** Each level gained: the +1 chosen (null if lost at +3 everywhere) and the attributes after it. */
  levels: z
    .array(z.strictObject({ level: whole.min(2), increase: attr.nullable(), attributes: attributesSchema }))
    .default([]),
  traits: z.array(traitSchema),
  /** Ranked skills, 1–5 (LUC-SKILL-1). */
  skills: z.record(text, whole.min(MIN_RANK).max(MAX_RANK)).default({}),
  /** Armor and Language skills: held or not (LUC-SKILL-4). */
  unrankedSkills: z.array(z.strictObject({ name: text, kind: z.enum(UNRANKED_SKILL_KINDS) })).default([]),
  health: whole.min(0),
  energy: whole.min(0),
  lucidity: whole.min(-10_000),
  status: z.enum(["conscious", "unconscious", "dead"]).default("conscious"),
  items: z.array(itemSchema).default([]),
  /** Names of designated items (LUC-SLOT-7, 8). */
  designated: z.array(text).default([]),
  gold: whole.min(0).default(0),
  /** Traits held by companions that reach this character: Healthy Living, Fellowship (one entry per holder). */
  companionTraits: z.array(text).default([]),
  effects: effectsSchema.prefault({}),
  notes: z.string().max(10_000).default(""),
});

export type LucidityCharacter = z.output<typeof characterSchema>;
export type LucidityCharacterInput = z.input<typeof characterSchema>;
export type Item = z.output<typeof itemSchema>;
export type Trait = z.output<typeof traitSchema>;
export type Effects = LucidityCharacter["effects"];
export type Pending = NonNullable<Effects["pending"]>;

export function characterJsonSchema(): Record<string, unknown> {
  return { ...z.toJSONSchema(characterSchema, { io: "input" }), title: "Lucidity character" };
}
