// Events are the only way the state changes: `apply` folds one event into the state, `replay`
// folds a whole log. Both are pure, so replaying a table's log always gives the same state.
// A ruleset may define events of its own (typed `<ruleset>.<name>`); it reduces them itself.

import type { RollRecord } from "./roll.js";
import { foldScene, SCENE_EVENT_TYPES, type SceneEvent } from "./scene/fold.js";
import type {
  BestiaryEntry,
  CharacterEntry,
  Condition,
  Encounter,
  Participant,
  Secrecy,
  TableState,
} from "./state.js";

export type EngineEvent =
  | { type: "character.added"; character: CharacterEntry }
  | { type: "character.changed"; id: string; data: unknown; changes: string[] }
  | { type: "character.removed"; id: string }
  /** The GM keeps a character secret from players (what they may see), or stops doing so (null). */
  | { type: "character.secrecy"; id: string; secret: Secrecy | null }
  | { type: "bestiary.saved"; entry: BestiaryEntry }
  | { type: "bestiary.deleted"; id: string }
  | { type: "roll"; roll: RollRecord }
  | { type: "encounter.started"; encounter: Encounter }
  | { type: "encounter.ended"; id: string }
  | { type: "participant.joined"; participant: Participant; position: number }
  | { type: "participant.left"; id: string }
  | { type: "order.set"; order: string[]; initiative: Record<string, number> }
  | { type: "turn.started"; round: number; index: number; actor: string }
  | { type: "ticks.spent"; id: string; cost: number; action: string }
  | { type: "budget.spent"; id: string; kind: string; amount: number }
  | { type: "condition.added"; condition: Condition }
  | { type: "condition.changed"; id: string; rating: number | null; remaining: number | null }
  | { type: "condition.removed"; id: string; reason: string }
  | { type: "clock.advanced"; minutes: number }
  | { type: "note.opened"; id: string; kind: string; text: string; data: unknown }
  | { type: "note.closed"; id: string; resolution: string }
  | SceneEvent;

/** A ruleset's own event: `type` starts with its id and a dot. */
export interface RulesetEvent {
  type: `${string}.${string}`;
  [key: string]: unknown;
}

export type TableEvent = EngineEvent | RulesetEvent;

/** Reduces the events a ruleset defines; returns undefined for events it does not know. */
export type RulesetReducer = (state: TableState, event: RulesetEvent) => TableState | undefined;

const ENGINE_TYPES = new Set<string>([
  "character.added",
  "character.changed",
  "character.removed",
  "character.secrecy",
  "bestiary.saved",
  "bestiary.deleted",
  "roll",
  "encounter.started",
  "encounter.ended",
  "participant.joined",
  "participant.left",
  "order.set",
  "turn.started",
  "ticks.spent",
  "budget.spent",
  "condition.added",
  "condition.changed",
  "condition.removed",
  "clock.advanced",
  "note.opened",
  "note.closed",
  ...SCENE_EVENT_TYPES,
]);

/**
 * Several events of one intent logged as one, so that a member who may not see them gets one
 * placeholder whatever their number (the table server groups an intent's hidden events: a hidden
 * check that opens a dilemma must look like one that does not).
 */
export interface EventGroup {
  type: "group";
  events: TableEvent[];
}

export function isEventGroup(e: unknown): e is EventGroup {
  return (e as { type?: unknown } | null)?.type === "group" && Array.isArray((e as EventGroup).events);
}

export function isEngineEvent(e: TableEvent): e is EngineEvent {
  return ENGINE_TYPES.has(e.type);
}

/**
 * Narrows an event by its dotted type in one step: `if (isEvent(e, "character.added")) e.character`.
 * A plain `e.type === "character.added"` cannot narrow, as a ruleset's event types are any dotted
 * string to the compiler; this is sound because an event with an engine type is always the
 * engine's (apply() never hands one to a ruleset's reducer).
 */
export function isEvent<T extends EngineEvent["type"]>(
  e: TableEvent,
  type: T,
): e is Extract<EngineEvent, { type: T }> {
  return e.type === type;
}

function withEncounter(state: TableState, f: (e: Encounter) => Encounter): TableState {
  if (!state.encounter) throw new Error("event needs an encounter, but none is running");
  return { ...state, encounter: f(state.encounter) };
}

