// The embedded backend: PGlite keeps a whole PostgreSQL in a local folder, so `tabula serve` needs
// nothing installed. It runs one statement at a time in this process; a lock file keeps a second
// process from opening the same folder, which PGlite itself would not notice.

import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Sql, SqlRunner, SqlValue } from "./sql.js";

export class StoreLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`the data folder ${dir} is in use by another process (pid ${pid})`);
    this.name = "StoreLockedError";
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the folder's lock file, or refuses while a living process holds it (a dead one's is stale). */
function takeLock(dir: string): () => void {
  const file = join(dir, "tabula.lock");
  try {
    const pid = Number(readFileSync(file, "utf8").trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid))
      throw new StoreLockedError(dir, pid);
  } catch (e) {
    if (e instanceof StoreLockedError) throw e;
  }
  writeFileSync(file, `${process.pid}\n`);
  return () => rmSync(file, { force: true });
}

/**
 * PGlite's own start parameters, plus: new WAL segments are not zero-filled first. Filling a 16 MB
 * segment through PGlite's file layer stalls every table for tens of milliseconds each time the
 * log moves to a new segment; PostgreSQL does not need the zeros to recover.
 */
const START_PARAMS = [...PGlite.defaultStartParams, "-c", "wal_init_zero=off"];

function runner(db: Pick<PGlite, "query">): SqlRunner {
  return {
    async query<R>(text: string, params: readonly SqlValue[] = []) {
      const r = await db.query<R>(text, params as SqlValue[]);
      return r.rows;
    },
  };
}

/** Opens (creating if needed) the database in `dir`; `null` keeps it in memory, for tests. */
export async function openPglite(dir: string | null): Promise<Sql> {
  let unlock = () => {};
  if (dir !== null) {
    mkdirSync(dir, { recursive: true });
    unlock = takeLock(dir);
  }
  let db: PGlite;
  try {
    db = await PGlite.create({
      ...(dir === null ? {} : { dataDir: join(dir, "pglite") }),
      startParams: START_PARAMS,
    });
  } catch (e) {
    unlock();
    throw e;
  }
  const base = runner(db);
  return {
    dialect: "pglite",
    shared: false,
    query: base.query,
    transaction: (fn) => db.transaction((tx) => fn(runner(tx))),
    async listen(channel, onPayload) {
      const stop = await db.listen(channel, onPayload);
      return async () => {
        await stop();
      };
    },
    async close() {
      try {
        await db.close();
      } finally {
        unlock();
      }
    },
  };
}
