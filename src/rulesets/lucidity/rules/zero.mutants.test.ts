// Tests that kill surviving mutants of `npm run mutate -- src/rulesets/lucidity/rules` (issue 21):
// damage exactly to 0 Health, Lucidity already under its floor, degrees in steps, the wound rows.

import { describe, expect, it } from "vitest";
import { DEATH_DEGREE, WOUNDS } from "../data/wounds.js";
import { degreeOfFailure, takeDamage, woundFor } from "./zero.js";

describe("Lucidity at 0 Health: what the mutants found open", () => {
  it("LUC-ZERO-1 damage that just reaches 0 Health takes no Lucidity; the rest comes off 1 for 1", () => {
    expect(takeDamage(4, 10, 4, 0, true)).toEqual({ health: 0, lucidity: 10, overflow: 0, lucidityLost: 0 });
    expect(takeDamage(4, 10, 2, 0, true)).toEqual({ health: 2, lucidity: 10, overflow: 0, lucidityLost: 0 });
    expect(takeDamage(0, 10, 3, 0, true)).toEqual({ health: 0, lucidity: 7, overflow: 3, lucidityLost: 3 });
    expect(takeDamage(0, 2, 5, Number.NEGATIVE_INFINITY, true)).toEqual({
      health: 0,
      lucidity: -3,
      overflow: 5,
      lucidityLost: 5,
    });
  });

  it("LUC-LUC-2 damage never raises a Lucidity already below its floor", () => {
    expect(takeDamage(0, -2, 3, 0, true)).toEqual({ health: 0, lucidity: -2, overflow: 3, lucidityLost: 0 });
  });

  it("LUC-ZERO-5 the degree counts face − target in steps, rounded up", () => {
    expect(degreeOfFailure(8, 7, 3)).toBe(1);
    expect(degreeOfFailure(13, 7, 3)).toBe(2);
    expect(degreeOfFailure(6, 7, 3)).toBe(0);
  });

  it("LUC-ZERO-6 degrees 1–4 pick their row, 5 and more death, 0 and below nothing", () => {
    expect(woundFor(0)).toBeNull();
    expect(woundFor(-1)).toBeNull();
    for (let d = 1; d < DEATH_DEGREE; d++) expect(woundFor(d)).toBe(WOUNDS.find((w) => w.degree === d));
    expect(woundFor(1)).not.toBe(woundFor(2));
    expect(DEATH_DEGREE).toBe(5);
    expect(woundFor(5)).toBe("death");
    expect(woundFor(9)).toBe("death");
  });
});
