import { describe, expect, it } from "vitest";
import { armorTotal } from "../character/items.js";
import { sampleItem } from "../data/equipment.js";
import { opts, sheet } from "../testing/helpers.js";
import { damageDealt, damageReduction, damageThreshold, reduced } from "./damage.js";
import { attackWeapon, strengthPenalty } from "./weapons.js";

const o = opts();
const holder = sheet(o, {
  attributes: { strength: 2 },
  equipment: [
    sampleItem("colt45", {
      weapon: { mode: "ranged", damage: 3, kind: "lethal", firearm: true, ammo: "armor-piercing" },
    }),
    sampleItem("revolver38", {
      weapon: { mode: "ranged", damage: 2, kind: "lethal", firearm: true, ammo: "armor-piercing" },
    }),
    sampleItem("busterSword"),
    sampleItem("shotgun"),
    sampleItem("longSword"),
  ],
});
const weapon = (name: string, c = holder) => attackWeapon(c, [], name, o);

describe("damage thresholds and damage dealt", () => {
  it("OBJ-DMG-4 the threshold is STA + Armor", () => {
    expect(damageThreshold(3, 2, weapon("Long Sword"), o).threshold).toBe(5);
  });

  it("OBJ-DMG-5 threshold 3: 2 successes → 0 damage, 3 → 1, 5 → 3", () => {
    expect([damageDealt(2, 3, 8, o), damageDealt(3, 3, 8, o), damageDealt(5, 3, 8, o)]).toEqual([0, 1, 3]);
  });

  it("OBJ-DMG-5 cap: Dagger with STR 2 → 3 dice against 6 → effective 3; 3 successes → 1 damage, 2 → 0", () => {
    expect(damageDealt(3, 6, 3, o)).toBe(1);
    expect(damageDealt(2, 6, 3, o)).toBe(0);
    expect(damageDealt(3, 6, 3, opts({ capAppliesToDamage: false }))).toBe(0);
  });

  it("OBJ-EQUIP-9 Colt .45 (3) with armour-piercing rounds against STA 3 + Armor 2 → threshold 2", () => {
    expect(damageThreshold(3, 2, weapon("Colt M1911A .45"), o).threshold).toBe(2);
  });

  it("OBJ-EQUIP-9 .38 (2) with AP against STA 1 + Armor 0 → 0; 0 successes → 1 damage, 2 successes → 3", () => {
    const t = damageThreshold(1, 0, weapon(".38 Special Revolver"), o).threshold;
    expect(t).toBe(0);
    expect(damageDealt(0, t, 4, o)).toBe(1);
    expect(damageDealt(2, t, 4, o)).toBe(3);
  });

  it("OBJ-EQUIP-9 without a floor the threshold may go below 0 (thresholdFloor null)", () => {
    expect(
      damageThreshold(1, 0, weapon(".38 Special Revolver"), opts({ thresholdFloor: null })).threshold,
    ).toBe(-1);
  });

  it("OBJ-EQUIP-10 the Buster Sword: Armor 3 lower (never below 0): STA 3 + Armor 2 → 3; STA 3 + Armor 5 → 5", () => {
    expect(damageThreshold(3, 2, weapon("Buster Sword"), o).threshold).toBe(3);
    expect(damageThreshold(3, 5, weapon("Buster Sword"), o).threshold).toBe(5);
  });

  it("OBJ-EQUIP-10 the Buster Sword needs STR 3: STR 2 → −2 dice to hit, STR 1 → −4, STR 3 → 0", () => {
    const w = weapon("Buster Sword");
    expect([strengthPenalty(w, 2), strengthPenalty(w, 1), strengthPenalty(w, 3)]).toEqual([2, 4, 0]);
  });

  it("OBJ-EQUIP-13 the shotgun doubles Armor: STA 2 + Armor 2 → 6; STA 2 + Armor 0 → 2", () => {
    expect(damageThreshold(2, 2, weapon("Double Barreled Shotgun"), o).threshold).toBe(6);
    expect(damageThreshold(2, 0, weapon("Double Barreled Shotgun"), o).threshold).toBe(2);
  });

  it("OBJ-TRAIT-15 Fireproof 2 takes 3 fire damage to 1; Fireproof 4 to 0; other damage is untouched", () => {
    const fp = (rating: number) => [
      { id: "fireproof", name: "Fireproof", kind: "positive" as const, rating },
    ];
    expect(reduced(3, damageReduction(fp(2), ["fire"]))).toBe(1);
    expect(reduced(3, damageReduction(fp(4), ["fire"]))).toBe(0);
    expect(damageReduction(fp(4), [])).toBe(0);
  });

  it("OBJ-EQUIP-6 worn armour adds up by default, or only the best counts", () => {
    const c = sheet(o, {
      equipment: [
        { name: "Helmet", armor: 1 },
        { name: "Vest", armor: 2 },
        { name: "Spare vest", armor: 3, worn: false },
      ],
    });
    expect(armorTotal(c, o)).toBe(3);
    expect(armorTotal(c, opts({ armorStacking: "highest" }))).toBe(2);
  });

  it("OBJ-DMG-6 OBJ-EQUIP-18 bare hands: Damage 0, non-lethal; the sap deals STR outright", () => {
    expect(weapon("unarmed")).toMatchObject({ damage: 0, kind: "non-lethal", fixed: null, skill: "melee" });
    const sap = attackWeapon(
      sheet(o, { attributes: { strength: 3 }, equipment: [sampleItem("sap")] }),
      [],
      "Sap",
      o,
    );
    expect(sap).toMatchObject({ fixed: 3, kind: "non-lethal" });
    const rolled = attackWeapon(
      sheet(o, { equipment: [sampleItem("sap")] }),
      [],
      "Sap",
      opts({ sapMode: "damage-roll" }),
    );
    expect(rolled.fixed).toBeNull();
  });
});
