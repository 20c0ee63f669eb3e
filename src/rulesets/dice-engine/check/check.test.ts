import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { type CheckResult, checkDice, resolveCheck, rollCheck } from "./check.js";
import { playerView } from "./hidden.js";
import type { CheckOptions } from "./options.js";
import type { CheckRequestInput } from "./request.js";

/** Rolls with exactly these faces through a DiceSource and checks that every one was used. */
function roll(req: CheckRequestInput, faces: number[], opts: Partial<CheckOptions> = {}): CheckResult {
  const src = facesSource(faces);
  const r = rollCheck(req, src, opts);
  expect(src.remaining()).toBe(0);
  expect(resolveCheck(req, faces, opts)).toEqual(r);
  return r;
}

describe("the check total", () => {
  it("DE-ROLL-4 two d10 plus the stat", () => {
    expect(roll({ stat: 2 }, [7, 4]).total).toBe(13);
    const low = roll({ stat: -4 }, [1, 1]);
    expect(low.total).toBe(-2);
    expect(low.crit).toBe("superFail");
    const high = roll({ stat: 5 }, [10, 9]);
    expect(high.total).toBe(26);
    expect(high.crit).toBe("semiCrit");
  });

  it("DE-ROLL-4 a check rolls exactly two d10 (no percentile)", () => {
    expect(checkDice({ stat: 0 })).toEqual([10, 10]);
  });

  it("DE-ROLL-5 floating modifiers add to the total", () => {
    const r = roll({ stat: 1, modifiers: [1] }, [6, 3]);
    expect(r.total).toBe(11);
    expect(r.modifierTotal).toBe(1);
    expect(r.focusBonus).toBe(0);
  });

  it("DE-ROLL-5 several floating modifiers sum, penalties included", () => {
    expect(roll({ stat: 0, modifiers: [2, -3, 1] }, [5, 5]).total).toBe(10);
  });

  it("DE-FOCUS-1 the designated focus's rating is added; without it the roll is normal", () => {
    expect(roll({ stat: 1, focusRating: 2 }, [5, 6]).total).toBe(14);
    expect(roll({ stat: 1 }, [5, 6]).total).toBe(12);
  });

  it("DE-FOCUS-2 at most one focus: the request carries one rating", () => {
    expect(() => resolveCheck({ stat: 0, focusRating: -1 }, [5, 5])).toThrow();
    expect(roll({ stat: 0, focusRating: 3 }, [5, 5]).focusBonus).toBe(3);
  });

  it("DE-FOCUS-3 focus bonuses never apply to attack rolls", () => {
    const r = roll({ stat: 0, focusRating: 3, attack: true }, [5, 5]);
    expect(r.focusBonus).toBe(0);
    expect(r.total).toBe(10);
  });

  it("DE-ROLL-6 a hidden DC: the player learns pass/fail, and DoS only when a rule uses it", () => {
    const r = roll({ stat: 0, target: 12 }, [6, 8]);
    expect(r.outcome).toEqual({ success: true, dos: 3, dof: 0, forced: null });
    const seen = playerView(r);
    expect(seen).toEqual({ dice: r.dice, crit: "none", total: 14, success: true });
    expect(playerView(r, { revealDegrees: true }).dos).toBe(3);
    const miss = playerView(roll({ stat: 0, target: 20 }, [6, 8]), { revealDegrees: true });
    expect(miss).not.toHaveProperty("dos");
    expect(JSON.stringify(miss)).not.toContain("20");
  });

  it("DE-DOS-3 every resolved check returns success, dos and dof", () => {
    const r = roll({ stat: 0, target: 20 }, [9, 8]);
    expect(r.outcome).toMatchObject({ success: false, dos: 0, dof: 3 });
  });

  it("DE-STAT-2 a stat outside −4…+5 is refused", () => {
    expect(() => resolveCheck({ stat: 6 }, [5, 5])).toThrow();
    expect(() => resolveCheck({ stat: -5 }, [5, 5])).toThrow();
  });

  it("DE-ROLL-4 a face the die cannot show is refused", () => {
    expect(() => resolveCheck({ stat: 0 }, [11, 5])).toThrow(/d10 cannot show/);
    expect(() => rollCheck({ stat: 0 }, facesSource([11, 5]))).toThrow(/cannot show/);
    expect(() => resolveCheck({ stat: 0 }, [5])).toThrow(/needs 2 dice/);
  });
});
