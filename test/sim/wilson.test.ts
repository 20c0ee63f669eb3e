// The Wilson score interval against published values: Newcombe (1998), "Two-sided confidence
// intervals for the single proportion", Table I (method 3), and the usual small cases.

import { describe, expect, it } from "vitest";
import { wilson, Z95 } from "../../src/sim/wilson.js";

describe("Wilson score interval", () => {
  it("matches Newcombe's table: 81/263 → 0.2553–0.3662, 15/148 → 0.0624–0.1605, 0/20 → 0–0.1611, 1/29 → 0.0061–0.1718", () => {
    const cases: [number, number, number, number][] = [
      [81, 263, 0.2553, 0.3662],
      [15, 148, 0.0624, 0.1605],
      [0, 20, 0, 0.1611],
      [1, 29, 0.0061, 0.1718],
    ];
    for (const [k, n, lo, hi] of cases) {
      const [a, b] = wilson(k, n);
      expect(a).toBeCloseTo(lo, 4);
      expect(b).toBeCloseTo(hi, 4);
    }
  });

  it("gives the textbook values for 5/10 and the ends 0/10, 10/10", () => {
    const [lo, hi] = wilson(5, 10);
    expect(lo).toBeCloseTo(0.236593090512564, 12);
    expect(hi).toBeCloseTo(0.7634069094874361, 12);
    expect(wilson(0, 10)).toEqual([0, expect.closeTo(0.2775327998628892, 12)]);
    expect(wilson(10, 10)).toEqual([expect.closeTo(0.7224672001371107, 12), 1]);
  });

  it("is symmetric, stays inside [0, 1], contains the rate and narrows with n", () => {
    for (const [k, n] of [
      [3, 7],
      [1, 1],
      [450, 1000],
      [1, 1_000_000],
    ] as const) {
      const [lo, hi] = wilson(k, n);
      const [mlo, mhi] = wilson(n - k, n);
      expect(lo).toBeCloseTo(1 - mhi, 12);
      expect(hi).toBeCloseTo(1 - mlo, 12);
      expect(lo).toBeGreaterThanOrEqual(0);
      expect(hi).toBeLessThanOrEqual(1);
      expect(lo).toBeLessThanOrEqual(k / n);
      expect(hi).toBeGreaterThanOrEqual(k / n);
    }
    const narrow = wilson(4500, 10000);
    const wide = wilson(45, 100);
    expect(narrow[1] - narrow[0]).toBeLessThan(wide[1] - wide[0]);
    expect(Z95).toBeCloseTo(1.96, 2);
  });

  it("refuses impossible counts", () => {
    expect(() => wilson(1, 0)).toThrow(RangeError);
    expect(() => wilson(5, 4)).toThrow(RangeError);
    expect(() => wilson(-1, 4)).toThrow(RangeError);
  });
});
