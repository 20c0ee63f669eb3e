// Death checks (checklist §24.4). A DC 12 Endurance check — a real check, so crits apply (DE-DEATH-9)
// — made on reaching 0 HP or Res and every 10 initiative after until stabilised (DE-DEATH-2), plus one
// each time damage lands at 0 (DE-DEATH-4), whose success does not count. Three successes stabilise,
// three failures kill (DE-DEATH-3).

import type { HealthView, RuleContext } from "./context.js";
import type { Happening } from "./log.js";
import { rollD6, rollHealthCheck } from "./roll.js";
import { type DeathTally, hoursToInitiative, isDying, type Vitals } from "./vitals.js";

export const DEATH_CHECK = { stat: "endurance", dc: 12, every: 10, limit: 3, stabilisedHoursDie: 6 } as const;

export interface Tallied {
  death: DeathTally;
  /** False for a damage-triggered success (DE-DEATH-4). */
  counted: boolean;
  outcome: "stabilised" | "dead" | null;
}

/** DE-DEATH-3, 4, 5: adds one death check's result to the tallies. */
export function tallyDeathCheck(death: DeathTally, success: boolean, triggeredByDamage: boolean): Tallied {
  const counted = !(success && triggeredByDamage);
  const next = { ...death };
  if (counted) {
    if (success) next.successes = Math.min(DEATH_CHECK.limit, next.successes + 1);
    else next.failures = Math.min(DEATH_CHECK.limit, next.failures + 1);
  }
  // A stabilised character still dies at its third failure (DE-DEATH-5).
  if (next.failures >= DEATH_CHECK.limit)
    return { death: { ...next, nextCheckAt: null }, counted, outcome: "dead" };
  if (!next.stabilised && next.successes >= DEATH_CHECK.limit) {
    return { death: { ...next, stabilised: true, nextCheckAt: null }, counted, outcome: "stabilised" };
  }
  return { death: next, counted, outcome: null };
}

/**
 * Makes one death check and applies its result. First Aid's pending advantage is used up by it
 * (DE-AID-2). A periodic check schedules the next one 10 initiative later (DE-DEATH-2); a
 * damage-triggered one leaves the schedule alone.
 */
export function makeDeathCheck<V extends HealthView>(
  view: V,
  ctx: RuleContext,
  triggeredByDamage: boolean,
): { view: V; happenings: Happening[] } {
  const v = view.vitals;
  if (v.dead) return { view, happenings: [] };
  const aid = v.firstAidChecks > 0 ? 1 : 0;
  const check = rollHealthCheck(
    view,
    { purpose: "deathCheck", stat: DEATH_CHECK.stat, dc: DEATH_CHECK.dc, advantage: aid },
    ctx.dice,
    ctx.options,
    ctx.now,
    ctx.catalog,
  );
  const t = tallyDeathCheck(v.death, check.success, triggeredByDamage);
  const happenings: Happening[] = [
    { kind: "check", at: ctx.now, check },
    {
      kind: "deathTally",
      at: ctx.now,
      success: check.success,
      counted: t.counted,
      successes: t.death.successes,
      failures: t.death.failures,
    },
  ];
  let next: Vitals = { ...v, death: t.death, firstAidChecks: v.firstAidChecks - aid };
  if (t.outcome === "dead") {
    next = { ...next, dead: true };
    happenings.push({ kind: "died", at: ctx.now });
  } else if (t.outcome === "stabilised") {
    const s = stabilise(next, ctx);
    next = s.vitals;
    happenings.push(...s.happenings);
  } else if (!triggeredByDamage && !next.death.stabilised) {
    next = { ...next, death: { ...next.death, nextCheckAt: ctx.now + DEATH_CHECK.every } };
  }
  return { view: { ...view, vitals: next }, happenings };
}

/**
 * DE-DEATH-5, 6, 7: a stabilised character makes no more periodic checks. At 0 HP it sleeps 1d6 hours
 * and then gets 1 Stun back (see wakeIfDue); at 0 Res it sleeps until repaired to 1 Res.
 */
