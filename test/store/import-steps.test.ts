// Imports written in steps (issue 15, point 4 on PGlite): each batch is a short transaction of its
// own, so another table's commits land between them, while the imported table stays invisible to
// every reader until its last batch is in. An import cut short by a crash is deleted: on a store
// only this process uses, when it opens; on a shared one, once it has been silent for
// STALE_IMPORT_SECONDS (an import still in progress on another server is left alone), or by the
// next import of the same id, which the abandoned writer cannot then disturb.
// On PGlite (a folder, reopened) and, when there is one, on PostgreSQL.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STALE_IMPORT_SECONDS, writeImportInSteps } from "../../src/store/import-steps.js";
import {
  newId,
  openPglite,
  openPostgres,
  type PreparedImport,
  parseExport,
  prepareImport,
  type Sql,
  SqlStore,
  type TableExport,
} from "../../src/store/index.js";
import { type BigTable, bigTable, oneEvent } from "./support/big-table.js";
import { dropSchema, POSTGRES_URL, postgresReachable, skipMessage, uniqueName } from "./support/postgres.js";

interface Backend {
  /** A new connection to the same database each time. */
  openSql(): Promise<Sql>;
  cleanup(): Promise<void>;
}

/** An import that stops before its batch `at` and waits there until `go` is called, as if its server had died. */
function haltingAt(at: number) {
  let release = () => {};
  let halted = () => {};
  const reached = new Promise<void>((r) => {
    halted = r;
  });
  let n = 0;
  const between = async <T>(batch: () => Promise<T>): Promise<T> => {
    if (n++ === at) {
      halted();
      await new Promise<void>((r) => {
        release = r;
      });
    }
    return batch();
  };
  return { between, reached, go: () => release() };
}

