import { describe, expect, it } from "vitest";
import { classifyCrit } from "./crit.js";
import { critDamage } from "./critDamage.js";
import { DEFAULT_CHECK_OPTIONS } from "./options.js";

const at10: [number, number] = [10, 10];

describe("criticals, every class with its bonuses", () => {
  it("DE-CRIT-2..8 each class's roll and damage bonus", () => {
    const c = (kept: [number, number]) => classifyCrit(kept, at10, DEFAULT_CHECK_OPTIONS);
    expect(c([10, 10])).toEqual({ crit: "superCrit", rollBonus: 4, damageBonus: 2 });
    expect(c([10, 5])).toEqual({ crit: "semiCrit", rollBonus: 2, damageBonus: 1 });
    expect(c([5, 10])).toEqual({ crit: "semiCrit", rollBonus: 2, damageBonus: 1 });
    expect(c([1, 10])).toEqual({ crit: "antiCrit", rollBonus: 0, damageBonus: 0 });
    expect(c([1, 5])).toEqual({ crit: "semiFail", rollBonus: 0, damageBonus: 0 });
    expect(c([5, 1])).toEqual({ crit: "semiFail", rollBonus: 0, damageBonus: 0 });
    expect(c([1, 1])).toEqual({ crit: "superFail", rollBonus: 0, damageBonus: 0 });
    expect(c([9, 2])).toEqual({ crit: "none", rollBonus: 0, damageBonus: 0 });
    expect(classifyCrit(at10, at10, { superCritRollBonus: 2 }).rollBonus).toBe(2);
  });

  it("DE-CRIT-10 a face just under its own threshold is not critical", () => {
    expect(classifyCrit([9, 11], [10, 12], DEFAULT_CHECK_OPTIONS).crit).toBe("none");
    expect(classifyCrit([9, 12], [10, 12], DEFAULT_CHECK_OPTIONS).crit).toBe("semiCrit");
  });

  it("DE-CRIT-3/5 crit damage: +1 semi, (base + 2 + flat) × 2 super, flat bonuses added otherwise", () => {
    expect(critDamage(4, "semiCrit", 3)).toBe(8);
    expect(critDamage(4, "superCrit", 3)).toBe(18);
    expect(critDamage(4, "superCrit")).toBe(12);
    expect(critDamage(4, "none", 3)).toBe(7);
    expect(critDamage(4, "semiFail")).toBe(4);
    expect(critDamage(4, "superFail")).toBe(4);
  });
});
