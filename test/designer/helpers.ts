// Shared by the designer tests: build an overlay or fail with its errors, and a seeded table to
// resolve actions against.

import { readFileSync } from "node:fs";
import { expect } from "vitest";
import type { OverlayIssue } from "../../src/designer/build.js";
import { checkOverlay } from "../../src/designer/resolve.js";
import { Rng, rngSource } from "../../src/dice/index.js";
import type { Ruleset } from "../../src/engine/ruleset.js";
import { idCounter, resolveAction } from "../../src/engine/table.js";

export const GRIT_PATH = new URL("../../examples/grit.overlay.json", import.meta.url);
export const grit = (): Record<string, unknown> => JSON.parse(readFileSync(GRIT_PATH, "utf8"));

export function build(doc: unknown): Ruleset {
  const r = checkOverlay(doc);
  if (!r.ok) throw new Error(`overlay refused: ${JSON.stringify(r.errors, null, 2)}`);
  return r.ruleset;
}

export function errorsOf(doc: unknown): OverlayIssue[] {
  const r = checkOverlay(doc);
  expect(r.ok, "the overlay should be refused").toBe(false);
  return r.ok ? [] : r.errors;
}

/** The one error at `path`, which must exist. */
export function errorAt(doc: unknown, path: (string | number)[]): OverlayIssue {
  const errors = errorsOf(doc);
  const e = errors.find((x) => JSON.stringify(x.path) === JSON.stringify(path));
  expect(e, `an error at ${path.join(".")} among ${JSON.stringify(errors)}`).toBeDefined();
  return e!;
}

export function create(r: Ruleset, method: string, input: Record<string, unknown>, seed = 7): unknown {
  const m = r.character.methods[method]!;
  return m.create({ ...(m.example as object), ...input }, rngSource(Rng.fromSeed(seed)), r.parseOptions({}));
}

export function resolve(r: Ruleset, action: string, params: unknown, seed = 3) {
  const state = r.fixtures(r.parseOptions({}));
  return resolveAction(r, state, action, params, rngSource(Rng.fromSeed(seed)), idCounter());
}