function steps(name: string, backend: Backend) {
  describe(`imports in steps: ${name}`, () => {
    let sql: Sql;
    let store: SqlStore;
    let source: BigTable;
    let other: string;

    beforeAll(async () => {
      sql = await backend.openSql();
      store = await SqlStore.open(sql);
      source = await bigTable(store);
      other = newId("t");
      await bigTable(store, other);
    }, 120_000);
    afterAll(async () => {
      await store?.close();
      await backend.cleanup();
    });

    const copy = (id: string): PreparedImport =>
      prepareImport(parseExport({ ...source.export, table: { ...source.export.table, id } } as TableExport));

    /** Every way a client could reach a table, each of which must find nothing while it is imported. */
    async function reachable(s: SqlStore, id: string) {
      return {
        table: await s.getTable(id),
        loaded: await s.loadTable(id),
        exported: await s.exportTable(id),
        gm: await s.authenticate(id, source.gmToken),
        invite: await s.inviteMatches(id, source.invite),
      };
    }
    const nothing = { table: null, loaded: null, exported: null, gm: null, invite: false };

    it("lets another table's commit land while an import is half written, and shows the import to nobody until it is whole", async () => {
      const id = newId("t");
      // The import stops before its fourth batch, three of them committed, until told to go on.
      const paused = haltingAt(3);
      const importing = writeImportInSteps(sql, copy(id), paused.between);
      await paused.reached;
      // With the import in one transaction, PGlite's one connection would hold this commit until
      // the import ended, which it cannot while paused: the race reports that instead of hanging.
      const head = (await store.getTable(other))!.head;
      const landed = await Promise.race([
        store.commit(oneEvent(other, head)),
        new Promise<string>((r) => setTimeout(() => r("held behind the import"), 20_000).unref()),
      ]);
      expect(landed).toMatchObject({ ok: true, firstSeq: head + 1 });
      // The import's first batches are committed (a one-transaction import would show no row to
      // another connection on PostgreSQL), yet no reader finds the table.
      expect((await store.members(id)).length).toBeGreaterThan(0);
      expect(await reachable(store, id)).toEqual(nothing);
      paused.go();
      await importing;
      const whole = await reachable(store, id);
      expect(whole.table?.head).toBe(source.export.table.head);
      expect(whole.loaded?.events).toHaveLength(source.export.events.length);
      expect(whole.gm?.role).toBe("gm");
      expect(whole.invite).toBe(true);
      expect((await store.getTable(other))!.head).toBe(head + 1);
    });

    it("refuses a second import of an id while the first is still being written, and answers the same as for a table", async () => {
      const id = newId("t");
      const first = haltingAt(2);
      const writing = writeImportInSteps(sql, copy(id), first.between);
      await first.reached;
      await expect(store.importPrepared(copy(id))).rejects.toMatchObject({
        code: "conflict",
        path: ["table", "id"],
      });
      first.go();
      await writing;
      expect((await store.getTable(id))?.head).toBe(source.export.table.head);
    });

    it("takes over an id whose import went silent, and the abandoned writer then fails without touching the new table", async () => {
      const id = newId("t");
      const dead = haltingAt(3);
      const abandoned = writeImportInSteps(sql, copy(id), dead.between);
      await dead.reached;
      await sql.query(
        `UPDATE tabula_tables SET import_seen_at = now() - make_interval(secs => $2) WHERE id = $1`,
        [id, STALE_IMPORT_SECONDS + 1],
      );
      await store.importPrepared(copy(id));
      dead.go();
      await expect(abandoned).rejects.toMatchObject({ code: "conflict", path: ["table", "id"] });
      const x = await store.exportTable(id, { secrets: true });
      expect(x?.events).toEqual(source.export.events);
      expect(x?.members).toEqual(source.export.members);
    });

    it("deletes an import a crash cut short when a store opens (a shared database: once it is silent long enough)", async () => {
      const id = newId("t");
      const crash = haltingAt(4);
      void writeImportInSteps(sql, copy(id), crash.between).catch(() => {});
      await crash.reached;
      const rows = async (s: Sql) =>
        Number(
          (
            await s.query<{ n: number }>(
              `SELECT (SELECT count(*) FROM tabula_events WHERE table_id = $1)
                    + (SELECT count(*) FROM tabula_members WHERE table_id = $1)
                    + (SELECT count(*) FROM tabula_tables WHERE id = $1) AS n`,
              [id],
            )
          )[0]!.n,
        );
      expect(await rows(sql)).toBeGreaterThan(1);
      expect(await reachable(store, id)).toEqual(nothing);
      // The process dies: its connection goes, the import never finishes.
      await store.close();

      sql = await backend.openSql();
      if (sql.shared) {
        // Another server may be importing it right now: a fresh import is left alone…
        store = await SqlStore.open(sql);
        expect(await rows(sql)).toBeGreaterThan(1);
        expect(await reachable(store, id)).toEqual(nothing);
        await store.close();
        // …and one silent for longer than any living import is deleted by the next server to start.
        sql = await backend.openSql();
        await sql.query(
          `UPDATE tabula_tables SET import_seen_at = now() - make_interval(secs => $2) WHERE id = $1`,
          [id, STALE_IMPORT_SECONDS + 1],
        );
      }
      store = await SqlStore.open(sql);
      expect(await rows(sql)).toBe(0);
      await store.importPrepared(copy(id));
      expect((await store.exportTable(id, { secrets: true }))?.events).toEqual(source.export.events);
      // Tables that were whole are untouched by the clean-up.
      expect((await store.getTable(source.export.table.id))?.head).toBe(source.export.table.head);
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), "tabula-import-steps-"));
steps("pglite", {
  openSql: () => openPglite(dir),
  cleanup: async () => rmSync(dir, { recursive: true, force: true }),
});

const schema = uniqueName("tabula_steps");
if (await postgresReachable()) {
  steps("postgres", {
    openSql: () => openPostgres(POSTGRES_URL, { schema, max: 4 }),
    cleanup: () => dropSchema(schema),
  });
} else {
  console.warn(skipMessage("the PostgreSQL import steps"));
  describe("imports in steps: postgres", () => it.skip(skipMessage("the PostgreSQL import steps"), () => {}));
}
