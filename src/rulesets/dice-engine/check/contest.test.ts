import { describe, expect, it } from "vitest";
import { resolveCheck } from "./check.js";
import { resolveContest } from "./contest.js";
import { DEFAULT_CHECK_OPTIONS } from "./options.js";

const plain = (total: number) => ({ total, crit: "none" as const });

describe("contested rolls", () => {
  it("DE-CONT-1 the defender's total is the DC; meet is beat for the attacker", () => {
    expect(resolveContest(plain(14), plain(14), DEFAULT_CHECK_OPTIONS).attackerSucceeds).toBe(true);
    expect(resolveContest(plain(13), plain(14), DEFAULT_CHECK_OPTIONS).attackerSucceeds).toBe(false);
  });

  it("DE-CONT-1 with scripted faces: the defender rolls first and sets the DC", () => {
    const defender = resolveCheck({ stat: 2 }, [6, 4]);
    const attacker = resolveCheck({ stat: 1, target: defender.total }, [7, 4]);
    expect(attacker.outcome?.success).toBe(true);
    expect(resolveContest(attacker, defender, DEFAULT_CHECK_OPTIONS)).toEqual({
      attackerSucceeds: true,
      reason: "totals",
      dos: 1,
    });
  });

  it("DE-CONT-2 the initiator is the attacker, so the roles decide who wins a tie", () => {
    // A grappler (initiator) 9 vs the resister 9 succeeds; had the resister initiated, it would.
    expect(resolveContest(plain(9), plain(9), DEFAULT_CHECK_OPTIONS).attackerSucceeds).toBe(true);
    expect(resolveContest(plain(9), plain(10), DEFAULT_CHECK_OPTIONS).attackerSucceeds).toBe(false);
  });

  it("DE-CONT-3 super-critical fails: the attacker's first, then the defender's", () => {
    const atk = resolveCheck({ stat: 5 }, [1, 1]);
    expect(resolveContest(atk, plain(3), DEFAULT_CHECK_OPTIONS)).toMatchObject({
      attackerSucceeds: false,
      reason: "attackerSuperFail",
    });
    const def = { total: 4, crit: "superFail" as const };
    expect(resolveContest(plain(2), def, DEFAULT_CHECK_OPTIONS)).toMatchObject({
      attackerSucceeds: true,
      reason: "defenderSuperFail",
      dos: 1,
    });
    expect(resolveContest(atk, def, DEFAULT_CHECK_OPTIONS).attackerSucceeds).toBe(false);
  });

  it("DE-CONT-3 a super-critical gives only its bonus unless superCritAutoSucceedsChecks", () => {
    const atk = resolveCheck({ stat: -4 }, [10, 10]);
    expect(atk.total).toBe(20);
    expect(resolveContest(atk, plain(22), DEFAULT_CHECK_OPTIONS).attackerSucceeds).toBe(false);
    const opts = { superCritAutoSucceedsChecks: true };
    expect(resolveContest(atk, plain(22), opts)).toMatchObject({ attackerSucceeds: true, dos: 1 });
    expect(resolveContest(plain(30), { total: 24, crit: "superCrit" }, opts).attackerSucceeds).toBe(false);
    expect(resolveContest(atk, { total: 24, crit: "superCrit" }, opts).reason).toBe("totals");
  });

  it("DE-CONT-4 contested DoS = attacker total − defender total + 1", () => {
    expect(resolveContest(plain(18), plain(14), DEFAULT_CHECK_OPTIONS).dos).toBe(5);
    expect(resolveContest(plain(13), plain(14), DEFAULT_CHECK_OPTIONS).dos).toBe(0);
  });
});
