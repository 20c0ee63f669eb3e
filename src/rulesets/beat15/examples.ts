// A small cast for the contract tests, the action examples and the help text: three characters of
// our own making with four neutral stats (or the table's own list, when the options fix one), items
// at several supply levels, and one open description note.

import { emptyState, type TableState } from "../../engine/state.js";
import { type B15Character, type B15Options, fixedStats, parseCharacter } from "./character/index.js";

const FREE_STATS = ["might", "agility", "wits", "presence"];

/** The values given in order to the table's stats (or to might, agility, wits, presence). */
function stats(o: B15Options, values: number[]): Record<string, number> {
  const ids = fixedStats(o)?.map((s) => s.id) ?? FREE_STATS;
  return Object.fromEntries(ids.map((id, i) => [id, values[i % values.length]!]));
}

function sheet(o: B15Options, name: string, values: number[], items: unknown[] = []): B15Character {
  return parseCharacter({ schemaVersion: 1, ruleset: "beat15", name, stats: stats(o, values), items }, o);
}

/** Wren: nimble, carries a climbing kit (d8, climbing only), a half-used healer's kit and an empty lamp. */
export function wren(o: B15Options): B15Character {
  return sheet(
    o,
    "Wren",
    [1, 3, 2, 0],
    [
      { name: "Climbing kit", supplyDie: "d8", startingSupplyDie: "d8", supplyRollUses: ["climb"] },
      { name: "Healer's kit", supplyDie: "d6", startingSupplyDie: "d10", rollsPerUse: { surgery: 2 } },
      { name: "Lamp oil", supplyDie: "empty", startingSupplyDie: "d6" },
      { name: "Rope", description: "Fifty feet of it." },
    ],
  );
}

/** Bryn: strong and blunt. */
export function bryn(o: B15Options): B15Character {
  return sheet(o, "Bryn", [3, 1, 0, 2]);
}

/** Cole: even all round, a lockpick set that cannot be restocked in the field. */
export function cole(o: B15Options): B15Character {
  return sheet(
    o,
    "Cole",
    [2, 2, 1, 1],
    [{ name: "Lockpicks", supplyDie: "d4", startingSupplyDie: "d6", resupply: "none" }],
  );
}

export function exampleTable(o: B15Options): TableState {
  const s = emptyState("beat15", o);
  const entry = (id: string, data: B15Character) => ({ id, name: data.name, owner: null, data });
  return {
    ...s,
    characters: { wren: entry("wren", wren(o)), bryn: entry("bryn", bryn(o)), cole: entry("cole", cole(o)) },
    notes: {
      "describe-0": {
        kind: "description",
        text: "GM: describe how Cole succeeds (margin +1, just)",
        data: { roll: "roll-0", success: true, margin: 1, tier: "just" },
        open: true,
      },
    },
  };
}
