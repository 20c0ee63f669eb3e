// Tests that kill mutants of check.ts and side.ts that survived or went uncovered in
// `npm run mutate -- src/rulesets/beat15/rules` (issue 21): a group's check odds, a lone roller's
// odds with one natural-face option, the dice names, and the side's member checks.

import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { D20_FACES } from "../data/stats.js";
import { type CheckRules, checkOdds, judgeCheck, rollCheck } from "./check.js";
import { rat } from "./rational.js";
import { sideCounts, sideValue } from "./side.js";

const rules: CheckRules = {
  rounding: "floor",
  groupUsesRawFace: false,
  groupBonusVsTarget: false,
  naturalTwentyAutoSuccess: false,
  naturalOneAutoFailure: false,
  marginTiers: { just: 2, dramatic: 9 },
};

/** Every pair of faces judged one by one: the slow, obviously right odds of a group of two. */
function bruteTwo(spec: { bonuses: ReturnType<typeof rat>[]; target: number }, r: CheckRules) {
  let wins = 0;
  const totals = new Map<number, number>();
  for (const a of D20_FACES)
    for (const b of D20_FACES) {
      const j = judgeCheck([a, b], spec, r);
      if (j.success) wins++;
      totals.set(j.total, (totals.get(j.total) ?? 0) + 1);
    }
  return {
    success: rat(wins, 400),
    failure: rat(400 - wins, 400),
    totals: [...totals.entries()].sort((x, y) => x[0] - y[0]).map(([v, c]) => [v, rat(c, 400)]),
  };
}

describe("checks: what the mutants found open", () => {
  it("B15-GRP-4 B15-CORE-3 a group's odds come from its totals, natural-face options or not", () => {
    const spec = { bonuses: [rat(3), rat(1, 2)], target: 17 };
    for (const natural of [false, true]) {
      const r = { ...rules, naturalTwentyAutoSuccess: natural, naturalOneAutoFailure: natural };
      expect(checkOdds(spec, r)).toEqual(bruteTwo(spec, r));
    }
  });

  it("B15-CORE-3 natural-face options look at a lone roller's d20 only: a group's 20 and 1 are plain faces", () => {
    const r = { ...rules, naturalTwentyAutoSuccess: true, naturalOneAutoFailure: true };
    const spec = { bonuses: [rat(0), rat(0)], target: 25 };
    expect(judgeCheck([20, 1], spec, r)).toMatchObject({ success: false, decidedBy: "total", total: 20 });
    expect(judgeCheck([1, 20], { ...spec, target: 5 }, r)).toMatchObject({
      success: true,
      decidedBy: "total",
    });
  });

  it("B15-CORE-3 a lone roller with natural 20 on (natural 1 off): target 30 with +0 succeeds on the 20 alone", () => {
    const r = { ...rules, naturalTwentyAutoSuccess: true };
    const odds = checkOdds({ bonuses: [rat(0)], target: 30 }, r);
    expect(odds.success).toEqual(rat(1, 20));
    expect(odds.failure).toEqual(rat(19, 20));
    expect(odds.totals).toEqual(D20_FACES.map((f) => [f, rat(1, 20)]));
  });

  it("B15-CORE-3 a lone roller with natural 1 on: target 2 with +5 fails on the 1 alone; totals by increasing value", () => {
    const r = { ...rules, naturalOneAutoFailure: true };
    const odds = checkOdds({ bonuses: [rat(5)], target: 2 }, r);
    expect(odds.success).toEqual(rat(19, 20));
    expect(odds.failure).toEqual(rat(1, 20));
    expect(odds.totals).toEqual(D20_FACES.map((f) => [f + 5, rat(1, 20)]));
  });

  it("B15-CORE-1 each d20 is thrown named for its member: the given name, else 'member N'", () => {
    const spec = { bonuses: [rat(0), rat(0)], target: 10 };
    expect(() => rollCheck(facesSource([]), spec, rules, ["Ann"])).toThrow("for a d20 (Ann)");
    expect(() => rollCheck(facesSource([10]), spec, rules, ["Ann"])).toThrow("for a d20 (member 2)");
    expect(() => rollCheck(facesSource([]), spec, rules)).toThrow("for a d20 (member 1)");
  });
});

describe("sides: what the mutants found open", () => {
  const side = { rounding: "floor" as const, groupUsesRawFace: false, groupBonus: true };

  it("B15-GRP-1 a side needs one face per member and at least one member", () => {
    const message = "a side needs one face per member, and at least one member";
    expect(() => sideValue([10], [rat(1), rat(2)], side)).toThrow(new RangeError(message));
    expect(() => sideValue([10, 12], [rat(1)], side)).toThrow(new RangeError(message));
    expect(() => sideValue([], [], side)).toThrow(new RangeError(message));
  });

  it("B15-GRP-1 of equal best totals the first member's roll counts", () => {
    expect(sideValue([12, 12], [rat(1), rat(1)], side).best).toBe(0);
    expect(sideValue([11, 12], [rat(2), rat(1)], side).best).toBe(0);
    expect(sideValue([11, 12], [rat(1), rat(1)], side).best).toBe(1);
  });

  it("B15-GRP-3 with groupUsesRawFace the group's distribution ignores the members' bonuses", () => {
    const raw = { ...side, groupUsesRawFace: true };
    expect(sideCounts([rat(5), rat(-3)], raw)).toEqual(sideCounts([rat(0), rat(0)], side));
    // A lone roller still adds their bonus.
    expect(sideCounts([rat(5)], raw).counts[0]).toEqual([6, 1n]);
  });
});
