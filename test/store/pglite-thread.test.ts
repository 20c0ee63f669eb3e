// The embedded store on its own thread (pglite-thread.ts, the default for a data folder) keeps every
// promise of the in-thread one: fsync on, the log synced before a commit answers, a transaction
// whose statements no other caller's can come between, errors the caller can tell apart, and the
// whole store contract (pglite.test.ts runs it on a folder, so on the thread; here on an in-memory
// database on a thread too).
// Needs the built dist/store/pglite-worker.js (`npm run build`), as the odds pool's tests do.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, sep } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_STORE_MEMORY_MIB, openStore } from "../../src/store/index.js";
import { openPgliteThread } from "../../src/store/pglite-thread.js";
import type { Sql } from "../../src/store/sql.js";
import { storeContract } from "./contract.js";

describe("the embedded store on a worker thread", () => {
  const dir = mkdtempSync(join(tmpdir(), "tabula-thread-"));
  const synced: string[] = [];
  let db: Sql;

  beforeAll(async () => {
    db = await openPgliteThread(dir, { onSync: (path) => synced.push(path) });
    await db.query("create table notes (id serial primary key, body text not null unique)");
  }, 120_000);

  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("runs with fsync on and the memory settings of pglite-memory.ts", async () => {
    expect(await db.query("show fsync")).toEqual([{ fsync: "on" }]);
    expect(await db.query("show shared_buffers")).toEqual([
      { shared_buffers: `${DEFAULT_STORE_MEMORY_MIB}MB` },
    ]);
  });

  it("has the write-ahead log synced before a commit answers", async () => {
    synced.length = 0;
    await db.query("insert into notes (body) values ($1)", ["the troll is asleep"]);
    expect(synced.some((p) => p.startsWith(join(dir, "pglite", "pg_wal") + sep))).toBe(true);
  });

  it("lets no other statement in between a transaction's statements", async () => {
    let inside: Promise<unknown> | null = null;
    const tx = db.transaction(async (t) => {
      await t.query("insert into notes (body) values ('first')");
      // Asked by someone else while the transaction is open: it must wait for the commit, or
      // it would run inside the transaction (one connection) and see, or be undone with, its rows.
      inside = db.query<{ n: number }>("select count(*)::int as n from notes");
      await new Promise((r) => setTimeout(r, 50));
      await t.query("insert into notes (body) values ('second')");
    });
    await tx;
    expect(await inside).toEqual([{ n: 3 }]);
  });

  it("rolls a failed transaction back, and a statement waiting for it does not see its rows", async () => {
    let inside: Promise<unknown> | null = null;
    await expect(
      db.transaction(async (t) => {
        await t.query("insert into notes (body) values ('doomed')");
        inside = db.query<{ n: number }>("select count(*)::int as n from notes");
        await t.query("insert into notes (body) values ('first')"); // unique: fails
      }),
    ).rejects.toMatchObject({ code: "23505" });
    expect(await inside).toEqual([{ n: 3 }]);
  });

  it("reports the database's refusal with its SQLSTATE and message", async () => {
    await expect(db.query("insert into notes (body) values (null)")).rejects.toMatchObject({
      code: "23502",
      message: expect.stringContaining("body"),
    });
  });

  it("reports why the thread could not open the database", async () => {
    await expect(openPgliteThread(null, { memoryMiB: 2 })).rejects.toThrow(/from 4 to 1024 \(got 2\)/);
  }, 120_000);

  it("keeps what it acknowledged across a reopen, and refuses statements once closed", async () => {
    await db.close();
    await expect(db.query("select 1")).rejects.toThrow(/closed/);
    db = await openPgliteThread(dir);
    const rows = await db.query<{ body: string }>("select body from notes order by id");
    expect(rows.map((r) => r.body)).toEqual(["the troll is asleep", "first", "second"]);
  }, 120_000);
});

storeContract("pglite on a thread", {
  open: () => openStore({ dataDir: null, pgliteThread: true }),
  cleanup: async () => {},
});
