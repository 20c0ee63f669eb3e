// Running intents against a table: validate the parameters, resolve the action with the dice,
// and fold the events into the state. The log keeps which intent produced which events, so
// undo can take back the last intent as a whole.

import { z } from "zod";
import type { DiceSource } from "../dice/index.js";
import {
  addCondition,
  advanceClock,
  endEncounter,
  nextTurn,
  removeCondition,
  setOrder,
  spendBudget,
  spendTicks,
} from "./encounter.js";
import { EngineError, validate } from "./errors.js";
import { apply, type TableEvent } from "./events.js";
import type { Outcomes, Resolution, Ruleset } from "./ruleset.js";
import type { TableState } from "./state.js";

export interface LogEntry {
  seq: number;
  intent: number;
  event: TableEvent;
}

/** Ids for what actions create, numbered in order so a replayed script gets the same ids. */
export function idCounter(start = 1): (prefix: string) => string {
  let n = start;
  return (prefix) => `${prefix}-${n++}`;
}

export function getAction<O, C, D>(ruleset: Ruleset<O, C, D>, name: string) {
  const a = ruleset.actions[name];
  if (!a) {
    throw new EngineError(
      "not_found",
      `the ${ruleset.name} ruleset has no action '${name}' (actions: ${Object.keys(ruleset.actions).join(", ")})`,
      ["action"],
    );
  }
  return a;
}

export function oddsOf<O, C, D>(
  ruleset: Ruleset<O, C, D>,
  state: TableState,
  name: string,
  rawParams: unknown,
): Outcomes {
  const a = getAction(ruleset, name);
  if (!a.odds)
    throw new EngineError("refused", `the action '${name}' rolls nothing, so it has no odds`, ["action"]);
  const params = validate(a.params, rawParams, `parameters of ${name}`);
  return a.odds({ state, options: ruleset.parseOptions(state.options) }, params);
}

export function resolveAction<O, C, D>(
  ruleset: Ruleset<O, C, D>,
  state: TableState,
  name: string,
  rawParams: unknown,
  dice: DiceSource,
  newId: (prefix: string) => string,
): Resolution {
  const a = getAction(ruleset, name);
  const params = validate(a.params, rawParams, `parameters of ${name}`);
  return a.resolve({ state, options: ruleset.parseOptions(state.options), dice, newId }, params);
}

/** Intents the engine itself understands, whatever the ruleset. */
export const engineIntentSchema = z.discriminatedUnion("engine", [
  z.object({ engine: z.literal("nextTurn") }),
  z.object({ engine: z.literal("endEncounter") }),
  z.object({ engine: z.literal("setOrder"), order: z.array(z.string()) }),
  z.object({
    engine: z.literal("spendTicks"),
    id: z.string(),
    cost: z.number().int().min(0),
    action: z.string(),
  }),
  z.object({
    engine: z.literal("spendBudget"),
    kind: z.string(),
    amount: z.number().int().min(1).default(1),
  }),
  z.object({ engine: z.literal("advanceClock"), minutes: z.number().min(0) }),
  z.object({
    engine: z.literal("addCondition"),
    id: z.string(),
    target: z.string(),
    name: z.string(),
    rating: z.number().nullable().default(null),
    duration: z
      .object({ unit: z.enum(["turn", "round", "tick", "minute"]), remaining: z.number().positive() })
      .nullable()
      .default(null),
  }),
  z.object({ engine: z.literal("removeCondition"), id: z.string() }),
  z.object({ engine: z.literal("undo") }),
]);

export type EngineIntent = z.infer<typeof engineIntentSchema>;

export function engineIntentEvents(state: TableState, intent: EngineIntent): TableEvent[] {
  switch (intent.engine) {
    case "nextTurn":
      return nextTurn(state);
    case "endEncounter":
      return endEncounter(state);
    case "setOrder":
      return setOrder(state, intent.order);
    case "spendTicks":
      return spendTicks(state, intent.id, intent.cost, intent.action);
    case "spendBudget":
      return spendBudget(state, intent.kind, intent.amount);
    case "advanceClock":
      return advanceClock(state, intent.minutes);
    case "addCondition":
      return addCondition(state, {
        id: intent.id,
        target: intent.target,
        name: intent.name,
        rating: intent.rating,
        duration: intent.duration,
      });
    case "removeCondition":
      return removeCondition(state, intent.id);
    case "undo":
      throw new EngineError("invalid", "undo is handled by the table, not as events", ["engine"]);
  }
}

/** A table in memory: its initial state, its log and the state the log folds into. */
export class Table {
  private entries: LogEntry[] = [];
  private current: TableState;
  private intents = 0;

  constructor(
    readonly ruleset: Ruleset,
    readonly initial: TableState,
  ) {
    this.current = initial;
  }

  get state(): TableState {
    return this.current;
  }

  get log(): readonly LogEntry[] {
    return this.entries;
  }

  /** Appends one intent's events, applying them in order; nothing is kept if one fails. */
  commit(events: TableEvent[]): LogEntry[] {
    let s = this.current;
    for (const e of events) s = apply(s, e, this.ruleset.reduce);
    const intent = ++this.intents;
    const added = events.map((event, i) => ({ seq: this.entries.length + i + 1, intent, event }));
    this.entries = [...this.entries, ...added];
    this.current = s;
    return added;
  }

  /** Takes back the last intent's events: the state is what replaying the rest gives. */
  undo(): LogEntry[] {
    const last = this.entries[this.entries.length - 1];
    if (!last) throw new EngineError("conflict", "there is nothing to undo", []);
    const removed = this.entries.filter((e) => e.intent === last.intent);
    this.entries = this.entries.filter((e) => e.intent !== last.intent);
    this.current = this.entries.reduce((s, e) => apply(s, e.event, this.ruleset.reduce), this.initial);
    return removed;
  }
}
