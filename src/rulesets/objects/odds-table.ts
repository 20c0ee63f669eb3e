// The Objects odds table. A check rolls a pool of the table's die (attribute + skill + trait,
// every modifier adding or removing dice, OBJ-ROLL-1..4) and succeeds when the dice showing the
// target number or more reach the difficulty (OBJ-ROLL-5..8). So one grid covers every check:
// pool size × difficulty, with the table's die and its rules for empty pools and capped
// difficulties. A second grid shows what the target number does (OBJ-ALT-1..3, OBJ-MOD-4).

import { type OddsGrid, type OddsTableSource, termNames } from "../../engine/facets/odds-table.js";
import { attributeCatalog } from "./character/catalog.js";
import { taskOdds } from "./dice/odds.js";
import { type ObjOptions, tableDie } from "./options/schema.js";

/** Pools up to 12 dice: six in an attribute and six in a skill is the book's ceiling at creation. */
export const MAX_POOL = 12;
export const MAX_DIFFICULTY = 6;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A pool of n dice: none at all is impossible unless the table rolls it for zero successes. */
const poolOf = (n: number, o: ObjOptions) => ({
  size: n,
  impossible: n === 0 && o.zeroPoolPolicy === "impossible" ? "no dice" : null,
});

export function objectsDifficultyGrid(o: ObjOptions): OddsGrid {
  const die = tableDie(o);
  const pools = range(0, MAX_POOL);
  const difficulties = range(1, MAX_DIFFICULTY);
  return {
    id: "difficulty",
    title: `Pool × difficulty (d${die.sides}, ${die.targetNumber}+ succeeds)`,
    note: `P(successes ≥ difficulty) for a pool of d${die.sides}${o.capDifficultyAtPool ? "; a difficulty above the pool counts as the pool (capDifficultyAtPool)" : ""}${o.zeroPoolPolicy === "impossible" ? "; an empty pool cannot be rolled" : ""}.`,
    rows: { key: "pool", label: "pool (dice)", values: pools },
    columns: { key: "difficulty", label: "difficulty (successes)", values: difficulties },
    cells: pools.map((n) => difficulties.map((d) => taskOdds(poolOf(n, o), d, die, o).success)),
  };
}

export function objectsTargetGrid(o: ObjOptions): OddsGrid {
  const { sides } = tableDie(o);
  const pools = range(1, MAX_POOL);
  // Every target number the die can show, capped to keep a d100 table readable.
  const step = sides > 20 ? Math.ceil(sides / 20) : 1;
  const targets = range(2, sides).filter((t, i, all) => i % step === 0 || t === all[all.length - 1]);
  return {
    id: "target",
    title: `Pool × target number (d${sides}, difficulty 1)`,
    note: `P(at least one die ≥ the target number): what changing the table's target number (now ${o.targetNumber}) does.`,
    rows: { key: "pool", label: "pool (dice)", values: pools },
    columns: { key: "target", label: "target number", values: targets },
    cells: pools.map((n) =>
      targets.map((t) => taskOdds(poolOf(n, o), 1, { sides, targetNumber: t }, o).success),
    ),
  };
}

export const objectsOddsTable: OddsTableSource = {
  base: "objects",
  grids(ruleset, options) {
    const o = options as ObjOptions;
    const die = tableDie(o);
    const attributes = termNames(
      ruleset,
      "attributes",
      attributeCatalog(o).map((a) => a.name),
    );
    return {
      check: `a pool of d${die.sides}: attribute (${attributes.join(", ")}) + skill + trait, ± dice for modifiers; each die showing ${die.targetNumber} or more is a success, and the successes must reach the difficulty`,
      tables: [objectsDifficultyGrid(o), objectsTargetGrid(o)],
    };
  },
};
