// A test that kills a mutant of create.ts that survived `npm run mutate -- src/rulesets/beat15/character`
// (issue 21): a refused manual input is named as such, with its field.

import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { EngineError } from "../../../engine/errors.js";
import { createManual } from "./create.js";
import { parseOptions } from "./options.js";

describe("Beat-15 manual creation: what the mutants found open", () => {
  it("B15-INTRO-1 a manual creation input of the wrong shape is refused as such, naming the field", () => {
    let error: unknown;
    try {
      createManual({ name: 42, stats: {} }, facesSource([]), parseOptions({}));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).path).toEqual(["name"]);
    expect((error as EngineError).message).toMatch(/^invalid manual creation input: name: /);
  });
});
