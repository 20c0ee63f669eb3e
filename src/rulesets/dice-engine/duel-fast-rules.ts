// The health and conditions rules as the rich fast duel (duel-rich.ts) plays them: what
// `applyDamage` does once the final damage is known (trackers, the death or consciousness check, the
// conditions riding on the hit), death checks and stabilising, `advanceTime` (Bleed and Burning
// ticks, expiries, periodic death checks, waking), `onBecomeActive`, and a fallen side left alone.
// Each follows the rules' own steps in the rules' own order (health/, conditions/), but throws every
// check through a table compiled over its faces (duel-checks.ts) instead of parsing and rolling it,
// and takes periodic damage through the damage rules once per amount. The rule functions that parse
// nothing and throw no dice are called as they are (damageTrack, tallyDeathCheck, addCondition,
// removeCondition, wakeIfDue, conditionsInForce, incapacitation, mergeApplications). The reference
// duel plays the same fights through the rules' entry points; duel.test.ts proves them equal.
//
// Left out, because a duel never meets them (its refusals and settings see to it): asphyxiation's
// breath, water and vacuum (no environment), First Aid.

import type { Dice, Side } from "../../engine/facets/fight.js";
import { judge } from "./check/index.js";
import {
  type ActiveCondition,
  addCondition,
  type ConditionApplication,
  conditionDef,
  conditionStance,
  conditionsInForce,
  effectsOfKind,
  incapacitation,
  ratingAfterCheck,
  removeCondition,
} from "./conditions/index.js";
import { applyDamage } from "./damage/apply.js";
import type { DamageOptions } from "./damage/options.js";
import type { DefenderView } from "./damage/target.js";
import type { DamageTrack } from "./damage/types.js";
import { probeOf } from "./duel-attacks.js";
import { compileCheck, type FaceResults, type FastCheck, throwCheck } from "./duel-checks.js";
import type { Hurting } from "./duel-conditions.js";
import { CONSCIOUSNESS_CHECK, consciousnessDc, needsConsciousnessCheck } from "./health/consciousness.js";
import { DEATH_CHECK, tallyDeathCheck, wakeIfDue } from "./health/death.js";
import { type HealthCheckSpec, healthCheckRequest } from "./health/roll.js";
import { damageTrack } from "./health/track.js";
import { hoursToInitiative, isDying, type Vitals } from "./health/vitals.js";
import type { DiceEngineOptions } from "./options.js";

/** What a step did to a side: its view after, and initiative it owes (initiative damage, burns). */
export interface Done {
  view: DefenderView;
  initiative: number;
}

/** advanceTime's order among things due at the same time (conditions/advance.ts). */
const TICK = 0;
const DEATH = 4;
const EXPIRE = 5;
const WAKE = 6;

const NO_DICE = {
  roll: (): number => {
    throw new Error("the damage probe rolls no dice");
  },
};

/** A guard, not a rule: 10-initiative steps a fallen side is followed for (as `leftAlone`). */
const MAX_STEPS = 20_000;

export class FastRules {
  private readonly checks = new Map<string, FastCheck>();
  /** Compiled checks by list of conditions, then by the side's perks (its `checkEffects`), then by spec. */
  private readonly lists = new WeakMap<readonly ActiveCondition[], Map<unknown, Map<string, FastCheck>>>();
  private readonly faces: FaceResults = new Map();
  /** Per side, condition and amount: a periodic hit's final damage and initiative damage. */
  private readonly ticks = new Map<string, { final: number; initiative: number }>();
  /** The fight's dice; set by the duel before each fight. */
  d: Dice = { below: () => 0 };

  constructor(
    private readonly o: DiceEngineOptions,
    private readonly rules: DamageOptions,
  ) {}

  private ctx(now: number) {
    return { now, options: this.rules };
  }

