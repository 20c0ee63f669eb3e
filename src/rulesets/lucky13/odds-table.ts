// The Lucky 13 odds table: the chance that ability die + skill die + the Difficulty die reaches 13
// (L13-CHK-2), for every ability die and skill die from d4 to d12 and every level of the Difficulty
// ladder, once per play mode, since the mode decides which dice explode (L13-EXPL-5, 6). Every
// other option (overflow, implosion scope…) is the ruleset's. Which ability a die belongs to does
// not matter to the sum, so rows are dice; the check text names the abilities. A last grid shows
// what a weapon's Accuracy die is worth in an attack (L13-CMB-1), with the weapons of a derived
// ruleset's catalogue by name.

import type { OddsGrid, OddsTableSource } from "../../engine/facets/odds-table.js";
import type { L13Options } from "./character/options.js";
import { attackOdds, checkOdds, type SlotSpec, TARGET } from "./dice/index.js";

const DICE = [4, 6, 8, 10, 12] as const;
const MODES = ["cinematic", "gritty", "off"] as const;

const MODE_NOTES: Record<(typeof MODES)[number], string> = {
  cinematic: "every die explodes on its maximum, without limit",
  gritty: "only the ability die explodes, once",
  off: "no die explodes (flat sums)",
};

export function lucky13Grid(o: L13Options, mode: (typeof MODES)[number]): OddsGrid {
  // The table's own ladder (difficultyLadder), so a tuned level shows the odds it really gives.
  const levels = o.difficultyLadder;
  const options = { ...o, playMode: mode };
  const rows: string[] = [];
  const cells: number[][] = [];
  for (const a of DICE) {
    for (const s of DICE) {
      rows.push(`d${a} + d${s}`);
      cells.push(
        levels.map(
          ({ id: difficulty }) =>
            checkOdds(
              {
                pool: {
                  slots: [
                    { role: "ability", base: a },
                    { role: "skill", base: s },
                  ],
                },
                difficulty,
              },
              options,
            ).success,
        ),
      );
    }
  }
  return {
    id: mode,
    title: `${mode[0]!.toUpperCase()}${mode.slice(1)}${mode === o.playMode ? " (this ruleset's mode)" : ""}: ${MODE_NOTES[mode]}`,
    note: `P(ability + skill + Difficulty die ≥ ${TARGET}) with no steps, assets or advantage.`,
    rows: { key: "ability+skill", label: "ability + skill", values: rows },
    columns: {
      key: "difficulty",
      label: "Difficulty",
      // Labels, not IDs, in the words a sentence would use ("easy (d12)"): players read this table.
      values: levels.map((l) => `${l.label.toLowerCase()} (${l.die ?? "none"})`),
    },
    cells,
  };
}

interface Weapon {
  name: string;
  accuracy: string;
  damage: string;
}

const dieOf = (d: string | null): SlotSpec["base"] => (d === null ? "none" : (Number(d.slice(1)) as 4));

/** P(hit) by Accuracy die (or catalogue weapon) against each Defensive die, both sides d6 + d6. */
export function lucky13AttackGrid(o: L13Options, weapons: readonly Weapon[]): OddsGrid {
  const rows: { label: string; accuracy: string | null }[] = [
    { label: "no weapon", accuracy: null },
    ...DICE.map((d) => ({ label: `accuracy d${d}`, accuracy: `d${d}` })),
    ...weapons.map((w) => ({ label: `${w.name} (${w.accuracy}/${w.damage})`, accuracy: w.accuracy })),
  ];
  const defenses: (string | null)[] = [null, ...DICE.map((d) => `d${d}`)];
  const pool = (third: "accuracy" | "defense", die: string | null) => ({
    slots: [
      { role: "ability" as const, base: 6 as const },
      { role: "skill" as const, base: 6 as const },
      ...(die === null ? [] : [{ role: third, base: dieOf(die) }]),
    ],
  });
  const reflex = o.labels.abilities[o.combatAbility];
  return {
    id: "attack",
    title: `Attack (${o.playMode}): Accuracy die × Defensive die`,
    note: `P(hit): attacker ${reflex} d6 + combat skill d6 + Accuracy die against defender ${reflex} d6 + combat skill d6 + Defensive die; a tie misses.`,
    rows: { key: "weapon", label: "attacker's weapon", values: rows.map((r) => r.label) },
    columns: { key: "defense", label: "Defensive die", values: defenses.map((d) => d ?? "none") },
    cells: rows.map((r) =>
      defenses.map((d) => attackOdds(pool("accuracy", r.accuracy), pool("defense", d), null, o).hit),
    ),
  };
}

export const lucky13OddsTable: OddsTableSource = {
  base: "lucky13",
  grids(ruleset, options) {
    const o = options as L13Options;
    const weapons = (ruleset.derived?.catalogues.weapons ?? []) as Weapon[];
    const abilities = Object.values(o.labels.abilities).join(", ");
    return {
      check: `ability die (${abilities}) + skill die + the GM's Difficulty die; ${TARGET} or more succeeds`,
      // The ruleset's own mode first: it is the one a table plays.
      tables: [
        ...[o.playMode, ...MODES.filter((m) => m !== o.playMode)].map((m) => lucky13Grid(o, m)),
        lucky13AttackGrid(o, weapons),
      ],
    };
  },
};
