// What a perk does, as typed data. Three audiences read the `effects` of a perk:
//   - the check builder (character/check-effects.ts): advantage, disadvantage, automatic failure,
//     bonuses, stances, momentum, reckless attacks and Lethal Edge — anything that changes a check;
//   - the derived values (character/derive.ts): speed, DV, bulk rows, Martial Value, leap…;
//   - the combat layer (part 2 of the ruleset): interrupts, actions, on-hit riders and healing
//     helpers, which are stored here with their numbers but wired elsewhere.
// The README lists which perk falls where.

import { z } from "zod";
import { STATS } from "../check/stats.js";
import { idSchema } from "./ids.js";

/** Why a check is rolled, as far as a perk cares. "general" is any other check. */
export const CHECK_PURPOSES = [
  "general",
  "perception",
  "balance",
  "narrowSurface",
  "grapple",
  "shove",
  "consciousness",
  "takedownResist",
  "resistCondition",
  "deathCheck",
  "fatigue",
] as const;
export type CheckPurpose = (typeof CHECK_PURPOSES)[number];

export const SENSES = ["sight", "hearing", "taste", "touch", "smell", "vibrosense"] as const;
export type Sense = (typeof SENSES)[number];

export const DV_TYPES = ["normal", "touch", "surprised"] as const;
export type DvType = (typeof DV_TYPES)[number];

/** Which checks an effect applies to; every given field must match. */
export const checkWhenSchema = z.strictObject({
  purpose: z.enum(CHECK_PURPOSES).optional(),
  sense: z.enum(SENSES).optional(),
  stat: z.enum(STATS).optional(),
  /** For resistCondition: the condition resisted (prone…). */
  condition: idSchema.optional(),
  /** Only while holding one (Shield Bash). */
  holding: z.enum(["shield"]).optional(),
});
export type CheckWhen = z.output<typeof checkWhenSchema>;

const levels = z.number().int().min(1);
const initiative = z.number().int().min(0);

