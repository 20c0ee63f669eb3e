// The fourteen core conditions (checklist C.5, §25.2) as typed data. Each condition lists its
// mechanical effects as tagged records; the functions in effects.ts, active.ts and advance.ts read
// these records rather than the condition ids, so a setting condition built from the same effect
// kinds works without new code. Descriptions are ours.

import { z } from "zod";
import { idSchema, nameKey } from "../catalogue/ids.js";
import { STATS } from "../check/stats.js";

export const SENSES_CHECKED = ["sight", "hearing"] as const;
export type CheckedSense = (typeof SENSES_CHECKED)[number];

/** Weapon properties that matter to conditions (Prone, DE-COND-25). */
export const WEAPON_PROPERTIES = ["light", "anchored"] as const;
export type WeaponProperty = (typeof WEAPON_PROPERTIES)[number];

const levels = z.number().int().min(1);
const initiative = z.number().int().min(0);

export const conditionEffectSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("cannotSpeak") }),
  /** No Move action and no spending of movement already granted (Grappled, Paralysed). */
  z.strictObject({ kind: z.literal("cannotMove") }),
  /** Prone halves speed (rounded up, DE-ROUND-1); Restrained sets it to 0. */
  z.strictObject({ kind: z.literal("speed"), change: z.enum(["half", "zero"]) }),
  /** Cannot spend initiative; burns up to `burn` each time it is active (DE-COND-20). */
  z.strictObject({ kind: z.literal("incapacitated"), burn: initiative }),
  /** Disadvantage on stat checks (not attack rolls) of these stats, or of every stat. */
  z.strictObject({
    kind: z.literal("checkDisadvantage"),
    levels,
    stats: z.union([z.literal("all"), z.array(z.enum(STATS))]),
    /** Set when an option widens it to attack rolls (Poisoned, `poisonedAffectsAttacks`). */
    attacksOption: z.literal("poisonedAffectsAttacks").optional(),
  }),
  z.strictObject({
    kind: z.literal("attackDisadvantage"),
    levels,
    unlessWeapon: z.array(z.enum(WEAPON_PROPERTIES)).default([]),
  }),
  z.strictObject({ kind: z.literal("perceptionDisadvantage"), levels }),
  z.strictObject({ kind: z.literal("perceptionAutoFail"), sense: z.enum(SENSES_CHECKED) }),
  z.strictObject({ kind: z.literal("attackersAdvantage"), levels }),
  z.strictObject({ kind: z.literal("attackersUseDv"), dvType: z.enum(["surprised", "touch"]) }),
  /** Burns initiative the moment the condition is first gained (ElectroShock). */
  z.strictObject({ kind: z.literal("burnOnGain"), initiative }),
  /** Burns initiative the first time it is active, and ends the next time (Surprised). */
  z.strictObject({ kind: z.literal("burnWhenActive"), initiative, endsOnNextActive: z.boolean() }),
  /** A check each time it is active: failure applies `onFail` for up to `duration`; success ends it. */
  z.strictObject({
    kind: z.literal("checkWhenActive"),
    stat: z.enum(STATS),
    dc: z.number().int(),
    onFail: z.strictObject({ condition: idSchema, duration: initiative }),
    onPass: z.literal("end"),
  }),
  /** `rating` dice (1 when unrated) of `die` sides every `every` initiative. */
  z.strictObject({
    kind: z.literal("periodicDamage"),
    every: z.number().int().min(1),
    die: z.number().int().min(2),
    damageType: idSchema.nullable(),
    resisted: z.boolean(),
    unresisted: z.boolean(),
    track: z.enum(["normal", "stun", "direct"]),
  }),
  /** Spend `cost` initiative to lower the rating by `by`, unless one of `blockedBy` is in force. */
  z.strictObject({
    kind: z.literal("selfReduce"),
    cost: initiative,
    by: z.number().int().min(1),
    blockedBy: z.array(idSchema),
  }),
  /** Submerged in water or in a vacuum: resilient, and the rating falls by `by` (DE-COND-16, DE-ENV-16). */
  z.strictObject({
    kind: z.literal("environmentRelief"),
    environments: z.array(z.enum(["underwater", "vacuum"])),
    by: z.number().int().min(1),
  }),
  /** A character without this body trait is immune (Bleed needs blood, DE-COND-33). */
  z.strictObject({ kind: z.literal("immuneWithout"), trait: z.literal("canBleed") }),
  /** DE-COND-9..12: the asphyxiation sequence and its numbers. */
  z.strictObject({
    kind: z.literal("asphyxiation"),
    /** Breath is held max(minMinutes, Endurance) minutes. */
    minMinutes: z.number().int().min(0),
    checkStat: z.enum(STATS),
    checkDc: z.number().int(),
    /** The DC rises by this for each later check. */
    dcStep: z.number().int(),
    every: z.number().int().min(1),
    damageDie: z.number().int().min(2),
    /** Every `statLossPer` damage lowers each of `stats` by 1. */
    statLossPer: z.number().int().min(1),
    stats: z.array(z.enum(STATS)),
  }),
]);
export type ConditionEffect = z.output<typeof conditionEffectSchema>;
export type ConditionEffectKind = ConditionEffect["kind"];

