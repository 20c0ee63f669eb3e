import { describe, expect, it } from "vitest";
import { type DiceSource, facesSource } from "../../../dice/index.js";
import { judge, resolveCheck, rollCheck } from "./check.js";
import { playerView } from "./hidden.js";
import { DEFAULT_CHECK_OPTIONS } from "./options.js";

describe("check faces and totals, at their edges", () => {
  it("DE-ROLL-4 a face that is not a whole number from 1 to the die's size is refused, naming it", () => {
    expect(() => resolveCheck({ stat: 0 }, [11, 5])).toThrow(
      new RangeError("face 1 is 11, which a d10 cannot show"),
    );
    expect(() => resolveCheck({ stat: 0 }, [5, 0])).toThrow(
      new RangeError("face 2 is 0, which a d10 cannot show"),
    );
    expect(() => resolveCheck({ stat: 0 }, [5.5, 5])).toThrow(
      new RangeError("face 1 is 5.5, which a d10 cannot show"),
    );
    expect(() => resolveCheck({ stat: 0, training: "expert" }, [13, 5])).toThrow(
      new RangeError("face 1 is 13, which a d12 cannot show"),
    );
    // 1 and the die's size are faces it shows.
    expect(resolveCheck({ stat: 0, training: "expert" }, [12, 1]).kept).toEqual([12, 1]);
  });

  it("DE-ADV-1 a face past the dice the check needs is refused by count, not by size", () => {
    expect(() => resolveCheck({ stat: 0 }, [5, 5, 0])).toThrow(
      new RangeError("net advantage 0 needs 2 dice, got 3"),
    );
  });

  it("DE-ROLL-4 with no advantage the kept pair stays in roll order", () => {
    const r = resolveCheck({ stat: 0 }, [4, 7]);
    expect(r.kept).toEqual([4, 7]);
    expect(r.dice).toEqual([
      { size: 10, face: 4, kept: true },
      { size: 10, face: 7, kept: true },
    ]);
  });

  it("DE-ADV-1 every die is listed with its size, and only the kept two are marked kept", () => {
    const r = resolveCheck({ stat: 0, training: "proficient", disadvantage: 1 }, [12, 3, 6]);
    expect(r.dice).toEqual([
      { size: 12, face: 12, kept: false },
      { size: 10, face: 3, kept: true },
      { size: 10, face: 6, kept: true },
    ]);
    expect(r.kept).toEqual([3, 6]);
  });

  it("DE-FOCUS-3, DE-UNSK-2 attacks and unskilled rolls add no focus; other checks add it", () => {
    expect(resolveCheck({ stat: 1, focusRating: 3 }, [4, 4])).toMatchObject({ focusBonus: 3, total: 12 });
    expect(resolveCheck({ stat: 1, focusRating: 3, attack: true }, [4, 4])).toMatchObject({
      focusBonus: 0,
      total: 9,
    });
    expect(resolveCheck({ stat: 1, focusRating: 3, unskilled: true }, [4, 4, 6])).toMatchObject({
      focusBonus: 0,
      total: 9,
    });
  });

  it("DE-ROLL-5 a check with no target has no outcome, only its total", () => {
    const r = resolveCheck({ stat: 2, modifiers: [1, -3] }, [6, 5]);
    expect(r).toEqual({
      dice: [
        { size: 10, face: 6, kept: true },
        { size: 10, face: 5, kept: true },
      ],
      net: 0,
      kept: [6, 5],
      crit: "none",
      critBonus: 0,
      critDamageBonus: 0,
      focusBonus: 0,
      modifierTotal: -2,
      total: 11,
    });
    expect(r).not.toHaveProperty("outcome");
  });
});

describe("judging a total", () => {
  it("DE-CRIT-5 a super-critical attack that exactly meets its DV is an ordinary hit (not forced)", () => {
    const r = resolveCheck({ stat: 0, attack: true, target: 24 }, [10, 10]);
    expect(r.outcome).toEqual({ success: true, dos: 1, dof: 0, forced: null });
    expect(judge(23, 24, "superCrit", true, DEFAULT_CHECK_OPTIONS)).toEqual({
      success: true,
      dos: 1,
      dof: 0,
      forced: "success",
    });
  });

  it("DE-CRIT-7 double 1s fail with no DoF at or above the target, and the true DoF below it", () => {
    expect(resolveCheck({ stat: 5, focusRating: 3, target: 2 }, [1, 1]).outcome).toEqual({
      success: false,
      dos: 0,
      dof: 0,
      forced: "fail",
    });
    expect(resolveCheck({ stat: 0, target: 9 }, [1, 1]).outcome).toEqual({
      success: false,
      dos: 0,
      dof: 7,
      forced: "fail",
    });
  });

  it("DE-CRIT-9 a super-critical check without the option is judged by its total alone", () => {
    expect(judge(20, 20, "superCrit", false, DEFAULT_CHECK_OPTIONS)).toEqual({
      success: true,
      dos: 1,
      dof: 0,
      forced: null,
    });
    expect(judge(19, 20, "superCrit", false, DEFAULT_CHECK_OPTIONS)).toEqual({
      success: false,
      dos: 0,
      dof: 1,
      forced: null,
    });
  });
});

describe("rolling a check from a DiceSource", () => {
  it("DE-ROLL-4 each die is thrown under its size and position, with the die's faces", () => {
    const inner = facesSource([12, 3, 7]);
    const calls: { faces: readonly number[]; name: string }[] = [];
    const src: DiceSource = {
      roll(faces, name) {
        calls.push({ faces, name });
        return inner.roll(faces, name);
      },
    };
    const r = rollCheck({ stat: 0, training: "proficient", advantage: 1 }, src);
    expect(calls.map((c) => c.name)).toEqual(["d12 (check die 1)", "d10 (check die 2)", "d10 (check die 3)"]);
    expect(calls[0]!.faces).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(calls[1]!.faces).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(r.kept).toEqual([12, 7]);
  });
});

describe("the player's view of a check", () => {
  it("DE-ROLL-6 a check with no target shows no pass or fail", () => {
    const r = resolveCheck({ stat: 0 }, [6, 8]);
    expect(playerView(r, { revealDegrees: true })).toEqual({ dice: r.dice, crit: "none", total: 14 });
  });

  it("DE-ROLL-6 a failure shows failure, and no DoF, even with degrees revealed", () => {
    const r = resolveCheck({ stat: 0, target: 20 }, [6, 8]);
    expect(playerView(r, { revealDegrees: true })).toEqual({
      dice: r.dice,
      crit: "none",
      total: 14,
      success: false,
    });
  });
});
