import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { checkDice, resolveCheck, rollCheck } from "./check.js";
import { DEFAULT_CHECK_OPTIONS } from "./options.js";
import { dieSizes, keptIndices, netAdvantage } from "./pool.js";

describe("advantage and disadvantage", () => {
  it("DE-ADV-1 advantage 2 rolls four dice and keeps the highest two", () => {
    const r = resolveCheck({ stat: 0, advantage: 2 }, [3, 8, 5, 9]);
    expect(r.dice).toHaveLength(4);
    expect(r.kept).toEqual([9, 8]);
    expect(r.dice.map((d) => d.kept)).toEqual([false, true, false, true]);
    expect(r.total).toBe(17);
  });

  it("DE-ADV-1 disadvantage 4 and advantage 1 roll five dice and keep the lowest two", () => {
    const r = resolveCheck({ stat: 0, advantage: 1, disadvantage: 4 }, [7, 2, 9, 4, 6]);
    expect(r.dice).toHaveLength(5);
    expect(r.kept).toEqual([2, 4]);
  });

  it("DE-ADV-1 one level of each rolls exactly two dice", () => {
    expect(checkDice({ stat: 0, advantage: 1, disadvantage: 1 })).toEqual([10, 10]);
    const src = facesSource([4, 5]);
    expect(rollCheck({ stat: 0, advantage: 1, disadvantage: 1 }, src).dice.every((d) => d.kept)).toBe(true);
    expect(src.remaining()).toBe(0);
  });

  it("DE-ADV-2 levels from all sources stack and cancel one for one", () => {
    // Perceptive Vision (adv 1), dim light (dis 1), moderate obstruction (dis 2).
    const net = netAdvantage(1, 1 + 2);
    expect(net).toBe(-2);
    expect(dieSizes("none", net, DEFAULT_CHECK_OPTIONS)).toHaveLength(4);
    expect(keptIndices([8, 3, 6, 5], net)).toEqual([1, 3]);
  });

  it("DE-ADV-3 extra dice are d10 when merely Proficient, d12 with Expertise", () => {
    expect(checkDice({ stat: 0, training: "proficient", advantage: 1 })).toEqual([12, 10, 10]);
    expect(checkDice({ stat: 0, training: "expert", disadvantage: 1 })).toEqual([12, 12, 12]);
  });

  it("DE-ADV-3 option advantageDieFollowsProficiency makes a Proficient roller's extra dice d12s", () => {
    expect(
      checkDice({ stat: 0, training: "proficient", advantage: 2 }, { advantageDieFollowsProficiency: true }),
    ).toEqual([12, 10, 12, 12]);
    expect(checkDice({ stat: 0, advantage: 1 }, { advantageDieFollowsProficiency: true })).toEqual([
      10, 10, 10,
    ]);
  });

  it("DE-ADV-4 crits use only the kept dice", () => {
    const a = resolveCheck({ stat: 0, advantage: 1 }, [10, 1, 6]);
    expect(a.kept).toEqual([10, 6]);
    expect(a.crit).toBe("semiCrit");
    const b = resolveCheck({ stat: 0, disadvantage: 1 }, [10, 10, 3]);
    expect(b.kept).toEqual([3, 10]);
    expect(b.crit).toBe("semiCrit");
    const c = resolveCheck({ stat: 0, disadvantage: 1 }, [1, 1, 9]);
    expect(c.kept).toEqual([1, 1]);
    expect(c.crit).toBe("superFail");
  });

  it("DE-ADV-5 ties are resolved arbitrarily: the result depends on face values only", () => {
    const x = resolveCheck({ stat: 0, training: "proficient", advantage: 1 }, [10, 10, 4]);
    const y = resolveCheck({ stat: 0, training: "proficient", advantage: 1 }, [10, 4, 10]);
    expect([x.total, x.crit]).toEqual([y.total, y.crit]);
    expect(x.kept).toEqual([10, 10]);
  });
});

describe("proficiency, expertise and unskilled rolls", () => {
  it("DE-PROF-1 proficiency makes the first base die a d12", () => {
    expect(checkDice({ stat: 2, training: "proficient" })).toEqual([12, 10]);
    expect(resolveCheck({ stat: 2, training: "proficient" }, [12, 5]).total).toBe(21);
    expect(() => resolveCheck({ stat: 2, training: "proficient" }, [5, 12])).toThrow(/d10 cannot show/);
  });

  it("DE-PROF-2 expertise makes every die a d12", () => {
    const r = resolveCheck({ stat: 3, training: "expert" }, [12, 11]);
    expect(r.total).toBe(30);
    expect(r.crit).toBe("superCrit");
  });

  it("DE-UNSK-1 an unskilled roll has one more level of disadvantage, stacking", () => {
    const r = resolveCheck({ stat: 0, unskilled: true }, [7, 3, 5]);
    expect(r.dice).toHaveLength(3);
    expect(r.kept).toEqual([3, 5]);
    expect(checkDice({ stat: 0, unskilled: true, advantage: 1 })).toEqual([10, 10]);
    expect(checkDice({ stat: 0, unskilled: true, disadvantage: 1 })).toHaveLength(4);
  });

  it("DE-UNSK-2 an unskilled roll never adds a focus", () => {
    const r = resolveCheck({ stat: 0, unskilled: true, focusRating: 2 }, [7, 3, 5]);
    expect(r.focusBonus).toBe(0);
    expect(r.total).toBe(8);
  });

  it("DE-PROF-5 training applies to attack rolls and contested checks alike", () => {
    const atk = resolveCheck({ stat: 1, attack: true, training: "proficient", target: 15 }, [11, 3]);
    expect(atk.dice.map((d) => d.size)).toEqual([12, 10]);
    expect(atk.total).toBe(17);
    expect(checkDice({ stat: 0, training: "expert" })).toEqual([12, 12]);
  });
});
