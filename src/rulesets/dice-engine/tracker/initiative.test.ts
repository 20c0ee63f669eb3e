import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import {
  hoursToInitiative,
  initiativeOdds,
  initiativeToSeconds,
  minutesToInitiative,
  rollInitiative,
  roundsToInitiative,
  secondsToInitiative,
} from "./initiative.js";
import { resolveTrackerOptions } from "./options.js";
import { must, O, refusal } from "./test-helpers.js";

function rolled(d6: number, logic: number): number {
  const src = facesSource([d6]);
  const r = must(rollInitiative({ logic }, src, O));
  expect(src.remaining()).toBe(0);
  return r.initiative;
}

describe("rolling initiative", () => {
  it("DE-INIT-2: initiative is 1d6 − Logic: d6=4, Logic 2 → 2; d6=1, Logic 5 → −4; d6=6, Logic −4 → 10", () => {
    expect(rolled(4, 2)).toBe(2);
    expect(rolled(1, 5)).toBe(-4);
    expect(rolled(6, -4)).toBe(10);
  });

  it("DE-INIT-2: the exact odds are uniform over 1−Logic … 6−Logic, negatives included", () => {
    const pairs = must(initiativeOdds({ logic: 3 }, O));
    expect(pairs.map(([v]) => v)).toEqual([-2, -1, 0, 1, 2, 3]);
    for (const [, p] of pairs) expect(p).toBeCloseTo(1 / 6, 12);
  });

  it("DE-INIT-2: the formula is an option, written with stat ids", () => {
    const opts = resolveTrackerOptions({ initiativeFormula: "1d8 - logic - agility" });
    const r = must(rollInitiative({ logic: 1, agility: 2 }, facesSource([7]), opts));
    expect(r).toEqual({ initiative: 4, dice: [7] });
    expect(() => resolveTrackerOptions({ initiativeFormula: "1d6 - wits" })).toThrow(/wits/);
  });

  it("DE-INIT-2: a stat the formula needs and the caller left out is refused, naming it", () => {
    const e = refusal(rollInitiative({}, facesSource([3]), O));
    expect(e.path).toEqual(["stats", "logic"]);
  });
});

describe("time", () => {
  it("DE-INIT-10: 2 initiative = 1 second; 10 = 5 s; 120 = 1 minute; 7,200 = 1 hour", () => {
    expect(secondsToInitiative(1)).toBe(2);
    expect(initiativeToSeconds(10)).toBe(5);
    expect(minutesToInitiative(1)).toBe(120);
    expect(hoursToInitiative(1)).toBe(7200);
  });

  it("DE-INIT-10: a 3-minute breath hold is 360 initiative", () => {
    expect(minutesToInitiative(3)).toBe(360);
  });

  it("DE-INIT-8: there are no rounds; a book 'round' is roundLength initiative (default 10)", () => {
    expect(roundsToInitiative(1, O)).toBe(10);
    expect(roundsToInitiative(3, resolveTrackerOptions({ roundLength: 6 }))).toBe(18);
  });
});
