// Settling a note the rules opened for the GM (a defeated NPC, free attacks owed, an exploit's effect,
// a roll owed that no longer applies): the GM writes what happened.

import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import { action } from "../../../engine/ruleset.js";
import { ownEntry } from "../../../engine/state.js";
import type { LucidityOptions } from "../options/schema.js";

const params = z.strictObject({ note: z.string(), resolution: z.string().trim().min(1).max(2000) });

export const settleNoteAction = action<z.infer<typeof params>, LucidityOptions, z.input<typeof params>>({
  summary: "the GM settles an open note with what happened",
  params,
  examples: [params.parse({ note: "note-charm", resolution: "the guard shrugs and lets them pass" })],
  resolve({ state }, p) {
    const n = ownEntry(state.notes, p.note);
    if (!n) throw new EngineError("not_found", `no note '${p.note}'`, ["note"]);
    if (!n.open) throw new EngineError("conflict", `note '${p.note}' is already settled`, ["note"]);
    return { roll: null, events: [{ type: "note.closed", id: p.note, resolution: p.resolution }] };
  },
});
