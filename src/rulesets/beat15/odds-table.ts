// The Beat-15 odds table: d20 + stat against a target on the ladder (B15-CORE-2, B15-TN-3..6),
// exact, for stats from -2 to +12 and every rung from the ladder's floor to 39. Advantages and
// disadvantages move the target by rungs (B15-IMP-*), so a column to the left is one advantage;
// other modifiers add to the stat the same way. The table's natural-face options are applied.

import { type OddsGrid, type OddsTableSource, termNames } from "../../engine/facets/odds-table.js";
import { checkRules } from "./actions/check-core.js";
import { type B15Options, fixedStats, statLabel } from "./character/options.js";
import { PRINTED_LADDER, STEP } from "./data/ladder.js";
import { checkOdds } from "./rules/check.js";
import { rat, toNumber } from "./rules/rational.js";

export const STAT_RANGE: readonly [number, number] = [-2, 12];

export function beat15Grid(o: B15Options): OddsGrid {
  const stats = Array.from({ length: STAT_RANGE[1] - STAT_RANGE[0] + 1 }, (_, i) => STAT_RANGE[0] + i);
  const low = o.ladderMin ?? STEP;
  const high = Math.min(o.ladderMax ?? PRINTED_LADDER[PRINTED_LADDER.length - 1]!, 39);
  const targets = PRINTED_LADDER.filter((t) => t >= low && t <= high);
  const rules = checkRules(o);
  const faces = [
    o.naturalTwentyAutoSuccess ? "a natural 20 always succeeds" : null,
    o.naturalOneAutoFailure ? "a natural 1 always fails" : null,
  ].filter(Boolean);
  return {
    id: "check",
    title: "Stat × target (d20 + stat ≥ target)",
    note: `P(d20 + stat ≥ target) for a lone roller; a tie succeeds${faces.length > 0 ? `; ${faces.join(", ")}` : "; no face is special"}. Each advantage moves the target one rung (${STEP}) down.`,
    rows: { key: "stat", label: "stat + modifiers", values: stats },
    columns: { key: "target", label: "target number", values: [...targets] },
    cells: stats.map((s) =>
      targets.map((t) => toNumber(checkOdds({ bonuses: [rat(s)], target: t }, rules).success)),
    ),
  };
}

export const beat15OddsTable: OddsTableSource = {
  base: "beat15",
  grids(ruleset, options) {
    const o = options as B15Options;
    const fixed = fixedStats(o);
    const stats = termNames(ruleset, "stats", fixed?.map((s) => statLabel(o, s.id)) ?? []);
    return {
      check: `d20 + a stat${stats.length > 0 ? ` (${stats.join(", ")})` : ""} + modifiers, meeting or beating a target on the ladder (3, 6 … 39)`,
      tables: [beat15Grid(o)],
    };
  },
};
