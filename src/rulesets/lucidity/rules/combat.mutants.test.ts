// Tests that kill surviving mutants of `npm run mutate -- src/rulesets/lucidity/rules` (issue 21):
// the Protection step at each of its edges in the three readings, and a hit resolved from numbers.

import { describe, expect, it } from "vitest";
import { damageAfterProtection, damageFromPen, resolveHit } from "./combat.js";

describe("Lucidity combat: what the mutants found open", () => {
  it("LUC-CMB-4..7 at each edge: P′ 0, P′ just under D, P′ = D, just under 2D, 2D", () => {
    const d = 4;
    const rows: [number, number, number, number][] = [
      // P′, thresholds, thresholds-literal, subtract-only
      [0, 4, 4, 4],
      [-1, 4, 4, 4],
      [3, 1, 1, 1],
      [4, 1, 0, 0],
      [5, 1, 1, 0],
      [7, 1, 1, 0],
      [8, 0, 0, 0],
      [9, 0, 0, 0],
    ];
    for (const [p, t, lit, sub] of rows) {
      expect(damageAfterProtection(d, p, "thresholds"), `thresholds P′ ${p}`).toBe(t);
      expect(damageAfterProtection(d, p, "thresholds-literal"), `literal P′ ${p}`).toBe(lit);
      expect(damageAfterProtection(d, p, "subtract-only"), `subtract P′ ${p}`).toBe(sub);
    }
    expect(damageAfterProtection(-2, 0, "thresholds")).toBe(0);
    expect(damageAfterProtection(-2, 0, "subtract-only")).toBe(0);
  });

  it("LUC-CMB-8 a hit from numbers: Penetration with bonuses, what Protection is left, the damage", () => {
    expect(
      resolveHit({ attackTotal: 17, defense: 14, penBonus: 1, d: 5, protection: 6 }, "thresholds"),
    ).toEqual({
      pen: 4,
      effectiveProtection: 2,
      damage: 3,
    });
    expect(damageFromPen(2, 5, 4, "thresholds-literal")).toEqual({
      pen: 2,
      effectiveProtection: 3,
      damage: 1,
    });
    expect(damageFromPen(7, 5, 4, "subtract-only")).toEqual({ pen: 7, effectiveProtection: 0, damage: 4 });
  });
});
