import { describe, expect, it } from "vitest";
import { resolveCheck } from "./check.js";
import {
  type ExtendedParams,
  extendedElapsed,
  extendedFailThreshold,
  extendedRound,
  startExtended,
  stopExtended,
} from "./extended.js";
import { DEFAULT_CHECK_OPTIONS, resolveCheckOptions } from "./options.js";

const p: ExtendedParams = { sv: 4, dc: 12, duration: 5 };
const o = DEFAULT_CHECK_OPTIONS;

describe("extended checks", () => {
  it("DE-EXT-1 each roll is a check with its focus (none when unskilled) against the GM's DC", () => {
    const skilled = resolveCheck({ stat: 1, focusRating: 2, target: p.dc }, [5, 4]);
    const unskilled = resolveCheck({ stat: 1, focusRating: 2, unskilled: true, target: p.dc }, [5, 4, 6]);
    const s = extendedRound(
      startExtended(),
      [{ total: skilled.total }, { total: unskilled.total, ally: true }],
      p,
      o,
    );
    expect([skilled.total, unskilled.total]).toEqual([12, 10]);
    expect(s).toMatchObject({ successes: 1, failures: 1 });
  });

  it("DE-EXT-2 one tally mark per roll; option extendedCheckTally 'degrees' counts DoS / DoF", () => {
    expect(extendedRound(startExtended(), [{ total: 20 }], p, o).successes).toBe(1);
    const deg = resolveCheckOptions({ extendedCheckTally: "degrees" });
    expect(extendedRound(startExtended(), [{ total: 13 }], { ...p, sv: 9 }, deg).successes).toBe(2);
    expect(extendedRound(startExtended(), [{ total: 10 }], { ...p, sv: 9 }, deg).failures).toBe(2);
  });

  it("DE-EXT-3 succeeds once successes reach the SV", () => {
    let s = startExtended();
    for (const total of [12, 15, 11, 13]) s = extendedRound(s, [{ total }], p, o);
    expect(s).toMatchObject({ successes: 3, failures: 1, status: "ongoing" });
    s = extendedRound(s, [{ total: 19 }], p, o);
    expect(s.status).toBe("succeeded");
    expect(() => extendedRound(s, [{ total: 19 }], p, o)).toThrow();
  });

  it("DE-EXT-4 fails at ceil(SV / 2) failures, or on stopping early", () => {
    expect([5, 4, 1].map(extendedFailThreshold)).toEqual([3, 2, 1]);
    let s = extendedRound(startExtended(), [{ total: 3 }], p, o);
    expect(s.status).toBe("ongoing");
    s = extendedRound(s, [{ total: 30, autoFail: true }], p, o);
    expect(s.status).toBe("failed");
    expect(stopExtended(extendedRound(startExtended(), [{ total: 12 }], p, o)).status).toBe("failed");
  });

  it("DE-EXT-5 elapsed time is one duration per round", () => {
    let s = startExtended();
    for (let i = 0; i < 3; i++) s = extendedRound(s, [{ total: 12 }], { ...p, sv: 10 }, o);
    expect(extendedElapsed(s, { duration: 5 })).toBe(15);
  });

  it("DE-EXT-6 allies roll in the same round and add to the same tallies", () => {
    const s = extendedRound(startExtended(), [{ total: 14 }, { total: 9, ally: true }], p, o);
    expect(s).toMatchObject({ successes: 1, failures: 1, rounds: 1 });
    expect(extendedElapsed(s, p)).toBe(5);
    const noAllyFail = resolveCheckOptions({ extendedAllyFailuresCount: false });
    expect(
      extendedRound(startExtended(), [{ total: 14 }, { total: 9, ally: true }], p, noAllyFail).failures,
    ).toBe(0);
  });

  it("DE-EXT-7 both thresholds in one round: success by default, failure with the option", () => {
    const rolls = [{ total: 12 }, { total: 2, ally: true }];
    const near = { successes: 3, failures: 1, rounds: 2, status: "ongoing" as const };
    expect(extendedRound(near, rolls, p, o).status).toBe("succeeded");
    const fail = resolveCheckOptions({ extendedTiePrecedence: "failure" });
    expect(extendedRound(near, rolls, p, fail).status).toBe("failed");
  });
});
