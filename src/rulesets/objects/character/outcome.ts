// What every operation on a character returns: the new character (the input is never mutated) and
// lines saying what changed, for the log and the command line.

import type { ObjCharacter } from "./schema.js";

export interface Outcome {
  character: ObjCharacter;
  changes: string[];
  warnings?: string[];
}

/** Signed number with a real minus sign for display: −3, 0, 2. */
export function signed(n: number): string {
  return n < 0 ? `−${-n}` : String(n);
}
