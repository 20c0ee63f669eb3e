// A worker thread of the duel simulator: prepares the duel from the plain data it was started with
// (the same strategy and request as the main thread), then plays the batches of chunks it is sent
// and answers each batch with the sum of its chunks' tallies.

import { parentPort, workerData } from "node:worker_threads";
import { FIGHT_LOADERS, FIGHT_REVIVERS, GROUP_LOADERS } from "../rulesets/fight-threads.js";
import type { Chunk } from "./chunks.js";
import { playGroupChunks } from "./group-tally.js";
import { playChunk } from "./play.js";
import type { WorkerInit, WorkerReply } from "./pool.js";
import { Tally } from "./tally.js";

const port = parentPort!;
const init = workerData as WorkerInit;

function reply(m: WorkerReply<unknown>): void {
  port.postMessage(m);
}

function failure(e: unknown): WorkerReply {
  const err = e as { name?: string; message?: string; code?: string; path?: unknown; stack?: string };
  return {
    type: "error",
    name: err?.name ?? "Error",
    message: err?.message ?? String(e),
    code: err?.code ?? null,
    path: Array.isArray(err?.path) ? (err.path as (string | number)[]) : [],
    stack: err?.stack ?? null,
  };
}

/** A group fight (src/sim/group.ts): the ruleset's group strategy prepares it from the same request. */
async function serveGroup(): Promise<void> {
  const id = init.strategy;
  const load = Object.hasOwn(GROUP_LOADERS, id) ? GROUP_LOADERS[id] : undefined;
  if (!load) throw new Error(`no group strategy '${id}' in the worker`);
  const fight = (await load()).prepare(init.group!);
  port.on("message", (batch: Chunk[]) => {
    try {
      let fights = 0;
      for (const chunk of batch) fights += chunk.fights;
      reply({ type: "batch", fights, tally: playGroupChunks(fight, init.seed, batch) });
    } catch (e) {
      reply(failure(e));
    }
  });
  reply({ type: "ready" });
}

try {
  if (init.group !== undefined) {
    await serveGroup();
  } else {
    const id = init.strategy;
    const revive =
      init.packed !== undefined && Object.hasOwn(FIGHT_REVIVERS, id) ? FIGHT_REVIVERS[id] : undefined;
    const load = Object.hasOwn(FIGHT_LOADERS, id) ? FIGHT_LOADERS[id] : undefined;
    if (!revive && !load) throw new Error(`no duel strategy '${init.strategy}' in the worker`);
    const duel = revive ? (await revive())(init.packed) : (await load!()).prepare(init.request!);
    port.on("message", (batch: Chunk[]) => {
      try {
        const tally = new Tally();
        let fights = 0;
        for (const chunk of batch) {
          tally.add(playChunk(duel, init.seed, chunk));
          fights += chunk.fights;
        }
        reply({ type: "batch", fights, tally: tally.data() });
      } catch (e) {
        reply(failure(e));
      }
    });
    reply({ type: "ready" });
  }
} catch (e) {
  reply(failure(e));
}
