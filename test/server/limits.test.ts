// What one connection may cost: a hello first (in time, with a good token), a message size, and
// a message rate, each refused with a clear error while the connection carries on.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "./support/client.js";
import { type Created, createTable, pgliteDir, startTestServer, type TestServer } from "./support/harness.js";

describe("connection limits", () => {
  let dir: { path: string; remove(): void };
  let srv: TestServer;
  let created: Created;

  beforeAll(async () => {
    dir = await pgliteDir();
    srv = await startTestServer(
      { dataDir: dir.path },
      // Long enough for the first test's four hellos on a loaded machine, short enough to wait out.
      { messagesPerSecond: 5, burst: 10, helloTimeoutMs: 1500 },
    );
    created = await createTable(srv.url);
  });

  afterAll(async () => {
    await srv?.stop();
    dir?.remove();
  });

  it("wants a hello with a good token before anything else", async () => {
    const c = await TestClient.connect(srv.wsUrl);
    c.send({ type: "roll", intentId: "early", notation: "d6" });
    expect(await c.next((m) => m.type === "error")).toMatchObject({
      code: "unauthorized",
      intentId: "early",
    });
    c.send({ type: "hello", table: created.table.id, token: `${created.gm.id}.${"A".repeat(43)}` });
    expect(
      await c.next((m) => m.type === "error" && m.code === "unauthorized" && m.intentId === null),
    ).toBeDefined();
    c.send({ type: "hello", table: created.table.id, token: created.gm.token, lastSeq: 999 });
    expect(await c.next((m) => m.type === "error" && m.code === "bad_seq")).toMatchObject({
      path: ["lastSeq"],
    });
    c.send({ type: "hello", table: created.table.id, token: created.gm.token });
    expect(await c.next((m) => m.type === "welcome")).toMatchObject({ member: { role: "gm" } });
    await c.close();
  });

  it("closes a connection that never says hello", async () => {
    const c = await TestClient.connect(srv.wsUrl);
    const closed = new Promise<number>((r) => c.ws.once("close", (code) => r(code)));
    expect(await closed).toBe(4001);
    expect(c.messages[0]).toMatchObject({ type: "error", code: "unauthorized", message: "no hello in time" });
  });

  it("drops messages over the rate with a rate_limited error, and serves again once the rate is back", async () => {
    const c = await TestClient.join(srv.wsUrl, created.table.id, created.gm.token);
    for (let i = 0; i < 30; i++) c.send({ type: "ping", intentId: `p${i}` });
    await c.next((m) => m.type === "error" && m.code === "rate_limited");
    await new Promise((r) => setTimeout(r, 300));
    const limited = c.messages.filter((m) => m.type === "error" && m.code === "rate_limited");
    const pongs = c.messages.filter((m) => m.type === "pong");
    expect(pongs.length).toBeGreaterThanOrEqual(9);
    expect(pongs.length).toBeLessThan(30);
    expect(limited.length).toBe(30 - pongs.length);
    expect(limited[0]!.message).toMatch(/at most 5 a second/);
    await new Promise((r) => setTimeout(r, 1000));
    expect((await c.intent({ type: "roll", notation: "d6" })).type).toBe("ack");
    await c.close();
  });
});
