// A worker thread of the duel simulator: prepares the duel from the plain data it was started with
// (the same strategy and request as the main thread), then plays the batches of chunks it is sent
// and answers each batch with the sum of its chunks' tallies.

import { parentPort, workerData } from "node:worker_threads";
import type { Chunk } from "./chunks.js";
import { playChunk } from "./play.js";
import type { WorkerInit, WorkerReply } from "./pool.js";
import type { DuelStrategy, PreparedDuel } from "./strategy.js";
import { Tally } from "./tally.js";

/** Only the strategy this run needs is loaded: a thread starts faster without the other rulesets. */
const LOADERS: Record<string, () => Promise<DuelStrategy>> = {
  lucky13: async () => (await import("../rulesets/lucky13/duel.js")).lucky13Duel,
  objects: async () => (await import("../rulesets/objects/duel.js")).objectsDuel,
  beat15: async () => (await import("../rulesets/beat15/duel.js")).beat15Duel,
  lucidity: async () => (await import("../rulesets/lucidity/duel.js")).lucidityDuel,
  "dice-engine": async () => (await import("../rulesets/dice-engine/duel.js")).diceEngineDuel,
};

/** Strategies that pack their prepared duel: the light module that plays it from the data. */
const REVIVERS: Record<string, () => Promise<(data: unknown) => PreparedDuel>> = {
  lucky13: async () => (await import("../rulesets/lucky13/duel-fast.js")).reviveDuel,
};

const port = parentPort!;
const init = workerData as WorkerInit;

function reply(m: WorkerReply): void {
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

try {
  const revive = init.packed !== undefined ? REVIVERS[init.strategy] : undefined;
  const load = LOADERS[init.strategy];
  if (!revive && !load) throw new Error(`no duel strategy '${init.strategy}' in the worker`);
  const duel = revive ? (await revive())(init.packed) : (await load!()).prepare(init.request);
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
} catch (e) {
  reply(failure(e));
}
