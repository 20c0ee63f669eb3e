// Tests that kill mutants of damage-dice.ts that went uncovered in
// `npm run mutate -- src/rulesets/lucidity/rules` (issue 21): what a weapon's damage expression that
// is not dice, or dice the scripted source cannot give, turns into.

import { describe, expect, it } from "vitest";
import { facesSource, isDiceError } from "../../../dice/index.js";
import { EngineError } from "../../../engine/errors.js";
import { checkDamageExpression, damageDistribution, rollDamage } from "./damage-dice.js";

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (e) {
    return e;
  }
  throw new Error("no error");
}

describe("weapon damage dice: what the mutants found open", () => {
  it("LUC-GEAR-1 a damage text that is not dice is refused as invalid, naming the field given", () => {
    const e = thrown(() => checkDamageExpression("2d", ["weapons", 0, "damage"]));
    expect(e).toBeInstanceOf(EngineError);
    expect(e).toMatchObject({ code: "invalid", path: ["weapons", 0, "damage"] });
    expect((e as EngineError).message).toMatch(/^'2d' is not a dice expression: ./);
    expect(() => checkDamageExpression("2d6+1", [])).not.toThrow();
  });

  it("LUC-GEAR-1 rolling a damage text that is not dice is refused as invalid for the weapon", () => {
    const e = thrown(() => rollDamage("2d", facesSource([3, 4])));
    expect(e).toBeInstanceOf(EngineError);
    expect(e).toMatchObject({ code: "invalid", path: ["weapon"] });
    expect((e as EngineError).message).toMatch(/^damage '2d': ./);
  });

  it("LUC-GEAR-1 scripted faces that run out or cannot be shown stay dice errors (the script is wrong, not the weapon)", () => {
    const out = thrown(() => rollDamage("2d6", facesSource([3])));
    expect(out).not.toBeInstanceOf(EngineError);
    expect(isDiceError(out) && out.code).toBe("faces_exhausted");
    const bad = thrown(() => rollDamage("1d6", facesSource([7])));
    expect(bad).not.toBeInstanceOf(EngineError);
    expect(isDiceError(bad) && bad.code).toBe("bad_face");
    expect(rollDamage("1d6+1", facesSource([4])).total).toBe(5);
  });

  it("LUC-GEAR-1 the odds of a damage text that is not dice are refused for the weapon", () => {
    const e = thrown(() => damageDistribution("2d"));
    expect(e).toBeInstanceOf(EngineError);
    expect(e).toMatchObject({ code: "refused", path: ["weapon"] });
    expect((e as EngineError).message).toMatch(/^damage '2d': ./);
  });
});
