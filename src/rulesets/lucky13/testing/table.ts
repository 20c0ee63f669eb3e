// Shared setup of the action tests: options, a plain character sheet, a table with the book's
// combatants plus extras. Not shipped (tsconfig.build excludes testing/).

import { facesSource } from "../../../dice/index.js";
import type { TableState } from "../../../engine/state.js";
import { idCounter, resolveAction, Table } from "../../../engine/table.js";
import { type L13Character, type L13Options, parseCharacter } from "../character/index.js";
import { exampleTable } from "../examples.js";
import { lucky13 } from "../ruleset.js";

export const options = (raw: Record<string, unknown> = {}): L13Options => lucky13.parseOptions(raw);

/** A character of the ruleset's skills with every die d6 unless `patch` says otherwise (Pulse d6: 20 HP). */
export function sheet(o: L13Options, patch: Record<string, unknown>): L13Character {
  return parseCharacter(
    {
      schemaVersion: 1,
      ruleset: "lucky13",
      name: "Someone",
      abilities: { will: "d6", charm: "d6", pulse: "d6", intellect: "d6", reflex: "d6" },
      skills: Object.fromEntries(o.skills.map((s) => [s.id, "d6"])),
      hp: 20,
      ...patch,
    },
    o,
  );
}

/** Brunella and Casimir, plus the given characters. */
export function table(o: L13Options, extra: Record<string, L13Character> = {}): TableState {
  const s = exampleTable(o);
  for (const [id, c] of Object.entries(extra)) s.characters[id] = { id, name: c.name, owner: null, data: c };
  return s;
}

/**
 * A table that commits every action it resolves, with one id counter as a real session has: `act`
 * throws the scripted faces and returns the resolution with the faces used and the roll's outcome.
 */
export function session(state: TableState) {
  const t = new Table(lucky13, state);
  const ids = idCounter();
  return {
    table: t,
    act(name: string, params: unknown, faces: number[] = []) {
      const dice = facesSource(faces);
      const r = resolveAction(lucky13, t.state, name, params, dice, ids);
      t.commit(r.events);
      return { ...r, used: dice.used(), outcome: r.roll?.outcome ?? {} };
    },
    character: (id: string) => t.state.characters[id]!.data as L13Character,
    get encounter() {
      return t.state.encounter!;
    },
  };
}
