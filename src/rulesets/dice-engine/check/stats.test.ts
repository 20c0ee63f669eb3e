import { describe, expect, it } from "vitest";
import { resolveCheck } from "./check.js";
import { changeStat, newStatBlock, penaliseStat, STATS, statGroup } from "./stats.js";

describe("stats", () => {
  it("DE-STAT-1 eight stats in four pairs, all 0 on a new character", () => {
    const block = newStatBlock();
    expect(Object.keys(block).sort()).toEqual(
      ["agility", "charisma", "convince", "dexterity", "endurance", "intuition", "logic", "strength"].sort(),
    );
    expect(Object.values(block).every((v) => v === 0)).toBe(true);
    expect(statGroup("agility")).toBe("move");
    expect(STATS.map(statGroup)).toEqual(["talk", "talk", "think", "think", "move", "move", "body", "body"]);
  });

  it("DE-STAT-2 penalties with a minimum clamp; raises past +5 are rejected", () => {
    expect(penaliseStat(-4, 1)).toBe(-4);
    expect(() => changeStat(5, 1)).toThrow(RangeError);
    expect(changeStat(4, 1)).toBe(5);
    expect(() => resolveCheck({ stat: changeStat(0, 5) + 1 }, [5, 5])).toThrow();
  });
});
