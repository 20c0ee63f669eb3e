// The ladder as pure functions: rungs, names, bounds, moves, "Impossible" tasks.

import { describe, expect, it } from "vitest";
import { EngineError } from "../../../engine/errors.js";
import { NAMED_STEPS, PRINTED_LADDER } from "../data/ladder.js";
import {
  bandOf,
  checkBaseTarget,
  checkImpossible,
  circumstanceMoves,
  isOnLadder,
  type LadderOptions,
  resolveTarget,
} from "./ladder.js";

const o = (patch: Partial<LadderOptions> = {}): LadderOptions => ({
  difficultyBands: "at-or-above",
  ladderMin: 3,
  ladderMax: null,
  allowOffLadderTargets: false,
  stepsPerCircumstance: 1,
  impossibleTasks: "gm-permission",
  ...patch,
});

const target = (base: number, steps: number[], opts = o()) =>
  resolveTarget(
    { base, reason: null, setBy: "GM", moves: steps.map((s) => ({ steps: s, reason: "x", by: "GM" })) },
    opts,
  );

function errorOf(f: () => unknown): EngineError {
  try {
    f();
  } catch (e) {
    if (e instanceof EngineError) return e;
    throw e;
  }
  throw new Error("expected an EngineError");
}

describe("the ladder", () => {
  it("B15-TN-3 the printed rungs are the multiples of 3 from 3 to 39", () => {
    expect(PRINTED_LADDER).toEqual([3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39]);
    for (const tn of PRINTED_LADDER) expect(isOnLadder(tn, o())).toBe(true);
    for (const tn of [0, 1, 2, 4, 14, 40]) expect(isOnLadder(tn, o())).toBe(false);
  });

  it("B15-TN-4 names: 12 Simple, 21 Challenging, 30 Strenuous, 39 Impossible", () => {
    expect(NAMED_STEPS).toEqual({ simple: 12, challenging: 21, strenuous: 30, impossible: 39 });
    expect(bandOf(12, "at-or-above")).toBe("simple");
    expect(bandOf(21, "at-or-above")).toBe("challenging");
    expect(bandOf(30, "at-or-above")).toBe("strenuous");
    expect(bandOf(39, "at-or-above")).toBe("impossible");
  });

  it("B15-TN-4 TN 15 → Simple (default) / Challenging (grouped)", () => {
    expect(bandOf(15, "at-or-above")).toBe("simple");
    expect(bandOf(15, "grouped")).toBe("challenging");
  });

  it("B15-TN-4 TN 9 → unnamed (default) / Simple (grouped)", () => {
    expect(bandOf(9, "at-or-above")).toBeNull();
    expect(bandOf(9, "grouped")).toBe("simple");
  });

  it("B15-TN-4 TN 36 → Strenuous (default) / Impossible (grouped)", () => {
    expect(bandOf(36, "at-or-above")).toBe("strenuous");
    expect(bandOf(36, "grouped")).toBe("impossible");
  });

  it("B15-TN-4 every row of the checklist's ladder table, in both modes", () => {
    const rows: [number, string | null, string][] = [
      [45, "impossible", "impossible"],
      [42, "impossible", "impossible"],
      [39, "impossible", "impossible"],
      [36, "strenuous", "impossible"],
      [33, "strenuous", "impossible"],
      [30, "strenuous", "strenuous"],
      [27, "challenging", "strenuous"],
      [24, "challenging", "strenuous"],
      [21, "challenging", "challenging"],
      [18, "simple", "challenging"],
      [15, "simple", "challenging"],
      [12, "simple", "simple"],
      [9, null, "simple"],
      [6, null, "simple"],
      [3, null, "simple"],
    ];
    for (const [tn, atOrAbove, grouped] of rows) {
      expect(bandOf(tn, "at-or-above"), `${tn}`).toBe(atOrAbove);
      expect(bandOf(tn, "grouped"), `${tn}`).toBe(grouped);
    }
  });

  it("B15-TN-5 base 36 moved two rungs up → 42, past the printed top", () => {
    expect(target(36, [1, 1]).final).toBe(42);
    expect(isOnLadder(42, o())).toBe(true);
    expect(isOnLadder(45, o())).toBe(true);
  });

  it("B15-TN-5 with ladderMax 39 the target stops at 39", () => {
    expect(target(36, [2], o({ ladderMax: 39 })).final).toBe(39);
    expect(isOnLadder(42, o({ ladderMax: 39 }))).toBe(false);
  });

  it("B15-TN-6 base 6 moved two rungs down → 3, the floor", () => {
    const t = target(6, [-1, -1]);
    expect(t.unbounded).toBe(0);
    expect(t.final).toBe(3);
  });

  it("B15-TN-6 ladderMin 0 lets it reach 0; ladderMin null lets it go below", () => {
    expect(target(6, [-2], o({ ladderMin: 0 })).final).toBe(0);
    expect(target(6, [-4], o({ ladderMin: null })).final).toBe(-6);
  });

  it("B15-TN-7 base 12 and an unsuitable tool (one disadvantage) → 15; moves are summed", () => {
    const moves = circumstanceMoves([], [{ label: "a screwdriver as a hammer" }], o());
    expect(moves).toEqual([{ steps: 1, reason: "a screwdriver as a hammer", by: "GM" }]);
    expect(resolveTarget({ base: 12, reason: null, setBy: "GM", moves }, o()).final).toBe(15);
    // one advantage and one disadvantage cancel
    const both = circumstanceMoves([{ label: "good light" }], [{ label: "rain" }], o());
    expect(resolveTarget({ base: 12, reason: null, setBy: "GM", moves: both }, o()).final).toBe(12);
  });

  it("B15-TN-7 stepsPerCircumstance 2 moves two rungs per circumstance; a circumstance may say its own", () => {
    expect(circumstanceMoves([], [{ label: "rain" }], o({ stepsPerCircumstance: 2 }))[0]!.steps).toBe(2);
    expect(circumstanceMoves([{ label: "a master's tools", steps: 3 }], [], o())[0]!.steps).toBe(-3);
  });

  it("B15-TN-9 attack: 1 defender advantage and 2 attacker advantages → 12", () => {
    const moves = circumstanceMoves(
      [{ label: "high ground" }, { label: "flanking" }],
      [{ label: "cover" }],
      o(),
    );
    expect(resolveTarget({ base: 15, reason: null, setBy: "GM", moves }, o()).final).toBe(12);
  });

  it("B15-TN-9 attack: 2 defender advantages and none for the attacker → 21", () => {
    const moves = circumstanceMoves([], [{ label: "cover" }, { label: "shield wall" }], o());
    expect(resolveTarget({ base: 15, reason: null, setBy: "GM", moves }, o()).final).toBe(21);
  });

  it("B15-TN-10 a GM entering TN 14 gets a validation error naming the nearest rungs 12 and 15", () => {
    const e = errorOf(() => checkBaseTarget(14, o(), ["target", "base"]));
    expect(e.code).toBe("invalid");
    expect(e.path).toEqual(["target", "base"]);
    expect(e.message).toMatch(/12 and 15/);
  });

  it("B15-TN-10 below the floor names the lowest rung; allowOffLadderTargets accepts 14", () => {
    expect(errorOf(() => checkBaseTarget(1, o(), [])).message).toMatch(/nearest rung is 3/);
    expect(() => checkBaseTarget(14, o({ allowOffLadderTargets: true }), [])).not.toThrow();
    expect(() => checkBaseTarget(0, o({ allowOffLadderTargets: true }), [])).toThrow(EngineError);
  });

  it("B15-IMP-1 a base at or above 39 is an Impossible task; 36 is not; grouped bands start at 33", () => {
    expect(target(39, []).impossibleTask).toBe(true);
    expect(target(42, []).impossibleTask).toBe(true);
    expect(target(36, []).impossibleTask).toBe(false);
    expect(target(33, [], o({ difficultyBands: "grouped" })).impossibleTask).toBe(true);
    expect(target(30, [], o({ difficultyBands: "grouped" })).impossibleTask).toBe(false);
  });

  it("B15-IMP-2 an Impossible base is refused without the GM's permission, allowed with it", () => {
    const t = target(39, []);
    const e = errorOf(() => checkImpossible(t, false, o(), ["gmPermission"]));
    expect(e.code).toBe("refused");
    expect(e.path).toEqual(["gmPermission"]);
    expect(() => checkImpossible(t, true, o(), [])).not.toThrow();
    expect(() => checkImpossible(t, false, o({ impossibleTasks: "allow" }), [])).not.toThrow();
  });

  it("B15-IMP-3 base 36 and one disadvantage → 39, not an Impossible task: no permission needed", () => {
    const t = target(36, [1]);
    expect(t.final).toBe(39);
    expect(t.band).toBe("impossible");
    expect(t.impossibleTask).toBe(false);
    expect(() => checkImpossible(t, false, o(), [])).not.toThrow();
  });
});
