import { describe, expect, it } from "vitest";
import { EngineError } from "../../../engine/errors.js";
import { OPTION_DOCS } from "./docs.js";
import { defaultOptions, optionDocList, parseOptions } from "./schema.js";

describe("options", () => {
  it("the defaults are the book's and the checklist's decisions", () => {
    expect(defaultOptions()).toMatchObject({
      defenseBase: 10,
      defenseAttributes: ["DEX", "AWA"],
      initiativeMode: "d20+AWA",
      lucidityFloor: 0,
      substituteTiming: "before-roll",
      npcsUseLucidity: false,
      lucidityAttackPenetration: 1,
      protectionResolution: "thresholds",
      healthGrowth: "recalculate",
      levelCap: 6,
      checkTies: "succeed",
      opposedTies: "defender",
      attackAttribute: { melee: "STR", ranged: "DEX" },
      unarmedDamage: "1",
      woundDuration: "gm",
      rescueCost: "none",
    });
  });

  it("every option is documented in a sentence", () => {
    const names = Object.keys(defaultOptions());
    expect(Object.keys(OPTION_DOCS).sort()).toEqual(names.sort());
    expect(optionDocList()).toHaveLength(names.length);
  });

  it("unknown or bad options are refused, naming the field", () => {
    expect(() => parseOptions({ noSuchOption: 1 })).toThrow(/noSuchOption/);
    try {
      parseOptions({ protectionResolution: "double" });
    } catch (e) {
      expect(e).toBeInstanceOf(EngineError);
      expect((e as EngineError).path).toEqual(["protectionResolution"]);
    }
  });
});
