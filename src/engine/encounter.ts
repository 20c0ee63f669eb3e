// Encounters under the four initiative models the rulebooks use, as pure functions from the
// state to the events that move it on:
//   rolled          an order rolled once, highest first (ties settled by the ruleset)
//   ticks           a rising tracker: the lowest tick acts, actions add their cost
//   actionsPerTurn  a rolled order where each turn has an allowance of actions
//   gm              an order the GM sets
// Conditions last a number of turns (of their bearer), rounds, ticks or minutes.

import { EngineError } from "./errors.js";
import type { EngineEvent } from "./events.js";
import {
  type Condition,
  type DurationUnit,
  type Encounter,
  type InitiativeModelKind,
  ownEntry,
  type Participant,
  type TableState,
} from "./state.js";

export interface ParticipantInput {
  id: string;
  character: string;
  name: string;
  initiative?: number | null;
  tick?: number;
  group?: string | null;
}

export function startEncounter(
  state: TableState,
  input: {
    id: string;
    model: InitiativeModelKind;
    participants: ParticipantInput[];
    budgetPerTurn?: Record<string, number>;
  },
): EngineEvent[] {
  if (state.encounter)
    throw new EngineError("conflict", "an encounter is already running; end it first", ["encounter"]);
  if (input.participants.length === 0)
    throw new EngineError("invalid", "an encounter needs participants", ["participants"]);
  const ids = new Set<string>();
  for (const [i, p] of input.participants.entries()) {
    if (ids.has(p.id))
      throw new EngineError("invalid", `participant id '${p.id}' is used twice`, ["participants", i, "id"]);
    ids.add(p.id);
  }
  if (input.model === "actionsPerTurn" && !input.budgetPerTurn) {
    throw new EngineError("invalid", "the actionsPerTurn model needs a budget per turn", ["budgetPerTurn"]);
  }
  const participants: Participant[] = input.participants.map((p) => ({
    id: p.id,
    character: p.character,
    name: p.name,
    initiative: p.initiative ?? null,
    tick: p.tick ?? 0,
    group: p.group ?? null,
  }));
  const encounter: Encounter = {
    id: input.id,
    model: input.model,
    participants,
    order: input.model === "ticks" ? [] : participants.map((p) => p.id),
    current: -1,
    round: 0,
    time: input.model === "ticks" ? Math.min(...participants.map((p) => p.tick)) : 0,
    budgetPerTurn: input.budgetPerTurn ?? null,
    budget: null,
  };
  return [{ type: "encounter.started", encounter }];
}

function running(state: TableState): Encounter {
  if (!state.encounter) throw new EngineError("conflict", "no encounter is running", ["encounter"]);
  return state.encounter;
}

/**
 * Orders values highest first. Runs of equal values go to `tieBreak`, which returns the tied ids
 * in their final order (it may compare dice sizes, roll off, or ask the GM).
 */
export function orderByInitiative(
  entries: { id: string; initiative: number }[],
  tieBreak: (tied: string[]) => string[],
): string[] {
  const sorted = [...entries].sort((a, b) => b.initiative - a.initiative);
  const order: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i + 1;
    while (j < sorted.length && sorted[j]!.initiative === sorted[i]!.initiative) j++;
    const run = sorted.slice(i, j).map((e) => e.id);
    order.push(...(run.length > 1 ? tieBreak(run) : run));
    i = j;
  }
  return order;
}

/** Sets the acting order (after rolling, or as the GM decides). Every participant exactly once. */
export function setOrder(
  state: TableState,
  order: string[],
  initiative: Record<string, number> = {},
): EngineEvent[] {
  const e = running(state);
  const ids = new Set(e.participants.map((p) => p.id));
  const seen = new Set<string>();
  for (const [i, id] of order.entries()) {
    if (!ids.has(id)) throw new EngineError("not_found", `'${id}' is not in the encounter`, ["order", i]);
    if (seen.has(id)) throw new EngineError("invalid", `'${id}' appears twice in the order`, ["order", i]);
    seen.add(id);
  }
  if (seen.size !== ids.size) {
    const missing = [...ids].filter((id) => !seen.has(id));
    throw new EngineError("invalid", `the order leaves out ${missing.join(", ")}`, ["order"]);
  }
  return [{ type: "order.set", order, initiative }];
}

/**
 * Where a late joiner goes in an order sorted by initiative: after everyone with a higher or equal
 * value, so nobody already placed moves (Lucky 13's decision for mid-encounter arrivals).
 */
export function insertPosition(e: Encounter, value: number): number {
  const values = new Map(e.participants.map((p) => [p.id, p.initiative ?? Number.NEGATIVE_INFINITY]));
  let pos = 0;
  while (pos < e.order.length && (values.get(e.order[pos]!) ?? 0) >= value) pos++;
  return pos;
}

export function joinEncounter(state: TableState, p: ParticipantInput, position?: number): EngineEvent[] {
  const e = running(state);
  if (e.participants.some((x) => x.id === p.id)) {
    throw new EngineError("conflict", `'${p.id}' is already in the encounter`, ["participant", "id"]);
  }
  const participant: Participant = {
    id: p.id,
    character: p.character,
    name: p.name,
    initiative: p.initiative ?? null,
    tick: p.tick ?? e.time,
    group: p.group ?? null,
  };
  const at = e.model === "ticks" ? 0 : (position ?? insertPosition(e, participant.initiative ?? 0));
  return [{ type: "participant.joined", participant, position: e.model === "ticks" ? 0 : at }];
}

