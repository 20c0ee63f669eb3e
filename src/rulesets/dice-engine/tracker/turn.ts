// Acting on the tracker (DE-INIT-5/6, DE-ACT-*, DE-INT-*): the active character's actions, batches
// of simultaneous actions on a tie, held actions and their triggers, interrupts off-turn, and burns
// a condition forces. Costs are charged here; what the action does is resolved by the attack rules
// (or other rules) between `declareBatch` and `applyBatch`.

import { actionCost, actionLabel, type TrackerAction } from "./actions.js";
import { DEFAULT_INTERRUPT_COST, type InterruptId, interruptRow, OTHER_COST_ROWS } from "./costs.js";
import type { TrackerOptions } from "./options.js";
import { fail, ok, type Result } from "./result.js";
import { type EffectSpec, startEffect, stopEffect } from "./timeline.js";
import { activeIds, find, type Step, settle, type Tracker, type TrackerEvent } from "./tracker.js";

type CostOptions = Pick<TrackerOptions, "waitMinimum" | "movePaces" | "zeroCostActionCap">;

/** What the tracker must know about the actor's state; the conditions rules work it out. */
export interface ActorState {
  /** DE-COND-20, DE-INT-5: cannot spend initiative — no actions, no interrupts. */
  incapacitated?: boolean;
}

export interface Declaration {
  id: string;
  action: TrackerAction;
}

/** DE-INIT-6: the actions declared by everyone active at one time, with their costs. */
export interface Batch {
  at: number;
  declarations: Declaration[];
  costs: number[];
}

/**
 * DE-INIT-1/4/6: declares the actions of everyone active now, all of them, once each. A lone active
 * character declares a batch of one. Nothing changes on the tracker yet.
 */
export function declareBatch(
  t: Tracker,
  declarations: readonly Declaration[],
  opts: CostOptions,
  states: Readonly<Record<string, ActorState>> = {},
): Result<Batch> {
  const active = activeIds(t);
  const seen = new Set<string>();
  const costs: number[] = [];
  for (const [i, d] of declarations.entries()) {
    const path = ["declarations", i];
    const entry = find(t, d.id, [...path, "id"]);
    if (!entry.ok) return entry as Result<never>;
    if (!active.includes(d.id))
      return fail(
        "refused",
        [...path, "id"],
        `${entry.value.name} is at initiative ${entry.value.initiative}; only the active character acts (now ${t.time}: ${active.join(", ")})`,
      );
    if (seen.has(d.id)) return fail("invalid", [...path, "id"], `'${d.id}' declares twice in one batch`);
    seen.add(d.id);
    if (states[d.id]?.incapacitated)
      return fail(
        "refused",
        [...path, "id"],
        `${entry.value.name} is incapacitated and cannot spend initiative`,
      );
    const cost = actionCost(d.action, opts);
    if (!cost.ok) return fail(cost.error.code, [...path, "action", ...cost.error.path], cost.error.message);
    if (cost.value === 0 && entry.value.zeroCostStreak + 1 > opts.zeroCostActionCap)
      return fail(
        "refused",
        [...path, "action"],
        `${entry.value.name} has taken ${opts.zeroCostActionCap} actions costing nothing in a row`,
      );
    costs.push(cost.value);
  }
  const missing = active.filter((id) => !seen.has(id));
  if (missing.length > 0)
    return fail(
      "invalid",
      ["declarations"],
      `${missing.join(", ")} also act${missing.length === 1 ? "s" : ""} now: everyone tied declares before anything resolves`,
    );
  return ok({ at: t.time, declarations: [...declarations], costs });
}

/**
 * DE-INIT-6: resolves every declared action against the same state — the one the batch was declared
 * in — so a character dropped by a simultaneous action still performs its own. `resolve` sees each
 * declaration and that state only; its results are applied together afterwards.
 */
export function resolveBatch<S, R>(
  batch: Batch,
  state: S,
  resolve: (d: Declaration, state: S) => R,
): { id: string; result: R }[] {
  return batch.declarations.map((d) => ({ id: d.id, result: resolve(d, state) }));
}

