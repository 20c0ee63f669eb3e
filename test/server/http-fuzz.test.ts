// A hostile client against a real `tabula serve` process: malformed URLs and percent escapes, odd
// methods, odd content types and oversize bodies, from a seeded generator. Nothing it sends may
// get a 500 or an `internal` error, and the process must still answer afterwards.

import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTable, pgliteDir, type ServeProcess, spawnServe } from "./support/harness.js";

/** mulberry32: a small seeded generator, so a failure can be replayed. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function send(url: string, method: string, path: string, headers: Record<string, string>, body?: Buffer) {
  const u = new URL(url);
  return new Promise<{ status: number; body: string }>((resolve) => {
    const req = request(
      { host: u.hostname, port: u.port, path, method, headers: { connection: "close", ...headers } },
      (res) => {
        let text = "";
        res.setEncoding("latin1");
        res.on("data", (d) => {
          text += d;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on("error", () => resolve({ status: -1, body: "" }));
      },
    );
    // Node refuses some of what we send before it leaves (an invalid header): that is no answer.
    req.on("error", () => resolve({ status: -1, body: "" }));
    req.end(body);
  });
}

describe("the HTTP layer under a hostile client", () => {
  let serve: ServeProcess;
  let dir: { path: string; remove(): void };

  beforeAll(async () => {
    dir = await pgliteDir();
    serve = await spawnServe(["--data", dir.path, "--requests-per-minute", "0", "--imports-per-minute", "0"]);
  }, 60_000);

  afterAll(async () => {
    serve?.child.kill("SIGTERM");
    await serve?.exited;
    dir?.remove();
  });

  it("never answers 500 or internal, and keeps answering", async () => {
    const created = await createTable(serve.url);
    const id = created.table.id;
    const next = rng(15);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
    const bases = [
      "/api/rulesets/",
      `/api/tables/${id}/join`,
      "/api/tables/",
      `/api/tables/${id}/export`,
      "/api/tables/import",
      "/api/tables",
      "/join/",
      "/assets/",
      "/health",
      "/",
      "/ws",
      "/table/",
    ];
    const bits = [
      "%ZZ",
      "%",
      "%E0%A4%A",
      "%00",
      "%2e%2e%2f",
      "..",
      "%c0%ae",
      "__proto__",
      "constructor",
      "x".repeat(600),
      "%ff%fe",
      "?a=%ZZ",
      "#frag",
      "//",
      "%25",
      "é",
      "lucky13",
    ];
    const methods = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND", "TRACE"];
    const types = [
      "application/json",
      "text/plain",
      "application/x-www-form-urlencoded",
      "",
      "application/json; charset=latin1",
      "application/jsonx",
      "*/*",
      "multipart/form-data; boundary=z",
    ];
    const bodies = [
      () => Buffer.from("{}"),
      () => Buffer.from('{"__proto__":{"x":1}}'),
      () => Buffer.from('{"constructor":{"prototype":{"x":1}}}'),
      () => Buffer.from("{bad json"),
      () => Buffer.from([0xff, 0xfe, 0x00, 0x7b]),
      () => Buffer.from(JSON.stringify({ invite: "\u0000", name: "\ud800" })),
      () => Buffer.alloc(70 * 1024, "a"),
      () => Buffer.from(`[${"1,".repeat(20_000)}1]`),
      () => Buffer.from(JSON.stringify({ format: "tabula.table", version: 1, table: { id: "__proto__" } })),
    ];
    const seen = new Map<number, number>();
    for (let i = 0; i < 400; i++) {
      const method = pick(methods);
      const path = pick(bases) + pick(bits) + (next() < 0.3 ? pick(bits) : "");
      const type = pick(types);
      const headers: Record<string, string> = type ? { "content-type": type } : {};
      if (next() < 0.3) headers.authorization = `Bearer ${pick(bits)}`;
      if (next() < 0.2) headers.origin = "https://evil.example";
      const body = method === "GET" || method === "HEAD" || method === "TRACE" ? undefined : pick(bodies)();
      const r = await send(serve.url, method, path, headers, body);
      seen.set(r.status, (seen.get(r.status) ?? 0) + 1);
      expect(r.status, `${method} ${path} (${type}) → ${r.body.slice(0, 200)}`).not.toBe(500);
      expect(r.body, `${method} ${path} (${type})`).not.toContain('"internal"');
    }
    console.log("statuses:", JSON.stringify(Object.fromEntries([...seen].sort((a, b) => a[0] - b[0]))));
    expect(serve.child.exitCode).toBeNull();
    const health = await fetch(`${serve.url}/health`);
    expect(health.status).toBe(200);
  });
});
