// Checks against a target (pure): meet or beat, no special faces by default, margins, exact odds.

import { describe, expect, it } from "vitest";
import { type CheckRules, checkOdds, judgeCheck, marginTier } from "./check.js";
import { rat } from "./rational.js";

const rules: CheckRules = {
  rounding: "floor",
  groupUsesRawFace: false,
  groupBonusVsTarget: false,
  naturalTwentyAutoSuccess: false,
  naturalOneAutoFailure: false,
  marginTiers: { just: 2, dramatic: 9 },
};

/** A lone roller whose face + bonus makes `total`. */
const total = (t: number, target: number, r = rules) =>
  judgeCheck([10], { bonuses: [rat(t - 10)], target }, r);

describe("checks", () => {
  it("B15-TERM-5 the target is the least total that succeeds", () => {
    expect(total(14, 15).success).toBe(false);
    expect(total(15, 15).success).toBe(true);
  });

  it("B15-CORE-2 total 13 → TN 12 success, TN 13 success, TN 15 failure", () => {
    expect(total(13, 12).success).toBe(true);
    expect(total(13, 13).success).toBe(true);
    expect(total(13, 15).success).toBe(false);
  });

  it("B15-CORE-2 d20 + 4 vs TN 15 succeeds with probability exactly 1/2 (faces 11–20)", () => {
    const o = checkOdds({ bonuses: [rat(4)], target: 15 }, rules);
    expect(o.success).toEqual(rat(1, 2));
    expect(o.failure).toEqual(rat(1, 2));
    expect(o.totals).toHaveLength(20);
    expect(o.totals[0]).toEqual([5, rat(1, 20)]);
  });

  it("B15-CORE-3 face 20, stat 0, no modifiers vs TN 21 fails: a 20 is not special", () => {
    const r = judgeCheck([20], { bonuses: [rat(0)], target: 21 }, rules);
    expect(r.success).toBe(false);
    expect(r.decidedBy).toBe("total");
    expect(checkOdds({ bonuses: [rat(0)], target: 21 }, rules).success).toEqual(rat(0));
    expect(checkOdds({ bonuses: [rat(0)], target: 1 }, rules).success).toEqual(rat(1));
  });

  it("B15-CORE-3 with naturalTwentyAutoSuccess / naturalOneAutoFailure the faces decide", () => {
    const both = { ...rules, naturalTwentyAutoSuccess: true, naturalOneAutoFailure: true };
    expect(judgeCheck([20], { bonuses: [rat(0)], target: 21 }, both)).toMatchObject({
      success: true,
      decidedBy: "natural-20",
      margin: -1,
    });
    expect(judgeCheck([1], { bonuses: [rat(30)], target: 3 }, both)).toMatchObject({
      success: false,
      decidedBy: "natural-1",
    });
    // vs 21 with +0: only the natural 20 succeeds; vs 3 with +30: only the natural 1 fails
    expect(checkOdds({ bonuses: [rat(0)], target: 21 }, both).success).toEqual(rat(1, 20));
    expect(checkOdds({ bonuses: [rat(30)], target: 3 }, both).success).toEqual(rat(19, 20));
  });

  it("B15-RES-3 total 22 vs TN 15 → margin +7; total 14 vs 15 → margin −1", () => {
    expect(total(22, 15).margin).toBe(7);
    expect(total(14, 15).margin).toBe(-1);
  });

  it("B15-RES-3 margin tiers are display only: |m| ≤ 2 just, ≥ 9 dramatic, else clear", () => {
    expect(marginTier(0, rules.marginTiers)).toBe("just");
    expect(marginTier(-2, rules.marginTiers)).toBe("just");
    expect(marginTier(7, rules.marginTiers)).toBe("clear");
    expect(marginTier(-9, rules.marginTiers)).toBe("dramatic");
    expect(marginTier(5, { just: 5, dramatic: 6 })).toBe("just");
    // the tier never changes success
    expect(total(22, 15, { ...rules, marginTiers: { just: 10, dramatic: 20 } }).success).toBe(true);
  });

  it("B15-RES-4 total 15 vs TN 15 → success with margin 0 (ties go to the roller)", () => {
    expect(total(15, 15)).toMatchObject({ success: true, margin: 0, tier: "just" });
  });

  it("B15-GRP-4 a group against a target: best total, +2 per extra member only with groupBonusVsTarget", () => {
    const spec = { bonuses: [rat(0), rat(0)], target: 17 };
    expect(judgeCheck([15, 7], spec, rules).success).toBe(false);
    expect(judgeCheck([15, 7], spec, { ...rules, groupBonusVsTarget: true }).success).toBe(true);
    // exact odds of a pair with no bonus vs 17: P(max ≥ 17) = 1 − (16/20)²
    expect(checkOdds(spec, rules).success).toEqual(rat(400 - 256, 400));
  });
});
