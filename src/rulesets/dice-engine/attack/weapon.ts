// Weapon data (a setting supplies it; the core book defines no weapons). The schema is the boundary:
// a weapon parsed here is trusted by every attack rule. What the book says a weapon states is all
// here — its stat, skill, damage and type, the attack types and ratings it allows, its range
// "X-Y Max: Z", ammunition per attack, AP, properties and the checks made after an attack.

import { z } from "zod";
import { tryParse } from "../../../dice/index.js";
import { STATS } from "../check/stats.js";
import { conditionIdFromName } from "../conditions/catalog.js";
import { parseAs, type Result } from "../tracker/result.js";
import { ATTACK_TYPES, attackTypeRow } from "./types.js";

/** DE-ATK-2: "X-Y Max: Z" — the optimum band X…Y and the maximum Z, metres, all inclusive. */
export interface WeaponRange {
  from: number;
  to: number;
  max: number;
}

const RANGE_TEXT = /^\s*(\d+)\s*-\s*(\d+)\s*Max\s*:?\s*(\d+)\s*$/i;

/** Reads the book's "3-8 Max: 20"; null when the text is not in that form. */
export function parseRangeText(text: string): WeaponRange | null {
  const m = RANGE_TEXT.exec(text);
  return m ? { from: Number(m[1]), to: Number(m[2]), max: Number(m[3]) } : null;
}

const metres = z.number().int().min(0);
const rangeObject = z.strictObject({ from: metres, to: metres, max: metres });

export const rangeSchema = z.union([z.string(), rangeObject]).transform((v, ctx): WeaponRange => {
  const r = typeof v === "string" ? parseRangeText(v) : v;
  if (!r) {
    ctx.addIssue({
      code: "custom",
      message: `a range is written "X-Y Max: Z", e.g. "3-8 Max: 20" (got "${v}")`,
    });
    return z.NEVER;
  }
  if (!(r.from <= r.to && r.to <= r.max))
    ctx.addIssue({
      code: "custom",
      message: `a range needs X ≤ Y ≤ Max (got ${r.from}-${r.to} Max: ${r.max})`,
    });
  return r;
});

/** A dice expression the shared dice layer can roll ("2d6+1", "1d4", "3"). */
const diceText = z.string().superRefine((text, ctx) => {
  const r = tryParse(text);
  if (!r.ok) ctx.addIssue({ code: "custom", message: `not a dice expression: ${r.error.message}` });
});

const idText = z.string().min(1);

/** What a weapon offers for one attack type: its ratings, and damage if it differs (a Strong swing). */
export const weaponAttackSchema = z.strictObject({
  type: z.enum(ATTACK_TYPES),
  /** DE-ATK-6: Type:[X] ratings the attacker may choose among. */
  ratings: z.array(z.number().int().min(1)).default([]),
  damage: diceText.optional(),
});

/** A check the weapon asks for after an attack (overheating…), DE-ATK-5. */
export const postAttackCheckSchema = z.strictObject({
  name: z.string().min(1),
  stat: z.enum(STATS),
  dc: z.number().int(),
});

/**
 * A condition the attack itself inflicts on a hit, as weapon data, in the shape the conditions rules
 * take an application: a rated condition has a rating, a resisted one a check (DE-COND-6).
 */
export const onHitConditionSchema = z.strictObject({
  // Written as the book names it ("Bleeding", "ElectroShocked", "Bleed:[2]") or by id: a core
  // condition's name becomes its id, so it acts; any other stays as written, a tag (or a condition a
  // setting adds, which only the table's catalogue knows).
  condition: idText.transform((c) => conditionIdFromName(c) ?? c),
  rating: z.number().int().min(1).optional(),
  /** Initiative; absent = until the condition's own end. */
  duration: z.number().int().min(1).optional(),
  check: z.strictObject({ stat: z.enum(STATS).default("endurance"), dc: z.number().int() }).optional(),
});

