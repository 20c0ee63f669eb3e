// Character codes and names the parser needs, kept apart so the parser reads as the grammar.
//
// The parser compares character codes (numbers from charCodeAt) rather than one-character
// strings: a number comparison is a single machine instruction, while `c >= "0"` on strings goes
// through V8's string comparison and `src[i]` has to look up a one-character string. (The parser
// never reads past the end: it returns a code no character has instead; see Parser.code.)

import type { DiceMods } from "./ast.js";

export const TAB = 9;
export const LF = 10;
export const CR = 13;
export const SPACE = 32;
export const BANG = 33; // !
export const PERCENT = 37; // %
export const LPAREN = 40; // (
export const RPAREN = 41; // )
export const STAR = 42; // *
export const PLUS = 43; // +
export const COMMA = 44; // ,
export const MINUS = 45; // -
export const DOT = 46; // .
export const SLASH = 47; // /
export const DIGIT_0 = 48;
export const DIGIT_9 = 57;
export const LT = 60; // <
export const EQ = 61; // =
export const GT = 62; // >
export const UPPER_A = 65;
export const UPPER_F = 70;
export const UPPER_Z = 90;
export const LBRACKET = 91; // [
export const RBRACKET = 93; // ]
export const CARET = 94; // ^
export const HASH = 35; // #
export const UPPER_D = 68;
export const LOWER_A = 97;
export const LOWER_C = 99;
export const LOWER_D = 100;
export const LOWER_F = 102;
export const LOWER_H = 104;
export const LOWER_I = 105;
export const LOWER_K = 107;
export const LOWER_L = 108;
export const LOWER_M = 109;
export const LOWER_N = 110;
export const LOWER_O = 111;
export const LOWER_P = 112;
export const LOWER_R = 114;
export const LOWER_S = 115;
export const LOWER_T = 116;
export const LOWER_U = 117;
export const LOWER_X = 120;
export const LOWER_Z = 122;
export const LBRACE = 123; // {
export const RBRACE = 125; // }

/** A character code is an ASCII digit. */
export function isDigitCode(c: number): boolean {
  return c >= DIGIT_0 && c <= DIGIT_9;
}

/** A character code is an ASCII letter. */
export function isLetterCode(c: number): boolean {
  return (c >= LOWER_A && c <= LOWER_Z) || (c >= UPPER_A && c <= UPPER_Z);
}

export function isSpaceCode(c: number): boolean {
  return c === SPACE || c === TAB || c === LF || c === CR;
}

/** How each modifier is named in error messages. */
export const MOD_NAMES: Record<keyof DiceMods, string> = {
  min: "min",
  max: "max",
  reroll: "reroll (r/ro)",
  explode: "explode (!)",
  unique: "unique (u/uo)",
  keep: "keep/drop (k/kh/kl/dh/dl)",
  success: "success (compare point)",
  failure: "failure (f)",
  critSuccess: "critical success (cs)",
  critFailure: "critical failure (cf)",
  sort: "sort (s/sd)",
};
