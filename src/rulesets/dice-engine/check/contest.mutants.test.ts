import { describe, expect, it } from "vitest";
import { resolveContest } from "./contest.js";
import { DEFAULT_CHECK_OPTIONS } from "./options.js";

const roll = (total: number, crit: "none" | "superCrit" | "superFail" | "semiCrit" = "none") => ({
  total,
  crit,
});
const auto = { superCritAutoSucceedsChecks: true };

describe("contested rolls, at their edges", () => {
  it("DE-CONT-3 with superCritAutoSucceedsChecks and no super-critical, the totals decide", () => {
    expect(resolveContest(roll(20, "semiCrit"), roll(10), auto)).toEqual({
      attackerSucceeds: true,
      reason: "totals",
      dos: 11,
    });
    expect(resolveContest(roll(9), roll(10, "semiCrit"), auto)).toEqual({
      attackerSucceeds: false,
      reason: "totals",
      dos: 0,
    });
  });

  it("DE-CONT-3 a super-critical with the option: the attacker's keeps its DoS, the defender's wins", () => {
    expect(resolveContest(roll(25, "superCrit"), roll(20), auto)).toEqual({
      attackerSucceeds: true,
      reason: "attackerSuperCrit",
      dos: 6,
    });
    expect(resolveContest(roll(30), roll(20, "superCrit"), auto)).toEqual({
      attackerSucceeds: false,
      reason: "defenderSuperCrit",
      dos: 0,
    });
  });

  it("DE-CONT-3 a defender's super-critical fail gives the attacker its DoS, at least 1", () => {
    expect(resolveContest(roll(12), roll(4, "superFail"), DEFAULT_CHECK_OPTIONS)).toEqual({
      attackerSucceeds: true,
      reason: "defenderSuperFail",
      dos: 9,
    });
    expect(resolveContest(roll(2), roll(4, "superFail"), DEFAULT_CHECK_OPTIONS).dos).toBe(1);
  });

  it("DE-CONT-3 an attacker's super-critical fail has no DoS whatever the totals", () => {
    expect(resolveContest(roll(12, "superFail"), roll(4), DEFAULT_CHECK_OPTIONS)).toEqual({
      attackerSucceeds: false,
      reason: "attackerSuperFail",
      dos: 0,
    });
  });

  it("DE-CONT-4 a tie is worth 1 DoS to the attacker", () => {
    expect(resolveContest(roll(14), roll(14), DEFAULT_CHECK_OPTIONS)).toEqual({
      attackerSucceeds: true,
      reason: "totals",
      dos: 1,
    });
  });
});
