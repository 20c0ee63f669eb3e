// Tests that kill mutants of rational.ts that survived or went uncovered in
// `npm run mutate -- src/rulesets/beat15/rules` (issue 21). The exact arithmetic is what the Rounding
// Rule rests on (B15-RND-2): negative values, equal values and the helpers no rule test reached
// were open. The equivalent survivors are listed in docs/mutation.md.

import { describe, expect, it } from "vitest";
import { EngineError } from "../../../engine/errors.js";
import {
  compare,
  formatSigned,
  isZero,
  max,
  min,
  neg,
  ONE,
  parseRational,
  product,
  rat,
  sub,
  toNumber,
  ZERO,
} from "./rational.js";

function refusal(run: () => unknown): EngineError {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(EngineError);
    return e as EngineError;
  }
  throw new Error("no error");
}

describe("exact fractions: what the mutants found open", () => {
  it("B15-RND-2 a fraction is kept in lowest terms with a positive denominator; a zero denominator is refused", () => {
    expect(rat(3, -6)).toEqual({ n: -1n, d: 2n });
    expect(rat(-4, -6)).toEqual({ n: 2n, d: 3n });
    expect(rat(-4, 6)).toEqual({ n: -2n, d: 3n });
    expect(() => rat(1, 0)).toThrow(new RangeError("a fraction cannot have a zero denominator"));
  });

  it("B15-RND-2 subtraction across denominators stays exact: 1/2 − 1/3 = 1/6", () => {
    expect(sub(rat(1, 2), rat(1, 3))).toEqual(rat(1, 6));
  });

  it("B15-RND-2 equal values compare equal whatever their writing: 1/2 = 2/4", () => {
    expect(compare(rat(1, 2), rat(2, 4))).toBe(0);
    expect(compare(rat(1, 2), rat(1, 3))).toBe(1);
  });

  it("B15-RND-2 negation, zero test, larger, smaller and product of exact values", () => {
    expect(neg(rat(3, 2))).toEqual(rat(-3, 2));
    expect([isZero(ZERO), isZero(rat(1, 3))]).toEqual([true, false]);
    expect(max(rat(1, 2), rat(1, 3))).toEqual(rat(1, 2));
    expect(max(rat(1, 3), rat(1, 2))).toEqual(rat(1, 2));
    expect(min(rat(1, 2), rat(1, 3))).toEqual(rat(1, 3));
    expect(min(rat(1, 3), rat(1, 2))).toEqual(rat(1, 3));
    // Of equal values the first is returned: both are the same number.
    const half = rat(1, 2);
    expect(max(half, rat(2, 4))).toBe(half);
    expect(min(half, rat(2, 4))).toBe(half);
    expect(product([rat(1, 2), rat(2, 3), rat(3)])).toEqual(ONE);
    expect(product([rat(-1, 2), rat(3)])).toEqual(rat(-3, 2));
    expect(product([])).toEqual(ONE);
  });

  it("B15-RND-2 a value becomes the nearest double with its sign, huge or tiny", () => {
    expect(toNumber(rat(-3, 4))).toBe(-0.75);
    expect(toNumber(rat(-7))).toBe(-7);
    expect(toNumber(rat(2n ** 600n, 3n))).toBeCloseTo(2 ** 600 / 3, -170);
    expect(toNumber(rat(2n ** 600n, 3n)) / (2 ** 600 / 3)).toBeCloseTo(1, 14);
    expect(toNumber(rat(-(2n ** 600n), 3n)) / (2 ** 600 / 3)).toBeCloseTo(-1, 14);
  });

  it("B15-TERM-2 a modifier of 0 is shown signed as '+0'", () => {
    expect(formatSigned(ZERO)).toBe("+0");
  });

  it("B15-TERM-2 values typed by people: each refusal says what was wrong, with code 'invalid' and the field's path", () => {
    expect(refusal(() => parseRational("3/0"))).toMatchObject({
      code: "invalid",
      message: "'3/0' divides by zero",
      path: [],
    });
    expect(refusal(() => parseRational("two"))).toMatchObject({ code: "invalid", path: [] });
    expect(refusal(() => parseRational(1e21, ["value"]))).toMatchObject({
      code: "invalid",
      message: "1e+21 is too large or too small; write it as a fraction",
      path: ["value"],
    });
    expect(refusal(() => parseRational(Number.POSITIVE_INFINITY)).message).toBe(
      "Infinity is too large or too small; write it as a fraction",
    );
  });
});
