// Options: every one of the checklist, with the draft's defaults; errors name the field.

import { describe, expect, it } from "vitest";
import { EngineError } from "../../../engine/errors.js";
import { fixedStats, optionDocList, parseOptions, statLabel } from "./options.js";
import { OPTION_DOCS } from "./options-docs.js";

function errorOf(f: () => unknown): EngineError {
  try {
    f();
  } catch (e) {
    if (e instanceof EngineError) return e;
    throw e;
  }
  throw new Error("expected an EngineError");
}

describe("options", () => {
  it("parseOptions({}) gives every option of the checklist at the draft's default", () => {
    expect(parseOptions({})).toEqual({
      statPreset: "none",
      stats: null,
      statLabels: {},
      naturalTwentyAutoSuccess: false,
      naturalOneAutoFailure: false,
      difficultyBands: "at-or-above",
      ladderMax: null,
      ladderMin: 3,
      stepsPerCircumstance: 1,
      allowOffLadderTargets: false,
      impossibleTasks: "gm-permission",
      taskTargets: { attack: 15, stealth: 15 },
      marginTiers: { just: 2, dramatic: 9 },
      contestIncludesStat: true,
      contestTieReroll: "tied-leaders",
      groupUsesRawFace: false,
      groupBonusVsTarget: false,
      supplyRollsPerUse: 1,
      supplyFailBlocksUse: false,
      resupplyRule: "restore-starting-die",
      roundingMode: "floor",
      stressInputs: null,
      vitalityInputs: null,
    });
  });

  it("every option is documented in a sentence of its own", () => {
    const docs = optionDocList();
    expect(docs.map((d) => d.name).sort()).toEqual(Object.keys(parseOptions({})).sort());
    for (const d of docs) expect(d.description.length, d.name).toBeGreaterThan(20);
    expect(Object.keys(OPTION_DOCS)).toHaveLength(23);
  });

  it("B15-INTRO-1 no stat names ship by default; six-plus-luck gives seven neutral stats a table renames", () => {
    expect(fixedStats(parseOptions({}))).toBeNull();
    const o = parseOptions({
      statPreset: "six-plus-luck",
      statLabels: { "stat-1": "Brawn", luck: "Fortune" },
    });
    expect(fixedStats(o)?.map((s) => s.id)).toEqual([
      "stat-1",
      "stat-2",
      "stat-3",
      "stat-4",
      "stat-5",
      "stat-6",
      "luck",
    ]);
    expect(statLabel(o, "stat-1")).toBe("Brawn");
    expect(statLabel(o, "stat-2")).toBe("Stat 2");
    expect(statLabel(o, "luck")).toBe("Fortune");
  });

  it("B15-INTRO-1 a table may bring its own stat list, which wins over the preset", () => {
    const o = parseOptions({
      statPreset: "six-plus-luck",
      stats: [
        { id: "body", label: "Body" },
        { id: "mind", label: "Mind" },
      ],
    });
    expect(fixedStats(o)?.map((s) => s.id)).toEqual(["body", "mind"]);
    expect(
      errorOf(() =>
        parseOptions({
          stats: [
            { id: "a", label: "A" },
            { id: "a", label: "B" },
          ],
        }),
      ).path,
    ).toEqual(["stats", 1, "id"]);
  });

  it("refuses an unknown option by name, and wrong values naming the field", () => {
    const e = errorOf(() => parseOptions({ noSuchOption: 1 }));
    expect(e.code).toBe("invalid");
    expect(e.message).toContain("noSuchOption");
    expect(e.path).toEqual(["noSuchOption"]);
    expect(errorOf(() => parseOptions({ ladderMin: 2 })).path).toEqual(["ladderMin"]);
    expect(errorOf(() => parseOptions({ roundingMode: "up" })).message).toMatch(
      /roundingMode: expected one of "floor", "truncate"/,
    );
  });

  it("B15-TN-5 a ladderMin outside the union names the values it allows: 3, 0, null", () => {
    const e = errorOf(() => parseOptions({ ladderMin: 5 }));
    expect(e.path).toEqual(["ladderMin"]);
    expect(e.message).toBe("invalid Beat-15 options: ladderMin: expected one of 3, 0, null");
    expect(parseOptions({ ladderMin: null }).ladderMin).toBeNull();
  });

  it("B15-TN-5 ladderMax must be a rung at or above ladderMin", () => {
    expect(parseOptions({ ladderMax: 39 }).ladderMax).toBe(39);
    expect(errorOf(() => parseOptions({ ladderMax: 40 })).path).toEqual(["ladderMax"]);
    expect(errorOf(() => parseOptions({ ladderMax: 0 })).message).toMatch(/at least ladderMin/);
  });

  it("B15-TN-2 task targets are registered as data and must be rungs", () => {
    expect(
      parseOptions({ taskTargets: { attack: 15, stealth: 15, lockpicking: 18 } }).taskTargets.lockpicking,
    ).toBe(18);
    expect(errorOf(() => parseOptions({ taskTargets: { climb: 14 } })).path).toEqual([
      "taskTargets",
      "climb",
    ]);
    expect(parseOptions({ taskTargets: { climb: 14 }, allowOffLadderTargets: true }).taskTargets.climb).toBe(
      14,
    );
  });

  it("B15-RES-3 margin tiers must leave room between 'just' and 'dramatic'", () => {
    expect(parseOptions({ marginTiers: { just: 1 } }).marginTiers).toEqual({ just: 1, dramatic: 9 });
    expect(errorOf(() => parseOptions({ marginTiers: { just: 9, dramatic: 9 } })).path).toEqual([
      "marginTiers",
      "just",
    ]);
  });

  it("B15-RND-4 Stress and Vitality inputs must be stats of a fixed list", () => {
    expect(parseOptions({ stressInputs: ["grit", "nerve"] }).stressInputs).toEqual(["grit", "nerve"]);
    const e = errorOf(() =>
      parseOptions({ statPreset: "six-plus-luck", vitalityInputs: ["stat-1", "grit"] }),
    );
    expect(e.path).toEqual(["vitalityInputs", 1]);
  });

  it("the defaults parse again unchanged through JSON", () => {
    const o = parseOptions({});
    expect(parseOptions(JSON.parse(JSON.stringify(o)))).toEqual(o);
  });
});
