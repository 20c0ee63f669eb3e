import { describe, expect, it } from "vitest";
import { fatigueEffects } from "./fatigue-table.js";

describe("fatigue table", () => {
  it("DE-FAT-3: without stacking, an attack at fatigue 1 or more still has one level of disadvantage", () => {
    expect([1, 2, 5].map((l) => fatigueEffects(l, false).attackDisadvantage)).toEqual([1, 1, 1]);
    expect([0, 1, 2].map((l) => fatigueEffects(l).attackDisadvantage)).toEqual([0, 1, 2]);
  });
});
