// The table's state as plain data: what the event log folds into. Nothing here knows a ruleset;
// a character's `data` is whatever its ruleset's schema says.

import type { Scenes } from "./scene/types.js";

export interface CharacterEntry {
  id: string;
  name: string;
  /** The member who controls it; null for the GM's characters. */
  owner: string | null;
  data: unknown;
  /** Set when the GM keeps it secret: players get its name and only what `show` lets them see. */
  secret?: Secrecy;
}

/**
 * What players see of a secret character (src/server/visibility.ts redacts for them): nothing but
 * its name, its conditions, or a wound word ("bloodied") worked out from its HP on the server.
 */
export interface Secrecy {
  show: "nothing" | "conditions" | "wound";
}

/** A statblock the GM saved for reuse (a small bestiary): its ruleset's NPC facet reads `statblock`. */
export interface BestiaryEntry {
  id: string;
  name: string;
  statblock: unknown;
}

export type InitiativeModelKind = "rolled" | "ticks" | "actionsPerTurn" | "gm";

export interface Participant {
  id: string;
  /** The character it stands for (several participants may share one in a group). */
  character: string;
  name: string;
  /** The rolled value (rolled/actionsPerTurn models), or null until rolled. */
  initiative: number | null;
  /** The tick at which it acts next (ticks model). */
  tick: number;
  /** Group members share one place in the order and act in listed order. */
  group: string | null;
}

export interface TurnBudget {
  /** What is left this turn, per kind of action (e.g. { action: 2, move: 1 }). */
  left: Record<string, number>;
}

export type DurationUnit = "turn" | "round" | "tick" | "minute";

export interface Condition {
  id: string;
  /** The participant or character it is attached to. */
  target: string;
  name: string;
  rating: number | null;
  /** null: lasts until removed. For ticks, `remaining` counts ticks of encounter time. */
  duration: { unit: DurationUnit; remaining: number } | null;
  source: string | null;
}

export interface Encounter {
  id: string;
  model: InitiativeModelKind;
  participants: Participant[];
  /** Participant ids in acting order (rolled, actionsPerTurn, gm). */
  order: string[];
  /** Index into `order` of the participant whose turn it is; -1 before the first turn. */
  current: number;
  round: number;
  /** Encounter time in ticks (ticks model): the lowest tick. */
  time: number;
  /** Per-turn allowance (actionsPerTurn model); null for the others. */
  budgetPerTurn: Record<string, number> | null;
  budget: TurnBudget | null;
}

export interface TableState {
  ruleset: string;
  options: unknown;
  characters: Record<string, CharacterEntry>;
  encounter: Encounter | null;
  conditions: Condition[];
  /** World time in minutes since the table started (healing, dying clocks, durations in minutes). */
  clock: number;
  /** Open records a GM should settle, e.g. dilemmas; keyed by id. */
  notes: Record<string, { kind: string; text: string; data: unknown; open: boolean }>;
  /** Saved NPC statblocks by id (absent until the GM saves one). */
  bestiary?: Record<string, BestiaryEntry>;
  /** The scene map's scenes and tokens (issue 17; absent until the GM makes the first scene). */
  scenes?: Scenes;
}

export function emptyState(ruleset: string, options: unknown): TableState {
  return { ruleset, options, characters: {}, encounter: null, conditions: [], clock: 0, notes: {} };
}

/**
 * The entry `key` of a record keyed by names that may come from a client: only an own property,
 * never one inherited from Object.prototype (`constructor`, `toString`, `__proto__`…), which a
 * plain `record[key]` would hand back as if it were an entry.
 */
export function ownEntry<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Names every plain object inherits (`constructor`, `toString`, `__proto__`…): never a client's key. */
export const PROTOTYPE_NAMES: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));
