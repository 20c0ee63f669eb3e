// A hostile client against a real `tabula serve` process: malformed URLs and percent escapes, odd
// methods, odd content types and oversize bodies, from a seeded generator. Nothing it sends may
// get a 500 or an `internal` error, and the process must still answer afterwards. The same goes
// for raw request lines Node's own client would not send (a bad escape beside a NUL, a space, a
// bare %), and for WebSocket upgrades at malformed paths: the table connection's URL is parsed too.

import { request } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
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

  it("answers raw malformed request lines and WebSocket upgrades at malformed paths without a 500", async () => {
    const u = new URL(serve.url);
    /** The status line's code for bytes written as they are, or -1 if the server closed without one. */
    const raw = (text: string) =>
      new Promise<{ status: number; text: string }>((resolve) => {
        const socket = connect(Number(u.port), u.hostname);
        let got = "";
        socket.setEncoding("latin1");
        socket.on("data", (d) => {
          got += d;
          // The status line is what is checked: an opened WebSocket would otherwise stay open.
          if (/^HTTP\/1\.1 \d{3}[^\n]*\n/.test(got)) setTimeout(() => socket.destroy(), 50);
        });
        socket.on("error", () => {});
        socket.on("close", () => {
          const m = /^HTTP\/1\.1 (\d{3})/.exec(got);
          resolve({ status: m ? Number(m[1]) : -1, text: got });
        });
        socket.write(text);
        // Whatever the server makes of it, the connection ends within a few seconds.
        setTimeout(() => socket.destroy(), 5000);
      });
    const upgrade =
      "Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n";
    const lines = [
      "GET /api/rulesets/%ZZ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
      "GET /api/rulesets/%E0%A4%A%00 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
      "GET /%ZZ/../%2e%2e HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
      "GET /api/tables/a b/export HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
      "POST /api/tables/%/join HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}",
      "GET http://%ZZ/health HTTP/1.1\r\nHost: %ZZ\r\nConnection: close\r\n\r\n",
      `GET /ws%ZZ HTTP/1.1\r\nHost: x\r\n${upgrade}\r\n`,
      `GET /ws?t=%ZZ&%E0%A4%A HTTP/1.1\r\nHost: x\r\n${upgrade}\r\n`,
      `GET /%ZZ HTTP/1.1\r\nHost: x\r\n${upgrade}\r\n`,
      `GET /ws/../%00 HTTP/1.1\r\nHost: %ZZ\r\nOrigin: http://%ZZ\r\n${upgrade}\r\n`,
    ];
    for (const line of lines) {
      const r = await raw(line);
      const first = JSON.stringify(line.split("\r\n")[0]);
      expect(r.status, `${first} → ${r.text.slice(0, 200)}`).not.toBe(500);
      expect(r.text, first).not.toContain('"internal"');
    }
    // The same through a real WebSocket client: refused or opened, never a 500.
    for (const path of ["/ws%ZZ", "/ws?x=%ZZ", "/ws/%E0%A4%A", "/%ZZ"]) {
      const status = await new Promise<number>((resolve) => {
        const ws = new WebSocket(`${serve.url.replace(/^http/, "ws")}${path}`);
        ws.on("open", () => {
          ws.close();
          resolve(101);
        });
        ws.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
        ws.on("error", () => resolve(-1));
      });
      expect(status, path).not.toBe(500);
    }
    expect(serve.child.exitCode).toBeNull();
    expect((await fetch(`${serve.url}/health`)).status).toBe(200);
  }, 60_000);
});
