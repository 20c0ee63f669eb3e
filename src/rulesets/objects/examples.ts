// Two sample characters of our own: Rook, a quick-handed courier who carries pistols and a toolbox,
// and Marta, a fire-breathing river swordswoman. They are the fixtures of the contract tests and the
// cast of the actions' examples.

import { emptyState, type TableState } from "../../engine/state.js";
import { type ObjCharacter, parseCharacter } from "./character/index.js";
import { sampleItem } from "./data/equipment.js";
import type { ObjOptions } from "./options/schema.js";

/** Attributes a table added in its options (OBJ-ATTR-3), so the samples fit any table: presets at their value. */
function extraAttributes(o: ObjOptions): Record<string, number> {
  return Object.fromEntries(o.extraAttributes.map((a) => [a.id, a.preset ?? 1]));
}

/** Rook: DEX 5, Ranged 3, Dodge 2; a Colt .45 and a .38 with armour-piercing rounds; Armor 1. */
export function rook(o: ObjOptions): ObjCharacter {
  return parseCharacter(
    {
      schemaVersion: 1,
      ruleset: "objects",
      name: "Rook",
      concept: { text: "a courier who never asks what is in the package", approval: "approved" },
      attributes: {
        strength: 2,
        dexterity: 5,
        stamina: 3,
        intelligence: 3,
        wisdom: 4,
        charisma: 4,
        ...extraAttributes(o),
      },
      skills: { ranged: 3, dodge: 2, driving: 2, mechanics: 1, swimming: 1 },
      traits: [
        { trait: "diminishedSense", sense: "hearing", rating: 1, approved: true },
        { trait: "fireproof", rating: 2, approved: true },
        { trait: "rage", rating: 1, triggers: ["being called a coward"], approved: true },
      ],
      equipment: [
        sampleItem("colt45"),
        sampleItem("revolver38", {
          weapon: {
            mode: "ranged",
            damage: 2,
            kind: "lethal",
            firearm: true,
            capacity: 6,
            rounds: 6,
            ammo: "armor-piercing",
          },
        }),
        sampleItem("mechanicsToolbox"),
        { name: "Leather Jacket", notes: "Heavy leather: Armor 1.", armor: 1 },
      ],
      xp: 20,
      xpLog: [{ kind: "award", amount: 20, reason: "the Harbour job", session: "1", balance: 20 }],
      creation: { method: "assigned", attributePoints: 21, rolls: [] },
    },
    o,
  );
}

/** Marta: STR 4, Melee 3, Dodge 2, Fire Breathing 3, Aquatic 2, afraid of spiders; Armor 2. */
export function marta(o: ObjOptions): ObjCharacter {
  return parseCharacter(
    {
      schemaVersion: 1,
      ruleset: "objects",
      name: "Marta",
      concept: { text: "a river-born swordswoman who breathes fire", approval: "approved" },
      attributes: {
        strength: 4,
        dexterity: 3,
        stamina: 4,
        intelligence: 2,
        wisdom: 3,
        charisma: 2,
        ...extraAttributes(o),
      },
      skills: { melee: 3, dodge: 2, swimming: 2 },
      traits: [
        { trait: "fireBreathing", rating: 3, approved: true },
        { trait: "aquatic", rating: 2, approved: true },
        { trait: "phobia", rating: 2, trigger: "spiders", approved: true },
      ],
      equipment: [
        sampleItem("longSword"),
        sampleItem("sap"),
        sampleItem("busterSword"),
        { name: "Chain Shirt", notes: "Riveted rings: Armor 2.", armor: 2 },
        sampleItem("potionOfFireBreathing"),
      ],
      xp: 10,
      creation: { method: "assigned", attributePoints: 18, rolls: [] },
    },
    o,
  );
}

export function exampleTable(o: ObjOptions): TableState {
  const s = emptyState("objects", o);
  const r = rook(o);
  const m = marta(o);
  return {
    ...s,
    characters: {
      rook: { id: "rook", name: r.name, owner: null, data: r },
      marta: { id: "marta", name: m.name, owner: null, data: m },
    },
  };
}
