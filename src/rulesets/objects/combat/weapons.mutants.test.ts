// Tests written to kill surviving mutants of weapons.ts (issue 21): the names that mean bare hands or
// fire breath, the default weapon, the refusals' words, and the records built for each.
import { describe, expect, it } from "vitest";
import { EngineError } from "../../../engine/errors.js";
import { sampleItem } from "../data/equipment.js";
import { opts, sheet } from "../testing/helpers.js";
import { attackWeapon, strengthPenalty } from "./weapons.js";

const o = opts();
const breather = [{ id: "fireBreathing", name: "Fire Breathing", kind: "positive" as const, rating: 3 }];

describe("attack weapons", () => {
  it("OBJ-DMG-6 bare hands by any of its names: the full record", () => {
    const c = sheet(o, { equipment: [sampleItem("longSword")] });
    for (const name of ["unarmed", "Fists", "bare hands", "none"])
      expect(attackWeapon(c, [], name, o)).toEqual({
        name: "bare hands",
        mode: "melee",
        skill: "melee",
        trait: null,
        damage: 0,
        kind: "non-lethal",
        fixed: null,
        tags: [],
        armorMultiplier: 1,
        armorReduction: 0,
        armorPiercing: false,
        strengthRequired: 0,
        strengthPenaltyDice: 0,
        reducesDefend: false,
        itemIndex: null,
        rounds: null,
      });
  });

  it("OBJ-TRAIT-11 OBJ-TRAIT-12 fire breath by any of its names: ranged, Ranged + the trait, fixed rating, fire", () => {
    const c = sheet(o);
    for (const name of ["Fire Breathing", "breath", "fire"])
      expect(attackWeapon(c, breather, name, o)).toMatchObject({
        name: "Fire Breathing",
        mode: "ranged",
        skill: "ranged",
        trait: "fireBreathing",
        damage: 3,
        kind: "lethal",
        fixed: 3,
        tags: ["fire"],
        itemIndex: null,
      });
    expect(
      attackWeapon(c, breather, "fire", opts({ fireBreathingDamageMode: "damage-rating" })).fixed,
    ).toBeNull();
  });

  it("OBJ-TRAIT-11 without Fire Breathing the breath is refused, in words", () => {
    const c = sheet(o);
    expect(() => attackWeapon(c, [], "fire", o)).toThrow(
      new EngineError("refused", "Someone cannot breathe fire (no approved or granted Fire Breathing)", [
        "weapon",
      ]),
    );
    try {
      attackWeapon(c, [], "fire", o);
    } catch (e) {
      expect(e).toMatchObject({ code: "refused", path: ["weapon"] });
    }
  });

  it("OBJ-ACT-3 no name: the first weapon carried, else bare hands; an unknown name is refused", () => {
    const c = sheet(o, { equipment: [{ name: "Rope" }, sampleItem("longSword"), sampleItem("shotgun")] });
    expect(attackWeapon(c, [], undefined, o)).toMatchObject({
      name: "Long Sword",
      itemIndex: 1,
      skill: "melee",
    });
    expect(attackWeapon(sheet(o, { equipment: [{ name: "Rope" }] }), [], undefined, o).name).toBe(
      "bare hands",
    );
    try {
      attackWeapon(c, [], "Rope", o);
      expect.unreachable();
    } catch (e) {
      expect(e).toMatchObject({
        code: "invalid",
        message: "Someone has no weapon 'Rope' (or say unarmed, fire breathing)",
        path: ["weapon"],
      });
    }
    expect(() => attackWeapon(c, [], "Bazooka", o)).toThrow("has no weapon 'Bazooka'");
  });

  it("OBJ-ACT-4 OBJ-EQUIP-13 a carried ranged weapon: the Ranged skill, its Armor effect and rounds", () => {
    const c = sheet(o, { equipment: [sampleItem("longSword"), sampleItem("shotgun")] });
    const w = attackWeapon(c, [], "Double Barreled Shotgun", o);
    expect(w).toMatchObject({
      mode: "ranged",
      skill: "ranged",
      trait: null,
      damage: 5,
      kind: "lethal",
      fixed: null,
      armorMultiplier: 2,
      armorReduction: 0,
      armorPiercing: false,
      reducesDefend: false,
      itemIndex: 1,
      rounds: 2,
    });
  });

  it("OBJ-EQUIP-9 OBJ-EQUIP-15 armour-piercing needs a firearm loaded with AP; the M16 reduces Defend", () => {
    const c = sheet(o, {
      equipment: [
        sampleItem("colt45", {
          weapon: { mode: "ranged", damage: 3, kind: "lethal", firearm: true, ammo: "armor-piercing" },
        }),
        sampleItem("colt45", {
          name: "Plain Colt",
          weapon: { mode: "ranged", damage: 3, kind: "lethal", firearm: true },
        }),
        sampleItem("m16"),
      ],
    });
    expect(attackWeapon(c, [], "Colt M1911A .45", o).armorPiercing).toBe(true);
    expect(attackWeapon(c, [], "Plain Colt", o).armorPiercing).toBe(false);
    expect(attackWeapon(c, [], "M16 Assault Rifle", o).reducesDefend).toBe(true);
  });

  it("OBJ-EQUIP-18 the sap deals the attacker's STR outright: STR 4 → 4", () => {
    const c = sheet(o, { attributes: { strength: 4 }, equipment: [sampleItem("sap")] });
    expect(attackWeapon(c, [], "Sap", o)).toMatchObject({ fixed: 4, mode: "melee", skill: "melee" });
  });

  it("OBJ-TRAIT-15 a carried weapon keeps its damage tags (a fire sword is reduced by Fireproof)", () => {
    const c = sheet(o, {
      equipment: [
        { name: "Flame Blade", weapon: { mode: "melee", damage: 2, kind: "lethal", tags: ["fire"] } },
      ],
    });
    expect(attackWeapon(c, [], "Flame Blade", o).tags).toEqual(["fire"]);
  });

  it("OBJ-EQUIP-10 the Buster Sword's needs and penalty per point", () => {
    const c = sheet(o, { equipment: [sampleItem("busterSword")] });
    const w = attackWeapon(c, [], "Buster Sword", o);
    expect(w).toMatchObject({ strengthRequired: 3, strengthPenaltyDice: 2, armorReduction: 3 });
    expect(strengthPenalty(w, 5)).toBe(0);
    expect(strengthPenalty(w, 0)).toBe(6);
  });
});
