// What the Lucky 13 and Objects builders share that is not drawn: refusals read back into the
// fields they name, a stand-in dice source for dry runs of a creation method, and list helpers.
// Plain TypeScript, so the builders' checks can be tested without a browser.

import type { DiceSource } from "../../../../src/dice/index.js";

// ── refusals ───────────────────────────────────────────────────────────────────────────────────

/** One problem with a build: where (a path into the creation input) and what, in words. */
export interface Issue {
  path: string[];
  message: string;
  /** Something not filled in yet (rather than refused): shown once its step has been left. */
  soft?: boolean;
}

const PATH_TOKEN = /^([A-Za-z][\w-]*(?:\.[\w-]+)*): (.+)$/s;

/**
 * The problems an error names, each with its path: a ruleset's EngineError (with its issues), an
 * IntentError from the server (whose path starts with "input"), or messages a ruleset joined as
 * "a.b: what; c: what". Paths lose the server's leading "input".
 */
export function issuesOf(e: unknown): Issue[] {
  const err = (e ?? {}) as {
    message?: unknown;
    path?: unknown;
    issues?: { path: (string | number)[]; message: string }[];
  };
  const message = typeof err.message === "string" ? err.message : String(e);
  const strip = (p: readonly (string | number)[]) => {
    const s = p.map(String);
    return s[0] === "input" ? s.slice(1) : s;
  };
  const path = Array.isArray(err.path) ? strip(err.path as (string | number)[]) : [];
  const listed = Array.isArray(err.issues) ? err.issues : [];
  if (listed.length > 1 || (listed.length === 1 && listed[0]!.message !== message))
    return listed.map((i) => ({ path: strip(i.path), message: i.message }));
  // "a: what; b.c: what" lists issues; a "; " not followed by a path is part of one message.
  const out: Issue[] = [];
  message.split("; ").forEach((part, i) => {
    if (i === 0) {
      const key = path.join(".");
      const at = key ? part.indexOf(`${key}: `) : -1;
      out.push({ path, message: at >= 0 ? part.slice(at + key.length + 2) : part });
      return;
    }
    const m = PATH_TOKEN.exec(part);
    if (m) out.push({ path: m[1]!.split("."), message: m[2]! });
    else out[out.length - 1]!.message += `; ${part}`;
  });
  return out;
}

/**
 * Messages by the field that shows them. `slotOf` names a field for a path (or null: the step's
 * own list); every issue lands somewhere, so no refusal goes unexplained.
 */
export function bySlot(issues: Issue[], slotOf: (path: string[]) => string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const i of issues) {
    const k = slotOf(i.path);
    const list = out.get(k) ?? [];
    if (!list.includes(i.message)) list.push(i.message);
    out.set(k, list);
  }
  return out;
}

/** A ruleset's message as a sentence: "an invented…" → "An invented…". */
export const sentence = (m: string) => m.charAt(0).toUpperCase() + m.slice(1);

// ── dice for a dry run ──────────────────────────────────────────────────────────────────────────

/**
 * Faces for a dry run of a creation method in the browser: each throw takes the next face in turn
 * (so two random picks from a catalog differ, as they usually would). Only for checking a build:
 * every real roll is the server's.
 */
export function previewDice(): DiceSource {
  let n = 0;
  return {
    roll(faces) {
      const f = faces[Math.floor(faces.length / 2 + (n++ % 2)) % faces.length];
      return f ?? faces[0]!;
    },
  };
}

/** A small id for list rows, stable across renders (React keys, label ids). */
let rowCounter = 0;
export const rowKey = () => `r${(++rowCounter).toString(36)}`;

/** Moves item `i` of a list by `by` places. */
export function moved<T>(list: readonly T[], i: number, by: number): T[] {
  const j = i + by;
  if (j < 0 || j >= list.length) return [...list];
  const out = [...list];
  [out[i], out[j]] = [out[j]!, out[i]!];
  return out;
}

/** The list with the row keyed `key` changed by `patch`. */
export function patchedRow<T extends { key: string }>(
  rows: readonly T[],
  key: string,
  patch: Partial<T>,
): T[] {
  return rows.map((r) => (r.key === key ? { ...r, ...patch } : r));
}

/** The list without the row keyed `key`. */
export function withoutRow<T extends { key: string }>(rows: readonly T[], key: string): T[] {
  return rows.filter((r) => r.key !== key);
}
