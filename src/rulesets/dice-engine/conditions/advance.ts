// Time passing on the tracker's shared timeline (DE-INIT-7): everything that happens to one character
// between two tracker times, in time order — periodic damage from Burning and Bleed, Burning dying
// down under water, held breath running out and the asphyxiation checks and damage, periodic death
// checks, conditions running out, and waking up. The tracker (another module) owns the clock and
// calls this with the time it moves to; at equal times damage comes first, then checks, then
// expiries, then waking, so a condition that expires at the moment it ticks still ticks once.

import { applyDamage, type DamageContext } from "../damage/apply.js";
import { damageOptions } from "../damage/options.js";
import type { DefenderView } from "../damage/target.js";
import type { RuleContext } from "../health/context.js";
import { makeDeathCheck, wakeIfDue } from "../health/death.js";
import type { Happening } from "../health/log.js";
import { rollDice, rollHealthCheck } from "../health/roll.js";
import { isDying } from "../health/vitals.js";
import { removeCondition } from "./apply.js";
import { asphyxiationDc, asphyxiationStatLoss, lowerStats } from "./asphyxiation.js";
import { type ConditionDef, conditionDef, effectsOfKind } from "./catalog.js";
import type { ActiveCondition } from "./state.js";

export interface Advanced {
  view: DefenderView;
  /** Initiative to add to the character (conditions gained along the way). */
  initiative: number;
  happenings: Happening[];
}

type DueKind = "tick" | "decay" | "breathOut" | "breathCheck" | "deathCheck" | "expire" | "wake";
const ORDER: Record<DueKind, number> = {
  tick: 0,
  decay: 1,
  breathOut: 2,
  breathCheck: 3,
  deathCheck: 4,
  expire: 5,
  wake: 6,
};

interface Due {
  at: number;
  kind: DueKind;
  condition?: string;
}

/** A guard against a schedule that fails to move on (a bug, never a rule). */
const MAX_STEPS = 100_000;

/**
 * Advances one character from `c.now` to `to`, processing everything due in between (inclusive of
 * `to`). Each periodic damage is its own damage instance, applied with applyDamage (EA, Endurance for
 * Bleed, the 0-Stun and death checks all follow).
 */
export function advanceTime(view: DefenderView, to: number, c: DamageContext): Advanced {
  const options = damageOptions(c.options);
  const base: RuleContext = { ...c, options };
  const happenings: Happening[] = [];
  let initiative = 0;
  view = prepareDecay(view, c.now, options.burningUnderwaterInterval, base);

  for (let step = 0; step < MAX_STEPS; step++) {
    if (view.vitals.dead) break;
    const due = nextDue(view, to, base);
    if (!due) break;
    const ctx: RuleContext = { ...base, now: due.at };
    const r = process(view, due, ctx);
    view = r.view;
    initiative += r.initiative;
    happenings.push(...r.happenings);
  }
  return { view, initiative, happenings };
}

function nextDue(view: DefenderView, to: number, ctx: RuleContext): Due | null {
  const all: Due[] = [];
  for (const c of view.conditions) {
    const def = conditionDef(c.condition, ctx.catalog);
    const asphyxiation = effectsOfKind(def, "asphyxiation")[0];
    if (asphyxiation && c.breath) {
      if (c.breath.stoppedAt === null)
        all.push({ at: c.breath.holdUntil, kind: "breathOut", condition: c.condition });
      if (c.breath.nextCheckAt !== null)
        all.push({ at: c.breath.nextCheckAt, kind: "breathCheck", condition: c.condition });
    }
    if (c.nextTickAt !== null) all.push({ at: c.nextTickAt, kind: "tick", condition: c.condition });
    if (c.nextDecayAt !== null) all.push({ at: c.nextDecayAt, kind: "decay", condition: c.condition });
    if (c.endsAt !== null) all.push({ at: c.endsAt, kind: "expire", condition: c.condition });
  }
  const v = view.vitals;
  if (isDying(v) && v.death.nextCheckAt !== null) all.push({ at: v.death.nextCheckAt, kind: "deathCheck" });
  if (v.unconscious?.until != null) all.push({ at: v.unconscious.until, kind: "wake" });
  const ready = all.filter((d) => d.at <= to);
  ready.sort((a, b) => a.at - b.at || ORDER[a.kind] - ORDER[b.kind]);
  return ready[0] ?? null;
}

