// The die ladder and stepping (L13-DICE-1..3, L13-STEP-1..8). A slot's dice are described by one
// whole number, its step value: 0 is no die, 1..5 are d4..d12, and above 5 is an overflow group.
// Every step modifier just moves that number, which makes stepping down the exact inverse of
// stepping up (L13-STEP-6) and lets several modifiers be netted before they touch a die.

import { L13Error, type L13Path } from "./errors.js";
import type { L13DiceOptions } from "./options.js";

/** The only gameplay dice (L13-DICE-1). */
export type DieSize = 4 | 6 | 8 | 10 | 12;
export const DIE_SIZES: readonly DieSize[] = [4, 6, 8, 10, 12];

/** A slot's size as a step value: 0 = none, 1..5 = d4..d12, above 5 = an overflow group. */
export type StepValue = number;

/** What a slot starts from: one die, no die, or a group of dice already past d12 (e.g. [12, 4]). */
export type SlotBase = DieSize | "none" | readonly DieSize[];

export type OverflowMode = L13DiceOptions["overflowMode"];
export type StepResolution = L13DiceOptions["stepResolution"];

/**
 * A safety limit, not a rule: the book lets stepping go on forever, but a step value of 500 is
 * already a hundred d12s, and an accidental 1e9 should be an error rather than an out-of-memory.
 */
export const MAX_STEP_VALUE = 500;

export function isDieSize(x: unknown): x is DieSize {
  return x === 4 || x === 6 || x === 8 || x === 10 || x === 12;
}

/** L13-DICE-1: refuses anything but d4..d12, naming the field. */
export function assertDieSize(x: unknown, path: L13Path): DieSize {
  if (!isDieSize(x)) {
    throw new L13Error(
      "bad_die",
      path,
      `a Lucky 13 die must be a d4, d6, d8, d10 or d12 (4, 6, 8, 10 or 12), not ${JSON.stringify(x)}`,
    );
  }
  return x;
}

/** Ladder index: d4 → 1 … d12 → 5, none → 0. Also the assist steps of a helper's die (L13-ASSIST-2). */
export function ladderIndex(size: DieSize | "none"): number {
  return size === "none" ? 0 : size / 2 - 1;
}

/** The die at ladder index 1..5. */
export function dieAtIndex(index: number): DieSize {
  const size = (index + 1) * 2;
  if (!Number.isInteger(index) || !isDieSize(size)) {
    throw new L13Error("bad_step", [], `ladder index must be 1..5, not ${index}`);
  }
  return size;
}

/** L13-DICE-3: d4 < d6 < d8 < d10 < d12 (and none below all). Negative, zero or positive like a sort. */
export function compareDice(a: DieSize | "none", b: DieSize | "none"): number {
  return ladderIndex(a) - ladderIndex(b);
}

/** The dice of a step value (L13-STEP-5): q d12s and one die of index r + 1, or d12 + d4 per step. */
export function diceOfStep(step: StepValue, mode: OverflowMode): DieSize[] {
  if (!Number.isInteger(step) || step < 0 || step > MAX_STEP_VALUE) {
    throw new L13Error(
      "bad_step",
      [],
      `a step value must be a whole number in 0..${MAX_STEP_VALUE}, not ${step}`,
    );
  }
  if (step === 0) return [];
  if (step <= 5) return [dieAtIndex(step)];
  if (mode === "addD4Each") return [12, ...new Array<DieSize>(step - 5).fill(4)];
  const q = Math.floor((step - 1) / 5);
  const r = (step - 1) % 5;
  return [...new Array<DieSize>(q).fill(12), dieAtIndex(r + 1)];
}

/** The step value of a slot's base; a group must have the shape its overflow mode produces. */
export function stepValueOf(base: SlotBase, mode: OverflowMode, path: L13Path = []): StepValue {
  if (base === "none") return 0;
  if (!Array.isArray(base)) return ladderIndex(assertDieSize(base, path));
  const group = base as readonly unknown[];
  group.forEach((d, i) => {
    assertDieSize(d, [...path, i]);
  });
  const dice = group as readonly DieSize[];
  if (dice.length === 0) return 0;
  if (dice.length === 1) return ladderIndex(dice[0]!);
  const step =
    mode === "addD4Each" ? 5 + dice.length - 1 : 5 * (dice.length - 1) + ladderIndex(dice[dice.length - 1]!);
  const expected = diceOfStep(Math.min(step, MAX_STEP_VALUE), mode);
  if (expected.length !== dice.length || expected.some((d, i) => d !== dice[i])) {
    const shape = mode === "addD4Each" ? "d12 followed by d4s" : "d12s followed by one die";
    throw new L13Error(
      "bad_step",
      path,
      `an overflow group in ${mode} mode must be ${shape}, not ${show(dice)}`,
    );
  }
  return step;
}

/** L13-STEP-1..6: the dice of a slot after a net number of steps, clamped at none (L13-STEP-4). */
export function stepSlot(base: SlotBase | { step: StepValue }, net: number, mode: OverflowMode): DieSize[] {
  if (!Number.isInteger(net)) throw new L13Error("bad_step", [], `steps must be a whole number, not ${net}`);
  const from = typeof base === "object" && "step" in base ? base.step : stepValueOf(base, mode);
  return diceOfStep(Math.max(0, from + net), mode);
}

/**
 * L13-STEP-7: several modifiers on one slot. `net` adds them all and applies the sum once, so the
 * order does not matter. `sequential` applies them one by one; a die that is stepped away is gone
 * for good (later step-ups do not bring it back), which is exactly why `net` is the default. A slot
 * that starts at none is not "removed": explicit step-ups on it give d4, d6, … (L13-STEP-8).
 */
export function resolveSteps(
  start: StepValue,
  steps: readonly number[],
  resolution: StepResolution,
): StepValue {
  if (resolution === "net") {
    const net = steps.reduce((a, b) => a + b, 0);
    return Math.max(0, start + net);
  }
  let value = start;
  let removed = false;
  for (const s of steps) {
    if (removed) continue;
    const next = Math.max(0, value + s);
    if (value > 0 && next === 0) removed = true;
    value = next;
  }
  return value;
}

/** "d12+d4", or "none" for an empty slot: for messages and labels. */
export function show(dice: readonly number[]): string {
  return dice.length === 0 ? "none" : dice.map((d) => `d${d}`).join("+");
}
