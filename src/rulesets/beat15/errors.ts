// Errors are data: every failure is an EngineError with a code, the path of the field at fault and a
// message naming it. Zod's issues are reworded here so a person reading the CLI sees the field first.

import type { z } from "zod";
import { EngineError, type Issue } from "../../engine/errors.js";

function quote(v: unknown): string {
  return typeof v === "string" ? `"${v}"` : JSON.stringify(v);
}

function messageOf(issue: z.core.$ZodIssue): string {
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
      if (issue.origin === "string") return "must not be empty";
      return `must be at least ${issue.minimum}`;
    case "too_big":
      if (issue.origin === "array") return `allows at most ${issue.maximum} item(s)`;
      if (issue.origin === "string") return `must be at most ${issue.maximum} characters`;
      return `must be at most ${issue.maximum}`;
    case "invalid_union": {
      const allowed = unionChoices(issue);
      if (allowed) return `expected one of ${allowed.join(", ")}`;
      return issue.message.replace(/^Invalid input: /, "");
    }
    default:
      return issue.message.replace(/^Invalid input: /, "");
  }
}

/**
 * The values a union of literals (and null) allows, e.g. ladderMin's 3, 0, null; null when a branch
 * is anything else, so zod's own message stands.
 */
function unionChoices(issue: z.core.$ZodIssueInvalidUnion): string[] | null {
  const out: string[] = [];
  for (const branch of issue.errors) {
    const only = branch.length === 1 ? branch[0]! : null;
    if (only === null || only.path.length > 0) return null;
    if (only.code === "invalid_value") out.push(...only.values.map(quote));
    else if (only.code === "invalid_type" && only.expected === "null") out.push("null");
    else return null;
  }
  return out.length > 0 ? out : null;
}

function issuesOf(issue: z.core.$ZodIssue, prefix: readonly (string | number)[]): Issue[] {
  const base = [...prefix, ...issue.path.filter((p): p is string | number => typeof p !== "symbol")];
  // An unknown key is named itself (what the user typed), not its parent.
  if (issue.code === "unrecognized_keys")
    return issue.keys.map((key) => ({ path: [...base, key], message: "unknown field", code: issue.code }));
  return [{ path: base, message: messageOf(issue), code: issue.code }];
}

const where = (path: readonly (string | number)[]) => (path.length === 0 ? "(root)" : path.join("."));

/** Parses with a schema or throws an EngineError ("invalid") naming every field at fault. */
export function parseWith<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  what: string,
  prefix: readonly (string | number)[] = [],
): z.output<S> {
  const r = schema.safeParse(raw, { reportInput: true });
  if (r.success) return r.data;
  const issues = r.error.issues.flatMap((i) => issuesOf(i, prefix));
  const lines = issues.slice(0, 5).map((i) => `${where(i.path)}: ${i.message}`);
  const more = issues.length > 5 ? ` (and ${issues.length - 5} more)` : "";
  throw new EngineError(
    "invalid",
    `invalid ${what}: ${lines.join("; ")}${more}`,
    issues[0]?.path ?? [],
    issues,
  );
}

export const invalid = (message: string, path: (string | number)[]) =>
  new EngineError("invalid", message, path);

export const refused = (message: string, path: (string | number)[]) =>
  new EngineError("refused", message, path);
