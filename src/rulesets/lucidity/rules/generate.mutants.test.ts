// Tests that kill mutants that went uncovered in `npm run mutate -- src/rulesets/lucidity/rules`
// (issue 21): a 4d6 score given the wrong number of faces, and the mean of a distribution.

import { describe, expect, it } from "vitest";
import type { DiceSource } from "../../../dice/index.js";
import { EngineError } from "../../../engine/errors.js";
import { mean } from "./dist.js";
import {
  assignValues,
  checkArrayAssignment,
  rollAttribute,
  sameMultiset,
  scoreDistribution,
  scoreOf,
} from "./generate.js";

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

  it("LUC-GEN-1 each attribute is four d6 thrown as attribute dice; the scores' odds come in score order", () => {
    const names: string[] = [];
    const faces = [2, 6, 1, 4];
    let i = 0;
    const dice: DiceSource = {
      roll(sides, name) {
        expect(sides).toEqual([1, 2, 3, 4, 5, 6]);
        names.push(name);
        return faces[i++]!;
      },
    };
    expect(rollAttribute(dice)).toEqual({ faces: [2, 6, 1, 4], score: 12, modifier: 0 });
    expect(names).toEqual(Array(4).fill("d6 (attribute)"));
    expect(scoreDistribution().map(([s]) => s)).toEqual(Array.from({ length: 16 }, (_, k) => k + 3));
  });

  it("LUC-GEN-3 in-order assignment ignores a priority given; without a priority the roll order stands", () => {
    const values = [0, 3, -1, 1, 2, 0, -2];
    const inOrder = { STR: 0, DEX: 3, CON: -1, KNO: 1, AWA: 2, WIL: 0, CHA: -2 };
    expect(assignValues(values, ["CON", "STR", "DEX", "AWA", "WIL", "KNO", "CHA"], true)).toEqual(inOrder);
    expect(assignValues(values, null, false)).toEqual(inOrder);
  });

  it("LUC-GEN-4 the same multiset: same values the same number of times, in any order", () => {
    expect(sameMultiset([1, 2, 2], [2, 1, 2])).toBe(true);
    expect(sameMultiset([1, 2, 2], [1, 1, 2])).toBe(false);
    expect(sameMultiset([1, 2], [1, 2, 2])).toBe(false);
    expect(sameMultiset([10, 9], [9, 10])).toBe(true);
    let error: unknown;
    try {
      checkArrayAssignment({ STR: 3, DEX: 1, CON: 1, KNO: 1, AWA: 0, WIL: -2, CHA: -1 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({
      code: "invalid",
      message:
        "the fixed array is +2, +1, +1, +1, +0, +0, −1 exactly; got +3, +1, +1, +1, +0, −2, −1 (rolled and array values cannot be mixed)",
      path: ["attributes"],
    });
  });
});
