import { describe, expect, it } from "vitest";
import { ATTRIBUTES, CORE_ATTRIBUTES } from "./attributes.js";
import { DIE_TARGETS, difficultyLabel, targetForSides } from "./dice.js";
import { SAMPLE_EQUIPMENT_IDS, sampleItem } from "./equipment.js";
import { categories } from "./item.js";
import { SKILLS, VEHICLES, vehicleSkill } from "./skills.js";
import { TRAITS, traitDef } from "./traits.js";

describe("catalogues", () => {
  it("OBJ-ATTR-1 the default attribute set is exactly the six of the book", () => {
    expect(ATTRIBUTES.map((a) => a.id)).toEqual([...CORE_ATTRIBUTES]);
    expect(ATTRIBUTES.map((a) => a.short)).toEqual(["STR", "DEX", "STA", "INT", "WIS", "CHA"]);
  });

  it("OBJ-ATTR-4 every attribute carries a domain text for the GM", () => {
    for (const a of ATTRIBUTES) expect(a.domain.length, a.id).toBeGreaterThan(20);
  });

  it("OBJ-SKILL-3 the sample skill catalogue", () => {
    expect(SKILLS.map((s) => s.name)).toEqual([
      "Boating",
      "Dodge",
      "Driving",
      "Explosives",
      "Mechanics",
      "Melee",
      "Piloting",
      "Ranged",
      "Swimming",
    ]);
  });

  it("OBJ-SKILL-4 vehicles by kind: motorboat → Boating, truck → Driving, helicopter → Piloting", () => {
    expect(vehicleSkill(VEHICLES.motorboat!)).toBe("boating");
    expect(vehicleSkill(VEHICLES.truck!)).toBe("driving");
    expect(vehicleSkill(VEHICLES.helicopter!)).toBe("piloting");
  });

  it("OBJ-SKILL-8 melee and ranged skills cover what the book says", () => {
    expect(SKILLS.find((s) => s.id === "melee")!.covers).toMatch(/fists/);
    expect(SKILLS.find((s) => s.id === "ranged")!.covers).toMatch(/bows.*thrown.*firearms/);
  });

  it("OBJ-TRAIT-1 OBJ-TRAIT-2 every trait is positive or negative, with its rules attached as data", () => {
    const kinds = Object.fromEntries(TRAITS.map((t) => [t.name, t.kind]));
    expect(kinds).toEqual({
      Aquatic: "positive",
      "Diminished Sense": "negative",
      "Fire Breathing": "positive",
      "Extra Limbs": "positive",
      Fireproof: "positive",
      "Missing Limb": "negative",
      Phobia: "negative",
      Rage: "negative",
    });
    expect(traitDef("aquatic")!.pool.effect).toBe("add-when-swimming");
    expect(traitDef("missingLimb")!.extentCaps).toEqual({
      "one-limb": { max: 3 },
      "half-limbs": { max: 6 },
      "all-limbs": { max: 6, exact: true },
    });
  });

  it("OBJ-TRAIT-14 Extra Limbs changes no pool: the rating is only recorded", () => {
    expect(traitDef("extraLimbs")!.pool).toEqual({ effect: "none" });
    expect(traitDef("extraLimbs")!.ratingMeans).toMatch(/number of extra limbs/);
  });

  it("OBJ-ROLL-5 only difficulty 1 has a name: trivial", () => {
    expect(difficultyLabel(1)).toBe("trivial");
    for (const d of [0, 2, 3, 10]) expect(difficultyLabel(d)).toBeNull();
  });

  it("OBJ-ALT-1 the book's target table: d4 4, d6 5, d8 7, d10 8, d12 9, d20 15, d24 17, d30 21, d100 70", () => {
    const table = Object.fromEntries(Object.entries(DIE_TARGETS).map(([k, v]) => [k, v.targetNumber]));
    expect(table).toEqual({ d4: 4, d6: 5, d8: 7, d10: 8, d12: 9, d20: 15, d24: 17, d30: 21, d100: 70 });
    expect(DIE_TARGETS.d10.statedChance).toBe("30%");
    expect(targetForSides(7)).toBeNull();
  });
});

