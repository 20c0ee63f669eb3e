// What every operation on a character returns: the new character (the input is never mutated) and
// human-readable lines saying what changed, for the roll log and the CLI. A refusal returns the input
// character untouched with `refused` saying why; warnings accompany a change that still happened.

import type { L13Character } from "./schema.js";

export interface Outcome {
  character: L13Character;
  changes: string[];
  /** Set when the rules forbid the operation; `character` is then the input, unchanged. */
  refused?: string;
  warnings?: string[];
}

export function refuse(character: L13Character, reason: string): Outcome {
  return { character, changes: [], refused: reason };
}

/** Signed number with a real minus sign for display: −7, 0, 5. */
export function signed(n: number): string {
  return n < 0 ? `−${-n}` : String(n);
}
