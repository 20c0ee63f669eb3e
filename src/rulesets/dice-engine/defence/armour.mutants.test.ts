import { describe, expect, it } from "vitest";
import { refusal } from "../testing/duel.js";
import {
  ARMOUR_TYPES,
  armourSkill,
  declareHeldArmour,
  hasArmourSkill,
  hasHeldSkill,
  parseArmour,
  parseHeldArmour,
  toggleFortified,
} from "./armour.js";

describe("armour data, at its edges", () => {
  it("DE-DV-2 a bad armour or held item is refused as invalid, naming what and the field", () => {
    const worn = refusal(() => parseArmour({ name: "Vest", type: "reflex", pa: -1 }));
    expect(worn.code).toBe("invalid");
    expect(worn.path).toEqual(["pa"]);
    expect(worn.message).toMatch(/^invalid armour: pa: /);
    const held = refusal(() => parseHeldArmour({ name: "Shield", ea: -2 }));
    expect(held.code).toBe("invalid");
    expect(held.path).toEqual(["ea"]);
    expect(held.message).toMatch(/^invalid held item: ea: /);
    expect(parseHeldArmour({ name: "Door", pa: 2, skill: null })).toEqual({
      name: "Door",
      pa: 2,
      ea: 0,
      skill: null,
    });
  });

  it("DE-SKILL-5 each type's own skill unlocks it unless the armour names another", () => {
    for (const t of Object.values(ARMOUR_TYPES)) {
      const a = parseArmour({ name: "Suit", type: t.id });
      expect(armourSkill(a)).toBe(`${t.id}Armour`);
      expect(hasArmourSkill(a, [t.skill])).toBe(true);
      expect(hasArmourSkill(a, ["shields"])).toBe(false);
    }
    const odd = parseArmour({ name: "Odd suit", type: "reflex", skill: "oddSuits" });
    expect(armourSkill(odd)).toBe("oddSuits");
    expect(hasArmourSkill(odd, ["oddSuits"])).toBe(true);
    expect(hasArmourSkill(odd, ["reflexArmour"])).toBe(false);
  });

  it("DE-DV-5 a held item needs its skill, unless it needs none", () => {
    expect(hasHeldSkill(parseHeldArmour({ name: "Shield" }), ["shields"])).toBe(true);
    expect(hasHeldSkill(parseHeldArmour({ name: "Shield" }), [])).toBe(false);
    expect(hasHeldSkill(parseHeldArmour({ name: "Door", skill: null }), [])).toBe(true);
  });
});

describe("the Fortified stance, at its edges", () => {
  it("DE-DV-9 without armour the stance is refused, saying who may take it", () => {
    expect(toggleFortified(null, false)).toEqual({
      ok: false,
      error: {
        code: "refused",
        path: ["armour", "type"],
        message: "only a wearer of Fortress armour can take the Fortified stance",
      },
    });
  });

  it("DE-DV-9 leaving the stance is always allowed, and costs 1 initiative", () => {
    expect(toggleFortified(null, true)).toEqual({ ok: true, fortified: false, cost: 1 });
    const vest = parseArmour({ name: "Vest", type: "reflex" });
    expect(toggleFortified(vest, true)).toEqual({ ok: true, fortified: false, cost: 1 });
  });
});

describe("declaring a held item, at its edges", () => {
  const items = [parseHeldArmour({ name: "Shield", pa: 2 }), parseHeldArmour({ name: "Buckler", pa: 1 })];

  it("DE-DV-5 positions from 0 to the last item are accepted; others refused, naming the position", () => {
    expect(declareHeldArmour(items, null, 0)).toEqual({ ok: true, held: items[0], index: 0, cost: 1 });
    expect(declareHeldArmour(items, 0, 1)).toEqual({ ok: true, held: items[1], index: 1, cost: 1 });
    for (const next of [2, -1, 0.5]) {
      expect(declareHeldArmour(items, 0, next)).toEqual({
        ok: false,
        error: { code: "invalid", path: ["next"], message: `no held item at position ${next}` },
      });
    }
  });

  it("DE-DV-5 declaring none: free when none was declared, 1 initiative to put an item away", () => {
    expect(declareHeldArmour(items, null, null)).toEqual({ ok: true, held: null, index: null, cost: 0 });
    expect(declareHeldArmour(items, 1, null)).toEqual({ ok: true, held: null, index: null, cost: 1 });
    expect(declareHeldArmour([], null, null)).toEqual({ ok: true, held: null, index: null, cost: 0 });
  });
});
