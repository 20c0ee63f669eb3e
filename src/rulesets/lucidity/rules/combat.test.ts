import { describe, expect, it } from "vitest";
import { damageAfterProtection, effectiveProtection, hits, penetration, resolveHit } from "./combat.js";

type Mode = "thresholds" | "thresholds-literal" | "subtract-only";

/** The checklist's combat table: every mode. */
function damageOf(attack: number, defense: number, prot: number, d: number, mode: Mode): number {
  if (!hits(attack, defense)) return 0;
  return resolveHit({ attackTotal: attack, defense, penBonus: 0, d, protection: prot }, mode).damage;
}

describe("how combat works", () => {
  it("LUC-CMB-1 the attack must exceed Defense: 13 vs 13 misses, 14 hits", () => {
    expect(hits(13, 13)).toBe(false);
    expect(hits(14, 13)).toBe(true);
  });

  it("LUC-CMB-2 Penetration = attack − Defense: 18 vs 12 → 6; bonuses add, never below 0", () => {
    expect(penetration(18, 12, 0)).toBe(6);
    expect(penetration(14, 13, -3)).toBe(0);
  });

  it("LUC-CMB-3 Prot 4, Pen 6 → effective 0 (excess Penetration does nothing)", () => {
    expect(effectiveProtection(4, 6)).toBe(0);
  });

  it("LUC-CMB-4 18 vs 12 (Pen 6), Prot 4, D 7 → 7", () => {
    expect(damageOf(18, 12, 4, 7, "thresholds")).toBe(7);
  });

  it("LUC-CMB-5 14 vs 13 (Pen 1), Prot 9 (effective 8), D 4 → 0", () => {
    expect(damageOf(14, 13, 9, 4, "thresholds")).toBe(0);
  });

  it("LUC-CMB-6 15 vs 13 (Pen 2), Prot 5 (effective 3), D 7 → 4", () => {
    expect(damageOf(15, 13, 5, 7, "thresholds")).toBe(4);
  });

  it("LUC-CMB-7 Pen 1, Prot 7 (effective 6), D 4 → 1; Prot 5 (effective 4), D 4 → 1 (literal: 0)", () => {
    expect(damageOf(14, 13, 7, 4, "thresholds")).toBe(1);
    expect(damageOf(14, 13, 5, 4, "thresholds")).toBe(1);
    expect(damageOf(14, 13, 5, 4, "thresholds-literal")).toBe(0);
  });

  it("LUC-CMB-5..7 the checklist's table under all three protectionResolution options", () => {
    const rows: [number, number, number, number, [number, number, number]][] = [
      [13, 13, 0, 0, [0, 0, 0]],
      [18, 12, 4, 7, [7, 7, 7]],
      [15, 13, 5, 7, [4, 4, 4]],
      [14, 13, 7, 4, [1, 1, 0]],
      [14, 13, 5, 4, [1, 0, 0]],
      [14, 13, 9, 4, [0, 0, 0]],
    ];
    for (const [a, def, prot, d, want] of rows) {
      const got = (["thresholds", "thresholds-literal", "subtract-only"] as const).map((m) =>
        damageOf(a, def, prot, d, m),
      );
      expect(got, `attack ${a} vs ${def}, Prot ${prot}, D ${d}`).toEqual(want);
    }
  });

  it("LUC-CMB-7 zero damage stays zero whatever the Protection", () => {
    expect(damageAfterProtection(0, 3, "thresholds")).toBe(0);
    expect(damageAfterProtection(0, 0, "thresholds")).toBe(0);
  });
});
