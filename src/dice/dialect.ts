// Dialects: the dice notation of other tools, read into the same tree as Tabula's own, so the
// canonical form printed back (Tabula's) shows what a pasted roll meant.
//
// - "tabula" (the default): Tabula's notation, a superset of rpg-dice-roller's.
// - "roll20": a bare `>` or `<` in a compare point means "at least" / "at most" (`3d6>3` counts
//   dice of 3 or more, `d6!>5` explodes on 5 and 6); rerolls chain into a set of points (`2d8r1r3`
//   rerolls on 1 or 3; Tabula's own notation reads and prints the chain the same way); text after
//   the roll, following a space, is a description and is ignored (`1d20+5 to hit`).
// - "foundry": `r` rerolls once and `rr` until the face no longer matches; `x` explodes and `xo`
//   explodes once; `cs>3` counts successes; `cf<2` counts failures (alone) and `df<2` deducts them
//   from the successes; `sf<3` counts each failing die as its negative (read as negated faces);
//   `ms>=15` is the margin of success (total minus 15); `even` / `odd` count the dice showing an
//   even / odd face (read as faces of 1 and 0); `/r` and `/gmr` may lead. Foundry applies
//   modifiers in the order written, so a second reroll (`rr1rr3`) is refused, not read as a set.
//
// Roll20's and Foundry's queries, rollable tables, attributes and inline-roll brackets are not
// about dice: any dialect refuses them with an error naming the feature (code `unsupported`).

import { DiceError } from "./errors.js";

export type Dialect = "tabula" | "roll20" | "foundry";

export const DIALECTS: readonly Dialect[] = ["tabula", "roll20", "foundry"];

export interface ParseOptions {
  /** Whose notation the text is written in; default "tabula". */
  dialect?: Dialect;
}

/** Checks a dialect given by a caller (an API option, a CLI flag, a table option). */
export function checkDialect(value: unknown): Dialect {
  if (value === undefined) return "tabula";
  if (typeof value === "string" && (DIALECTS as readonly string[]).includes(value)) return value as Dialect;
  throw new DiceError("bad_value", `unknown dialect ${JSON.stringify(value)}: choose ${DIALECTS.join(", ")}`);
}

const FEATURES: readonly [RegExp, string][] = [
  [/\?\{/, "a Roll20 roll query (?{...})"],
  [/@\{|@[a-zA-Z_]/, "a character attribute (@{...} or @name)"],
  [/\[\[/, "an inline-roll bracket ([[...]])"],
  [/\d*t\[/, "a Roll20 rollable table (t[...])"],
];

/**
 * What comes before the parser in a dialect: refuses features that are not dice, and takes off a
 * chat command that leads the roll (`/r`, `/roll`, Foundry's `/gmr`, `/br`, `/sr`). Returns the
 * offset at which the notation starts, so columns stay those of the text as typed.
 */
export function notationStart(text: string, dialect: Dialect): number {
  for (const [pattern, what] of FEATURES) {
    const m = pattern.exec(text);
    // `t[` only counts after a digit or at a word start: `4d6t[` is a table, `[fire]` a label.
    if (m && !(what.includes("table") && /[a-z]/i.test(text[m.index - 1] ?? ""))) {
      throw new DiceError(
        "unsupported",
        `${what} is not dice notation: Tabula does not take it; write the roll itself`,
        m.index + 1,
      );
    }
  }
  if (dialect === "tabula") return 0;
  const lead = /^\s*\/(?:roll|r|gmroll|gmr|br|sr|publicroll|pr)\b\s*/i.exec(text);
  return lead ? lead[0].length : 0;
}
