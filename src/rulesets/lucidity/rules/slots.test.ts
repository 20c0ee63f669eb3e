import { describe, expect, it } from "vitest";
import { designatedLimit, itemSlots, stackSlots } from "./slots.js";

describe("item slots", () => {
  it("LUC-SLOT-1 18 + STR: +1 → 19, −2 → 16, +3 → 21", () => {
    expect([1, -2, 3].map((s) => itemSlots(s, null))).toEqual([19, 16, 21]);
  });

  it("LUC-TRAIT-6 Hunk adds level + CON: STR 0, level 3, CON +1 → 22", () => {
    expect(itemSlots(0, { level: 3, con: 1 })).toBe(22);
  });

  it("LUC-SLOT-4 coins: 500 → 1, 501 → 2, 1,001 → 3, 0 → 0 (floor: 501 → 1)", () => {
    expect([500, 501, 1001, 0].map((n) => stackSlots(n, 500, "ceil"))).toEqual([1, 2, 3, 0]);
    expect(stackSlots(501, 500, "floor")).toBe(1);
  });

  it("LUC-SLOT-5 arrows: 20 → 1, 21 → 2, 40 → 2", () => {
    expect([20, 21, 40].map((n) => stackSlots(n, 20, "ceil"))).toEqual([1, 2, 2]);
  });

  it("LUC-SLOT-7 designated: DEX +2 → 4, −2 → 1, −3 with Organized → 3", () => {
    expect(designatedLimit(2, false)).toBe(4);
    expect(designatedLimit(-2, false)).toBe(1);
    expect(designatedLimit(-3, true)).toBe(3);
  });
});
