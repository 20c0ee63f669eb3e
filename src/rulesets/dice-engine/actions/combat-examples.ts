// The example cast's equipment, so the attack examples (and the contract suite) have weapons and
// armour to use: Bruno's hammer and shield, Ilse's knife and padded armour. The same data is in
// examples/dice-engine/*.kit.json for `tabula attack dice-engine`.

import type { TableState } from "../../../engine/state.js";
import {
  COMBAT_NOTE_KIND,
  combatNoteId,
  combatNoteSchema,
  type EquipmentInput,
  equipmentSchema,
} from "./combat-state.js";

export const EXAMPLE_EQUIPMENT: Record<string, EquipmentInput> = {
  bruno: {
    weapons: [
      {
        id: "hammer",
        name: "Hammer",
        stat: "strength",
        skill: "hammerFighting",
        melee: true,
        damage: "1d8",
        damageType: "bludgeoning",
        attacks: [{ type: "standard" }, { type: "heavy", ratings: [2] }],
        ammoPerAttack: 0,
      },
    ],
  },
  ilse: {
    weapons: [
      {
        id: "knife",
        name: "Knife",
        stat: "agility",
        skill: "knifeFighting",
        melee: true,
        damage: "1d4",
        damageType: "slashing",
        attacks: [{ type: "standard" }, { type: "precision" }],
        ammoPerAttack: 0,
        onHit: [],
      },
    ],
    armour: { name: "Padded jacket", type: "reflex", pa: 1, ea: 0 },
  },
};

/** The example table with the cast's equipment in its combat notes. */
export function withCombatFixtures(state: TableState): TableState {
  const notes = { ...state.notes };
  for (const [id, eq] of Object.entries(EXAMPLE_EQUIPMENT)) {
    if (!state.characters[id]) continue;
    const data = JSON.parse(JSON.stringify(combatNoteSchema.parse({ equipment: equipmentSchema.parse(eq) })));
    notes[combatNoteId(id)] = { kind: COMBAT_NOTE_KIND, text: `combat state of ${id}`, data, open: true };
  }
  return { ...state, notes };
}
