// What an operation on a character returns: the new character (the input is never mutated) and
// lines saying what changed, for the log.

import type { LucidityCharacter } from "./schema.js";

export interface Outcome {
  character: LucidityCharacter;
  changes: string[];
  warnings?: string[];
}
