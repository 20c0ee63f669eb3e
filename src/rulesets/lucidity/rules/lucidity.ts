// Lucidity (LUC-LUC-1..10, LUC-REG-1): maximum = level + 13; a Lucidity roll succeeds on a d20 at or
// under current Lucidity + the attribute modifier, and each success spends 1 (with two exceptions).

import type { DiceSource } from "../../../dice/index.js";
import { LUCIDITY_BASE } from "../data/levels.js";
import type { LucidityOptions } from "../options/schema.js";
import { type BuffRoll, buffDistribution, rollBuffs } from "./buffs.js";
import { D20 } from "./generate.js";

/** LUC-LUC-1 */
export function maxLucidity(level: number): number {
  return level + LUCIDITY_BASE;
}

/** LUC-LUC-2: the lowest Lucidity allowed by the options. */
export function lucidityFloor(o: LucidityOptions): number {
  return o.lucidityFloor === "none" ? Number.NEGATIVE_INFINITY : o.lucidityFloor;
}

/** Clamps a Lucidity value to floor … maximum (LUC-LUC-2). */
export function clampLucidity(value: number, max: number, o: LucidityOptions): number {
  return Math.min(max, Math.max(lucidityFloor(o), value));
}

/**
 * LUC-LUC-4, 7: the target is current Lucidity + the relevant attribute (0 when none is named) + any
 * GM modifier (LUC-EXP-6, 13). With `lucidityRollAttribute: ignore` the attribute adds nothing.
 */
export function lucidityTarget(
  current: number,
  attribute: number,
  gmModifier: number,
  o: LucidityOptions,
): number {
  return current + (o.lucidityRollAttribute === "add-to-target" ? attribute : 0) + gmModifier;
}

export interface LucidityRoll {
  face: number;
  target: number;
  /** The Buff/Break die, only with buffsApplyToLucidity: it moves the target. */
  buff: BuffRoll | null;
  success: boolean;
  /** face − target when it failed (the raw degree of failure), else 0. */
  over: number;
}

/** LUC-LUC-4, 9: d20 ≤ target; no special faces. */
export function rollLucidity(target: number, dice: DiceSource, net = 0, buffsApply = false): LucidityRoll {
  const face = dice.roll(D20, "d20 (Lucidity)");
  const buff = buffsApply && net !== 0 ? rollBuffs(net, dice) : null;
  const t = target + (buff?.value ?? 0);
  const success = face <= t;
  return { face, target: t, buff, success, over: success ? 0 : face - t };
}

/** LUC-LUC-4: P(success) = clamp(target, 0, 20) / 20. */
export function lucidityChance(target: number): number {
  return Math.min(20, Math.max(0, target)) / 20;
}

/** The same, when Buffs move the target. */
export function lucidityOdds(target: number, net = 0, buffsApply = false): number {
  if (!buffsApply || net === 0) return lucidityChance(target);
  let p = 0;
  for (const [v, q] of buffDistribution(net)) p += q * lucidityChance(target + v);
  return p;
}

/** LUC-LUC-5: a success spends 1 Lucidity (never below the floor). */
export function afterSuccess(current: number, max: number, o: LucidityOptions): number {
  return clampLucidity(current - 1, max, o);
}
