import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { book } from "../testing/helpers.js";
import {
  afterSuccess,
  clampLucidity,
  lucidityChance,
  lucidityOdds,
  lucidityTarget,
  maxLucidity,
  rollLucidity,
} from "./lucidity.js";

describe("Lucidity", () => {
  const o = book();

  it("LUC-LUC-1 maximum Lucidity = level + 13", () => {
    expect([1, 3, 6].map(maxLucidity)).toEqual([14, 16, 19]);
  });

  it("LUC-LUC-2 current Lucidity stays within 0 … maximum; lucidityFloor = none lets it go negative", () => {
    expect(clampLucidity(-3, 14, o)).toBe(0);
    expect(clampLucidity(20, 14, o)).toBe(14);
    expect(clampLucidity(-3, 14, book({ lucidityFloor: "none" }))).toBe(-3);
  });

  it("LUC-LUC-4 target = Lucidity 12 + CON 2 = 14: face 14 succeeds, 15 fails", () => {
    const t = lucidityTarget(12, 2, 0, o);
    expect(t).toBe(14);
    expect(rollLucidity(t, facesSource([14])).success).toBe(true);
    expect(rollLucidity(t, facesSource([15])).success).toBe(false);
    // lucidityRollAttribute = ignore: the attribute adds nothing.
    expect(lucidityTarget(12, 2, 0, book({ lucidityRollAttribute: "ignore" }))).toBe(12);
  });

  it("LUC-LUC-4 P(success) = clamp(target, 0, 20) / 20", () => {
    expect(lucidityChance(14)).toBeCloseTo(0.7, 15);
    expect(lucidityChance(20)).toBe(1);
    expect(lucidityChance(25)).toBe(1);
    expect(lucidityChance(0)).toBe(0);
    expect(lucidityChance(-3)).toBe(0);
    // With buffsApplyToLucidity one Buff moves the target by the d6: an exact mixture.
    expect(lucidityOdds(10, 1, true)).toBeCloseTo(
      [1, 2, 3, 4, 5, 6].reduce((s, k) => s + (10 + k) / 20 / 6, 0),
      15,
    );
  });

  it("LUC-LUC-5 a success spends 1 (12 → 11); a failure costs nothing", () => {
    const t = lucidityTarget(12, 2, 0, o);
    expect(rollLucidity(t, facesSource([9])).success).toBe(true);
    expect(afterSuccess(12, 14, o)).toBe(11);
    expect(rollLucidity(t, facesSource([17])).success).toBe(false);
  });

  it("LUC-LUC-6 a roll at Lucidity 0 (target 0 + CON 2): face 2 succeeds and Lucidity stays 0", () => {
    const t = lucidityTarget(0, 2, 0, o);
    expect(rollLucidity(t, facesSource([2])).success).toBe(true);
    expect(afterSuccess(0, 14, o)).toBe(0);
  });

  it("LUC-LUC-9 no special faces: 1 fails above a target of 0, 20 succeeds at a target of 20", () => {
    expect(rollLucidity(0, facesSource([1])).success).toBe(false);
    expect(rollLucidity(20, facesSource([20])).success).toBe(true);
    expect(rollLucidity(19, facesSource([20])).success).toBe(false);
  });
});
