// Exact odds shared by the actions. A single check's chances come from the check core's
// `checkOdds`; a contest or an extended round needs more than its marginals (a contest compares
// two totals *and* their crit classes, DE-CONT-3), so `pairs` gives the joint distribution of
// (total, crit class) by the same enumeration of face tuples the check core uses.

import type { Outcomes } from "../../../engine/ruleset.js";
import type { CheckBuild } from "../character/index.js";
import {
  type CheckRequest,
  CRIT_CLASSES,
  type CritClass,
  checkOdds,
  classifyCrit,
  dieSizes,
  keptIndices,
  MAX_ODDS_OUTCOMES,
  netAdvantage,
  resolveCheckOptions,
} from "../check/index.js";
import { forEachTuple } from "../check/odds.js";
import type { DiceEngineOptions } from "../options.js";

/** A (total, crit class) pair of one check and its probability. */
export interface TotalCrit {
  total: number;
  crit: CritClass;
  p: number;
}

/**
 * Every (total, crit class) a check can end with, with its probability. Refuses pools past the
 * check core's limit, as `checkOdds` does, rather than enumerating for minutes.
 */
export function pairs(request: CheckRequest, o: DiceEngineOptions): TotalCrit[] {
  const opts = resolveCheckOptions(o);
  const net = netAdvantage(request.advantage, request.disadvantage, request.unskilled);
  const sizes = dieSizes(request.training, net, opts);
  const outcomes = sizes.reduce((p, s) => p * s, 1);
  if (outcomes > MAX_ODDS_OUTCOMES)
    throw new RangeError(
      `exact odds of ${sizes.length} dice (${outcomes} outcomes) exceed ${MAX_ODDS_OUTCOMES}`,
    );
  const thresholds = sizes.map((_, i) => request.critThresholds[i] ?? opts.critThreshold);
  const focus = request.attack || request.unskilled ? 0 : request.focusRating;
  const flat = request.stat + focus + request.modifiers.reduce((s, m) => s + m, 0);
  const counts = new Map<string, number>();
  forEachTuple(sizes, (faces) => {
    const [a, b] = keptIndices(faces, net);
    const c = classifyCrit([faces[a]!, faces[b]!], [thresholds[a]!, thresholds[b]!], opts);
    const key = `${faces[a]! + faces[b]! + c.rollBonus + flat}|${c.crit}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  return [...counts].map(([key, n]) => {
    const [total, crit] = key.split("|") as [string, CritClass];
    return { total: Number(total), crit, p: n / outcomes };
  });
}

/** A check's outcome forced before any die is thrown (Blind/Deaf, Better Balance II), or null. */
export function forced(b: CheckBuild): "fail" | "success" | null {
  return b.autoFail ? "fail" : b.noCheck ? "success" : null;
}

/**
 * The exact outcomes of one character's check: success/failure against `dc`, or `rolled` when the
 * table gives no DC. Chances are the crit classes of the kept pair; distributions the total and,
 * with a DC, the degrees (of success positive, of failure zero or negative, as the CLI prints them).
 */
export function checkOutcomes(b: CheckBuild, o: DiceEngineOptions, dc?: number): Outcomes {
  const f = forced(b);
  if (f !== null) {
    // Nothing is rolled: a forced failure counts as 0 degrees and a forced success as 1, as
    // `rollBuilt` records them.
    return {
      partition: f === "fail" ? { failure: 1 } : { success: 1 },
      chances: {},
      distributions: dc === undefined ? {} : { degrees: [[f === "fail" ? 0 : 1, 1]] },
      truncated: 0,
    };
  }
  const request = dc === undefined ? b.request : { ...b.request, target: dc };
  const odds = checkOdds(request, o);
  const share = (n: number) => n / odds.outcomes;
  const chances = Object.fromEntries(
    CRIT_CLASSES.filter((c) => c !== "none").map((c) => [c, share(odds.crit[c])]),
  );
  const total: [number, number][] = [...odds.total].map(([t, n]) => [t, share(n)]);
  if (!odds.vsTarget) return { partition: { rolled: 1 }, chances, distributions: { total }, truncated: 0 };
  const vs = odds.vsTarget;
  const degrees: [number, number][] = [
    ...[...vs.dof].map(([d, n]): [number, number] => [d === 0 ? 0 : -d, share(n)]),
    ...[...vs.dos].map(([d, n]): [number, number] => [d, share(n)]),
  ].sort((x, y) => x[0] - y[0]);
  return {
    partition: { success: share(vs.success), failure: share(vs.failure) },
    chances,
    distributions: { total, degrees },
    truncated: 0,
  };
}