export const conditionDefSchema = z.strictObject({
  id: idSchema,
  name: z.string().trim().min(1),
  /** Other spellings the book uses (Bleeding, ElectroShocked, Paralyzed). */
  aliases: z.array(z.string()).default([]),
  rated: z.boolean(),
  summary: z.string().min(1),
  ends: z.string().min(1),
  rules: z.array(z.string()).default([]),
  effects: z.array(conditionEffectSchema),
});
export type ConditionDef = z.output<typeof conditionDefSchema>;

export const CORE_CONDITION_IDS = [
  "asphyxiated",
  "blinded",
  "burning",
  "deafened",
  "grappled",
  "incapacitated",
  "nauseated",
  "paralysed",
  "poisoned",
  "prone",
  "restrained",
  "electroShock",
  "surprised",
  "bleed",
] as const;
export type CoreConditionId = (typeof CORE_CONDITION_IDS)[number];

/** Conditions that stop a character lowering its own Burning or Bleed (DE-COND-15, 32). */
const SELF_HELP_BLOCKERS: CoreConditionId[] = ["incapacitated", "paralysed", "restrained", "electroShock"];
const MENTAL: ("convince" | "charisma" | "logic" | "intuition")[] = [
  "convince",
  "charisma",
  "logic",
  "intuition",
];

