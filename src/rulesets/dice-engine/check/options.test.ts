import { describe, expect, it } from "vitest";
import { checkOptionsSchema, DEFAULT_CHECK_OPTIONS, resolveCheckOptions } from "./options.js";
import { checkRequestSchema, parseCheckRequest } from "./request.js";

describe("options and requests", () => {
  it("DE-GEN-2 with no setting module the check runs on the Appendix A defaults", () => {
    expect(DEFAULT_CHECK_OPTIONS).toEqual({
      critThreshold: 10,
      superCritRollBonus: 4,
      superCritAutoSucceedsChecks: false,
      advantageDieFollowsProficiency: false,
      countingRounding: "floor",
      extendedCheckTally: "perRoll",
      extendedAllyFailuresCount: true,
      extendedTiePrecedence: "success",
    });
  });

  it("DE-CRIT-4 superCritRollBonus accepts only 4 or 2", () => {
    expect(resolveCheckOptions({ superCritRollBonus: 2 }).superCritRollBonus).toBe(2);
    expect(checkOptionsSchema.safeParse({ superCritRollBonus: 3 }).success).toBe(false);
  });

  it("DE-CRIT-10 a threshold of 1 is refused (a 1 would be both a crit and a fail)", () => {
    expect(checkOptionsSchema.safeParse({ critThreshold: 1 }).success).toBe(false);
    expect(checkRequestSchema.safeParse({ stat: 0, critThresholds: [1] }).success).toBe(false);
  });

  it("DE-ROLL-5 a request fills in its defaults", () => {
    expect(parseCheckRequest({ stat: 2 })).toEqual({
      stat: 2,
      focusRating: 0,
      attack: false,
      unskilled: false,
      modifiers: [],
      advantage: 0,
      disadvantage: 0,
      training: "none",
      critThresholds: [],
    });
  });

  it("DE-ADV-1 negative levels are refused (disadvantage is its own field)", () => {
    expect(checkRequestSchema.safeParse({ stat: 0, advantage: -1 }).success).toBe(false);
  });
});
