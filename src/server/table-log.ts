// A table's log folded into its state, in memory. The log holds the engine's and the ruleset's
// events, plus a few of the server's own that change no game state: who joined, seed commitments
// and reveals, and undo. Undo takes back the last game intent still standing: its events stay in
// the log (the log only grows), and the state becomes the replay of the intents still standing.

import type { Dialect } from "../dice/index.js";
import { apply, isEventGroup, type TableEvent } from "../engine/events.js";
import type { Ruleset } from "../engine/ruleset.js";
import type { TableState } from "../engine/state.js";
import type { EventRecord } from "../store/index.js";
import type { MemberView } from "./protocol.js";
import { veilRecords } from "./visibility.js";

export type ServerEvent =
  | { type: "memberJoined"; member: MemberView }
  | { type: "seedCommitted"; period: number; commitment: string }
  | { type: "seedRevealed"; period: number; seed: string; commitment: string }
  | { type: "undo"; intent: number }
  /** The table's own settings, logged when the GM sets them (at creation). */
  | { type: "tableSettings"; settings: TableSettings }
  /** In an export, an event its reader may not see (visibility.ts): a place, changing nothing. */
  | { type: "hidden" }
  /** A chat message (chat.ts): said, not played, so undo passes over it. */
  | { type: "chat"; [key: string]: unknown }
  /** A member's saved rolls (macros.ts), seen by that member alone. */
  | { type: "macros"; [key: string]: unknown };

/** What a GM decides for the whole table, beside the ruleset's options. */
export interface TableSettings {
  /** Players may edit every field of their characters' files, not only those the ruleset allows. */
  freeCharacterEditing: boolean;
  /** Every NPC the GM creates is secret from the players unless the GM says otherwise. */
  npcsSecretByDefault: boolean;
  /** The dice notation the tray and /roll read (src/dice/dialect.ts); Tabula's own when absent. */
  dialect?: Dialect;
}

export const DEFAULT_SETTINGS: TableSettings = { freeCharacterEditing: false, npcsSecretByDefault: false };

const SERVER_TYPES = new Set([
  "memberJoined",
  "seedCommitted",
  "seedRevealed",
  "undo",
  "tableSettings",
  "hidden",
  "chat",
  "macros",
]);

export function isServerEvent(e: unknown): e is ServerEvent {
  return SERVER_TYPES.has((e as { type?: string })?.type ?? "");
}

export interface Folded {
  records: readonly EventRecord[];
  state: TableState;
  popped: number;
  game: TableEvent[];
}

interface Standing {
  intent: number;
  events: TableEvent[];
}

export class TableLog {
  readonly records: EventRecord[] = [];
  readonly members = new Map<string, MemberView>();
  private current: TableState;
  private readonly standing: Standing[] = [];
  period = 1;
  commitment = "";
  settings: TableSettings = DEFAULT_SETTINGS;
  /** The record that opened each note, so visibility.ts can tell who may know of it. */
  readonly noteOpenings = new Map<string, EventRecord>();

  constructor(
    readonly ruleset: Ruleset,
    readonly initial: TableState,
  ) {
    this.current = initial;
  }

  get state(): TableState {
    return this.current;
  }

  get head(): number {
    return this.records.length;
  }

  /** The intent `undo` would take back, or null. */
  get undoable(): number | null {
    return this.standing.at(-1)?.intent ?? null;
  }

  /** The number of the last intent in the log (every intent has at least one event). */
  get lastIntent(): number {
    return this.records.at(-1)?.intent ?? 0;
  }

  /** What appending one intent's records would give, without keeping it; throws if they do not fold. */
  fold(records: readonly EventRecord[]): Folded {
    const first = records[0];
    if (first && first.seq !== this.head + 1)
      throw new Error(`log gap: expected seq ${this.head + 1}, got ${first.seq}`);
    let state = this.current;
    let popped = 0;
    const game: TableEvent[] = [];
    for (const r of records) {
      const e = r.event;
      if (!isServerEvent(e)) {
        state = apply(state, e as TableEvent, this.ruleset.reduce);
        game.push(e as TableEvent);
        continue;
      }
      if (e.type === "undo") {
        const left = this.standing.length - popped;
        if (this.standing[left - 1]?.intent !== e.intent)
          throw new Error(`undo of intent ${e.intent}, which is not the last standing`);
        popped++;
        state = this.replay(left - 1);
      }
    }
    return { records, state, popped, game };
  }

  /** Keeps a fold of the records that come next. */
  keep(f: Folded): void {
    for (const r of f.records) {
      const e = r.event;
      if (!isServerEvent(e)) {
        for (const inner of isEventGroup(e) ? e.events : [e]) {
          const opened = inner as { type?: unknown; id?: unknown };
          if (opened.type === "note.opened" && typeof opened.id === "string")
            this.noteOpenings.set(opened.id, r);
        }
        continue;
      }
      if (e.type === "tableSettings") this.settings = { ...DEFAULT_SETTINGS, ...e.settings };
      else if (e.type === "memberJoined") this.members.set(e.member.id, e.member);
      else if (e.type === "seedCommitted") {
        this.period = e.period;
        this.commitment = e.commitment;
      }
    }
    this.standing.length -= f.popped;
    if (f.game.length > 0) this.standing.push({ intent: f.records[0]!.intent, events: f.game });
    // What players may see of records touching a secret character, decided once, here.
    veilRecords(f.records, this.current, f.state, this.ruleset);
    this.current = f.state;
    this.records.push(...f.records);
  }

  /** Appends every record of one intent, in order. The state changes only if all of them fold. */
  append(records: readonly EventRecord[]): void {
    if (records.length > 0) this.keep(this.fold(records));
  }

  /** The state from the initial one through the first `n` standing intents. */
  private replay(n: number): TableState {
    let s = this.initial;
    for (const i of this.standing.slice(0, n)) for (const e of i.events) s = apply(s, e, this.ruleset.reduce);
    return s;
  }

  /** Appends a run of records from the store, intent by intent. */
  appendAll(records: readonly EventRecord[]): void {
    let i = 0;
    while (i < records.length) {
      let j = i + 1;
      while (j < records.length && records[j]!.intent === records[i]!.intent) j++;
      this.append(records.slice(i, j));
      i = j;
    }
  }
}
