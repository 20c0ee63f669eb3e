// Tests that kill surviving mutants of `npm run mutate -- src/rulesets/lucidity/rules` (issue 21):
// the Lucidity floor of `none`, the target without the attribute, a Lucidity roll's Buffs and its
// chance at the ends of the d20.

import { describe, expect, it } from "vitest";
import type { DiceSource } from "../../../dice/index.js";
import { facesSource } from "../../../dice/index.js";
import { parseOptions } from "../options/schema.js";
import { book } from "../testing/helpers.js";
import {
  afterSuccess,
  clampLucidity,
  lucidityChance,
  lucidityFloor,
  lucidityOdds,
  lucidityTarget,
  rollLucidity,
} from "./lucidity.js";

describe("Lucidity rolls: what the mutants found open", () => {
  const o = book();
  const noFloor = parseOptions({ lucidityFloor: "none" });

  it("LUC-LUC-2 the floor is 0 by default, none with lucidityFloor = none; the maximum caps", () => {
    expect(lucidityFloor(o)).toBe(0);
    expect(lucidityFloor(noFloor)).toBe(Number.NEGATIVE_INFINITY);
    expect(clampLucidity(-3, 14, o)).toBe(0);
    expect(clampLucidity(-3, 14, noFloor)).toBe(-3);
    expect(clampLucidity(20, 14, o)).toBe(14);
    expect(afterSuccess(0, 14, o)).toBe(0);
    expect(afterSuccess(0, 14, noFloor)).toBe(-1);
    expect(afterSuccess(14, 14, o)).toBe(13);
  });

  it("LUC-LUC-4, 7 the target adds the attribute, unless lucidityRollAttribute = ignore; the GM modifier always", () => {
    expect(lucidityTarget(8, 2, -1, o)).toBe(9);
    expect(lucidityTarget(8, 2, -1, parseOptions({ lucidityRollAttribute: "ignore" }))).toBe(7);
  });

  it("LUC-LUC-8 Buffs move a Lucidity roll's target only with buffsApplyToLucidity; the d6 comes after the d20", () => {
    const names: string[] = [];
    const faces = [12, 4];
    let i = 0;
    const dice: DiceSource = {
      roll(_sides, name) {
        names.push(name);
        return faces[i++]!;
      },
    };
    expect(rollLucidity(9, dice, 1, true)).toEqual({
      face: 12,
      target: 13,
      buff: { net: 1, faces: [4], value: 4 },
      success: true,
      over: 0,
    });
    expect(names).toEqual(["d20 (Lucidity)", "d6 (Buff)"]);
    const plain = facesSource([12]);
    expect(rollLucidity(9, plain, 1, false)).toEqual({
      face: 12,
      target: 9,
      buff: null,
      success: false,
      over: 3,
    });
    expect(plain.used()).toBe(1);
    expect(rollLucidity(9, facesSource([12]), 0, true).buff).toBeNull();
    expect(rollLucidity(9, facesSource([9])).success).toBe(true);
    // Buffs given without buffsApplyToLucidity move nothing (LUC-BB-4).
    const three = facesSource([12, 6]);
    expect(rollLucidity(9, three, 1)).toMatchObject({ target: 9, buff: null, success: false });
    expect(three.used()).toBe(1);
    expect(lucidityOdds(10, 2)).toBe(0.5);
  });

  it("LUC-LUC-4, 9 the chance is clamp(target, 0, 20) / 20; with Buffs it averages over the d6", () => {
    expect(lucidityChance(-4)).toBe(0);
    expect(lucidityChance(0)).toBe(0);
    expect(lucidityChance(7)).toBe(7 / 20);
    expect(lucidityChance(20)).toBe(1);
    expect(lucidityChance(25)).toBe(1);
    expect(lucidityOdds(10, 1, false)).toBe(0.5);
    expect(lucidityOdds(10, 0, true)).toBe(0.5);
    // One Break: target 10 − k for k = 1..6, each 1/6.
    expect(lucidityOdds(10, -1, true)).toBeCloseTo((9 + 8 + 7 + 6 + 5 + 4) / 120, 15);
    expect(lucidityOdds(18, 1, true)).toBeCloseTo((19 + 20 * 5) / 120, 15);
  });
});
