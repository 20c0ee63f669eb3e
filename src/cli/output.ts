// How the CLI's output fits the terminal it lands on: one JSON envelope for every command, colour
// only on a terminal that wants it, and plain ASCII where the locale cannot show Unicode.

import type { Io } from "./io.js";

/**
 * The version of the JSON shapes the commands print. Every `--json` object starts with
 * `format: "tabula.<command>[.<mode>]"` and this `version`, so a program can tell what it reads
 * and notice when a shape changes. Raised whenever a shape changes incompatibly.
 */
export const JSON_VERSION = 1;

/** Prints one JSON object in the envelope: `{format: "tabula.<format>", version, ...body}`. */
export function printJson(io: Io, format: string, body: object): void {
  io.out(`${JSON.stringify({ format: `tabula.${format}`, version: JSON_VERSION, ...body })}\n`);
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Colour when stdout is a terminal, unless NO_COLOR is set (https://no-color.org) or TERM=dumb.
 * FORCE_COLOR (not "0") turns it on even through a pipe, for pagers that understand it.
 */
export function colourEnabled(io: Io): boolean {
  const env: Env = io.env ?? {};
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== "") return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== "" && env.FORCE_COLOR !== "0") return true;
  return io.isTTY && env.TERM !== "dumb";
}

/**
 * Whether the terminal can show Unicode: not under TERM=dumb, and not when the locale in force
 * (LC_ALL, then LC_CTYPE, then LANG, as setlocale reads them) names a charset other than UTF-8,
 * such as C or POSIX. No locale at all counts as Unicode, as on Windows and most terminals today.
 */
export function unicodeEnabled(env: Env): boolean {
  if (env.TERM === "dumb") return false;
  const locale = [env.LC_ALL, env.LC_CTYPE, env.LANG].find((v) => v !== undefined && v !== "");
  if (locale === undefined) return true;
  return /utf-?8/i.test(locale);
}

export interface Paint {
  success(text: string): string;
  failure(text: string): string;
  critical(text: string): string;
  dim(text: string): string;
}

const sgr = (open: number, close: number) => (text: string) => `\x1b[${open}m${text}\x1b[${close}m`;
const plain = (text: string) => text;

/** Colours for outcomes: green success, red failure, bold criticals; identity when off. */
export function paint(io: Io): Paint {
  if (!colourEnabled(io)) return { success: plain, failure: plain, critical: plain, dim: plain };
  return { success: sgr(32, 39), failure: sgr(31, 39), critical: sgr(1, 22), dim: sgr(2, 22) };
}

/**
 * Outcome words where the CLI states a verdict, and only there: at the start of a line before `:`
 * or `,` ("failure: 1 success against 2"), or after `: ` at the end of a clause ("…against 2:
 * success", "…DC 15: failure, 4 degrees"). "chance of success 64%" or "1 success" stay plain.
 */
const VERDICT = /(^|: )(success|failure)(?=[:,]|$| \()/gm;
/** Critical results wherever they are named ("(super-critical)", "critical: semi"). */
const CRITICAL = /\b(?:super|semi|anti)-critical\b|\bcritical: (?:super|semi|anti)\b/g;

/** Colours the verdicts and criticals of a command's text output (identity when colour is off). */
export function paintOutcomes(text: string, p: Paint): string {
  return text
    .replace(
      VERDICT,
      (_, lead: string, word: string) => lead + (word === "success" ? p.success(word) : p.failure(word)),
    )
    .replace(CRITICAL, (c) => p.critical(c));
}

/** The same Io, its text output with outcomes in colour when the terminal wants colour. */
export function colourOutcomes(io: Io): Io {
  if (!colourEnabled(io)) return io;
  const p = paint(io);
  return { ...io, out: (t) => io.out(paintOutcomes(t, p)) };
}

/** The symbols the CLI prints and their ASCII stand-ins. Other text (names) passes unchanged. */
const ASCII: Record<string, string> = {
  "█": "#",
  "▇": "#",
  "→": "->",
  "←": "<-",
  "×": "x",
  "≥": ">=",
  "≤": "<=",
  "–": "-",
  "—": "-",
  "−": "-",
  "…": "...",
  "½": "1/2",
  "±": "+/-",
  "·": "-",
  "✓": "ok",
  "✗": "x",
};
const ASCII_PATTERN = new RegExp(`[${Object.keys(ASCII).join("")}]`, "gu");

export function toAscii(text: string): string {
  return text.replace(ASCII_PATTERN, (c) => ASCII[c] ?? c);
}

/** The same Io, its text output in ASCII when the terminal cannot show Unicode. */
export function fitTerminal(io: Io): Io {
  if (unicodeEnabled(io.env ?? {})) return io;
  return { ...io, out: (t) => io.out(toAscii(t)), err: (t) => io.err(toAscii(t)) };
}

/** Rows of text cells as lines, each column as wide as its widest cell (a missing cell is empty). */
export function alignedRows(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? "").length)));
  return rows.map((row) =>
    row
      .map((c, i) => c.padEnd(widths[i]!))
      .join("  ")
      .trimEnd(),
  );
}
