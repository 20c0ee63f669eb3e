// The table's log folded into its state in the browser, the way the server folds it
// (src/server/table-log.ts): game events go through the engine's `apply` with the ruleset's
// reducer; `undo` takes back the last intent still standing and replays the rest. Records this
// member may not see arrive as placeholders: they keep their place (an intent that can be undone)
// but change nothing here, since hidden events are only rolls and the notes they open.

import { apply, type TableEvent } from "../../../src/engine/events.js";
import type { Ruleset } from "../../../src/engine/ruleset.js";
import { emptyState, type TableState } from "../../../src/engine/state.js";
import type { GameEvent, LogRecord, Macro, Member } from "./protocol.js";

const SERVER_TYPES = new Set([
  "memberJoined",
  "seedCommitted",
  "seedRevealed",
  "undo",
  "tableSettings",
  // Said, not played: undo passes over them (src/server/table-log.ts).
  "chat",
  "macros",
]);

export const isServerEvent = (e: GameEvent) => SERVER_TYPES.has(e.type);

/** One intent's records as the log shows them. */
export interface LogItem {
  intent: number;
  records: LogRecord[];
}

interface Standing {
  intent: number;
  events: TableEvent[];
}

export class ClientLog {
  private readonly items: LogItem[] = [];
  private readonly standing: Standing[] = [];
  readonly members = new Map<string, Member>();
  /** Intents taken back by an undo. */
  readonly undone = new Set<number>();
  private current: TableState;
  private readonly initial: TableState;
  head = 0;
  period = 1;
  commitment = "";
  revealed: { period: number; seed: string }[] = [];
  /** The dice notation the table reads (the GM's setting); Tabula's own until set. */
  dialect: "tabula" | "roll20" | "foundry" = "tabula";
  /** The GM's other table settings (server/table-log.ts), as last logged. */
  settings = { freeCharacterEditing: false, npcsSecretByDefault: false };
  /** This member's saved rolls, as last saved (only their own reach this browser). */
  macros: Macro[] = [];
  /** Events this browser could not fold (a newer server, a bug): shown, never fatal. */
  problems: string[] = [];

  constructor(
    private readonly ruleset: Ruleset | null,
    options: unknown,
  ) {
    this.initial = emptyState(ruleset?.id ?? "", options);
    this.current = this.initial;
  }

  get state(): TableState {
    return this.current;
  }

  get log(): readonly LogItem[] {
    return this.items;
  }

  /** The intent an undo would take back now. */
  get undoable(): number | null {
    return this.standing.at(-1)?.intent ?? null;
  }

  append(r: LogRecord): void {
    if (r.seq <= this.head) return; // already have it (a resend after reconnecting)
    this.head = r.seq;
    const last = this.items.at(-1);
    if (last && last.intent === r.intent) last.records.push(r);
    else this.items.push({ intent: r.intent, records: [r] });

    if (r.hidden) {
      this.stand(r.intent);
      return;
    }
    const e = r.event;
    if (isServerEvent(e)) {
      this.server(e);
      return;
    }
    this.stand(r.intent).events.push(e as TableEvent);
    try {
      this.current = apply(this.current, e as TableEvent, this.ruleset?.reduce);
    } catch (err) {
      this.problems.push(`event ${r.seq} (${e.type}): ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  private stand(intent: number): Standing {
    const top = this.standing.at(-1);
    if (top && top.intent === intent) return top;
    const s = { intent, events: [] };
    this.standing.push(s);
    return s;
  }

  private server(e: GameEvent): void {
    switch (e.type) {
      case "memberJoined": {
        const m = e.member as Member;
        this.members.set(m.id, m);
        return;
      }
      case "seedCommitted":
        this.period = e.period as number;
        this.commitment = e.commitment as string;
        return;
      case "tableSettings": {
        const d = (e.settings as { dialect?: unknown } | undefined)?.dialect;
        this.dialect = d === "roll20" || d === "foundry" ? d : "tabula";
        const s = (e.settings ?? {}) as { freeCharacterEditing?: unknown; npcsSecretByDefault?: unknown };
        this.settings = {
          freeCharacterEditing: s.freeCharacterEditing === true,
          npcsSecretByDefault: s.npcsSecretByDefault === true,
        };
        return;
      }
      case "macros":
        this.macros = Array.isArray(e.macros) ? (e.macros as Macro[]) : [];
        return;
      case "seedRevealed":
        this.revealed.push({ period: e.period as number, seed: e.seed as string });
        return;
      case "undo": {
        const intent = e.intent as number;
        const at = this.standing.findLastIndex((s) => s.intent === intent);
        if (at < 0) {
          this.problems.push(`undo of intent ${intent}, which this browser never saw standing`);
          return;
        }
        this.standing.splice(at, 1);
        this.undone.add(intent);
        this.replay();
        return;
      }
    }
  }

  private replay(): void {
    let s = this.initial;
    for (const i of this.standing) {
      for (const e of i.events) {
        try {
          s = apply(s, e, this.ruleset?.reduce);
        } catch {
          // Reported when it was first applied.
        }
      }
    }
    this.current = s;
  }
}
