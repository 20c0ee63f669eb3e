// Damage types and damage modifiers as typed data (checklist C.6, §21). Most types are tags that
// resistances, immunities and perks read; four carry arithmetic (Concussive, Flak, Impulse,
// Initiative). A setting module may add types: any camelCase id is a damage type, and the core ones
// are listed here.

import { z } from "zod";
import { idSchema } from "../catalogue/ids.js";

export const CORE_DAMAGE_TYPE_IDS = [
  "acid",
  "bludgeoning",
  "concussive",
  "electric",
  "fire",
  "flak",
  "initiative",
  "mental",
  "piercing",
  "radiation",
  "slashing",
  "toxic",
  "impulse",
] as const;
export type CoreDamageTypeId = (typeof CORE_DAMAGE_TYPE_IDS)[number];

/** A damage type id: a core one or one a setting module adds (DE-DMG-3). */
export const damageTypeIdSchema = idSchema;
export type DamageTypeId = string;

/** How a type changes the amount (the rest of the pipeline is the same for all). */
export type DamageMechanic =
  | "tag" // no formula (DE-DMG-10)
  | "lossPerMetre" // Concussive: −1 per metre (DE-DMG-5)
  | "ratedLossPerMetre" // Flak:[X]: −X per metre (DE-DMG-6)
  | "ratedGainPerDistance" // Impulse:[X]: +1 per X metres (DE-DMG-9)
  | "initiative"; // added to initiative, never to HP/Stun/Res (DE-DMG-8)

export interface DamageTypeDef {
  id: CoreDamageTypeId;
  name: string;
  /** Written Type:[X]; the rating is part of each damage source. */
  rated: boolean;
  mechanic: DamageMechanic;
  /** Our summary of what it is and does. */
  summary: string;
  rules: readonly string[];
}

/** C.6: the thirteen core damage types. */
export const DAMAGE_TYPES: Readonly<Record<CoreDamageTypeId, DamageTypeDef>> = {
  acid: {
    id: "acid",
    name: "Acid",
    rated: false,
    mechanic: "tag",
    summary: "corrosion; often keeps working over time",
    rules: ["DE-DMG-10"],
  },
  bludgeoning: {
    id: "bludgeoning",
    name: "Bludgeoning",
    rated: false,
    mechanic: "tag",
    summary: "heavy or hard impacts; the type of fall damage",
    rules: ["DE-DMG-4"],
  },
  concussive: {
    id: "concussive",
    name: "Concussive",
    rated: false,
    mechanic: "lossPerMetre",
    summary: "shock waves; 1 less per metre from the source; reflects under Ace in the Hole",
    rules: ["DE-DMG-5", "DE-EXPLO-3"],
  },
  electric: {
    id: "electric",
    name: "Electric",
    rated: false,
    mechanic: "tag",
    summary: "electrical energy; grounded armour resists it, automatons are often susceptible",
    rules: ["DE-DMG-10"],
  },
  fire: {
    id: "fire",
    name: "Fire",
    rated: false,
    mechanic: "tag",
    summary: "intense heat, boiling water, steam; the type of Burning damage",
    rules: ["DE-DMG-10", "DE-COND-14"],
  },
  flak: {
    id: "flak",
    name: "Flak",
    rated: true,
    mechanic: "ratedLossPerMetre",
    summary: "fragments; X less per metre from the source (Offset:[Y] takes Y metres off the distance)",
    rules: ["DE-DMG-6", "DE-DMG-7", "DE-ENV-15"],
  },
  initiative: {
    id: "initiative",
    name: "Initiative",
    rated: false,
    mechanic: "initiative",
    summary: "added to the target's initiative as if spent; no HP, Stun or Res lost",
    rules: ["DE-DMG-8"],
  },
  mental: {
    id: "mental",
    name: "Mental",
    rated: false,
    mechanic: "tag",
    summary: "strain on the mind; psionic attacks",
    rules: ["DE-DMG-10"],
  },
  piercing: {
    id: "piercing",
    name: "Piercing",
    rated: false,
    mechanic: "tag",
    summary: "small objects with force behind them: bullets, spear points, dagger thrusts",
    rules: ["DE-DMG-10"],
  },
  radiation: {
    id: "radiation",
    name: "Radiation",
    rated: false,
    mechanic: "tag",
    summary: "high-energy particles and light: lasers, sunlight on a vampire",
    rules: ["DE-DMG-10"],
  },
  slashing: {
    id: "slashing",
    name: "Slashing",
    rated: false,
    mechanic: "tag",
    summary: "cutting edges; often causes bleeding (Slicer)",
    rules: ["DE-DMG-10", "DE-PERK-18"],
  },
  toxic: {
    id: "toxic",
    name: "Toxic",
    rated: false,
    mechanic: "tag",
    summary: "poisons, radioactivity and toxic atmospheres",
    rules: ["DE-DMG-10", "DE-ENV-7"],
  },
  impulse: {
    id: "impulse",
    name: "Impulse",
    rated: true,
    mechanic: "ratedGainPerDistance",
    summary: "grows with range: +1 for every X metres from the source",
    rules: ["DE-DMG-9"],
  },
};

