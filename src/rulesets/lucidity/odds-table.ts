// The Lucidity odds tables: the check (d20 + attribute modifier against the GM's target,
// LUC-CHECK-1) for modifiers -3 to +3 and targets 5 to 25; the same with Buffs or Breaks, whose
// highest d6 is added or taken away (LUC-BB-1..4); and the roll-under Lucidity roll (d20 at or
// under current Lucidity + the attribute modifier, LUC-LUC-4, 7), for every Lucidity from 0 to 20.
// Skill ranks and stated bonuses add to the modifier like an attribute does.

import { type OddsGrid, type OddsTableSource, termNames } from "../../engine/facets/odds-table.js";
import { ATTRIBUTE_INFO, ATTRIBUTES, MAX_MODIFIER, MIN_MODIFIER } from "./data/attributes.js";
import type { LucidityOptions } from "./options/schema.js";
import { checkOdds } from "./rules/check.js";
import { lucidityOdds, lucidityTarget } from "./rules/lucidity.js";

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const MODIFIERS = range(MIN_MODIFIER, MAX_MODIFIER);
const TARGETS = range(5, 25);
const NET_BUFFS = range(-3, 3);
const LUCIDITY = range(0, 20);
const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

export function lucidityCheckGrid(o: LucidityOptions): OddsGrid {
  return {
    id: "check",
    title: "Attribute modifier × target (d20 + modifier)",
    note: `P(d20 + modifier ${o.checkTies === "succeed" ? "≥" : ">"} target), no Buffs or Breaks.`,
    rows: { key: "modifier", label: "attribute modifier", values: MODIFIERS.map(signed) },
    columns: { key: "target", label: "target", values: TARGETS },
    cells: MODIFIERS.map((m) =>
      TARGETS.map((t) => checkOdds({ modifier: m, net: 0, target: t, ties: o.checkTies }).success),
    ),
  };
}

export function lucidityBuffGrid(o: LucidityOptions): OddsGrid {
  return {
    id: "buffs",
    title: "Buffs − Breaks × target (d20 ± highest d6, modifier +0)",
    note: "Buffs and Breaks cancel one for one; the net count of d6 is rolled and the highest is added (Buffs) or subtracted (Breaks).",
    rows: { key: "net", label: "net Buffs", values: NET_BUFFS.map(signed) },
    columns: { key: "target", label: "target", values: TARGETS },
    cells: NET_BUFFS.map((n) =>
      TARGETS.map((t) => checkOdds({ modifier: 0, net: n, target: t, ties: o.checkTies }).success),
    ),
  };
}

export function lucidityRollGrid(o: LucidityOptions): OddsGrid {
  const adds = o.lucidityRollAttribute === "add-to-target";
  return {
    id: "lucidity",
    title: "Lucidity roll: current Lucidity × attribute modifier (d20 ≤ target)",
    note: adds
      ? "P(d20 ≤ Lucidity + attribute modifier); a success spends 1 Lucidity."
      : "P(d20 ≤ Lucidity); this ruleset adds no attribute (lucidityRollAttribute: ignore).",
    rows: { key: "lucidity", label: "current Lucidity", values: LUCIDITY },
    columns: { key: "modifier", label: "attribute modifier", values: MODIFIERS.map(signed) },
    cells: LUCIDITY.map((l) => MODIFIERS.map((m) => lucidityOdds(lucidityTarget(l, m, 0, o)))),
  };
}

export const lucidityOddsTable: OddsTableSource = {
  base: "lucidity",
  grids(ruleset, options) {
    const o = options as LucidityOptions;
    const names = termNames(
      ruleset,
      "attributes",
      ATTRIBUTES.map((a) => o.attributeNames[a] ?? ATTRIBUTE_INFO[a].name),
    );
    return {
      check: `d20 + an attribute modifier (${names.join(", ")}) + skill rank ± the highest Buff/Break d6, meeting the GM's target; the Lucidity roll is d20 at or under Lucidity + the attribute`,
      tables: [lucidityCheckGrid(o), lucidityBuffGrid(o), lucidityRollGrid(o)],
    };
  },
};
