// Throws a built pool. Faces are drawn from one DiceSource in the checklist's order: the ability
// slot (its own die, then its overflow dice, each followed at once by its explosion rerolls; with
// advantage or disadvantage the whole slot is thrown once, then again), then the skill slot, then
// the third slot, then each added die. A `none` slot throws nothing. Seeded and physical dice go
// through the same code, so any roll can be replayed from its faces.

import type { DiceSource } from "../../../dice/index.js";
import { L13Error } from "./errors.js";
import { assertDieSize, type DieSize } from "./ladder.js";
import { type L13DiceOptions, resolveDiceOptions } from "./options.js";
import { buildPool, type Pool, type PoolLike, type PoolSlot } from "./pool.js";
import { type DieRule, dieRule } from "./rules.js";
import type { SlotRole } from "./spec.js";

export interface RolledDie {
  role: SlotRole;
  size: DieSize;
  /** Every face thrown for this die: the first, then each explosion reroll. */
  faces: number[];
  /** Sum of the faces. */
  value: number;
  exploded: boolean;
  /** The first face was 1 (or a reroll was 1 with explosionRerollCanImplode) and the die may implode. */
  imploded: boolean;
  /** False for the dice of a discarded advantage/disadvantage roll; they count for nothing. */
  kept: boolean;
  /** An overflow die a slot gained past d12 (L13-STEP-5). */
  overflow: boolean;
  /** Which throw of its slot this die belongs to: 0, or 1.. for advantage/disadvantage rerolls. */
  attempt: number;
  label?: string;
}

export interface SlotRoll {
  role: SlotRole;
  label?: string;
  dice: DieSize[];
  /** The total of each throw of the slot; one entry unless advantage or disadvantage applied. */
  attempts: number[];
  /** Index into `attempts` of the throw that counts. */
  keptAttempt: number;
  total: number;
}

export interface PoolRoll {
  pool: Pool;
  dice: RolledDie[];
  slots: SlotRoll[];
  /** Sum of every kept face (L13-CHK-7). */
  total: number;
  /** Imploded dice among the kept ones (L13-EXPL-11, L13-EXPL-13). */
  implodedDice: number;
  dilemma: boolean;
  /** 1 per roll with any implosion, or one per imploded die with dilemmaPerImplodedDie. */
  dilemmas: number;
}

/** Asked before each explosion reroll when `explosionPrompt` is true; false declines the reroll. */
export type ExplosionPrompt = (die: { role: SlotRole; size: DieSize; faces: readonly number[] }) => boolean;

export interface RollHooks {
  explosionPrompt?: ExplosionPrompt;
}

/** A safety limit against a source that keeps showing the maximum forever; not a rule. */
export const MAX_EXPLOSION_CHAIN = 10_000;

const FACES: Record<DieSize, readonly number[]> = {
  4: [1, 2, 3, 4],
  6: [1, 2, 3, 4, 5, 6],
  8: [1, 2, 3, 4, 5, 6, 7, 8],
  10: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  12: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
};

/** Throws one die with its explosion chain (L13-EXPL-1, L13-EXPL-4). */
export function rollDie(
  size: DieSize,
  role: SlotRole,
  rule: DieRule,
  source: DiceSource,
  prompt?: ExplosionPrompt,
): Pick<RolledDie, "faces" | "value" | "exploded" | "imploded"> {
  const name = `d${size} (${role})`;
  const faces = [source.roll(FACES[size], name)];
  let imploded = rule.implodes && faces[0] === 1;
  let rerolls = 0;
  while (faces[faces.length - 1] === size && rerolls < rule.maxRerolls) {
    if (prompt && !prompt({ role, size, faces })) break;
    if (++rerolls > MAX_EXPLOSION_CHAIN) {
      throw new L13Error(
        "runaway_roll",
        [],
        `a ${name} exploded more than ${MAX_EXPLOSION_CHAIN} times in a row`,
      );
    }
    const face = source.roll(FACES[size], `d${size} (${role} explosion)`);
    faces.push(face);
    if (face === 1 && rule.rerollImplodes) imploded = true;
  }
  return { faces, value: faces.reduce((a, b) => a + b, 0), exploded: rerolls > 0, imploded };
}

