// Gaining conditions (checklist §25.1): applications of one damage instance are merged first
// (DE-DMG-17, DE-COND-5); then, for each, immunity (DE-COND-2), the check against it with
// susceptibility or resilience (DE-COND-3/4, 6), and finally adding it to what the character already
// carries (DE-COND-7, 8). Gaining ElectroShock burns initiative the first time (DE-COND-28).

import type { DefenderView } from "../damage/target.js";
import type { RuleContext } from "../health/context.js";
import type { Happening } from "../health/log.js";
import { type HealthCheck, rollHealthCheck } from "../health/roll.js";
import { minutesToInitiative } from "../health/vitals.js";
import { conditionDef, effectsOfKind } from "./catalog.js";
import { conditionStance } from "./effects.js";
import { type ActiveCondition, activeCondition, type ConditionApplication, inForce } from "./state.js";

/** The parts of a character that gaining and losing conditions reads and writes. */
export type ConditionBearer = Pick<DefenderView, "conditions" | "stats" | "vitals"> &
  Partial<Omit<DefenderView, "conditions" | "stats" | "vitals">>;

/**
 * DE-DMG-17, DE-COND-5: several applications of one condition in a single damage instance become one:
 * ratings add, durations add, and the DC is the highest given plus 1 for each application beyond the
 * first. Order of first appearance is kept.
 */
export function mergeApplications(apps: readonly ConditionApplication[]): ConditionApplication[] {
  const groups = new Map<string, ConditionApplication[]>();
  for (const a of apps) groups.set(a.condition, [...(groups.get(a.condition) ?? []), a]);
  return [...groups.values()].map((g) => {
    if (g.length === 1) return g[0]!;
    const out: ConditionApplication = { condition: g[0]!.condition };
    const ratings = g.filter((a) => a.rating !== undefined);
    if (ratings.length > 0) out.rating = ratings.reduce((s, a) => s + a.rating!, 0);
    const durations = g.filter((a) => a.duration !== undefined);
    if (durations.length > 0) out.duration = durations.reduce((s, a) => s + a.duration!, 0);
    const checks = g.filter((a) => a.check !== undefined);
    if (checks.length > 0) {
      out.check = {
        stat: checks[0]!.check!.stat,
        dc: Math.max(...checks.map((a) => a.check!.dc)) + (g.length - 1),
      };
    }
    const sources = [...new Set(g.map((a) => a.source).filter((s): s is string => s !== undefined))];
    if (sources.length > 0) out.source = sources.join(", ");
    return out;
  });
}

/** DE-COND-6: each degree of success takes 1 off the rating; 0 or less means nothing is applied. */
export function ratingAfterCheck(rating: number, check: { success: boolean; dos: number }): number {
  return check.success ? Math.max(0, rating - check.dos) : rating;
}

export interface Gained<V> {
  view: V;
  /** Initiative to add to the bearer (ElectroShock's burn on gaining, DE-COND-28). */
  initiative: number;
  happenings: Happening[];
}

/**
 * Rolls the check against one (merged) application and applies what is left. Immune characters are
 * never affected and roll nothing (DE-COND-2, 33); an unrated condition is avoided by passing its
 * check, a rated one loses 1 per degree of success (DE-COND-6).
 */
export function resolveApplication<V extends ConditionBearer>(
  view: V,
  app: ConditionApplication,
  ctx: RuleContext,
): Gained<V> {
  const at = ctx.now;
  if (view.vitals.dead) {
    return {
      view,
      initiative: 0,
      happenings: [{ kind: "conditionResisted", at, condition: app.condition, reason: "dead" }],
    };
  }
  const stance = conditionStance(view, app.condition, ctx.catalog);
  if (stance.immune) {
    return {
      view,
      initiative: 0,
      happenings: [{ kind: "conditionResisted", at, condition: app.condition, reason: "immune" }],
    };
  }
  const def = conditionDef(app.condition, ctx.catalog);
  let rating = def.rated ? (app.rating ?? 1) : null;
  const happenings: Happening[] = [];
  let check: HealthCheck | null = null;
  if (app.check) {
    check = rollHealthCheck(
      view,
      { purpose: "resistCondition", stat: app.check.stat, dc: app.check.dc, condition: app.condition },
      ctx.dice,
      ctx.options,
      ctx.now,
      ctx.catalog,
    );
    happenings.push({ kind: "check", at, check });
    const avoided = rating === null ? check.success : ratingAfterCheck(rating, check) === 0;
    if (avoided) {
      happenings.push({ kind: "conditionResisted", at, condition: app.condition, reason: "check" });
      return { view, initiative: 0, happenings };
    }
    if (rating !== null) rating = ratingAfterCheck(rating, check);
  }
  const g = addCondition(view, { ...app, ...(rating !== null ? { rating } : {}) }, ctx);
  return { view: g.view, initiative: g.initiative, happenings: [...happenings, ...g.happenings] };
}

