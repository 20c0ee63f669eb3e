// Rolling initiative pinned: the dice it reports, and every refusal of a formula the check core
// cannot expand, with the stat it names (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { initiativeOdds, rollInitiative } from "./initiative.js";
import type { TrackerOptions } from "./options.js";
import { must, O, refusal } from "./test-helpers.js";

/** Options as a caller may pass them without the schema's check (the glue validates once). */
const formula = (initiativeFormula: string): Pick<TrackerOptions, "initiativeFormula"> => ({
  initiativeFormula,
});

describe("rolling initiative", () => {
  it("DE-INIT-2: the roll reports every die it threw", () => {
    expect(must(rollInitiative({ logic: 2 }, facesSource([4]), O))).toEqual({ initiative: 2, dice: [4] });
    expect(must(rollInitiative({ logic: -1 }, facesSource([3, 5]), formula("2d6 - logic")))).toEqual({
      initiative: 9,
      dice: [3, 5],
    });
  });

  it("DE-INIT-2: a missing stat and a fractional one are refused, naming the stat", () => {
    expect(refusal(rollInitiative({}, facesSource([3]), O))).toEqual({
      code: "invalid",
      path: ["stats", "logic"],
      message: 'unknown name "logic" in "1d6 - logic"',
    });
    expect(refusal(rollInitiative({ logic: 1.5 }, facesSource([3]), O))).toEqual({
      code: "invalid",
      path: ["stats", "logic"],
      message: '"logic" must be a whole number, got 1.5',
    });
  });

  it("DE-INIT-2: a formula refused for no stat names no stat", () => {
    expect(refusal(rollInitiative({ logic: 1 }, facesSource([3]), formula("1d20 - logic")))).toEqual({
      code: "invalid",
      path: ["stats"],
      message: 'd20 is not a core die (in "1d20 - logic")',
    });
  });

  it("DE-INIT-2: the odds refuse the same way", () => {
    expect(refusal(initiativeOdds({}, O))).toEqual({
      code: "invalid",
      path: ["stats", "logic"],
      message: 'unknown name "logic" in "1d6 - logic"',
    });
    expect(refusal(initiativeOdds({ logic: 0 }, formula("1d20 - logic"))).path).toEqual(["stats"]);
    expect(must(initiativeOdds({ logic: 0 }, formula("1d4 - logic")))).toEqual([
      [1, 0.25],
      [2, 0.25],
      [3, 0.25],
      [4, 0.25],
    ]);
  });
});
