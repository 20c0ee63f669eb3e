// Tests that kill surviving mutants of `npm run mutate -- src/rulesets/lucidity/rules` (issue 21):
// the small exact distributions the odds are built from.

import { describe, expect, it } from "vitest";
import { addInto, convolve, mapValues, pairs, point, probWhere, shift, uniform } from "./dist.js";

describe("Lucidity distributions: what the mutants found open", () => {
  it("LUC-CHECK-1 a die is uniform over its faces; X + Y convolves; a bonus shifts", () => {
    expect([...uniform(2, 4)]).toEqual([
      [2, 1 / 3],
      [3, 1 / 3],
      [4, 1 / 3],
    ]);
    const two = convolve(uniform(1, 2), uniform(1, 3));
    expect([...two]).toEqual([
      [2, 1 / 6],
      [3, 2 / 6],
      [4, 2 / 6],
      [5, 1 / 6],
    ]);
    expect([...shift(uniform(1, 2), -3)]).toEqual([
      [-2, 0.5],
      [-1, 0.5],
    ]);
    expect([...point(7)]).toEqual([[7, 1]]);
  });

  it("LUC-CMB-8 values mapped together add their chances; addInto weighs what it adds", () => {
    expect([...mapValues(uniform(-1, 2), (v) => Math.max(0, v))]).toEqual([
      [0, 0.5],
      [1, 0.25],
      [2, 0.25],
    ]);
    const into = new Map([[1, 0.5]]);
    addInto(into, uniform(1, 2), 0.5);
    expect([...into]).toEqual([
      [1, 0.75],
      [2, 0.25],
    ]);
    expect(probWhere(uniform(1, 4), (v) => v >= 3)).toBe(0.5);
  });

  it("LUC-CMB-8 pairs are sorted by value and leave out values of chance 0", () => {
    expect(
      pairs(
        new Map([
          [3, 0.5],
          [-1, 0.25],
          [2, 0],
          [1, 0.25],
        ]),
      ),
    ).toEqual([
      [-1, 0.25],
      [1, 0.25],
      [3, 0.5],
    ]);
  });
});
