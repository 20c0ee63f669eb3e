// One WebSocket client. It must say `hello` (table, token, the last sequence number it saw) first;
// then it gets the events it missed and, from then on, every event as it is committed, each cut to
// what its member may see. Every message is checked for size, rate and shape before anything else;
// every refusal is an error message, and the connection carries on.

import type { Duplex } from "node:stream";
import type { RawData, WebSocket } from "ws";
import type { Outcomes } from "../engine/ruleset.js";
import type { Forecast } from "../sim/forecast.js";
import type { EventRecord } from "../store/index.js";
import { type ErrorReply, errorReply, isExpected, ServerError } from "./errors.js";
import { authorizeForecast, type ForecastPlan, forecastView, planForecast } from "./forecast.js";
import type { Hub } from "./hub.js";
import type { Author } from "./intents.js";
import type { Limits } from "./limits.js";
import type { LiveTable, Subscriber } from "./live-table.js";
import type { Logger } from "./logger.js";
import { oddsStateFor } from "./odds-permission.js";
import { oddsPoolOf } from "./odds-pool.js";
import {
  type ClientMessage,
  type Intent,
  looseIntentId,
  type MemberView,
  parseClientMessage,
} from "./protocol.js";
import { TokenBucket } from "./rate-limit.js";
import { eventJson, secretNamedIn } from "./visibility.js";

type Phase = "greeting" | "authenticating" | "ready" | "closed";

/**
 * Events encoded during this turn of the event loop, per kind of reader (eventJson's variants).
 * Kept for the turn only: a broadcast delivers to every subscriber at once, and keeping the bytes
 * with the log would double what a long session's log holds in memory.
 */
const frames = new Map<EventRecord, Map<string, Buffer>>();

/**
 * The event for this member as UTF-8 bytes, shared by every connection that gets the same text:
 * sent as a string, each of a table's six sockets encoded it again (a profiled 2% of the server).
 */
function frameOf(r: EventRecord, m: MemberView): Buffer {
  const text = eventJson(r, m);
  if (frames.size === 0) setImmediate(() => frames.clear());
  let byText = frames.get(r);
  if (!byText) {
    byText = new Map();
    frames.set(r, byText);
  }
  let frame = byText.get(text);
  if (!frame) {
    frame = Buffer.from(text, "utf8");
    byText.set(text, frame);
  }
  return frame;
}

export class Connection implements Subscriber {
  private phase: Phase = "greeting";
  private table: LiveTable | null = null;
  private author: Author | null = null;
  private readonly bucket: TokenBucket;
  private violations = 0;
  /** Messages that arrive while `hello` is being checked, handled in order once it is. */
  private waiting: string[] = [];
  private readonly helloTimer: NodeJS.Timeout;
  private corked = false;
  /** The intent id of this connection's odds question being worked out, if any. */
  private oddsInFlight: string | null = null;
  /** The intent id of this connection's forecast being played, if any. */
  private forecastInFlight: string | null = null;

