// Character classes and names the parser needs, kept apart so the parser reads as the grammar.

import type { DiceMods } from "./ast.js";

export function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= "0" && c <= "9";
}

export function isLetter(c: string | undefined): boolean {
  return c !== undefined && ((c >= "a" && c <= "z") || (c >= "A" && c <= "Z"));
}

export function isSpace(c: string | undefined): boolean {
  return c === " " || c === "\t" || c === "\n" || c === "\r";
}

/** How each modifier is named in error messages. */
export const MOD_NAMES: Record<keyof DiceMods, string> = {
  min: "min",
  max: "max",
  reroll: "reroll (r/ro)",
  explode: "explode (!)",
  keep: "keep/drop (k/kh/kl/dh/dl)",
  success: "success (compare point)",
  failure: "failure (f)",
  critSuccess: "critical success (cs)",
  critFailure: "critical failure (cf)",
  sort: "sort (s/sd)",
};
