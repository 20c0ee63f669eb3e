// Tests that kill mutants of options.ts that survived or went uncovered in
// `npm run mutate -- src/rulesets/beat15/character` (issue 21): each refusal of a table's options
// names its field and says what is wrong (the existing tests checked only some of them), and the
// bounds themselves are allowed.

import { describe, expect, it } from "vitest";
import { EngineError } from "../../../engine/errors.js";
import { parseOptions, statLabel } from "./options.js";

function refusal(raw: Record<string, unknown>): { path: (string | number)[]; message: string } {
  try {
    parseOptions(raw);
  } catch (e) {
    expect(e).toBeInstanceOf(EngineError);
    const { path, message, issues } = e as EngineError;
    expect(issues[0]?.code).toBe("custom");
    return { path, message };
  }
  throw new Error(`accepted ${JSON.stringify(raw)}`);
}

const stats = [
  { id: "grit", label: "Grit" },
  { id: "nerve", label: "Nerve" },
];
const said = (path: string, what: string) => `invalid Beat-15 options: ${path}: ${what}`;

describe("Beat-15 options: what the mutants found open", () => {
  it("B15-INTRO-1 a table's stat list: an ID twice, a label or a Stress input for a stat not on it", () => {
    expect(refusal({ stats: [...stats, { id: "grit", label: "G" }] })).toEqual({
      path: ["stats", 2, "id"],
      message: said("stats.2.id", 'stat ID "grit" appears twice'),
    });
    expect(refusal({ stats, statLabels: { luck: "Luck" } })).toEqual({
      path: ["statLabels", "luck"],
      message: said("statLabels.luck", "not one of the stats (grit, nerve)"),
    });
    expect(refusal({ stats, stressInputs: ["grit", "luck"] })).toEqual({
      path: ["stressInputs", 1],
      message: said("stressInputs.1", '"luck" is not one of the stats (grit, nerve)'),
    });
  });

  it("B15-INTRO-1 a stat's label: the table's, else the list's, else its ID (also for an ID off the list)", () => {
    const o = parseOptions({ stats, statLabels: { nerve: "Steel" } });
    expect([statLabel(o, "grit"), statLabel(o, "nerve"), statLabel(o, "luck")]).toEqual([
      "Grit",
      "Steel",
      "luck",
    ]);
  });

  it("B15-TN-5 ladderMax must be a rung at or above ladderMin; equal to it is allowed", () => {
    expect(refusal({ ladderMax: 31 })).toEqual({
      path: ["ladderMax"],
      message: said("ladderMax", "must be a multiple of 3 (a rung of the ladder)"),
    });
    expect(refusal({ ladderMax: 0, taskTargets: {} })).toEqual({
      path: ["ladderMax"],
      message: said("ladderMax", "must be at least ladderMin (3)"),
    });
    expect(parseOptions({ ladderMax: 3, taskTargets: {} }).ladderMax).toBe(3);
    // With no bottom (B15-TN-6 lifted) any top is taken, even one below 0.
    expect(parseOptions({ ladderMin: null, ladderMax: -3, taskTargets: {} }).ladderMax).toBe(-3);
  });

  it("B15-RES-3 the 'just' margin must be below the 'dramatic' one", () => {
    expect(refusal({ marginTiers: { just: 9, dramatic: 9 } })).toEqual({
      path: ["marginTiers", "just"],
      message: said("marginTiers.just", "must be below marginTiers.dramatic"),
    });
  });

  it("B15-TN-10 a task's target is a rung within the ladder's ends, the ends themselves allowed", () => {
    expect(refusal({ taskTargets: { pick: 16 } })).toEqual({
      path: ["taskTargets", "pick"],
      message: said("taskTargets.pick", "must be a multiple of 3 (a rung of the ladder)"),
    });
    expect(refusal({ taskTargets: { pick: 0 } })).toEqual({
      path: ["taskTargets", "pick"],
      message: said("taskTargets.pick", "must be at least 3"),
    });
    expect(refusal({ ladderMax: 30, taskTargets: { pick: 33 } })).toEqual({
      path: ["taskTargets", "pick"],
      message: said("taskTargets.pick", "must be at most 30"),
    });
    expect(parseOptions({ ladderMin: null, taskTargets: { dig: -3 } }).taskTargets).toEqual({ dig: -3 });
    expect(parseOptions({ ladderMax: 30, taskTargets: { low: 3, high: 30 } }).taskTargets).toEqual({
      low: 3,
      high: 30,
    });
  });
});