export function stabilise(v: Vitals, ctx: RuleContext): { vitals: Vitals; happenings: Happening[] } {
  const happenings: Happening[] = [{ kind: "stabilised", at: ctx.now }];
  if (v.track.kind === "resilience") {
    const unconscious = { cause: "resilience" as const, since: v.unconscious?.since ?? ctx.now, until: null };
    return { vitals: { ...v, unconscious }, happenings };
  }
  const hours = rollD6(ctx.dice, "hours before waking");
  const until = ctx.now + hoursToInitiative(hours);
  happenings.push(
    { kind: "dice", at: ctx.now, what: "hours before waking", faces: [hours], total: hours },
    { kind: "unconscious", at: ctx.now, cause: "stabilised", until },
  );
  return { vitals: { ...v, unconscious: { cause: "stabilised", since: ctx.now, until } }, happenings };
}

/**
 * DE-HEALTH-8, DE-RES-5: HP or Res has just reached 0. The character falls unconscious and, unless
 * it is being executed (a GM flag), makes its first death check at once; the periodic ones follow
 * every 10 initiative (an execution skips only that first check).
 */
export function reachZero<V extends HealthView>(
  view: V,
  ctx: RuleContext,
  executed = false,
): { view: V; happenings: Happening[] } {
  const v = view.vitals;
  const cause = v.track.kind === "hpStun" ? ("dying" as const) : ("resilience" as const);
  const next: Vitals = {
    ...v,
    unconscious: { cause, since: ctx.now, until: null },
    death: { ...v.death, stabilised: false, nextCheckAt: ctx.now + DEATH_CHECK.every },
  };
  const happenings: Happening[] = [{ kind: "unconscious", at: ctx.now, cause, until: null }];
  const fallen = { ...view, vitals: next };
  if (executed) return { view: fallen, happenings };
  const r = makeDeathCheck(fallen, ctx, false);
  return { view: r.view, happenings: [...happenings, ...r.happenings] };
}

/** DE-DEATH-2: the times of the periodic checks due up to `to`, if nothing changes in between. */
export function deathCheckTimes(v: Vitals, to: number): number[] {
  const out: number[] = [];
  if (!isDying(v) || v.death.nextCheckAt === null) return out;
  for (let t = v.death.nextCheckAt; t <= to; t += DEATH_CHECK.every) out.push(t);
  return out;
}

/**
 * DE-DEATH-2 (Decision): outside combat the same 10-initiative cadence applies, so a GM can resolve a
 * dying character's fate in one loop: makes every periodic check due up to `to`, in order, stopping
 * when the character stabilises or dies.
 */
export function runDeathChecks<V extends HealthView>(
  view: V,
  to: number,
  ctx: Omit<RuleContext, "now">,
): { view: V; happenings: Happening[]; now: number | null } {
  const happenings: Happening[] = [];
  let last: number | null = null;
  while (
    isDying(view.vitals) &&
    view.vitals.death.nextCheckAt !== null &&
    view.vitals.death.nextCheckAt <= to
  ) {
    const at = view.vitals.death.nextCheckAt;
    const r = makeDeathCheck(view, { ...ctx, now: at }, false);
    view = r.view;
    happenings.push(...r.happenings);
    last = at;
  }
  return { view, happenings, now: last };
}

/**
 * DE-HEALTH-9, DE-DEATH-6: unconsciousness with an end time ends when the time comes. A 0-Stun sleeper
 * wakes still at 0 Stun; a stabilised character wakes with 1 Stun (and still 0 HP).
 */
export function wakeIfDue(v: Vitals, now: number): { vitals: Vitals; happenings: Happening[] } {
  const u = v.unconscious;
  if (!u || u.until === null || u.until > now || v.dead) return { vitals: v, happenings: [] };
  const happenings: Happening[] = [];
  let next: Vitals = { ...v, unconscious: null };
  if (u.cause === "stabilised" && next.track.kind === "hpStun") {
    const stun = Math.min(next.track.maxStun, next.track.stun + 1);
    if (stun > next.track.stun) {
      happenings.push({
        kind: "healed",
        at: u.until,
        what: "stun",
        amount: stun - next.track.stun,
        source: "stabilised",
      });
    }
    next = { ...next, track: { ...next.track, stun } };
  }
  happenings.push({ kind: "woke", at: u.until, cause: u.cause });
  return { vitals: next, happenings };
}
