// Modifiers, bonuses and penalties; the total; the Rounding Rule (pure functions).

import { describe, expect, it } from "vitest";
import { effectiveValue, exactTotal, halveAndAdd, modifierSum, roundEnd } from "./modifiers.js";
import { rat } from "./rational.js";

describe("modifiers", () => {
  it("B15-TERM-2 a plain modifier keeps its sign: +2 → +2, −2 → −2", () => {
    expect(effectiveValue("modifier", rat(2))).toEqual(rat(2));
    expect(effectiveValue("modifier", rat(-2))).toEqual(rat(-2));
  });

  it("B15-TERM-3 a bonus computed as −2 counts 0; +3 counts +3", () => {
    expect(effectiveValue("bonus", rat(-2))).toEqual(rat(0));
    expect(effectiveValue("bonus", rat(3))).toEqual(rat(3));
  });

  it("B15-TERM-4 a penalty computed as +1 counts 0; −2 counts −2", () => {
    expect(effectiveValue("penalty", rat(1))).toEqual(rat(0));
    expect(effectiveValue("penalty", rat(-2))).toEqual(rat(-2));
  });

  it("B15-TERM-4 the clamp applies to each value before summing, and to a fractional value exactly", () => {
    expect(effectiveValue("bonus", rat(-1, 2))).toEqual(rat(0));
    // bonus −2 (→ 0) + modifier +3 = +3, not +1
    expect(
      modifierSum([
        { kind: "bonus", value: rat(-2) },
        { kind: "modifier", value: rat(3) },
      ]),
    ).toEqual(rat(3));
    // penalty +1 (→ 0) + penalty −2 = −2
    expect(
      modifierSum([
        { kind: "penalty", value: rat(1) },
        { kind: "penalty", value: rat(-2) },
      ]),
    ).toEqual(rat(-2));
  });

  it("B15-CORE-1 total = face 9 + stat 3 + modifiers +2 and −1 = 13", () => {
    const total = exactTotal(9, rat(3), [
      { kind: "modifier", value: rat(2) },
      { kind: "modifier", value: rat(-1) },
    ]);
    expect(total).toEqual(rat(13));
  });
});

describe("the Rounding Rule", () => {
  it("B15-RND-1 face 10 + half of a stat of 3 = 11.5 → 11", () => {
    const total = exactTotal(10, rat(3, 2), []);
    expect(total).toEqual(rat(23, 2));
    expect(roundEnd(total, "floor")).toBe(11);
  });

  it("B15-RND-2 (book) 3 and 1 halved and added: 1.5 + 0.5 = 2, not 1 + 0 = 1", () => {
    expect(halveAndAdd(3, 1, "floor")).toBe(2);
    expect(Math.floor(3 / 2) + Math.floor(1 / 2)).toBe(1); // what rounding early would give
  });

  it("B15-RND-2 (book) 3 and 2 halved and added: 1.5 + 1 = 2.5 → 2", () => {
    expect(halveAndAdd(3, 2, "floor")).toBe(2);
  });

  it("B15-RND-2 face 10 + 1.5 + 0.5 = 12 exactly; face 10 + 1.5 = 11.5 → 11", () => {
    const m = (v: [number, number]) => ({ kind: "modifier" as const, value: rat(...v) });
    expect(roundEnd(exactTotal(10, rat(0), [m([3, 2]), m([1, 2])]), "floor")).toBe(12);
    expect(roundEnd(exactTotal(10, rat(0), [m([3, 2])]), "floor")).toBe(11);
  });

  it("B15-RND-3 −2.5 rounds down to −3; with roundingMode truncate to −2", () => {
    expect(roundEnd(rat(-5, 2), "floor")).toBe(-3);
    expect(roundEnd(rat(-5, 2), "truncate")).toBe(-2);
  });

  it("B15-RND-4 (book) Stress/Vitality style: floor(a/2 + b/2) gives 2 for (3, 1) and 2 for (3, 2)", () => {
    expect(halveAndAdd(3, 1, "floor")).toBe(2);
    expect(halveAndAdd(3, 2, "floor")).toBe(2);
    expect(halveAndAdd(-3, 0, "floor")).toBe(-2);
    expect(halveAndAdd(-3, 0, "truncate")).toBe(-1);
  });
});
