import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { FIXED_ARRAY } from "../data/attributes.js";
import {
  assignValues,
  checkArrayAssignment,
  modifierOf,
  rollSeven,
  scoreCounts,
  scoreDistribution,
  scoreOf,
  sum,
} from "./generate.js";

describe("generating attributes", () => {
  it("LUC-GEN-1 4d6 drop lowest: the three highest faces", () => {
    expect(scoreOf([6, 4, 3, 1])).toBe(13);
    expect(scoreOf([3, 3, 2, 2])).toBe(8);
    expect(scoreOf([1, 1, 1, 1])).toBe(3);
    expect(scoreOf([6, 6, 6, 6])).toBe(18);
  });

  it("LUC-GEN-1 seven rolls of four dice, in order, from the dice source", () => {
    const faces = Array.from({ length: 28 }, (_, i) => (i % 6) + 1);
    const rolls = rollSeven(facesSource(faces));
    expect(rolls).toHaveLength(7);
    expect(rolls[0]).toEqual({ faces: [1, 2, 3, 4], score: 9, modifier: 0 });
  });

  it("LUC-GEN-1 exact probabilities by enumerating all 6⁴ throws: P(18) = 7/432, P(3) = 1/1296, the mean", () => {
    const counts = scoreCounts();
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(1296);
    expect(counts.get(18)! / 1296).toBeCloseTo(7 / 432, 15);
    expect(counts.get(3)! / 1296).toBeCloseTo(1 / 1296, 15);
    // The mean: 15869 / 1296 ≈ 12.2446.
    const total = [...counts].reduce((s, [v, n]) => s + v * n, 0);
    expect(total).toBe(15869);
  });

  it("LUC-GEN-1 the checklist's score table, exactly", () => {
    const table: Record<number, number> = {
      3: 1 / 1296,
      4: 1 / 324,
      5: 5 / 648,
      6: 7 / 432,
      7: 19 / 648,
      8: 31 / 648,
      9: 91 / 1296,
      10: 61 / 648,
      11: 37 / 324,
      12: 167 / 1296,
      13: 43 / 324,
      14: 10 / 81,
      15: 131 / 1296,
      16: 47 / 648,
      17: 1 / 24,
      18: 7 / 432,
    };
    for (const [s, p] of scoreDistribution()) expect(p, `score ${s}`).toBeCloseTo(table[s]!, 15);
  });

  it("LUC-GEN-2 the book's score → modifier table", () => {
    const scores = [3, 4, 5, 6, 8, 9, 12, 13, 15, 16, 17, 18];
    expect(scores.map(modifierOf)).toEqual([-3, -2, -2, -1, -1, 0, 0, 1, 1, 2, 2, 3]);
    expect(() => modifierOf(2)).toThrow(/3–18/);
  });

  it("LUC-GEN-2 faces to modifiers: [6,6,5,5] → 17 → +2, [5,3,1,1] → 9 → +0, [2,2,1,1] → 5 → −2", () => {
    expect(modifierOf(scoreOf([6, 6, 5, 5]))).toBe(2);
    expect(modifierOf(scoreOf([5, 3, 1, 1]))).toBe(0);
    expect(modifierOf(scoreOf([2, 2, 1, 1]))).toBe(-2);
  });

  it("LUC-GEN-3 the player places the rolled values; assignRolledInOrder keeps roll order", () => {
    const values = [0, 3, -1, 1, 2, 0, -2];
    expect(assignValues(values, ["CON", "STR", "DEX", "AWA", "WIL", "KNO", "CHA"], false)).toEqual({
      CON: 3,
      STR: 2,
      DEX: 1,
      AWA: 0,
      WIL: 0,
      KNO: -1,
      CHA: -2,
    });
    expect(assignValues(values, null, true)).toEqual({
      STR: 0,
      DEX: 3,
      CON: -1,
      KNO: 1,
      AWA: 2,
      WIL: 0,
      CHA: -2,
    });
  });

  it("LUC-GEN-4 the fixed array sums to +4; a rolled +3 mixed in is refused", () => {
    expect(sum(FIXED_ARRAY)).toBe(4);
    expect(() =>
      checkArrayAssignment({ STR: 2, DEX: 1, CON: 1, KNO: 1, AWA: 0, WIL: 0, CHA: -1 }),
    ).not.toThrow();
    expect(() => checkArrayAssignment({ STR: 3, DEX: 1, CON: 1, KNO: 1, AWA: 0, WIL: 0, CHA: -1 })).toThrow(
      /cannot be mixed/,
    );
  });
});