/** DE-INIT-5/6, DE-ACT-3: charges every declared cost at once and moves time on. */
export function applyBatch(t: Tracker, batch: Batch): Result<Step> {
  if (batch.at !== t.time)
    return fail(
      "refused",
      ["batch", "at"],
      `the batch was declared at ${batch.at}, but the time is now ${t.time}`,
    );
  const events: TrackerEvent[] = [];
  const byId = new Map(batch.declarations.map((d, i) => [d.id, { d, cost: batch.costs[i]! }]));
  const entries = t.entries.map((e) => {
    const x = byId.get(e.id);
    if (!x) return e;
    const { d, cost } = x;
    const label = actionLabel(d.action);
    if (d.action.kind === "complex" && d.action.decline) {
      events.push({ type: "declined", id: e.id, action: label, at: t.time });
      return e;
    }
    if (d.action.kind === "hold") {
      events.push({
        type: "held",
        id: e.id,
        action: actionLabel(d.action.action),
        trigger: d.action.trigger,
        cost,
        at: t.time,
      });
    } else events.push({ type: "spent", id: e.id, cost, action: label, at: t.time });
    return {
      ...e,
      initiative: e.initiative + cost,
      zeroCostStreak: cost === 0 ? e.zeroCostStreak + 1 : 0,
      hold:
        d.action.kind === "hold"
          ? { action: d.action.action, trigger: d.action.trigger, declaredAt: t.time }
          : e.hold,
    };
  });
  return ok(settle(t, { ...t, entries }, events));
}

/** DE-INIT-5: the one active character takes one action (a batch of one). */
export function act(
  t: Tracker,
  id: string,
  action: TrackerAction,
  opts: CostOptions,
  state: ActorState = {},
): Result<Step> {
  const batch = declareBatch(t, [{ id, action }], opts, { [id]: state });
  if (!batch.ok) {
    const path = batch.error.path;
    // A single actor names its own fields, not the batch's.
    const own = path[0] === "declarations" ? path.slice(2) : path;
    return fail(batch.error.code, own.length === 0 ? ["id"] : own, batch.error.message);
  }
  return applyBatch(t, batch.value);
}

/**
 * DE-ACT-3: the trigger of a held action occurred. The action is taken now, even off-turn, at no
 * further cost (it was paid when held). Returns the action for the rules to resolve.
 */
export function triggerHold(
  t: Tracker,
  id: string,
  state: ActorState = {},
): Result<Step & { action: TrackerAction }> {
  const entry = find(t, id);
  if (!entry.ok) return entry as Result<never>;
  const hold = entry.value.hold;
  if (!hold) return fail("refused", ["id"], `${entry.value.name} holds no action (or it has lapsed)`);
  if (state.incapacitated)
    return fail("refused", ["id"], `${entry.value.name} is incapacitated and cannot take the held action`);
  const entries = t.entries.map((e) => (e.id === id ? { ...e, hold: null } : e));
  const events: TrackerEvent[] = [
    { type: "holdTriggered", id, action: actionLabel(hold.action), at: t.time },
  ];
  return ok({ tracker: { ...t, entries }, events, action: hold.action });
}

export type InterruptChoice = InterruptId | { custom: string; cost?: number };

export interface InterruptContext extends ActorState {
  /** Perk ids the character has; a perk-granted interrupt needs its perk (DE-INT-4). */
  perks?: readonly string[];
  /** Deadly Descent: the cost of the attack it makes. */
  attackCost?: number;
  /** The setting's cost of its bolt interrupt (Evasion Dance); the core book defines none. */
  boltCost?: number;
}

