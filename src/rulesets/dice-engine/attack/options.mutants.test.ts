// The attack options' defaults (checklist Appendix A) and their validation (mutation testing,
// issue 21).
import { describe, expect, it } from "vitest";
import { attackOptionsSchema, DEFAULT_ATTACK_OPTIONS, resolveAttackOptions } from "./options.js";

describe("attack options", () => {
  it("Appendix A: the defaults of the attack rules, on top of the check core's", () => {
    expect(resolveAttackOptions()).toMatchObject({
      staticTargets: false,
      aceInTheHole: true,
      aceInTheHoleMaxBounces: 1,
      scatterNumbering: "clockwise",
      throwScatterReroll: "reroll",
      grappleMaxSizeDiff: 1,
      grappleEscape: "contested",
      sustainedResetOnMiss: true,
      sprayAllocation: "atMost",
      passiveValue: "tenPlusStat",
      stealthStat: "agility",
      critThreshold: 10,
    });
    expect(resolveAttackOptions({})).toEqual(DEFAULT_ATTACK_OPTIONS);
    expect(Object.isFrozen(DEFAULT_ATTACK_OPTIONS)).toBe(true);
  });

  it("a chosen value is kept; a bad one throws", () => {
    expect(resolveAttackOptions({ staticTargets: true, aceInTheHoleMaxBounces: 3 })).toMatchObject({
      staticTargets: true,
      aceInTheHoleMaxBounces: 3,
      aceInTheHole: true,
    });
    expect(() => resolveAttackOptions({ aceInTheHoleMaxBounces: 0 })).toThrow();
    expect(() => resolveAttackOptions({ grappleMaxSizeDiff: -1 })).toThrow();
    expect(attackOptionsSchema.safeParse({ sprayAllocation: "all" }).success).toBe(false);
  });
});
