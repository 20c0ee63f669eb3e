// An import written as a series of short transactions, so other tables' commits interleave with it
// (PGlite has one connection: one long transaction would hold every other table's commit behind it).
// The table's row goes in first, marked with the import's own token in `importing`; every reader of
// a table (getTable, loadTable, authenticate, inviteMatches, exportTable) skips a marked row, so
// nobody can join or act on a table before its last batch lands, when the mark is cleared.
// A failed import deletes what it wrote; one cut short by a crash is deleted by `dropStaleImports`
// when a store opens, or when another import of the same id finds it stale.

import { randomUUID } from "node:crypto";
import { StoreError } from "./errors.js";
import type { Sql, SqlRunner } from "./sql.js";
import { INSERT_ROWS, INSERT_TABLE_IMPORTING, type PreparedImport } from "./table-export.js";

/**
 * How long an import may go without writing a batch before another server may take it for dead.
 * Every batch touches `import_seen_at`, and a batch takes milliseconds, so a living import is
 * never near this; it matters only on a shared PostgreSQL, where another server's import may be
 * in progress while this one starts.
 */
export const STALE_IMPORT_SECONDS = 300;

/** The `importing` mark: a table with one is still being written and is no one's yet. */
export const NOT_IMPORTING = "importing IS NULL";

/** Deletes the rows of the given tables in every table of the schema (events and intents have no foreign key). */
async function dropTables(tx: SqlRunner, where: string, params: (string | number)[]): Promise<string[]> {
  const ids = (
    await tx.query<{ id: string }>(`SELECT id FROM tabula_tables WHERE ${where} FOR UPDATE`, params)
  ).map((r) => r.id);
  if (ids.length === 0) return [];
  const list = JSON.stringify(ids);
  const inList = "table_id IN (SELECT jsonb_array_elements_text($1::jsonb))";
  await tx.query(`DELETE FROM tabula_events WHERE ${inList}`, [list]);
  await tx.query(`DELETE FROM tabula_intents WHERE ${inList}`, [list]);
  // Members, characters and seed periods go with the table (ON DELETE CASCADE).
  await tx.query("DELETE FROM tabula_tables WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb))", [
    list,
  ]);
  return ids;
}

/**
 * Deletes imports a crash cut short. `all`: every unfinished import, for a store only this process
 * uses, as it opens (nothing can be importing yet); otherwise only those silent for
 * STALE_IMPORT_SECONDS. Returns the ids deleted.
 */
export function dropStaleImports(sql: Sql, all: boolean): Promise<string[]> {
  return sql.transaction((tx) =>
    all
      ? dropTables(tx, "importing IS NOT NULL", [])
      : dropTables(tx, `importing IS NOT NULL AND import_seen_at < now() - make_interval(secs => $1)`, [
          STALE_IMPORT_SECONDS,
        ]),
  );
}

/**
 * Writes a prepared import: the marked table row, then one transaction per batch, then the mark
 * cleared. Each batch's transaction runs through `inTurn`, which the store uses to let other
 * tables' commits go first.
 */
export async function writeImportInSteps(
  sql: Sql,
  p: PreparedImport,
  inTurn: <T>(batch: () => Promise<T>) => Promise<T>,
): Promise<void> {
  const token = randomUUID();
  await sql.transaction(async (tx) => {
    // A half import of this id that a crash left on a shared database goes first.
    await dropTables(
      tx,
      `id = $1 AND importing IS NOT NULL AND import_seen_at < now() - make_interval(secs => $2)`,
      [p.id, STALE_IMPORT_SECONDS],
    );
    const exists = await tx.query("SELECT 1 FROM tabula_tables WHERE id = $1", [p.id]);
    if (exists.length > 0) throw new StoreError("conflict", `a table '${p.id}' exists`, ["table", "id"]);
    await tx.query(INSERT_TABLE_IMPORTING, [...p.table, token]);
  });
  try {
    for (const b of p.batches) {
      // One statement, so one round trip: a transaction of several would hold PGlite's only
      // connection across turns of a busy event loop, and other tables' commits with it.
      const written = await inTurn(() => sql.query(BATCH[b.into], [p.id, b.rows, token]));
      if (written.length === 0) throw lost(p.id);
    }
    const done = await sql.query(
      "UPDATE tabula_tables SET importing = NULL, import_seen_at = NULL WHERE id = $1 AND importing = $2 RETURNING 1",
      [p.id, token],
    );
    if (done.length === 0) throw lost(p.id);
  } catch (e) {
    await sql
      .transaction((tx) => dropTables(tx, "id = $1 AND importing = $2", [p.id, token]))
      .catch(() => {});
    throw e;
  }
}

/**
 * A batch's rows go in only while the table is still this import's (another server may have taken
 * it for dead and deleted it), touching its row to say the import lives; a batch always has rows,
 * so none written means the import was lost.
 */
const BATCH = Object.fromEntries(
  Object.entries(INSERT_ROWS).map(([into, insert]) => [
    into,
    `WITH ours AS (UPDATE tabula_tables SET import_seen_at = now() WHERE id = $1 AND importing = $3 RETURNING 1)
     ${insert} WHERE EXISTS (SELECT 1 FROM ours) RETURNING 1`,
  ]),
) as Readonly<Record<keyof typeof INSERT_ROWS, string>>;

const lost = (id: string) =>
  new StoreError("conflict", `the import of '${id}' was abandoned before it finished`, ["table", "id"]);
