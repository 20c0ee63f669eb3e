// Halving a rating (OBJ-ROLL-9, OBJ-ROLL-12): an even number halves exactly whatever the rounding;
// an odd one goes down, up, or to the even neighbour. Written for the two mutants of half.ts that
// survived `npm run mutate` (docs/mutation.md).

import { describe, expect, it } from "vitest";
import { half } from "./half.js";

describe("half", () => {
  it("OBJ-ROLL-9 even numbers halve exactly in every rounding: 4 → 2, 6 → 3", () => {
    for (const r of ["down", "up", "nearest"] as const) {
      expect(half(4, r), r).toBe(2);
      expect(half(6, r), r).toBe(3);
      expect(half(0, r), r).toBe(0);
    }
  });

  it("OBJ-ROLL-9 odd numbers: 5 → 2 down, 3 up, 2 nearest (ties to even); 7 → 3, 4, 4", () => {
    expect([half(5, "down"), half(5, "up"), half(5, "nearest")]).toEqual([2, 3, 2]);
    expect([half(7, "down"), half(7, "up"), half(7, "nearest")]).toEqual([3, 4, 4]);
  });
});
