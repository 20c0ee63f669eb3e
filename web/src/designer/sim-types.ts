import type { SimReport } from "../../../src/sim/report.js";

export type SimReply =
  | { type: "progress"; done: number; total: number }
  | { type: "done"; report: SimReport }
  | { type: "error"; message: string };
