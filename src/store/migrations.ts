// The schema, as numbered migrations that both backends run alike. A migration is never edited
// once released: a change is a new migration. An advisory lock lets several servers start at
// once against one PostgreSQL without applying a migration twice.

import { COMMIT_FUNCTION_V1, COMMIT_FUNCTION_V2 } from "./commit-sql.js";
import type { Sql } from "./sql.js";

export interface Migration {
  version: number;
  name: string;
  /** One statement each: PGlite's extended protocol takes a single statement per query. */
  statements: string[];
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "tables, members, intents, events, characters, seed periods",
    statements: [
      `
        CREATE TABLE tabula_tables (
          id text PRIMARY KEY,
          name text NOT NULL,
          ruleset text NOT NULL,
          options jsonb NOT NULL,
          created_at timestamptz NOT NULL DEFAULT now(),
          -- The last committed sequence number: every commit moves it on with a compare-and-set,
          -- which is what gives one order of events however many servers write.
          head bigint NOT NULL DEFAULT 0 CHECK (head >= 0),
          last_intent bigint NOT NULL DEFAULT 0 CHECK (last_intent >= 0),
          period integer NOT NULL CHECK (period >= 1),
          -- The dice generator's state after the last roll: secret, or rolls could be foreseen.
          rng jsonb NOT NULL,
          invite_hash text NOT NULL
        )`,
      `
        CREATE TABLE tabula_members (
          table_id text NOT NULL REFERENCES tabula_tables(id) ON DELETE CASCADE,
          id text NOT NULL,
          role text NOT NULL CHECK (role IN ('gm', 'player')),
          name text NOT NULL,
          token_hash text NOT NULL,
          joined_at timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (table_id, id)
        )`,
      `
        CREATE TABLE tabula_intents (
          table_id text NOT NULL,
          no bigint NOT NULL CHECK (no >= 1),
          author text,
          kind text NOT NULL,
          payload jsonb NOT NULL,
          period integer NOT NULL,
          rng_after jsonb,
          first_seq bigint NOT NULL,
          event_count integer NOT NULL CHECK (event_count >= 0),
          created_at timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (table_id, no)
        )`,
      `
        CREATE TABLE tabula_events (
          table_id text NOT NULL,
          seq bigint NOT NULL CHECK (seq >= 1),
          intent bigint NOT NULL,
          visibility text NOT NULL CHECK (visibility IN ('public', 'gm', 'self')),
          author text,
          event jsonb NOT NULL,
          -- No foreign key to the intent: each intent and its events are written by one statement,
          -- which is atomic, and a per-row key check would cost more than the rest of the commit.
          PRIMARY KEY (table_id, seq)
        )`,
      `
        CREATE TABLE tabula_characters (
          table_id text NOT NULL REFERENCES tabula_tables(id) ON DELETE CASCADE,
          id text NOT NULL,
          owner text,
          name text NOT NULL,
          data jsonb NOT NULL,
          updated_seq bigint NOT NULL,
          PRIMARY KEY (table_id, id)
        )`,
      `
        CREATE TABLE tabula_seed_periods (
          table_id text NOT NULL REFERENCES tabula_tables(id) ON DELETE CASCADE,
          period integer NOT NULL CHECK (period >= 1),
          commitment text NOT NULL,
          -- Kept secret until revealed, and left out of an export until then. Null for a period
          -- whose seed was lost (a table imported from an export without its secrets).
          seed text,
          revealed boolean NOT NULL DEFAULT false,
          start_seq bigint NOT NULL,
          revealed_seq bigint,
          PRIMARY KEY (table_id, period)
        )`,
    ],
  },
  {
    version: 2,
    name: "a table's ruleset overlay",
    statements: [
      // A table may play a ruleset a designer derived from a shipped one: the overlay document is
      // kept with the table (null for a shipped ruleset) and the ruleset rebuilt from it on load.
      "ALTER TABLE tabula_tables ADD COLUMN overlay jsonb",
    ],
  },
  {
    version: 3,
    name: "the commit statement as a function, planned once per connection",
    statements: [COMMIT_FUNCTION_V1],
  },
  {
    version: 4,
    name: "whispers: an event's visibility may name its recipients",
    statements: [
      // A whisper is seen by its author, the members named here and the GMs (server/visibility.ts).
      "ALTER TABLE tabula_events DROP CONSTRAINT tabula_events_visibility_check",
      `ALTER TABLE tabula_events ADD CONSTRAINT tabula_events_visibility_check CHECK (
         visibility IN ('public', 'gm', 'self')
         OR visibility ~ '^whisper:[A-Za-z0-9_-]{1,40}(,[A-Za-z0-9_-]{1,40}){0,49}$')`,
    ],
  },
  {
    version: 5,
    name: "imports written in steps: a table is marked while its import is written",
    statements: [
      // The token of the import still writing the table (null once its last batch landed): readers
      // skip a marked table. import_seen_at is touched by every batch, so a server can tell an
      // import a crash cut short from one in progress (store/import-steps.ts).
      "ALTER TABLE tabula_tables ADD COLUMN importing text",
      "ALTER TABLE tabula_tables ADD COLUMN import_seen_at timestamptz",
    ],
  },
  {
    version: 6,
    name: "assets: a table's uploaded images (scene backgrounds)",
    statements: [
      // The bytes are kept as uploaded, after the server checked them by content (server/image-header.ts);
      // sha256 names the content for caching. An asset belongs to one table and goes with it.
      `CREATE TABLE tabula_assets (
         table_id text NOT NULL REFERENCES tabula_tables (id) ON DELETE CASCADE,
         id text NOT NULL CHECK (id ~ '^[A-Za-z0-9_-]{1,64}$'),
         type text NOT NULL CHECK (type IN ('image/png', 'image/jpeg', 'image/webp')),
         width integer NOT NULL CHECK (width > 0),
         height integer NOT NULL CHECK (height > 0),
         bytes bytea NOT NULL,
         size integer NOT NULL CHECK (size >= 0),
         sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
         created_at timestamptz NOT NULL DEFAULT now(),
         PRIMARY KEY (table_id, id))`,
    ],
  },
  {
    version: 7,
    name: "the commit function skips the parts a batch does not write",
    statements: [COMMIT_FUNCTION_V2],
  },
];

/** Applies the migrations not yet applied, in order, each in the one transaction. */
export async function migrate(sql: Sql): Promise<number[]> {
  return sql.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(7215481)");
    await tx.query(
      `CREATE TABLE IF NOT EXISTS tabula_migrations (
         version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const done = new Set(
      (await tx.query<{ version: number }>("SELECT version FROM tabula_migrations")).map((r) => r.version),
    );
    const applied: number[] = [];
    for (const m of MIGRATIONS) {
      if (done.has(m.version)) continue;
      for (const statement of m.statements) await tx.query(statement);
      await tx.query("INSERT INTO tabula_migrations (version, name) VALUES ($1, $2)", [m.version, m.name]);
      applied.push(m.version);
    }
    return applied;
  });
}
