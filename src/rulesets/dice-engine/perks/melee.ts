// The arithmetic of the Slicer perks (DE-PERK-18..33), for the combat layer to call. Each function
// takes numbers the attack already produced (DoS, crit dice, initiative spent) and returns the
// perk's contribution; nothing here rolls or knows about encounters.

import { type CheckResult, resolveCheck } from "../check/check.js";
import type { CheckOptions } from "../check/options.js";
import type { CheckRequestInput } from "../check/request.js";
import { divDown } from "../check/round.js";

/**
 * DE-PERK-18 with DE-COND-6: the Bleed rating left after the target's Endurance save (DC 13): each
 * degree of success takes 1 off the rating; 0 means no Bleed.
 */
export function slicerBleed(saveTotal: number, rating = 1, dc = 13): number {
  const dos = saveTotal >= dc ? saveTotal - dc + 1 : 0;
  return Math.max(0, rating - dos);
}

/** DE-PERK-20: what Extra Attack remembers between actions. */
export interface ExtraAttackState {
  /** The weapon of the last full-price melee attack, while the discount is on offer. */
  weapon: string | null;
  /** Initiative spent on other actions since that attack. */
  spentSince: number;
}

export const EXTRA_ATTACK_IDLE: ExtraAttackState = { weapon: null, spentSince: 0 };
export const EXTRA_ATTACK_WINDOW = 4;

/** DE-PERK-20: another action spends initiative between attacks. */
export function extraAttackSpend(s: ExtraAttackState, initiative: number): ExtraAttackState {
  return s.weapon === null ? s : { ...s, spentSince: s.spentSince + initiative };
}

/**
 * DE-PERK-20: the cost of an attack with Extra Attack: half (rounded down) if the last full-price
 * melee attack used the same weapon and at most 4 initiative went by; a discounted attack does not
 * offer the discount again.
 */
export function extraAttackCost(
  s: ExtraAttackState,
  attack: { weapon: string; melee: boolean; cost: number },
): { cost: number; state: ExtraAttackState } {
  const discounted = s.weapon === attack.weapon && s.spentSince <= EXTRA_ATTACK_WINDOW;
  if (discounted) return { cost: divDown(attack.cost, 2), state: EXTRA_ATTACK_IDLE };
  return {
    cost: attack.cost,
    state: attack.melee ? { weapon: attack.weapon, spentSince: 0 } : EXTRA_ATTACK_IDLE,
  };
}

/** DE-PERK-22..25: the window of a stance entered with an attack at `at`. */
export function stanceWindow(
  at: number,
  duration: number,
  o: { stanceIncludesTriggeringAttack: boolean },
): { from: number; until: number; triggeringAttackIncluded: boolean } {
  return { from: at, until: at + duration, triggeringAttackIncluded: o.stanceIncludesTriggeringAttack };
}

/**
 * DE-PERK-27: Brutal Swing's extra damage on a hammer hit: rank per semi-critical die (or once per
 * attack with `brutalSwingPerCritDie: false`). `critDice` is the check's crit damage bonus (1 or 2).
 */
export function brutalSwingBonus(
  rank: number,
  critDice: number,
  o: { brutalSwingPerCritDie: boolean },
): number {
  if (critDice <= 0) return 0;
  return rank * (o.brutalSwingPerCritDie ? critDice : 1);
}

/** DE-PERK-28: + metres run in a straight line (4 or more), at most the character's speed. */
export function momentumBonus(metres: number, speed: number, minMetres = 4): number {
  return metres >= minMetres ? Math.min(Math.floor(metres), speed) : 0;
}

/** DE-PERK-29: a failed DC 13 Endurance save after a semi-critical hammer hit costs 2 initiative. */
export function bluntForce(targetInitiative: number, saveTotal: number, dc = 13): number {
  return saveTotal >= dc ? targetInitiative : targetInitiative + 2;
}

/** DE-PERK-30: a reckless hit adds min(DoS, Strength) damage, never negative; a miss adds nothing. */
export function recklessDamage(dos: number, strength: number): number {
  return dos <= 0 ? 0 : Math.max(0, Math.min(dos, strength));
}

/**
 * DE-PERK-31/32: Lethal Edge. The hit is judged with normal thresholds first; on a hit, up to
 * `dice` kept dice showing 9 (but under the normal threshold) count as critical from 9, and the
 * check is re-resolved, which may raise the total, the DoS and the crit damage.
 */
export function declareLethalEdge(
  req: CheckRequestInput,
  faces: readonly number[],
  edge: { dice: number; threshold?: number },
  opts: Partial<CheckOptions> = {},
): CheckResult {
  const first = resolveCheck(req, faces, opts);
  if (!first.outcome?.success) return first;
  const normal = opts.critThreshold ?? 10;
  const threshold = edge.threshold ?? 9;
  const thresholds: number[] = [];
  let left = edge.dice;
  first.dice.forEach((d, i) => {
    if (left > 0 && d.kept && d.face >= threshold && d.face < normal) {
      thresholds[i] = threshold;
      left--;
    }
  });
  if (thresholds.length === 0) return first;
  const filled = Array.from({ length: faces.length }, (_, i) => thresholds[i] ?? normal);
  return resolveCheck({ ...req, critThresholds: filled }, faces, opts);
}
