// Tests written to kill surviving mutants of damage.ts (issue 21): the threshold's explanation steps,
// when each weapon effect applies and when it says nothing, and the floor at its edge.
import { describe, expect, it } from "vitest";
import { sampleItem } from "../data/equipment.js";
import { opts, sheet } from "../testing/helpers.js";
import { damageDealt, damageReduction, damageThreshold, reduced } from "./damage.js";
import { attackWeapon } from "./weapons.js";

const o = opts();
const holder = sheet(o, {
  attributes: { strength: 3 },
  equipment: [
    sampleItem("colt45", {
      weapon: { mode: "ranged", damage: 3, kind: "lethal", firearm: true, ammo: "armor-piercing" },
    }),
    sampleItem("busterSword"),
    sampleItem("shotgun"),
    sampleItem("longSword"),
  ],
});
const weapon = (name: string) => attackWeapon(holder, [], name, o);

describe("damage threshold steps", () => {
  it("OBJ-DMG-4 a plain weapon explains nothing: STA 3 + Armor 2 → 5, Armor as worn", () => {
    expect(damageThreshold(3, 2, weapon("Long Sword"), o)).toEqual({ threshold: 5, armor: 2, steps: [] });
  });

  it("OBJ-EQUIP-10 the Buster Sword's step names the Armor before and after", () => {
    expect(damageThreshold(3, 2, weapon("Buster Sword"), o)).toEqual({
      threshold: 3,
      armor: 0,
      steps: ["Buster Sword takes 3 off Armor 2 → 0"],
    });
    expect(damageThreshold(3, 5, weapon("Buster Sword"), o)).toEqual({
      threshold: 5,
      armor: 2,
      steps: ["Buster Sword takes 3 off Armor 5 → 2"],
    });
  });

  it("OBJ-EQUIP-10 OBJ-EQUIP-13 no armour, nothing to lower or double, no step", () => {
    expect(damageThreshold(3, 0, weapon("Buster Sword"), o).steps).toEqual([]);
    expect(damageThreshold(2, 0, weapon("Double Barreled Shotgun"), o).steps).toEqual([]);
  });

  it("OBJ-EQUIP-13 the shotgun's step names the multiplier", () => {
    expect(damageThreshold(2, 2, weapon("Double Barreled Shotgun"), o)).toEqual({
      threshold: 6,
      armor: 4,
      steps: ["Double Barreled Shotgun multiplies Armor 2 by 2 → 4"],
    });
  });

  it("OBJ-EQUIP-9 armour-piercing rounds: the step, then the floor's", () => {
    expect(damageThreshold(3, 2, weapon("Colt M1911A .45"), o).steps).toEqual([
      "armour-piercing rounds take 3 off STA + Armor 5 → 2",
    ]);
    expect(damageThreshold(1, 1, weapon("Colt M1911A .45"), o)).toEqual({
      threshold: 0,
      armor: 1,
      steps: ["armour-piercing rounds take 3 off STA + Armor 2 → -1", "threshold raised to the floor 0"],
    });
  });

  it("OBJ-EQUIP-9 a threshold exactly at the floor is not raised (no step)", () => {
    const r = damageThreshold(2, 1, weapon("Colt M1911A .45"), o);
    expect(r.threshold).toBe(0);
    expect(r.steps).toEqual(["armour-piercing rounds take 3 off STA + Armor 3 → 0"]);
    expect(damageThreshold(1, 0, weapon("Long Sword"), opts({ thresholdFloor: 1 })).steps).toEqual([]);
  });
});

describe("damage dealt and reduced", () => {
  it("OBJ-DMG-5 exactly the threshold deals 1, one below deals 0", () => {
    expect(damageDealt(4, 4, 8, o)).toBe(1);
    expect(damageDealt(3, 4, 8, o)).toBe(0);
    expect(damageDealt(6, 4, 8, o)).toBe(3);
  });

  it("OBJ-TRAIT-15 Fireproof ratings add up; a trait that reduces nothing is not counted", () => {
    const traits = [
      { id: "fireproof", name: "Fireproof", kind: "positive" as const, rating: 2 },
      { id: "fireproof", name: "Fireproof", kind: "positive" as const, rating: 1 },
      { id: "aquatic", name: "Aquatic", kind: "positive" as const, rating: 5 },
    ];
    expect(damageReduction(traits, ["fire"])).toBe(3);
    expect(damageReduction(traits, ["cold"])).toBe(0);
    expect(reduced(5, 3)).toBe(2);
    expect(reduced(2, 3)).toBe(0);
  });
});

describe("damage reduction, invented traits", () => {
  it("OBJ-TRAIT-15 a trait the catalogue does not know reduces nothing (and is no error)", () => {
    const made = [{ id: "madeUp", name: "Made Up", kind: "positive" as const, rating: 3 }];
    expect(damageReduction(made, ["fire"])).toBe(0);
  });
});