export const weaponSchema = z
  .strictObject({
    id: idText,
    name: z.string().min(1),
    /** DE-ATK-3: the stat of the attack roll (a pistol Dexterity, a dagger Agility, unarmed Strength). */
    stat: z.enum(STATS),
    /** The weapon skill (DE-TAKE-2 needs it; training comes from the attacker view). */
    skill: idText.nullable().default(null),
    melee: z.boolean(),
    /** DE-TAKE-2: takedowns need a one-handed melee weapon. */
    hands: z.union([z.literal(1), z.literal(2)]).default(1),
    damage: diceText,
    /** A damage type id (C.6): piercing, slashing, flak, impulse… */
    damageType: idText,
    /** The [X] of Flak:[X] or Impulse:[X]. */
    damageRating: z.number().int().min(1).optional(),
    /** Flak Offset:[Y]. */
    flakOffset: z.number().int().min(0).optional(),
    /** C.6 damage modifiers; DE-DMG-2: "resisted" is a property of the source, not of a type. */
    damageModifiers: z
      .strictObject({
        stun: z.boolean().default(false),
        direct: z.boolean().default(false),
        resisted: z.boolean().default(false),
        unresisted: z.boolean().default(false),
      })
      .default({ stun: false, direct: false, resisted: false, unresisted: false }),
    /** DE-ATK-1: the attack types it allows. */
    attacks: z.array(weaponAttackSchema).min(1),
    /** DE-ATK-2: null for a weapon with no range band (melee reach is the GM's call). */
    range: rangeSchema.nullable().default(null),
    /** DE-ATK-6: ammunition (or other resource) one attack uses; × the rating for Type:[X]. 0 = none. */
    ammoPerAttack: z.number().int().min(0).default(1),
    /** DE-DV-6: armour piercing, read by the DV rules. */
    ap: z.number().int().min(0).default(0),
    /** Light, Anchored… (Prone attacks, DE-COND-25). */
    properties: z.array(idText).default([]),
    postAttackChecks: z.array(postAttackCheckSchema).default([]),
    onHit: z.array(onHitConditionSchema).default([]),
  })
  .superRefine((w, ctx) => {
    const seen = new Set<string>();
    w.attacks.forEach((a, i) => {
      if (seen.has(a.type))
        ctx.addIssue({ code: "custom", path: ["attacks", i, "type"], message: `${a.type} is listed twice` });
      seen.add(a.type);
      if (attackTypeRow(a.type).rated && a.ratings.length === 0)
        ctx.addIssue({
          code: "custom",
          path: ["attacks", i, "ratings"],
          message: `a ${a.type} attack is written ${a.type}:[X]; give at least one rating`,
        });
    });
    if ((w.damageType === "flak" || w.damageType === "impulse") && w.damageRating === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["damageRating"],
        message: `${w.damageType} damage needs its [X] rating`,
      });
  });

export type Weapon = z.output<typeof weaponSchema>;
export type WeaponInput = z.input<typeof weaponSchema>;

/** Validates weapon data; a refusal names the field (e.g. attacks.0.ratings). */
export function parseWeapon(raw: unknown): Result<Weapon> {
  return parseAs(weaponSchema, raw);
}

/**
 * DE-ATK-8: the Unarmed Strike every character has: a Heavy Attack:[2] with Strength dealing 1
 * bludgeoning damage per multiple; with one usable limb it is Heavy Attack:[1].
 */
export function unarmedStrike(limbs: "both" | "one" = "both"): Weapon {
  return weaponSchema.parse({
    id: limbs === "both" ? "unarmed" : "unarmedOneLimb",
    name: "Unarmed Strike",
    stat: "strength",
    melee: true,
    damage: "1",
    damageType: "bludgeoning",
    attacks: [{ type: "heavy", ratings: [limbs === "both" ? 2 : 1] }],
    ammoPerAttack: 0,
  });
}
