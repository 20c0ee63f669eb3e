// Where the table's environment (checklist §17) lives: one open note for the table
// (`dice-engine.environment`), written only by the `environment` action through the ruleset's
// `dice-engine.state` event like the combat notes, so replaying the log rebuilds it. It holds the
// place (world/environment.ts's `environmentSchema`: atmosphere, gravity, under water), who is
// protected against it, and each character's toxic exposure (DE-ENV-7). No note means the normal
// environment (DE-ENV-2): breathable air at 1 g on dry land.
//
// A leaf module (engine state and world/ only), because the check builder (bridge.ts) reads the
// gravity for Strength checks and combat-state.ts reads the rest, and both are imported by actions.

import { z } from "zod";
import type { TableState } from "../../../engine/state.js";
import { environmentSchema, protectionSchema, type WorldEnvironment } from "../world/environment.js";

export const ENVIRONMENT_NOTE = "dice-engine.environment";
export const ENVIRONMENT_NOTE_KIND = "dice-engine.environment";

const exposureSchema = z.strictObject({ since: z.number(), nextCheckAt: z.number().nullable() });

export const environmentNoteSchema = z.strictObject({
  environment: environmentSchema.prefault({}),
  /** By character id: an air supply, a filter against toxins, a pressure suit. */
  protection: z.record(z.string(), protectionSchema).default({}),
  /** DE-ENV-7: by character id, when its toxic exposure began and when its next check falls. */
  exposures: z.record(z.string(), exposureSchema).default({}),
});
export type EnvironmentNote = z.output<typeof environmentNoteSchema>;

/** The table's environment note; the normal environment (DE-ENV-2) when none was set. */
export function environmentNote(state: TableState): EnvironmentNote {
  const n = state.notes[ENVIRONMENT_NOTE];
  return environmentNoteSchema.parse(n && n.kind === ENVIRONMENT_NOTE_KIND ? n.data : {});
}

/** The place the characters are in (DE-ENV-1). */
export function tableEnvironment(state: TableState): WorldEnvironment {
  return environmentNote(state).environment;
}
