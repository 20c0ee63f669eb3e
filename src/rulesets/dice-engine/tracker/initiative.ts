// Rolling initiative (DE-INIT-2) and the tracker's units of time (DE-INIT-8/10). The formula is an
// option (default 1d6 − Logic) written with stat ids, so it is expanded by the check core's
// expression rules and rolled or enumerated by the shared dice layer. Initiative dice are not a
// check: no crits, no advantage.

import { type DiceSource, odds, roll } from "../../../dice/index.js";
import { expandExpression } from "../check/expression.js";
import type { StatBlock } from "../check/stats.js";
import type { TrackerOptions } from "./options.js";
import { fail, ok, type Result } from "./result.js";

function expanded(
  stats: Partial<StatBlock>,
  opts: Pick<TrackerOptions, "initiativeFormula">,
): Result<string> {
  try {
    return ok(expandExpression(opts.initiativeFormula, stats as Record<string, number>));
  } catch (e) {
    const word = /"([a-z]+)"/.exec((e as Error).message)?.[1];
    return fail("invalid", word ? ["stats", word] : ["stats"], (e as Error).message);
  }
}

/**
 * DE-INIT-2: rolls initiative. Results may be negative (no clamp): the lowest acts first, so a high
 * Logic acts earlier.
 */
export function rollInitiative(
  stats: Partial<StatBlock>,
  src: DiceSource,
  opts: Pick<TrackerOptions, "initiativeFormula">,
): Result<{ initiative: number; dice: number[] }> {
  const text = expanded(stats, opts);
  if (!text.ok) return text as Result<never>;
  const r = roll(text.value, src);
  return ok({ initiative: r.total, dice: r.dice.map((d) => d.value) });
}

/** DE-INIT-2: the exact distribution of the initiative roll, as [value, probability] pairs. */
export function initiativeOdds(
  stats: Partial<StatBlock>,
  opts: Pick<TrackerOptions, "initiativeFormula">,
): Result<[number, number][]> {
  const text = expanded(stats, opts);
  if (!text.ok) return text as Result<never>;
  return ok(odds(text.value).pairs());
}

/** DE-INIT-10: 2 initiative = 1 second (a run covers speed metres in 2 initiative, "or one second"). */
export const INITIATIVE_PER_SECOND = 2;

export const secondsToInitiative = (s: number): number => s * INITIATIVE_PER_SECOND;
export const initiativeToSeconds = (i: number): number => i / INITIATIVE_PER_SECOND;
export const minutesToInitiative = (m: number): number => secondsToInitiative(m * 60);
export const hoursToInitiative = (h: number): number => minutesToInitiative(h * 60);

/** DE-INIT-8: the book's "round" on a tracker with no rounds is `roundLength` initiative (10). */
export function roundsToInitiative(rounds: number, opts: Pick<TrackerOptions, "roundLength">): number {
  return rounds * opts.roundLength;
}
