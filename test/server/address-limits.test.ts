// What anyone may do without a token (create, join or import a table; open a WebSocket) is limited
// per client address, so one script cannot fill the store or the server's sockets. Over the limit:
// 429 with Retry-After and a message that says what the limit is; everything else carries on.

import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { AddressLimiter, TokenBucket } from "../../src/server/rate-limit.js";
import { type RunningServer, startServer } from "../../src/server/server.js";
import { openStore, type Store } from "../../src/store/index.js";
import { post } from "./support/harness.js";

const table = (name: string) => ({ name, ruleset: "lucky13", gm: { name: "Gemma" } });

/** The status of a WebSocket upgrade: 101 when it opened, else the HTTP status it was refused with. */
function upgrade(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once("open", () => {
      ws.close();
      resolve(101);
    });
    ws.once("unexpected-response", (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.once("error", (e) => reject(e));
  });
}

describe("token buckets", () => {
  it("say how long until the next request may go", () => {
    const b = new TokenBucket(0.5, 2, 0); // one every two seconds, two at once
    expect([b.take(0), b.take(0), b.take(0)]).toEqual([true, true, false]);
    expect(b.secondsUntilNext(0)).toBe(2);
    expect(b.secondsUntilNext(1500)).toBe(1);
    expect(b.take(2000)).toBe(true);
  });

  it("keep one bucket per address, and forget idle ones before busy ones when too many are kept", () => {
    const limits = new AddressLimiter(1, 1, 3);
    expect(limits.take("a", 0)).toEqual({ ok: true });
    expect(limits.take("a", 0)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(limits.take("b", 0)).toEqual({ ok: true });
    expect(limits.take("c", 0)).toEqual({ ok: true });
    // Ten seconds on, every bucket is full again: a fourth address makes the limiter forget them.
    expect(limits.take("d", 10_000)).toEqual({ ok: true });
    expect(limits.size).toBe(1);
    // When every kept address is busy, the longest-known goes.
    limits.take("e", 10_000);
    limits.take("f", 10_000);
    limits.take("g", 10_000);
    expect(limits.size).toBe(3);
    expect(limits.take("e", 10_000)).toEqual({ ok: false, retryAfterSeconds: 1 });
  });
});

describe("per-address limits on the real server", () => {
  let store: Store;
  let plain: RunningServer;
  let proxied: RunningServer;
  const limits = { addressRequestsPerMinute: 6, addressBurst: 3 };

  beforeAll(async () => {
    store = await openStore({ dataDir: null });
    plain = await startServer({ store, port: 0, limits, webRoot: null });
    proxied = await startServer({ store, port: 0, limits, webRoot: null, trustProxy: true });
  }, 60_000);

  afterAll(async () => {
    await plain?.close();
    await proxied?.close();
    await store?.close();
  });

  it("refuses the creation over the burst with 429, Retry-After and a message naming the limit", async () => {
    for (let i = 0; i < 3; i++)
      expect((await post(`${plain.url}/api/tables`, table(`t${i}`))).status).toBe(201);
    const res = await fetch(`${plain.url}/api/tables`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(table("one too many")),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await res.json()).toEqual({
      error: {
        code: "rate_limited",
        path: [],
        message: expect.stringMatching(/at most 6 a minute \(bursts of 3\); try again in \d+ s/),
      },
    });
  });

  it("still answers what needs no limit, and refuses a WebSocket from the same address", async () => {
    const health = await fetch(`${plain.url}/health`);
    expect(health.status).toBe(200);
    expect(await upgrade(`${plain.url.replace(/^http/, "ws")}/ws`)).toBe(429);
  });

  it("ignores X-Forwarded-For unless told to trust a proxy: a client cannot pick its own address", async () => {
    const spoofed = await post(`${plain.url}/api/tables`, table("spoof"), {
      "x-forwarded-for": "203.0.113.9",
    });
    expect(spoofed.status).toBe(429);
  });

  it("behind a trusted proxy, counts each client the proxy names (the last address it added)", async () => {
    const from = (address: string) => ({ "x-forwarded-for": `198.51.100.1, ${address}` });
    for (let i = 0; i < 3; i++) {
      expect((await post(`${proxied.url}/api/tables`, table(`p${i}`), from("192.0.2.10"))).status).toBe(201);
    }
    expect((await post(`${proxied.url}/api/tables`, table("p3"), from("192.0.2.10"))).status).toBe(429);
    // Another client behind the same proxy has its own allowance, for tables and sockets alike.
    expect((await post(`${proxied.url}/api/tables`, table("q0"), from("192.0.2.11"))).status).toBe(201);
    expect(await upgrade(`${proxied.url.replace(/^http/, "ws")}/ws`, from("192.0.2.12"))).toBe(101);
  });
});

describe("an import refused by its limit", () => {
  let store: Store;
  let server: RunningServer;

  beforeAll(async () => {
    store = await openStore({ dataDir: null });
    server = await startServer({
      store,
      port: 0,
      limits: { importsPerMinute: 1, importBurst: 1 },
      webRoot: null,
    });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await store?.close();
  });

  /** Streams `bytes` of JSON-looking body in chunks, as a browser or curl would upload a file. */
  const upload = (bytes: number) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${server.url}/api/tables/import`, {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": String(bytes) },
      });
      req.on("response", (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => {
          body += c;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on("error", reject);
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const write = () => {
        while (sent < bytes) {
          const n = Math.min(chunk.length, bytes - sent);
          sent += n;
          if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n)))
            return void req.once("drain", write);
        }
        req.end();
      };
      write();
    });

  it("answers 429 to a client still uploading, instead of cutting its upload (no EPIPE)", async () => {
    // The first import spends the bucket (its body is no export: refused as invalid, but counted).
    expect((await upload(1024)).status).toBe(400);
    for (let i = 0; i < 3; i++) {
      const refused = await upload(8 * 1024 * 1024);
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body).error.code).toBe("rate_limited");
    }
    // Several at once through fetch, as the hostile benchmark sends them.
    const body = Buffer.alloc(8 * 1024 * 1024, 0x20);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        fetch(`${server.url}/api/tables/import`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        }).then(
          (r) => r.status,
          (e: Error & { cause?: { code?: string } }) => e.cause?.code ?? e.message,
        ),
      ),
    );
    expect(answers).toEqual([429, 429, 429, 429]);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });
});