/** DE-INT-2/4: what an interrupt costs, or why it cannot be taken. */
export function interruptCost(choice: InterruptChoice, ctx: InterruptContext = {}): Result<number> {
  if (typeof choice === "object") {
    const cost = choice.cost ?? DEFAULT_INTERRUPT_COST;
    if (!Number.isInteger(cost) || cost < 0)
      return fail("invalid", ["interrupt", "cost"], `bad cost ${cost}`);
    return ok(cost);
  }
  const row = interruptRow(choice);
  if (row.perk !== null && !(ctx.perks ?? []).includes(row.perk))
    return fail("refused", ["interrupt"], `${row.name} needs the ${row.perk} perk`);
  if (row.cost === "attack") {
    if (ctx.attackCost === undefined)
      return fail("invalid", ["attackCost"], `${row.name} costs the attack's initiative: give attackCost`);
    return ok(ctx.attackCost);
  }
  if (row.cost === "setting") {
    // DE-PERK-46 Decision: with no bolt defined by the setting, the perk cannot be used.
    if (ctx.boltCost === undefined)
      return fail(
        "refused",
        ["boltCost"],
        "the setting defines no bolt interrupt, so Evasion Dance has nothing to take",
      );
    return ok(ctx.boltCost);
  }
  return ok(row.cost);
}

/**
 * DE-INT-1/2/5: an interrupt, taken off-turn (or on it). It happens at the current time and adds its
 * cost to the interrupter's own initiative; an incapacitated character cannot take one.
 */
export function interrupt(
  t: Tracker,
  id: string,
  choice: InterruptChoice,
  ctx: InterruptContext = {},
): Result<Step> {
  const entry = find(t, id);
  if (!entry.ok) return entry as Result<never>;
  if (ctx.incapacitated)
    return fail(
      "refused",
      ["id"],
      `${entry.value.name} is incapacitated and cannot spend initiative on an interrupt`,
    );
  const cost = interruptCost(choice, ctx);
  if (!cost.ok) return cost as Result<never>;
  const name = typeof choice === "object" ? choice.custom : choice;
  const entries = t.entries.map((e) =>
    e.id === id ? { ...e, initiative: e.initiative + cost.value, zeroCostStreak: 0 } : e,
  );
  return ok(
    settle(t, { ...t, entries }, [{ type: "interrupt", id, interrupt: name, cost: cost.value, at: t.time }]),
  );
}

/**
 * Initiative a character must burn because something says so (Surprised 8, ElectroShock 5,
 * Incapacitated 5, initiative damage): no choice, and allowed while Incapacitated.
 */
export function burn(t: Tracker, id: string, amount: number, reason: string): Result<Step> {
  const entry = find(t, id);
  if (!entry.ok) return entry as Result<never>;
  if (!Number.isInteger(amount) || amount < 0)
    return fail("invalid", ["amount"], `a burn is a whole number of initiative ≥ 0, got ${amount}`);
  const entries = t.entries.map((e) => (e.id === id ? { ...e, initiative: e.initiative + amount } : e));
  return ok(settle(t, { ...t, entries }, [{ type: "burned", id, amount, reason, at: t.time }]));
}

/** C.10 burn amounts, by the condition that forces them. */
export const BURNS = Object.fromEntries(
  OTHER_COST_ROWS.filter((r) => r.kind === "burn").map((r) => [r.id, r.cost as number]),
) as Record<"incapacitatedBurn" | "surprisedBurn" | "electroShockBurn", number>;

/** C.10 / DE-COND-20: an incapacitated active character burns 5, or only up to the condition's end. */
export function incapacitatedBurn(time: number, endsAt: number | null): number {
  const full = BURNS.incapacitatedBurn;
  return endsAt === null ? full : Math.max(0, Math.min(full, endsAt - time));
}

/** DE-INIT-7: starts a timed effect at the current time. */
export function addEffect(
  t: Tracker,
  spec: EffectSpec,
  opts: Pick<TrackerOptions, "tickFirstAt" | "roundLength">,
): Result<Step> {
  if (t.effects.some((e) => e.id === spec.id))
    return fail("invalid", ["id"], `effect '${spec.id}' is already running`);
  const started = startEffect(spec, t.time, opts);
  if (!started.ok) return started as Result<never>;
  return ok({
    tracker: { ...t, effects: [...t.effects, started.value.effect] },
    events: started.value.events,
  });
}

export function removeEffect(t: Tracker, id: string): Tracker {
  return { ...t, effects: stopEffect(t.effects, id) };
}