/**
 * Adds a condition that got through (no check here).
 *
 * DE-COND-7: on a character that already has it, a rating adds to the one it has, and a duration
 * restarts from now unless it would end before the current one (a condition without an end keeps
 * having none). DE-COND-8: a new condition's duration starts now. Periodic effects first fire one
 * period later (option `tickFirstAt`, DE-INIT-7).
 */
export function addCondition<V extends ConditionBearer>(
  view: V,
  app: ConditionApplication,
  ctx: Pick<RuleContext, "now" | "options" | "catalog">,
): Gained<V> {
  const now = ctx.now;
  const def = conditionDef(app.condition, ctx.catalog);
  const rating = def.rated ? (app.rating ?? 1) : null;
  const newEnd = app.duration !== undefined ? now + app.duration : null;
  const index = view.conditions.findIndex((c) => c.condition === app.condition && inForce(c, now));

  if (index >= 0) {
    const old = view.conditions[index]!;
    const endsAt = old.endsAt === null || newEnd === null ? null : Math.max(old.endsAt, newEnd);
    const next: ActiveCondition = {
      ...old,
      rating: rating === null ? old.rating : (old.rating ?? 0) + rating,
      endsAt,
    };
    const conditions = view.conditions.map((c, i) => (i === index ? next : c));
    return {
      view: { ...view, conditions },
      initiative: 0,
      happenings: [{ kind: "conditionChanged", at: now, condition: def.id, rating: next.rating, endsAt }],
    };
  }

  const fresh = activeCondition({
    condition: def.id,
    appliedAt: now,
    rating,
    endsAt: newEnd,
    source: app.source ?? null,
  });
  const first = ctx.options.tickFirstAt === "immediate" ? 0 : 1;
  const periodic = effectsOfKind(def, "periodicDamage")[0];
  if (periodic) fresh.nextTickAt = now + first * periodic.every;
  const relief = effectsOfKind(def, "environmentRelief")[0];
  if (relief?.environments.includes("underwater") && view.environment?.underwater) {
    if (ctx.options.burningUnderwaterInterval === 5) fresh.nextDecayAt = now + 5;
  }
  const asphyxiation = effectsOfKind(def, "asphyxiation")[0];
  if (asphyxiation) {
    fresh.breath = {
      holdUntil: now + minutesToInitiative(Math.max(asphyxiation.minMinutes, view.stats.endurance)),
      stoppedAt: null,
      nextCheckAt: null,
      checks: 0,
      damage: 0,
      statLoss: 0,
    };
  }
  // Expired copies of the same condition are replaced, not kept beside the new one.
  const kept = view.conditions.filter((c) => c.condition !== def.id);
  const burn = effectsOfKind(def, "burnOnGain").reduce((s, e) => s + e.initiative, 0);
  const happenings: Happening[] = [{ kind: "conditionAdded", at: now, condition: fresh }];
  if (burn > 0)
    happenings.push({
      kind: "initiative",
      at: now,
      amount: burn,
      reason: `${def.name}: burned on gaining it`,
    });
  return { view: { ...view, conditions: [...kept, fresh] }, initiative: burn, happenings };
}

/** Resolves every application of one damage instance, merged first (DE-DMG-17). */
export function applyConditions<V extends ConditionBearer>(
  view: V,
  apps: readonly ConditionApplication[],
  ctx: RuleContext,
): Gained<V> {
  let initiative = 0;
  const happenings: Happening[] = [];
  for (const app of mergeApplications(apps)) {
    const g = resolveApplication(view, app, ctx);
    view = g.view;
    initiative += g.initiative;
    happenings.push(...g.happenings);
  }
  return { view, initiative, happenings };
}

/**
 * Removes a condition, and with it anything that only lasted "until it ends": the Paralysed that
 * ElectroShock caused (DE-COND-29), and an asphyxiation blackout once the character can breathe (our
 * reading: the book names no other end for it).
 */
export function removeCondition<V extends ConditionBearer>(
  view: V,
  id: string,
  now: number,
  reason: "expired" | "ratingZero" | "passedCheck" | "nextActive" | "removed",
): { view: V; happenings: Happening[] } {
  if (!view.conditions.some((c) => c.condition === id)) return { view, happenings: [] };
  const happenings: Happening[] = [{ kind: "conditionRemoved", at: now, condition: id, reason }];
  const dependants = view.conditions
    .filter((c) => c.condition !== id && c.source === id)
    .map((c) => c.condition);
  let conditions = view.conditions.filter((c) => c.condition !== id);
  for (const d of dependants) {
    conditions = conditions.filter((c) => c.condition !== d);
    happenings.push({ kind: "conditionRemoved", at: now, condition: d, reason: "removed" });
  }
  let vitals = view.vitals;
  // Breathing again ends an asphyxiation blackout: Asphyxiated's, or a setting's own condition with
  // the asphyxiation effect (the one that carries a breath).
  const took = id === "asphyxiated" || view.conditions.some((c) => c.condition === id && c.breath);
  if (took && vitals.unconscious?.cause === "asphyxiation") {
    vitals = { ...vitals, unconscious: null };
    happenings.push({ kind: "woke", at: now, cause: "asphyxiation" });
  }
  return { view: { ...view, conditions, vitals }, happenings };
}
