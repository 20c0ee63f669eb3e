// Imports written in batches (issue 15, point 4): an import arrives from the import worker as rows
// already serialised in batches (prepareImport), and the store writes one batch per statement,
// letting the event loop turn between them, each batch in a short transaction of its own
// (import-steps.test.ts: other tables commit in between, and nobody sees the table until it is
// whole). So a big import is bounded
// batch by batch, the loop is free between batches, and a failure in its last batch leaves nothing
// behind. On PGlite in memory and, when there is one, on PostgreSQL.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  newId,
  openStore,
  type PreparedImport,
  parseExport,
  prepareImport,
  type Store,
  type TableExport,
} from "../../src/store/index.js";
import { IMPORT_BATCH_BYTES, IMPORT_BATCH_ROWS } from "../../src/store/table-export.js";
import { bigTable, EVENTS_PER_INTENT, INTENTS } from "./support/big-table.js";
import { dropSchema, POSTGRES_URL, postgresReachable, skipMessage, uniqueName } from "./support/postgres.js";

const strip = (x: TableExport | null) => ({ ...x, exportedAt: "", table: { ...x!.table, id: "" } });

function contract(name: string, open: () => Promise<Store>, cleanup?: () => Promise<void>) {
  describe(`imports in batches: ${name}`, () => {
    let store: Store;
    let source: TableExport;

    beforeAll(async () => {
      store = await open();
      source = (await bigTable(store)).export;
    }, 120_000);
    afterAll(async () => {
      await store?.close();
      await cleanup?.();
    });

    const rowsOf = (b: PreparedImport["batches"][number]) =>
      JSON.parse(new TextDecoder().decode(b.rows)) as unknown[];
    const prepared = (id: string): PreparedImport =>
      prepareImport(parseExport({ ...source, table: { ...source.table, id } }));

    it("writes a big import a bounded batch per statement, turning the event loop between them, and reads it back whole", async () => {
      const id = newId("t");
      const p = prepared(id);
      const events = p.batches.filter((b) => b.into === "events");
      expect(events.length).toBeGreaterThanOrEqual(
        Math.ceil((INTENTS * EVENTS_PER_INTENT) / IMPORT_BATCH_ROWS),
      );
      for (const b of p.batches) {
        expect(b.rows).toBeInstanceOf(Uint8Array);
        expect(rowsOf(b).length).toBeLessThanOrEqual(IMPORT_BATCH_ROWS);
        // A batch may pass the byte bound only when it is one row.
        if (b.rows.length > IMPORT_BATCH_BYTES + 2) expect(rowsOf(b)).toHaveLength(1);
      }
      // A ticker on the event loop: it runs whenever the import lets the loop turn.
      let turns = 0;
      let ticking = true;
      const tick = () => {
        turns++;
        if (ticking) setImmediate(tick);
      };
      setImmediate(tick);
      await store.importPrepared(p);
      ticking = false;
      expect(turns).toBeGreaterThanOrEqual(p.batches.length);
      expect(strip(await store.exportTable(id, { secrets: true }))).toEqual(strip(source));
    });

    it("leaves nothing behind when its last batch fails, and the same import goes in afterwards", async () => {
      const id = newId("t");
      const p = prepared(id);
      const last = p.batches.map((b) => b.into).lastIndexOf("events");
      expect(last).toBeGreaterThan(1);
      // The last batch of events repeats the first event's sequence number: the database refuses it
      // after every batch before it was written.
      const rows = rowsOf(p.batches[last]!) as { seq: number }[];
      rows[rows.length - 1]!.seq = 1;
      const broken = {
        ...p,
        batches: p.batches.map((b, i) =>
          i === last ? { ...b, rows: new TextEncoder().encode(JSON.stringify(rows)) } : b,
        ),
      };
      await expect(store.importPrepared(broken)).rejects.toThrow();
      expect(await store.getTable(id)).toBeNull();
      expect(await store.events(id)).toEqual([]);
      expect(await store.members(id)).toEqual([]);
      await store.importPrepared(p);
      expect((await store.getTable(id))?.head).toBe(source.table.head);
    });

    it("refuses an id that exists as a conflict", async () => {
      await expect(store.importPrepared(prepared(source.table.id))).rejects.toMatchObject({
        code: "conflict",
        path: ["table", "id"],
      });
    });
  });
}

contract("pglite", () => openStore({ dataDir: null }));

const schema = uniqueName("tabula_import");
if (await postgresReachable()) {
  contract(
    "postgres",
    () => openStore({ databaseUrl: POSTGRES_URL, schema, poolSize: 4 }),
    () => dropSchema(schema),
  );
} else {
  console.warn(skipMessage("the PostgreSQL import batches"));
  describe("imports in batches: postgres", () =>
    it.skip(skipMessage("the PostgreSQL import batches"), () => {}));
}
