// What conditions do when their bearer becomes the active character, and the actions a bearer takes
// about its own conditions: lowering Burning or Bleed (DE-COND-15, 32), dropping prone and standing up
// (DE-COND-25), and the GM's situational Prone bonuses (DE-COND-26).

import { COVER_BONUS, type CoverLevel } from "../defence/dv.js";
import { refuse, type Verdict } from "../defence/verdict.js";
import type { RuleContext } from "../health/context.js";
import type { Happening } from "../health/log.js";
import { rollHealthCheck } from "../health/roll.js";
import { addCondition, type ConditionBearer, removeCondition } from "./apply.js";
import { conditionDef, effectsOfKind } from "./catalog.js";
import { conditionStance, conditionsInForce, incapacitation } from "./effects.js";
import { inForce } from "./state.js";

export interface Activation<V> {
  view: V;
  /** Initiative burned automatically: add it to the bearer's initiative. */
  burn: number;
  /** False when the bearer may not take an action now (it burned, or cannot spend initiative). */
  mayAct: boolean;
  happenings: Happening[];
}

/**
 * Call each time the tracker makes the bearer active (after advancing conditions to `ctx.now`).
 * In order:
 *  1. Surprised (DE-COND-30): the first time, burn 8 and stop; the next time, it ends.
 *  2. ElectroShock (DE-COND-29): a DC 15 Endurance check (with susceptibility or resilience); a pass
 *     ends it, a failure paralyses for 5 initiative or until ElectroShock ends, whichever is sooner.
 *  3. Incapacitated, Paralysed or unconscious (DE-COND-20, 21, 23, 34): burn 5, or only what is left
 *     of the incapacitation if that is less.
 */
export function onBecomeActive<V extends ConditionBearer>(view: V, ctx: RuleContext): Activation<V> {
  const now = ctx.now;
  const happenings: Happening[] = [];
  if (view.vitals.dead) return { view, burn: 0, mayAct: false, happenings };

  for (const f of conditionsInForce(view, now, ctx.catalog)) {
    for (const e of effectsOfKind(f.def, "burnWhenActive")) {
      const c = f.condition!;
      if (c.activations === 0) {
        const conditions = view.conditions.map((x) => (x === c ? { ...x, activations: 1 } : x));
        happenings.push({
          kind: "initiative",
          at: now,
          amount: e.initiative,
          reason: `${f.def.name}: burned when active`,
        });
        return { view: { ...view, conditions }, burn: e.initiative, mayAct: false, happenings };
      }
      if (e.endsOnNextActive) {
        const r = removeCondition(view, f.id, now, "nextActive");
        view = r.view;
        happenings.push(...r.happenings);
      }
    }
  }

  for (const f of conditionsInForce(view, now, ctx.catalog)) {
    for (const e of effectsOfKind(f.def, "checkWhenActive")) {
      const check = rollHealthCheck(
        view,
        { purpose: "conditionCheck", stat: e.stat, dc: e.dc, condition: f.id },
        ctx.dice,
        ctx.options,
        now,
        ctx.catalog,
      );
      happenings.push({ kind: "check", at: now, check });
      if (check.success) {
        const r = removeCondition(view, f.id, now, "passedCheck");
        view = r.view;
        happenings.push(...r.happenings);
      } else {
        const left = f.endsAt === null ? e.onFail.duration : Math.min(e.onFail.duration, f.endsAt - now);
        if (left > 0) {
          const g = addCondition(view, { condition: e.onFail.condition, duration: left, source: f.id }, ctx);
          view = g.view;
          happenings.push(...g.happenings);
        }
      }
    }
  }

  const inc = incapacitation(view, now, ctx.catalog);
  if (inc.incapacitated) {
    const burn = inc.until === null ? inc.burn : Math.min(inc.burn, inc.until - now);
    happenings.push({
      kind: "initiative",
      at: now,
      amount: burn,
      reason: `incapacitated (${inc.sources.join(", ")})`,
    });
    return { view, burn, mayAct: false, happenings };
  }
  return { view, burn: 0, mayAct: true, happenings };
}