export function apply(state: TableState, event: TableEvent, reduce?: RulesetReducer): TableState {
  // A group (see `EventGroup`) is its events, in order.
  const group: unknown = event;
  if (isEventGroup(group)) return group.events.reduce<TableState>((s, e) => apply(s, e, reduce), state);
  if (!isEngineEvent(event)) {
    const next = reduce?.(state, event as RulesetEvent);
    if (next === undefined) throw new Error(`no reducer knows the event type '${event.type}'`);
    return next;
  }
  switch (event.type) {
    case "character.added":
      return { ...state, characters: { ...state.characters, [event.character.id]: event.character } };
    case "character.changed": {
      const c = state.characters[event.id];
      if (!c) throw new Error(`character.changed names an unknown character '${event.id}'`);
      return { ...state, characters: { ...state.characters, [event.id]: { ...c, data: event.data } } };
    }
    case "character.removed": {
      const { [event.id]: _, ...rest } = state.characters;
      return {
        ...state,
        characters: rest,
        conditions: state.conditions.filter((c) => c.target !== event.id),
      };
    }
    case "character.secrecy": {
      const c = state.characters[event.id];
      if (!c) throw new Error(`character.secrecy names an unknown character '${event.id}'`);
      const { secret: _, ...rest } = c;
      const next = event.secret ? { ...rest, secret: event.secret } : rest;
      return { ...state, characters: { ...state.characters, [event.id]: next } };
    }
    case "bestiary.saved":
      return { ...state, bestiary: { ...state.bestiary, [event.entry.id]: event.entry } };
    case "bestiary.deleted": {
      const { [event.id]: _, ...rest } = state.bestiary ?? {};
      return { ...state, bestiary: rest };
    }
    case "roll":
      return state;
    case "encounter.started":
      return { ...state, encounter: event.encounter };
    case "encounter.ended":
      return {
        ...state,
        encounter: null,
        conditions: state.conditions.filter((c) => c.duration === null || c.duration.unit === "minute"),
      };
    case "participant.joined":
      return withEncounter(state, (e) => {
        const order = [...e.order];
        order.splice(event.position, 0, event.participant.id);
        // Joining before the current actor shifts the current index along with it.
        const current = e.current >= event.position && e.current >= 0 ? e.current + 1 : e.current;
        return { ...e, participants: [...e.participants, event.participant], order, current };
      });
    case "participant.left":
      return withEncounter(state, (e) => {
        const at = e.order.indexOf(event.id);
        const order = e.order.filter((id) => id !== event.id);
        let current = e.current;
        if (at >= 0 && at < current) current--;
        if (current >= order.length) current = order.length - 1;
        return { ...e, participants: e.participants.filter((p) => p.id !== event.id), order, current };
      });
    case "order.set":
      return withEncounter(state, (e) => ({
        ...e,
        order: event.order,
        participants: e.participants.map((p) =>
          event.initiative[p.id] !== undefined ? { ...p, initiative: event.initiative[p.id]! } : p,
        ),
      }));
    case "turn.started":
      return withEncounter(state, (e) => ({
        ...e,
        round: event.round,
        current: event.index,
        budget: e.budgetPerTurn ? { left: { ...e.budgetPerTurn } } : null,
      }));
    case "ticks.spent":
      return withEncounter(state, (e) => {
        const participants = e.participants.map((p) =>
          p.id === event.id ? { ...p, tick: p.tick + event.cost } : p,
        );
        return { ...e, participants, time: Math.min(...participants.map((p) => p.tick)) };
      });
    case "budget.spent":
      return withEncounter(state, (e) => {
        if (!e.budget) return e;
        const left = { ...e.budget.left, [event.kind]: (e.budget.left[event.kind] ?? 0) - event.amount };
        return { ...e, budget: { left } };
      });
    case "condition.added":
      return { ...state, conditions: [...state.conditions, event.condition] };
    case "condition.changed":
      return {
        ...state,
        conditions: state.conditions.map((c) =>
          c.id === event.id
            ? {
                ...c,
                rating: event.rating,
                duration:
                  c.duration && event.remaining !== null
                    ? { ...c.duration, remaining: event.remaining }
                    : c.duration,
              }
            : c,
        ),
      };
    case "condition.removed":
      return { ...state, conditions: state.conditions.filter((c) => c.id !== event.id) };
    case "clock.advanced":
      return { ...state, clock: state.clock + event.minutes };
    case "note.opened":
      return {
        ...state,
        notes: {
          ...state.notes,
          [event.id]: { kind: event.kind, text: event.text, data: event.data, open: true },
        },
      };
    case "note.closed": {
      const n = state.notes[event.id];
      if (!n) throw new Error(`note.closed names an unknown note '${event.id}'`);
      return { ...state, notes: { ...state.notes, [event.id]: { ...n, open: false } } };
    }
    default:
      return { ...state, scenes: foldScene(state.scenes, event) };
  }
}

/** The state after every event of the log, from the initial state. */
export function replay(
  initial: TableState,
  events: readonly TableEvent[],
  reduce?: RulesetReducer,
): TableState {
  return events.reduce((s, e) => apply(s, e, reduce), initial);
}
