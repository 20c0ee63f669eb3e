import { describe, expect, it } from "vitest";
import { parseArmour, parseHeldArmour } from "./armour.js";
import { computeDefence, type DefenceInput, dvAgainst } from "./dv.js";

const base: DefenceInput = {
  endurance: 2,
  agility: 3,
  skills: [],
  armour: null,
  held: null,
  fortified: false,
};

describe("Defence Value, every field", () => {
  it("DE-DV-1 no armour and nothing held: every stat counts, no PA or EA, nothing unskilled", () => {
    expect(computeDefence(base)).toEqual({
      normal: 10,
      touch: 10,
      surprised: 7,
      pa: { worn: 0, held: 0, total: 0 },
      ea: { worn: 0, held: 0, total: 0 },
      armourType: null,
      addsEndurance: true,
      addsAgility: true,
      unskilled: { armour: false, held: false },
      modifierTotals: { normal: 0, touch: 0, surprised: 0 },
    });
  });

  it("DE-DV-2/5 worn and held PA and EA are kept apart and added up, each with its own skill", () => {
    const armour = parseArmour({ name: "Mail", type: "vanguard", pa: 3, ea: 2 });
    const held = parseHeldArmour({ name: "Shield", pa: 2, ea: 1 });
    const both = computeDefence({ ...base, armour, held, skills: ["vanguardArmour", "shields"] });
    expect(both).toMatchObject({
      normal: 13,
      touch: 8,
      surprised: 10,
      pa: { worn: 3, held: 2, total: 5 },
      ea: { worn: 2, held: 1, total: 3 },
      armourType: "vanguard",
      addsEndurance: false,
      addsAgility: true,
      unskilled: { armour: false, held: false },
    });
    const noShield = computeDefence({ ...base, armour, held, skills: ["vanguardArmour"] });
    expect(noShield).toMatchObject({
      pa: { worn: 3, held: 0, total: 3 },
      ea: { worn: 2, held: 0, total: 2 },
      unskilled: { armour: false, held: true },
    });
    const noArmourSkill = computeDefence({ ...base, armour, held, skills: ["shields"] });
    expect(noArmourSkill).toMatchObject({
      normal: 10,
      pa: { worn: 0, held: 2, total: 2 },
      ea: { worn: 0, held: 1, total: 1 },
      unskilled: { armour: true, held: false },
    });
  });

  it("DE-DV-5 a held item alone adds its values to an unarmoured character", () => {
    const held = parseHeldArmour({ name: "Shield", pa: 2, ea: 3 });
    expect(computeDefence({ ...base, held, skills: ["shields"] })).toMatchObject({
      normal: 12,
      pa: { worn: 0, held: 2, total: 2 },
      ea: { worn: 0, held: 3, total: 3 },
      armourType: null,
    });
  });

  it("DE-DV-8 Fortitude drops Agility only, on every DV type", () => {
    const armour = parseArmour({ name: "Plate", type: "fortitude", pa: 2 });
    expect(computeDefence({ ...base, armour, skills: ["fortitudeArmour"] })).toMatchObject({
      normal: 9,
      touch: 7,
      surprised: 9,
      addsEndurance: true,
      addsAgility: false,
    });
  });

  it("DE-DV-9 only Fortress armour is halved outside the stance; Reflex keeps an odd PA whole", () => {
    const reflex = parseArmour({ name: "Vest", type: "reflex", pa: 3, ea: 1 });
    expect(computeDefence({ ...base, armour: reflex, skills: ["reflexArmour"] }).pa.total).toBe(3);
    const fortress = parseArmour({ name: "Bulwark", type: "fortress", pa: 5, ea: 3 });
    const out = computeDefence({ ...base, armour: fortress, skills: ["fortressArmour"] });
    expect(out).toMatchObject({ pa: { worn: 3, total: 3 }, ea: { worn: 3, total: 3 } });
  });

  it("DE-DV-12 a modifier naming a DV type twice counts once; totals are reported per type", () => {
    const d = computeDefence({
      ...base,
      modifiers: [
        { source: "A", amount: 2, dvTypes: ["normal", "normal", "surprised"] },
        { source: "B", amount: -1, dvTypes: ["surprised"] },
      ],
    });
    expect(d.modifierTotals).toEqual({ normal: 2, touch: 0, surprised: 1 });
    expect([d.normal, d.touch, d.surprised]).toEqual([12, 10, 8]);
  });
});

describe("the DV one attack meets, every field", () => {
  const armour = parseArmour({ name: "Vest", type: "reflex", pa: 3 });
  const d = computeDefence({ ...base, armour, skills: ["reflexArmour"] });

  it("DE-DV-6 Touch DV has no PA to lose to armour piercing", () => {
    expect(d.touch).toBe(10);
    expect(dvAgainst(d, { dvType: "touch", ap: 5, ranged: false })).toEqual({
      dv: 10,
      paRemoved: 0,
      coverBonus: 0,
    });
  });

  it("DE-DV-6 AP below the PA removes nothing; at or above it removes all of it", () => {
    expect(dvAgainst(d, { dvType: "normal", ap: 2, ranged: false })).toEqual({
      dv: 13,
      paRemoved: 0,
      coverBonus: 0,
    });
    expect(dvAgainst(d, { dvType: "normal", ap: 4, ranged: false })).toEqual({
      dv: 10,
      paRemoved: 3,
      coverBonus: 0,
    });
    expect(dvAgainst(d, { dvType: "surprised", ap: 3, ranged: false })).toEqual({
      dv: 7,
      paRemoved: 3,
      coverBonus: 0,
    });
  });

  it("DE-DV-7 a ranged attack with no cover given meets the plain DV; cover reports its bonus", () => {
    expect(dvAgainst(d, { dvType: "normal", ranged: true })).toEqual({ dv: 13, paRemoved: 0, coverBonus: 0 });
    expect(dvAgainst(d, { dvType: "normal", ranged: true, cover: "none" })).toEqual({
      dv: 13,
      paRemoved: 0,
      coverBonus: 0,
    });
    expect(dvAgainst(d, { dvType: "normal", ap: 3, ranged: true, cover: "half" })).toEqual({
      dv: 12,
      paRemoved: 3,
      coverBonus: 2,
    });
    expect(dvAgainst(d, { dvType: "touch", ranged: false, cover: "threeQuarters" })).toEqual({
      dv: 10,
      paRemoved: 0,
      coverBonus: 0,
    });
  });
});
