// The shared backend: a real PostgreSQL through `pg`, for several `tabula serve` processes on one
// database. A pool runs the statements; one extra connection LISTENs, and comes back by itself if
// the database drops it (telling the caller, who must then read what it missed).

import pg from "pg";
import { quoteIdent, type Sql, type SqlRunner, type SqlValue } from "./sql.js";

const INT8 = 20;

/** Sequence numbers are bigint columns; as JS numbers they stay exact up to 2^53. */
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8
      ? (v: string) => Number(v)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export interface PostgresOptions {
  /** A schema to work in (created if missing), so tests can share a database without meeting. */
  schema?: string;
  /** Pool size. */
  max?: number;
}

function runner(c: pg.Pool | pg.PoolClient): SqlRunner {
  return {
    async query<R>(text: string, params: readonly SqlValue[] = []) {
      const r = await c.query(text, params as SqlValue[]);
      return r.rows as R[];
    },
  };
}

export async function openPostgres(url: string, opts: PostgresOptions = {}): Promise<Sql> {
  const config: pg.PoolConfig = {
    connectionString: url,
    max: opts.max ?? 10,
    types,
    ...(opts.schema ? { options: `-c search_path=${quoteIdent(opts.schema)}` } : {}),
  };
  if (opts.schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(opts.schema)}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool(config);
  // An idle connection the server closes emits 'error' on the pool; the pool replaces it.
  pool.on("error", () => {});
  await pool.query("SELECT 1");
  const listeners = new Set<() => Promise<void>>();
  const base = runner(pool);

  return {
    dialect: "postgres",
    shared: true,
    query: base.query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const out = await fn(runner(client));
        await client.query("COMMIT");
        return out;
      } catch (e) {
        await client.query("ROLLBACK").catch(() => {});
        throw e;
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload, onReconnect) {
      let client: pg.Client | null = null;
      let stopped = false;
      let retry: NodeJS.Timeout | null = null;
      const connect = async (again: boolean): Promise<void> => {
        const c = new pg.Client(config);
        c.on("notification", (m) => {
          if (m.channel === channel) onPayload(m.payload ?? "");
        });
        c.on("error", () => schedule());
        c.on("end", () => schedule());
        await c.connect();
        await c.query(`LISTEN ${quoteIdent(channel)}`);
        client = c;
        if (again) onReconnect?.();
      };
      const schedule = () => {
        if (stopped || retry) return;
        client = null;
        retry = setTimeout(() => {
          retry = null;
          connect(true).catch(() => schedule());
        }, 500);
      };
      await connect(false);
      const stop = async () => {
        stopped = true;
        if (retry) clearTimeout(retry);
        listeners.delete(stop);
        const c = client as pg.Client | null;
        client = null;
        await c?.end().catch(() => {});
      };
      listeners.add(stop);
      return stop;
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}
