// The engine's refusals in tests: the EngineError an action throws, for any ruleset's tests to read
// its code, path and words. Not shipped (tsconfig.build excludes testing/).

import { EngineError } from "../errors.js";

/** The EngineError `f` throws; rethrows anything else, and fails if nothing is thrown. */
export function engineRefusal(f: () => unknown): EngineError {
  try {
    f();
  } catch (e) {
    if (e instanceof EngineError) return e;
    throw e;
  }
  throw new Error("expected an EngineError, nothing was thrown");
}
