// The dice layer's refusals in tests: the error a call throws, and the data a caller switches on.
// Not shipped (tsconfig.build excludes testing/).

import { expect } from "vitest";
import { L13Error } from "../errors.js";

/** The L13Error `f` throws; fails the test if it throws something else or nothing. */
export function refusal(f: () => unknown): L13Error {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(L13Error);
    return e as L13Error;
  }
  throw new Error("expected an L13Error, nothing was thrown");
}

/** Its code, field path and detail: what a caller reads. */
export const data = (e: L13Error) => ({ code: e.code, path: e.path, detail: e.detail });
