// The real PostgreSQL for tests, when there is one: TABULA_TEST_DATABASE_URL, or the machine's
// own at 127.0.0.1:5432 (database `test`). Tests against it skip, saying so, when it is not there.
// Every run works in a fresh schema or database of its own and drops it afterwards.

import { randomBytes } from "node:crypto";
import pg from "pg";

export const POSTGRES_URL = process.env.TABULA_TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

let reachable: Promise<boolean> | null = null;

export function postgresReachable(): Promise<boolean> {
  reachable ??= (async () => {
    const c = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
    try {
      await c.connect();
      await c.query("SELECT 1");
      return true;
    } catch {
      return false;
    } finally {
      await c.end().catch(() => {});
    }
  })();
  return reachable;
}

export function skipMessage(what: string): string {
  return `SKIPPED ${what}: no PostgreSQL at ${new URL(POSTGRES_URL).host} (set TABULA_TEST_DATABASE_URL to run it)`;
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
}

async function admin<T>(f: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: POSTGRES_URL });
  await c.connect();
  try {
    return await f(c);
  } finally {
    await c.end();
  }
}

export function dropSchema(schema: string): Promise<void> {
  return admin(async (c) => {
    await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  });
}

/** A fresh database; returns its URL. */
export async function createDatabase(name: string): Promise<string> {
  await admin((c) => c.query(`CREATE DATABASE "${name}"`));
  const u = new URL(POSTGRES_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

export function dropDatabase(name: string): Promise<void> {
  return admin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}
