// Commits as single SQL statements, so each is one round trip and atomic on both backends, and
// several intents (of different tables) can share one: group commit, which is what lets a busy
// server write a thousand intents a second through PGlite's one connection.
//
// For each intent, the first step moves its table's head on only if it is still where the writer
// found it (a compare-and-set). When another server got there first, that row is not updated and
// every later step, which joins on the updated rows, writes nothing for that intent. Sequence
// numbers are head + 1 … head + n, so the database, not any one server, decides the order.

import type { CommitInput } from "./records.js";
import type { SqlValue } from "./sql.js";

/**
 * The statement's parts, each a common table expression over `ok` (the intents whose table head
 * moved). `core` parts run for every intent; `extra` parts write characters, members and seed
 * periods, which most intents (a roll, a chat line, a move) do not touch.
 */
const PART = {
  input: `input AS (
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(
    k int, table_id text, expected bigint, n int, rng jsonb, period int, author text, kind text,
    payload jsonb, rng_after jsonb, events jsonb, put jsonb, remove jsonb, members jsonb,
    reveal int, start jsonb)
)`,
  head: `head AS (
  UPDATE tabula_tables t
     SET head = t.head + i.n, last_intent = t.last_intent + 1, rng = i.rng, period = i.period
    FROM input i
   WHERE t.id = i.table_id AND t.head = i.expected
  RETURNING t.id, t.head, t.last_intent
)`,
  ok: `ok AS (
  SELECT i.*, h.head AS new_head, h.last_intent AS intent_no FROM input i JOIN head h ON h.id = i.table_id
)`,
  it: `it AS (
  INSERT INTO tabula_intents (table_id, no, author, kind, payload, period, rng_after, first_seq, event_count)
  SELECT table_id, intent_no, author, kind, payload, period, rng_after, expected + 1, n FROM ok
)`,
  ev: `ev AS (
  INSERT INTO tabula_events (table_id, seq, intent, visibility, author, event)
  SELECT ok.table_id, ok.expected + e.ord, ok.intent_no, e.v->>'visibility', ok.author, e.v->'event'
    FROM ok, jsonb_array_elements(ok.events) WITH ORDINALITY AS e(v, ord)
)`,
  cp: `cp AS (
  INSERT INTO tabula_characters (table_id, id, owner, name, data, updated_seq)
  SELECT ok.table_id, c.v->>'id', c.v->>'owner', c.v->>'name', c.v->'data', ok.new_head
    FROM ok, jsonb_array_elements(ok.put) AS c(v)
  ON CONFLICT (table_id, id) DO UPDATE
     SET owner = excluded.owner, name = excluded.name, data = excluded.data, updated_seq = excluded.updated_seq
)`,
  cr: `cr AS (
  DELETE FROM tabula_characters c
   USING ok, jsonb_array_elements_text(ok.remove) AS r(id)
   WHERE c.table_id = ok.table_id AND c.id = r.id
)`,
  mm: `mm AS (
  INSERT INTO tabula_members (table_id, id, role, name, token_hash)
  SELECT ok.table_id, m.v->>'id', m.v->>'role', m.v->>'name', m.v->>'tokenHash'
    FROM ok, jsonb_array_elements(ok.members) AS m(v)
)`,
  sr: `sr AS (
  UPDATE tabula_seed_periods s SET revealed = true, revealed_seq = ok.expected + 1
    FROM ok
   WHERE s.table_id = ok.table_id AND s.period = ok.reveal
)`,
  ss: `ss AS (
  INSERT INTO tabula_seed_periods (table_id, period, commitment, seed, start_seq)
  SELECT ok.table_id, (ok.start->>'period')::int, ok.start->>'commitment', ok.start->>'seed', ok.expected + 1
    FROM ok
   WHERE ok.start IS NOT NULL AND jsonb_typeof(ok.start) = 'object'
)`,
  nt: `nt AS (
  SELECT pg_notify($2::text, ok.table_id || ' ' || ok.new_head || ' ' || $3::text)
    FROM ok
   WHERE $2::text IS NOT NULL
)`,
} as const;

function statement(parts: readonly (keyof typeof PART)[]): string {
  return `
WITH ${parts.map((p) => PART[p]).join(", ")}
SELECT ok.k, ok.new_head AS head, ok.intent_no, (SELECT count(*) FROM nt) AS notified FROM ok`;
}

