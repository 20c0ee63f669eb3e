// Modifiers, totals and the Rounding Rule.
//   B15-TERM-2  a plain modifier keeps its sign;
//   B15-TERM-3  a bonus whose value comes out negative counts 0;
//   B15-TERM-4  a penalty whose value comes out positive counts 0 (penalties are stored negative);
//   B15-CORE-1  total = d20 face + one stat + every modifier;
//   B15-RND-1..3 fractions are kept exactly and the end result is rounded once, down.
// Each clamp applies to one modifier's own value before anything is summed, never to the sum.

import { add, floor, type Rational, rat, sum, trunc, ZERO } from "./rational.js";

export type ModifierKind = "modifier" | "bonus" | "penalty";

export interface Modifier {
  kind: ModifierKind;
  /** The value as computed, sign included ("a penalty of 2" is −2). */
  value: Rational;
  label: string;
  /** Who added it, for the log (B15-TERM-1): "GM", a player, "table"… */
  by: string;
}

export type RoundingMode = "floor" | "truncate";

/** What one modifier adds to a roll once its kind's clamp is applied (B15-TERM-2..4). */
export function effectiveValue(kind: ModifierKind, value: Rational): Rational {
  if (kind === "bonus" && value.n < 0n) return ZERO;
  if (kind === "penalty" && value.n > 0n) return ZERO;
  return value;
}

/** The sum of every modifier after its own clamp (exact). */
export function modifierSum(mods: readonly Pick<Modifier, "kind" | "value">[]): Rational {
  return sum(mods.map((m) => effectiveValue(m.kind, m.value)));
}

/** A roll's exact total before rounding (B15-CORE-1): face + stat + modifiers. */
export function exactTotal(face: number, stat: Rational, mods: readonly Pick<Modifier, "kind" | "value">[]) {
  return add(add(rat(face), stat), modifierSum(mods));
}

/** The Rounding Rule: round the end result once (B15-RND-1..3). */
export function roundEnd(x: Rational, mode: RoundingMode): number {
  return mode === "floor" ? floor(x) : trunc(x);
}

/**
 * The draft's "halve two values and add them" formula, its example of the Rounding Rule (Stress and
 * Vitality, B15-RND-4): both halves stay exact and only the sum is rounded.
 */
export function halveAndAdd(a: number, b: number, mode: RoundingMode): number {
  return roundEnd(add(rat(a, 2), rat(b, 2)), mode);
}
