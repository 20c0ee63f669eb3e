// Every option of the checklist's options appendix, with the book's behaviour as the default:
// `parseOptions({})` is the game as written. Options are plain JSON so a table can store them.
// The die type and its target number are table settings, never per character (OBJ-ALT-2).

import { z } from "zod";
import { EngineError, validate } from "../../../engine/errors.js";
import { DIE_TARGETS, DIE_TYPES } from "../data/dice.js";
import { DAMAGE_KINDS } from "../data/item.js";

const whole = z.number().int().min(0);
const id = z
  .string()
  .regex(/^[a-z][a-zA-Z0-9]*$/, "an id is letters and digits, starting with a lower-case letter");
const text = z.string().trim().min(1).max(200);

export const extraAttribute = z.strictObject({
  id,
  name: text,
  short: z.string().trim().min(1).max(8),
  domain: z.string().default(""),
  /** `player`: bought with points (and adds 1d6 of them, OBJ-CHAR-4); `preset`: a fixed start. */
  control: z.enum(["player", "preset"]),
  preset: whole.nullable().default(null),
});

const optionsObject = z.strictObject({
  dieType: z.enum([...DIE_TYPES, "custom"]).default("d6"),
  customSides: z.number().int().min(2).max(1000).nullable().default(null),
  /** Filled from the die type when not given (5 on a d6). */
  targetNumber: z.number().int().min(-1000).max(1000).nullable().default(null),
  d100TargetNumber: z.union([z.literal(70), z.literal(71)]).default(70),
  capDifficultyAtPool: z.boolean().default(true),
  capAppliesToDamage: z.boolean().default(true),
  zeroPoolPolicy: z.enum(["impossible", "roll-zero-successes"]).default("impossible"),
  minimumDifficulty: z.number().int().min(0).max(1).default(0),
  halfRounding: z.enum(["down", "up", "nearest"]).default("down"),
  unskilledMinimumDice: z.number().int().min(0).max(6).default(0),
  unskilledKeepsOtherComponent: z.boolean().default(false),
  halveAfterModifiers: z.boolean().default(false),
  attributeMinAtCreation: z.number().int().min(0).max(1).default(1),
  mustSpendAllAttributePoints: z.boolean().default(true),
  mustSpendAllSkillPoints: z.boolean().default(false),
  maxNegativeTraitPoints: whole.nullable().default(null),
  traitPointConversion: z.enum(["all-or-nothing", "partial"]).default("all-or-nothing"),
  healthDeltaOnStaminaChange: z.boolean().default(true),
  woundPenalties: z
    .array(z.strictObject({ healthAtOrBelow: z.number().int(), dice: z.number().int().max(0) }))
    .nullable()
    .default(null),
  mechanicsRequiresRating: z.boolean().default(true),
  drowningDamagePerTurn: whole.nullable().default(null),
  fireBreathingDamageMode: z.enum(["fixed", "damage-rating"]).default("fixed"),
  rageRecoveryGate: z.enum(["other-character-intervenes", "each-turn"]).default("other-character-intervenes"),
  initiativeFinalTie: z.enum(["simultaneous", "random"]).default("simultaneous"),
  actionsPerTurn: z.number().int().min(1).max(20).default(1),
  allowMoveAndAttack: z.boolean().default(false),
  movementUnit: z.enum(["feet", "metres"]).default("feet"),
  defendMode: z.enum(["reaction", "declared-action"]).default("reaction"),
  unarmedDamage: z
    .strictObject({ rating: whole.default(0), kind: z.enum(DAMAGE_KINDS).default("non-lethal") })
    .prefault({}),
  healthModel: z.enum(["split", "single-track"]).default("split"),
  armorStacking: z.enum(["sum", "highest"]).default("sum"),
  trackAmmo: z.boolean().default(false),
  thresholdFloor: z.number().int().nullable().default(0),
  m16Reduction: z.enum(["pool", "successes"]).default("pool"),
  potionDurationSource: z.enum(["drinker-stamina", "brewer-successes"]).default("drinker-stamina"),
  sapMode: z.enum(["fixed", "damage-roll"]).default("fixed"),
  xpPerSession: whole.default(1),
  skillMax: z.number().int().min(1).default(6),
  traitMax: z.number().int().min(1).default(6),
  attributeMax: z.number().int().min(1).nullable().default(null),
  negativeTraitBuyOff: z.enum(["disabled", "gm-cost"]).default("disabled"),
  healingGranularity: z.enum(["whole-periods", "pro-rata-floor"]).default("whole-periods"),
  extraAttributes: z.array(extraAttribute).default([]),
  extraSkills: z.array(z.strictObject({ id, name: text, covers: z.string().default("") })).default([]),
  /** Module statistics (OBJ-STAT-1): a sum of attributes times whole multipliers, plus a constant. */
  statistics: z
    .array(
      z.strictObject({
        id,
        name: text,
        from: z.record(z.string(), z.number().int()),
        plus: z.number().int().default(0),
      }),
    )
    .default([]),
});

export const optionsSchema = optionsObject
  .superRefine((o, ctx) => {
    if (o.dieType === "custom") {
      if (o.customSides === null)
        ctx.addIssue({
          code: "custom",
          path: ["customSides"],
          message: "a custom die needs its number of sides",
        });
      if (o.targetNumber === null)
        ctx.addIssue({
          code: "custom",
          path: ["targetNumber"],
          message: "a custom die has no target number in the table: set one (OBJ-ALT-3)",
        });
    } else if (o.customSides !== null) {
      ctx.addIssue({ code: "custom", path: ["customSides"], message: "only used with dieType custom" });
    }
    o.extraAttributes.forEach((a, i) => {
      if (a.control === "preset" && a.preset === null)
        ctx.addIssue({
          code: "custom",
          path: ["extraAttributes", i, "preset"],
          message: "a preset attribute needs its value",
        });
    });
  })
  .transform((o) => ({ ...o, targetNumber: o.targetNumber ?? defaultTarget(o) }));

function defaultTarget(o: z.output<typeof optionsObject>): number {
  if (o.dieType === "custom") return 0; // unreachable: refused above
  return o.dieType === "d100" ? o.d100TargetNumber : DIE_TARGETS[o.dieType].targetNumber;
}

export type ObjOptions = z.output<typeof optionsSchema> & { targetNumber: number };
export type ObjOptionsInput = z.input<typeof optionsSchema>;

export function parseOptions(raw: unknown): ObjOptions {
  if (raw === undefined || raw === null) raw = {};
  if (typeof raw !== "object" || Array.isArray(raw))
    throw new EngineError("invalid", "objects options must be an object", []);
  return validate(optionsSchema, raw, "objects options") as ObjOptions;
}

/** The die every roll of the table uses and the face it must reach (OBJ-ALT-1..3, OBJ-MOD-4). */
export function tableDie(o: ObjOptions): { sides: number; targetNumber: number } {
  const sides = o.dieType === "custom" ? o.customSides! : DIE_TARGETS[o.dieType].sides;
  return { sides, targetNumber: o.targetNumber };
}
