// The page's side of the odds worker: one worker, the latest question wins.

import type { OddsReply, OddsRequest } from "./odds-types.js";

let worker: Worker | null = null;
let seq = 0;
const waiting = new Map<number, (r: OddsReply) => void>();

function get(): Worker {
  if (!worker) {
    worker = new Worker(new URL("./odds-worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (ev: MessageEvent<OddsReply>) => {
      const done = waiting.get(ev.data.id);
      waiting.delete(ev.data.id);
      done?.(ev.data);
    };
  }
  return worker;
}

export function diceOdds(notation: string, dialect?: OddsRequest["dialect"]): Promise<OddsReply> {
  const id = ++seq;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    get().postMessage({ id, notation, ...(dialect ? { dialect } : {}) } satisfies OddsRequest);
  });
}
