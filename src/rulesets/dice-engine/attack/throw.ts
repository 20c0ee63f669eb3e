// Throwing (DE-THROW-*): placing an object at a point, not a damaging attack. Within the throwing
// range (10 + Strength, inclusive) it lands on target with no roll; up to twice that, a Strength
// check against 10 + the metres beyond the range decides, and a failure scatters with rating 2 — a
// landing farther from the thrower than the target rerolls its direction, keeping the distance.

import type { DiceSource } from "../../../dice/index.js";
import { type CheckResult, rollCheck } from "../check/check.js";
import type { Training } from "../check/pool.js";
import { attackActionCost } from "../tracker/costs.js";
import { fail, ok, type Result } from "../tracker/result.js";
import type { AttackOptions } from "./options.js";
import {
  rollScatterDirection,
  rollScatterDistance,
  type ScatterDirection,
  type ScatterFrame,
  scatterDieSides,
  scatterDirection,
  type Vec,
} from "./scatter.js";

/** DE-THROW-4: a failed throw scatters with this rating. */
export const THROW_SCATTER_RATING = 2;

/** DE-THROW-2/5: 10 + Strength, changed by object or environment data. */
export function throwRange(strength: number, modifier = 0): number {
  return 10 + strength + modifier;
}

/**
 * DE-THROW-3..5: no roll within R; a Strength check with DC 10 + (d − R) up to 2R (metres beyond
 * are rounded up, as every fraction in the book is); beyond 2R no throw.
 */
export function throwDc(range: number, distance: number): Result<number | null> {
  if (distance > 2 * range)
    return fail("refused", ["distance"], `${distance} m is beyond twice the throwing range (${2 * range} m)`);
  if (distance <= range) return ok(null);
  return ok(10 + Math.ceil(distance - range));
}

export const euclidean = (a: Vec, b: Vec): number => Math.hypot(a[0] - b[0], a[1] - b[1]);

export interface ThrowRequest {
  /** The thrower's Strength check: its value and whatever adds to the roll. */
  strength: {
    stat: number;
    training?: Training;
    advantage?: number;
    disadvantage?: number;
    modifiers?: number[];
  };
  thrower: Vec;
  target: Vec;
  /** Object or environment changes to the range. */
  rangeModifier?: number;
  /** The throw distance as the map measures it (DE-MAP-*); default: straight line. */
  distance?: number;
  frame: ScatterFrame;
  /** How "farther from the thrower" is measured for the reroll; default: straight line. */
  measure?: (a: Vec, b: Vec) => number;
  /** DE-THROW-7: a friendly character at the target point, who catches it if it lands there. */
  catcher?: string;
}

export interface ThrowResult {
  cost: number;
  range: number;
  distance: number;
  dc: number | null;
  check: CheckResult | null;
  onTarget: boolean;
  /** Every direction rolled (the last is the one used), the distance dice and metres. */
  scatter: {
    directions: ScatterDirection[];
    dice: number[];
    metres: number;
    noNearerDirection: boolean;
  } | null;
  landing: Vec;
  /** DE-THROW-7: who caught it, at 0 initiative. */
  caughtBy: string | null;
}

const plus = (p: Vec, v: Vec, k: number): Vec => [p[0] + v[0] * k, p[1] + v[1] * k];

/** DE-THROW-1..7: a Throw, from one dice source: the check (if any), direction, distance, rerolls. */
export function rollThrow(req: ThrowRequest, src: DiceSource, opts: AttackOptions): Result<ThrowResult> {
  const measure = req.measure ?? euclidean;
  const range = throwRange(req.strength.stat, req.rangeModifier ?? 0);
  const distance = req.distance ?? measure(req.thrower, req.target);
  const dc = throwDc(range, distance);
  if (!dc.ok) return dc as Result<never>;
  const base = { cost: attackActionCost("throw"), range, distance, dc: dc.value };
  if (dc.value === null)
    return ok({
      ...base,
      check: null,
      onTarget: true,
      scatter: null,
      landing: req.target,
      caughtBy: req.catcher ?? null,
    });
  const check = rollCheck({ ...req.strength, target: dc.value }, src, opts);
  if (check.outcome!.success)
    return ok({
      ...base,
      check,
      onTarget: true,
      scatter: null,
      landing: req.target,
      caughtBy: req.catcher ?? null,
    });

  const first = rollScatterDirection(req.frame, src, opts);
  if (!first.ok) return first as Result<never>;
  const { dice, metres } = rollScatterDistance(THROW_SCATTER_RATING, src);
  const directions = [first.value];
  const farther = (d: ScatterDirection) =>
    measure(req.thrower, plus(req.target, d.vector, metres)) > distance;
  // If no face of the die lands nearer, rerolling could never stop: keep the first roll.
  const sides = scatterDieSides(req.frame.grid);
  const anyNearer = Array.from({ length: sides }, (_, i) => scatterDirection(i + 1, req.frame, opts)).some(
    (d) => d.ok && !farther(d.value),
  );
  if (opts.throwScatterReroll === "reroll" && anyNearer) {
    while (farther(directions[directions.length - 1]!)) {
      const again = rollScatterDirection(req.frame, src, opts);
      if (!again.ok) return again as Result<never>;
      directions.push(again.value);
    }
  }
  const used = directions[directions.length - 1]!;
  return ok({
    ...base,
    check,
    onTarget: false,
    scatter: { directions, dice, metres, noNearerDirection: !anyNearer },
    landing: plus(req.target, used.vector, metres),
    caughtBy: null,
  });
}
