// The page's side of the designer's two workers: the odds table (one worker, the latest question
// wins) and duel runs (a worker per run, terminated to cancel).

import type { OddsTable } from "../../../src/engine/facets/odds-table.js";
import type { SimReport } from "../../../src/sim/report.js";
import type { Overlay } from "./model.js";
import type { OddsTableReply } from "./odds-types.js";
import type { SimReply } from "./sim-types.js";
import type { SimRequest } from "./sim-worker.js";

let oddsWorker: Worker | null = null;
let seq = 0;
const waiting = new Map<number, (r: OddsTableReply) => void>();

export function oddsTableOf(overlay: Overlay | null, base: string): Promise<OddsTable> {
  if (!oddsWorker) {
    oddsWorker = new Worker(new URL("./odds-worker.ts", import.meta.url), { type: "module" });
    oddsWorker.onmessage = (ev: MessageEvent<OddsTableReply>) => {
      const done = waiting.get(ev.data.id);
      waiting.delete(ev.data.id);
      done?.(ev.data);
    };
  }
  const id = ++seq;
  return new Promise((resolve, reject) => {
    waiting.set(id, (r) => (r.ok ? resolve(r.table) : reject(new Error(r.message))));
    oddsWorker!.postMessage({ id, overlay, base });
  });
}

export interface SimRun {
  done: Promise<SimReport>;
  cancel(): void;
}

export function runDuel(req: SimRequest, onProgress: (done: number, total: number) => void): SimRun {
  const worker = new Worker(new URL("./sim-worker.ts", import.meta.url), { type: "module" });
  let settle: { resolve(r: SimReport): void; reject(e: Error): void } | null = null;
  const done = new Promise<SimReport>((resolve, reject) => {
    settle = { resolve, reject };
  });
  worker.onmessage = (ev: MessageEvent<SimReply>) => {
    const m = ev.data;
    if (m.type === "progress") onProgress(m.done, m.total);
    else {
      worker.terminate();
      if (m.type === "done") settle?.resolve(m.report);
      else settle?.reject(new Error(m.message));
      settle = null;
    }
  };
  worker.onerror = (ev) => {
    worker.terminate();
    settle?.reject(new Error(ev.message || "the simulation worker failed"));
    settle = null;
  };
  worker.postMessage(req);
  return {
    done,
    cancel() {
      worker.terminate();
      settle?.reject(new DOMException("cancelled", "AbortError"));
      settle = null;
    },
  };
}
