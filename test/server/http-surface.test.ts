// The HTTP surface of the real server (issue 15, points 1 and 10): a malformed URL is a 400 in the
// API's error shape and never ends the process; JSON bodies must say application/json (415
// otherwise: a cross-site form may send text/plain without asking); a body over the limit is a
// 413; a 405 says what is allowed; HEAD works wherever GET does; every answer carries nosniff;
// a failure of ours is a 500 with an id that is also in the log; a WebSocket from a foreign page
// is refused before the upgrade; the web app's files go out compressed to a client that accepts it.

import { readFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { jsonLogger, type RunningServer, startServer } from "../../src/server/index.js";
import { openStore, type Store } from "../../src/store/index.js";
import { createTable, pgliteDir, ROOT, type ServeProcess, spawnServe } from "./support/harness.js";

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw request: fetch() would fix a malformed URL, add Accept-Encoding and undo compression. */
function raw(
  url: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<Raw> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (d: Buffer) => chunks.push(d));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

const json = (r: Raw) => JSON.parse(r.body.toString("utf8")) as { error?: { code: string; path: unknown[] } };

describe("tabula serve against malformed URLs", () => {
  let serve: ServeProcess;
  let dir: { path: string; remove(): void };

  beforeAll(async () => {
    dir = await pgliteDir();
    serve = await spawnServe(["--data", dir.path]);
  }, 60_000);

  afterAll(async () => {
    serve?.child.kill("SIGTERM");
    await serve?.exited;
    dir?.remove();
  });

  it("answers a bad percent escape with 400 in the API's shape and keeps running", async () => {
    const created = await createTable(serve.url);
    for (const [method, path] of [
      ["GET", "/api/rulesets/%ZZ"],
      ["GET", "/api/rulesets/%E0%A4%A"],
      ["POST", "/api/tables/%ZZ/join"],
      ["POST", `/api/tables/${created.table.id}%/join`],
      ["GET", "/api/tables/%ZZ/export"],
      ["GET", "/%ZZ"],
    ] as const) {
      const r =
        method === "POST"
          ? await raw(serve.url, method, path, { "content-type": "application/json" }, "{}")
          : await raw(serve.url, method, path);
      expect(r.status, `${method} ${path}`).toBe(400);
      expect(json(r).error, `${method} ${path}: ${r.body}`).toMatchObject({ code: "invalid", path: ["url"] });
      expect(r.headers["x-content-type-options"]).toBe("nosniff");
    }
    const health = await raw(serve.url, "GET", "/health");
    expect(health.status).toBe(200);
    expect(serve.child.exitCode).toBeNull();
  });
});

describe("the HTTP API's answers", () => {
  let dir: { path: string; remove(): void };
  let store: Store;
  let server: RunningServer;
  let failing: RunningServer;
  const logs: string[] = [];

  beforeAll(async () => {
    dir = await pgliteDir();
    store = await openStore({ dataDir: dir.path });
    server = await startServer({
      store,
      port: 0,
      limits: { maxBodyBytes: 4096 },
      allowedOrigins: ["https://table.example"],
    });
    // The same store, but reading a table fails as a broken disk or driver would.
    const broken = new Proxy(store, {
      get(target, name) {
        if (name === "getTable")
          return async () => {
            throw new TypeError("cannot read properties of undefined (reading 'rows')");
          };
        const v = Reflect.get(target, name, target);
        return typeof v === "function" ? v.bind(target) : v;
      },
    });
    failing = await startServer({
      store: broken,
      port: 0,
      logger: jsonLogger((line) => logs.push(line), "info"),
    });
  });

  afterAll(async () => {
    await server?.close();
    await failing?.close();
    await store?.close();
    dir?.remove();
  });

  it("wants JSON bodies sent as application/json: 415 for text/plain (a cross-site form) or none", async () => {
    const body = JSON.stringify({ name: "Forged", ruleset: "lucky13", gm: { name: "Mallory" } });
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      const r = await raw(server.url, "POST", "/api/tables", { "content-type": type }, body);
      expect(r.status, type).toBe(415);
      expect(json(r).error).toMatchObject({ code: "unsupported_media_type", path: ["content-type"] });
    }
    const none = await raw(server.url, "POST", "/api/tables", {}, body);
    expect(none.status).toBe(415);
    const ok = await raw(server.url, "POST", "/api/tables", { "content-type": "application/json" }, body);
    expect(ok.status).toBe(201);
  });

  it("refuses a body over the limit with 413, and a body that is not an object with 400", async () => {
    const big = JSON.stringify({ name: "x".repeat(5000), ruleset: "lucky13", gm: { name: "G" } });
    const r = await raw(server.url, "POST", "/api/tables", { "content-type": "application/json" }, big);
    expect(r.status).toBe(413);
    expect(json(r).error).toMatchObject({ code: "too_large" });
    const list = await raw(server.url, "POST", "/api/tables", { "content-type": "application/json" }, "[1]");
    expect(list.status).toBe(400);
    expect(json(list).error).toMatchObject({ code: "invalid" });
    const proto = await raw(
      server.url,
      "POST",
      "/api/tables",
      { "content-type": "application/json" },
      '{"__proto__":{"admin":true}}',
    );
    expect(proto.status).toBe(400);
  });

  it("answers a method a path lacks with 405 and Allow, and HEAD wherever GET works", async () => {
    const put = await raw(server.url, "PUT", "/api/tables");
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe("POST");
    expect(json(put).error).toMatchObject({ code: "method_not_allowed" });
    const del = await raw(server.url, "DELETE", "/api/rulesets/lucky13");
    expect(del.status).toBe(405);
    expect(String(del.headers.allow).split(", ").sort()).toEqual(["GET", "HEAD"]);
    const created = await createTable(server.url);
    for (const path of [
      "/health",
      "/api/rulesets",
      "/api/rulesets/lucky13",
      `/api/tables/${created.table.id}`,
      `/api/tables/${created.table.id}/export`,
      `/join/${created.table.id}`,
    ]) {
      const auth = { authorization: `Bearer ${created.gm.token}` };
      const get = await raw(server.url, "GET", path, auth);
      const head = await raw(server.url, "HEAD", path, auth);
      expect(head.status, path).toBe(get.status);
      expect(get.status, path).toBe(200);
      expect(head.body.length, path).toBe(0);
      expect(head.headers["content-type"], path).toBe(get.headers["content-type"]);
    }
  });

  it("sends X-Content-Type-Options: nosniff with every answer, JSON and errors included", async () => {
    for (const [method, path] of [
      ["GET", "/health"],
      ["GET", "/api/rulesets"],
      ["GET", "/api/rulesets/nope"],
      ["GET", "/api/tables/tnope"],
      ["GET", "/nothing/here"],
      ["PATCH", "/health"],
      ["POST", "/api/tables"],
    ] as const) {
      const r =
        method === "POST"
          ? await raw(server.url, method, path, { "content-type": "application/json" }, "{}")
          : await raw(server.url, method, path);
      expect(r.headers["x-content-type-options"], `${method} ${path} (${r.status})`).toBe("nosniff");
    }
  });

  it("turns a failure of ours into a 500 with an error id that the log line has too, and goes on", async () => {
    const created = await createTable(failing.url);
    const r = await raw(failing.url, "GET", `/api/tables/${created.table.id}`, {
      authorization: `Bearer ${created.gm.token}`,
    });
    expect(r.status).toBe(500);
    const body = JSON.parse(r.body.toString()) as { error: { code: string; id: string; message: string } };
    expect(body.error.code).toBe("internal");
    expect(body.error.id).toMatch(/^[0-9a-f]{12}$/);
    expect(body.error.message).toContain(body.error.id);
    expect(body.error.message).not.toContain("rows");
    const line = logs.map((l) => JSON.parse(l)).find((l) => l.msg === "request failed");
    expect(line).toMatchObject({ level: "error", errorId: body.error.id, method: "GET" });
    expect(line.error.message).toContain("reading 'rows'");
    expect((await raw(failing.url, "GET", "/health")).status).toBe(200);
  });

  it("refuses a WebSocket from another site's page with 403, and allows its own, listed and Origin-less ones", async () => {
    const wsUrl = `${server.url.replace(/^http/, "ws")}/ws`;
    const status = (origin?: string) =>
      new Promise<number>((resolve, reject) => {
        const ws = new WebSocket(wsUrl, origin ? { headers: { origin } } : {});
        ws.once("open", () => {
          ws.close();
          resolve(101);
        });
        ws.once("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
        ws.once("error", reject);
      });
    expect(await status("https://evil.example")).toBe(403);
    expect(await status("null")).toBe(403);
    expect(await status(`http://127.0.0.1:${server.port}.evil.example`)).toBe(403);
    expect(await status(server.url)).toBe(101);
    expect(await status("https://table.example")).toBe(101);
    expect(await status()).toBe(101);
  });

  it("logs through pino with tokens, invites and seeds redacted at any depth", () => {
    const lines: string[] = [];
    const log = jsonLogger((l) => lines.push(l), "info", { table: "t1" });
    log.info("member joined", {
      member: "m1",
      token: "m1.SECRET",
      nested: { invite: "INVITE", seed: "SEED" },
    });
    log.child({ authorization: "Bearer SECRET2" }).warn("with a child");
    log.debug("below the level");
    expect(lines).toHaveLength(2);
    const first = JSON.parse(lines[0]!);
    expect(first).toMatchObject({ level: "info", msg: "member joined", table: "t1", member: "m1" });
    expect(new Date(first.time).toISOString()).toBe(first.time);
    for (const secret of ["SECRET", "INVITE", "SEED", "SECRET2"])
      expect(lines.join("\n")).not.toContain(secret);
  });
});

const WEB = join(ROOT, "dist-web");

describe("compressed answers", () => {
  let dir: { path: string; remove(): void };
  let store: Store;
  let server: RunningServer;
  const html = readFileSync(join(WEB, "index.html"), "utf8");
  const entry = /<script[^>]+src="(\/assets\/index-[^"]+\.js)"/.exec(html)![1]!;

  beforeAll(async () => {
    dir = await pgliteDir();
    store = await openStore({ dataDir: dir.path });
    server = await startServer({ store, port: 0, webRoot: WEB });
  });

  afterAll(async () => {
    await server?.close();
    await store?.close();
    dir?.remove();
  });

  it("sends the entry script as the build compressed it to a client that accepts brotli or gzip", async () => {
    const plain = readFileSync(join(WEB, entry));
    const br = await raw(server.url, "GET", entry, { "accept-encoding": "br" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(String(br.headers.vary).toLowerCase()).toContain("accept-encoding");
    expect(brotliDecompressSync(br.body).equals(plain)).toBe(true);
    const gz = await raw(server.url, "GET", entry, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(plain)).toBe(true);
    const identity = await raw(server.url, "GET", entry);
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.equals(plain)).toBe(true);
    console.log(
      `entry script ${entry}: ${plain.length} bytes raw, ${br.body.length} brotli, ${gz.body.length} gzip`,
    );
  });

  it("compresses JSON over a kilobyte on the fly, and leaves it plain for a client that did not ask", async () => {
    const zipped = await raw(server.url, "GET", "/api/rulesets/lucky13", { "accept-encoding": "gzip" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    const info = JSON.parse(gunzipSync(zipped.body).toString()) as { id: string };
    expect(info.id).toBe("lucky13");
    const plain = await raw(server.url, "GET", "/api/rulesets/lucky13");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(info);
  });
});
