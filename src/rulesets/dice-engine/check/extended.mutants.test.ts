import { describe, expect, it } from "vitest";
import { type ExtendedParams, extendedRound, startExtended, stopExtended } from "./extended.js";
import { DEFAULT_CHECK_OPTIONS, resolveCheckOptions } from "./options.js";

const p: ExtendedParams = { sv: 4, dc: 12, duration: 5 };
const o = DEFAULT_CHECK_OPTIONS;
const degreesTally = resolveCheckOptions({ extendedCheckTally: "degrees" });

describe("extended checks, at their edges", () => {
  it("DE-EXT-3 a round after the check is over is refused, saying so", () => {
    const won = { successes: 4, failures: 0, rounds: 2, status: "succeeded" as const };
    expect(() => extendedRound(won, [{ total: 12 }], p, o)).toThrow(
      new Error("the extended check is already over"),
    );
    const lost = { successes: 0, failures: 2, rounds: 2, status: "failed" as const };
    expect(() => extendedRound(lost, [], p, o)).toThrow(new Error("the extended check is already over"));
  });

  it("DE-EXT-2 a total equal to the DC is a success, one below a failure", () => {
    expect(extendedRound(startExtended(), [{ total: 12 }, { total: 11 }], p, o)).toEqual({
      successes: 1,
      failures: 1,
      rounds: 1,
      status: "ongoing",
    });
  });

  it("DE-CRIT-7 an automatic failure is a failure whatever the total, and counts 1 degree", () => {
    expect(extendedRound(startExtended(), [{ total: 20, autoFail: true }], p, o)).toMatchObject({
      successes: 0,
      failures: 1,
    });
    expect(
      extendedRound(startExtended(), [{ total: 20, autoFail: true }], { ...p, sv: 9 }, degreesTally),
    ).toMatchObject({ successes: 0, failures: 1 });
    expect(extendedRound(startExtended(), [{ total: 20, autoFail: false }], p, o)).toMatchObject({
      successes: 1,
      failures: 0,
    });
  });

  it("DE-EXT-2 counted in degrees: DoS on a success, DoF on a failure, at least 1 each", () => {
    const s = extendedRound(
      startExtended(),
      [{ total: 12 }, { total: 15 }, { total: 7 }],
      { ...p, sv: 20 },
      degreesTally,
    );
    expect(s).toMatchObject({ successes: 5, failures: 5, status: "ongoing" });
  });

  it("DE-EXT-6 an ally's success counts even when allies' failures do not", () => {
    const noAllyFail = resolveCheckOptions({ extendedAllyFailuresCount: false });
    const s = extendedRound(
      startExtended(),
      [{ total: 14, ally: true }, { total: 9 }, { total: 3, ally: true }],
      p,
      noAllyFail,
    );
    expect(s).toMatchObject({ successes: 1, failures: 1 });
  });

  it("DE-EXT-3/4 each threshold is reached exactly at its value", () => {
    const three = { successes: 3, failures: 0, rounds: 3, status: "ongoing" as const };
    expect(extendedRound(three, [{ total: 12 }], p, o)).toEqual({
      successes: 4,
      failures: 0,
      rounds: 4,
      status: "succeeded",
    });
    const one = { successes: 0, failures: 1, rounds: 1, status: "ongoing" as const };
    expect(extendedRound(one, [{ total: 11 }], p, o)).toEqual({
      successes: 0,
      failures: 2,
      rounds: 2,
      status: "failed",
    });
    expect(extendedRound(one, [{ total: 12 }], p, o).status).toBe("ongoing");
  });

  it("DE-EXT-7 failure precedence still lets a success alone succeed, and a failure alone fail", () => {
    const fail = resolveCheckOptions({ extendedTiePrecedence: "failure" });
    const near = { successes: 3, failures: 1, rounds: 2, status: "ongoing" as const };
    expect(extendedRound(near, [{ total: 12 }], p, fail).status).toBe("succeeded");
    expect(extendedRound(near, [{ total: 2 }], p, fail).status).toBe("failed");
    expect(extendedRound(near, [{ total: 2 }], p, o).status).toBe("failed");
  });

  it("DE-EXT-4 stopping a finished check leaves it as it was", () => {
    const won = { successes: 4, failures: 0, rounds: 2, status: "succeeded" as const };
    expect(stopExtended(won)).toEqual(won);
    const ongoing = { successes: 1, failures: 1, rounds: 2, status: "ongoing" as const };
    expect(stopExtended(ongoing)).toEqual({ ...ongoing, status: "failed" });
  });
});