describe("sample equipment", () => {
  const w = (id: string) => sampleItem(id).weapon!;

  it("OBJ-EQUIP-1 every item has notes saying what it does", () => {
    for (const id of SAMPLE_EQUIPMENT_IDS) expect(sampleItem(id).notes.length, id).toBeGreaterThan(10);
  });

  it("OBJ-EQUIP-2 categories follow the roles an item has; the wrench is a weapon and a toolbox part", () => {
    expect(categories(sampleItem("longSword"))).toEqual(["weapon"]);
    expect(categories(sampleItem("mechanicsToolbox"))).toEqual(["tool"]);
    expect(categories(sampleItem("armorPiercingBullets"))).toEqual(["ammunition"]);
    expect(categories({ ...sampleItem("dagger"), armor: 1 })).toEqual(["weapon", "protection"]);
    expect(sampleItem("mechanicsToolbox").tool!.components).toContain("Wrench");
  });

  it("OBJ-EQUIP-5 a weapon has a Damage rating, a kind and a mode", () => {
    for (const id of SAMPLE_EQUIPMENT_IDS) {
      const weapon = sampleItem(id).weapon;
      if (!weapon) continue;
      expect(weapon.damage).toBeGreaterThanOrEqual(0);
      expect(["lethal", "non-lethal"]).toContain(weapon.kind);
      expect(["melee", "ranged"]).toContain(weapon.mode);
    }
  });

  it("OBJ-DMG-6 every sample weapon is lethal except the sap", () => {
    const kinds = SAMPLE_EQUIPMENT_IDS.filter((id) => sampleItem(id).weapon).map((id) => [id, w(id).kind]);
    expect(kinds.filter(([, k]) => k === "non-lethal")).toEqual([["sap", "non-lethal"]]);
  });

  it("OBJ-EQUIP-7 OBJ-EQUIP-8 OBJ-EQUIP-11 guns: .22 rifle 1 (20 rounds), .38 revolver 2 (6), Colt .45 3 (8 + 1)", () => {
    expect([w("rifle22").mode, w("rifle22").damage, w("rifle22").capacity]).toEqual(["ranged", 1, 20]);
    expect([w("revolver38").mode, w("revolver38").damage, w("revolver38").capacity]).toEqual([
      "ranged",
      2,
      6,
    ]);
    expect([w("colt45").mode, w("colt45").damage, w("colt45").capacity]).toEqual(["ranged", 3, 9]);
  });

  it("OBJ-EQUIP-12 OBJ-EQUIP-14 OBJ-EQUIP-19 OBJ-EQUIP-20 blades and the wrench: Dagger 1, Long Sword 5, Short Sword 3, Wrench 1", () => {
    for (const [id, dmg] of [
      ["dagger", 1],
      ["longSword", 5],
      ["shortSword", 3],
      ["wrench", 1],
    ] as const) {
      expect([w(id).mode, w(id).damage, w(id).kind]).toEqual(["melee", dmg, "lethal"]);
    }
  });

  it("OBJ-EQUIP-10 OBJ-EQUIP-13 OBJ-EQUIP-15 special weapons as data: Buster Sword, shotgun, M16", () => {
    expect(w("busterSword")).toMatchObject({
      damage: 10,
      strengthRequired: 3,
      strengthPenaltyDice: 2,
      armorReduction: 3,
    });
    expect(w("shotgun")).toMatchObject({
      damage: 5,
      armorMultiplier: 2,
      armorPiercingAllowed: false,
      capacity: 2,
    });
    expect(w("m16")).toMatchObject({ damage: 3, reducesDefend: true, mode: "ranged" });
  });

  it("OBJ-EQUIP-9 armour-piercing rounds are flagged as restricted for civilians", () => {
    expect(sampleItem("armorPiercingBullets")).toMatchObject({
      restricted: true,
      ammunition: "armor-piercing",
    });
  });

  it("OBJ-EQUIP-18 the sap deals the wielder's STR, non-lethal, with no damage roll", () => {
    expect(w("sap")).toMatchObject({ mode: "melee", kind: "non-lethal", fixedDamage: "strength" });
  });

  it("OBJ-EQUIP-17 the potion grants Fire Breathing 3 and is used up", () => {
    expect(sampleItem("potionOfFireBreathing").tool).toMatchObject({
      grants: { trait: "fireBreathing", rating: 3 },
      consumable: true,
    });
  });

  it("OBJ-EQUIP-16 the toolbox adds 1 die to Mechanics", () => {
    expect(sampleItem("Mechanic's Toolbox").tool).toMatchObject({ skill: "mechanics", bonus: 1 });
  });
});
