// Asphyxiation's numbers (DE-COND-9..12). The sequence itself runs in advance.ts on the shared
// timeline; these are the pure pieces it and the sheet use.

import type { Stat, StatBlock } from "../check/stats.js";
import type { Happening } from "../health/log.js";
import { minutesToInitiative } from "../health/vitals.js";
import type { ConditionBearer } from "./apply.js";
import { inForce } from "./state.js";

/** DE-COND-9: breath is held max(1, Endurance) minutes = 120 initiative a minute. */
export function breathHoldInitiative(endurance: number, minMinutes = 1): number {
  return minutesToInitiative(Math.max(minMinutes, endurance));
}

/** DE-COND-10: the n-th check after breath runs out (n from 0) is DC 10 + n. */
export function asphyxiationDc(checksMade: number, base = 10, step = 1): number {
  return base + step * checksMade;
}

/** DE-COND-12: every 10 asphyxiation damage costs 1 point of each of the four mental stats. */
export function asphyxiationStatLoss(totalDamage: number, per = 10): number {
  return Math.floor(totalDamage / per);
}

/**
 * DE-COND-12: lowers each stat by `by`, stopping at `min` (−4 in core); the loss is permanent, so the
 * result goes back onto the character file, not into a condition.
 */
export function lowerStats(
  stats: StatBlock,
  which: readonly Stat[],
  by: number,
  min: number,
  now: number,
): { stats: StatBlock; happenings: Happening[] } {
  const next = { ...stats };
  const happenings: Happening[] = [];
  for (const s of which) {
    // A stat already below the floor stays where it is (nothing is raised, and nothing logged).
    const to = Math.min(next[s], Math.max(min, next[s] - by));
    if (to !== next[s])
      happenings.push({ kind: "statLowered", at: now, stat: s, from: next[s], to, reason: "asphyxiation" });
    next[s] = to;
  }
  return { stats: next, happenings };
}

/**
 * DE-COND-10: the character lets its breath go before it has to (checks and damage start now). Any
 * condition holding a breath counts: Asphyxiated, or a setting's own condition with the asphyxiation
 * effect (only those carry `breath`).
 */
export function stopHoldingBreath<V extends ConditionBearer>(view: V, now: number): V {
  const conditions = view.conditions.map((c) => {
    if (!c.breath || c.breath.stoppedAt !== null || !inForce(c, now)) return c;
    return { ...c, breath: { ...c.breath, holdUntil: now } };
  });
  return { ...view, conditions };
}
