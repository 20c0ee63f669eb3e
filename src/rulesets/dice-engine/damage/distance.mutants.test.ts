// Distances count whole metres (DE-ROUND-4, option countingRounding): a started metre counts only
// when the table rounds up.
import { describe, expect, it } from "vitest";
import { flakAtDistance, lossPerMetre } from "./distance.js";

describe("distance rounding", () => {
  it("DE-DMG-5, DE-ROUND-4: by default a started metre does not count (2.5 m is 2 m); ceil counts it", () => {
    expect(lossPerMetre(12, 2.5)).toBe(10);
    expect(lossPerMetre(12, 2.5, "ceil")).toBe(9);
  });

  it("DE-DMG-6, DE-ROUND-4: Flak:[3] at 2.5 m loses 6 by default and 9 when started metres count", () => {
    expect(flakAtDistance(15, 3, 2.5)).toBe(9);
    expect(flakAtDistance(15, 3, 2.5, { rounding: "floor" })).toBe(9);
    expect(flakAtDistance(15, 3, 2.5, { rounding: "ceil" })).toBe(6);
    expect(flakAtDistance(15, 3, 3.5, { offset: 1, rounding: "ceil" })).toBe(6);
  });
});
