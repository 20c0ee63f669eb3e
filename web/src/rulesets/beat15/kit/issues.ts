// Refusals by field: the ruleset's own errors (an EngineError's issues, or the server's IntentError
// with its one path) turned into a list a builder can look up by the path of the field it shows.
// The server puts a creation input under ["input", …]; that prefix is dropped so the local and the
// server's refusals point the same way.

import type { DiceSource } from "../../../../../src/dice/index.js";

export type Path = (string | number)[];

export interface FieldIssue {
  path: Path;
  message: string;
  /** The rule's code when it gave one (invalid_key, insufficient_sp…). */
  code?: string;
}

function isIssueList(x: unknown): x is { path: Path; message: string; code?: unknown }[] {
  return Array.isArray(x) && x.every((i) => i && typeof i === "object" && Array.isArray(i.path));
}

const PLAIN: [RegExp, string][] = [
  [/^Too small: expected string to have >=1 characters?$/, "required"],
  [/^Too small: expected string to have >=(\d+) characters$/, "at least $1 characters"],
  [/^Too big: expected string to have <=(\d+) characters$/, "at most $1 characters"],
  [/^Too small: expected number to be >=?(-?[\d.]+)$/, "must be at least $1"],
  [/^Too big: expected number to be <=?(-?[\d.]+)$/, "must be at most $1"],
  [/^Too small: expected array to have >=(\d+) items?$/, "needs at least $1"],
  [/^Too big: expected array to have <=(\d+) items?$/, "allows at most $1"],
  [/^Invalid input: expected \w+, received undefined$/, "required"],
  [/^Invalid input: expected int, received number$/, "a whole number"],
  [/^Invalid option: expected one of (.*)$/, "one of $1"],
];

/** Zod's stock messages in the plain words the rulesets use elsewhere ("required", "must be at most 5"). */
export function plainWords(message: string): string {
  for (const [re, out] of PLAIN)
    if (re.test(message)) return message.replace(re, out).replaceAll('"|"', '", "');
  // "name: Too small: …" — a message that repeats its field's path before zod's words.
  const prefixed = /^[\w.]+: (.+)$/.exec(message);
  if (prefixed) {
    const inner = plainWords(prefixed[1]!);
    if (inner !== prefixed[1]) return inner;
  }
  return message;
}

/** Every issue an error names, each with its path (the server's "input" prefix removed). */
export function issuesOf(e: unknown): FieldIssue[] {
  if (!e || typeof e !== "object") return [{ path: [], message: String(e) }];
  const err = e as { issues?: unknown; path?: unknown; message?: unknown };
  const strip = (p: Path) => (p[0] === "input" ? p.slice(1) : p);
  if (isIssueList(err.issues) && err.issues.length > 0)
    return err.issues.map((i) => ({
      path: strip(i.path),
      message: plainWords(String(i.message)),
      ...(typeof i.code === "string" ? { code: i.code } : {}),
    }));
  const path = Array.isArray(err.path) ? strip(err.path as Path) : [];
  return [{ path, message: typeof err.message === "string" ? plainWords(err.message) : String(e) }];
}

const same = (a: Path, b: Path) => a.length === b.length && a.every((x, i) => String(x) === String(b[i]));
const startsWith = (p: Path, prefix: Path) =>
  prefix.length <= p.length && prefix.every((x, i) => String(x) === String(p[i]));

/** A lookup of issues by field. */
export class Issues {
  constructor(readonly list: readonly FieldIssue[] = []) {}

  get count(): number {
    return this.list.length;
  }

  /** Messages for exactly this field. */
  at(...path: Path): string[] {
    return this.list.filter((i) => same(i.path, path)).map((i) => i.message);
  }

  /** Messages for this field or anything inside it. */
  under(...path: Path): string[] {
    return this.list.filter((i) => startsWith(i.path, path)).map((i) => i.message);
  }

  /** Issues under any of these prefixes (a step's fields). */
  within(prefixes: Path[]): FieldIssue[] {
    return this.list.filter((i) => prefixes.some((p) => startsWith(i.path, p)));
  }

  /** Issues no shown field claims, so they can be listed rather than lost. */
  outside(prefixes: Path[]): FieldIssue[] {
    return this.list.filter((i) => !prefixes.some((p) => startsWith(i.path, p)));
  }

  plus(more: FieldIssue[]): Issues {
    return new Issues([...this.list, ...more]);
  }
}

/** Runs a ruleset's check and returns what it refused (nothing when it passes). */
export function tryIssues<T>(run: () => T): { value: T | null; issues: Issues } {
  try {
    return { value: run(), issues: new Issues() };
  } catch (e) {
    return { value: null, issues: new Issues(issuesOf(e)) };
  }
}

/**
 * Dice for checking a draft in the browser: rolls nothing random. Creation methods that roll (a
 * Lucidity character's attributes) are only validated here; the real roll is always the server's.
 */
export const CHECK_ONLY_DICE: DiceSource = {
  roll(faces) {
    return faces[Math.floor((faces.length - 1) / 2)] ?? faces[0] ?? 1;
  },
};

/** "stats.might: must be at most 100" for a summary list. */
export function issueLine(i: FieldIssue, names: (path: Path) => string = (p) => p.join(".")): string {
  const where = i.path.length > 0 ? names(i.path) : "";
  return where ? `${where}: ${i.message}` : i.message;
}
