// Dilemmas (L13-EXPL-12, 13): an imploded die opens a record the GM settles; the outcome stands.

import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import { action } from "../../../engine/ruleset.js";
import type { L13Options } from "../character/index.js";

export function dilemmaNote(id: string, rollId: string, character: string, name: string): TableEvent {
  return {
    type: "note.opened",
    id,
    kind: "dilemma",
    text: `${name}'s roll imploded: a complication for the GM (or the table) to decide`,
    data: { roll: rollId, character, decidedBy: "gm" },
  };
}

const params = z.strictObject({
  id: z.string(),
  decidedBy: z.enum(["gm", "table"]).default("gm"),
  description: z.string().trim().min(1).max(2000),
});

export const resolveDilemmaAction = action<z.infer<typeof params>, L13Options, z.input<typeof params>>({
  summary: "settle an open dilemma with what happened",
  params,
  examples: [],
  resolve({ state }, p) {
    const note = state.notes[p.id];
    if (note?.kind !== "dilemma") throw new EngineError("not_found", `no dilemma '${p.id}'`, ["id"]);
    if (!note.open) throw new EngineError("conflict", `dilemma '${p.id}' is already settled`, ["id"]);
    return {
      roll: null,
      events: [{ type: "note.closed", id: p.id, resolution: `${p.decidedBy}: ${p.description}` }],
    };
  },
});
