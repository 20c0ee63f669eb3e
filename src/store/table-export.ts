// Export and import of a whole table, inside a transaction the caller opened, so an export is one
// consistent picture and an import lands whole or not at all.

import { StoreError } from "./errors.js";
import type { TableExport } from "./export-format.js";
import { eventRecord, intentRecord, iso, seedPeriodRecord, tableRecord } from "./rows.js";
import type { SqlRunner, SqlValue } from "./sql.js";

export async function exportTable(tx: SqlRunner, id: string, secrets: boolean): Promise<TableExport | null> {
  // A table still being imported is no one's yet (import-steps.ts).
  const t = (await tx.query("SELECT * FROM tabula_tables WHERE id = $1 AND importing IS NULL", [id]))[0];
  if (!t) return null;
  const q = (sql: string) => tx.query(sql, [id]);
  const [members, characters, intents, events, periods, assets] = [
    await q("SELECT * FROM tabula_members WHERE table_id = $1 ORDER BY joined_at, id"),
    await q("SELECT * FROM tabula_characters WHERE table_id = $1 ORDER BY id"),
    await q("SELECT * FROM tabula_intents WHERE table_id = $1 ORDER BY no"),
    await q("SELECT * FROM tabula_events WHERE table_id = $1 ORDER BY seq"),
    await q("SELECT * FROM tabula_seed_periods WHERE table_id = $1 ORDER BY period"),
    await q(
      `SELECT id, type, width, height, sha256, created_at, encode(bytes, 'base64') AS data
         FROM tabula_assets WHERE table_id = $1 ORDER BY created_at, id`,
    ),
  ];
  const seedPeriods = periods.map((r) => seedPeriodRecord(r, false));
  const revealed = new Set(periods.filter((p) => p.revealed).map((p) => Number(p.period)));
  return {
    format: "tabula.table",
    version: 1,
    exportedAt: new Date().toISOString(),
    table: tableRecord(t),
    inviteHash: t.invite_hash as string,
    members: members.map((m) => ({
      id: m.id as string,
      role: m.role as "gm" | "player",
      name: m.name as string,
      joinedAt: iso(m.joined_at),
      tokenHash: m.token_hash as string,
    })),
    characters: characters.map((c) => ({
      id: c.id as string,
      owner: (c.owner as string | null) ?? null,
      name: c.name as string,
      data: c.data,
      updatedSeq: Number(c.updated_seq),
    })),
    // The generator's state after a roll of an unrevealed period would let anyone foresee the
    // period's next rolls, so it goes out only with the secrets.
    intents: intents.map(intentRecord).map((i) => ({
      ...i,
      rngAfter: secrets || revealed.has(i.period) ? i.rngAfter : null,
    })),
    events: events.map(eventRecord),
    seedPeriods,
    assets: assets.map((a) => ({
      id: a.id as string,
      type: a.type as "image/png" | "image/jpeg" | "image/webp",
      width: Number(a.width),
      height: Number(a.height),
      sha256: a.sha256 as string,
      createdAt: iso(a.created_at),
      // PostgreSQL's base64 breaks lines every 76 characters.
      data: String(a.data).replace(/\s+/g, ""),
    })),
    secrets: secrets
      ? {
          rng: t.rng,
          seeds: periods
            .filter((p) => !p.revealed && p.seed !== null)
            .map((p) => ({ period: Number(p.period), seed: p.seed as string })),
        }
      : null,
  };
}

const json = (v: unknown) => JSON.stringify(v ?? null);

/** Where a batch of an import's rows goes. */
export type ImportInto = "members" | "intents" | "events" | "characters" | "seedPeriods" | "assets";

/**
 * An import as the statements that write it: the table's own row as parameters, and every other
 * row already serialised, in batches. It is made where the export was checked (a worker thread,
 * import-pool.ts), so the server's thread only hands bytes to the database: no parsing, checking
 * or serialising there that grows with the size of the table. Each batch is UTF-8 bytes rather
 * than a string: bytes come back from the worker and go on to PGlite's thread or PostgreSQL's
 * socket as copies outside the JavaScript heap, where megabytes of strings were collected by the
 * server thread's major garbage collections (17-58 ms pauses under three 4 MB imports, issue 15).
 */
export interface PreparedImport {
  id: string;
  head: number;
  /** The parameters of INSERT_TABLE_IMPORTING but the last (the import's token). */
  table: SqlValue[];
  /** JSON arrays of rows in UTF-8, in an order the foreign keys accept. */
  batches: { into: ImportInto; rows: Uint8Array }[];
}

/**
 * A batch's size. Each batch is one short transaction (import-steps.ts), and other tables' commits
 * may wait while it runs (on PGlite, which runs one statement at a time, always). Measured with
 * bench/hostile.js on a 2-core host, a 256 kB batch kept PGlite's thread busy for 100-140 ms, the
 * whole of another table's p99 under an import; 32 kB keeps a batch to a few tens of milliseconds
 * for the price of more, shorter transactions (an import is rare; rolls are not).
 */
export const IMPORT_BATCH_ROWS = 100;
export const IMPORT_BATCH_BYTES = 32 * 1024;

/** The table's row, marked with the import's token ($12) until its last batch lands (import-steps.ts). */
export const INSERT_TABLE_IMPORTING = `INSERT INTO tabula_tables (id, name, ruleset, options, created_at, head, last_intent, period, rng, invite_hash, overlay, importing, import_seen_at)
     VALUES ($1, $2, $3, $4::jsonb, $5::timestamptz, $6, $7, $8, $9::jsonb, $10, $11::jsonb, $12, now())`;

