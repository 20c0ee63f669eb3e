import { describe, expect, it } from "vitest";
import { countPer, divDown, divUp, divUpRepeated } from "./round.js";

describe("rounding, at its edges", () => {
  it("DE-ROUND-3 a divisor must be a non-zero whole number, said in the refusal", () => {
    expect(() => divUp(3, 0)).toThrow(new RangeError("divisor must be a non-zero integer, got 0"));
    expect(() => divDown(3, 0)).toThrow(new RangeError("divisor must be a non-zero integer, got 0"));
    expect(() => divUp(3, 1.5)).toThrow(new RangeError("divisor must be a non-zero integer, got 1.5"));
    expect(() => divDown(3, 1.5)).toThrow(new RangeError("divisor must be a non-zero integer, got 1.5"));
  });

  it("DE-ROUND-1/2 up and down differ only on a remainder", () => {
    expect([divUp(7, 2), divDown(7, 2)]).toEqual([4, 3]);
    expect([divUp(8, 2), divDown(8, 2)]).toEqual([4, 4]);
    expect(divUp(-7, -2)).toBe(4);
  });

  it("DE-ROUND-4 floor is the default way of counting", () => {
    expect(countPer(9, 5)).toBe(1);
    expect(countPer(9, 5, "floor")).toBe(1);
    expect(countPer(9, 5, "ceil")).toBe(2);
  });

  it("DE-ROUND-5 each division rounds up in turn; no divisors leaves the number", () => {
    expect(divUpRepeated(9, [2, 3])).toBe(2);
    expect(divUpRepeated(9, [])).toBe(9);
  });
});
