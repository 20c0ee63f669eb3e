// The book's sample equipment (OBJ-EQUIP-7..20) as items. Notes are our own words. No armour is
// listed in the book; tables define their own protection with an Armor rating.

import { EngineError } from "../../../engine/errors.js";
import { type Item, type ItemInput, itemSchema } from "./item.js";

const SAMPLES: Readonly<Record<string, ItemInput>> = {
  rifle22: {
    name: ".22 Caliber Rifle",
    notes: "A light rifle with a tubular magazine of 20 rounds.",
    weapon: { mode: "ranged", damage: 1, kind: "lethal", firearm: true, capacity: 20, rounds: 20 },
  },
  revolver38: {
    name: ".38 Special Revolver",
    notes: "A compact six-shot revolver.",
    weapon: { mode: "ranged", damage: 2, kind: "lethal", firearm: true, capacity: 6, rounds: 6 },
  },
  armorPiercingBullets: {
    name: "Armor Piercing Bullets",
    notes:
      "Rounds for almost any gun (not the shotgun): the target's STA + Armor counts lower by the gun's Damage rating. Rarely sold to civilians.",
    ammunition: "armor-piercing",
    restricted: true,
  },
  busterSword: {
    name: "Buster Sword",
    notes:
      "An enormous blade: needs STR 3 (−2 dice to hit per point short); the target's Armor counts 3 lower.",
    weapon: {
      mode: "melee",
      damage: 10,
      kind: "lethal",
      strengthRequired: 3,
      strengthPenaltyDice: 2,
      armorReduction: 3,
    },
  },
  colt45: {
    name: "Colt M1911A .45",
    notes: "A dependable semi-automatic pistol: 8 rounds in the clip and 1 chambered.",
    weapon: { mode: "ranged", damage: 3, kind: "lethal", firearm: true, capacity: 9, rounds: 9 },
  },
  dagger: {
    name: "Dagger",
    notes: "A short blade, four to six inches.",
    weapon: { mode: "melee", damage: 1, kind: "lethal" },
  },
  shotgun: {
    name: "Double Barreled Shotgun",
    notes:
      "Two shells; hits unarmoured targets hard, but the target's Armor counts double. No armour-piercing rounds.",
    weapon: {
      mode: "ranged",
      damage: 5,
      kind: "lethal",
      firearm: true,
      armorPiercingAllowed: false,
      armorMultiplier: 2,
      capacity: 2,
      rounds: 2,
    },
  },
  longSword: {
    name: "Long Sword",
    notes: "A three- to four-foot blade.",
    weapon: { mode: "melee", damage: 5, kind: "lethal" },
  },
  m16: {
    name: "M16 Assault Rifle",
    notes: "Military rifle with autofire: each attack success takes a die from the target's Defend roll.",
    weapon: { mode: "ranged", damage: 3, kind: "lethal", firearm: true, reducesDefend: true },
  },
  mechanicsToolbox: {
    name: "Mechanic's Toolbox",
    notes: "+1 die on Mechanics rolls while nothing is missing from it (the wrench is one of its parts).",
    tool: { skill: "mechanics", bonus: 1, components: ["Wrench"] },
  },
  potionOfFireBreathing: {
    name: "Potion of Fire-Breathing",
    notes:
      "Drinking it grants Fire Breathing 3 for some minutes (the drinker's STA, or the brewer's successes).",
    tool: { grants: { trait: "fireBreathing", rating: 3 }, consumable: true },
  },
  sap: {
    name: "Sap",
    notes: "A weighted sack for knocking people out: a hit deals non-lethal damage equal to STR.",
    weapon: { mode: "melee", damage: 0, kind: "non-lethal", fixedDamage: "strength" },
  },
  shortSword: {
    name: "Short Sword",
    notes: "A one- to two-foot blade.",
    weapon: { mode: "melee", damage: 3, kind: "lethal" },
  },
  wrench: {
    name: "Wrench",
    notes: "Part of a mechanic's toolbox; makes a fair improvised club.",
    weapon: { mode: "melee", damage: 1, kind: "lethal" },
  },
};

export const SAMPLE_EQUIPMENT_IDS = Object.keys(SAMPLES);

/** A sample item by id or name, ready to put on a sheet. */
export function sampleItem(key: string, overrides: Partial<ItemInput> = {}): Item {
  const id = findSample(key);
  if (id === null) {
    throw new EngineError(
      "not_found",
      `no sample item '${key}' (samples: ${SAMPLE_EQUIPMENT_IDS.join(", ")})`,
      ["item"],
    );
  }
  return itemSchema.parse({ ...SAMPLES[id], catalog: id, ...overrides });
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

export function findSample(key: string): string | null {
  const k = squash(key);
  for (const [id, item] of Object.entries(SAMPLES)) {
    if (squash(id) === k || squash(item.name) === k) return id;
  }
  return null;
}