/**
 * DE-COND-15, 32: spend 7 initiative to lower one's own Burning or Bleed by 1 (it ends at 0) — refused
 * while Incapacitated, Paralysed, Restrained or ElectroShocked, or unconscious.
 */
export function reduceOwnRating<V extends ConditionBearer>(
  view: V,
  id: string,
  ctx: Pick<RuleContext, "now" | "catalog">,
): Verdict<{ view: V; cost: number; happenings: Happening[] }> {
  const now = ctx.now;
  const at = view.conditions.findIndex((c) => c.condition === id && inForce(c, now));
  if (at < 0) return refuse(`the character has no ${id} to lower`, ["condition"]);
  const def = conditionDef(id, ctx.catalog);
  const rule = effectsOfKind(def, "selfReduce")[0];
  if (!rule) return refuse(`${def.name} cannot be lowered by spending initiative`, ["condition"]);
  if (view.vitals.unconscious)
    return refuse("an unconscious character cannot act", ["vitals", "unconscious"]);
  const blocker = view.conditions.findIndex((c) => rule.blockedBy.includes(c.condition) && inForce(c, now));
  if (blocker >= 0) {
    const name = conditionDef(view.conditions[blocker]!.condition, ctx.catalog).name;
    return refuse(`${name} stops the character from lowering its own ${def.name}`, ["conditions", blocker]);
  }
  const c = view.conditions[at]!;
  const rating = (c.rating ?? 1) - rule.by;
  if (rating <= 0) {
    const r = removeCondition(view, id, now, "ratingZero");
    return { ok: true, view: r.view, cost: rule.cost, happenings: r.happenings };
  }
  const conditions = view.conditions.map((x, i) => (i === at ? { ...x, rating } : x));
  return {
    ok: true,
    view: { ...view, conditions },
    cost: rule.cost,
    happenings: [{ kind: "conditionChanged", at: now, condition: id, rating, endsAt: c.endsAt }],
  };
}

/** DE-COND-25: initiative to drop prone and to stand up. */
export const PRONE_COSTS = { drop: 1, stand: 2 } as const;

/** DE-COND-25: dropping prone on purpose (no check; an immune character cannot). */
export function dropProne<V extends ConditionBearer>(
  view: V,
  ctx: Pick<RuleContext, "now" | "options" | "catalog">,
): Verdict<{ view: V; cost: number; happenings: Happening[] }> {
  if (view.conditions.some((c) => c.condition === "prone" && inForce(c, ctx.now))) {
    return refuse("the character is already prone", ["conditions"]);
  }
  if (conditionStance(view, "prone", ctx.catalog).immune)
    return refuse("the character cannot be prone", ["immunities"]);
  const g = addCondition(view, { condition: "prone", source: "dropped prone" }, ctx);
  return { ok: true, view: g.view, cost: PRONE_COSTS.drop, happenings: g.happenings };
}

/** DE-COND-25: standing up ends Prone for 2 initiative. */
export function standUp<V extends ConditionBearer>(
  view: V,
  now: number,
): Verdict<{ view: V; cost: number; happenings: Happening[] }> {
  if (!view.conditions.some((c) => c.condition === "prone" && inForce(c, now))) {
    return refuse("the character is not prone", ["conditions"]);
  }
  const r = removeCondition(view, "prone", now, "removed");
  return { ok: true, view: r.view, cost: PRONE_COSTS.stand, happenings: r.happenings };
}

/**
 * DE-COND-26 [narrative]: the GM decides when a low profile helps a prone character: one level of
 * advantage on Stealth checks, and a cover level against ranged attacks (fed to dvAgainst).
 */
export function proneSituational(gm: { stealthAdvantage?: boolean; cover?: CoverLevel }): {
  stealthAdvantage: number;
  cover: CoverLevel;
  coverBonus: number;
} {
  const cover = gm.cover ?? "none";
  return { stealthAdvantage: gm.stealthAdvantage ? 1 : 0, cover, coverBonus: COVER_BONUS[cover] };
}
