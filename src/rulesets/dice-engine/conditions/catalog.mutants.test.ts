// The catalogue's lookups: an unknown id's plain definition, effects by kind, names to ids.
import { describe, expect, it } from "vitest";
import {
  CORE_CONDITIONS,
  conditionDef,
  conditionIdFromName,
  effectsOfKind,
  withSettingConditions,
} from "./catalog.js";

const dazed = {
  id: "dazed",
  name: "Seeing Stars",
  aliases: ["Starstruck"],
  rated: false,
  summary: "x",
  ends: "y",
  effects: [{ kind: "cannotSpeak" }],
};

describe("the catalogue's lookups", () => {
  it("DE-COND-1: an unknown id is a plain tag named by its id", () => {
    expect(conditionDef("hexed")).toEqual({
      id: "hexed",
      name: "hexed",
      aliases: [],
      rated: false,
      summary: "a tag",
      ends: "with its cause",
      rules: [],
      effects: [],
    });
    expect(conditionDef("bleed")).toBe(CORE_CONDITIONS.bleed);
  });

  it("DE-COND-1: effects of one kind, in their order", () => {
    expect(effectsOfKind(conditionDef("blinded"), "attackersAdvantage")).toEqual([
      { kind: "attackersAdvantage", levels: 1 },
    ]);
    expect(effectsOfKind(conditionDef("paralysed"), "cannotSpeak")).toEqual([{ kind: "cannotSpeak" }]);
    expect(effectsOfKind(conditionDef("prone"), "cannotSpeak")).toEqual([]);
  });

  it("DE-COND-1: a setting condition is found by id, name or alias, ratings and spacing aside", () => {
    const catalog = withSettingConditions([dazed]);
    expect(catalog.dazed).toEqual({ ...dazed, rules: [] });
    expect(catalog.bleed).toBe(CORE_CONDITIONS.bleed);
    expect(conditionIdFromName("dazed", catalog)).toBe("dazed");
    expect(conditionIdFromName("seeing stars", catalog)).toBe("dazed");
    expect(conditionIdFromName("Starstruck", catalog)).toBe("dazed");
    expect(conditionIdFromName("dazed")).toBeNull();
    expect(conditionIdFromName("Burning: [2]")).toBe("burning");
    expect(conditionIdFromName("Bleed :[1]")).toBe("bleed");
    expect(conditionIdFromName("Electro Shock")).toBe("electroShock");
    expect(conditionIdFromName("Burning [2]")).toBeNull();
  });

  it("DE-COND-1: a later setting condition with the same id replaces the earlier one", () => {
    const catalog = withSettingConditions([dazed, { ...dazed, name: "Dizzy" }]);
    expect(catalog.dazed!.name).toBe("Dizzy");
  });
});
