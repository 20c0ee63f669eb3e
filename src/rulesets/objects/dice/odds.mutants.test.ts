// Tests that kill mutants of odds.ts that survived `npm run mutate -- src/rulesets/objects/dice`
// (issue 21). The survivors no test can kill are listed as equivalent in docs/mutation.md.

import { describe, expect, it } from "vitest";
import { opts } from "../testing/helpers.js";
import { atLeast, successPmf, taskOdds } from "./odds.js";

describe("exact odds: what the mutants found open", () => {
  it("OBJ-MOD-4 dice that cannot succeed or cannot fail: every count of successes is listed, the sure one at 1", () => {
    expect(successPmf(3, 0)).toEqual([1, 0, 0, 0]);
    expect(successPmf(3, 1)).toEqual([0, 0, 0, 1]);
    // Large pools take the log-space path, where log(0) would make NaN of the sure outcome.
    const none = successPmf(100, 0);
    const all = successPmf(100, 1);
    expect([none.length, none[0], none[100]]).toEqual([101, 1, 0]);
    expect([all.length, all[0], all[100]]).toEqual([101, 0, 1]);
  });

  it("OBJ-DICE-2 a pool above 60 dice still counts its last outcome: P(100 successes of 100) = p^100", () => {
    const pmf = successPmf(100, 0.99);
    expect(pmf[100]).toBeCloseTo(0.99 ** 100, 12);
    expect(pmf.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it("OBJ-DICE-2 small pools use the product recurrence, exact where the binary fractions are: 4 dice at 1/2 → [1,4,6,4,1]/16", () => {
    expect(successPmf(4, 0.5)).toEqual([1 / 16, 4 / 16, 6 / 16, 4 / 16, 1 / 16]);
  });

  it("OBJ-ROLL-8 difficulty 0 (or less) is always met: the chance is exactly 1, even where the pmf sums to 0.9999999999999999", () => {
    const d6tn3 = { sides: 6, targetNumber: 3 };
    const pmf = successPmf(7, 4 / 6);
    expect(pmf.reduce((a, b) => a + b, 0)).toBeLessThan(1);
    expect(atLeast(pmf, 0)).toBe(1);
    expect(atLeast(pmf, -1)).toBe(1);
    expect(taskOdds({ size: 7, impossible: null }, 0, d6tn3, opts())).toMatchObject({
      success: 1,
      failure: 0,
    });
  });
});
