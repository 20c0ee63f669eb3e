// Tests that kill surviving mutants of `npm run mutate -- src/rulesets/lucidity/rules` (issue 21):
// empty and negative stacks, and a partial stack rounded down.

import { describe, expect, it } from "vitest";
import { designatedLimit, stackSlots } from "./slots.js";

describe("Lucidity item slots: what the mutants found open", () => {
  it("LUC-SLOT-4, 5 no things take no slot in either rounding; a partial stack rounds down with floor", () => {
    expect(stackSlots(0, 20, "ceil")).toBe(0);
    expect(stackSlots(0, 20, "floor")).toBe(0);
    expect(stackSlots(-5, 20, "ceil")).toBe(0);
    expect(stackSlots(-25, 20, "floor")).toBe(0);
    expect(stackSlots(1, 20, "ceil")).toBe(1);
    expect(stackSlots(39, 20, "floor")).toBe(1);
  });

  it("LUC-SLOT-7, LUC-TRAIT-32 the minimum of 1 comes before Organized's +2", () => {
    expect(designatedLimit(-1, false)).toBe(1);
    expect(designatedLimit(0, true)).toBe(4);
    expect(designatedLimit(-2, true)).toBe(3);
  });
});
