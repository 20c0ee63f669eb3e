// Tests that kill mutants of ladder.ts and contest.ts that survived or went uncovered in
// `npm run mutate -- src/rulesets/beat15/rules` (issue 21): a ladder with a top (`ladderMax`), the
// ends of the ladder for off-ladder values, the refusals' words, and a contest that never stops tying.

import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { EngineError } from "../../../engine/errors.js";
import { type ContestRules, MAX_REROLLS, rollContest } from "./contest.js";
import {
  bandLabel,
  checkBaseTarget,
  checkImpossible,
  clampToLadder,
  isOnLadder,
  type LadderOptions,
  nearestSteps,
} from "./ladder.js";
import { rat } from "./rational.js";

const o = (patch: Partial<LadderOptions> = {}): LadderOptions => ({
  difficultyBands: "at-or-above",
  ladderMin: 3,
  ladderMax: null,
  allowOffLadderTargets: false,
  stepsPerCircumstance: 1,
  impossibleTasks: "gm-permission",
  ...patch,
});

function refusal(run: () => unknown): EngineError {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(EngineError);
    return e as EngineError;
  }
  throw new Error("no error");
}

describe("the ladder: what the mutants found open", () => {
  it("B15-TN-5 B15-TN-6 a rung is a multiple of 3 from the bottom to the top, both included", () => {
    expect([isOnLadder(3, o()), isOnLadder(9, o()), isOnLadder(0, o())]).toEqual([true, true, false]);
    const top = o({ ladderMax: 30 });
    expect([isOnLadder(30, top), isOnLadder(33, top), isOnLadder(27, top)]).toEqual([true, false, true]);
  });

  it("B15-TN-6 lifted (ladderMin null): the ladder goes on below 0: -3 is a rung, and a GM may set -2 off the ladder", () => {
    const bottomless = o({ ladderMin: null });
    expect([isOnLadder(-3, bottomless), isOnLadder(0, bottomless), isOnLadder(-2, bottomless)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(() => checkBaseTarget(-2, { ...bottomless, allowOffLadderTargets: true }, [])).not.toThrow();
  });

  it("B15-TN-10 the nearest rungs of an off-ladder value stay within the ladder's ends", () => {
    expect(nearestSteps(7, o())).toEqual([6, 9]);
    expect(nearestSteps(4, o())).toEqual([3, 6]);
    expect(nearestSteps(2, o())).toEqual([null, 3]);
    expect(nearestSteps(-1, o())).toEqual([null, 3]);
    const top = o({ ladderMax: 30 });
    expect(nearestSteps(29, top)).toEqual([27, 30]);
    expect(nearestSteps(31, top)).toEqual([30, null]);
    expect(nearestSteps(35, top)).toEqual([30, null]);
    // No bottom: the ladder goes on below 3 (and below 0).
    expect(nearestSteps(-4, o({ ladderMin: null }))).toEqual([-6, -3]);
  });

  it("B15-TN-10 the refusal of an off-ladder target names the ladder's ends and the nearest rungs", () => {
    expect(refusal(() => checkBaseTarget(7, o({ ladderMax: 30 }), ["target"]))).toMatchObject({
      code: "invalid",
      message:
        "target 7 is not a rung of the ladder (multiples of 3 from 3 to 30); the nearest rungs are 6 and 9",
      path: ["target"],
    });
    expect(refusal(() => checkBaseTarget(7, o({ ladderMin: null }), [])).message).toBe(
      "target 7 is not a rung of the ladder (multiples of 3); the nearest rungs are 6 and 9",
    );
    expect(refusal(() => checkBaseTarget(35, o({ ladderMax: 30 }), [])).message).toBe(
      "target 35 is not a rung of the ladder (multiples of 3 from 3 to 30); the nearest rung is 30",
    );
    expect(refusal(() => checkBaseTarget(4.5, o({ allowOffLadderTargets: true }), ["t"]))).toMatchObject({
      code: "invalid",
      message: "target 4.5 is not a whole number",
      path: ["t"],
    });
    expect(refusal(() => checkBaseTarget(4.5, o(), [])).message).toBe("target 4.5 is not a whole number");
  });

  it("B15-TN-10 with allowOffLadderTargets any whole target between the ends is taken, the ends included", () => {
    const off = o({ allowOffLadderTargets: true, ladderMax: 30 });
    expect(() => checkBaseTarget(3, off, [])).not.toThrow();
    expect(() => checkBaseTarget(30, off, [])).not.toThrow();
    expect(() => checkBaseTarget(17, off, [])).not.toThrow();
    expect(refusal(() => checkBaseTarget(2, off, ["t"]))).toMatchObject({
      code: "invalid",
      message: "target 2 is below the bottom of the ladder (3)",
      path: ["t"],
    });
    expect(refusal(() => checkBaseTarget(31, off, ["t"]))).toMatchObject({
      code: "invalid",
      message: "target 31 is above the top of the ladder (30)",
      path: ["t"],
    });
  });

  it("B15-TN-5 B15-TN-6 a moved target is kept within the ends, and left alone between them", () => {
    const ends = { ladderMin: 3, ladderMax: 30 };
    expect([clampToLadder(0, ends), clampToLadder(12, ends), clampToLadder(33, ends)]).toEqual([3, 12, 30]);
  });

  it("B15-TN-4 a target below Simple is named 'below Simple'", () => {
    expect(bandLabel(null)).toBe("below Simple");
  });

  it("B15-IMP-2 the refusal of an 'Impossible' task names its base and how to allow it", () => {
    const view = { base: 39, impossibleTask: true } as Parameters<typeof checkImpossible>[0];
    expect(refusal(() => checkImpossible(view, false, o(), ["gmPermission"]))).toMatchObject({
      code: "refused",
      message:
        'a task starting at 39 is "Impossible": it can be rolled only if the GM allows the attempt (gmPermission)',
    });
  });
});

describe("contests: what the mutants found open", () => {
  const rules: ContestRules = {
    rounding: "floor",
    groupUsesRawFace: false,
    contestTieReroll: "tied-leaders",
  };
  const one = (name: string, bonus = 0) => ({ name, bonuses: [rat(bonus)] });

  it("B15-CON-1 a contest needs two sides", () => {
    expect(refusal(() => rollContest([one("A")], facesSource([10]), rules))).toMatchObject({
      code: "invalid",
      message: "a contest needs at least two sides",
      path: ["sides"],
    });
  });

  it("B15-CON-3 ties reroll up to MAX_REROLLS times, then the contest is refused as still tied", () => {
    const dice = facesSource(new Array(2 * (MAX_REROLLS + 1)).fill(10));
    expect(refusal(() => rollContest([one("A"), one("B")], dice, rules))).toMatchObject({
      code: "conflict",
      message: `the contest was still tied after ${MAX_REROLLS} rerolls`,
      path: ["sides"],
    });
    expect(dice.remaining()).toBe(0);
  });

  it("B15-CON-3 each d20 is named for its member (or side) and its reroll", () => {
    const sides = [one("Ann"), { name: "Orcs", bonuses: [rat(0), rat(0)], memberNames: ["Grub"] }];
    expect(() => rollContest(sides, facesSource([]), rules)).toThrow("for a d20 (Ann)");
    expect(() => rollContest(sides, facesSource([12]), rules)).toThrow("for a d20 (Grub)");
    expect(() => rollContest(sides, facesSource([12, 10]), rules)).toThrow("for a d20 (Orcs)");
    // Ann 12 against the Orcs' best 10 + 2: tied, so both reroll.
    expect(() => rollContest(sides, facesSource([12, 10, 1]), rules)).toThrow("for a d20 (Ann, reroll 1)");
  });
});
