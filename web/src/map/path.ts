// A dragged token's path, cell by cell, as the pointer moves: forward by a straight line of cells
// (a fast pointer skips cells; the path must stay contiguous for the server), back by returning to a
// cell already walked, so the user can undo a detour by dragging back over it. A pointer that cuts a
// corner (on squares, a diagonal drag passes through the corner of an orthogonal neighbour) does
// not leave a two-step kink: a cell entered only in passing, whose successor is also a neighbour of
// the cell before it, is dropped, so a diagonal drag walks the diagonal.

import { cellLine, gridSteps } from "../../../src/engine/scene/grid.js";
import type { Cell, GridKind } from "../../../src/engine/scene/types.js";

function sameCell(a: Cell, b: Cell): boolean {
  return a.col === b.col && a.row === b.row;
}

/** Extends a dragged path to `c`: back one step if it returns, a straight line of cells otherwise. */
export function extendPath(kind: GridKind, path: readonly Cell[], c: Cell): Cell[] {
  const last = path[path.length - 1]!;
  if (sameCell(last, c)) return path as Cell[];
  const back = path.findIndex((p) => sameCell(p, c));
  if (back >= 0) return path.slice(0, back + 1);
  const before = path.length >= 2 ? path[path.length - 2]! : null;
  if (before && gridSteps(kind, last, c) === 1 && gridSteps(kind, before, c) === 1)
    return [...path.slice(0, -1), c];
  return [...path, ...cellLine(kind, last, c).slice(1)];
}
