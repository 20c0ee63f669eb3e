// What an attack is made with (OBJ-ACT-3, 4, OBJ-DMG-6, OBJ-EQUIP-5..18, OBJ-TRAIT-11, 12): a weapon
// from the attacker's gear, bare hands, or breathed fire. Each resolves to the same plain record —
// skill, Damage rating, kind, fixed damage, and the effects it has on the target's armour and Defend —
// so the attack code never asks which weapon it is.

import { EngineError } from "../../../engine/errors.js";
import { findItem } from "../character/items.js";
import type { ObjCharacter } from "../character/schema.js";
import { ROLE } from "../data/attributes.js";
import type { DamageKind } from "../data/item.js";
import { SKILL } from "../data/skills.js";
import { TRAIT, traitDef } from "../data/traits.js";
import type { ActiveTrait } from "../dice/pool.js";
import type { ObjOptions } from "../options/schema.js";

export interface AttackWeapon {
  name: string;
  mode: "melee" | "ranged";
  /** The attack skill: Melee or Ranged. */
  skill: string;
  /** A trait added to the attack pool (Fire Breathing), or null. */
  trait: string | null;
  /** The Damage rating for a damage roll. */
  damage: number;
  kind: DamageKind;
  /** Damage dealt outright on a hit, with no damage roll (the sap, fire breath), or null. */
  fixed: number | null;
  tags: string[];
  armorMultiplier: number;
  armorReduction: number;
  /** Armour-piercing rounds are loaded: the threshold drops by the Damage rating (OBJ-EQUIP-9). */
  armorPiercing: boolean;
  strengthRequired: number;
  strengthPenaltyDice: number;
  reducesDefend: boolean;
  /** Where it sits in the attacker's gear, for ammunition; null for hands and breath. */
  itemIndex: number | null;
  rounds: number | null;
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");
const UNARMED = new Set(["unarmed", "fists", "barehands", "none"]);

function unarmed(o: ObjOptions): AttackWeapon {
  return {
    name: "bare hands",
    mode: "melee",
    skill: SKILL.melee,
    trait: null,
    damage: o.unarmedDamage.rating,
    kind: o.unarmedDamage.kind,
    fixed: null,
    tags: [],
    armorMultiplier: 1,
    armorReduction: 0,
    armorPiercing: false,
    strengthRequired: 0,
    strengthPenaltyDice: 0,
    reducesDefend: false,
    itemIndex: null,
    rounds: null,
  };
}

function breath(c: ObjCharacter, traits: readonly ActiveTrait[], o: ObjOptions): AttackWeapon {
  const def = traitDef(TRAIT.fireBreathing)!;
  const t = traits.find((x) => x.id === TRAIT.fireBreathing);
  if (!t)
    throw new EngineError(
      "refused",
      `${c.name} cannot breathe fire (no approved or granted Fire Breathing)`,
      ["weapon"],
    );
  const fixed = o.fireBreathingDamageMode === "fixed";
  return {
    ...unarmed(o),
    name: def.name,
    mode: "ranged",
    skill: def.attack!.skill,
    trait: TRAIT.fireBreathing,
    damage: t.rating,
    kind: def.attack!.kind,
    fixed: fixed ? t.rating : null,
    tags: [def.attack!.tag],
  };
}

export function attackWeapon(
  c: ObjCharacter,
  traits: readonly ActiveTrait[],
  name: string | undefined,
  o: ObjOptions,
): AttackWeapon {
  if (name !== undefined && UNARMED.has(squash(name))) return unarmed(o);
  if (name !== undefined && ["firebreathing", "breath", "fire"].includes(squash(name)))
    return breath(c, traits, o);
  const found =
    name === undefined
      ? (() => {
          const index = c.equipment.findIndex((i) => i.weapon !== null);
          return index < 0 ? null : { item: c.equipment[index]!, index };
        })()
      : findItem(c, name);
  if (name === undefined && !found) return unarmed(o);
  if (!found?.item.weapon)
    throw new EngineError("invalid", `${c.name} has no weapon '${name}' (or say unarmed, fire breathing)`, [
      "weapon",
    ]);
  const w = found.item.weapon;
  return {
    name: found.item.name,
    mode: w.mode,
    skill: w.mode === "melee" ? SKILL.melee : SKILL.ranged,
    trait: null,
    damage: w.damage,
    kind: w.kind,
    fixed: w.fixedDamage === "strength" && o.sapMode === "fixed" ? (c.attributes[ROLE.might] ?? 0) : null,
    tags: [...w.tags],
    armorMultiplier: w.armorMultiplier,
    armorReduction: w.armorReduction,
    armorPiercing: w.firearm && w.ammo === "armor-piercing",
    strengthRequired: w.strengthRequired,
    strengthPenaltyDice: w.strengthPenaltyDice,
    reducesDefend: w.reducesDefend,
    itemIndex: found.index,
    rounds: w.rounds,
  };
}

/** OBJ-EQUIP-10: dice lost to hit for each point of STR below what the weapon needs. */
export function strengthPenalty(w: AttackWeapon, strength: number): number {
  return Math.max(0, w.strengthRequired - strength) * w.strengthPenaltyDice;
}
