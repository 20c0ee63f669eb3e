// Tests that kill mutants of pool.ts that survived `npm run mutate -- src/rulesets/objects/dice`
// (issue 21): each pins a rule the existing pool tests left open. The survivors no test can kill are
// listed as equivalent in docs/mutation.md.

import { describe, expect, it } from "vitest";
import type { ObjOptions } from "../options/schema.js";
import { opts, sheet, view } from "../testing/helpers.js";
import { buildPool, type PoolRequest, type RollerView } from "./pool.js";

const o = opts();
type Patch = Parameters<typeof sheet>[1];
const pool = (patch: Patch, req: Partial<PoolRequest>, options: ObjOptions = o) =>
  buildPool(
    view(sheet(options, patch)),
    { attributes: ["dexterity"], skill: null, trait: null, ...req },
    options,
  );

describe("building pools: what the mutants found open", () => {
  it("OBJ-ROLL-1 OBJ-ROLL-16 the pool records each entry with the rating it had, the missing one at 0", () => {
    const patch = {
      attributes: { dexterity: 3 },
      skills: { ranged: 2 },
      traits: [
        { trait: "aquatic", rating: 1, approved: true },
        { trait: "fireBreathing", rating: 3, approved: true },
      ],
    };
    const p = pool(patch, { skill: "ranged", trait: "fireBreathing" });
    expect(p.components).toEqual([
      { kind: "attribute", id: "dexterity", rating: 3 },
      { kind: "skill", id: "ranged", rating: 2 },
      { kind: "trait", id: "fireBreathing", rating: 3 },
    ]);
    expect(p.size).toBe(8); // the named trait's rating (3), not the sheet's first trait (Aquatic 1)
    expect(pool(patch, { skill: "melee" }).components).toEqual([
      { kind: "attribute", id: "dexterity", rating: 3 },
      { kind: "skill", id: "melee", rating: 0 },
    ]);
    expect(pool(patch, { attributes: ["dexterity", "wisdom"] }).components).toEqual([
      { kind: "attribute", id: "dexterity", rating: 3 },
      { kind: "attribute", id: "wisdom", rating: 3 },
    ]);
  });

  it("OBJ-DMG-2 a damage pool records the weapon's Damage as an extra entry and is of form 'damage'", () => {
    const p = pool(
      { attributes: { strength: 4 } },
      { attributes: ["strength"], extra: [{ label: "Long Sword Damage", dice: 3 }] },
    );
    expect(p.components).toEqual([
      { kind: "attribute", id: "strength", rating: 4 },
      { kind: "extra", id: "Long Sword Damage", rating: 3 },
    ]);
    expect([p.form, p.size]).toEqual(["damage", 7]);
  });

  it("OBJ-TRAIT-17 Missing Limb takes its rating from a pool with STR or DEX and any other attribute, labelled by name", () => {
    const traits = [{ trait: "missingLimb", extent: "one-limb" as const, rating: 2, approved: true }];
    const p = pool({ traits }, { attributes: ["strength", "wisdom"] });
    expect(p.size).toBe(4);
    expect(p.modifiers).toEqual([{ label: "Missing Limb", dice: -2, source: "trait" }]);
  });

  it("OBJ-TRAIT-18 every limb missing: a pool pairing STR with a mental attribute cannot be rolled either", () => {
    const traits = [{ trait: "missingLimb", extent: "all-limbs" as const, rating: 6, approved: true }];
    const p = pool({ traits }, { attributes: ["strength", "wisdom"] });
    expect(p.size).toBe(0);
    expect(p.impossible).toMatch(/no limbs/);
  });

  it("OBJ-TRAIT-7 Aquatic named as the roll's own trait on a swimming roll counts once: STR 2 + Aquatic 3 → 5", () => {
    const p = pool(
      { attributes: { strength: 2 }, traits: [{ trait: "aquatic", rating: 3, approved: true }] },
      { attributes: ["strength"], trait: "aquatic", swimming: true },
    );
    expect([p.size, p.modifiers]).toEqual([5, []]);
  });

  it("OBJ-TRAIT-9 only Diminished Sense takes dice for a sense: a sense recorded on another trait takes none", () => {
    const p = pool(
      {
        attributes: { wisdom: 3, intelligence: 2 },
        traits: [{ trait: "aquatic", sense: "sight" as const, rating: 2, approved: true }],
      },
      { attributes: ["wisdom", "intelligence"], senses: ["sight"] },
    );
    expect([p.size, p.modifiers]).toEqual([5, []]);
  });

  it("OBJ-STAT-3 the wound row applies only once Health has reached it, and the most severe reached row wins whatever the table's order", () => {
    const rows = [
      { healthAtOrBelow: 2, dice: -2 },
      { healthAtOrBelow: 4, dice: -1 },
    ];
    const on = opts({ woundPenalties: rows });
    const atHealth = (health: number) => {
      const lethal = 6 - health; // every attribute 3: Health 6
      return pool({ damage: { lethal, nonLethal: 0 }, skills: { melee: 2 } }, { skill: "melee" }, on);
    };
    expect(atHealth(5).modifiers).toEqual([]);
    expect(atHealth(4).modifiers).toEqual([{ label: "wounded (Health 4)", dice: -1, source: "wound" }]);
    expect(atHealth(2).modifiers).toEqual([{ label: "wounded (Health 2)", dice: -2, source: "wound" }]);
  });

  it("OBJ-ROLL-10 OBJ-ROLL-11 halving after modifiers with the kept component: DEX 3, Ranged 0, Fire Breathing 3 → 1 + 3 = 4", () => {
    const both = opts({ halveAfterModifiers: true, unskilledKeepsOtherComponent: true });
    const p = pool(
      { attributes: { dexterity: 3 }, traits: [{ trait: "fireBreathing", rating: 3, approved: true }] },
      { skill: "ranged", trait: "fireBreathing" },
      both,
    );
    expect([p.unskilled, p.size]).toEqual([true, 4]);
  });

  it("OBJ-SKILL-7 Mechanics with a rating is a normal skill roll: INT 3 + Mechanics 2 → 5", () => {
    const p = pool(
      { attributes: { intelligence: 3 }, skills: { mechanics: 2 } },
      { attributes: ["intelligence"], skill: "mechanics" },
    );
    expect([p.size, p.impossible]).toEqual([5, null]);
  });

  it("OBJ-ROLL-7 with zeroPoolPolicy roll-zero-successes a pool of 0 is rolled (0 successes), not refused", () => {
    const p = pool(
      { attributes: { dexterity: 1 } },
      { skill: "melee" },
      opts({ zeroPoolPolicy: "roll-zero-successes" }),
    );
    expect([p.size, p.impossible]).toEqual([0, null]);
  });

  it("OBJ-ROLL-2 a trait the data does not know (a sheet from a later version) changes no pool", () => {
    const v: RollerView = {
      name: "Someone",
      attributes: { strength: 3, dexterity: 3 },
      skills: {},
      traits: [{ id: "gills", name: "Gills", kind: "positive", rating: 2 }],
      health: 6,
    };
    const p = buildPool(v, { attributes: ["strength", "dexterity"], skill: null, trait: null }, o);
    expect([p.size, p.modifiers, p.impossible]).toEqual([6, [], null]);
  });
});
