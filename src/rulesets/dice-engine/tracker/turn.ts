// Acting on the tracker (DE-INIT-5/6, DE-ACT-*, DE-INT-*): the active character's actions, batches
// of simultaneous actions on a tie, held actions and their triggers, interrupts off-turn, and burns
// a condition forces. Costs are charged here; what the action does is resolved by the attack rules
// (or other rules) between `declareBatch` and `applyBatch`.

import { actionCost, actionLabel, type TrackerAction } from "./actions.js";
import { DEFAULT_INTERRUPT_COST, type InterruptId, interruptRow, OTHER_COST_ROWS } from "./costs.js";
import type { TrackerOptions } from "./options.js";
import { fail, ok, type Result } from "./result.js";
import { type EffectSpec, startEffect, stopEffect } from "./timeline.js";
import {
  activeIds,
  find,
  openTie,
  owesTieAction,
  type Step,
  settle,
  type Tie,
  type Tracker,
  type TrackerEntry,
  type TrackerEvent,
} from "./tracker.js";

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

/** Who must declare in a batch now: the members still owing the moment under way, else everyone active. */
/** Characters named in a refusal by their names, never their ids. */
function namesOf(t: Tracker, ids: readonly string[]): string {
  return ids.map((id) => t.entries.find((e) => e.id === id)?.name ?? "someone").join(", ");
}

function mustDeclare(t: Tracker): string[] {
  const tie = openTie(t);
  return tie ? tie.members.filter((id) => !tie.acted.includes(id)) : activeIds(t);
}

/**
 * DE-INIT-1/4/6: declares the actions of everyone acting now, all of them, once each. A lone active
 * character declares a batch of one. Nothing changes on the tracker yet.
 */
export function declareBatch(
  t: Tracker,
  declarations: readonly Declaration[],
  opts: CostOptions,
  states: Readonly<Record<string, ActorState>> = {},
): Result<Batch> {
  const due = mustDeclare(t);
  const seen = new Set<string>();
  const costs: number[] = [];
  for (const [i, d] of declarations.entries()) {
    const path = ["declarations", i];
    const entry = find(t, d.id, [...path, "id"]);
    if (!entry.ok) return entry as Result<never>;
    if (!due.includes(d.id))
      return fail(
        "refused",
        [...path, "id"],
        `${entry.value.name} is at initiative ${entry.value.initiative}; only the active character acts (now ${t.time}: ${namesOf(t, due)})`,
      );
    if (seen.has(d.id)) return fail("invalid", [...path, "id"], `'${d.id}' declares twice in one batch`);
    seen.add(d.id);
    // A member of a simultaneous moment acts even if a simultaneous action has dropped it (DE-INIT-6).
    if (states[d.id]?.incapacitated && !owesTieAction(t, d.id))
      return fail(
        "refused",
        [...path, "id"],
        `${entry.value.name} is incapacitated and cannot spend initiative`,
      );
    const cost = checkedCost(entry.value, d.action, opts);
    if (!cost.ok) return fail(cost.error.code, [...path, ...cost.error.path], cost.error.message);
    costs.push(cost.value);
  }
  const missing = due.filter((id) => !seen.has(id));
  if (missing.length > 0)
    return fail(
      "invalid",
      ["declarations"],
      `${missing.join(", ")} also act${missing.length === 1 ? "s" : ""} now: everyone tied declares before anything resolves`,
    );
  return ok({ at: t.time, declarations: [...declarations], costs });
}

