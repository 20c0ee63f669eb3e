import { describe, expect, it } from "vitest";
import { EngineError } from "../../../engine/errors.js";
import { engineError } from "../testing/helpers.js";
import { OPTION_DOCS, optionDocList } from "./docs.js";
import { parseOptions, tableDie } from "./schema.js";

describe("options", () => {
  it("the defaults are the book's, as listed in the options appendix", () => {
    const o = parseOptions({});
    expect(o).toMatchObject({
      dieType: "d6",
      targetNumber: 5,
      d100TargetNumber: 70,
      capDifficultyAtPool: true,
      capAppliesToDamage: true,
      zeroPoolPolicy: "impossible",
      minimumDifficulty: 0,
      halfRounding: "down",
      unskilledMinimumDice: 0,
      unskilledKeepsOtherComponent: false,
      halveAfterModifiers: false,
      attributeMinAtCreation: 1,
      mustSpendAllAttributePoints: true,
      mustSpendAllSkillPoints: false,
      maxNegativeTraitPoints: null,
      traitPointConversion: "all-or-nothing",
      healthDeltaOnStaminaChange: true,
      woundPenalties: null,
      mechanicsRequiresRating: true,
      drowningDamagePerTurn: null,
      fireBreathingDamageMode: "fixed",
      rageRecoveryGate: "other-character-intervenes",
      initiativeFinalTie: "simultaneous",
      actionsPerTurn: 1,
      allowMoveAndAttack: false,
      movementUnit: "feet",
      defendMode: "reaction",
      unarmedDamage: { rating: 0, kind: "non-lethal" },
      healthModel: "split",
      armorStacking: "sum",
      trackAmmo: false,
      thresholdFloor: 0,
      m16Reduction: "pool",
      potionDurationSource: "drinker-stamina",
      sapMode: "fixed",
      xpPerSession: 1,
      skillMax: 6,
      traitMax: 6,
      attributeMax: null,
      negativeTraitBuyOff: "disabled",
      healingGranularity: "whole-periods",
    });
  });

  it("every option has a one-sentence description", () => {
    const o = parseOptions({});
    expect(Object.keys(OPTION_DOCS).sort()).toEqual(Object.keys(o).sort());
    for (const d of optionDocList()) expect(d.description).toMatch(/^[A-Z].*\.$/);
  });

  it("an unknown option is refused by name", () => {
    const e = engineError(() => parseOptions({ noSuchOption: 1 }));
    expect(e).toBeInstanceOf(EngineError);
    expect(e.message).toContain("noSuchOption");
  });

  it("OBJ-ALT-1 the target number follows the die type (d100: 70, or 71 by option)", () => {
    expect(tableDie(parseOptions({ dieType: "d10" }))).toEqual({ sides: 10, targetNumber: 8 });
    expect(tableDie(parseOptions({ dieType: "d100" }))).toEqual({ sides: 100, targetNumber: 70 });
    expect(tableDie(parseOptions({ dieType: "d100", d100TargetNumber: 71 }))).toEqual({
      sides: 100,
      targetNumber: 71,
    });
  });

  it("OBJ-MOD-4 the table may set its own target number; defaults parse again unchanged", () => {
    const o = parseOptions({ targetNumber: 4 });
    expect(tableDie(o)).toEqual({ sides: 6, targetNumber: 4 });
    expect(parseOptions(JSON.parse(JSON.stringify(o)))).toEqual(o);
  });

  it("OBJ-ALT-3 a custom die needs its sides and an explicit target number", () => {
    const e = engineError(() => parseOptions({ dieType: "custom", customSides: 7 }));
    expect(e.path).toEqual(["targetNumber"]);
    expect(e.message).toMatch(/target number/);
    expect(tableDie(parseOptions({ dieType: "custom", customSides: 7, targetNumber: 6 }))).toEqual({
      sides: 7,
      targetNumber: 6,
    });
    expect(engineError(() => parseOptions({ customSides: 7 })).path).toEqual(["customSides"]);
  });

  it("OBJ-ALT-2 die type and target number are table settings: the character file has no die field", () => {
    expect(Object.keys(parseOptions({}))).toEqual(expect.arrayContaining(["dieType", "targetNumber"]));
  });

  it("OBJ-ATTR-3 a GM-added preset attribute needs its starting value", () => {
    const e = engineError(() =>
      parseOptions({ extraAttributes: [{ id: "luck", name: "Luck", short: "LCK", control: "preset" }] }),
    );
    expect(e.path).toEqual(["extraAttributes", 0, "preset"]);
  });
});
