// Small helpers shared by the test files: tree shapes without positions, and catching DiceErrors.

import { type DiceError, isDiceError } from "../../../src/dice/index.js";

/** A tree (or any value) with every `span` removed, for comparing shapes. */
export function shape(e: unknown): unknown {
  if (Array.isArray(e)) return e.map(shape);
  if (e === null || typeof e !== "object") return e;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(e)) if (k !== "span") out[k] = shape(v);
  return out;
}

/** Runs `f` and returns the DiceError it throws; fails if it throws anything else or nothing. */
export function thrown(f: () => unknown): DiceError {
  try {
    f();
  } catch (e) {
    if (!isDiceError(e)) throw new Error(`expected a DiceError, got ${String(e)}`);
    return e;
  }
  throw new Error("expected a DiceError, but nothing was thrown");
}
