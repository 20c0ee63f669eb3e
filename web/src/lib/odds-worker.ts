// Exact odds of a dice expression, worked out off the page's thread with the same code as
// `tabula odds` (src/dice), so a costly question never freezes the page.

import { isDiceError, odds, parse, print } from "../../../src/dice/index.js";
import type { OddsReply, OddsRequest } from "./odds-types.js";

self.onmessage = (ev: MessageEvent<OddsRequest>) => {
  const { id, notation, dialect } = ev.data;
  let reply: OddsReply;
  try {
    const tree = parse(notation, dialect ? { dialect } : undefined);
    const d = odds(tree);
    reply = {
      id,
      ok: true,
      canonical: print(tree),
      pairs: d.pairs(),
      min: d.min,
      max: d.max,
      mean: d.mean,
      stdev: d.stdev,
      truncated: d.lost,
    };
  } catch (e) {
    reply = isDiceError(e)
      ? { id, ok: false, message: e.message, column: e.column ?? null, code: e.code }
      : {
          id,
          ok: false,
          message: e instanceof Error ? e.message : String(e),
          column: null,
          code: "internal",
        };
  }
  (self as unknown as Worker).postMessage(reply);
};