  /**
   * A health check (`rollHealthCheck`) thrown through its compiled table: 0 a failure, 1 + DoS a
   * success. The request depends on the conditions the checker carries, so the compiled check is
   * kept per list of conditions (a list is replaced, never changed) while all of them are in force.
   */
  check(view: DefenderView, spec: HealthCheckSpec, now: number): number {
    const spot = `${spec.purpose}|${spec.stat}|${spec.dc}|${spec.condition ?? ""}|${spec.advantage ?? 0}`;
    const listed = allInForce(view.conditions, now) ? this.byConditions(view) : null;
    let c = listed?.get(spot);
    if (!c) {
      const r = healthCheckRequest(view, spec, this.rules, now).request;
      const key = `${r.stat}|${r.training}|${r.advantage}|${r.disadvantage}|${r.modifiers?.join(",")}|${r.target}`;
      c = this.checks.get(key);
      if (!c) {
        const dc = spec.dc;
        c = compileCheck(
          r,
          this.o,
          (x) => {
            const j = judge(x.total, dc, x.crit, false, this.o);
            return j.success ? 1 + j.dos : 0;
          },
          this.faces,
        );
        this.checks.set(key, c);
      }
      listed?.set(spot, c);
    }
    return throwCheck(c, this.d, this.o);
  }

  /** The checks compiled for a view's list of conditions (and, through the base view, its side). */
  private byConditions(view: DefenderView): Map<string, FastCheck> {
    let bySide = this.lists.get(view.conditions);
    if (!bySide) {
      bySide = new Map();
      this.lists.set(view.conditions, bySide);
    }
    let m = bySide.get(view.checkEffects);
    if (!m) {
      m = new Map();
      bySide.set(view.checkEffects, m);
    }
    return m;
  }

  private d6(): number {
    return this.d.below(6) + 1;
  }

  /** makeDeathCheck (DE-DEATH-1..5, 9): one death check and what its tally leads to. */
  deathCheck(view: DefenderView, now: number, triggeredByDamage: boolean): DefenderView {
    const v = view.vitals;
    if (v.dead) return view;
    const aid = v.firstAidChecks > 0 ? 1 : 0;
    const spec = { purpose: "deathCheck", stat: "endurance", dc: DEATH_CHECK.dc, advantage: aid } as const;
    const success = this.check(view, spec, now) > 0;
    const t = tallyDeathCheck(v.death, success, triggeredByDamage);
    let next: Vitals = { ...v, death: t.death, firstAidChecks: v.firstAidChecks - aid };
    if (t.outcome === "dead") next = { ...next, dead: true };
    else if (t.outcome === "stabilised") next = this.stabilise(next, now);
    else if (!triggeredByDamage && !next.death.stabilised)
      next = { ...next, death: { ...next.death, nextCheckAt: now + DEATH_CHECK.every } };
    return { ...view, vitals: next };
  }

  /** stabilise (DE-DEATH-6, 7): asleep 1d6 hours at 0 HP, until repaired at 0 Res. */
  private stabilise(v: Vitals, now: number): Vitals {
    if (v.track.kind === "resilience")
      return { ...v, unconscious: { cause: "resilience", since: v.unconscious?.since ?? now, until: null } };
    const hours = this.d6();
    return { ...v, unconscious: { cause: "stabilised", since: now, until: now + hoursToInitiative(hours) } };
  }

  /** reachZero (DE-HEALTH-8, DE-RES-5): unconscious and dying, with a death check at once. */
  private reachZero(view: DefenderView, now: number): DefenderView {
    const v = view.vitals;
    const cause = v.track.kind === "hpStun" ? ("dying" as const) : ("resilience" as const);
    const next: Vitals = {
      ...v,
      unconscious: { cause, since: now, until: null },
      death: { ...v.death, stabilised: false, nextCheckAt: now + DEATH_CHECK.every },
    };
    return this.deathCheck({ ...view, vitals: next }, now, false);
  }

  /** makeConsciousnessCheck (DE-HEALTH-6, 7): DC 12 + missing HP, or 1d6 hours unconscious. */
  private consciousness(view: DefenderView, now: number): DefenderView {
    const track = view.vitals.track;
    if (track.kind !== "hpStun") return view;
    const spec = {
      purpose: "consciousness",
      stat: CONSCIOUSNESS_CHECK.stat,
      dc: consciousnessDc(track),
    } as const;
    if (this.check(view, spec, now) > 0) return view;
    const until = now + hoursToInitiative(this.d6());
    return { ...view, vitals: { ...view.vitals, unconscious: { cause: "stun", since: now, until } } };
  }

