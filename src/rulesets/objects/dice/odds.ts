// Exact odds of a pool: the number of successes among n independent dice, each succeeding with the
// same chance, is binomial. Computed in log space so pools of thousands of dice stay accurate; there
// is no upper limit on a pool (OBJ-DICE-2).

import type { ObjOptions } from "../options/schema.js";
import { type Die, effectiveDifficulty } from "./roll.js";

/** OBJ-MOD-4, OBJ-ALT-1: the chance one die succeeds, (sides − TN + 1) / sides within 0…1. */
export function perDieChance(die: Die): number {
  return Math.min(1, Math.max(0, (die.sides - die.targetNumber + 1) / die.sides));
}

const lnFact: number[] = [0, 0];

function lnFactorial(n: number): number {
  while (lnFact.length <= n) lnFact.push(lnFact[lnFact.length - 1]! + Math.log(lnFact.length));
  return lnFact[n]!;
}

/** P(k successes) for k = 0 … n. */
export function successPmf(n: number, p: number): number[] {
  const out = new Array<number>(n + 1).fill(0);
  if (p <= 0) {
    out[0] = 1;
    return out;
  }
  if (p >= 1) {
    out[n] = 1;
    return out;
  }
  if (n <= 60) {
    // Small pools: the product recurrence, exact to rounding.
    let v = (1 - p) ** n;
    const ratio = p / (1 - p);
    for (let k = 0; k <= n; k++) {
      out[k] = v;
      v = (v * (n - k) * ratio) / (k + 1);
    }
    return out;
  }
  lnFactorial(n);
  const lp = Math.log(p);
  const lq = Math.log1p(-p);
  for (let k = 0; k <= n; k++)
    out[k] = Math.exp(lnFact[n]! - lnFact[k]! - lnFact[n - k]! + k * lp + (n - k) * lq);
  return out;
}

/** P(at least k successes). */
export function atLeast(pmf: readonly number[], k: number): number {
  if (k <= 0) return 1;
  let s = 0;
  for (let i = k; i < pmf.length; i++) s += pmf[i]!;
  return Math.min(1, s);
}

export interface TaskOdds {
  success: number;
  failure: number;
  impossible: number;
  /** Successes as [count, probability]; an impossible pool scores 0 for sure. */
  successes: [number, number][];
}

export function taskOdds(
  pool: { size: number; impossible: string | null },
  difficulty: number,
  die: Die,
  o: ObjOptions,
): TaskOdds {
  if (pool.impossible !== null) return { success: 0, failure: 0, impossible: 1, successes: [[0, 1]] };
  const pmf = successPmf(pool.size, perDieChance(die));
  const success = atLeast(pmf, effectiveDifficulty(difficulty, pool.size, o));
  return {
    success,
    failure: 1 - success,
    impossible: 0,
    successes: pmf.map((p, k) => [k, p] as [number, number]),
  };
}
