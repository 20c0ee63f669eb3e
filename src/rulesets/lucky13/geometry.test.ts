// Lucky 13 on the scene map: the book has no distances or ranges (L13-WPN-4), so the map counts
// squares, each step one square, diagonals included, and prices and drafts nothing.

import { describe, expect, it } from "vitest";
import type { SceneGrid } from "../../engine/scene/types.js";
import { lucky13Geometry as g } from "./geometry.js";

const grid: SceneGrid = {
  kind: "square",
  cols: 20,
  rows: 20,
  size: 40,
  offsetX: 0,
  offsetY: 0,
  cellDistance: 1,
};

describe("Lucky 13 geometry", () => {
  it("L13-WPN-4 plays on squares: king moves, no range pricing or attack draft", () => {
    expect(g.defaultGrid).toBe("square");
    expect(g.distance(grid, { col: 2, row: 2 }, { col: 5, row: 7 })).toBe(5);
    expect(g.distance(grid, { col: 2, row: 2 }, { col: 3, row: 3 })).toBe(1);
    expect(g.attackAtRange).toBeUndefined();
    expect(g.moveCost).toBeUndefined();
  });
});