const CORE: ConditionDef[] = [
  {
    id: "asphyxiated",
    name: "Asphyxiated",
    aliases: [],
    rated: false,
    summary:
      "Cannot breathe or speak. Holds its breath for max(1, Endurance) minutes, acting normally; after that, " +
      "an Endurance check (DC 10, +1 each time) every 10 initiative or unconscious, 1d4 direct unresisted " +
      "damage every 10 initiative, and each 10 damage costs 1 Convince, Charisma, Logic and Intuition for good.",
    ends: "when it can breathe again (the cause ends it)",
    rules: ["DE-COND-9", "DE-COND-10", "DE-COND-11", "DE-COND-12"],
    effects: [
      { kind: "cannotSpeak" },
      {
        kind: "asphyxiation",
        minMinutes: 1,
        checkStat: "endurance",
        checkDc: 10,
        dcStep: 1,
        every: 10,
        damageDie: 4,
        statLossPer: 10,
        stats: MENTAL,
      },
    ],
  },
  {
    id: "blinded",
    name: "Blinded",
    rated: false,
    aliases: [],
    summary:
      "Fails sight-based perception outright; disadvantage on perception and attack rolls; attacks on it have advantage.",
    ends: "with its cause or duration",
    rules: ["DE-COND-13"],
    effects: [
      { kind: "perceptionAutoFail", sense: "sight" },
      { kind: "perceptionDisadvantage", levels: 1 },
      { kind: "attackDisadvantage", levels: 1, unlessWeapon: [] },
      { kind: "attackersAdvantage", levels: 1 },
    ],
  },
  {
    id: "burning",
    name: "Burning",
    rated: true,
    aliases: [],
    summary:
      "X d4 fire damage every 10 initiative. 7 initiative lowers the rating by 1 unless incapacitated, paralysed, " +
      "restrained or electroshocked. Under water or in a vacuum it is resilient and the rating falls by 2 on its own.",
    ends: "when the rating reaches 0",
    rules: ["DE-COND-14", "DE-COND-15", "DE-COND-16", "DE-ENV-16"],
    effects: [
      {
        kind: "periodicDamage",
        every: 10,
        die: 4,
        damageType: "fire",
        resisted: false,
        unresisted: false,
        track: "normal",
      },
      { kind: "selfReduce", cost: 7, by: 1, blockedBy: SELF_HELP_BLOCKERS },
      { kind: "environmentRelief", environments: ["underwater", "vacuum"], by: 2 },
    ],
  },
  {
    id: "deafened",
    name: "Deafened",
    rated: false,
    aliases: [],
    summary: "Fails hearing-based perception outright; disadvantage on all perception checks.",
    ends: "with its cause or duration",
    rules: ["DE-COND-17"],
    effects: [
      { kind: "perceptionAutoFail", sense: "hearing" },
      { kind: "perceptionDisadvantage", levels: 1 },
    ],
  },
  {
    id: "grappled",
    name: "Grappled",
    rated: false,
    aliases: [],
    summary: "Held in place: no Move action and no spending of movement (others can still move it).",
    ends: "when released or it escapes",
    rules: ["DE-COND-18", "DE-COND-19"],
    effects: [{ kind: "cannotMove" }],
  },
  {
    id: "incapacitated",
    name: "Incapacitated",
    rated: false,
    aliases: [],
    summary:
      "Cannot spend initiative: no actions, no interrupts. Each time it is active it burns 5 initiative, or only " +
      "what is left of the condition if that is less. Unconscious characters are incapacitated.",
    ends: "with its cause",
    rules: ["DE-COND-20", "DE-COND-21", "DE-COND-34"],
    effects: [{ kind: "incapacitated", burn: 5 }],
  },
  {
    id: "nauseated",
    name: "Nauseated",
    rated: false,
    aliases: [],
    summary: "Disadvantage on Convince, Charisma, Logic and Intuition checks.",
    ends: "with its cause or duration",
    rules: ["DE-COND-22"],
    effects: [{ kind: "checkDisadvantage", levels: 1, stats: MENTAL }],
  },
  {
    id: "paralysed",
    name: "Paralysed",
    rated: false,
    aliases: ["Paralyzed"],
    summary: "Incapacitated, cannot speak or move, and attacks against it use its Surprised DV.",
    ends: "with its cause or duration",
    rules: ["DE-COND-23"],
    effects: [
      { kind: "incapacitated", burn: 5 },
      { kind: "cannotSpeak" },
      { kind: "cannotMove" },
      { kind: "attackersUseDv", dvType: "surprised" },
    ],
  },
  {
    id: "poisoned",
    name: "Poisoned",
    rated: false,
    aliases: [],
    summary: "Disadvantage on every stat check (attack rolls only with the poisonedAffectsAttacks option).",
    ends: "with its cause or duration",
    rules: ["DE-COND-24"],
    effects: [
      { kind: "checkDisadvantage", levels: 1, stats: "all", attacksOption: "poisonedAffectsAttacks" },
    ],
  },
  {
    id: "prone",
    name: "Prone",
    rated: false,
    aliases: [],
    summary:
      "Disadvantage on attack rolls unless the weapon is Light or Anchored; speed halved (rounded up). " +
      "Dropping prone costs 1 initiative, standing up 2. The GM may grant stealth advantage or cover.",
    ends: "when it stands up",
    rules: ["DE-COND-25", "DE-COND-26"],
    effects: [
      { kind: "attackDisadvantage", levels: 1, unlessWeapon: ["light", "anchored"] },
      { kind: "speed", change: "half" },
    ],
  },
  {
    id: "restrained",
    name: "Restrained",
    rated: false,
    aliases: [],
    summary:
      "Speed 0; attacks against it have advantage; its own attacks and its Agility and Dexterity checks have disadvantage.",
    ends: "with its cause",
    rules: ["DE-COND-27"],
    effects: [
      { kind: "speed", change: "zero" },
      { kind: "attackersAdvantage", levels: 1 },
      { kind: "attackDisadvantage", levels: 1, unlessWeapon: [] },
      { kind: "checkDisadvantage", levels: 1, stats: ["agility", "dexterity"] },
    ],
  },
  {
    id: "electroShock",
    name: "ElectroShock",
    rated: false,
    aliases: ["ElectroShocked", "Electro Shock"],
    summary:
      "Burns 5 initiative when first gained. Each time it is active: a DC 15 Endurance check ends it; a failure " +
      "paralyses it for the next 5 initiative (or until ElectroShock ends, if sooner).",
    ends: "on passing the check, or with its duration",
    rules: ["DE-COND-28", "DE-COND-29"],
    effects: [
      { kind: "burnOnGain", initiative: 5 },
      {
        kind: "checkWhenActive",
        stat: "endurance",
        dc: 15,
        onFail: { condition: "paralysed", duration: 5 },
        onPass: "end",
      },
    ],
  },
  {
    id: "surprised",
    name: "Surprised",
    rated: false,
    aliases: [],
    summary:
      "Burns 8 initiative the first time it is active; until it is next active, attacks against it use its Surprised DV.",
    ends: "the next time it is active",
    rules: ["DE-COND-30"],
    effects: [
      { kind: "burnWhenActive", initiative: 8, endsOnNextActive: true },
      { kind: "attackersUseDv", dvType: "surprised" },
    ],
  },
  {
    id: "bleed",
    name: "Bleed",
    rated: true,
    aliases: ["Bleeding"],
    summary:
      "X d4 resisted damage every 10 initiative. 7 initiative lowers the rating by 1 unless incapacitated, " +
      "paralysed, restrained or electroshocked. A character that cannot bleed is immune.",
    ends: "when the rating reaches 0",
    rules: ["DE-COND-31", "DE-COND-32", "DE-COND-33"],
    effects: [
      {
        kind: "periodicDamage",
        every: 10,
        die: 4,
        damageType: null,
        resisted: true,
        unresisted: false,
        track: "normal",
      },
      { kind: "selfReduce", cost: 7, by: 1, blockedBy: SELF_HELP_BLOCKERS },
      { kind: "immuneWithout", trait: "canBleed" },
    ],
  },
];