export const perkEffectSchema = z.discriminatedUnion("kind", [
  // ── checks (character/check-effects.ts) ──
  z.strictObject({ kind: z.literal("advantage"), levels, when: checkWhenSchema }),
  z.strictObject({ kind: z.literal("disadvantage"), levels, when: checkWhenSchema }),
  /** The check fails whatever the dice (Blind, Deaf). */
  z.strictObject({ kind: z.literal("autoFail"), when: checkWhenSchema }),
  /** No check is needed at all (Better Balance II on narrow surfaces). */
  z.strictObject({ kind: z.literal("noCheck"), when: checkWhenSchema }),
  /** A flat bonus, or the Martial Value (Grapple Expertise). */
  z.strictObject({
    kind: z.literal("checkBonus"),
    amount: z.union([z.number().int(), z.literal("martialValue")]),
    when: checkWhenSchema,
  }),
  /** Disadvantage on the opponent's check against this character (Takedown Specialist). */
  z.strictObject({ kind: z.literal("opponentDisadvantage"), levels, when: checkWhenSchema }),
  /** DE-COND-4: advantage against gaining the condition and on the checks it causes. */
  z.strictObject({ kind: z.literal("conditionResilience"), condition: idSchema }),
  /** DE-PERK-28: + metres moved in a straight line (≥ minMetres) to the next melee attack, capped at speed. */
  z.strictObject({ kind: z.literal("momentum"), minMetres: z.number().int().min(1) }),
  /** DE-PERK-22..25: while active, attacks and Normal/Touch DV change for `duration` initiative. */
  z.strictObject({
    kind: z.literal("stance"),
    stance: z.enum(["defensive", "offensive"]),
    level: z.number().int().min(1),
    attack: z.number().int(),
    dv: z.number().int(),
    dvTypes: z.array(z.enum(DV_TYPES)),
    duration: initiative,
  }),
  /** DE-PERK-30: declared before the roll; − to hit, + min(DoS, Strength) damage on a hit. */
  z.strictObject({ kind: z.literal("recklessAttack"), weaponSkill: idSchema, toHit: z.number().int() }),
  /** DE-PERK-31/32: after a hit, `diceByRank[rank − 1]` kept dice may count as critical from `threshold`. */
  z.strictObject({
    kind: z.literal("lethalEdge"),
    weaponSkill: idSchema,
    threshold: z.number().int().min(2),
    diceByRank: z.array(z.number().int().min(1).max(2)),
  }),
  // ── derived values (character/derive.ts) ──
  z.strictObject({ kind: z.literal("speedBonus"), perRank: z.number().int() }),
  /** Slow: Agility is not added to speed. */
  z.strictObject({ kind: z.literal("speedWithoutAgility") }),
  /** Power Walk: another stat may stand in for Agility in speed. */
  z.strictObject({ kind: z.literal("speedStatAlternative"), stat: z.enum(STATS) }),
  z.strictObject({ kind: z.literal("fullSpeed"), movement: z.enum(["swim", "climb"]) }),
  /** Hauler +1, Lightweight −1 size category for bulk rows. */
  z.strictObject({ kind: z.literal("bulkSize"), steps: z.number().int() }),
  /** Heavyweight ×2, Lightweight ×½ (rounded up); lifting capacity itself is setting data. */
  z.strictObject({ kind: z.literal("liftingCapacity"), factor: z.number().positive() }),
  /** Martial Stance, Second Blade. `perRank` multiplies by the rank; `yieldsTo` names a perk whose DV bonus replaces this one. */
  z.strictObject({
    kind: z.literal("dvBonus"),
    amount: z.number().int(),
    perRank: z.boolean(),
    dvTypes: z.array(z.enum(DV_TYPES)),
    while: z.enum(["noArmour", "offHandKnife"]),
    yieldsTo: idSchema.optional(),
  }),
  z.strictObject({ kind: z.literal("martialValue"), byRank: z.array(z.number().int()) }),
  /** Pole Vault: the final leap distance ×factor while holding a long object. */
  z.strictObject({ kind: z.literal("leapMultiplier"), factor: z.number().int().min(1) }),
  // ── combat and care (data for part 2) ──
  z.strictObject({
    kind: z.literal("vibrationAwareness"),
    initiative,
    bonus: z.number().int(),
    duration: initiative,
  }),
  /** Slicer, Blunt Force: on a semi-critical hit the target saves or suffers the rider. */
  z.strictObject({
    kind: z.literal("onSemiCritHit"),
    weaponSkill: idSchema.optional(),
    meleeOnly: z.boolean(),
    damageType: idSchema.optional(),
    save: z.strictObject({ stat: z.enum(STATS), dc: z.number().int() }),
    condition: z.strictObject({ id: idSchema, rating: z.number().int().min(1) }).optional(),
    initiativeDamage: z.number().int().min(1).optional(),
  }),
  /** Brutal Swing: +perRank × rank damage per semi-critical die on a hit. */
  z.strictObject({
    kind: z.literal("critDamageBonus"),
    weaponSkill: idSchema,
    perRank: z.number().int(),
  }),
  /** Extra Attack: the next attack with the same weapon costs ⌊cost ÷ divisor⌋ within `window`. */
  z.strictObject({
    kind: z.literal("followUpDiscount"),
    window: initiative,
    divisor: z.number().int().min(2),
    meleeOnly: z.boolean(),
  }),
  z.strictObject({
    kind: z.literal("shieldRender"),
    initiative,
    reach: z.number().int(),
    contest: z.enum(STATS),
    duration: initiative,
  }),
  z.strictObject({ kind: z.literal("movementTrait"), trait: z.string().min(1) }),
  z.strictObject({ kind: z.literal("fallDamageReduction"), stat: z.enum(STATS) }),
  /** Deadly Descent: a melee attack on landing from a damaging fall, + stat damage on a hit. */
  z.strictObject({ kind: z.literal("fallAttack"), damageBonusStat: z.enum(STATS) }),
  /** An interrupt the perk unlocks; `initiative` null when it is the setting's or the attack's cost. */
  z.strictObject({
    kind: z.literal("interrupt"),
    interrupt: idSchema,
    initiative: initiative.nullable(),
    trigger: z.string().min(1),
  }),
  z.strictObject({
    kind: z.literal("martialStrike"),
    initiative,
    attackType: z.literal("light"),
    stats: z.array(z.enum(STATS)),
    damageType: idSchema,
  }),
  /** Martial Parry: reduce a melee weapon hit by the Martial Value, minimum 0. */
  z.strictObject({ kind: z.literal("parry"), reduceBy: z.literal("martialValue") }),
  z.strictObject({
    kind: z.literal("martialThrow"),
    initiative,
    metres: z.number().int(),
    maxSizeSteps: z.number().int(),
  }),
  z.strictObject({
    kind: z.literal("sweepingLeg"),
    stat: z.enum(STATS),
    dcBase: z.number().int(),
    condition: idSchema,
  }),
  z.strictObject({ kind: z.literal("meditativeRecovery"), stun: z.literal("martialValue") }),
  z.strictObject({
    kind: z.literal("firstAid"),
    initiative: initiative.optional(),
    advantageChecks: z.number().int().min(1).optional(),
  }),
  z.strictObject({ kind: z.literal("transfusion"), initiative, supplies: z.number().int().min(1) }),
  z.strictObject({ kind: z.literal("allyUnconsciousTime"), divisor: z.number().int().min(2) }),
  z.strictObject({ kind: z.literal("overwatchMedic") }),
  z.strictObject({
    kind: z.literal("resuscitation"),
    stat: z.enum(STATS),
    focus: idSchema,
    dc: z.number().int(),
    reach: z.number().int(),
  }),
  z.strictObject({ kind: z.literal("fieldSurgery"), hp: z.number().int(), supplies: z.number().int() }),
  z.strictObject({ kind: z.literal("criticalCare"), factor: z.number().int().min(1) }),
  z.strictObject({ kind: z.literal("enduranceBooster"), bonus: z.number().int() }),
  z.strictObject({ kind: z.literal("techMedic"), medicalPerRepair: z.number().int().min(1) }),
  z.strictObject({ kind: z.literal("repairKit"), resPerUse: z.number().int().min(1) }),
  z.strictObject({
    kind: z.literal("shortRestRepair"),
    res: z.number().int(),
    perLongRest: z.number().int(),
  }),
  /** A setting perk's effect the engine does not model: shown to the GM, never applied. */
  z.strictObject({ kind: z.literal("note"), text: z.string().min(1) }),
]);

export type PerkEffect = z.output<typeof perkEffectSchema>;
export type PerkEffectKind = PerkEffect["kind"];

/** Effects the check builder applies (the rest are for derived values or combat). */
export const CHECK_EFFECT_KINDS: readonly PerkEffectKind[] = [
  "advantage",
  "disadvantage",
  "autoFail",
  "noCheck",
  "checkBonus",
  "opponentDisadvantage",
  "conditionResilience",
  "momentum",
  "stance",
  "recklessAttack",
  "lethalEdge",
];

/** Effects the derived values apply. */
export const DERIVED_EFFECT_KINDS: readonly PerkEffectKind[] = [
  "speedBonus",
  "speedWithoutAgility",
  "speedStatAlternative",
  "fullSpeed",
  "bulkSize",
  "liftingCapacity",
  "dvBonus",
  "martialValue",
  "leapMultiplier",
  "stance",
];
