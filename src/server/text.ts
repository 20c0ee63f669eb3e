// Text the store can hold. PostgreSQL (and PGlite) refuse U+0000 in text and jsonb, and jsonb refuses
// a lone UTF-16 surrogate (half of a pair, which JSON can carry as an escape such as \ud83d); either
// one used to pass validation and fail inside the commit as `internal`. Every text a client sends is
// checked here, at the boundary, so such a request is refused as `invalid` with the path of the field
// at fault.

import { z } from "zod";
import { ServerError } from "./errors.js";

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why `s` cannot be stored, or null when it can. */
export function textProblem(s: string): string | null {
  if (s.includes("\u0000")) return "contains U+0000 (a NUL character), which cannot be stored";
  if (LONE_SURROGATE.test(s))
    return "contains a lone UTF-16 surrogate (half of a character), which cannot be stored";
  return null;
}

/** A string field of at most `max` characters (after `min`), holding only text the store can keep. */
export function storableText(max: number, min = 0) {
  return z
    .string()
    .min(min)
    .max(max)
    .superRefine((s, ctx) => {
      const problem = textProblem(s);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}

export interface TextIssue {
  path: (string | number)[];
  message: string;
}

/** Nesting deeper than this is not walked (it is refused by the size limits long before). */
const MAX_DEPTH = 64;

/**
 * The first string or object key anywhere in `value` that the store cannot hold. Client JSON is
 * walked whole, so the parts a ruleset's schema checks later (action parameters, character files,
 * options, an imported log) are covered too.
 */
export function findUnstorableText(value: unknown, path: (string | number)[] = []): TextIssue | null {
  const stack: [unknown, (string | number)[]][] = [[value, path]];
  while (stack.length > 0) {
    const [v, p] = stack.pop()!;
    if (typeof v === "string") {
      const problem = textProblem(v);
      if (problem) return { path: p, message: problem };
      continue;
    }
    if (v === null || typeof v !== "object" || p.length - path.length > MAX_DEPTH) continue;
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], [...p, i]]);
      continue;
    }
    const keys = Object.keys(v);
    for (let i = keys.length - 1; i >= 0; i--) {
      const k = keys[i]!;
      const problem = textProblem(k);
      if (problem) return { path: [...p, k], message: `a key ${problem}` };
      stack.push([(v as Record<string, unknown>)[k], [...p, k]]);
    }
  }
  return null;
}

/** Throws `invalid`, naming the field, when `value` holds text the store cannot keep. */
export function assertStorableText(value: unknown, what: string, path: (string | number)[] = []): void {
  const issue = findUnstorableText(value, path);
  if (issue)
    throw new ServerError(
      "invalid",
      `invalid ${what} at ${issue.path.join(".") || "(root)"}: ${issue.message}`,
      issue.path,
    );
}