function rollSlot(
  slot: PoolSlot,
  source: DiceSource,
  options: L13DiceOptions,
  prompt: ExplosionPrompt | undefined,
): { dice: RolledDie[]; roll: SlotRoll } {
  const dice: RolledDie[] = [];
  const attempts: number[] = [];
  for (let attempt = 0; attempt < slot.rolls; attempt++) {
    let total = 0;
    slot.dice.forEach((size, k) => {
      const overflow = k > 0;
      const thrown = rollDie(size, slot.role, dieRule(slot.role, overflow, options), source, prompt);
      total += thrown.value;
      dice.push({
        role: slot.role,
        size,
        ...thrown,
        kept: true,
        overflow,
        attempt,
        ...(slot.label === undefined ? {} : { label: slot.label }),
      });
    });
    attempts.push(total);
  }
  // L13-EXPL-11: each throw is complete with its own explosions; keep the higher (or lower), and on
  // a tie the earlier throw. Strict comparison below is what keeps the first of equal throws.
  let keptAttempt = 0;
  for (let a = 1; a < attempts.length; a++) {
    const better =
      slot.keep === "lowest" ? attempts[a]! < attempts[keptAttempt]! : attempts[a]! > attempts[keptAttempt]!;
    if (better) keptAttempt = a;
  }
  for (const d of dice) d.kept = d.attempt === keptAttempt;
  return {
    dice,
    roll: {
      role: slot.role,
      ...(slot.label === undefined ? {} : { label: slot.label }),
      dice: [...slot.dice],
      attempts,
      keptAttempt,
      total: attempts[keptAttempt] ?? 0,
    },
  };
}

/** Throws a pool (or builds one from a spec first). */
export function rollPool(
  input: PoolLike,
  source: DiceSource,
  opts: Partial<L13DiceOptions> = {},
  hooks: RollHooks = {},
): PoolRoll {
  const options = resolveDiceOptions(opts);
  const pool = buildPool(input, options);
  // L13-EXPL-1: with explosionPrompt off every explosion is rerolled; on, the callback may decline.
  const prompt = options.explosionPrompt ? hooks.explosionPrompt : undefined;
  const dice: RolledDie[] = [];
  const slots: SlotRoll[] = [];
  for (const slot of pool.slots) {
    const r = rollSlot(slot, source, options, prompt);
    dice.push(...r.dice);
    slots.push(r.roll);
  }
  const total = slots.reduce((a, s) => a + s.total, 0);
  const implodedDice = dice.filter((d) => d.kept && d.imploded).length;
  const dilemmas = options.dilemmaPerImplodedDie ? implodedDice : Math.min(1, implodedDice);
  return { pool, dice, slots, total, implodedDice, dilemma: implodedDice > 0, dilemmas };
}

/** One die thrown on its own for a role-aware rule: the damage die or the initiative die. */
export function rollSingle(
  role: "damage" | "initiative",
  size: number,
  source: DiceSource,
  opts: Partial<L13DiceOptions> = {},
  hooks: RollHooks = {},
): PoolRoll {
  const die = assertDieSize(size, [role]);
  return rollPool({ slots: [{ role, base: die }] }, source, opts, hooks);
}

/** L13-EXPL-10, L13-WPN-3: a weapon's damage die. */
export function rollDamage(
  size: number,
  source: DiceSource,
  opts: Partial<L13DiceOptions> = {},
  hooks: RollHooks = {},
): PoolRoll {
  return rollSingle("damage", size, source, opts, hooks);
}

/** L13-INIT-1, L13-INIT-7: one Reflex die for initiative. */
export function rollInitiative(
  size: number,
  source: DiceSource,
  opts: Partial<L13DiceOptions> = {},
  hooks: RollHooks = {},
): PoolRoll {
  return rollSingle("initiative", size, source, opts, hooks);
}
