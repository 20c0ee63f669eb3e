// The GM's description of a result (B15-RES-1, 2): every check opens a "description" note; this
// action closes it with what the GM said, so the log keeps the story beside the numbers.

import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import { action } from "../../../engine/ruleset.js";
import type { B15Options } from "../character/index.js";

export const describeParams = z.strictObject({
  note: z.string().min(1),
  text: z.string().trim().min(1).max(2000),
});
export type DescribeParams = z.infer<typeof describeParams>;

export const describeAction = action<DescribeParams, B15Options, z.input<typeof describeParams>>({
  summary: "the GM describes the outcome of a roll, closing its description note",
  params: describeParams,
  examples: [describeParams.parse({ note: "describe-0", text: "The lock gives with a dry click." })],
  resolve({ state }, p) {
    const n = state.notes[p.note];
    if (n?.kind !== "description")
      throw new EngineError("not_found", `no description note '${p.note}' at this table`, ["note"]);
    if (!n.open) throw new EngineError("conflict", `the note '${p.note}' is already described`, ["note"]);
    return { events: [{ type: "note.closed", id: p.note, resolution: p.text }], roll: null };
  },
});
