// The stun die pinned: its text by Endurance's sign, a roll through the dice source by name with
// its faces 1–6 only, the clamp at 0, and the count by Stun ranks (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { stunDiceCount, stunDieRoll, stunDieText } from "./stun.js";
import { build } from "./testing/helpers.js";

describe("DE-HEAL-1, DE-HEAL-2: the stun die", () => {
  it("its text: 1d6, 1d6+E, 1d6−E", () => {
    expect([0, 2, -3].map((endurance) => stunDieText(build({ stats: { endurance } })))).toEqual([
      "1d6",
      "1d6+2",
      "1d6−3",
    ]);
  });

  it("a d6 named for what it is rolled for, plus Endurance, never below 0", () => {
    expect(stunDieRoll(build({ stats: { endurance: 2 } }), facesSource([6]))).toBe(8);
    expect(stunDieRoll(build({ stats: { endurance: -2 } }), facesSource([2]))).toBe(0);
    expect(stunDieRoll(build({ stats: { endurance: -2 } }), facesSource([3]))).toBe(1);
    expect(stunDieRoll(build(), facesSource([1]))).toBe(1);
    expect(() => stunDieRoll(build(), facesSource([]))).toThrow(
      "the roll needs more faces than the 0 given (the next one is for a d6 (stun die))",
    );
    expect(() => stunDieRoll(build(), facesSource([]), "rest")).toThrow("(the next one is for a d6 (rest))");
    expect(() => stunDieRoll(build(), facesSource([7]))).toThrow(
      "face 1 is 7, which a d6 (stun die) cannot show",
    );
    expect(() => stunDieRoll(build(), facesSource([0]))).toThrow(
      "face 1 is 0, which a d6 (stun die) cannot show",
    );
  });

  it("one die, one more per Stun rank", () => {
    expect(stunDiceCount(build())).toBe(1);
    expect(stunDiceCount({ stunRanks: [4, 4, 2] })).toBe(4);
  });
});