export function isCoreDamageType(id: string): id is CoreDamageTypeId {
  return Object.hasOwn(DAMAGE_TYPES, id);
}

/** The arithmetic a type carries; setting types are tags unless the setting says otherwise. */
export function damageMechanic(id: DamageTypeId | null): DamageMechanic {
  return id !== null && isCoreDamageType(id) ? DAMAGE_TYPES[id].mechanic : "tag";
}

export const DAMAGE_MODIFIER_IDS = ["stun", "direct", "resisted", "unresisted", "flakOffset"] as const;
export type DamageModifierId = (typeof DAMAGE_MODIFIER_IDS)[number];

export interface DamageModifierDef {
  id: DamageModifierId;
  name: string;
  summary: string;
  rules: readonly string[];
}

/** C.6: the five damage modifiers. */
export const DAMAGE_MODIFIERS: Readonly<Record<DamageModifierId, DamageModifierDef>> = {
  stun: {
    id: "stun",
    name: "Stun",
    summary: "reduces Stun only: never overflows to HP, no effect on Resilience",
    rules: ["DE-DMG-11", "DE-DMG-13"],
  },
  direct: {
    id: "direct",
    name: "Direct",
    summary: "skips Stun and reduces HP (or Resilience) directly",
    rules: ["DE-DMG-12"],
  },
  resisted: {
    id: "resisted",
    name: "Resisted",
    summary: "reduced by the target's Endurance when it is above 0",
    rules: ["DE-DMG-1", "DE-DMG-2"],
  },
  unresisted: {
    id: "unresisted",
    name: "Unresisted / Unresistable",
    summary: "ignores Energy Armour and Endurance",
    rules: ["DE-DMG-14", "DE-DV-4"],
  },
  flakOffset: {
    id: "flakOffset",
    name: "Flak Offset:[Y]",
    summary: "the distance to the target counts as Y metres less",
    rules: ["DE-DMG-7"],
  },
};

/** Which trackers an instance reduces (DE-DMG-11, 12). */
export const DAMAGE_TRACKS = ["normal", "stun", "direct"] as const;
export type DamageTrack = (typeof DAMAGE_TRACKS)[number];

export const CORE_DAMAGE_SOURCES = [
  "burning",
  "toxicAtmosphere",
  "fall",
  "martialStrike",
  "unarmedStrike",
  "bleed",
  "asphyxiation",
] as const;
export type CoreDamageSource = (typeof CORE_DAMAGE_SOURCES)[number];

/**
 * DE-DMG-15: the damage type of each core source. Bleed and asphyxiation state none, so they stay
 * untyped (null): no type-based immunity or perk ever matches them.
 */
export const DEFAULT_SOURCE_TYPES: Readonly<Record<CoreDamageSource, CoreDamageTypeId | null>> = {
  burning: "fire",
  toxicAtmosphere: "toxic",
  fall: "bludgeoning",
  martialStrike: "bludgeoning",
  unarmedStrike: "bludgeoning",
  bleed: null,
  asphyxiation: null,
};

/** Checks a rated type has its rating: Flak:[X] and Impulse:[X] mean nothing without X. */
export const ratingSchema = z.number().int().min(1);
