// One WebSocket to the table server: says hello with the member token and the last sequence number
// it has, reconnects with a growing pause when the line drops (picking up from where it was), and
// turns each intent into a promise settled by the server's `ack` or `error`. It runs wherever a
// WebSocket class does: a browser's own, Node 22's global one, or the `ws` package's (Node 20).

import type { Outcomes } from "../engine/ruleset.js";
import {
  type AckMessage,
  type ForecastRequest,
  type ForecastView,
  type IntentBody,
  IntentError,
  type ServerMessage,
} from "./protocol.js";

export type SocketStatus = "connecting" | "open" | "reconnecting" | "refused" | "closed";

interface Pending {
  resolve: (m: AckMessage | Outcomes | ForecastView) => void;
  reject: (e: IntentError) => void;
}

export interface SocketHandlers {
  message(m: ServerMessage): void;
  status(s: SocketStatus, detail?: string): void;
  /** The last sequence number this client has, for hello. */
  lastSeq(): number;
}

/** The part of the WebSocket API the client uses: the browser's, Node 22's and `ws` all have it. */
export interface WebSocketLike {
  readonly readyState: number;
  // Written as methods so that each implementation's own event types fit (parameters of methods
  // are compared both ways); the client reads only `data` of a message event.
  onopen: { bivarianceHack(ev: unknown): void }["bivarianceHack"] | null;
  onmessage: { bivarianceHack(ev: { data: unknown }): void }["bivarianceHack"] | null;
  onclose: { bivarianceHack(ev: unknown): void }["bivarianceHack"] | null;
  onerror?: { bivarianceHack(ev: unknown): void }["bivarianceHack"] | null;
  send(data: string): void;
  close(): void;
}

export type WebSocketClass = new (url: string) => WebSocketLike;

/** WebSocket.OPEN, the same in every implementation. */
const OPEN = 1;

export interface TableSocketOptions {
  /** The server's WebSocket address, e.g. `ws://127.0.0.1:8080/ws`. */
  url: string;
  /** The table's id and the member's token (from creating or joining the table). */
  table: string;
  token: string;
  handlers: SocketHandlers;
  /** The WebSocket class; the global one by default (browsers, Node 22+). On Node 20: `ws`. */
  WebSocket?: WebSocketClass;
}

/** The WebSocket address of the server that served this page (`/ws` on the same host). */
export function pageSocketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/ws`;
}

let counter = 0;
const nextId = (kind: string) => `${kind}-${Date.now().toString(36)}-${(++counter).toString(36)}`;

export class TableSocket {
  private ws: WebSocketLike | null = null;
  private pending = new Map<string, Pending>();
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private ready = false;

  private readonly table: string;
  private readonly token: string;
  private readonly on: SocketHandlers;
  private readonly url: string;
  private readonly Socket: WebSocketClass;

  constructor(options: TableSocketOptions) {
    this.url = options.url;
    this.table = options.table;
    this.token = options.token;
    this.on = options.handlers;
    const Socket = options.WebSocket ?? (globalThis as { WebSocket?: WebSocketClass }).WebSocket;
    if (!Socket) throw new TypeError("no WebSocket class here: pass one (e.g. from the ws package)");
    this.Socket = Socket;
  }

  start(): void {
    this.stopped = false;
    this.open();
  }

  private open(): void {
    this.on.status(this.attempts === 0 ? "connecting" : "reconnecting");
    const ws = new this.Socket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      ws.send(
        JSON.stringify({ type: "hello", table: this.table, token: this.token, lastSeq: this.on.lastSeq() }),
      );
    };
    ws.onmessage = (ev) => {
      let m: ServerMessage;
      try {
        m = JSON.parse(String(ev.data)) as ServerMessage;
      } catch {
        return;
      }
      this.receive(m);
    };
    // A failed connection is followed by its close event, which reconnects. The handler must exist
    // all the same: `ws` (Node) throws an 'error' event nobody listens to, ending the process.
    ws.onerror = () => {};
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.ready = false;
      this.failPending("the connection closed before the server answered");
      if (this.stopped) {
        this.on.status("closed");
        return;
      }
      this.attempts++;
      const wait = Math.min(10_000, 500 * 2 ** Math.min(this.attempts - 1, 5));
      this.on.status("reconnecting", `reconnecting in ${Math.round(wait / 1000)} s`);
      this.timer = setTimeout(() => this.open(), wait);
    };
  }

  private receive(m: ServerMessage): void {
    if (m.type === "welcome") {
      this.ready = true;
      this.attempts = 0;
      this.on.status("open");
    }
    if (m.type === "error" && !this.ready && m.intentId === null) {
      // hello refused: a bad token or an unknown table. Trying again would not help.
      this.stopped = true;
      this.on.status("refused", m.message);
      this.ws?.close();
      return;
    }
    if (
      (m.type === "ack" || m.type === "error" || m.type === "odds" || m.type === "forecast") &&
      m.intentId
    ) {
      const p = this.pending.get(m.intentId);
      if (p) {
        this.pending.delete(m.intentId);
        if (m.type === "error") p.reject(new IntentError(m.code, m.message, m.path));
        else if (m.type === "odds") p.resolve(m.outcomes);
        else if (m.type === "forecast") p.resolve(m.forecast);
        else p.resolve(m);
      }
    }
    this.on.message(m);
  }

  private failPending(message: string): void {
    for (const p of this.pending.values()) p.reject(new IntentError("disconnected", message));
    this.pending.clear();
  }

  private request<T>(kind: string, body: object): Promise<T> {
    const ws = this.ws;
    if (!ws || !this.ready || ws.readyState !== OPEN)
      return Promise.reject(new IntentError("disconnected", "not connected to the table; wait a moment"));
    const intentId = nextId(kind);
    return new Promise<T>((resolve, reject) => {
      this.pending.set(intentId, { resolve: resolve as Pending["resolve"], reject });
      ws.send(JSON.stringify({ ...body, intentId }));
    });
  }

  /** Sends an intent; resolves with the server's ack once it is committed. */
  send(intent: IntentBody): Promise<AckMessage> {
    return this.request<AckMessage>(intent.type.replace(".", "-"), intent);
  }

  /** Odds questions go one after another: the server answers a second one asked meanwhile `busy`. */
  private oddsTurn: Promise<unknown> = Promise.resolve();

  /** Exact odds of a ruleset action with these parameters, from the table's current state. */
  odds(action: string, params: unknown): Promise<Outcomes> {
    const asked = this.oddsTurn.then(() => this.request<Outcomes>("odds", { type: "odds", action, params }));
    this.oddsTurn = asked.catch(() => {});
    return asked;
  }

  /** The GM's forecast of the encounter (players are refused); the server plays it off the table's dice. */
  forecast(request: ForecastRequest = {}): Promise<ForecastView> {
    return this.request<ForecastView>("forecast", { type: "forecast", ...request });
  }

  /** Leaves the table: closes the line, fails what is pending, and reports "closed". */
  stop(): void {
    const wasStopped = this.stopped && this.ws === null;
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.failPending("left the table");
    // The socket's own close event is ignored once it is no longer the current one, so say it here.
    this.ws?.close();
    this.ws = null;
    if (!wasStopped) this.on.status("closed");
  }
}
