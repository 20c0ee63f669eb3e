// Worker threads for `--workers K`: this thread and K-1 workers take batches of chunks from a
// shared queue until none are left. A worker prepares the duel itself, or revives the one this
// thread prepared when its strategy packs it (DuelStrategy.pack), which spares it loading the
// rules. Which thread plays which chunk does not matter: a chunk's fights depend only on its
// index and the seed, and tallies add up the same in any order.

import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { EngineError, type EngineErrorCode } from "../engine/errors.js";
import type { DuelRequest } from "../engine/facets/fight.js";
import type { GroupRequest } from "../engine/facets/group-fight.js";
import type { Chunk } from "./chunks.js";
import type { TallyData } from "./tally.js";

export interface WorkerInit {
  /** Key of the strategy in DUEL_STRATEGIES. */
  strategy: string;
  /** A duel's request; absent for a group fight, which has `group` instead. */
  request?: DuelRequest;
  /** A group fight's request (src/sim/group.ts): the worker prepares the ruleset's group strategy. */
  group?: GroupRequest;
  seed: string;
  /** The duel this thread prepared, packed by the strategy (DuelStrategy.pack), when it packs. */
  packed?: unknown;
}

export type WorkerReply<T = TallyData> =
  /** The duel is prepared: send batches. */
  | { type: "ready" }
  | { type: "batch"; fights: number; tally: T }
  | {
      type: "error";
      name: string;
      message: string;
      code: string | null;
      path: (string | number)[];
      stack: string | null;
    };

/**
 * The worker's script. Built, it sits beside this file. Run from the TypeScript sources (the tests),
 * there is no worker.js here and Node 20 cannot run a .ts worker, so the built one in dist/ is used.
 */
export function workerScript(): URL {
  const here = import.meta.url;
  const url = here.endsWith(".ts") ? new URL("../../dist/sim/worker.js", here) : new URL("./worker.js", here);
  if (!existsSync(fileURLToPath(url)))
    throw new Error(`worker threads need the built ${fileURLToPath(url)}: run \`npm run build\` first`);
  return url;
}

function fromReply(m: Extract<WorkerReply<unknown>, { type: "error" }>): Error {
  if (m.name === "EngineError" && m.code !== null)
    return new EngineError(m.code as EngineErrorCode, m.message, m.path);
  const e = new Error(`a worker failed: ${m.message}`);
  if (m.stack) e.stack = m.stack;
  return e;
}

/**
 * Chunks go out in batches of consecutive chunks, two batches in flight per thread, so a thread
 * never waits for the main thread between batches; a batch answers with the sum of its chunks.
 */
export function batchSize(chunks: number, threads: number): number {
  return Math.max(1, Math.min(50, Math.floor(chunks / (threads * 8))));
}

/**
 * Plays `chunks` on `threads` threads; `onBatch` gets each batch's tally as it arrives. With
 * `local`, this thread is one of them: it plays batches from the same queue between answering the
 * workers, so `threads` threads use `threads` cores and one fewer thread is started (a new thread
 * loads and compiles the duel from cold, while this one is already warm). Without it, every batch
 * goes to a worker thread.
 */
export function playInWorkers<T = TallyData>(
  threads: number,
  init: WorkerInit,
  chunks: readonly Chunk[],
  onBatch: (fights: number, tally: T) => void,
  local?: (batch: readonly Chunk[]) => T,
): Promise<void> {
  const script = workerScript();
  const size = batchSize(chunks.length, threads);
  return new Promise((resolve, reject) => {
    const queue: Chunk[][] = [];
    for (let i = 0; i < chunks.length; i += size) queue.push(chunks.slice(i, i + size));
    let left = queue.length;
    let settled = false;
    const workers: Worker[] = [];
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      Promise.all(workers.map((w) => w.terminate())).then(
        () => (error ? reject(error) : resolve()),
        () => (error ? reject(error) : resolve()),
      );
    };
    const feed = (w: Worker) => {
      const next = queue.shift();
      if (next) w.postMessage(next);
    };
    const n = Math.min(local ? threads - 1 : threads, queue.length);
    for (let i = 0; i < n; i++) {
      const w = new Worker(script, { workerData: init });
      workers.push(w);
      w.on("message", (m: WorkerReply<T>) => {
        if (settled) return;
        if (m.type === "error") return finish(fromReply(m));
        if (m.type === "ready") {
          // Two batches to begin with; every answer then brings the next.
          feed(w);
          feed(w);
          return;
        }
        onBatch(m.fights, m.tally);
        if (--left === 0) return finish();
        feed(w);
      });
      w.on("error", (e) => finish(e instanceof Error ? e : new Error(String(e))));
      w.on("exit", (code) => {
        if (!settled && left > 0) finish(new Error(`a worker thread stopped (exit code ${code})`));
      });
    }
    // A worker gets its first batches when it says it is ready, not before: starting a thread
    // (loading and compiling the duel) takes a good part of a second, which this thread spends
    // playing, so a short run is over before any worker joins, and a long one loses nothing.
    if (queue.length === 0 && left === 0) finish();
    if (!local) return;
    // This thread's share: one batch at a time, then back to the event loop, where the workers'
    // answers wait (each worker has a second batch to play meanwhile, so none of them idles).
    const playLocal = () => {
      if (settled) return;
      const next = queue.shift();
      if (!next) return;
      let tally: T;
      try {
        tally = local(next);
      } catch (e) {
        return finish(e instanceof Error ? e : new Error(String(e)));
      }
      let fights = 0;
      for (const c of next) fights += c.fights;
      onBatch(fights, tally);
      if (--left === 0) return finish();
      setImmediate(playLocal);
    };
    setImmediate(playLocal);
  });
}
