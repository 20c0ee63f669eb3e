// The plain metric for books that say nothing about the map: every step to a neighbouring cell
// counts one cell, diagonals included (king moves on squares, hex steps on hexes). Each ruleset's
// geometry facet that uses it says which of its rules it checked and found silent.

import { gridSteps, inGrid, pathIsContiguous } from "./grid.js";
import type { Cell, SceneGrid } from "./types.js";

/** Distance in the facet's unit: steps × what one cell stands for. */
export function plainDistance(grid: SceneGrid, a: Cell, b: Cell): number {
  return gridSteps(grid.kind, a, b) * grid.cellDistance;
}

/** The length walked along a path, or null when it is not a cell-by-cell path inside the grid. */
export function plainPathLength(grid: SceneGrid, path: readonly Cell[]): number | null {
  if (!pathIsContiguous(grid.kind, path) || !path.every((c) => inGrid(grid, c))) return null;
  return (path.length - 1) * grid.cellDistance;
}
