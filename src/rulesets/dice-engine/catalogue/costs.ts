// Price tables (checklist C.15, C.16, C.18 and the flat prices). Pure arithmetic; the character
// layer decides who may pay which price and when.

/** DE-CREA-8: SP to raise a stat one step at creation, indexed by the value it starts from (0…4). */
export const CREATION_STEP_COST: readonly number[] = [10, 15, 20, 25, 30];
/** DE-CREA-9: SP gained lowering a stat one step at creation, indexed by |value it starts from| (0…3). */
export const CREATION_STEP_GAIN: readonly number[] = [25, 20, 15, 10];

/**
 * DE-CREA-8/9: the SP value of a stat at creation measured from 0: positive values cost the sum of
 * their steps, negative values are worth minus the sum of their gains. Null outside the tables.
 */
export function creationStatValue(v: number): number | null {
  if (!Number.isInteger(v)) return null;
  if (v > CREATION_STEP_COST.length || -v > CREATION_STEP_GAIN.length) return null;
  if (v >= 0) return CREATION_STEP_COST.slice(0, v).reduce((a, b) => a + b, 0);
  return -CREATION_STEP_GAIN.slice(0, -v).reduce((a, b) => a + b, 0);
}

/** DE-CREA-8/9: SP it costs (positive) or gives (negative) to move a stat from `from` to `to` at creation. */
export function creationStatDelta(from: number, to: number): number | null {
  const a = creationStatValue(from);
  const b = creationStatValue(to);
  return a === null || b === null ? null : b - a;
}

/** DE-CREA-10: SP counted against the 250 cap for a stat at `v` (increases only; decreases never offset). */
export function creationIncreaseSpend(v: number, base = 0): number {
  const top = creationStatValue(Math.max(v, 0)) ?? 0;
  const floor = creationStatValue(Math.max(base, 0)) ?? 0;
  return Math.max(0, top - floor);
}

/** DE-STAT-4/5: XP to raise a stat by one from `from` after creation; null at +5 or beyond. */
export function xpStatStepCost(from: number): number | null {
  if (!Number.isInteger(from)) return null;
  if (from < 0) return 50; // the table's blank "Negative → Negative" row: the prose's 50 XP (DE-STAT-5)
  return [100, 150, 200, 300, 500][from] ?? null;
}

/** DE-STAT-4: the XP of several steps, each at its own price. */
export function xpStatRaiseCost(from: number, to: number): number | null {
  let total = 0;
  for (let v = from; v < to; v++) {
    const step = xpStatStepCost(v);
    if (step === null) return null;
    total += step;
  }
  return total;
}

/** DE-STUN-1: the n-th Stun rank costs 100 + 50 × (n − 1) XP. */
export function stunRankCost(n: number): number {
  return 100 + 50 * (n - 1);
}

/** DE-HP-1: the k-th HP purchase costs 25 × 2^(k − 1) XP. */
export function hpIncreaseCost(k: number): number {
  return 25 * 2 ** (k - 1);
}

/** DE-STUN-1: what a Stun rank gives with the book's default (no roll). */
export const STUN_RANK_FIXED_GAIN = 4;

/** DE-PROF-1/2, DE-FOCUS-5: flat prices. */
export const PROFICIENCY_COST = 200;
export const EXPERTISE_COST = 500;
export const FOCUS_RATING_COST = 50;

/** DE-PERK-57: Martial Arts levels (cost, Martial Value). */
export const MARTIAL_ARTS_LEVELS: readonly { level: number; cost: number; martialValue: number }[] = [
  { level: 1, cost: 25, martialValue: 2 },
  { level: 2, cost: 50, martialValue: 4 },
  { level: 3, cost: 100, martialValue: 5 },
  { level: 4, cost: 250, martialValue: 6 },
  { level: 5, cost: 500, martialValue: 8 },
];
