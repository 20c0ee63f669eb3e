// Imports on the real server (issue 15, point 4): a big export is parsed and checked in a worker
// thread, so while several are imported at once the server keeps answering; an import over the
// size limit is a 413 before it is parsed; imports have a per-address bucket tighter than joins'.
//
// The export is a real evening played through the server (support/long-evening.ts). By default a
// short one, to keep the test quick; `TABULA_EVENING=1` plays the full six hours (4,300 intents)
// and prints the export's size, the figure behind DEFAULT_LIMITS.maxImportBytes:
//   TABULA_EVENING=1 npx vitest run --maxWorkers=1 test/server/http-import.test.ts

import { request } from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_LIMITS } from "../../src/server/index.js";
import { dropSchema, POSTGRES_URL, postgresReachable, uniqueName } from "../store/support/postgres.js";
import { TestClient } from "./support/client.js";
import {
  type Created,
  createTable,
  joinTable,
  pgliteDir,
  post,
  startTestServer,
  type TestServer,
} from "./support/harness.js";
import { playLongEvening } from "./support/long-evening.js";

const FULL = process.env.TABULA_EVENING === "1";

describe("imports", () => {
  let dirs: { path: string; remove(): void }[] = [];
  let source: TestServer;
  let target: TestServer;
  let exported: { table: { id: string; head: number } } & Record<string, unknown>;
  let bytes = 0;
  let original: Created;

  beforeAll(async () => {
    dirs = [await pgliteDir(), await pgliteDir()];
    source = await startTestServer({ dataDir: dirs[0]!.path }, { messagesPerSecond: 10_000, burst: 10_000 });
    const evening = await playLongEvening(source.url, source.wsUrl, FULL ? 4300 : 400);
    exported = evening.exported as typeof exported;
    original = evening.created;
    bytes = evening.bytes;
    console.log(`export of ${FULL ? 4300 : 400} intents: ${bytes} bytes`);
    target = await startTestServer({ dataDir: dirs[1]!.path }, { importsPerMinute: 600, importBurst: 20 });
  }, 600_000);

  afterAll(async () => {
    await source?.stop();
    await target?.stop();
    for (const d of dirs) d.remove();
  });

  it("sets the default limit a few times above the largest realistic export", () => {
    if (FULL) expect(DEFAULT_LIMITS.maxImportBytes).toBeGreaterThan(3 * bytes);
    expect(DEFAULT_LIMITS.maxImportBytes).toBe(16 * 1024 * 1024);
  });

  it("keeps answering /health while several big imports are checked at once", async () => {
    const copies = [1, 2, 3, 4].map((k) => ({
      ...exported,
      table: { ...exported.table, id: `${exported.table.id}-${k}` },
    }));
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    let done = false;
    const health: number[] = [];
    const poll = (async () => {
      while (!done) {
        const r = await fetch(`${target.url}/health`);
        health.push(r.status);
        await r.arrayBuffer();
      }
    })();
    const results = await Promise.all(copies.map((x) => post(`${target.url}/api/tables/import`, x)));
    done = true;
    await poll;
    delay.disable();
    console.log(
      `${copies.length} imports of ${bytes} bytes at once: /health answered ${health.length} times; ` +
        `event loop delay max ${(delay.max / 1e6).toFixed(1)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms ` +
        "(the store's own write is in it; noisy on a shared machine)",
    );
    for (const r of results) expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(201);
    expect(health.length).toBeGreaterThan(copies.length);
    expect(health.every((s) => s === 200)).toBe(true);
  });

  it("refuses an import over the size limit with 413 before parsing it", async () => {
    const dir = await pgliteDir();
    const small = await startTestServer({ dataDir: dir.path }, { maxImportBytes: 4096 });
    try {
      const r = await post(`${small.url}/api/tables/import`, exported);
      expect(r.status).toBe(413);
      expect(r.body).toMatchObject({ error: { code: "too_large" } });
      // Sent in chunks with no length declared, it is refused once the bytes pass the limit.
      const chunked = await postChunks(`${small.url}/api/tables/import`, [
        "x".repeat(3000),
        "x".repeat(3000),
        "x".repeat(3000),
      ]);
      expect(chunked.status).toBe(413);
      expect(JSON.parse(chunked.body)).toMatchObject({ error: { code: "too_large" } });
    } finally {
      await small.stop();
      dir.remove();
    }
  });

  it("takes an export sent in chunks with no length declared, as read off a pipe", async () => {
    const text = JSON.stringify({ ...exported, table: { ...exported.table, id: "chunked-import" } });
    const parts = Array.from({ length: 7 }, (_, i) =>
      text.slice((i * text.length) / 7, ((i + 1) * text.length) / 7),
    );
    const r = await postChunks(`${source.url}/api/tables/import`, parts);
    expect(r.status, r.body.slice(0, 300)).toBe(201);
    expect(JSON.parse(r.body)).toMatchObject({ table: { id: "chunked-import" } });
  });

  it("imports a GM's export taken after a seed reveal: the periods agree with the log", async () => {
    // A reveal commits [seedRevealed 1, seedCommitted 2] as one intent; the store dates period 2 from
    // that intent's first event, and the import's check once dated it from the seedCommitted, so
    // every export taken after a reveal was refused as "seedPeriods[1].startSeq is not what the log says".
    const t = await createTable(source.url);
    const gm = await TestClient.join(source.wsUrl, t.table.id, t.gm.token);
    try {
      expect((await gm.intent({ type: "roll", notation: "2d6" })).type).toBe("ack");
      expect((await gm.intent({ type: "seed.reveal" })).type).toBe("ack");
      expect((await gm.intent({ type: "roll", notation: "d20" })).type).toBe("ack");
    } finally {
      await gm.close();
    }
    const res = await fetch(`${source.url}/api/tables/${t.table.id}/export`, {
      headers: { authorization: `Bearer ${t.gm.token}` },
    });
    const x = (await res.json()) as { seedPeriods: { period: number; revealedSeq: number | null }[] };
    expect(x.seedPeriods.map((p) => p.period)).toEqual([1, 2]);
    expect(x.seedPeriods[0]!.revealedSeq).not.toBeNull();
    const imp = await post(`${target.url}/api/tables/import`, x);
    expect(imp.status, JSON.stringify(imp.body)).toBe(201);
    // The imported table goes on rolling, from a seed of the target server's.
    const again = await TestClient.join(target.wsUrl, t.table.id, t.gm.token);
    try {
      expect((await again.intent({ type: "roll", notation: "d6" })).type).toBe("ack");
    } finally {
      await again.close();
    }
  });

  it("limits imports per address more tightly than joins, with 429 and a message naming the limit", async () => {
    const dir = await pgliteDir();
    const strict = await startTestServer({ dataDir: dir.path });
    try {
      const statuses: number[] = [];
      let last: Record<string, unknown> = {};
      for (let k = 0; k < DEFAULT_LIMITS.importBurst + 1; k++) {
        const r = await post(`${strict.url}/api/tables/import`, { not: "an export" });
        statuses.push(r.status);
        last = r.body;
      }
      expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      expect(JSON.stringify(last)).toContain(`at most ${DEFAULT_LIMITS.importsPerMinute} a minute`);
      // The same address still creates and joins tables.
      const created = await createTable(strict.url);
      await joinTable(strict.url, created, "Ash");
    } finally {
      await strict.stop();
      dir.remove();
    }
  });

  /**
   * Another table's roll is acknowledged while an import is half written, and the half-written
   * table answers a join and a hello exactly as a table that does not exist. Observed by order, not
   * time: first the import's rows are seen committed while the table is hidden (impossible with the
   * import in one transaction: PGlite would hold the reads behind it, PostgreSQL would show no row),
   * then the other table's roll is acknowledged, then the table is seen still hidden.
   */
  async function interleaves(server: TestServer) {
    const other = await createTable(server.url, "The other table");
    const gm = await TestClient.join(server.wsUrl, other.table.id, other.gm.token);
    const copy = { ...exported, table: { ...exported.table, id: `${exported.table.id}-steps` } };
    const id = copy.table.id;
    let answered = false;
    const importing = post(`${server.url}/api/tables/import`, copy).finally(() => {
      answered = true;
    });
    const nobody = async () => ({
      join: await post(`${server.url}/api/tables/${id}/join`, {
        invite: original.invite.code,
        name: "Early",
      }),
      table: await server.store.getTable(id),
    });
    const absent = await post(`${server.url}/api/tables/no-such-table/join`, {
      invite: original.invite.code,
      name: "Early",
    });
    let seen = 0;
    while (!answered && seen === 0) {
      const written = (await server.store.members(id)).length;
      if (written === 0 || (await server.store.getTable(id)) !== null) continue;
      const ack = await gm.intent({ type: "roll", notation: "2d6", label: "meanwhile" });
      expect(ack).toMatchObject({ type: "ack" });
      const after = await nobody();
      expect(after.table).toBeNull();
      expect(after.join).toEqual(absent);
      const hello = await TestClient.connect(server.wsUrl);
      hello.send({ type: "hello", table: id, token: original.gm.token, lastSeq: 0 });
      const refused = await hello.next((m) => m.type === "error" || m.type === "synced");
      hello.ws.close();
      // The import may have finished between the checks above and this hello (it goes on writing
      // meanwhile): then the table is whole and served whole, never as the half written before.
      if (refused.type === "synced") expect(refused).toMatchObject({ head: copy.table.head });
      else expect(refused).toMatchObject({ type: "error" });
      seen++;
    }
    const r = await importing;
    gm.ws.close();
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(201);
    expect(seen).toBe(1);
    // Whole now: the GM of the original table comes in and finds the log.
    const back = await TestClient.join(server.wsUrl, id, original.gm.token);
    back.ws.close();
  }

  it("acknowledges another table's roll while an import is half written, which answers as no table (PGlite)", async () => {
    await interleaves(target);
  }, 120_000);

  it("acknowledges another table's roll while an import is half written, which answers as no table (PostgreSQL)", async (t) => {
    if (!(await postgresReachable())) return t.skip();
    const schema = uniqueName("tabula_http_steps");
    const pg = await startTestServer({ databaseUrl: POSTGRES_URL, schema, poolSize: 4 });
    try {
      await interleaves(pg);
    } finally {
      await pg.stop();
      await dropSchema(schema);
    }
  }, 120_000);
});

/** A POST whose body goes in the given chunks, with Transfer-Encoding: chunked (no Content-Length). */
function postChunks(url: string, chunks: string[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: "POST", headers: { "content-type": "application/json" } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d) => {
        body += d;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    // The server may answer and close before the last chunk is written.
    req.on("error", (e: NodeJS.ErrnoException) =>
      e.code === "EPIPE" || e.code === "ECONNRESET" ? null : reject(e),
    );
    for (const c of chunks) req.write(c);
    req.end();
  });
}
