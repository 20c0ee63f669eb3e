// Generating attributes (LUC-GEN-1..4): 4d6 drop the lowest, seven times; each score turns into a
// modifier through the table. The exact score distribution comes from enumerating all 6⁴ throws.

import type { DiceSource } from "../../../dice/index.js";
import { EngineError } from "../../../engine/errors.js";
import { ATTRIBUTES, type Attr, type Attributes, FIXED_ARRAY, MODIFIER_TABLE } from "../data/attributes.js";

export const D6 = [1, 2, 3, 4, 5, 6] as const;
export const D20 = Array.from({ length: 20 }, (_, i) => i + 1);

/** Score of one 4d6-drop-lowest throw: the three highest faces. */
export function scoreOf(faces: readonly number[]): number {
  if (faces.length !== 4) throw new EngineError("invalid", "an attribute roll is exactly 4d6", ["faces"]);
  const sorted = [...faces].sort((a, b) => b - a);
  return sorted[0]! + sorted[1]! + sorted[2]!;
}

/** LUC-GEN-2: the modifier of a 3–18 score. */
export function modifierOf(score: number): number {
  const band = MODIFIER_TABLE.find(([lo, hi]) => score >= lo && score <= hi);
  if (!band) throw new EngineError("invalid", `a score is 3–18, not ${score}`, ["score"]);
  return band[2];
}

export interface AttributeRoll {
  faces: number[];
  score: number;
  modifier: number;
}

/** One attribute: four d6 through the dice source. */
export function rollAttribute(dice: DiceSource): AttributeRoll {
  const faces = [0, 1, 2, 3].map(() => dice.roll(D6, "d6 (attribute)"));
  const score = scoreOf(faces);
  return { faces, score, modifier: modifierOf(score) };
}

/** LUC-GEN-1: seven rolls, in order. */
export function rollSeven(dice: DiceSource): AttributeRoll[] {
  return ATTRIBUTES.map(() => rollAttribute(dice));
}

/** Exact P(score) for 4d6 drop lowest, as counts out of 1296. */
export function scoreCounts(): Map<number, number> {
  const counts = new Map<number, number>();
  for (const a of D6)
    for (const b of D6)
      for (const c of D6)
        for (const d of D6) {
          const s = scoreOf([a, b, c, d]);
          counts.set(s, (counts.get(s) ?? 0) + 1);
        }
  return counts;
}

export function scoreDistribution(): [number, number][] {
  return [...scoreCounts()].sort((x, y) => x[0] - y[0]).map(([s, n]) => [s, n / 1296]);
}

/** Same multiset of numbers? Used to check that an assignment uses exactly the rolled or array values. */
export function sameMultiset(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort((p, q) => p - q);
  const y = [...b].sort((p, q) => p - q);
  return x.every((v, i) => v === y[i]);
}

/**
 * LUC-GEN-3: assigns seven values to the attributes. `priority` lists the attributes from the one
 * that gets the highest value to the one that gets the lowest; in-order assignment ignores it.
 */
export function assignValues(
  values: readonly number[],
  priority: readonly Attr[] | null,
  inOrder: boolean,
): Attributes {
  if (inOrder || priority === null) {
    return Object.fromEntries(ATTRIBUTES.map((a, i) => [a, values[i]!])) as Attributes;
  }
  const sorted = [...values].sort((a, b) => b - a);
  return Object.fromEntries(priority.map((a, i) => [a, sorted[i]!])) as Attributes;
}

/** LUC-GEN-4: the array assigned as given must be exactly the fixed array, nothing mixed in. */
export function checkArrayAssignment(a: Attributes): void {
  const values = ATTRIBUTES.map((k) => a[k]);
  if (!sameMultiset(values, FIXED_ARRAY)) {
    throw new EngineError(
      "invalid",
      `the fixed array is +2, +1, +1, +1, +0, +0, −1 exactly; got ${values.map(signed).join(", ")} (rolled and array values cannot be mixed)`,
      ["attributes"],
    );
  }
}

export function sum(values: readonly number[]): number {
  return values.reduce((s, v) => s + v, 0);
}

/** +2, 0, −1 with a real minus sign. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "+0";
}
