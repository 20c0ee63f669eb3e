// Every option of the checklist's Appendix A, with the book's defaults: `l13OptionsSchema.parse({})`
// is the book as written (L13-GEN-1). Options are plain JSON so a table can store them; errors name
// the field (`parseOptions` turns them into an L13CharacterError).

import { z } from "zod";
import {
  ABILITY_INCREASE_MULTIPLIER,
  AP_GUIDELINE_RANGE,
  ASSET_LADDER,
  BALANCED_ARRAY,
  DIFFICULTY_LADDER,
  REPUTATION_RANGE,
  REST_HEALING_PRESET,
  SKILL_PRESET_IDS,
  SKILL_PRESETS,
  type SkillDef,
  type SkillPresetId,
  SPECIALIZATION_COST,
  SPECIALIZED_ARRAY,
  TERM_DEFAULTS,
  type TermId,
} from "./data.js";
import { parseWith } from "./errors.js";
import { OPTION_DOCS } from "./options-docs.js";
import {
  abilityIdSchema,
  catalogEntrySchema,
  dieSchema,
  idSchema,
  nonEmpty,
  weaponSchema,
  wholeNumber,
} from "./parts.js";

export { OPTION_DOCS };

const termsShape = Object.fromEntries(
  (Object.keys(TERM_DEFAULTS) as TermId[]).map((k) => [k, nonEmpty.default(TERM_DEFAULTS[k])]),
) as { [K in TermId]: z.ZodDefault<typeof nonEmpty> };

/** Display names only (L13-GEN-2): nothing in the rules reads a label. */
const labelsSchema = z
  .strictObject({
    abilities: z
      .strictObject({
        will: nonEmpty.default("Will"),
        charm: nonEmpty.default("Charm"),
        pulse: nonEmpty.default("Pulse"),
        intellect: nonEmpty.default("Intellect"),
        reflex: nonEmpty.default("Reflex"),
      })
      .prefault({}),
    /** Skill ID → display name, overriding the label in `skills`. */
    skills: z.record(z.string(), nonEmpty).default({}),
    terms: z.strictObject(termsShape).prefault({}),
  })
  .prefault({});

const playMode = z.enum(["cinematic", "gritty"]);
/** "off" is ours, not the book's: no die explodes or implodes, for designers who want flat sums. */
const playModeWithOff = z.enum(["cinematic", "gritty", "off"]);
const range = (def: readonly [number, number]) =>
  z.tuple([wholeNumber, wholeNumber]).default([def[0], def[1]]);
const dieCosts = (keys: readonly ("d4" | "d6" | "d8" | "d10" | "d12")[]) =>
  z.strictObject(
    Object.fromEntries(keys.map((k) => [k, wholeNumber.min(0)])) as Record<string, typeof wholeNumber>,
  );

