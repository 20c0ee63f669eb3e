// The book's two combatants, Brunella and Casimir, as characters of whatever skill list the
// options give (their combat skill is the ruleset's). Used as the fixtures of the contract tests
// and as the cast of the example fight script.

import { emptyState, type TableState } from "../../engine/state.js";
import { type L13Character, type L13Options, parseCharacter } from "./character/index.js";

function base(o: L13Options, combat: "d6" | "d10"): Record<string, string> {
  const skills = Object.fromEntries(o.skills.map((s) => [s.id, "d6"]));
  if (o.combatSkill) skills[o.combatSkill] = combat;
  const first = o.skills[0]?.id;
  if (first && first !== o.combatSkill) skills[first] = "d8";
  return skills;
}

/** Brunella: Reflex d8, combat skill d6, a broadsword (Accuracy d8, Damage d10); Pulse d6 (20 HP by the book). */
export function brunella(o: L13Options): L13Character {
  return parseCharacter(
    {
      schemaVersion: 1,
      ruleset: "lucky13",
      name: "Brunella",
      abilities: { will: "d8", charm: "d6", pulse: "d6", intellect: "d6", reflex: "d8" },
      skills: base(o, "d6"),
      weapons: [{ name: "Broadsword", accuracy: "d8", damage: "d10" }],
      // Full health: two rows of the HP track for a d6 (20 by the book; a designer may change it).
      hp: 2 * o.hpPerPulseDie,
      ap: 10,
      apLog: [{ kind: "award", amount: 10, reason: "the last adventure", balance: 10 }],
    },
    o,
  );
}

/** Casimir: Reflex d6, combat skill d10, Pulse d8 (30 HP by the book), chainmail d6; a level-2 specialization. */
export function casimir(o: L13Options): L13Character {
  const first = o.skills[0]!.id;
  return parseCharacter(
    {
      schemaVersion: 1,
      ruleset: "lucky13",
      name: "Casimir",
      abilities: { will: "d6", charm: "d6", pulse: "d8", intellect: "d10", reflex: "d6" },
      skills: base(o, "d10"),
      specializations: [{ id: "teleport", name: "Teleport", skill: first, level: 2 }],
      background: {
        name: "Court mage's apprentice",
        description: "Raised among the tower's wards.",
        approved: true,
      },
      armor: "d6",
      weapons: [{ name: "Mace", accuracy: "d6", damage: "d8" }],
      hp: 3 * o.hpPerPulseDie,
    },
    o,
  );
}

export function exampleTable(o: L13Options): TableState {
  const s = emptyState("lucky13", o);
  return {
    ...s,
    characters: {
      brunella: { id: "brunella", name: "Brunella", owner: null, data: brunella(o) },
      casimir: { id: "casimir", name: "Casimir", owner: null, data: casimir(o) },
    },
  };
}
