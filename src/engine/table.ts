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
  startEncounter,
} from "./encounter.js";
import { EngineError, validate } from "./errors.js";
import { apply, type TableEvent } from "./events.js";
import type { Outcomes, Resolution, Ruleset } from "./ruleset.js";
import { type InitiativeModelKind, ownEntry, type TableState } from "./state.js";

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
  const a = ownEntry(ruleset.actions, name);
  if (!a) {
    throw new EngineError(
      "not_found",
      `the ${ruleset.name} ruleset has no action '${name}' (actions: ${Object.keys(ruleset.actions).join(", ")})`,
      ["action"],
    );
  }
  return a;
}

/** Parsed options per ruleset, by the raw options object a table's state carries. */
const parsedOptions = new WeakMap<object, WeakMap<object, unknown>>();

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * The table's options as the ruleset reads them. A table's state keeps the same options object
 * from intent to intent, and parsing it (a schema walk) was a tenth of a table server's time per
 * intent at 1,000 intents a second: it is parsed once per object and ruleset. The result is frozen,
 * since every later action of the table shares it.
 */
export function optionsOf<O, C, D>(ruleset: Ruleset<O, C, D>, raw: unknown): O {
  if (raw === null || typeof raw !== "object") return ruleset.parseOptions(raw);
  let byRaw = parsedOptions.get(ruleset);
  if (!byRaw) {
    byRaw = new WeakMap();
    parsedOptions.set(ruleset, byRaw);
  }
  if (!byRaw.has(raw)) byRaw.set(raw, deepFreeze(ruleset.parseOptions(raw)));
  return byRaw.get(raw) as O;
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
  return a.odds({ state, options: optionsOf(ruleset, state.options) }, params);
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
  return a.resolve({ state, options: optionsOf(ruleset, state.options), dice, newId }, params);
}

/** An id for an encounter or one of its places: short, printable, no spaces. */
const gmOrderId = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, "letters, digits, '-' and '_', starting with a letter or digit")
  .max(60);

/** The most places a GM-ordered encounter may have. */
export const MAX_GM_ORDER = 50;

/** Intents the engine itself understands, whatever the ruleset. */
export const engineIntentSchema = z.discriminatedUnion("engine", [
  z.object({
    engine: z.literal("startEncounter"),
    id: gmOrderId.default("encounter"),
    /** The acting order, first to act first: character ids, or entries with their own id and name. */
    participants: z
      .array(
        z.union([
          z.string(),
          z.strictObject({
            character: z.string(),
            id: gmOrderId.optional(),
            name: z.string().trim().min(1).max(100).optional(),
          }),
        ]),
      )
      .max(MAX_GM_ORDER),
  }),
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
/** An engine intent as a caller writes it (defaults, such as an encounter id, may be left out). */
export type EngineIntentInput = z.input<typeof engineIntentSchema>;

type StartIntent = Extract<EngineIntent, { engine: "startEncounter" }>;

/**
 * Starts an encounter in the order the GM gives ("gm" model), for rulesets whose rulebook leaves
 * the order to the GM. Every participant names a character at the table, once; two places may
 * stand for one character when they have their own ids. The first in the order acts at once;
 * turns then run as in any ordered model (nextTurn, setOrder, endEncounter).
 * `model` is the ruleset's initiative model when known: the others start with their own action.
 */
export function startGmOrder(
  state: TableState,
  intent: StartIntent,
  model?: InitiativeModelKind,
): TableEvent[] {
  if (model !== undefined && model !== "gm")
    throw new EngineError(
      "refused",
      `this ruleset orders encounters by its own initiative (${model}); start one with its initiative action`,
      ["engine"],
    );
  if (state.encounter)
    throw new EngineError(
      "conflict",
      `an encounter ('${state.encounter.id}') is already running; end it first`,
      ["encounter"],
    );
  if (intent.participants.length === 0)
    throw new EngineError("invalid", "choose at least one character to take part", ["participants"]);
  const seen = new Map<string, number>();
  const participants = intent.participants.map((raw, i) => {
    const p = typeof raw === "string" ? { character: raw } : raw;
    const c = ownEntry(state.characters, p.character);
    const path = typeof raw === "string" ? ["participants", i] : ["participants", i, "character"];
    if (!c) {
      const all = Object.keys(state.characters);
      const known = all.length > 12 ? [...all.slice(0, 12), "…"] : all;
      throw new EngineError(
        "not_found",
        `no character '${p.character}' at this table${known.length ? ` (characters: ${known.join(", ")})` : ""}`,
        path,
      );
    }
    const id = p.id ?? p.character;
    const before = seen.get(id);
    if (before !== undefined)
      throw new EngineError(
        "invalid",
        `'${id}' is in the order twice (places ${before + 1} and ${i + 1}); give one of them its own id`,
        typeof raw === "string" ? ["participants", i] : ["participants", i, p.id ? "id" : "character"],
      );
    seen.set(id, i);
    return { id, character: p.character, name: p.name ?? c.name };
  });
  // The first in the order acts at once, as after a rolled start.
  return [
    ...startEncounter(state, { id: intent.id, model: "gm", participants }),
    { type: "turn.started", round: 1, index: 0, actor: participants[0]!.id },
  ];
}

/**
 * The events of an engine intent. `ruleset` (its initiative model) lets startEncounter refuse on
 * tables whose ruleset rolls or ticks its own initiative.
 */
export function engineIntentEvents(
  state: TableState,
  intent: EngineIntent,
  ruleset?: { initiative: InitiativeModelKind },
): TableEvent[] {
  switch (intent.engine) {
    case "startEncounter":
      return startGmOrder(state, intent, ruleset?.initiative);
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
      // The bearer is a character at the table or a place in the encounter, found as an own name.
      if (
        !ownEntry(state.characters, intent.target) &&
        !state.encounter?.participants.some((p) => p.id === intent.target)
      )
        throw new EngineError("not_found", `no character or participant '${intent.target}' at this table`, [
          "target",
        ]);
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
