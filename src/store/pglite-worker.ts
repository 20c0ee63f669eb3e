// The embedded database in a worker thread (the entry of the thread pglite-thread.ts starts).
// PGlite runs PostgreSQL compiled to WebAssembly, synchronously, on whichever thread calls it: on the
// server's main thread every commit (1.5-2 ms of WASM, the fsync included) held the event loop,
// and with it every table's reading, broadcasting and acknowledging. Here the same openPglite
// (its lock file, its fsync hook, its memory settings) runs on a thread of its own, and answers
// one request at a time, in the order they came: the main thread decides what runs together.

import { parentPort, workerData } from "node:worker_threads";
import { openPglite } from "./pglite.js";
import type { Sql, SqlValue } from "./sql.js";

/** What the main thread asks; `id` pairs the answer with the question. */
export type PgliteRequest =
  | { id: number; op: "query"; text: string; params: SqlValue[] }
  | { id: number; op: "close" };

/** An error as plain data: what a structured clone keeps of it, and what StoreLockedError needs. */
export interface PgliteWorkerError {
  name: string;
  message: string;
  /** PostgreSQL's SQLSTATE, when the database refused the statement. */
  code?: string;
  dir?: string;
  pid?: number;
}

export type PgliteAnswer =
  | { id: number; ok: true; rows: unknown[] }
  | { id: number; ok: false; error: PgliteWorkerError }
  /** Sent once: the database is open (id 0), or could not be opened. */
  | { id: 0; ok: true; ready: true }
  /** Every path PostgreSQL synced, when the opener asked to be told (tests). */
  | { id: -1; synced: string };

export interface PgliteWorkerData {
  dir: string | null;
  memoryMiB?: number;
  reportSyncs: boolean;
}

function plain(e: unknown): PgliteWorkerError {
  if (!(e instanceof Error)) return { name: "Error", message: String(e) };
  const x = e as Error & { code?: unknown; dir?: unknown; pid?: unknown };
  return {
    name: x.name,
    message: x.message,
    ...(typeof x.code === "string" ? { code: x.code } : {}),
    ...(typeof x.dir === "string" ? { dir: x.dir } : {}),
    ...(typeof x.pid === "number" ? { pid: x.pid } : {}),
  };
}

async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error("pglite-worker.js runs as a worker thread only");
  const data = workerData as PgliteWorkerData;
  let db: Sql;
  try {
    db = await openPglite(data.dir, {
      ...(data.memoryMiB === undefined ? {} : { memoryMiB: data.memoryMiB }),
      ...(data.reportSyncs
        ? { onSync: (synced: string) => port.postMessage({ id: -1, synced } satisfies PgliteAnswer) }
        : {}),
    });
  } catch (e) {
    port.postMessage({ id: 0, ok: false, error: plain(e) } satisfies PgliteAnswer);
    return;
  }
  port.postMessage({ id: 0, ok: true, ready: true } satisfies PgliteAnswer);
  // One at a time, in order: PGlite has one connection, and a transaction's statements must not
  // meet another caller's (the main thread keeps them apart; the order here keeps its promise).
  let tail: Promise<void> = Promise.resolve();
  port.on("message", (m: PgliteRequest) => {
    tail = tail.then(async () => {
      if (m.op === "close") {
        try {
          await db.close();
          port.postMessage({ id: m.id, ok: true, rows: [] } satisfies PgliteAnswer);
        } catch (e) {
          port.postMessage({ id: m.id, ok: false, error: plain(e) } satisfies PgliteAnswer);
        }
        port.close();
        return;
      }
      try {
        const rows = await db.query(m.text, m.params);
        port.postMessage({ id: m.id, ok: true, rows } satisfies PgliteAnswer);
      } catch (e) {
        port.postMessage({ id: m.id, ok: false, error: plain(e) } satisfies PgliteAnswer);
      }
    });
  });
}

void main();