/** C.5, validated once so the core data obeys the same schema as setting data. */
export const CORE_CONDITIONS: Readonly<Record<string, ConditionDef>> = Object.freeze(
  Object.fromEntries(CORE.map((c) => [c.id, conditionDefSchema.parse(c)])),
);

/** A catalogue of conditions: the core ones, plus any a setting module adds. */
export type ConditionCatalog = Readonly<Record<string, ConditionDef>>;

export function withSettingConditions(extra: readonly unknown[]): ConditionCatalog {
  const out: Record<string, ConditionDef> = { ...CORE_CONDITIONS };
  for (const raw of extra) {
    const c = conditionDefSchema.parse(raw);
    out[c.id] = c;
  }
  return out;
}

/** The definition of a condition; an unknown id is a plain tag with no effects. */
export function conditionDef(id: string, catalog: ConditionCatalog = CORE_CONDITIONS): ConditionDef {
  return (
    catalog[id] ?? {
      id,
      name: id,
      aliases: [],
      rated: false,
      summary: "a tag",
      ends: "with its cause",
      rules: [],
      effects: [],
    }
  );
}

export function effectsOfKind<K extends ConditionEffectKind>(
  def: ConditionDef,
  kind: K,
): Extract<ConditionEffect, { kind: K }>[] {
  return def.effects.filter((e): e is Extract<ConditionEffect, { kind: K }> => e.kind === kind);
}

/** The book's spellings ("Bleeding:[1]", "ElectroShocked", "Paralyzed") to one canonical id. */
export function conditionIdFromName(
  name: string,
  catalog: ConditionCatalog = CORE_CONDITIONS,
): string | null {
  const key = nameKey(name.replace(/:\s*\[.*$/, ""));
  for (const c of Object.values(catalog)) {
    if (nameKey(c.id) === key || nameKey(c.name) === key || c.aliases.some((a) => nameKey(a) === key))
      return c.id;
  }
  return null;
}
