import { describe, expect, it } from "vitest";
import { narrativeDamage } from "./narrative.js";

describe("narrative combat", () => {
  it("LUC-NARR-2 CHA +3 → 3 / 1; +1 → 1 / 0; −1 → 0 / 0; rounding up: +3 → 2 on a success", () => {
    expect([narrativeDamage(3, false, "down"), narrativeDamage(3, true, "down")]).toEqual([3, 1]);
    expect([narrativeDamage(1, false, "down"), narrativeDamage(1, true, "down")]).toEqual([1, 0]);
    expect([narrativeDamage(-1, false, "down"), narrativeDamage(-1, true, "down")]).toEqual([0, 0]);
    expect(narrativeDamage(3, true, "up")).toBe(2);
  });
});