/** The whole statement: every part. Frozen in migration 3 as `tabula_commit_v1`'s body. */
export const COMMIT_SQL = statement(["input", "head", "ok", "it", "ev", "cp", "cr", "mm", "sr", "ss", "nt"]);

/**
 * Without the parts that write characters, members and seed periods. Each part of a statement
 * costs its executor set-up (opening tables and indexes) even when it writes no row: in PGlite a
 * plain roll's commit took 0.51 ms of CPU this way against 0.67 ms through the whole statement
 * (one intent per statement: `node bench/commit-cost.js`).
 */
export const COMMIT_SQL_CORE = statement(["input", "head", "ok", "it", "ev", "nt"]);

/**
 * The commit statement inside a PL/pgSQL function, so that the database plans it once per
 * connection and keeps the plan: sent as it is, its ten parts were parsed, analysed and planned at
 * every commit, which was most of the store's CPU (in PGlite, 4-5 ms a commit against 1.5-2 ms
 * through the function, measured side by side). The body is this version's statement, frozen in
 * migration 3: a change to the statement is a new function (`tabula_commit_v2`) in a new migration.
 */
export const COMMIT_FUNCTION_V1 = `
CREATE OR REPLACE FUNCTION tabula_commit_v1(jsonb, text, text)
RETURNS TABLE (k int, head bigint, intent_no bigint, notified bigint)
LANGUAGE plpgsql AS $commit$
#variable_conflict use_column
BEGIN
  RETURN QUERY ${COMMIT_SQL};
END
$commit$`;

/**
 * Version 2 (migration 7): the same writes, with a fourth parameter saying whether any intent of
 * the batch writes characters, members or seed periods. When none does (most commits), the
 * function runs {@link COMMIT_SQL_CORE}; otherwise the whole statement. Each branch's plan is
 * kept like v1's. `tabula_commit_v1` stays for servers of the previous version sharing the database.
 */
export const COMMIT_FUNCTION_V2 = `
CREATE OR REPLACE FUNCTION tabula_commit_v2(jsonb, text, text, boolean)
RETURNS TABLE (k int, head bigint, intent_no bigint, notified bigint)
LANGUAGE plpgsql AS $commit$
#variable_conflict use_column
BEGIN
  IF $4 THEN
    RETURN QUERY ${COMMIT_SQL};
  ELSE
    RETURN QUERY ${COMMIT_SQL_CORE};
  END IF;
END
$commit$`;

/** How a commit is sent: one call of the function, with the parameters of {@link commitParams}. */
export const COMMIT_CALL = "SELECT * FROM tabula_commit_v2($1::jsonb, $2::text, $3::text, $4::boolean)";

/** Whether an intent writes anything beyond its intent, events and the table's head. */
function writesExtras(c: CommitInput): boolean {
  return (
    (c.characters !== undefined && (c.characters.put.length > 0 || c.characters.remove.length > 0)) ||
    (c.members !== undefined && c.members.length > 0) ||
    c.seed?.reveal !== undefined ||
    c.seed?.start !== undefined
  );
}

/** One intent as a row of the statement's input; `k` is its place in the batch. */
function inputRow(c: CommitInput, k: number) {
  return {
    k,
    table_id: c.tableId,
    expected: c.expectedHead,
    n: c.events.length,
    rng: c.rng ?? null,
    period: c.period,
    author: c.intent.author,
    kind: c.intent.kind,
    payload: c.intent.payload ?? null,
    rng_after: c.intent.rngAfter,
    events: c.events.map((e) => ({ visibility: e.visibility, event: e.event })),
    put: c.characters?.put ?? [],
    remove: c.characters?.remove ?? [],
    members: c.members ?? [],
    reveal: c.seed?.reveal?.period ?? null,
    start: c.seed?.start ?? null,
  };
}

/** The statement's parameters for a batch (one intent per table); `channel` null sends no notification. */
export function commitParams(
  batch: readonly CommitInput[],
  channel: string | null,
  origin: string,
): SqlValue[] {
  return [JSON.stringify(batch.map(inputRow)), channel, origin, batch.some(writesExtras)];
}
