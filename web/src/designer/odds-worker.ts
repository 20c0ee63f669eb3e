// The derived ruleset's odds table, worked out off the page's thread with src/designer's own
// oddsTable (what `tabula odds-table` prints), so typing in the overlay never stalls the page.

import { oddsTable } from "../../../src/designer/odds-tables.js";
import { baseRuleset, rulesetOf } from "./model.js";
import type { OddsTableReply, OddsTableRequest } from "./odds-types.js";

self.onmessage = (ev: MessageEvent<OddsTableRequest>) => {
  const { id, overlay, base } = ev.data;
  let reply: OddsTableReply;
  try {
    const ruleset = overlay ? rulesetOf(overlay) : baseRuleset(base);
    if (!ruleset) throw new Error(`unknown ruleset '${base}'`);
    reply = { id, ok: true, table: oddsTable(ruleset) };
  } catch (e) {
    reply = { id, ok: false, message: e instanceof Error ? e.message : String(e) };
  }
  (self as unknown as Worker).postMessage(reply);
};
