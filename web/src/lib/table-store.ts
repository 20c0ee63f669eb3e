// Everything the table view shows, kept in one place: the table's settings (over HTTP), the log
// folded into the state (over the WebSocket), who is here and the line's status. React reads it
// through `useSyncExternalStore`; every change makes a new snapshot.

import { pageSocketUrl, type SocketStatus, TableSocket } from "../../../src/client/index.js";
import type { Ruleset } from "../../../src/engine/ruleset.js";
import type { TableState } from "../../../src/engine/state.js";
import { api, type RulesetInfo } from "./api.js";
import { ClientLog, type LogItem } from "./fold.js";
import type {
  AckMessage,
  ForecastRequest,
  ForecastView,
  IntentBody,
  Macro,
  Member,
  ServerMessage,
} from "./protocol.js";
import { loadRuleset, parsedOptions } from "./rulesets.js";
import { session } from "./session.js";

export interface TableSnapshot {
  status: SocketStatus;
  statusDetail: string | null;
  /** True once the log has caught up with the server after (re)connecting. */
  synced: boolean;
  table: { id: string; name: string; ruleset: string } | null;
  /** The overlay the table plays, from the server's table info (null for a shipped ruleset). */
  overlay: { id: string; name: string } | null;
  me: Member | null;
  members: Member[];
  info: RulesetInfo | null;
  ruleset: Ruleset | null;
  /** The table's options as stored, and as the ruleset parses them (defaults filled in). */
  rawOptions: unknown;
  options: unknown;
  state: TableState | null;
  log: readonly LogItem[];
  undone: ReadonlySet<number>;
  undoable: number | null;
  head: number;
  seed: { period: number; commitment: string };
  problems: string[];
  loadError: string | null;
  /** The table's dice dialect, read by the dice tray, its odds and /roll. */
  dialect: "tabula" | "roll20" | "foundry";
  /** The GM's other table settings. */
  settings: { freeCharacterEditing: boolean; npcsSecretByDefault: boolean };
  /** This member's saved rolls. */
  macros: readonly Macro[];
}

const EMPTY: TableSnapshot = {
  status: "connecting",
  statusDetail: null,
  synced: false,
  table: null,
  overlay: null,
  me: null,
  members: [],
  info: null,
  ruleset: null,
  rawOptions: null,
  options: null,
  state: null,
  log: [],
  undone: new Set(),
  undoable: null,
  head: 0,
  seed: { period: 1, commitment: "" },
  problems: [],
  loadError: null,
  dialect: "tabula",
  settings: { freeCharacterEditing: false, npcsSecretByDefault: false },
  macros: [],
};

export class TableStore {
  private snap: TableSnapshot = EMPTY;
  private readonly listeners = new Set<() => void>();
  private socket: TableSocket | null = null;
  private log: ClientLog | null = null;
  /** Bumped by every start and stop, so a start overtaken by a stop does nothing more. */
  private run = 0;
  private welcome: Extract<ServerMessage, { type: "welcome" }> | null = null;

  constructor(
    readonly tableId: string,
    readonly token: string,
  ) {}

  subscribe = (f: () => void): (() => void) => {
    this.listeners.add(f);
    return () => this.listeners.delete(f);
  };

  getSnapshot = (): TableSnapshot => this.snap;

  private set(patch: Partial<TableSnapshot>): void {
    this.snap = { ...this.snap, ...patch };
    for (const f of this.listeners) f();
  }

  private fromLog(): Partial<TableSnapshot> {
    const l = this.log!;
    const members = new Map(l.members);
    for (const m of this.welcome?.members ?? []) if (!members.has(m.id)) members.set(m.id, m);
    return {
      state: l.state,
      log: [...l.log],
      undone: new Set(l.undone),
      undoable: l.undoable,
      head: l.head,
      members: [...members.values()],
      seed: { period: l.period, commitment: l.commitment },
      problems: [...l.problems],
      dialect: l.dialect,
      settings: l.settings,
      macros: l.macros,
    };
  }

  async start(): Promise<void> {
    const run = ++this.run;
    let info: Awaited<ReturnType<typeof api.table>>;
    try {
      info = await api.table(this.tableId, this.token);
    } catch (e) {
      if (run === this.run)
        this.set({ loadError: e instanceof Error ? e.message : String(e), status: "refused" });
      return;
    }
    if (run !== this.run) return;
    let ruleset: Awaited<ReturnType<typeof loadRuleset>> = null;
    try {
      ruleset = await loadRuleset(info.table.ruleset);
    } catch (e) {
      if (run === this.run)
        this.set({
          loadError: `could not load the ruleset's code (${e instanceof Error ? e.message : String(e)}); reload the page to try again`,
          status: "refused",
        });
      return;
    }
    if (run !== this.run) return;
    this.log = new ClientLog(ruleset, info.table.options);
    this.set({
      table: { id: info.table.id, name: info.table.name, ruleset: info.table.ruleset },
      overlay: info.table.overlay ?? null,
      me: info.member,
      ruleset,
      rawOptions: info.table.options,
      options: parsedOptions(ruleset, info.table.options),
      ...this.fromLog(),
    });
    session.remember({
      id: info.table.id,
      name: info.table.name,
      ruleset: info.table.ruleset,
      role: info.member.role,
      as: info.member.name,
      ...(info.table.overlay ? { overlay: info.table.overlay.name } : {}),
    });
    api.ruleset(info.table.ruleset).then(
      (r) => this.set({ info: r }),
      (e) => this.set({ problems: [...this.snap.problems, `ruleset details: ${String(e)}`] }),
    );
    this.socket = new TableSocket({
      url: pageSocketUrl(location),
      table: this.tableId,
      token: this.token,
      handlers: {
        message: (m) => this.receive(m),
        status: (s, detail) =>
          this.set({ status: s, statusDetail: detail ?? null, ...(s === "open" ? {} : { synced: false }) }),
        lastSeq: () => this.log?.head ?? 0,
      },
    });
    this.socket.start();
  }

  private receive(m: ServerMessage): void {
    const log = this.log;
    if (!log) return;
    switch (m.type) {
      case "welcome":
        this.welcome = m;
        this.set({ table: m.table, me: m.member, ...this.fromLog() });
        return;
      case "event":
        log.append(m);
        // While catching up, one snapshot at the end rather than one per event.
        if (this.snap.synced) this.set(this.fromLog());
        return;
      case "synced":
        this.set({ synced: true, ...this.fromLog() });
        return;
      default:
        return;
    }
  }

  send(intent: IntentBody): Promise<AckMessage> {
    if (!this.socket) return Promise.reject(new Error("not connected yet"));
    return this.socket.send(intent);
  }

  odds(action: string, params: unknown) {
    if (!this.socket) return Promise.reject(new Error("not connected yet"));
    return this.socket.odds(action, params);
  }

  forecast(request: ForecastRequest = {}): Promise<ForecastView> {
    if (!this.socket) return Promise.reject(new Error("not connected yet"));
    return this.socket.forecast(request);
  }

  stop(): void {
    this.run++;
    this.socket?.stop();
    this.socket = null;
  }
}
