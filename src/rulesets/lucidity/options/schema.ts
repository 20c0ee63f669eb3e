// Every option of the checklist's table, with the book's defaults: `parseOptions({})` is the book as
// written, plus the engine's decisions where the book is silent or contradicts itself. Options are
// plain JSON so a table can store them; unknown names are refused, naming the field.

import { z } from "zod";
import { validate } from "../../../engine/errors.js";
import { ATTRIBUTE_INFO, ATTRIBUTES, type Attr } from "../data/attributes.js";
import { OPTION_DOCS } from "./docs.js";

const attr = z.enum(ATTRIBUTES);
const whole = z.number().int();

const labels = z
  .strictObject(
    Object.fromEntries(
      ATTRIBUTES.map((a) => [a, z.string().trim().min(1).default(ATTRIBUTE_INFO[a].name)]),
    ) as Record<Attr, z.ZodDefault<z.ZodString>>,
  )
  .prefault({});

export const optionsSchema = z.strictObject({
  /** Display names of the attributes; renaming changes no outcome. */
  attributeNames: labels,
  defenseBase: whole.min(-20).max(40).default(10),
  defenseAttributes: z.array(attr).max(7).default(["DEX", "AWA"]),
  initiativeMode: z.enum(["d20+AWA", "gm-order"]).default("d20+AWA"),
  initiativeEachRound: z.boolean().default(false),
  assignRolledInOrder: z.boolean().default(false),
  lucidityFloor: z.union([whole.max(0).min(-100), z.literal("none")]).default(0),
  substituteTiming: z.enum(["before-roll", "after-roll"]).default("before-roll"),
  npcsUseLucidity: z.boolean().default(false),
  lucidityRollAttribute: z.enum(["add-to-target", "ignore"]).default("add-to-target"),
  lucidityAttackPenetration: z.union([whole.min(0).max(20), z.literal("margin")]).default(1),
  buffsApplyToLucidity: z.boolean().default(false),
  guaranteedSuccessScope: z.enum(["all-rolls-that-turn", "first-roll"]).default("all-rolls-that-turn"),
  healthGrowth: z.enum(["recalculate", "incremental"]).default("recalculate"),
  levelUpRaisesCurrent: z.boolean().default(true),
  wingmanCost: z.union([z.literal(1), z.literal("free")]).default(1),
  inspiratorTiming: z.enum(["after-face", "before-roll"]).default("after-face"),
  roundSeconds: whole.min(1).max(600).default(6),
  healthyLivingStacks: z.boolean().default(false),
  mentalClarityScope: z.enum(["attribute-rolls", "ranked-skill-rolls"]).default("attribute-rolls"),
  fellowshipStacks: z.boolean().default(false),
  fatesGambleAttribute: z.union([z.literal("none"), attr]).default("none"),
  mustSpendAllSkillPoints: z.boolean().default(true),
  skillAdvancement: z.enum(["gm-only", "one-rank-per-level"]).default("gm-only"),
  checkTies: z.enum(["succeed", "fail"]).default("succeed"),
  attackAttribute: z.strictObject({ melee: attr.default("STR"), ranged: attr.default("DEX") }).prefault({}),
  opposedTies: z.enum(["defender", "reroll"]).default("defender"),
  opposedMode: z.enum(["rolled", "passive"]).default("rolled"),
  unarmedDamage: z.string().trim().min(1).max(40).default("1"),
  xpPerGold: z.number().positive().nullable().default(null),
  levelCap: z.union([whole.min(1).max(6), z.literal("extrapolate")]).default(6),
  moveActionFlexible: z.boolean().default(false),
  helpWindow: z.enum(["until-helper-next-turn", "next-roll-any-time"]).default("until-helper-next-turn"),
  moveHalvingStacks: z.boolean().default(false),
  opportunityAttacks: z.boolean().default(true),
  readQuestionCount: z.enum(["gm", "by-margin"]).default("gm"),
  readyCost: whole.min(0).max(2).default(0),
  castingDisruption: z.enum(["per-round", "per-hit"]).default("per-round"),
  protectionResolution: z.enum(["thresholds", "thresholds-literal", "subtract-only"]).default("thresholds"),
  partialStacks: z.enum(["ceil", "floor"]).default("ceil"),
  overCapacity: z.enum(["refuse", "allow-flagged"]).default("refuse"),
  overflowTriggersCheck: z.boolean().default(false),
  degreeOfFailureStep: whole.min(1).max(20).default(1),
  woundDuration: z.enum(["gm", "random"]).default("gm"),
  finalTurnLucidityTiming: z.enum(["before-final-turn", "after-death"]).default("before-final-turn"),
  partialRest: z.enum(["none", "pro-rata"]).default("none"),
  buffsApplyToDamage: z.boolean().default(false),
  narrativeDamageRounding: z.enum(["down", "up"]).default("down"),
  majorExploitAccess: z.enum(["all", "flagged"]).default("all"),
  exploitTrigger: z.enum(["damage", "hit"]).default("damage"),
  rescueCost: z.enum(["none", "readied-actions"]).default("none"),
});

export type LucidityOptions = z.output<typeof optionsSchema>;
export type LucidityOptionsInput = z.input<typeof optionsSchema>;

/** Validates options; an unknown or bad option throws an EngineError naming it. */
export function parseOptions(raw: unknown = {}): LucidityOptions {
  return validate(optionsSchema, raw ?? {}, "Lucidity options");
}

let cached: LucidityOptions | undefined;
/** The book's defaults, as a fresh copy. */
export function defaultOptions(): LucidityOptions {
  cached ??= parseOptions({});
  return structuredClone(cached);
}

// Every option has its sentence: a missing one fails to compile here (the docs module knows no
// types, which keeps it from importing this one back).
const DOCUMENTED: Readonly<Record<keyof LucidityOptions, string>> = OPTION_DOCS;

export function optionDocList(): { name: string; default: unknown; description: string }[] {
  const d = defaultOptions();
  return (Object.keys(DOCUMENTED) as (keyof LucidityOptions)[]).map((name) => ({
    name,
    default: d[name],
    description: DOCUMENTED[name],
  }));
}

/** The attribute's display name under the options. */
export function attrName(o: LucidityOptions, a: Attr): string {
  return o.attributeNames[a];
}