/** The participants who act now: the lowest tick (ties act together) or the current turn. */
export function activeParticipants(e: Encounter): string[] {
  if (e.model === "ticks") {
    return e.participants.filter((p) => p.tick === e.time).map((p) => p.id);
  }
  const id = e.order[e.current];
  return id === undefined ? [] : [id];
}

/** Ends the current turn and starts the next, wrapping into a new round. Not for the ticks model. */
export function nextTurn(state: TableState): EngineEvent[] {
  const e = running(state);
  if (e.model === "ticks") {
    throw new EngineError(
      "conflict",
      "the ticks model has no turns: the lowest tick acts; spend ticks instead",
      ["encounter", "model"],
    );
  }
  if (e.order.length === 0)
    throw new EngineError("conflict", "the encounter has no one left to act", ["encounter"]);
  const events: EngineEvent[] = [];
  const ending = e.order[e.current];
  if (ending !== undefined) events.push(...tickConditions(state, "turn", 1, ending));
  let index = e.current + 1;
  let round = Math.max(e.round, 1);
  if (e.current >= 0 && index >= e.order.length) {
    index = 0;
    round++;
    events.push(...tickConditions(state, "round", 1));
  }
  if (e.current < 0) index = 0;
  events.push({ type: "turn.started", round, index, actor: e.order[index]! });
  return events;
}

/** Ticks model: `id` takes an action costing `cost` ticks; time moves to the new lowest tick. */
export function spendTicks(state: TableState, id: string, cost: number, action: string): EngineEvent[] {
  const e = running(state);
  if (e.model !== "ticks")
    throw new EngineError("conflict", "only the ticks model spends ticks", ["encounter", "model"]);
  if (!Number.isInteger(cost) || cost < 0)
    throw new EngineError("invalid", "a cost is a whole number of ticks ≥ 0", ["cost"]);
  const p = e.participants.find((x) => x.id === id);
  if (!p) throw new EngineError("not_found", `'${id}' is not in the encounter`, ["id"]);
  if (p.tick !== e.time) {
    throw new EngineError("refused", `${p.name} acts at tick ${p.tick}, not now (tick ${e.time})`, ["id"]);
  }
  const events: EngineEvent[] = [{ type: "ticks.spent", id, cost, action }];
  const newTime = Math.min(...e.participants.map((x) => (x.id === id ? x.tick + cost : x.tick)));
  if (newTime > e.time) events.push(...tickConditions(state, "tick", newTime - e.time));
  return events;
}

/** actionsPerTurn model: spends part of the current turn's allowance, or refuses. */
export function spendBudget(state: TableState, kind: string, amount = 1): EngineEvent[] {
  const e = running(state);
  if (!e.budget || e.current < 0)
    throw new EngineError("conflict", "no turn with an allowance is running", ["encounter"]);
  const left = ownEntry(e.budget.left, kind) ?? 0;
  if (left < amount) {
    throw new EngineError("refused", `not enough ${kind} left this turn (${left} left, ${amount} needed)`, [
      "kind",
    ]);
  }
  return [{ type: "budget.spent", id: e.order[e.current]!, kind, amount }];
}

export function endEncounter(state: TableState): EngineEvent[] {
  return [{ type: "encounter.ended", id: running(state).id }];
}

export function addCondition(
  state: TableState,
  c: Omit<Condition, "rating" | "duration" | "source"> &
    Partial<Pick<Condition, "rating" | "duration" | "source">>,
): EngineEvent[] {
  if (state.conditions.some((x) => x.id === c.id))
    throw new EngineError("conflict", `condition id '${c.id}' exists`, ["id"]);
  if (c.duration && (!Number.isFinite(c.duration.remaining) || c.duration.remaining <= 0)) {
    throw new EngineError("invalid", "a duration must be above 0", ["duration", "remaining"]);
  }
  const condition: Condition = { rating: null, duration: null, source: null, ...c };
  return [{ type: "condition.added", condition }];
}

export function removeCondition(state: TableState, id: string, reason = "removed"): EngineEvent[] {
  if (!state.conditions.some((c) => c.id === id))
    throw new EngineError("not_found", `no condition '${id}'`, ["id"]);
  return [{ type: "condition.removed", id, reason }];
}

/** Counts down conditions measured in `unit` (only the bearer's own, for turns); expired ones end. */
export function tickConditions(
  state: TableState,
  unit: DurationUnit,
  amount: number,
  bearer?: string,
): EngineEvent[] {
  const events: EngineEvent[] = [];
  for (const c of state.conditions) {
    if (!c.duration || c.duration.unit !== unit) continue;
    if (bearer !== undefined && !bearerMatches(state, c.target, bearer)) continue;
    const remaining = c.duration.remaining - amount;
    if (remaining <= 0) events.push({ type: "condition.removed", id: c.id, reason: "expired" });
    else events.push({ type: "condition.changed", id: c.id, rating: c.rating, remaining });
  }
  return events;
}

/** A condition on a character also counts down on the turns of the participant standing for it. */
function bearerMatches(state: TableState, target: string, participant: string): boolean {
  if (target === participant) return true;
  const p = state.encounter?.participants.find((x) => x.id === participant);
  return p !== undefined && p.character === target;
}

/** World time passes: conditions in minutes count down. */
export function advanceClock(state: TableState, minutes: number): EngineEvent[] {
  if (!Number.isFinite(minutes) || minutes < 0)
    throw new EngineError("invalid", "minutes must be ≥ 0", ["minutes"]);
  return [{ type: "clock.advanced", minutes }, ...tickConditions(state, "minute", minutes)];
}
