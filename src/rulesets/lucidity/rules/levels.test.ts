import { describe, expect, it } from "vitest";
import { LEVEL_XP } from "../data/levels.js";
import { grownMaximum, incrementalMaximum, levelFromXp } from "./levels.js";
import { maxLucidity } from "./lucidity.js";

describe("levels", () => {
  it("LUC-ADV-2 the book's table: 9 → 1, 10 → 2, 29 → 2, 30 → 3, … 150 → 6", () => {
    const xp = [9, 10, 29, 30, 59, 60, 99, 100, 149, 150];
    expect(xp.map((x) => levelFromXp(x, 6))).toEqual([1, 2, 2, 3, 3, 4, 4, 5, 5, 6]);
  });

  it("LUC-ADV-3 the table ends at 6: 1000 XP is level 6; extrapolate gives level 14 (210 for 7, 280 for 8)", () => {
    expect(levelFromXp(1000, 6)).toBe(6);
    expect(levelFromXp(1000, "extrapolate")).toBe(14);
    expect(levelFromXp(209, "extrapolate")).toBe(6);
    expect(levelFromXp(210, "extrapolate")).toBe(7);
    expect(levelFromXp(280, "extrapolate")).toBe(8);
  });

  it("LUC-ADV-2 the level table: XP totals, maximum Lucidity and Health at CON 0", () => {
    const rows = [
      [1, 0, 14, 6],
      [2, 10, 15, 10],
      [3, 30, 16, 14],
      [4, 60, 17, 18],
      [5, 100, 18, 22],
      [6, 150, 19, 26],
    ];
    for (const [level, xp, luc, hp] of rows) {
      expect(LEVEL_XP[level! - 1]).toBe(xp);
      expect(maxLucidity(level!)).toBe(luc);
      expect(grownMaximum(level!, 0)).toBe(hp);
    }
  });

  it("LUC-HP-1 level-1 maximum Health = CON + 6: +2 → 8, −1 → 5, −3 → 3", () => {
    expect([2, -1, -3].map((c) => grownMaximum(1, c))).toEqual([8, 5, 3]);
  });

  it("LUC-HP-2 L × CON + 4L + 2: CON +2 → 14 at 2, 20 at 3; CON 0 at 6 → 26; incremental 7 + 6 = 13", () => {
    expect(grownMaximum(2, 2)).toBe(14);
    expect(grownMaximum(3, 2)).toBe(20);
    expect(grownMaximum(6, 0)).toBe(26);
    expect(incrementalMaximum(1, [2])).toBe(13);
    // The formula is always at least L + 2 (CON −3).
    for (let l = 1; l <= 20; l++) expect(grownMaximum(l, -3)).toBe(l + 2);
  });

  it("LUC-EN-1 level-1 maximum Energy = WIL + 6: +1 → 7", () => {
    expect(grownMaximum(1, 1)).toBe(7);
  });

  it("LUC-EN-2 WIL +1 → 12 at level 2, 22 at level 4", () => {
    expect(grownMaximum(2, 1)).toBe(12);
    expect(grownMaximum(4, 1)).toBe(22);
  });
});
