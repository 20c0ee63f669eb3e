import { describe, expect, it } from "vitest";
import { DEFAULT_CHECK_OPTIONS } from "./options.js";
import { dieSizes, keptIndices, netAdvantage } from "./pool.js";

describe("the check's dice, at their edges", () => {
  it("DE-ADV-1 the wrong number of faces is refused, saying how many the net level needs", () => {
    expect(() => keptIndices([5, 5], -1)).toThrow(new RangeError("net advantage -1 needs 3 dice, got 2"));
    expect(() => keptIndices([5, 5, 5, 5], 1)).toThrow(new RangeError("net advantage 1 needs 3 dice, got 4"));
  });

  it("DE-ADV-1 with no net level the two dice are kept in roll order", () => {
    expect(keptIndices([3, 9], 0)).toEqual([0, 1]);
    expect(keptIndices([9, 3], 0)).toEqual([0, 1]);
  });

  it("DE-ADV-1/5 advantage keeps the best two best first; disadvantage the worst two worst first", () => {
    expect(keptIndices([4, 9, 7], 1)).toEqual([1, 2]);
    expect(keptIndices([4, 9, 7], -1)).toEqual([0, 2]);
    expect(keptIndices([6, 6, 6], 1)).toEqual([0, 1]);
  });

  it("DE-UNSK-1 unskilled is one level of disadvantage only when set", () => {
    expect(netAdvantage(2, 0)).toBe(2);
    expect(netAdvantage(2, 0, false)).toBe(2);
    expect(netAdvantage(2, 0, true)).toBe(1);
    expect(netAdvantage(0, 1, true)).toBe(-2);
  });

  it("DE-ADV-3, DE-PROF-1/2 die sizes by training and net level", () => {
    const widen = { advantageDieFollowsProficiency: true };
    expect(dieSizes("none", 0, DEFAULT_CHECK_OPTIONS)).toEqual([10, 10]);
    expect(dieSizes("none", -2, widen)).toEqual([10, 10, 10, 10]);
    expect(dieSizes("proficient", 1, DEFAULT_CHECK_OPTIONS)).toEqual([12, 10, 10]);
    expect(dieSizes("proficient", -1, widen)).toEqual([12, 10, 12]);
    expect(dieSizes("expert", -2, DEFAULT_CHECK_OPTIONS)).toEqual([12, 12, 12, 12]);
  });
});
