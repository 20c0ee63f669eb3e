// Errors are data (as in Zod): a code a program can switch on, the path of the field at fault,
// and a message a person can act on. Schema failures keep every issue, not just the first.

import type { z } from "zod";

export interface Issue {
  path: (string | number)[];
  message: string;
  code: string;
}

export type EngineErrorCode =
  | "invalid" // input that fails its schema
  | "refused" // valid input that the rules do not allow now (not enough AP, a dead character acts…)
  | "not_found" // an id that names nothing
  | "conflict"; // the state has moved on (an encounter already running, no encounter…)

export class EngineError extends Error {
  readonly code: EngineErrorCode;
  readonly path: (string | number)[];
  readonly issues: Issue[];

  constructor(code: EngineErrorCode, message: string, path: (string | number)[] = [], issues: Issue[] = []) {
    super(message);
    this.name = "EngineError";
    this.code = code;
    this.path = path;
    this.issues = issues.length > 0 ? issues : [{ path, message, code }];
  }

  toJSON() {
    return { code: this.code, path: this.path, message: this.message, issues: this.issues };
  }
}

export function formatPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? "(root)" : path.map((p) => String(p)).join(".");
}

/**
 * One issue per field at fault. An unknown key is named itself (the path of what the user typed,
 * e.g. ["nope"]), not its parent object, so every ruleset reports `{nope: 1}` the same way.
 */
function issuesOf(issue: z.core.$ZodIssue): Issue[] {
  const path = issue.path.filter((p): p is string | number => typeof p !== "symbol");
  if (issue.code === "unrecognized_keys") {
    // A schema that words its own refusal (the Dice Engine's toxicity outside a toxic place) keeps it.
    const message = issue.message.startsWith("Unrecognized key") ? "unknown field" : issue.message;
    return issue.keys.map((key) => ({ path: [...path, key], message, code: issue.code }));
  }
  return [{ path, message: issue.message, code: issue.code }];
}

/** Turns a zod failure into an EngineError whose message names every field at fault. */
export function fromZod(error: z.ZodError, what: string): EngineError {
  const issues: Issue[] = error.issues.flatMap(issuesOf);
  const lines = issues.slice(0, 5).map((i) => `${formatPath(i.path)}: ${i.message}`);
  const more = issues.length > 5 ? ` (and ${issues.length - 5} more)` : "";
  return new EngineError(
    "invalid",
    `invalid ${what}: ${lines.join("; ")}${more}`,
    issues[0]?.path ?? [],
    issues,
  );
}

/** Parses input with a schema or throws an EngineError naming the fields at fault. */
export function validate<T>(schema: z.ZodType<T>, input: unknown, what: string): T {
  const r = schema.safeParse(input);
  if (!r.success) throw fromZod(r.error, what);
  return r.data;
}