const baseSchema = z.strictObject({
  labels: labelsSchema,

  // Dice and stepping — shared with the roll layer, names and values as in Appendix A.
  playMode: playModeWithOff.default("cinematic"),
  overflowMode: z.enum(["growExtra", "addD4Each"]).default("growExtra"),
  stepResolution: z.enum(["net", "sequential"]).default("net"),
  allowDifficultyStepping: z.boolean().default(false),
  advantageStacks: z.boolean().default(false),
  advDisInteraction: z.enum(["cancel", "netCount"]).default("cancel"),
  explosionPrompt: z.boolean().default(false),
  explosionRerollCanImplode: z.boolean().default(false),
  grittyOverflowExplodes: z.boolean().default(false),
  grittyImplodeScope: z.enum(["allDice", "abilityOnly"]).default("allDice"),
  explodeOnDamage: z.boolean().default(true),
  explodeOnInitiative: z.boolean().default(true),
  dilemmaPerImplodedDie: z.boolean().default(false),
  contestTie: z.enum(["initiatorFails", "rollOff", "gm"]).default("initiatorFails"),
  multiContestTie: z.enum(["rollOff", "gm"]).default("rollOff"),
  assetStacking: z.enum(["sum", "highestOnly"]).default("sum"),
  assetDefaultTarget: z.enum(["skill", "ability"]).default("skill"),
  assistStacking: z.enum(["sum", "highestOnly"]).default("sum"),
  maxSpecializationsPerRoll: wholeNumber.min(1).default(1),

  // Ability roles (L13-ABIL-4).
  hpAbility: abilityIdSchema.default("pulse"),
  initiativeAbility: abilityIdSchema.default("reflex"),
  combatAbility: abilityIdSchema.default("reflex"),
  reactionAbility: abilityIdSchema.default("charm"),

  // Creation: abilities.
  allowedAbilityMethods: z
    .array(z.enum(["random", "array"]))
    .min(1)
    .default(["random", "array"]),
  arrays: z
    .strictObject({
      balanced: z
        .array(dieSchema)
        .length(5)
        .default([...BALANCED_ARRAY]),
      specialized: z
        .array(dieSchema)
        .min(5)
        .default([...SPECIALIZED_ARRAY]),
    })
    .prefault({}),
  specializedArrayMode: z.enum(["chooseFiveOfSeven", "exact"]).default("chooseFiveOfSeven"),

  // Skills. `skills` wins when given; otherwise the preset supplies them (see resolveSkills).
  skillPreset: z.enum([...SKILL_PRESET_IDS, "custom"]).optional(),
  skills: z
    .array(z.strictObject({ id: idSchema, label: nonEmpty }))
    .min(1)
    .optional(),
  combatSkill: idSchema.nullable().optional(),
  allowUntrainedSkill: z.boolean().default(false),
  skillGeneration: z.enum(["random", "linkedAbility", "array", "pointBuy", "manual"]).default("random"),
  /** linkedAbility: skill ID → the ability whose die it copies. */
  skillLinks: z.record(z.string(), abilityIdSchema).default({}),
  /** array: the multiset of skill dice, one per skill. */
  skillArray: z.array(dieSchema).min(1).nullable().default(null),
  /** pointBuy: a budget and the price of each die. */
  skillPointBuy: z
    .strictObject({ budget: wholeNumber.min(0), costs: dieCosts(["d4", "d6", "d8", "d10", "d12"]) })
    .nullable()
    .default(null),

  difficultyLadder: z
    .array(z.strictObject({ id: idSchema, label: nonEmpty, die: dieSchema.nullable() }))
    .min(1)
    .default(DIFFICULTY_LADDER.map((d) => ({ ...d }))),

  // Specializations, backgrounds, impairments.
  specializationTiers: z.literal(1).default(1),
  startingSpecializations: wholeNumber.min(0).nullable().default(null),
  useBackgrounds: z.boolean().default(true),
  maxBackgrounds: wholeNumber.min(0).default(1),
  backgroundCatalog: z.array(catalogEntrySchema).default([]),
  useImpairments: z.boolean().default(true),
  impairmentCatalog: z.array(catalogEntrySchema).default([]),
  impairmentBonusMode: z.enum(["oncePerCharacter", "perImpairment"]).default("oncePerCharacter"),

  // Assets and assists.
  assetLadder: z
    .array(z.strictObject({ id: idSchema, label: nonEmpty, level: wholeNumber.min(1) }))
    .min(1)
    .default(ASSET_LADDER.map((a) => ({ ...a }))),
  assistTaskDefault: z.enum(["skill", "ability"]).default("skill"),
  assistDieSource: z.enum(["currentUnmodified", "effective"]).default("currentUnmodified"),

  // Hit points, healing, death.
  hpPerPulseDie: wholeNumber.min(1).default(10),
  damageFloorAtZero: z.boolean().default(false),
  pulseIncreaseHealsNewRow: z.boolean().default(true),
  restHealing: z
    .strictObject({
      hpPerInterval: wholeNumber.min(1),
      intervalMinutes: z.number().positive(),
      maxFromRest: wholeNumber.min(0),
    })
    .nullable()
    .default({ ...REST_HEALING_PRESET }),
  restCapReset: z.enum(["onDamage", "perRest"]).default("onDamage"),
  dyingLossPerMinute: wholeNumber.min(1).default(1),
  healingStabilizes: z.boolean().default(true),
  recoveryMode: playMode.optional(),
  secondsPerRound: wholeNumber.min(1).nullable().default(null),
  unconsciousDefense: z.enum(["normal", "defensiveDieOnly"]).default("normal"),

  // Combat.
  initiativeTieBreak: z
    .array(z.enum(["higherReflex", "rollOff", "manual"]))
    .min(1)
    .default(["higherReflex", "rollOff"]),
  attacksPerTurn: wholeNumber.min(1).default(1),
  unarmedWeapon: weaponSchema.nullable().default(null),
  defensiveDieSelection: z.literal("largest").default("largest"),

  // Advancement.
  apGuidelineRange: range(AP_GUIDELINE_RANGE),
  specializationCost: wholeNumber.min(0).default(SPECIALIZATION_COST),
  abilityIncreaseMultiplier: wholeNumber.min(0).default(ABILITY_INCREASE_MULTIPLIER),
  spendTiming: z.enum(["betweenAdventures", "anytime"]).default("betweenAdventures"),
  /** null: skills cannot be bought (the book's rule). A cost "function" is data so options stay JSON. */
  skillIncreaseCost: z
    .union([
      z.strictObject({ multiplier: wholeNumber.min(0) }),
      z.strictObject({ costs: dieCosts(["d4", "d6", "d8", "d10"]) }),
    ])
    .nullable()
    .default(null),

  // Reputation.
  useReputation: z.boolean().default(true),
  reputationRange: range(REPUTATION_RANGE),
  reactionSkill: idSchema.nullable().default(null),
  reputationScope: z.enum(["reactionOnly", "allCharmRolls"]).default("reactionOnly"),
});

