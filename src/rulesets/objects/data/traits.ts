// The book's sample traits (OBJ-TRAIT-6..28), with the rules each carries written as data: what a
// trait adds to or takes from a pool, what a player must pick with it, how high it may go, and the
// rolls it calls for. The rules code reads these fields; nothing checks a trait by its name alone.

export const SENSES = ["sight", "smell", "touch", "taste", "hearing"] as const;
export type Sense = (typeof SENSES)[number];

export const LIMB_EXTENTS = ["one-limb", "half-limbs", "all-limbs"] as const;
export type LimbExtent = (typeof LIMB_EXTENTS)[number];

export type TraitKind = "positive" | "negative";

/**
 * Issue 21: the moments at which a table is to show a GM-adjudicated trait's text, when its bearer
 * does one of these (the Dice Engine's perks carry the same kind of mark).
 */
export const GM_MOMENTS = ["acts", "attacks", "isAttacked"] as const;
export type GmMoment = (typeof GM_MOMENTS)[number];

/** A roll a trait calls for: two attributes against the trait's rating, and what failure does. */
export interface TraitRoll {
  attributes: [string, string];
  /** The condition the character gains on a failed roll. */
  onFailure: string;
  /** For a recovery roll: the condition a success ends. */
  ends?: string;
}

export interface TraitDef {
  id: string;
  name: string;
  kind: TraitKind;
  /** What the rating measures, in a few words. */
  ratingMeans: string;
  summary: string;
  /** May be taken more than once, each time with a different sense or trigger. */
  repeatable: "no" | "per-sense" | "per-trigger";
  /** What the player must choose when taking it. */
  requires: "nothing" | "sense" | "trigger" | "triggers-equal-rating" | "extent";
  /** Dice it changes on pools: + rating on swimming pools, − rating on pools needing a sense… */
  pool:
    | { effect: "none" }
    | { effect: "add-when-swimming" }
    | { effect: "subtract-when-sense" }
    | { effect: "subtract-when-strength-or-dexterity"; zeroAt: LimbExtent };
  /** Highest rating per limb extent (Missing Limb, OBJ-TRAIT-16); `exact` means it must be that. */
  extentCaps?: Readonly<Record<LimbExtent, { max: number; exact?: boolean }>>;
  /** Damage of a tagged kind it takes off (Fireproof). */
  reducesDamageTagged?: string;
  /** A ranged attack it makes possible (Fire Breathing): the skill added, the damage, the tag. */
  attack?: { skill: string; damage: "rating"; kind: "lethal"; tag: string };
  /** A trait it may not be held with unless the GM approves an explanation (OBJ-TRAIT-19). */
  excludes?: string;
  /** Rolls the trait calls for, by situation. */
  rolls?: Readonly<Record<string, TraitRoll>>;
  /** Whether its roll still happens when an effect grants immunity to fear (OBJ-TRAIT-24). */
  overridesFearImmunity?: boolean;
  /** Whether XP can remove it, if the GM allows (OBJ-TRAIT-20, OBJ-ADV-8). */
  canBuyOff?: boolean;
  /** Whether the character can breathe water (and must hold breath in air). */
  breathesWater?: boolean;
  /**
   * Issue 21: no rule carries out this trait's text, so the GM adjudicates it; `when` says at which
   * moments its summary is for the GM to apply (scripts/catalogue-audit.mjs counts the marks).
   */
  gmAdjudicates?: { when: GmMoment[] };
}

export const TRAITS: readonly TraitDef[] = [
  {
    id: "aquatic",
    name: "Aquatic",
    kind: "positive",
    ratingMeans: "bonus dice in water",
    summary: "breathes water instead of air; adds its rating to swimming pools; holds breath on land",
    repeatable: "no",
    requires: "nothing",
    pool: { effect: "add-when-swimming" },
    breathesWater: true,
  },
  {
    id: "diminishedSense",
    name: "Diminished Sense",
    kind: "negative",
    ratingMeans: "dice lost",
    summary: "one sense is poor or gone: pools that rely on it lose the rating in dice",
    repeatable: "per-sense",
    requires: "sense",
    pool: { effect: "subtract-when-sense" },
  },
  {
    id: "fireBreathing",
    name: "Fire Breathing",
    kind: "positive",
    ratingMeans: "dice to hit and fire damage",
    summary: "breathes fire as a ranged attack (DEX + Ranged + rating); the fire deals the rating in damage",
    repeatable: "no",
    requires: "nothing",
    pool: { effect: "none" },
    attack: { skill: "ranged", damage: "rating", kind: "lethal", tag: "fire" },
  },
  {
    id: "extraLimbs",
    name: "Extra Limbs",
    kind: "positive",
    ratingMeans: "number of extra limbs",
    summary: "tentacles, a tail, extra arms: recorded, with no rule attached yet",
    repeatable: "no",
    requires: "nothing",
    pool: { effect: "none" },
    excludes: "missingLimb",
    gmAdjudicates: { when: ["acts", "attacks"] },
  },
  {
    id: "fireproof",
    name: "Fireproof",
    kind: "positive",
    ratingMeans: "damage taken off",
    summary: "fire and heat damage is reduced by the rating, never below 0",
    repeatable: "no",
    requires: "nothing",
    pool: { effect: "none" },
    reducesDamageTagged: "fire",
  },
  {
    id: "missingLimb",
    name: "Missing Limb",
    kind: "negative",
    ratingMeans: "dice lost on Strength and Dexterity pools",
    summary: "pools with STR or DEX lose the rating once; with every limb gone they cannot be rolled",
    repeatable: "no",
    requires: "extent",
    pool: { effect: "subtract-when-strength-or-dexterity", zeroAt: "all-limbs" },
    extentCaps: {
      "one-limb": { max: 3 },
      "half-limbs": { max: 6 },
      "all-limbs": { max: 6, exact: true },
    },
    excludes: "extraLimbs",
    canBuyOff: true,
  },
  {
    id: "phobia",
    name: "Phobia",
    kind: "negative",
    ratingMeans: "successes needed to keep one's nerve",
    summary: "a trigger that must be faced with WIS + INT (or STA + WIS when touched) or the character flees",
    repeatable: "per-trigger",
    requires: "trigger",
    pool: { effect: "none" },
    rolls: {
      encounter: { attributes: ["wisdom", "intelligence"], onFailure: "terrified" },
      contact: { attributes: ["stamina", "wisdom"], onFailure: "unconscious" },
    },
    overridesFearImmunity: true,
  },
  {
    id: "rage",
    name: "Rage",
    kind: "negative",
    ratingMeans: "number of triggers and successes needed to calm down",
    summary: "triggers throw the character into a rage the GM plays until WIS + INT calms them",
    repeatable: "no",
    requires: "triggers-equal-rating",
    pool: { effect: "none" },
    rolls: {
      recovery: { attributes: ["wisdom", "intelligence"], onFailure: "enraged", ends: "enraged" },
    },
  },
];

/** Traits some rule refers to by id. */
export const TRAIT = {
  aquatic: "aquatic",
  diminishedSense: "diminishedSense",
  fireBreathing: "fireBreathing",
  extraLimbs: "extraLimbs",
  fireproof: "fireproof",
  missingLimb: "missingLimb",
  phobia: "phobia",
  rage: "rage",
} as const;

export function traitDef(id: string): TraitDef | undefined {
  return TRAITS.find((t) => t.id === id);
}
