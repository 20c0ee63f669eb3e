// Tests that kill mutants that went uncovered in `npm run mutate -- src/rulesets/lucidity/rules`
// (issue 21): a 4d6 score given the wrong number of faces, and the mean of a distribution.

import { describe, expect, it } from "vitest";
import { EngineError } from "../../../engine/errors.js";
import { mean } from "./dist.js";
import { scoreOf } from "./generate.js";

describe("Lucidity generation and distributions: what the mutants found open", () => {
  it("LUC-GEN-1 a score is the three highest of exactly four d6 faces; three or five faces are refused", () => {
    expect(scoreOf([1, 6, 2, 5])).toBe(13);
    for (const faces of [
      [6, 6, 6],
      [6, 6, 6, 6, 1],
    ]) {
      let error: unknown;
      try {
        scoreOf(faces);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(EngineError);
      expect(error).toMatchObject({
        code: "invalid",
        message: "an attribute roll is exactly 4d6",
        path: ["faces"],
      });
    }
  });

  it("LUC-GEAR-1 the mean of a distribution weighs each value by its chance", () => {
    expect(
      mean(
        new Map([
          [1, 0.25],
          [3, 0.75],
        ]),
      ),
    ).toBe(2.5);
    expect(mean(new Map())).toBe(0);
  });
});