type BaseOptions = z.output<typeof baseSchema>;

/** The resolved options every rule function takes. */
export type L13Options = Omit<BaseOptions, "skillPreset" | "skills" | "combatSkill" | "recoveryMode"> & {
  /**
   * Which preset supplied the skills, or "custom". The checklist gives `skills` no default; we default
   * to the Fantasy preset so a ruleset works out of the box, and a designer overrides either field.
   */
  skillPreset: SkillPresetId | "custom";
  skills: SkillDef[];
  /** The skill every attack and defense uses (L13-SKILL-4); null when the ruleset has no combat. */
  combatSkill: string | null;
  /** Defaults to `playMode` (L13-DEATH-8). */
  recoveryMode: "cinematic" | "gritty";
};
export type L13OptionsInput = z.input<typeof baseSchema>;

function resolveSkills(o: BaseOptions): Pick<L13Options, "skillPreset" | "skills" | "combatSkill"> | null {
  const preset = o.skillPreset ?? (o.skills ? "custom" : "fantasy");
  const skills =
    o.skills ?? (preset === "custom" ? null : SKILL_PRESETS[preset].skills.map((s) => ({ ...s })));
  if (!skills) return null;
  let combatSkill = o.combatSkill;
  if (combatSkill === undefined) {
    // The preset's fighting skill, if the list still has it; a custom list without one has no combat.
    const fromPreset = preset === "custom" ? null : SKILL_PRESETS[preset].combatSkill;
    combatSkill = fromPreset !== null && skills.some((s) => s.id === fromPreset) ? fromPreset : null;
  }
  return { skillPreset: preset, skills, combatSkill };
}

function duplicates(ids: readonly string[]): string[] {
  return ids.filter((id, i) => ids.indexOf(id) !== i);
}