/**
 * DE-ENV-16: under water (with the default 5-initiative interval) Burning falls by 2 every 5
 * initiative; a character that goes under starts the count when it goes under (taken as `from`).
 * Out of the water the count stops.
 */
function prepareDecay(view: DefenderView, from: number, interval: 5 | 10, ctx: RuleContext): DefenderView {
  const underwater = view.environment.underwater && interval === 5;
  let changed = false;
  const conditions = view.conditions.map((c) => {
    const relief = effectsOfKind(conditionDef(c.condition, ctx.catalog), "environmentRelief")[0];
    if (!relief?.environments.includes("underwater")) return c;
    if (underwater && c.nextDecayAt === null) {
      changed = true;
      return { ...c, nextDecayAt: from + interval };
    }
    if (!underwater && c.nextDecayAt !== null) {
      changed = true;
      return { ...c, nextDecayAt: null };
    }
    return c;
  });
  return changed ? { ...view, conditions } : view;
}

function find(view: DefenderView, id: string | undefined): ActiveCondition | undefined {
  return view.conditions.find((c) => c.condition === id);
}

function update(view: DefenderView, id: string, patch: Partial<ActiveCondition>): DefenderView {
  return { ...view, conditions: view.conditions.map((c) => (c.condition === id ? { ...c, ...patch } : c)) };
}

function process(view: DefenderView, due: Due, ctx: RuleContext): Advanced {
  const none = { view, initiative: 0, happenings: [] as Happening[] };
  switch (due.kind) {
    case "deathCheck": {
      const r = makeDeathCheck(view, ctx, false);
      return { view: r.view, initiative: 0, happenings: r.happenings };
    }
    case "wake": {
      const r = wakeIfDue(view.vitals, ctx.now);
      return { view: { ...view, vitals: r.vitals }, initiative: 0, happenings: r.happenings };
    }
    case "expire": {
      const r = removeCondition(view, due.condition!, ctx.now, "expired");
      return { view: r.view, initiative: 0, happenings: r.happenings };
    }
    default:
      break;
  }
  const c = find(view, due.condition);
  if (!c) return none;
  const def = conditionDef(c.condition, ctx.catalog);
  switch (due.kind) {
    case "tick":
      return effectsOfKind(def, "asphyxiation").length > 0
        ? asphyxiationTick(view, c, def, ctx)
        : periodicTick(view, c, def, ctx);
    case "decay":
      return decay(
        update(view, c.condition, { nextDecayAt: ctx.now + ctx.options.burningUnderwaterInterval }),
        c,
        def,
        ctx,
      );
    case "breathOut": {
      // DE-COND-10/11: out of breath: the checks start now, the damage one period later.
      const e = effectsOfKind(def, "asphyxiation")[0]!;
      const first = ctx.options.tickFirstAt === "immediate" ? 0 : 1;
      const breath = { ...c.breath!, stoppedAt: c.breath!.holdUntil, nextCheckAt: c.breath!.holdUntil };
      return {
        ...none,
        view: update(view, c.condition, { breath, nextTickAt: c.breath!.holdUntil + first * e.every }),
      };
    }
    case "breathCheck":
      return breathCheck(view, c, def, ctx);
  }
  return none;
}

/** DE-COND-14, 31: rating × die damage (one instance), then vacuum / per-tick relief (DE-COND-16). */
function periodicTick(view: DefenderView, c: ActiveCondition, def: ConditionDef, ctx: RuleContext): Advanced {
  const e = effectsOfKind(def, "periodicDamage")[0];
  if (!e) return { view: update(view, c.condition, { nextTickAt: null }), initiative: 0, happenings: [] };
  const n = c.rating ?? 1;
  const faces = rollDice(ctx.dice, n, e.die, `${def.name} damage`);
  const amount = faces.reduce((s, f) => s + f, 0);
  const happenings: Happening[] = [
    { kind: "dice", at: ctx.now, what: `${def.name} damage`, faces, total: amount },
  ];
  view = update(view, c.condition, { nextTickAt: ctx.now + e.every });
  const out = applyDamage(
    view,
    {
      source: def.id,
      parts: [{ amount, type: e.damageType }],
      resisted: e.resisted,
      unresisted: e.unresisted,
      track: e.track,
    },
    ctx,
  );
  happenings.push(...out.happenings);
  view = out.view;
  // DE-COND-16 (Decision): the damage is dealt first, then the rating drops — in a vacuum, and under
  // water when the option makes it happen per damage tick rather than every 5 initiative.
  const relief = effectsOfKind(def, "environmentRelief")[0];
  const env = view.environment;
  const perTick = env.vacuum || (env.underwater && ctx.options.burningUnderwaterInterval === 10);
  if (relief && perTick && relief.environments.some((x) => env[x])) {
    const after = find(view, c.condition);
    if (after) {
      const d = decay(view, after, def, ctx);
      return { view: d.view, initiative: out.initiative, happenings: [...happenings, ...d.happenings] };
    }
  }
  return { view, initiative: out.initiative, happenings };
}

