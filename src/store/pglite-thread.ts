// The embedded store with PGlite on a worker thread (pglite-worker.ts), behind the same `Sql` as
// the in-thread one. Profiled at 1,000 intents a second, the WebAssembly PostgreSQL was the biggest
// single share of the main thread's time, and while it ran no table could read, broadcast or
// acknowledge; on its own thread it runs beside them, on a second core if the host has one to
// spare. The default for a data folder (open.ts says when it helps); TABULA_PGLITE_THREAD=0 turns it off.
//
// Statements go to the thread in the order they are asked. A transaction holds the connection:
// statements asked meanwhile by others wait until it ends, as they would for PGlite's own lock.
// If the thread dies, every statement waiting and every later one fails: nothing is acknowledged
// that the database did not confirm.

import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { StoreLockedError } from "./pglite.js";
import type { PgliteAnswer, PgliteRequest, PgliteWorkerData, PgliteWorkerError } from "./pglite-worker.js";
import type { Sql, SqlRunner, SqlValue } from "./sql.js";

/** The thread's file: the built one beside this module, or dist/'s when running from src/ (tests). */
export function pgliteWorkerFile(): string {
  const here = import.meta.url;
  const url = here.endsWith(".ts")
    ? new URL("../../dist/store/pglite-worker.js", here)
    : new URL("./pglite-worker.js", here);
  const path = fileURLToPath(url);
  if (!existsSync(path))
    throw new Error(`the embedded store's thread needs the built ${path}: run \`npm run build\` first`);
  return path;
}

/** The error the thread reported, rebuilt as the class callers check for. */
function rebuild(e: PgliteWorkerError): Error {
  if (e.name === "StoreLockedError" && e.dir !== undefined && e.pid !== undefined)
    return new StoreLockedError(e.dir, e.pid);
  const out = new Error(e.message) as Error & { code?: string };
  out.name = e.name;
  if (e.code !== undefined) out.code = e.code;
  return out;
}

export interface PgliteThreadOptions {
  memoryMiB?: number;
  /** Called with every path PostgreSQL synced, before the statement that synced it answers (tests). */
  onSync?: (path: string) => void;
}

/** The young generation (both semi-spaces) of PGlite's thread, in MiB. */
const PGLITE_THREAD_YOUNG_MIB = 4;

/** Opens (creating if needed) the database in `dir` on a thread of its own; `null`: in memory. */
export async function openPgliteThread(dir: string | null, options: PgliteThreadOptions = {}): Promise<Sql> {
  const data: PgliteWorkerData = {
    dir,
    ...(options.memoryMiB === undefined ? {} : { memoryMiB: options.memoryMiB }),
    reportSyncs: options.onSync !== undefined,
  };
  // The thread's JavaScript only passes statements and rows to and from PGlite, whose memory is
  // WebAssembly's: a young generation of a few MiB is plenty, where V8's default (up to 32 MiB
  // for a worker's two semi-spaces) stayed resident on an idle server.
  const worker = new Worker(pgliteWorkerFile(), {
    workerData: data,
    resourceLimits: { maxYoungGenerationSizeMb: PGLITE_THREAD_YOUNG_MIB },
  });
  const waiting = new Map<number, { resolve: (rows: unknown[]) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let dead: Error | null = null;

  const fail = (e: Error) => {
    dead ??= e;
    for (const w of waiting.values()) w.reject(dead);
    waiting.clear();
  };
  const ready = new Promise<void>((resolve, reject) => {
    worker.on("message", (m: PgliteAnswer) => {
      if ("synced" in m) {
        options.onSync?.(m.synced);
        return;
      }
      if ("ready" in m) {
        resolve();
        return;
      }
      if (!m.ok && m.id === 0) {
        reject(rebuild(m.error));
        return;
      }
      const w = waiting.get(m.id);
      if (!w) return;
      waiting.delete(m.id);
      if (m.ok) w.resolve(m.rows);
      else w.reject(rebuild(m.error));
    });
    worker.on("error", (e) => {
      const err = new Error(`the embedded store's thread failed: ${e.message}`);
      fail(err);
      reject(err);
    });
    worker.on("exit", (code) => {
      const err = new Error(`the embedded store's thread stopped (exit code ${code})`);
      fail(err);
      reject(err);
    });
  });
  try {
    await ready;
  } catch (e) {
    await worker.terminate();
    throw e;
  }

  const send = (m: Omit<PgliteRequest, "id"> & { op: PgliteRequest["op"] }): Promise<unknown[]> => {
    if (dead) return Promise.reject(dead);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...m, id } as PgliteRequest);
    });
  };
  const direct: SqlRunner = {
    async query<R>(text: string, params: readonly SqlValue[] = []) {
      return (await send({ op: "query", text, params: [...params] } as PgliteRequest)) as R[];
    },
  };

  // A transaction holds the connection until it ends; a statement outside it waits for that.
  let held: Promise<void> = Promise.resolve();
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = held.then(fn);
    held = run.then(
      () => {},
      () => {},
    );
    return run;
  };
  let transactionOpen = false;

  return {
    dialect: "pglite",
    shared: false,
    // Outside a transaction, statements need not wait for each other's answers: the thread
    // takes them in order, so several can be on their way at once.
    query<R>(text: string, params: readonly SqlValue[] = []): Promise<R[]> {
      if (!transactionOpen) return direct.query<R>(text, params);
      return exclusive(() => direct.query<R>(text, params));
    },
    transaction: (fn) =>
      exclusive(async () => {
        transactionOpen = true;
        try {
          await direct.query("BEGIN");
          try {
            const out = await fn(direct);
            await direct.query("COMMIT");
            return out;
          } catch (e) {
            await direct.query("ROLLBACK").catch(() => {});
            throw e;
          }
        } finally {
          transactionOpen = false;
        }
      }),
    async listen() {
      // Nobody else can reach an embedded database, so there is nothing to hear (the store only
      // listens on shared ones); said plainly rather than pretending to listen.
      throw new Error("the embedded store has no other writers to listen to");
    },
    async close() {
      if (dead) return;
      try {
        await exclusive(() => send({ op: "close" } as PgliteRequest));
      } finally {
        dead = new Error("the embedded store is closed");
        await worker.terminate();
      }
    },
  };
}
