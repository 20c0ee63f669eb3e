// One error type for the character side. Every error names the field at fault as a path
// (["abilities", "pulse"]) so a CLI or a web form can point at it; zod's issues are converted here so
// callers never have to know which validator ran.

import type { z } from "zod";

export type L13CharacterErrorCode =
  | "invalid_options"
  | "invalid_character"
  | "invalid_input"
  | "unsupported_version"
  | "migration_failed"
  | "dice_required";

export interface L13Issue {
  path: string[];
  message: string;
}

export class L13CharacterError extends Error {
  override readonly name = "L13CharacterError";
  readonly code: L13CharacterErrorCode;
  /** Path of the first field at fault; [] means the value as a whole. */
  readonly path: string[];
  /** Every problem found, first one first (zod reports all of them at once). */
  readonly issues: L13Issue[];

  /**
   * `issues` lists every problem when there are several; the message then names them all, so a CLI
   * user can fix everything in one go.
   */
  constructor(
    code: L13CharacterErrorCode,
    path: readonly (string | number)[],
    message: string,
    issues?: L13Issue[],
  ) {
    const p = path.map(String);
    const all = issues && issues.length > 0 ? issues : [{ path: p, message }];
    super(all.map((i) => (i.path.length > 0 ? `${i.path.join(".")}: ${i.message}` : i.message)).join("; "));
    this.code = code;
    this.path = p;
    this.issues = all;
  }
}

export function isL13CharacterError(e: unknown): e is L13CharacterError {
  return e instanceof L13CharacterError;
}

function quote(v: unknown): string {
  return typeof v === "string" ? v : JSON.stringify(v);
}

/** Zod's messages, rewritten shorter and without its own "Invalid input:" preamble. */
function issueMessage(issue: z.core.$ZodIssue): string {
  // parseWith asks zod to report inputs, so a missing field can be told from a wrong one.
  if (
    "input" in issue &&
    issue.input === undefined &&
    (issue.code === "invalid_type" || issue.code === "invalid_value")
  )
    return "required";
  switch (issue.code) {
    case "invalid_value":
      return issue.values.length === 1
        ? `expected ${quote(issue.values[0])}`
        : `expected one of ${issue.values.map(quote).join(", ")}`;
    case "invalid_type":
      return `expected ${issue.expected === "int" ? "a whole number" : issue.expected}`;
    case "too_small":
      if (issue.origin === "array") return `needs at least ${issue.minimum} item(s)`;
      if (issue.origin === "string") return Number(issue.minimum) <= 1 ? "must not be empty" : issue.message;
      return `must be at least ${issue.minimum}`;
    case "too_big":
      if (issue.origin === "array") return `allows at most ${issue.maximum} item(s)`;
      return `must be at most ${issue.maximum}`;
    case "invalid_union":
      return issue.message.replace(/^Invalid input: /, "");
    default:
      return issue.message.replace(/^Invalid input: /, "");
  }
}

/** One entry per field at fault; an unknown key is named itself (what the user typed), not its parent. */
function issuesOf(issue: z.core.$ZodIssue, prefix: readonly string[]): L13Issue[] {
  const base = [...prefix, ...issue.path.map(String)];
  if (issue.code === "unrecognized_keys")
    return issue.keys.map((key) => ({ path: [...base, key], message: "unknown field" }));
  return [{ path: base, message: issueMessage(issue) }];
}

/** Converts a failed zod parse into our error, keeping every issue and putting `prefix` before each path. */
export function fromZod(
  code: L13CharacterErrorCode,
  error: z.ZodError,
  prefix: readonly string[] = [],
): L13CharacterError {
  const issues = error.issues.flatMap((i) => issuesOf(i, prefix));
  const first = issues[0] ?? { path: [...prefix], message: "invalid value" };
  return new L13CharacterError(code, first.path, first.message, issues);
}

/** Parses with a zod schema and throws our error (not zod's) on failure. */
export function parseWith<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  code: L13CharacterErrorCode,
  prefix: readonly string[] = [],
): z.output<S> {
  const r = schema.safeParse(raw, { reportInput: true });
  if (!r.success) throw fromZod(code, r.error, prefix);
  return r.data;
}
