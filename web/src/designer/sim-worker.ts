// The designer's duel runs here, off the page's thread: the ruleset rebuilt from the overlay (or
// the shipped one), the duel prepared once (a kit's equipment passed to the strategy, as planDuel
// does), then chunk after chunk with a progress message after each. Cancelling terminates the worker.

import { playChunk } from "../../../src/sim/play.js";
import { Tally } from "../../../src/sim/tally.js";
import { baseRuleset, type Overlay, rulesetOf } from "./model.js";
import { plan, report, type SimInput } from "./sim.js";
import type { SimReply } from "./sim-types.js";

export interface SimRequest extends SimInput {
  /** The overlay to derive the ruleset from, or null for the shipped `base`. */
  overlay: Overlay | null;
  base: string;
}

const post = (m: SimReply) => (self as unknown as Worker).postMessage(m);

self.onmessage = (ev: MessageEvent<SimRequest>) => {
  const req = ev.data;
  try {
    const ruleset = req.overlay ? rulesetOf(req.overlay) : baseRuleset(req.base);
    if (!ruleset) throw new Error(`unknown ruleset '${req.base}'`);
    const p = plan(ruleset, req);
    const total = p.chunks.reduce((n, c) => n + c.fights, 0);
    const tally = new Tally();
    let done = 0;
    post({ type: "progress", done, total });
    for (const chunk of p.chunks) {
      tally.add(playChunk(p.duel, req.seed, chunk));
      done += chunk.fights;
      post({ type: "progress", done, total });
    }
    post({ type: "done", report: report(ruleset, p, req.seed, tally.data()) });
  } catch (e) {
    post({ type: "error", message: e instanceof Error ? e.message : String(e) });
  }
};
