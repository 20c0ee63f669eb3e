// tabula/client against a real server: TableSocket says hello, sends intents as promises settled by
// the server's ack or error, asks for odds, and picks up after the line drops, from Node with the
// `ws` package's WebSocket (Node 20 has no global one), as a bot would.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { IntentError, type ServerMessage, type SocketStatus, TableSocket } from "../../src/client/index.js";
import {
  type Created,
  character,
  checkOf,
  createTable,
  pgliteDir,
  startTestServer,
  type TestServer,
} from "../server/support/harness.js";

let server: TestServer;
let data: Awaited<ReturnType<typeof pgliteDir>>;
let created: Created;

beforeAll(async () => {
  data = await pgliteDir();
  server = await startTestServer({ dataDir: data.path });
  created = await createTable(server.url);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  data?.remove();
});

function connect() {
  const messages: ServerMessage[] = [];
  const statuses: SocketStatus[] = [];
  let head = 0;
  let opened: () => void = () => {};
  const open = new Promise<void>((r) => {
    opened = r;
  });
  const socket = new TableSocket({
    url: server.wsUrl,
    table: created.table.id,
    token: created.gm.token,
    WebSocket,
    handlers: {
      message: (m) => {
        messages.push(m);
        if (m.type === "event") head = m.seq;
      },
      status: (s) => {
        statuses.push(s);
        if (s === "open") opened();
      },
      lastSeq: () => head,
    },
  });
  socket.start();
  return { socket, messages, statuses, open };
}

describe("TableSocket (tabula/client)", () => {
  it("joins, sends intents and gets acks, odds and refusals as promises", async () => {
    const c = connect();
    await c.open;
    expect(c.messages[0]?.type).toBe("welcome");
    const ack = await c.socket.send(character("Hrothgar") as never);
    expect(ack.type).toBe("ack");
    const odds = await c.socket.odds("check", checkOf("hrothgar").params);
    expect(odds.partition.success).toBeGreaterThan(0);
    const rolled = await c.socket.send(checkOf("hrothgar") as never);
    expect(rolled.roll).toMatch(/./);
    const refused = await c.socket.send({ type: "action", action: "fly", params: {} }).catch((e) => e);
    expect(refused).toBeInstanceOf(IntentError);
    expect((refused as IntentError).code).toMatch(/./);
    c.socket.stop();
    await expect.poll(() => c.statuses.at(-1)).toBe("closed");
  });

  it("refuses to start with a token the server does not know, and says why", async () => {
    const statuses: [SocketStatus, string | undefined][] = [];
    const done = new Promise<void>((resolve) => {
      const socket = new TableSocket({
        url: server.wsUrl,
        table: created.table.id,
        token: "not-a-token",
        WebSocket,
        handlers: {
          message: () => {},
          status: (s, detail) => {
            statuses.push([s, detail]);
            if (s === "refused") resolve();
          },
          lastSeq: () => 0,
        },
      });
      socket.start();
    });
    await done;
    expect(statuses.at(-1)?.[1]).toMatch(/./);
  });

  it("says what it needs when there is no WebSocket class", () => {
    const global = globalThis as { WebSocket?: unknown };
    const saved = global.WebSocket;
    global.WebSocket = undefined;
    try {
      expect(
        () =>
          new TableSocket({
            url: server.wsUrl,
            table: "t",
            token: "x",
            handlers: { message: () => {}, status: () => {}, lastSeq: () => 0 },
          }),
      ).toThrow(/pass one/);
    } finally {
      global.WebSocket = saved;
    }
  });

  it("survives a server that is not there: it reports and retries, and stop() before it connects is quiet", async () => {
    // A port nobody listens on: `ws` emits 'error' there, which ends a Node process when no one listens.
    const { createServer } = await import("node:net");
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, "127.0.0.1", () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const statuses: SocketStatus[] = [];
    const socket = new TableSocket({
      url: `ws://127.0.0.1:${port}/ws`,
      table: "t",
      token: "x",
      WebSocket,
      handlers: { message: () => {}, status: (s) => statuses.push(s), lastSeq: () => 0 },
    });
    socket.start();
    await expect.poll(() => statuses, { timeout: 10_000 }).toContain("reconnecting");
    await expect(socket.send({ type: "chat.send", text: "hello" } as never)).rejects.toThrow(/not connected/);
    // Stopping while a new attempt is still connecting closes a socket that never opened.
    socket.stop();
    expect(statuses.at(-1)).toBe("closed");
    await new Promise((r) => setTimeout(r, 200));
  });
});
