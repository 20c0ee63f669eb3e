import { describe, expect, it } from "vitest";
import { changeStat, penaliseStat, STAT_MAX, STAT_MIN } from "./stats.js";

describe("stats, at their edges", () => {
  it("DE-STAT-2 a change may reach −4 or +5 exactly; one past either is refused with the range", () => {
    expect([STAT_MIN, STAT_MAX]).toEqual([-4, 5]);
    expect(changeStat(-3, -1)).toBe(-4);
    expect(changeStat(4, 1)).toBe(5);
    expect(changeStat(2, -3)).toBe(-1);
    expect(() => changeStat(-4, -1)).toThrow(new RangeError("a stat of -4 changed by -1 leaves -4…5"));
    expect(() => changeStat(5, 1)).toThrow(new RangeError("a stat of 5 changed by 1 leaves -4…5"));
  });

  it("DE-STAT-2 a change to a fraction is refused", () => {
    expect(() => changeStat(0, 0.5)).toThrow(new RangeError("a stat of 0 changed by 0.5 leaves -4…5"));
  });

  it("DE-STAT-2 the range may be given, for rules with their own limits", () => {
    expect(changeStat(0, 2, 0, 2)).toBe(2);
    expect(() => changeStat(0, 3, 0, 2)).toThrow(new RangeError("a stat of 0 changed by 3 leaves 0…2"));
    expect(() => changeStat(0, -1, 0, 2)).toThrow(new RangeError("a stat of 0 changed by -1 leaves 0…2"));
  });

  it("DE-STAT-2 a penalty takes its full amount until it reaches the minimum", () => {
    expect(penaliseStat(2, 3)).toBe(-1);
    expect(penaliseStat(-2, 3)).toBe(-4);
    expect(penaliseStat(2, 3, 0)).toBe(0);
  });
});
