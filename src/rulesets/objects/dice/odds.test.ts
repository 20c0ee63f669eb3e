import { describe, expect, it } from "vitest";
import { opts } from "../testing/helpers.js";
import { atLeast, perDieChance, successPmf, taskOdds } from "./odds.js";

/** Every outcome of n dice enumerated: the slow, obviously right count. */
function brute(n: number, sides: number, tn: number): number[] {
  const out = new Array<number>(n + 1).fill(0);
  const total = sides ** n;
  for (let i = 0; i < total; i++) {
    let k = 0;
    let x = i;
    for (let d = 0; d < n; d++) {
      if ((x % sides) + 1 >= tn) k++;
      x = Math.floor(x / sides);
    }
    out[k]! += 1 / total;
  }
  return out;
}

describe("exact odds", () => {
  it("OBJ-MOD-4 per-die chance: TN 2 → 5/6, 4 → 1/2, 5 → 1/3, 6 → 1/6, 1 → 1, 7 → 0", () => {
    const p = (tn: number) => perDieChance({ sides: 6, targetNumber: tn });
    expect(p(2)).toBeCloseTo(5 / 6, 15);
    expect(p(4)).toBeCloseTo(1 / 2, 15);
    expect(p(5)).toBeCloseTo(1 / 3, 15);
    expect(p(6)).toBeCloseTo(1 / 6, 15);
    expect(p(1)).toBe(1);
    expect(p(7)).toBe(0);
  });

  it("OBJ-ALT-1 per-die chance: d4 1/4, d6 1/3, d8 1/4, d10 3/10, d12 1/3, d20 3/10, d24 1/3, d30 1/3, d100 31/100", () => {
    const cases: [number, number, number][] = [
      [4, 4, 1 / 4],
      [6, 5, 1 / 3],
      [8, 7, 1 / 4],
      [10, 8, 3 / 10],
      [12, 9, 1 / 3],
      [20, 15, 3 / 10],
      [24, 17, 1 / 3],
      [30, 21, 1 / 3],
      [100, 70, 31 / 100],
      [100, 71, 30 / 100],
    ];
    for (const [sides, tn, p] of cases) expect(perDieChance({ sides, targetNumber: tn })).toBeCloseTo(p, 15);
  });

  it("OBJ-ROLL-3 the success-count distribution equals brute-force enumeration (up to 6 dice)", () => {
    for (let n = 0; n <= 6; n++) {
      const exact = brute(n, 6, 5);
      successPmf(n, 1 / 3).forEach((p, k) => {
        expect(p).toBeCloseTo(exact[k]!, 12);
      });
    }
  });

  it("OBJ-ROLL-4 OBJ-ROLL-6 chance of success: 3 dice against D 2 = 7/27; against D 5 (capped to 3) = 1/27", () => {
    const d6 = { sides: 6, targetNumber: 5 };
    expect(taskOdds({ size: 3, impossible: null }, 2, d6, opts()).success).toBeCloseTo(7 / 27, 15);
    expect(taskOdds({ size: 3, impossible: null }, 5, d6, opts()).success).toBeCloseTo(1 / 27, 15);
    expect(taskOdds({ size: 3, impossible: null }, 5, d6, opts({ capDifficultyAtPool: false })).success).toBe(
      0,
    );
  });

  it("OBJ-ROLL-7 an impossible pool: impossible with certainty and 0 successes", () => {
    expect(taskOdds({ size: 0, impossible: "no dice" }, 1, { sides: 6, targetNumber: 5 }, opts())).toEqual({
      success: 0,
      failure: 0,
      impossible: 1,
      successes: [[0, 1]],
    });
  });

  it("OBJ-DICE-2 a pool of 5,000 dice: the distribution sums to 1 and centres on 5000/3", () => {
    const pmf = successPmf(5000, 1 / 3);
    const mass = pmf.reduce((a, b) => a + b, 0);
    const mean = pmf.reduce((a, p, k) => a + p * k, 0);
    expect(mass).toBeCloseTo(1, 9);
    expect(mean).toBeCloseTo(5000 / 3, 6);
    expect(atLeast(pmf, 0)).toBe(1);
  });
});
