import { describe, expect, it } from "vitest";
import { L13Error } from "./errors.js";
import {
  assertDieSize,
  compareDice,
  DIE_SIZES,
  diceOfStep,
  ladderIndex,
  resolveSteps,
  show,
  stepSlot,
  stepValueOf,
} from "./ladder.js";

const up = (base: Parameters<typeof stepSlot>[0], n: number, mode: "growExtra" | "addD4Each" = "growExtra") =>
  show(stepSlot(base, n, mode));

describe("die ladder", () => {
  it("L13-DICE-1 gameplay dice are exactly d4, d6, d8, d10, d12", () => {
    expect(DIE_SIZES).toEqual([4, 6, 8, 10, 12]);
    for (const bad of [2, 3, 5, 7, 20, 100, 0, -4, 4.5, "d6", null]) {
      expect(() => assertDieSize(bad, ["slots", 0, "base"])).toThrowError(L13Error);
    }
  });

  it("L13-DICE-1 the error names the field at fault", () => {
    try {
      assertDieSize(20, ["slots", 1, "base"]);
      expect.unreachable();
    } catch (e) {
      const err = e as L13Error;
      expect(err.code).toBe("bad_die");
      expect(err.path).toEqual(["slots", 1, "base"]);
      expect(err.message).toMatch(/^slots\[1\]\.base: /);
    }
  });

  it("L13-DICE-3 d4 < d6 < d8 < d10 < d12, none below all", () => {
    expect([12, 4, 10, 6, 8].sort((a, b) => compareDice(a as 4, b as 4))).toEqual([4, 6, 8, 10, 12]);
    expect(compareDice("none", 4)).toBeLessThan(0);
    expect(DIE_SIZES.map(ladderIndex)).toEqual([1, 2, 3, 4, 5]);
    expect(ladderIndex("none")).toBe(0);
  });
});

describe("stepping", () => {
  it("L13-STEP-1 step up d4→d6, d6→d8, d8→d10, d10→d12", () => {
    expect([up(4, 1), up(6, 1), up(8, 1), up(10, 1)]).toEqual(["d6", "d8", "d10", "d12"]);
  });

  it("L13-STEP-2 step up d12 keeps the d12 and adds a d4", () => {
    expect(stepSlot(12, 1, "growExtra")).toEqual([12, 4]);
  });

  it("L13-STEP-3 step down d12→d10, d10→d8, d8→d6, d6→d4", () => {
    expect([up(12, -1), up(10, -1), up(8, -1), up(6, -1)]).toEqual(["d10", "d8", "d6", "d4"]);
  });

  it("L13-STEP-4 d4 −1 → none; d6 −5 → none, without an error; none stays none", () => {
    expect(stepSlot(4, -1, "growExtra")).toEqual([]);
    expect(stepSlot(6, -5, "growExtra")).toEqual([]);
    expect(stepSlot("none", -3, "growExtra")).toEqual([]);
  });

  it("L13-STEP-5 past d12: d10+3 → d12+d6, d12+5 → d12+d12, d12+6 → d12+d12+d4, d4+5 → d12+d4", () => {
    expect(up(10, 3)).toBe("d12+d6");
    expect(up(12, 5)).toBe("d12+d12");
    expect(up(12, 6)).toBe("d12+d12+d4");
    expect(up(4, 5)).toBe("d12+d4");
  });

  it("L13-STEP-5 the growExtra chain d12 → d12+d4 → … → d12+d12+d4 (Appendix B.1)", () => {
    expect([5, 6, 7, 8, 9, 10, 11].map((s) => show(diceOfStep(s, "growExtra")))).toEqual([
      "d12",
      "d12+d4",
      "d12+d6",
      "d12+d8",
      "d12+d10",
      "d12+d12",
      "d12+d12+d4",
    ]);
  });

  it("L13-STEP-5 with addD4Each: d10 +3 → d12+d4+d4", () => {
    expect(up(10, 3, "addD4Each")).toBe("d12+d4+d4");
    expect(up(12, 1, "addD4Each")).toBe("d12+d4");
  });

  it("L13-STEP-6 stepping down an overflow group is the exact inverse", () => {
    expect(up([12, 4], -1)).toBe("d12");
    expect(up([12, 6], -1)).toBe("d12+d4");
    expect(up([12, 12, 4], -1)).toBe("d12+d12");
    expect(up([12, 4, 4], -1, "addD4Each")).toBe("d12+d4");
    for (let s = 0; s <= 30; s++) {
      for (const mode of ["growExtra", "addD4Each"] as const) {
        expect(stepValueOf(diceOfStep(s, mode), mode)).toBe(s);
        expect(stepSlot(stepSlot({ step: s }, 3, mode), -3, mode)).toEqual(diceOfStep(s, mode));
      }
    }
  });

  it("L13-STEP-6 a group of the wrong shape for its mode is refused", () => {
    expect(() => stepValueOf([12, 6], "addD4Each", ["base"])).toThrowError(/d12 followed by d4s/);
    expect(() => stepValueOf([6, 12], "growExtra", ["base"])).toThrowError(L13Error);
    expect(() => stepValueOf([12, 5 as 4], "growExtra", ["base"])).toThrowError(/base\[1\]/);
  });

  it("L13-STEP-7 net: d4 with +1 and −1 in either order → d4; d6 +1 −2 → d4; d8 +2 −1 → d10", () => {
    expect(diceOfStep(resolveSteps(1, [1, -1], "net"), "growExtra")).toEqual([4]);
    expect(diceOfStep(resolveSteps(1, [-1, 1], "net"), "growExtra")).toEqual([4]);
    expect(diceOfStep(resolveSteps(2, [1, -2], "net"), "growExtra")).toEqual([4]);
    expect(diceOfStep(resolveSteps(3, [2, -1], "net"), "growExtra")).toEqual([10]);
  });

  it("L13-STEP-7 sequential: a d4 stepped down then up loses its die for good", () => {
    expect(resolveSteps(1, [-1, 1], "sequential")).toBe(0);
    expect(resolveSteps(1, [1, -1], "sequential")).toBe(1);
    expect(resolveSteps(3, [2, -1], "sequential")).toBe(4);
  });

  it("L13-STEP-8 a none base stepped up gives d4, d6, … (inverse of L13-STEP-4)", () => {
    expect(up("none", 1)).toBe("d4");
    expect(up("none", 2)).toBe("d6");
    expect(resolveSteps(0, [-1, 2], "sequential")).toBe(2);
  });

  it("L13-STEP-5 stepping is unlimited up to a safety bound, then a clear error", () => {
    expect(diceOfStep(500, "growExtra")).toHaveLength(100);
    expect(() => diceOfStep(501, "growExtra")).toThrowError(L13Error);
    expect(() => stepSlot(4, 1.5, "growExtra")).toThrowError(/whole number/);
  });
});