  /**
   * applyConditions / resolveApplication (DE-COND-2..8): the hit's conditions, each resisted. `apps`
   * are merged already (`mergeApplications`, DE-DMG-17), once per weapon.
   */
  private gain(view: DefenderView, apps: readonly ConditionApplication[], now: number): Done {
    let initiative = 0;
    for (const app of apps) {
      if (view.vitals.dead) continue;
      // DE-COND-2, 33: an immune character never gains it and rolls nothing.
      if (conditionStance(view, app.condition).immune) continue;
      const def = conditionDef(app.condition);
      let rating = def.rated ? (app.rating ?? 1) : null;
      if (app.check) {
        const spec = {
          purpose: "resistCondition",
          stat: app.check.stat,
          dc: app.check.dc,
          condition: app.condition,
        } as const;
        const r = this.check(view, spec, now);
        const check = { success: r > 0, dos: r > 0 ? r - 1 : 0 };
        const avoided = rating === null ? check.success : ratingAfterCheck(rating, check) === 0;
        if (avoided) continue;
        if (rating !== null) rating = ratingAfterCheck(rating, check);
      }
      const g = addCondition(view, { ...app, ...(rating !== null ? { rating } : {}) }, this.ctx(now));
      view = g.view;
      initiative += g.initiative;
    }
    return { view, initiative };
  }

  /**
   * applyDamage once the final damage is known (DE-HEALTH-3..10, DE-DEATH-4): the trackers, the one
   * check the instance calls for, then the conditions riding on it (merged already).
   */
  damage(
    view: DefenderView,
    final: number,
    initiative: number,
    mode: DamageTrack,
    apps: readonly ConditionApplication[],
    now: number,
  ): Done {
    if (view.vitals.dead) return { view, initiative: 0 };
    const before = view.vitals;
    const change = damageTrack(before.track, final, mode, this.rules);
    let next: DefenderView = { ...view, vitals: { ...before, track: change.track } };
    if (change.lifeReachedZero) next = this.reachZero(next, now);
    else if (change.lifeWasZero && change.tookDamage) next = this.deathCheck(next, now, true);
    else if (needsConsciousnessCheck(before, change)) next = this.consciousness(next, now);
    if (apps.length > 0) {
      const g = this.gain(next, apps, now);
      return { view: g.view, initiative: initiative + g.initiative };
    }
    return { view: next, initiative };
  }

  /** A periodic hit's final damage (through Endurance if resisted, and EA), once per side and amount. */
  private tickDamage(side: Side, view: DefenderView, id: string, amount: number) {
    const key = `${side}|${id}|${amount}`;
    let t = this.ticks.get(key);
    if (!t) {
      const e = effectsOfKind(conditionDef(id), "periodicDamage")[0]!;
      const out = applyDamage(
        probeOf(view),
        {
          source: id,
          parts: [{ amount, type: e.damageType }],
          resisted: e.resisted,
          unresisted: e.unresisted,
          track: e.track,
        },
        { now: 0, dice: NO_DICE, options: this.rules },
      );
      t = { final: out.damage.final, initiative: out.damage.initiative };
      this.ticks.set(key, t);
    }
    return t;
  }

  /** periodicTick (DE-COND-14, 31): rating × the die, one damage instance, the next tick a period on. */
  private tick(side: Side, view: DefenderView, c: ActiveCondition, now: number): Done {
    const e = effectsOfKind(conditionDef(c.condition), "periodicDamage")[0];
    if (!e) return { view: update(view, c.condition, { nextTickAt: null }), initiative: 0 };
    const n = c.rating ?? 1;
    let amount = 0;
    for (let i = 0; i < n; i++) amount += this.d.below(e.die) + 1;
    view = update(view, c.condition, { nextTickAt: now + e.every });
    const t = this.tickDamage(side, view, c.condition, amount);
    return this.damage(view, t.final, t.initiative, e.track, [], now);
  }

