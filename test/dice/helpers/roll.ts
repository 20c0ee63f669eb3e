// Helpers for reading roll results in tests.

import {
  type DiceResult,
  type DieResult,
  facesSource,
  type RollNode,
  type RollResult,
  roll,
} from "../../../src/dice/index.js";

/** Rolls with physical faces given in order. */
export const withFaces = (expr: string, faces: number[]): RollResult => roll(expr, facesSource(faces));

/** Each die's value, in the order of the result. */
export const values = (r: RollResult): number[] => r.dice.map((d) => d.value);

/** One field of each die, in the order of the result. */
export const flags = (r: RollResult, key: keyof DieResult): unknown[] => r.dice.map((d) => d[key]);

/** The node as a dice term (fails the test when it is not one). */
export function asDice(n: RollNode): DiceResult {
  if (n.type !== "dice") throw new Error(`expected a dice node, got ${n.type}`);
  return n;
}
