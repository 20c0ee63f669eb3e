// Tests that kill mutants of rules.ts that survived `npm run mutate -- src/rulesets/lucky13/dice`
// (issue 21): the options that switch off exploding on damage or initiative touch only those dice,
// and Gritty's implosion scope does not narrow Cinematic mode.

import { describe, expect, it } from "vitest";
import { resolveDiceOptions } from "./options.js";
import { dieRule } from "./rules.js";

describe("which dice explode and implode", () => {
  it("L13-EXPL-10 explodeOnDamage off stops the damage die only; the ability die still chains", () => {
    const o = resolveDiceOptions({ explodeOnDamage: false });
    expect(dieRule("damage", false, o).maxRerolls).toBe(0);
    expect(dieRule("ability", false, o).maxRerolls).toBe(Number.POSITIVE_INFINITY);
    expect(dieRule("initiative", false, o).maxRerolls).toBe(Number.POSITIVE_INFINITY);
  });

  it("L13-EXPL-10 L13-INIT-7 explodeOnInitiative off stops the initiative die only", () => {
    const o = resolveDiceOptions({ explodeOnInitiative: false });
    expect(dieRule("initiative", false, o).maxRerolls).toBe(0);
    expect(dieRule("ability", false, o).maxRerolls).toBe(Number.POSITIVE_INFINITY);
    expect(dieRule("damage", false, o).maxRerolls).toBe(Number.POSITIVE_INFINITY);
  });

  it("L13-EXPL-5 L13-EXPL-8 in Cinematic mode every die implodes, whatever grittyImplodeScope says", () => {
    const o = resolveDiceOptions({ playMode: "cinematic", grittyImplodeScope: "abilityOnly" });
    for (const role of ["skill", "difficulty", "damage", "extra"] as const) {
      expect(dieRule(role, false, o).implodes).toBe(true);
    }
  });

  it("with playMode off no die explodes or implodes, on its first face or on a reroll", () => {
    const o = resolveDiceOptions({ playMode: "off", explosionRerollCanImplode: true });
    expect(dieRule("ability", false, o)).toEqual({ maxRerolls: 0, implodes: false, rerollImplodes: false });
  });
});
