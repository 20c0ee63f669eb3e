// Refusals as data, shared by the tracker and the attack rules. A rule function returns either its
// value or a refusal: a code a program can switch on, the path of the field at fault (as in the
// engine's EngineError, so the glue can rethrow it unchanged) and a message a person can act on.

import type { z } from "zod";
import { EngineError, type EngineErrorCode } from "../../../engine/errors.js";

export interface RuleError {
  /** "invalid": input that can never be right; "refused": valid input the rules forbid now. */
  code: Extract<EngineErrorCode, "invalid" | "refused" | "not_found">;
  path: (string | number)[];
  message: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: RuleError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

export function fail<T = never>(
  code: RuleError["code"],
  path: (string | number)[],
  message: string,
): Result<T> {
  return { ok: false, error: { code, path, message } };
}

/** For the ruleset glue: the value, or the refusal thrown as the engine's EngineError. */
export function orThrow<T>(r: Result<T>): T {
  if (r.ok) return r.value;
  throw new EngineError(r.error.code, r.error.message, r.error.path);
}

/** Parses with a zod schema; the first issue becomes the refusal, its path prefixed by `prefix`. */
export function parseAs<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  prefix: (string | number)[] = [],
): Result<z.output<S>> {
  const r = schema.safeParse(raw);
  if (r.success) return ok(r.data);
  const issue = r.error.issues[0]!;
  const path = [...prefix, ...issue.path.filter((p): p is string | number => typeof p !== "symbol")];
  const where = path.length === 0 ? "(root)" : path.join(".");
  return fail("invalid", path, `${where}: ${issue.message}`);
}
