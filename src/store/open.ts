// Opens the store a server was asked for: PostgreSQL when a database URL is given, otherwise PGlite
// in a local folder (the default: nothing to install).

import { openPglite } from "./pglite.js";
import { openPgliteThread } from "./pglite-thread.js";
import { openPostgres } from "./postgres.js";
import { SqlStore } from "./sql-store.js";
import type { Store } from "./store.js";

export interface StoreConfig {
  /** PostgreSQL connection string; wins over `dataDir`. */
  databaseUrl?: string | null;
  /** PGlite's folder; null keeps the database in memory (tests). */
  dataDir?: string | null;
  /** A PostgreSQL schema to work in (tests), created if missing. */
  schema?: string;
  poolSize?: number;
  /** PGlite's page cache in MiB (default 16); PostgreSQL sizes its own. */
  memoryMiB?: number;
  /**
   * Whether PGlite runs on a worker thread (pglite-thread.ts) rather than the event loop's.
   * Default: yes for a folder, unless TABULA_PGLITE_THREAD=0; no in memory (tests need no build).
   * At 1,000 intents/s on a quiet 2-core machine the thread kept p99 at 9 ms against 84 ms on the
   * loop, where every commit (WebAssembly and an fsync) held all tables' answers; on a machine
   * with no core to spare (load 18) the loop did better, as the hand-over waits for the scheduler.
   */
  pgliteThread?: boolean;
}

export async function openStore(config: StoreConfig): Promise<Store> {
  if (config.databaseUrl) {
    const sql = await openPostgres(config.databaseUrl, {
      ...(config.schema ? { schema: config.schema } : {}),
      ...(config.poolSize ? { max: config.poolSize } : {}),
    });
    // NOTIFY channels are per database, not per schema: name the channel after the schema.
    const channel = config.schema ? `tabula_commits_${config.schema}` : "tabula_commits";
    return SqlStore.open(sql, { channel });
  }
  const dir = config.dataDir ?? null;
  const memory = config.memoryMiB === undefined ? {} : { memoryMiB: config.memoryMiB };
  const thread = config.pgliteThread ?? (dir !== null && process.env.TABULA_PGLITE_THREAD !== "0");
  return SqlStore.open(await (thread ? openPgliteThread(dir, memory) : openPglite(dir, memory)));
}

/** Describes where a store lives, for logs: never the connection string, which may hold a password. */
export function describeStore(config: StoreConfig): string {
  if (!config.databaseUrl) return config.dataDir ? `pglite:${config.dataDir}` : "pglite:memory";
  try {
    const u = new URL(config.databaseUrl);
    return `postgres://${u.hostname}${u.port ? `:${u.port}` : ""}${u.pathname}`;
  } catch {
    return "postgres";
  }
}
