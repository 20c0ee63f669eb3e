// The Dice Engine odds table: 2d10 + one stat against a DC, meet or beat (DE-ROLL-4, DE-DOS-4),
// exact from check/odds.ts's `checkOdds` — the function the check action shows before a roll — for
// every stat value the book allows (−4…+5, DE-STAT-2) and DCs 5…25, one grid per training
// (none, Proficiency's d12, Expertise's two d12s, DE-PROF-1/2) and net advantage level (−2…+2,
// DE-ADV-1..5: each level one more die, keep the best or worst two). Criticals count as the table's
// options say (DE-CRIT-*): semi-criticals add to the total, double 1s always fail, and a
// super-critical succeeds outright only if `superCritAutoSucceedsChecks` (the book: attacks only).

import { type OddsGrid, type OddsTableSource, termNames } from "../../engine/facets/odds-table.js";
import { CORE_STATS } from "./catalogue/stats.js";
import { checkOdds } from "./check/odds.js";
import { type CheckOptions, resolveCheckOptions } from "./check/options.js";
import type { DiceEngineOptions } from "./options.js";

export const STAT_RANGE: readonly [number, number] = [-4, 5];
export const DC_RANGE: readonly [number, number] = [5, 25];
export const ADVANTAGE_LEVELS: readonly number[] = [-2, -1, 0, 1, 2];
export const TRAININGS = ["none", "proficient", "expert"] as const;
export type Training = (typeof TRAININGS)[number];

const range = ([lo, hi]: readonly [number, number]) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);

/** "+2 advantage", "no advantage", "−1 (disadvantage)". */
function levelText(level: number): string {
  if (level === 0) return "no advantage";
  return level > 0 ? `advantage ${level}` : `disadvantage ${-level}`;
}

/** The dice rolled, for the grid's note: "2d10", "d12 + d10 + 2d10 keep the best two"… */
function diceText(training: Training, level: number, o: CheckOptions): string {
  const base = training === "none" ? "2d10" : training === "proficient" ? "d12 + d10" : "2d12";
  if (level === 0) return base;
  const extraD12 = training === "expert" || (training === "proficient" && o.advantageDieFollowsProficiency);
  const n = Math.abs(level);
  const extra = `${n}d${extraD12 ? 12 : 10}`;
  return `${base} + ${extra}, keep the ${level > 0 ? "best" : "worst"} two`;
}

const TRAINING_TITLE: Record<Training, string> = {
  none: "Untrained",
  proficient: "Proficient",
  expert: "Expert",
};

/** P(success) of a lone, non-attack check with this stat, training and net level against the DC. */
export function diceEngineCell(
  stat: number,
  dc: number,
  level: number,
  training: Training,
  o: CheckOptions,
): number {
  const odds = checkOdds(
    {
      stat,
      training,
      advantage: Math.max(0, level),
      disadvantage: Math.max(0, -level),
      target: dc,
    },
    o,
  );
  return odds.vsTarget!.success / odds.outcomes;
}

// Up to four d12s a cell: 3,150 cells would take seconds each time. The stat is a flat addition to
// the dice (DE-ROLL-4), so stat s against DC d is the same check as stat 0 against DC d − s: a
// grid needs one enumeration per distinct DC − stat, kept per options (the test checks cells made
// both ways against each other and against a brute-force enumeration).
const memo = new Map<string, number>();

function cellOf(stat: number, dc: number, level: number, training: Training, o: CheckOptions): number {
  const key = `${JSON.stringify(o)}|${training}|${level}|${dc - stat}`;
  let p = memo.get(key);
  if (p === undefined) {
    p = diceEngineCell(0, dc - stat, level, training, o);
    if (memo.size > 10_000) memo.clear();
    memo.set(key, p);
  }
  return p;
}

export function diceEngineGrid(training: Training, level: number, options: DiceEngineOptions): OddsGrid {
  const o = resolveCheckOptions(options);
  const stats = range(STAT_RANGE);
  const dcs = range(DC_RANGE);
  const crits = `kept faces of ${o.critThreshold}+ add 2 each (${o.superCritRollBonus} for both), double 1s fail${o.superCritAutoSucceedsChecks ? ", a super-critical always succeeds" : ""}`;
  return {
    id: `${training}${level === 0 ? "" : level > 0 ? `-adv${level}` : `-dis${-level}`}`,
    title: `${TRAINING_TITLE[training]}, ${levelText(level)}: stat × DC (${diceText(training, level, o)})`,
    note: `P(${diceText(training, level, o)} + stat ≥ DC) for one character, no focus or modifiers (each +1 is one column to the left); ${crits}.`,
    rows: { key: "stat", label: "stat", values: stats },
    columns: { key: "dc", label: "DC", values: dcs },
    cells: stats.map((s) => dcs.map((dc) => cellOf(s, dc, level, training, o))),
  };
}

export const diceEngineOddsTable: OddsTableSource = {
  base: "dice-engine",
  grids(ruleset, options) {
    const o = options as DiceEngineOptions;
    const stats = termNames(
      ruleset,
      "stats",
      CORE_STATS.map((s) => s.name),
    );
    const tables: OddsGrid[] = [];
    for (const training of TRAININGS)
      for (const level of ADVANTAGE_LEVELS) tables.push(diceEngineGrid(training, level, o));
    return {
      check: `2d10 + one stat (${stats.join(", ")}) + focus and modifiers, meeting or beating the DC; Proficiency makes one die a d12 and Expertise both; each level of advantage or disadvantage rolls one more die and keeps the best or worst two`,
      tables,
    };
  },
};
