// The embedded store syncs to disk what it acknowledges. PGlite turns PostgreSQL's fsync off and
// its file layer has no fsync of its own, so a commit could sit in the operating system's cache
// and vanish with the power; openPglite turns fsync on and gives the file layer a real one.
// These tests watch the real fsync calls on a real folder (a power cut cannot be staged here).

import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, sep } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "../../src/store/pglite.js";
import type { Sql } from "../../src/store/sql.js";

describe("the embedded store syncs what it acknowledges", () => {
  const dir = mkdtempSync(join(tmpdir(), "tabula-durable-"));
  const synced: string[] = [];
  let db: Sql;

  beforeAll(async () => {
    db = await openPglite(dir, { onSync: (path) => synced.push(path) });
    await db.query("create table notes (id serial primary key, body text not null)");
  }, 60_000);

  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const wal = join(dir, "pglite", "pg_wal") + sep;

  it("runs PostgreSQL with fsync on, through fsync() rather than PGlite's empty fdatasync", async () => {
    expect(await db.query("show fsync")).toEqual([{ fsync: "on" }]);
    expect(await db.query("show wal_sync_method")).toEqual([{ wal_sync_method: "fsync" }]);
  });

  it("syncs the write-ahead log to disk before a commit returns", async () => {
    synced.length = 0;
    await db.query("insert into notes (body) values ($1)", ["the troll is asleep"]);
    const walSyncs = synced.filter((p) => p.startsWith(wal));
    expect(walSyncs.length).toBeGreaterThan(0);
    // The synced paths are real files of the data folder.
    for (const p of walSyncs) expect(statSync(p).isFile()).toBe(true);
  });

  it("syncs a transaction's commit too", async () => {
    synced.length = 0;
    await db.transaction(async (tx) => {
      await tx.query("insert into notes (body) values ($1)", ["first"]);
      await tx.query("insert into notes (body) values ($1)", ["second"]);
    });
    expect(synced.some((p) => p.startsWith(wal))).toBe(true);
  });

  it("syncs the data files at a checkpoint, so the log before it may be recycled", async () => {
    synced.length = 0;
    await db.query("checkpoint");
    const dataFiles = synced.filter((p) => !p.startsWith(wal));
    expect(dataFiles.length).toBeGreaterThan(0);
  });

  it("a new log segment's folder entry is synced as well", async () => {
    await db.query("insert into notes (body) values ('before the switch')");
    await db.query("select pg_switch_wal()");
    synced.length = 0;
    await db.query("insert into notes (body) values ('after the switch')");
    await db.query("checkpoint");
    // (a new segment is written as a temporary file, synced, renamed, and its folder synced)
    const folders = synced.filter((p) => existsSync(p) && statSync(p).isDirectory());
    expect(folders.length).toBeGreaterThan(0);
  });

  it("keeps every acknowledged row across a reopen", async () => {
    await db.close();
    synced.length = 0;
    db = await openPglite(dir, { onSync: (path) => synced.push(path) });
    // A clean shutdown before: nothing to make up for, so the folder is not walked.
    expect(synced).not.toContain(join(dir, "pglite", "PG_VERSION"));
    const rows = await db.query<{ body: string }>("select body from notes order by id");
    expect(rows.map((r) => r.body)).toEqual([
      "the troll is asleep",
      "first",
      "second",
      "before the switch",
      "after the switch",
    ]);
  }, 60_000);

  it("after a crash (a lock left by a process that is gone), syncs the whole data folder on opening", async () => {
    await db.close();
    const gone = spawnSync(process.execPath, ["-e", ""]).pid;
    writeFileSync(join(dir, "tabula.lock"), `${gone}\n`);
    synced.length = 0;
    db = await openPglite(dir, { onSync: (path) => synced.push(path) });
    expect(synced).toContain(join(dir, "pglite", "PG_VERSION"));
    expect(synced).toContain(join(dir, "pglite"));
    expect(synced.some((p) => p.startsWith(wal))).toBe(true);
    expect((await db.query("select count(*)::int as n from notes"))[0]).toEqual({ n: 5 });
  }, 60_000);
});
