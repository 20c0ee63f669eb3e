// Computes an odds table off the main thread, so that `tabula odds-table` can keep its activity bar
// moving at a terminal (see commands/odds-table.ts). The input was validated on the main thread.

import { parentPort, workerData } from "node:worker_threads";
import { oddsTable } from "../designer/odds-tables.js";
import { resolveRuleset } from "../designer/resolve.js";

const { ruleset, options } = workerData as { ruleset: string; options: Record<string, unknown> };
parentPort?.postMessage(oddsTable(resolveRuleset(ruleset), options));
