import { describe, expect, it } from "vitest";
import { advanceTime } from "../conditions/advance.js";
import { activeCondition } from "../conditions/state.js";
import { applyDamage } from "./apply.js";
import { fallDamage, parseDamageInstance } from "./instance.js";
import { hero, hpStun, scripted } from "./testing/fixtures.js";
import {
  CORE_DAMAGE_TYPE_IDS,
  DAMAGE_MODIFIERS,
  DAMAGE_TYPES,
  DEFAULT_SOURCE_TYPES,
  damageMechanic,
  isCoreDamageType,
} from "./types.js";

describe("damage types (C.6)", () => {
  it("DE-DMG-3: thirteen core types; a setting may add its own", () => {
    expect(CORE_DAMAGE_TYPE_IDS).toHaveLength(13);
    expect(Object.keys(DAMAGE_TYPES).sort()).toEqual([...CORE_DAMAGE_TYPE_IDS].sort());
    expect(DAMAGE_TYPES.flak.rated && DAMAGE_TYPES.impulse.rated).toBe(true);
    expect(Object.values(DAMAGE_TYPES).filter((t) => t.rated)).toHaveLength(2);
    expect(isCoreDamageType("sonic")).toBe(false);
    expect(damageMechanic("sonic")).toBe("tag");
    expect(parseDamageInstance({ parts: [{ amount: 4, type: "sonic" }] }).parts[0]!.type).toBe("sonic");
    expect(() => parseDamageInstance({ parts: [{ amount: 4, type: "Not An Id" }] })).toThrow(
      expect.objectContaining({ path: ["parts", 0, "type"] }),
    );
    expect(Object.keys(DAMAGE_MODIFIERS)).toEqual(["stun", "direct", "resisted", "unresisted", "flakOffset"]);
  });

  it("DE-DMG-4: fall damage is Bludgeoning and unresisted (EA does not apply)", () => {
    const fall = fallDamage(5);
    expect(fall.parts[0]!.type).toBe("bludgeoning");
    expect(fall.unresisted).toBe(true);
    const armoured = hero({
      vitals: hpStun(3, 3, 6, 6),
      armour: { name: "Vest", type: "reflex", ea: 3 },
      skills: ["reflexArmour"],
    });
    expect(applyDamage(armoured, fall, scripted([])).view.vitals.track).toMatchObject({ stun: 1 });
  });

  it("DE-DMG-15: default types of core sources; Bleed and asphyxiation stay untyped", () => {
    expect(DEFAULT_SOURCE_TYPES).toEqual({
      burning: "fire",
      toxicAtmosphere: "toxic",
      fall: "bludgeoning",
      martialStrike: "bludgeoning",
      unarmedStrike: "bludgeoning",
      bleed: null,
      asphyxiation: null,
    });
    // Burning deals fire: a fire-immune character takes nothing from it; Bleed's damage has no type.
    const burning = activeCondition({ condition: "burning", appliedAt: 0, rating: 1, nextTickAt: 10 });
    const immune = hero({ conditions: [burning], damageImmunities: ["fire"] });
    const r = advanceTime(immune, 10, scripted([4]));
    expect(r.view.vitals.track).toMatchObject({ stun: 6 });
    const bleed = activeCondition({ condition: "bleed", appliedAt: 0, rating: 1, nextTickAt: 10 });
    const b = advanceTime(
      hero({ conditions: [bleed], damageImmunities: ["fire", "piercing"] }),
      10,
      scripted([4]),
    );
    expect(b.view.vitals.track).toMatchObject({ stun: 2 });
  });
});
