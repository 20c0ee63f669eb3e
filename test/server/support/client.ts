// A real WebSocket client for tests: it keeps every message it gets (and the raw text, to prove
// what never reached it) and can wait for the one it needs.

import WebSocket from "ws";

export type Message = Record<string, unknown> & { type: string };

export class TestClient {
  readonly messages: Message[] = [];
  readonly raw: string[] = [];
  private waiters: {
    match: (m: Message) => boolean;
    resolve: (m: Message) => void;
    reject: (e: Error) => void;
  }[] = [];
  closed = false;
  private counter = 0;

  private constructor(readonly ws: WebSocket) {
    // Nothing more can come once the socket is gone: whoever waits is told at once.
    ws.on("close", () => {
      this.closed = true;
      for (const w of this.waiters) w.reject(new Error("the connection closed"));
      this.waiters = [];
    });
    ws.on("message", (data) => {
      const text = String(data);
      this.raw.push(text);
      const m = JSON.parse(text) as Message;
      this.messages.push(m);
      this.waiters = this.waiters.filter((w) => {
        if (!w.match(m)) return true;
        w.resolve(m);
        return false;
      });
    });
  }

  static connect(wsUrl: string): Promise<TestClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(wsUrl);
      ws.once("open", () => resolve(new TestClient(ws)));
      ws.once("error", reject);
    });
  }

  /** Connects and says hello; resolves once the missed events are in (`synced`). */
  static async join(wsUrl: string, table: string, token: string, lastSeq = 0): Promise<TestClient> {
    const c = await TestClient.connect(wsUrl);
    c.send({ type: "hello", table, token, lastSeq });
    const m = await c.next((x) => x.type === "synced" || x.type === "error");
    if (m.type === "error") throw new Error(`hello refused: ${JSON.stringify(m)}`);
    return c;
  }

  send(message: object): void {
    this.ws.send(JSON.stringify(message));
  }

  sendRaw(text: string | Buffer): void {
    this.ws.send(text);
  }

  /** The next message (already received or to come) matching `match`. */
  next(match: (m: Message) => boolean, timeoutMs = 10_000, from = 0): Promise<Message> {
    const seen = this.messages.slice(from).find(match);
    if (seen) return Promise.resolve(seen);
    if (this.closed) return Promise.reject(new Error("the connection is closed"));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`timed out waiting; last messages: ${this.raw.slice(-3).join(" | ")}`)),
        timeoutMs,
      );
      this.waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
    });
  }

  /** Sends an intent and waits for its ack or error. */
  async intent(message: Record<string, unknown>): Promise<Message> {
    const intentId =
      (message.intentId as string | undefined) ??
      `i${++this.counter}-${Math.round(performance.now() * 1000)}`;
    const from = this.messages.length;
    this.send({ ...message, intentId });
    return this.next(
      (m) => (m.type === "ack" || m.type === "error") && m.intentId === intentId,
      10_000,
      from,
    );
  }

  /** The event messages so far, in order. */
  events(): Message[] {
    return this.messages.filter((m) => m.type === "event");
  }

  /** Waits until an event with this sequence number has arrived. */
  async seen(seq: number): Promise<void> {
    await this.next((m) => m.type === "event" && (m.seq as number) >= seq);
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.ws.readyState === WebSocket.CLOSED) return resolve();
      this.ws.once("close", () => resolve());
      this.ws.close();
    });
  }
}