  constructor(
    private readonly ws: WebSocket,
    /** The TCP socket under the WebSocket, corked for a tick so one tick's messages leave in one write. */
    private readonly socket: Duplex,
    private readonly hub: Hub,
    private readonly limits: Limits,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {
    this.bucket = new TokenBucket(limits.messagesPerSecond, limits.burst, now());
    this.helloTimer = setTimeout(() => {
      if (this.phase === "greeting" || this.phase === "authenticating") {
        this.send({
          type: "error",
          code: "unauthorized",
          path: [],
          message: "no hello in time",
          intentId: null,
        });
        this.ws.close(4001, "no hello in time");
      }
    }, limits.helloTimeoutMs);
    ws.on("message", (data, isBinary) => this.receive(data, isBinary));
    ws.on("close", () => this.closed());
    ws.on("error", () => this.closed());
  }

  get member(): MemberView {
    return this.author!;
  }

  private send(message: object): void {
    this.sendText(JSON.stringify(message));
  }

  private sendText(text: string | Buffer): void {
    if (this.phase === "closed" || this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > this.limits.maxBufferedBytes) {
      this.logger.warn("client too slow; disconnecting", { member: this.author?.id });
      this.ws.close(1013, "too slow: too many unread messages");
      this.closed();
      return;
    }
    if (!this.corked) {
      this.corked = true;
      this.socket.cork();
      process.nextTick(() => {
        this.corked = false;
        this.socket.uncork();
      });
    }
    // A Buffer is sent as a text frame too: it holds JSON text already encoded (see frameOf).
    this.ws.send(text, { binary: false });
  }

  private fail(e: unknown, intentId: string | null, context: Record<string, unknown> = {}): void {
    if (!isExpected(e)) this.logger.error("intent failed", { ...context, member: this.author?.id, error: e });
    this.send(errorReply(e, intentId));
  }

  private receive(data: RawData, isBinary: boolean): void {
    if (this.phase === "closed") return;
    const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.byteLength;
    if (!this.bucket.take(this.now())) {
      this.violations++;
      if (this.violations >= this.limits.maxRateViolations) {
        this.ws.close(1008, "rate limit exceeded again and again");
        this.closed();
        return;
      }
      const message = `too many messages: at most ${this.limits.messagesPerSecond} a second (bursts of ${this.limits.burst}); this one was dropped`;
      this.send({
        type: "error",
        code: "rate_limited",
        path: [],
        message,
        intentId: null,
      } satisfies ErrorReply);
      return;
    }
    this.violations = 0;
    if (size > this.limits.maxMessageBytes) {
      const message = `the message is ${size} bytes; the limit is ${this.limits.maxMessageBytes}`;
      this.send({ type: "error", code: "too_large", path: [], message, intentId: null } satisfies ErrorReply);
      return;
    }
    if (isBinary) {
      this.send({
        type: "error",
        code: "bad_json",
        path: [],
        message: "send text frames of JSON",
        intentId: null,
      });
      return;
    }
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString("utf8")
      : Buffer.from(data as ArrayBuffer).toString("utf8");
    if (this.phase === "authenticating") this.waiting.push(text);
    else this.handle(text, performance.now());
  }

  /** `arrived`: when the message was read, so the server's latency includes any wait for the loop. */
  private handle(text: string, arrived: number): void {
    const parsed = parseClientMessage(text);
    if (!parsed.ok) {
      this.send({
        type: "error",
        code: parsed.code,
        path: parsed.path,
        message: parsed.message,
        intentId: looseIntentId(text),
      });
      return;
    }
    const m = parsed.message;
    if (this.phase === "greeting") {
      if (m.type !== "hello") {
        this.send({
          type: "error",
          code: "unauthorized",
          path: ["type"],
          message: "say hello first",
          intentId: looseIntentId(text),
        });
        return;
      }
      this.phase = "authenticating";
      void this.hello(m).finally(() => {
        const queued = this.waiting;
        this.waiting = [];
        for (const t of queued) if (this.phase !== "closed") this.handle(t, performance.now());
      });
      return;
    }
    this.dispatch(m, arrived);
  }

  private async hello(m: Extract<ClientMessage, { type: "hello" }>): Promise<void> {
    try {
      const member = await this.hub.store.authenticate(m.table, m.token);
      if (!member) throw new ServerError("unauthorized", "unknown table or bad token", ["token"]);
      const table = await this.hub.acquire(m.table);
      if (!table) throw new ServerError("unauthorized", "unknown table or bad token", ["token"]);
      if (this.phase === "closed") {
        this.hub.release(table.id);
        return;
      }
      if (m.lastSeq > table.head) await table.catchUp();
      if (m.lastSeq > table.head) {
        this.hub.release(table.id);
        throw new ServerError(
          "bad_seq",
          `lastSeq ${m.lastSeq} is past the table's last event (${table.head})`,
          ["lastSeq"],
        );
      }
      this.author = { id: member.id, role: member.role, name: member.name };
      this.table = table;
      this.phase = "ready";
      clearTimeout(this.helloTimer);
      // From here to subscribing nothing awaits, so no event can fall between the catch-up and the live feed.
      this.send({
        type: "welcome",
        table: { id: table.id, name: table.record.name, ruleset: table.record.ruleset },
        member: this.author,
        head: table.head,
        members: [...table.log.members.values()],
        seed: { period: table.log.period, commitment: table.log.commitment },
      });
      this.deliver(table.recordsAfter(m.lastSeq));
      table.subscribers.add(this);
      this.send({ type: "synced", head: table.head });
      this.logger.info("client joined", { table: table.id, member: member.id, role: member.role });
    } catch (e) {
      if (this.phase !== "closed") this.phase = "greeting";
      this.fail(e, null);
    }
  }

  private dispatch(m: ClientMessage, arrived: number): void {
    const table = this.table!;
    switch (m.type) {
      case "hello":
        this.send({
          type: "error",
          code: "invalid",
          path: ["type"],
          message: "already said hello",
          intentId: null,
        });
        return;
      case "ping":
        this.send({ type: "pong", intentId: m.intentId ?? null, head: table.head });
        return;
      case "sync":
        if (m.lastSeq > table.head) {
          const message = `lastSeq ${m.lastSeq} is past the table's last event (${table.head})`;
          this.send({ type: "error", code: "bad_seq", path: ["lastSeq"], message, intentId: null });
          return;
        }
        this.deliver(table.recordsAfter(m.lastSeq));
        this.send({ type: "synced", head: table.head });
        return;
      case "odds":
        this.odds(table, m);
        return;
      case "forecast":
        this.forecast(table, m);
        return;
      default:
        this.submit(table, m, arrived);
    }
  }

  /**
   * Exact odds, worked out in the server's odds pool (odds-pool.ts), one question at a time per
   * connection: a second one while the first runs is answered `busy` rather than queued, so one
   * client cannot fill the pool's queue.
   */
  private odds(table: LiveTable, m: Extract<ClientMessage, { type: "odds" }>): void {
    if (this.oddsInFlight !== null) {
      const message = `your odds question ${JSON.stringify(this.oddsInFlight)} is still being worked out; wait for its answer before asking another`;
      this.send(errorReply(new ServerError("busy", message), m.intentId));
      return;
    }
    const secret = secretNamedIn(table.log.state, m.params, this.author!);
    if (secret) {
      const message = `${secret.name} is kept secret by the GM: odds against it would tell its numbers`;
      this.send(errorReply(new ServerError("forbidden", message, ["params"]), m.intentId));
      return;
    }
    this.oddsInFlight = m.intentId;
    let asked: Promise<Outcomes>;
    try {
      // Asked only where the sender could send the action itself (odds-permission.ts).
      const state = oddsStateFor(table.log, this.author!, m.action, m.params);
      asked = oddsPoolOf(this.hub, this.limits).odds(table, m.action, m.params, state);
    } catch (e) {
      this.oddsInFlight = null;
      this.fail(e, m.intentId);
      return;
    }
    asked.then(
      (outcomes) => {
        this.oddsInFlight = null;
        this.send({ type: "odds", intentId: m.intentId, action: m.action, outcomes });
      },
      (e) => {
        this.oddsInFlight = null;
        this.fail(e, m.intentId, { table: table.id, kind: "odds" });
      },
    );
  }

  /**
   * The GM's forecast of the encounter (forecast.ts), played in the odds pool; one at a time per
   * connection, like odds. Sent to the asking connection only; nothing is logged or rolled.
   */
  private forecast(table: LiveTable, m: Extract<ClientMessage, { type: "forecast" }>): void {
    let plan: ForecastPlan;
    try {
      authorizeForecast(this.author!);
      if (this.forecastInFlight !== null) {
        const message = `your forecast ${JSON.stringify(this.forecastInFlight)} is still being worked out; wait for it before asking another`;
        throw new ServerError("busy", message);
      }
      plan = planForecast(table.log.state, table.log.ruleset, m);
    } catch (e) {
      this.fail(e, m.intentId);
      return;
    }
    this.forecastInFlight = m.intentId;
    let asked: Promise<Forecast>;
    try {
      asked = oddsPoolOf(this.hub, this.limits).forecast(table, plan);
    } catch (e) {
      this.forecastInFlight = null;
      this.fail(e, m.intentId);
      return;
    }
    asked.then(
      (f) => {
        this.forecastInFlight = null;
        const forecast = forecastView(f, plan, m.runs === undefined);
        this.send({ type: "forecast", intentId: m.intentId, forecast });
      },
      (e) => {
        this.forecastInFlight = null;
        this.fail(e, m.intentId, { table: table.id, kind: "forecast" });
      },
    );
  }

  private submit(table: LiveTable, intent: Intent, arrived: number): void {
    if (this.hub.closing) {
      this.send(
        errorReply(
          new ServerError("shutting_down", "the server is shutting down; reconnect shortly"),
          intent.intentId,
        ),
      );
      return;
    }
    table.submit(this.author!, intent).then(
      (ack) => {
        this.hub.latency.record(performance.now() - arrived);
        this.send({
          type: "ack",
          intentId: intent.intentId,
          intent: ack.intent,
          seq: ack.seq,
          roll: ack.roll?.id ?? null,
        });
        this.logger.debug("intent committed", {
          table: table.id,
          member: this.author?.id,
          kind: intent.type,
          seq: ack.seq,
        });
      },
      (e) => this.fail(e, intent.intentId, { table: table.id, kind: intent.type }),
    );
  }

  deliver(records: readonly EventRecord[]): void {
    const me = this.author!;
    for (const r of records) this.sendText(frameOf(r, me));
  }

  /** Closes from the server's side (shutdown). */
  close(code: number, reason: string): void {
    this.ws.close(code, reason);
    this.closed();
  }

  private closed(): void {
    if (this.phase === "closed") return;
    this.phase = "closed";
    clearTimeout(this.helloTimer);
    if (this.table) {
      this.table.subscribers.delete(this);
      this.hub.release(this.table.id);
      this.logger.info("client left", { table: this.table.id, member: this.author?.id });
      this.table = null;
    }
  }
}
