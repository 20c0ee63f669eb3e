import { describe, expect, it } from "vitest";
import { hero } from "../damage/testing/fixtures.js";
import {
  CORE_CONDITION_IDS,
  CORE_CONDITIONS,
  conditionDef,
  conditionIdFromName,
  withSettingConditions,
} from "./catalog.js";
import { conditionCheckModifiers } from "./effects.js";
import { activeCondition } from "./state.js";

describe("the condition catalogue (C.5)", () => {
  it("DE-COND-1: fourteen core conditions, two of them rated, each with its effects as data", () => {
    expect(CORE_CONDITION_IDS).toHaveLength(14);
    expect(Object.keys(CORE_CONDITIONS)).toEqual([...CORE_CONDITION_IDS]);
    expect(
      Object.values(CORE_CONDITIONS)
        .filter((c) => c.rated)
        .map((c) => c.id),
    ).toEqual(["burning", "bleed"]);
    for (const c of Object.values(CORE_CONDITIONS)) {
      expect(c.effects.length).toBeGreaterThan(0);
      expect(c.rules.length).toBeGreaterThan(0);
    }
    // Unknown ids are plain tags with no effects.
    expect(conditionDef("hexed").effects).toEqual([]);
  });

  it("DE-COND-1: the book's other spellings resolve to one id", () => {
    expect(conditionIdFromName("Bleeding:[1]")).toBe("bleed");
    expect(conditionIdFromName("ElectroShocked")).toBe("electroShock");
    expect(conditionIdFromName("Paralyzed")).toBe("paralysed");
    expect(conditionIdFromName("Burning:[3]")).toBe("burning");
    expect(conditionIdFromName("Confused")).toBeNull();
  });

  it("DE-COND-22: a setting condition built from the same effect kinds works without new code", () => {
    const catalog = withSettingConditions([
      {
        id: "dazzled",
        name: "Dazzled",
        rated: false,
        summary: "Disadvantage on Dexterity checks.",
        ends: "with its duration",
        effects: [{ kind: "checkDisadvantage", levels: 1, stats: ["dexterity"] }],
      },
    ]);
    const h = hero({ conditions: [activeCondition({ condition: "dazzled", appliedAt: 0 })] });
    const opts = { poisonedAffectsAttacks: false };
    expect(conditionCheckModifiers(h, { stat: "dexterity" }, opts, undefined, catalog).disadvantage).toBe(1);
    expect(conditionCheckModifiers(h, { stat: "dexterity" }, opts).disadvantage).toBe(0);
    expect(() =>
      withSettingConditions([
        { id: "bad", name: "Bad", rated: false, summary: "x", ends: "y", effects: [{ kind: "fly" }] },
      ]),
    ).toThrow();
  });
});