  /** advanceTime (DE-INIT-7): everything due up to `to`, in time order. */
  advance(side: Side, view: DefenderView, to: number): Done {
    let initiative = 0;
    for (;;) {
      if (view.vitals.dead) break;
      // nextDue: the earliest, then by kind, then in the order the rules list them.
      let at = Number.POSITIVE_INFINITY;
      let kind = -1;
      let which: ActiveCondition | null = null;
      for (const c of view.conditions) {
        const tick = c.nextTickAt;
        if (tick !== null && tick <= to && (tick < at || (tick === at && TICK < kind))) {
          at = tick;
          kind = TICK;
          which = c;
        }
        const end = c.endsAt;
        if (end !== null && end <= to && (end < at || (end === at && EXPIRE < kind))) {
          at = end;
          kind = EXPIRE;
          which = c;
        }
      }
      const v = view.vitals;
      const check = isDying(v) ? v.death.nextCheckAt : null;
      if (check !== null && check <= to && (check < at || (check === at && DEATH < kind))) {
        at = check;
        kind = DEATH;
      }
      const wake = v.unconscious?.until ?? null;
      if (wake !== null && wake <= to && (wake < at || (wake === at && WAKE < kind))) {
        at = wake;
        kind = WAKE;
      }
      if (kind < 0) break;
      if (kind === DEATH) view = this.deathCheck(view, at, false);
      else if (kind === WAKE) view = { ...view, vitals: wakeIfDue(v, at).vitals };
      else if (kind === EXPIRE)
        view = removeCondition(view, (which as ActiveCondition).condition, at, "expired").view;
      else {
        const id = (which as ActiveCondition).condition;
        const found = view.conditions.find((c) => c.condition === id)!;
        const r = this.tick(side, view, found, at);
        view = r.view;
        initiative += r.initiative;
      }
    }
    return { view, initiative };
  }

  /** onBecomeActive (DE-COND-20, 29, 30): Surprised's burn, ElectroShock's check, the incapacitated burn. */
  activate(view: DefenderView, now: number): { view: DefenderView; burn: number; mayAct: boolean } {
    if (view.vitals.dead) return { view, burn: 0, mayAct: false };
    for (const f of conditionsInForce(view, now)) {
      for (const e of effectsOfKind(f.def, "burnWhenActive")) {
        const c = f.condition!;
        if (c.activations === 0) {
          const conditions = view.conditions.map((x) => (x === c ? { ...x, activations: 1 } : x));
          return { view: { ...view, conditions }, burn: e.initiative, mayAct: false };
        }
        if (e.endsOnNextActive) view = removeCondition(view, f.id, now, "nextActive").view;
      }
    }
    for (const f of conditionsInForce(view, now)) {
      for (const e of effectsOfKind(f.def, "checkWhenActive")) {
        const spec = { purpose: "conditionCheck", stat: e.stat, dc: e.dc, condition: f.id } as const;
        if (this.check(view, spec, now) > 0) view = removeCondition(view, f.id, now, "passedCheck").view;
        else {
          const left = f.endsAt === null ? e.onFail.duration : Math.min(e.onFail.duration, f.endsAt - now);
          if (left > 0)
            view = addCondition(
              view,
              { condition: e.onFail.condition, duration: left, source: f.id },
              this.ctx(now),
            ).view;
        }
      }
    }
    const inc = incapacitation(view, now);
    if (inc.incapacitated) {
      const burn = inc.until === null ? inc.burn : Math.min(inc.burn, inc.until - now);
      return { view, burn, mayAct: false };
    }
    return { view, burn: 0, mayAct: true };
  }

  /** leftAlone (duel-conditions.ts): a fallen side through time until dead, awake or out of harm. */
  leftAlone(side: Side, view: DefenderView, from: number, hurts: Hurting): DefenderView {
    let now = from;
    for (let step = 0; step < MAX_STEPS; step++) {
      const v = view.vitals;
      if (v.dead || v.unconscious === null) return view;
      if (!isDying(v) && !hurts(side, view)) return view;
      const to = now + DEATH_CHECK.every;
      view = this.advance(side, view, to).view;
      now = to;
    }
    return view;
  }
}

/** Whether every condition listed is in force at `now` (none has run out and waits to be removed). */
export function allInForce(list: readonly ActiveCondition[], now: number): boolean {
  for (const c of list) if (c.endsAt !== null && c.endsAt <= now) return false;
  return true;
}

/** advanceTime's `update`: a patch to every condition of that id. */
function update(view: DefenderView, id: string, patch: Partial<ActiveCondition>): DefenderView {
  return { ...view, conditions: view.conditions.map((c) => (c.condition === id ? { ...c, ...patch } : c)) };
}
