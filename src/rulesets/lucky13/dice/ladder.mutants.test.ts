// Tests that kill mutants of ladder.ts that survived `npm run mutate -- src/rulesets/lucky13/dice`
// (issue 21): the ladder's refusals carry their code, path and sentence (they were only checked for
// throwing), and the limits at either end of the step values.

import { describe, expect, it } from "vitest";
import { assertDieSize, diceOfStep, dieAtIndex, MAX_STEP_VALUE, stepSlot, stepValueOf } from "./ladder.js";
import { refusal } from "./testing/refusal.js";

describe("ladder refusals", () => {
  it("L13-DICE-1 a bad die is refused with the allowed sizes and the value given", () => {
    expect(refusal(() => assertDieSize(20, [])).message).toBe(
      "a Lucky 13 die must be a d4, d6, d8, d10 or d12 (4, 6, 8, 10 or 12), not 20",
    );
  });

  it("L13-DICE-1 the ladder has indexes 1..5 only: 0, 6 and 2.5 are refused", () => {
    expect([1, 2, 3, 4, 5].map(dieAtIndex)).toEqual([4, 6, 8, 10, 12]);
    for (const bad of [0, 6, 2.5]) {
      const e = refusal(() => dieAtIndex(bad));
      expect(e.code).toBe("bad_step");
      expect(e.path).toEqual([]);
      expect(e.message).toBe(`ladder index must be 1..5, not ${bad}`);
    }
  });

  it("L13-STEP-4 L13-STEP-5 a step value is a whole number in 0..500: -1, 501 and 1.5 are refused", () => {
    for (const bad of [-1, MAX_STEP_VALUE + 1, 1.5]) {
      const e = refusal(() => diceOfStep(bad, "growExtra"));
      expect(e.code).toBe("bad_step");
      expect(e.path).toEqual([]);
      expect(e.message).toBe(`a step value must be a whole number in 0..${MAX_STEP_VALUE}, not ${bad}`);
    }
    expect(diceOfStep(MAX_STEP_VALUE, "growExtra")).toHaveLength(100);
  });

  it("L13-STEP-7 a fractional number of steps is refused before it reaches the ladder", () => {
    const e = refusal(() => stepSlot(6, 1.5, "growExtra"));
    expect(e.code).toBe("bad_step");
    expect(e.path).toEqual([]);
    expect(e.message).toBe("steps must be a whole number, not 1.5");
  });

  it("L13-DICE-1 a slot base given without a path is refused at the root", () => {
    const e = refusal(() => stepValueOf(7 as 6, "growExtra"));
    expect(e.code).toBe("bad_die");
    expect(e.path).toEqual([]);
  });

  it("L13-STEP-5 a malformed overflow group names the shape its mode produces", () => {
    const grow = refusal(() => stepValueOf([12, 4, 12], "growExtra", ["base"]));
    expect(grow.code).toBe("bad_step");
    expect(grow.path).toEqual(["base"]);
    expect(grow.message).toBe(
      "base: an overflow group in growExtra mode must be d12s followed by one die, not d12+d4+d12",
    );
    const each = refusal(() => stepValueOf([12, 6], "addD4Each", ["base"]));
    expect(each.message).toBe(
      "base: an overflow group in addD4Each mode must be d12 followed by d4s, not d12+d6",
    );
  });

  it("L13-STEP-5 a group past the step limit is refused as a group, not read as its first 100 dice", () => {
    const e = refusal(() => stepValueOf(new Array(102).fill(12), "growExtra", ["base"]));
    expect(e.code).toBe("bad_step");
    expect(e.message).toMatch(/^base: an overflow group in growExtra mode must be d12s followed by one die/);
  });
});