function checkOptions(o: BaseOptions, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: "custom", path, message });
  const resolved = resolveSkills(o);
  if (!resolved) {
    issue(["skills"], 'required when skillPreset is "custom"');
    return;
  }
  const ids = resolved.skills.map((s) => s.id);
  for (const d of duplicates(ids)) issue(["skills"], `skill ID "${d}" appears twice`);
  const known = (id: string) => ids.includes(id);
  if (resolved.combatSkill !== null && !known(resolved.combatSkill))
    issue(["combatSkill"], `"${resolved.combatSkill}" is not one of the skills (${ids.join(", ")})`);
  if (o.reactionSkill !== null && !known(o.reactionSkill))
    issue(["reactionSkill"], `"${o.reactionSkill}" is not one of the skills (${ids.join(", ")})`);
  for (const id of Object.keys(o.labels.skills))
    if (!known(id)) issue(["labels", "skills", id], "not one of the skills");
  for (const id of Object.keys(o.skillLinks))
    if (!known(id)) issue(["skillLinks", id], "not one of the skills");
  if (o.skillGeneration === "linkedAbility")
    for (const id of ids)
      if (!o.skillLinks[id]) issue(["skillLinks", id], "linkedAbility needs an ability for every skill");
  if (o.skillGeneration === "array" && o.skillArray?.length !== ids.length)
    issue(["skillArray"], `the array method needs exactly ${ids.length} dice, one per skill`);
  if (o.skillGeneration === "pointBuy" && o.skillPointBuy === null)
    issue(["skillPointBuy"], "the pointBuy method needs a budget and costs");
  if (o.specializedArrayMode === "exact" && o.arrays.specialized.length !== 5)
    issue(["arrays", "specialized"], "the exact mode needs exactly 5 dice");
  for (const d of duplicates(o.difficultyLadder.map((d) => d.id)))
    issue(["difficultyLadder"], `level ID "${d}" appears twice`);
  for (const d of duplicates(o.assetLadder.map((a) => a.id)))
    issue(["assetLadder"], `quality ID "${d}" appears twice`);
  for (const d of duplicates(o.initiativeTieBreak)) issue(["initiativeTieBreak"], `"${d}" appears twice`);
  for (const d of duplicates(o.allowedAbilityMethods))
    issue(["allowedAbilityMethods"], `"${d}" appears twice`);
  if (o.apGuidelineRange[0] > o.apGuidelineRange[1] || o.apGuidelineRange[0] < 0)
    issue(["apGuidelineRange"], "expected [min, max] with 0 ≤ min ≤ max");
  // Every character starts at reputation 0 (L13-REP-1), so the range must contain it.
  if (o.reputationRange[0] > 0 || o.reputationRange[1] < 0)
    issue(["reputationRange"], "expected [min, max] with min ≤ 0 ≤ max");
}

export const l13OptionsSchema = baseSchema.superRefine(checkOptions).transform(
  (o): L13Options => ({
    ...o,
    ...resolveSkills(o)!,
    recoveryMode: o.recoveryMode ?? (o.playMode === "gritty" ? "gritty" : "cinematic"),
  }),
);

/** Validates designer options; bad input throws an L13CharacterError naming the field. */
export function parseOptions(raw: unknown = {}): L13Options {
  return parseWith(l13OptionsSchema, raw, "invalid_options");
}

let defaults: L13Options | undefined;
/** The book's defaults (a fresh copy each call, so callers may not share state by accident). */
export function defaultOptions(): L13Options {
  defaults ??= parseOptions({});
  return structuredClone(defaults);
}

/** Display label of a skill: the `labels.skills` override, else the label in `skills`, else the ID. */
export function skillLabel(o: L13Options, id: string): string {
  return o.labels.skills[id] ?? o.skills.find((s) => s.id === id)?.label ?? id;
}

// Every option has its sentence: a missing one fails to compile here (the docs module knows no
// types, which keeps it from importing this one back).
const DOCUMENTED: Readonly<Record<keyof L13Options, string>> = OPTION_DOCS;

/** Every option with its default and help sentence, in schema order, for help text and tools. */
export function optionDocList(): { name: keyof L13Options; default: unknown; description: string }[] {
  const defaults = defaultOptions();
  return (Object.keys(DOCUMENTED) as (keyof L13Options)[]).map((name) => ({
    name,
    default: defaults[name],
    description: DOCUMENTED[name],
  }));
}