/** The cost of one action by one character, with the DE-ACT-8 guard on 0-cost actions in a row. */
function checkedCost(entry: TrackerEntry, action: TrackerAction, opts: CostOptions): Result<number> {
  const cost = actionCost(action, opts);
  if (!cost.ok) return fail(cost.error.code, ["action", ...cost.error.path], cost.error.message);
  if (cost.value === 0 && entry.zeroCostStreak + 1 > opts.zeroCostActionCap)
    return fail(
      "refused",
      ["action"],
      `${entry.name} has taken ${opts.zeroCostActionCap} actions costing nothing in a row`,
    );
  return cost;
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

/** One declared action charged on its actor's entry, with the event that says so. */
function charged(e: TrackerEntry, action: TrackerAction, cost: number, at: number, events: TrackerEvent[]) {
  const label = actionLabel(action);
  if (action.kind === "complex" && action.decline) {
    events.push({ type: "declined", id: e.id, action: label, at });
    return e;
  }
  if (action.kind === "hold") {
    events.push({
      type: "held",
      id: e.id,
      action: actionLabel(action.action),
      trigger: action.trigger,
      cost,
      at,
    });
  } else events.push({ type: "spent", id: e.id, cost, action: label, at });
  return {
    ...e,
    initiative: e.initiative + cost,
    zeroCostStreak: cost === 0 ? e.zeroCostStreak + 1 : 0,
    hold:
      action.kind === "hold" ? { action: action.action, trigger: action.trigger, declaredAt: at } : e.hold,
  };
}

/** The moment under way with `ids` marked as having acted. */
function withActed(tie: Tie | null, ids: readonly string[]): Tie | null {
  if (!tie) return null;
  return { ...tie, acted: [...tie.acted, ...ids.filter((id) => tie.members.includes(id))] };
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
    return x ? charged(e, x.d.action, x.cost, t.time, events) : e;
  });
  const tie = withActed(openTie(t), [...byId.keys()]);
  return ok(settle(t, { ...t, entries, tie }, events));
}

/**
 * DE-INIT-5/6: one character takes one action. Alone at the lowest initiative it simply acts. When
 * others stand at the same initiative the moment is simultaneous: the first of them to act opens it
 * (everyone tied then, but those `others` says are incapacitated, who cannot spend initiative), each
 * member then acts once, in whatever order the table sends them, and its cost is charged as it acts
 * (the costs all land on the same moment, so the order changes no value). A member acts even if a
 * simultaneous action has since dropped it or pushed it up the tracker (the book: it "still performs
 * its action"); one that has acted waits until the others have too. Ties formed by spending
 * initiative are simultaneous the same way (the checklist's Decision).
 */
export function act(
  t: Tracker,
  id: string,
  action: TrackerAction,
  opts: CostOptions,
  state: ActorState = {},
  others: Readonly<Record<string, ActorState>> = {},
): Result<Step> {
  const found = find(t, id);
  if (!found.ok) return found as Result<never>;
  const entry = found.value;
  let tie = openTie(t);
  const events: TrackerEvent[] = [];
  if (tie?.acted.includes(id)) {
    const waiting = tie.members.filter((m) => !tie!.acted.includes(m));
    return fail(
      "refused",
      ["id"],
      `${entry.name} has already acted at ${tie.at}, simultaneously with ${namesOf(t, waiting)}, who ${waiting.length === 1 ? "has" : "have"} not acted yet`,
    );
  }
  if (tie?.members.includes(id) && t.time < tie.at) {
    // Someone joined below the moment (a late joiner's low roll): it acts before the moment resumes.
    return fail(
      "refused",
      ["id"],
      `${entry.name} acts at ${tie.at}, simultaneously with ${namesOf(
        t,
        tie.members.filter((m) => m !== id),
      )}; first ${namesOf(t, activeIds(t))} act${activeIds(t).length === 1 ? "s" : ""} at ${t.time}`,
    );
  }
  if (!tie?.members.includes(id)) {
    const active = activeIds(t);
    if (!active.includes(id))
      return fail(
        "refused",
        ["id"],
        `${entry.name} is at initiative ${entry.initiative}; only the active character acts (now ${t.time}: ${namesOf(t, active)})`,
      );
    if (state.incapacitated)
      return fail("refused", ["id"], `${entry.name} is incapacitated and cannot spend initiative`);
    if (tie && tie.at === t.time) tie = { ...tie, members: [...tie.members, id] };
    else if (!tie && active.length > 1) {
      const members = active.filter((x) => x === id || !others[x]?.incapacitated);
      if (members.length > 1) {
        tie = { at: t.time, members, acted: [] };
        events.push({ type: "simultaneous", at: t.time, members });
      }
    }
  }
  const cost = checkedCost(entry, action, opts);
  if (!cost.ok) return cost as Result<never>;
  const entries = t.entries.map((e) => (e.id === id ? charged(e, action, cost.value, t.time, events) : e));
  return ok(settle(t, { ...t, entries, tie: withActed(tie, [id]) }, events));
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
  // A member of a simultaneous moment forced to burn spends that moment burning: its turn is gone.
  const tie = withActed(openTie(t), [id]);
  return ok(settle(t, { ...t, entries, tie }, [{ type: "burned", id, amount, reason, at: t.time }]));
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
