import { describe, expect, it } from "vitest";
import { degreeOfFailure, takeDamage, woundFor } from "./zero.js";

describe("hitting 0 Health", () => {
  it("LUC-ZERO-1 Health 3, Lucidity 10, 5 damage → Health 0, Lucidity 8", () => {
    expect(takeDamage(3, 10, 5, 0, true)).toMatchObject({ health: 0, lucidity: 8, overflow: 2 });
  });

  it("LUC-ZERO-1 Health 0, Lucidity 1, 4 damage → Lucidity 0 (the floor)", () => {
    expect(takeDamage(0, 1, 4, 0, true)).toMatchObject({ health: 0, lucidity: 0, lucidityLost: 1 });
  });

  it("LUC-ZERO-1 without Lucidity the excess is discarded", () => {
    expect(takeDamage(3, 10, 5, 0, false)).toMatchObject({ health: 0, lucidity: 10 });
  });

  it("LUC-ZERO-5 degree of failure = face − target: target 7, face 9 → 2; with a step of 2 → 1", () => {
    expect(degreeOfFailure(9, 7)).toBe(2);
    expect(degreeOfFailure(7, 7)).toBe(0);
    expect(degreeOfFailure(9, 7, 2)).toBe(1);
    expect(degreeOfFailure(12, 7, 2)).toBe(3);
  });

  it("LUC-ZERO-6 target 7: 8 Minor Wound, 9 Wound, 10 Major Wound, 11 Disability, 12 or 20 the death sequence", () => {
    const at = (face: number) => {
      const w = woundFor(degreeOfFailure(face, 7));
      return w === "death" ? "death" : w?.name;
    };
    expect([8, 9, 10, 11, 12, 20].map(at)).toEqual([
      "Minor Wound",
      "Wound",
      "Major Wound",
      "Disability",
      "death",
      "death",
    ]);
    expect(woundFor(0)).toBeNull();
  });
});
