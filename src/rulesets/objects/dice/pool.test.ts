import { describe, expect, it } from "vitest";
import type { ObjOptions } from "../options/schema.js";
import { opts, sheet, view } from "../testing/helpers.js";
import { buildPool, type PoolRequest } from "./pool.js";

const o = opts();
type Patch = Parameters<typeof sheet>[1];
const pool = (patch: Patch, req: Partial<PoolRequest>, options: ObjOptions = o) =>
  buildPool(
    view(sheet(options, patch)),
    { attributes: ["dexterity"], skill: null, trait: null, ...req },
    options,
  );

describe("building pools", () => {
  it("OBJ-ROLL-2 DEX 3 + Melee 2 → 5 dice", () => {
    expect(pool({ attributes: { dexterity: 3 }, skills: { melee: 2 } }, { skill: "melee" }).size).toBe(5);
  });

  it("OBJ-ROLL-13 attribute roll: WIS 3 + INT 2 → 5", () => {
    const p = pool(
      { attributes: { wisdom: 3, intelligence: 2 } },
      { attributes: ["wisdom", "intelligence"] },
    );
    expect([p.form, p.size]).toEqual(["attribute", 5]);
  });

  it("OBJ-ROLL-14 skill roll: DEX 3 + Ranged 2 → 5", () => {
    const p = pool({ attributes: { dexterity: 3 }, skills: { ranged: 2 } }, { skill: "ranged" });
    expect([p.form, p.size]).toEqual(["skill", 5]);
  });

  it("OBJ-ROLL-15 trait roll: STR 2 + Aquatic 3 → 5", () => {
    const p = pool(
      { attributes: { strength: 2 }, traits: [{ trait: "aquatic", rating: 3, approved: true }] },
      { attributes: ["strength"], trait: "aquatic" },
    );
    expect([p.form, p.size]).toEqual(["trait", 5]);
  });

  it("OBJ-ROLL-16 skill-and-trait roll: DEX 3 + Ranged 2 + Fire Breathing 3 → 8", () => {
    const p = pool(
      {
        attributes: { dexterity: 3 },
        skills: { ranged: 2 },
        traits: [{ trait: "fireBreathing", rating: 3, approved: true }],
      },
      { skill: "ranged", trait: "fireBreathing" },
    );
    expect([p.form, p.size]).toEqual(["skill-and-trait", 8]);
  });

  it("OBJ-ROLL-9 unskilled: DEX 5, Melee 0 → 2; DEX 4 → 2; DEX 1 → 0, impossible", () => {
    expect(pool({ attributes: { dexterity: 5 } }, { skill: "melee" })).toMatchObject({
      size: 2,
      unskilled: true,
    });
    expect(pool({ attributes: { dexterity: 4 } }, { skill: "melee" }).size).toBe(2);
    const p = pool({ attributes: { dexterity: 1 } }, { skill: "melee" });
    expect(p.size).toBe(0);
    expect(p.impossible).toMatch(/no dice/);
  });

  it("OBJ-ROLL-9 options: rounding up, and a minimum of one unskilled die", () => {
    expect(
      pool({ attributes: { dexterity: 5 } }, { skill: "melee" }, opts({ halfRounding: "up" })).size,
    ).toBe(3);
    const p = pool({ attributes: { dexterity: 1 } }, { skill: "melee" }, opts({ unskilledMinimumDice: 1 }));
    expect([p.size, p.impossible]).toEqual([1, null]);
  });

  it("OBJ-ROLL-10 DEX 3, Ranged 0, Fire Breathing 3 → 1 die (the trait is dropped too); by option 1 + 3 = 4", () => {
    const patch = {
      attributes: { dexterity: 3 },
      traits: [{ trait: "fireBreathing", rating: 3, approved: true }],
    };
    expect(pool(patch, { skill: "ranged", trait: "fireBreathing" }).size).toBe(1);
    expect(
      pool(patch, { skill: "ranged", trait: "fireBreathing" }, opts({ unskilledKeepsOtherComponent: true }))
        .size,
    ).toBe(4);
  });

  it("OBJ-ROLL-11 halve first, then modifiers: DEX 5, Ranged 0, +1 die → 3; halving after is an option", () => {
    const plusOne = [{ label: "bright red coat", dice: 1, source: "gm" }];
    expect(pool({ attributes: { dexterity: 5 } }, { skill: "ranged", modifiers: plusOne }).size).toBe(3);
    const plusTwo = [{ label: "point blank", dice: 2, source: "gm" }];
    expect(pool({ attributes: { dexterity: 5 } }, { skill: "ranged", modifiers: plusTwo }).size).toBe(4);
    expect(
      pool(
        { attributes: { dexterity: 5 } },
        { skill: "ranged", modifiers: plusTwo },
        opts({ halveAfterModifiers: true }),
      ).size,
    ).toBe(3);
  });

  it("OBJ-MOD-1 DEX 3 + Ranged 2 = 5, pouring rain −2, bright red clothing +1 → 4 dice", () => {
    const p = pool(
      { attributes: { dexterity: 3 }, skills: { ranged: 2 } },
      {
        skill: "ranged",
        modifiers: [
          { label: "pouring rain", dice: -2, source: "gm" },
          { label: "target in bright red", dice: 1, source: "gm" },
        ],
      },
    );
    expect([p.base, p.size]).toEqual([5, 4]);
  });

  it("OBJ-MOD-2 base 2 with −3 → 0 dice, impossible", () => {
    const p = pool(
      { attributes: { dexterity: 1, strength: 1 } },
      {
        attributes: ["dexterity", "strength"],
        modifiers: [{ label: "blindfolded", dice: -3, source: "gm" }],
      },
    );
    expect([p.base, p.size]).toEqual([2, 0]);
    expect(p.impossible).not.toBeNull();
  });

  it("OBJ-MOD-3 each modifier keeps its label, signed value and source", () => {
    const p = pool(
      { skills: { ranged: 1 } },
      { skill: "ranged", modifiers: [{ label: "fog", dice: -1, source: "gm" }] },
    );
    expect(p.modifiers).toEqual([{ label: "fog", dice: -1, source: "gm" }]);
  });

  it("OBJ-TRAIT-7 STR 2, Swimming 1, Aquatic 3, a swimming roll → 6 dice", () => {
    const p = pool(
      {
        attributes: { strength: 2 },
        skills: { swimming: 1 },
        traits: [{ trait: "aquatic", rating: 3, approved: true }],
      },
      { attributes: ["strength"], skill: "swimming" },
    );
    expect(p.size).toBe(6);
    expect(p.modifiers).toEqual([{ label: "Aquatic", dice: 3, source: "trait" }]);
  });

  it("OBJ-TRAIT-9 Diminished Sense (sight) 2: WIS 3 + INT 2 to spot a visual clue → 3; other senses untouched", () => {
    const patch = {
      attributes: { wisdom: 3, intelligence: 2 },
      traits: [{ trait: "diminishedSense", sense: "sight" as const, rating: 2, approved: true }],
    };
    expect(pool(patch, { attributes: ["wisdom", "intelligence"], senses: ["sight"] }).size).toBe(3);
    expect(pool(patch, { attributes: ["wisdom", "intelligence"], senses: ["hearing"] }).size).toBe(5);
  });

  it("OBJ-TRAIT-17 Missing Limb 2: DEX 4 + Melee 2 → 4; STR 3 + DEX 2 → 3 (once, not twice)", () => {
    const traits = [{ trait: "missingLimb", extent: "one-limb" as const, rating: 2, approved: true }];
    expect(
      pool({ attributes: { dexterity: 4 }, skills: { melee: 2 }, traits }, { skill: "melee" }).size,
    ).toBe(4);
    expect(
      pool({ attributes: { strength: 3, dexterity: 2 }, traits }, { attributes: ["strength", "dexterity"] })
        .size,
    ).toBe(3);
    expect(pool({ traits }, { attributes: ["wisdom", "intelligence"] }).size).toBe(6);
  });

  it("OBJ-TRAIT-18 every limb missing: pools with STR or DEX are 0 and cannot be rolled, whatever the bonus", () => {
    const traits = [{ trait: "missingLimb", extent: "all-limbs" as const, rating: 6, approved: true }];
    const p = pool(
      { attributes: { dexterity: 6 }, skills: { melee: 6 }, traits },
      {
        skill: "melee",
        modifiers: [{ label: "help", dice: 10, source: "gm" }],
      },
    );
    expect(p.size).toBe(0);
    expect(p.impossible).toMatch(/no limbs/);
    expect(pool({ traits }, { attributes: ["wisdom", "intelligence"] }).impossible).toBeNull();
  });

  it("OBJ-SKILL-7 Mechanics 0 cannot be attempted; with mechanicsRequiresRating off it is a normal unskilled roll", () => {
    expect(
      pool({ attributes: { intelligence: 4 } }, { attributes: ["intelligence"], skill: "mechanics" })
        .impossible,
    ).toMatch(/Mechanics/);
    const p = pool(
      { attributes: { intelligence: 4 } },
      { attributes: ["intelligence"], skill: "mechanics" },
      opts({ mechanicsRequiresRating: false }),
    );
    expect([p.size, p.impossible]).toEqual([2, null]);
  });

  it("OBJ-STAT-3 OBJ-CORE-3 wound penalties are an optional module: off by default, the GM's table when on", () => {
    const wounded = { damage: { lethal: 4, nonLethal: 0 }, skills: { melee: 2 } }; // Health 2 of 6
    expect(pool(wounded, { skill: "melee" }).size).toBe(5);
    const on = opts({
      woundPenalties: [
        { healthAtOrBelow: 4, dice: -1 },
        { healthAtOrBelow: 2, dice: -2 },
      ],
    });
    const p = pool(wounded, { skill: "melee" }, on);
    expect(p.size).toBe(3);
    expect(p.modifiers).toEqual([{ label: "wounded (Health 2)", dice: -2, source: "wound" }]);
  });

  it("OBJ-CHAR-11 a trait awaiting approval adds nothing: the roll is unskilled in it", () => {
    const p = pool(
      {
        skills: { ranged: 2 },
        traits: [{ trait: "fireBreathing", rating: 3, approved: false }],
        draft: true,
      },
      {
        skill: "ranged",
        trait: "fireBreathing",
      },
    );
    expect(p.unskilled).toBe(true);
  });
});