function decay(view: DefenderView, c: ActiveCondition, def: ConditionDef, ctx: RuleContext): Advanced {
  const relief = effectsOfKind(def, "environmentRelief")[0];
  if (!relief) return { view, initiative: 0, happenings: [] };
  const rating = (c.rating ?? 1) - relief.by;
  if (rating <= 0) {
    const r = removeCondition(view, c.condition, ctx.now, "ratingZero");
    return { view: r.view, initiative: 0, happenings: r.happenings };
  }
  const current = find(view, c.condition)!;
  return {
    view: update(view, c.condition, { rating }),
    initiative: 0,
    happenings: [
      { kind: "conditionChanged", at: ctx.now, condition: c.condition, rating, endsAt: current.endsAt },
    ],
  };
}

/** DE-COND-11, 12: 1d4 unresisted damage straight to HP; every 10 of it costs the four mental stats 1. */
function asphyxiationTick(
  view: DefenderView,
  c: ActiveCondition,
  def: ConditionDef,
  ctx: RuleContext,
): Advanced {
  const e = effectsOfKind(def, "asphyxiation")[0]!;
  const faces = rollDice(ctx.dice, 1, e.damageDie, "asphyxiation damage");
  const amount = faces[0]!;
  const happenings: Happening[] = [
    { kind: "dice", at: ctx.now, what: "asphyxiation damage", faces, total: amount },
  ];
  const breath = { ...c.breath!, damage: c.breath!.damage + amount };
  const loss = asphyxiationStatLoss(breath.damage, e.statLossPer);
  const extra = loss - breath.statLoss;
  breath.statLoss = loss;
  view = update(view, c.condition, { breath, nextTickAt: ctx.now + e.every });
  const out = applyDamage(
    view,
    { source: "asphyxiation", parts: [{ amount, type: null }], unresisted: true, track: "direct" },
    ctx,
  );
  happenings.push(...out.happenings);
  view = out.view;
  if (extra > 0) {
    const s = lowerStats(view.stats, e.stats, extra, ctx.options.statMin, ctx.now);
    view = { ...view, stats: s.stats };
    happenings.push(...s.happenings);
  }
  return { view, initiative: out.initiative, happenings };
}

/** DE-COND-10: Endurance DC 10 + n every 10 initiative, or unconscious (until it can breathe). */
function breathCheck(view: DefenderView, c: ActiveCondition, def: ConditionDef, ctx: RuleContext): Advanced {
  const e = effectsOfKind(def, "asphyxiation")[0]!;
  const b = c.breath!;
  const next = { ...b, nextCheckAt: ctx.now + e.every };
  // Someone already unconscious has nothing left to lose to this check; the count only rises on checks made.
  if (view.vitals.unconscious)
    return { view: update(view, c.condition, { breath: next }), initiative: 0, happenings: [] };
  const dc = asphyxiationDc(b.checks, e.checkDc, e.dcStep);
  const check = rollHealthCheck(
    view,
    { purpose: "conditionCheck", stat: e.checkStat, dc, condition: c.condition },
    ctx.dice,
    ctx.options,
    ctx.now,
    ctx.catalog,
  );
  const happenings: Happening[] = [{ kind: "check", at: ctx.now, check }];
  view = update(view, c.condition, { breath: { ...next, checks: b.checks + 1 } });
  if (!check.success) {
    view = {
      ...view,
      vitals: { ...view.vitals, unconscious: { cause: "asphyxiation", since: ctx.now, until: null } },
    };
    happenings.push({ kind: "unconscious", at: ctx.now, cause: "asphyxiation", until: null });
  }
  return { view, initiative: 0, happenings };
}
