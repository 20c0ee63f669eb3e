// The exact arithmetic the Rounding Rule rests on (B15-RND-2): nothing here rounds by accident.

import { describe, expect, it } from "vitest";
import { EngineError } from "../../../engine/errors.js";
import {
  add,
  compare,
  floor,
  format,
  formatSigned,
  mul,
  parseRational,
  rat,
  sub,
  toNumber,
  trunc,
} from "./rational.js";

describe("exact fractions", () => {
  it("B15-RND-2 keeps halves exact: 3/2 + 1/2 is exactly 2", () => {
    expect(add(rat(3, 2), rat(1, 2))).toEqual(rat(2));
    expect(format(add(rat(3, 2), rat(1, 2)))).toBe("2");
  });

  it("B15-RND-2 keeps thirds exact where floating point would drift (1/3 × 3 = 1, 0.1 + 0.2 = 3/10)", () => {
    expect(mul(rat(1, 3), rat(3))).toEqual(rat(1));
    expect(add(parseRational(0.1), parseRational(0.2))).toEqual(rat(3, 10));
  });

  it("B15-RND-3 floor goes toward minus infinity, trunc toward zero", () => {
    expect(floor(rat(-5, 2))).toBe(-3);
    expect(trunc(rat(-5, 2))).toBe(-2);
    expect(floor(rat(5, 2))).toBe(2);
    expect(floor(rat(-4, 2))).toBe(-2);
  });

  it("reads numbers as typed and fractions, and refuses the rest naming the field", () => {
    expect(parseRational("3/2")).toEqual(rat(3, 2));
    expect(parseRational("-1.25")).toEqual(rat(-5, 4));
    expect(parseRational(-2)).toEqual(rat(-2));
    expect(parseRational(".5")).toEqual(rat(1, 2));
    expect(() => parseRational("1/0", ["x"])).toThrow(EngineError);
    expect(() => parseRational("two", ["modifiers", 0, "value"])).toThrow(/not a number or a fraction/);
    expect(() => parseRational(1e-9)).toThrow(/fraction/);
  });

  it("orders, subtracts and prints", () => {
    expect(compare(rat(1, 3), rat(1, 2))).toBe(-1);
    expect(sub(rat(1), rat(3, 8))).toEqual(rat(5, 8));
    expect(formatSigned(rat(3, 2))).toBe("+3/2");
    expect(formatSigned(rat(-2))).toBe("-2");
    expect(toNumber(rat(3, 8))).toBe(0.375);
    expect(toNumber(rat(1n, 20n ** 20n))).toBeCloseTo(1 / 20 ** 20, 30);
  });
});