/** One statement per kind of row, each reading a JSON array of rows (UTF-8 bytes, $2) for the table $1. */
export const INSERT_ROWS: Readonly<Record<ImportInto, string>> = {
  members: `INSERT INTO tabula_members (table_id, id, role, name, token_hash, joined_at)
     SELECT $1, m->>'id', m->>'role', m->>'name', m->>'tokenHash', (m->>'joinedAt')::timestamptz
       FROM jsonb_array_elements(convert_from($2::bytea, 'UTF8')::jsonb) AS m`,
  intents: `INSERT INTO tabula_intents (table_id, no, author, kind, payload, period, rng_after, first_seq, event_count)
     SELECT $1, (i->>'no')::bigint, i->>'author', i->>'kind', i->'payload', (i->>'period')::int,
            CASE WHEN jsonb_typeof(i->'rngAfter') = 'null' THEN NULL ELSE i->'rngAfter' END,
            (i->>'firstSeq')::bigint, (i->>'eventCount')::int
       FROM jsonb_array_elements(convert_from($2::bytea, 'UTF8')::jsonb) AS i`,
  events: `INSERT INTO tabula_events (table_id, seq, intent, visibility, author, event)
     SELECT $1, (e->>'seq')::bigint, (e->>'intent')::bigint, e->>'visibility', e->>'author', e->'event'
       FROM jsonb_array_elements(convert_from($2::bytea, 'UTF8')::jsonb) AS e`,
  characters: `INSERT INTO tabula_characters (table_id, id, owner, name, data, updated_seq)
     SELECT $1, c->>'id', c->>'owner', c->>'name', c->'data', (c->>'updatedSeq')::bigint
       FROM jsonb_array_elements(convert_from($2::bytea, 'UTF8')::jsonb) AS c`,
  seedPeriods: `INSERT INTO tabula_seed_periods (table_id, period, commitment, seed, revealed, start_seq, revealed_seq)
     SELECT $1, (p->>'period')::int, p->>'commitment', p->>'seed', (p->>'revealed')::boolean,
            (p->>'startSeq')::bigint, (p->>'revealedSeq')::bigint
       FROM jsonb_array_elements(convert_from($2::bytea, 'UTF8')::jsonb) AS p`,
  // Size and SHA-256 are computed from the bytes themselves, whatever the file said.
  assets: `INSERT INTO tabula_assets (table_id, id, type, width, height, bytes, size, sha256, created_at)
     SELECT $1, a->>'id', a->>'type', (a->>'width')::int, (a->>'height')::int, b, length(b),
            encode(sha256(b), 'hex'), (a->>'createdAt')::timestamptz
       FROM jsonb_array_elements(convert_from($2::bytea, 'UTF8')::jsonb) AS a, LATERAL decode(a->>'data', 'base64') AS b`,
};

const utf8 = new TextEncoder();

/** Rows serialised one by one and packed into JSON arrays of at most a batch's size. */
function batchesOf(into: ImportInto, rows: readonly unknown[]): PreparedImport["batches"] {
  const out: PreparedImport["batches"] = [];
  let parts: Uint8Array[] = [];
  // The batch's size in bytes as it will be sent: its rows, a comma between them, the brackets.
  let bytes = 1;
  const flush = () => {
    if (parts.length === 0) return;
    const batch = new Uint8Array(bytes);
    let at = 0;
    batch[at++] = 0x5b; // [
    for (const [i, part] of parts.entries()) {
      if (i > 0) batch[at++] = 0x2c; // ,
      batch.set(part, at);
      at += part.length;
    }
    batch[at] = 0x5d; // ]
    out.push({ into, rows: batch });
    parts = [];
    bytes = 1;
  };
  for (const row of rows) {
    const part = utf8.encode(json(row));
    if (
      parts.length >= IMPORT_BATCH_ROWS ||
      (parts.length > 0 && bytes + part.length + 1 > IMPORT_BATCH_BYTES)
    )
      flush();
    parts.push(part);
    bytes += part.length + 1;
  }
  flush();
  return out;
}

/**
 * The statements of an import, for an export whose shape and log have been checked (parseExport).
 * Pure: it runs in the worker that checked the export.
 */
export function prepareImport(x: TableExport): PreparedImport {
  if (!x.secrets)
    throw new StoreError(
      "invalid",
      "this export has no secrets (generator state, unrevealed seed); the server must start a new seed period to import it",
      ["secrets"],
    );
  const secretSeeds = new Map(x.secrets.seeds.map((s) => [s.period, s.seed]));
  if (!secretSeeds.has(x.table.period) && !x.seedPeriods[x.table.period - 1]?.seed)
    throw new StoreError("invalid", "the secrets lack the current period's seed", ["secrets", "seeds"]);
  const periods = x.seedPeriods.map((p) => ({
    ...p,
    revealed: p.revealedSeq !== null,
    seed: p.seed ?? secretSeeds.get(p.period) ?? null,
  }));
  return {
    id: x.table.id,
    head: x.table.head,
    table: [
      x.table.id,
      x.table.name,
      x.table.ruleset,
      json(x.table.options),
      x.table.createdAt,
      x.table.head,
      x.table.lastIntent,
      x.table.period,
      json(x.secrets.rng),
      x.inviteHash,
      x.table.overlay === undefined ? null : json(x.table.overlay),
    ],
    batches: [
      ...batchesOf("members", x.members),
      ...batchesOf("intents", x.intents),
      ...batchesOf("events", x.events),
      ...batchesOf("characters", x.characters),
      ...batchesOf("seedPeriods", periods),
      ...batchesOf("assets", x.assets ?? []),
    ],
  };
}
