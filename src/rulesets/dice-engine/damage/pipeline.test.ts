import { describe, expect, it } from "vitest";
import { flakAtDistance, impulseAtDistance, lossPerMetre } from "./distance.js";
import { type DamageInstanceInput, fallDamage, parseDamageInstance } from "./instance.js";
import { DEFAULT_DAMAGE_OPTIONS, resolveDamageOptions } from "./options.js";
import { type DamageTaker, finalDamage, reducedByEa, resistedByEndurance } from "./pipeline.js";

const o = DEFAULT_DAMAGE_OPTIONS;
const taker = (t: Partial<DamageTaker> = {}): DamageTaker => ({ endurance: 0, ea: 0, ...t });
const final = (i: DamageInstanceInput, t: Partial<DamageTaker> = {}, opts = o) =>
  finalDamage(parseDamageInstance(i), taker(t), opts);

describe("resisted damage and Energy Armour", () => {
  it("DE-DMG-1: resisted damage loses a positive Endurance, never below 0", () => {
    expect(resistedByEndurance(7, 3)).toBe(4);
    expect(resistedByEndurance(7, -2)).toBe(7);
    expect(resistedByEndurance(2, 3)).toBe(0);
    expect(final({ parts: [{ amount: 7 }], resisted: true }, { endurance: 3 }).final).toBe(4);
    expect(final({ parts: [{ amount: 7 }], resisted: true }, { endurance: -2 }).final).toBe(7);
  });

  it("DE-DMG-2: resistance is a flag of the source, not of a damage type", () => {
    expect(final({ parts: [{ amount: 7, type: "slashing" }] }, { endurance: 3 }).final).toBe(7);
    expect(final({ parts: [{ amount: 7, type: "slashing" }], resisted: true }, { endurance: 3 }).final).toBe(
      4,
    );
  });

  it("DE-DV-3: EA comes off after every other reduction, once per instance, never below 0", () => {
    const r = final({ parts: [{ amount: 10 }], resisted: true }, { endurance: 2, ea: 3 });
    expect(r.final).toBe(5);
    expect(r.steps.map((s) => s.step)).toEqual(["endurance", "energyArmour"]);
    expect(reducedByEa(2, 3)).toBe(0);
    // With a Dodge: half first (rounded up), then Endurance, then EA.
    const dodged = final(
      { parts: [{ amount: 9 }], resisted: true, reductions: [{ kind: "half", source: "Dodge" }] },
      { endurance: 1, ea: 2 },
    );
    expect(dodged.final).toBe(5 - 1 - 2);
    expect(final({ parts: [{ amount: 3 }, { amount: 3 }] }, { ea: 2 }).final).toBe(4);
  });

  it("DE-DV-4: unresisted damage ignores EA (fall damage is the notable case)", () => {
    expect(final({ parts: [{ amount: 10 }], unresisted: true }, { ea: 3 }).final).toBe(10);
    expect(finalDamage(fallDamage(8), taker({ ea: 5 }), o).final).toBe(8);
  });

  it("DE-DMG-14: unresisted ignores Endurance resistance as well as EA", () => {
    const r = final({ parts: [{ amount: 9 }], resisted: true, unresisted: true }, { endurance: 3, ea: 2 });
    expect(r.final).toBe(9);
    expect(r.steps).toEqual([]);
  });
});

describe("distance", () => {
  it("DE-DMG-5: concussive damage loses 1 per metre from its source", () => {
    expect(lossPerMetre(12, 5)).toBe(7);
    expect(final({ parts: [{ amount: 12, type: "concussive", distance: 5 }] }).final).toBe(7);
    expect(final({ parts: [{ amount: 12, type: "concussive", distance: 20 }] }).final).toBe(0);
  });

  it("DE-DMG-6: Flak:[X] loses X per metre, minimum 0", () => {
    expect(flakAtDistance(15, 3, 3)).toBe(6);
    expect(flakAtDistance(15, 3, 5)).toBe(0);
    expect(flakAtDistance(15, 3, 0)).toBe(15);
    expect(final({ parts: [{ amount: 15, type: "flak", rating: 3, distance: 3 }] }).final).toBe(6);
    // DE-ENV-15: under water the rating doubles.
    expect(
      final({ parts: [{ amount: 15, type: "flak", rating: 3, distance: 2 }] }, { underwater: true }).final,
    ).toBe(3);
    expect(() => parseDamageInstance({ parts: [{ amount: 15, type: "flak" }] })).toThrow(
      expect.objectContaining({ path: ["parts", 0, "rating"] }),
    );
  });

  it("DE-DMG-7: Flak Offset:[Y] counts the distance Y metres shorter (minimum 0)", () => {
    expect(flakAtDistance(15, 3, 3, { offset: 1 })).toBe(9);
    expect(flakAtDistance(15, 3, 1, { offset: 1 })).toBe(15);
    expect(
      final({ parts: [{ amount: 15, type: "flak", rating: 3, flakOffset: 1, distance: 3 }] }).final,
    ).toBe(9);
    expect(() => parseDamageInstance({ parts: [{ amount: 5, type: "fire", flakOffset: 1 }] })).toThrow(
      expect.objectContaining({ path: ["parts", 0, "flakOffset"] }),
    );
  });

  it("DE-DMG-9: Impulse:[X] gains 1 for every X metres (whole units)", () => {
    expect(impulseAtDistance(6, 5, 12)).toBe(8);
    expect(impulseAtDistance(6, 5, 4)).toBe(6);
    expect(final({ parts: [{ amount: 6, type: "impulse", rating: 5, distance: 12 }] }).final).toBe(8);
    // countingRounding: ceil counts a started unit.
    const ceil = resolveDamageOptions({ countingRounding: "ceil" });
    expect(final({ parts: [{ amount: 6, type: "impulse", rating: 5, distance: 4 }] }, {}, ceil).final).toBe(
      7,
    );
  });

  it("DE-DMG-10: tag types carry no formula: distance does not change them", () => {
    for (const type of ["acid", "electric", "fire", "mental", "piercing", "radiation", "slashing", "toxic"]) {
      const r = final({ parts: [{ amount: 6, type, distance: 4 }] });
      expect(r.final).toBe(6);
      expect(r.parts[0]!.type).toBe(type);
    }
    // …but an immunity keyed on the tag removes them.
    expect(final({ parts: [{ amount: 6, type: "fire" }] }, { damageImmunities: ["fire"] }).final).toBe(0);
  });
});
