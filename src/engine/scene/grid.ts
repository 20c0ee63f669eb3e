// Grid math for the scene map (issue 17): cells ↔ background pixels, steps between cells, straight
// cell lines and region containment. Pure and ruleset-free: the server checks paths with it and the
// browser draws with it, so both agree on which cell a point is in. Hex grids are stored in offset
// coordinates (odd-r for pointy, odd-q for flat, as map makers draw them) and measured in cube
// coordinates, where a hex step is one unit in one of three axes.

import type { Cell, FogRegion, GridKind, Scene, SceneGrid } from "./types.js";

const SQRT3 = Math.sqrt(3);

/** Cube coordinates of a hex: q + r + s = 0. */
export interface Cube {
  q: number;
  r: number;
  s: number;
}

export interface Point {
  x: number;
  y: number;
}

export function isHex(kind: GridKind): boolean {
  return kind !== "square";
}

// Normalises -0 to 0 so that cells compare and key alike.
function n0(v: number): number {
  return v === 0 ? 0 : v;
}

/** Offset cell → cube. Only meaningful for hex kinds. */
export function offsetToCube(kind: GridKind, c: Cell): Cube {
  if (kind === "hex-flat") {
    const q = c.col;
    const r = c.row - (c.col - (c.col & 1)) / 2;
    return { q, r, s: n0(-q - r) };
  }
  const q = c.col - (c.row - (c.row & 1)) / 2;
  const r = c.row;
  return { q, r, s: n0(-q - r) };
}

/** Cube → offset cell, the inverse of offsetToCube. */
export function cubeToOffset(kind: GridKind, h: Cube): Cell {
  if (kind === "hex-flat") {
    return { col: n0(h.q), row: n0(h.r + (h.q - (h.q & 1)) / 2) };
  }
  return { col: n0(h.q + (h.r - (h.r & 1)) / 2), row: n0(h.r) };
}

/** The nearest hex to fractional cube coordinates (the component with the largest error is rebuilt). */
export function cubeRound(q: number, r: number, s: number): Cube {
  let rq = Math.round(q);
  let rr = Math.round(r);
  let rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  else rs = -rq - rr;
  return { q: n0(rq), r: n0(rr), s: n0(rs) };
}

/**
 * Steps between two cells: hex steps (cube distance) on hex kinds, king moves on squares. The
 * ruleset's metric (diagonal rules, units) is the geometry facet's business; this is the plain count.
 */
export function gridSteps(kind: GridKind, a: Cell, b: Cell): number {
  if (kind === "square") return Math.max(Math.abs(a.col - b.col), Math.abs(a.row - b.row));
  const ca = offsetToCube(kind, a);
  const cb = offsetToCube(kind, b);
  return Math.max(Math.abs(ca.q - cb.q), Math.abs(ca.r - cb.r), Math.abs(ca.s - cb.s));
}

export function inGrid(grid: SceneGrid, c: Cell): boolean {
  return (
    Number.isInteger(c.col) &&
    Number.isInteger(c.row) &&
    c.col >= 0 &&
    c.row >= 0 &&
    c.col < grid.cols &&
    c.row < grid.rows
  );
}

const CUBE_DIRS: readonly Cube[] = [
  { q: 1, r: 0, s: -1 },
  { q: 1, r: -1, s: 0 },
  { q: 0, r: -1, s: 1 },
  { q: -1, r: 0, s: 1 },
  { q: -1, r: 1, s: 0 },
  { q: 0, r: 1, s: -1 },
];

/** The cells one step away that lie in the grid: six on hexes, eight (king moves) on squares. */
export function neighbours(grid: SceneGrid, c: Cell): Cell[] {
  const out: Cell[] = [];
  if (grid.kind === "square") {
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        if (dr === 0 && dc === 0) continue;
        const n = { col: c.col + dc, row: c.row + dr };
        if (inGrid(grid, n)) out.push(n);
      }
    }
    return out;
  }
  const h = offsetToCube(grid.kind, c);
  for (const d of CUBE_DIRS) {
    const n = cubeToOffset(grid.kind, { q: h.q + d.q, r: h.r + d.r, s: h.s + d.s });
    if (inGrid(grid, n)) out.push(n);
  }
  return out;
}

/**
 * A straight line of adjacent cells from a to b, both included (gridSteps + 1 cells). Sampled at
 * evenly spaced points and rounded; a tiny nudge keeps points that fall exactly on a cell edge from
 * flipping between neighbours, so the same two cells always give the same line.
 */
export function cellLine(kind: GridKind, a: Cell, b: Cell): Cell[] {
  const n = gridSteps(kind, a, b);
  if (n === 0) return [{ col: a.col, row: a.row }];
  const out: Cell[] = [];
  if (kind === "square") {
    for (let i = 0; i <= n; i++) {
      const t = i / n;
      out.push({
        col: n0(Math.round(a.col + (b.col - a.col) * t + 1e-6)),
        row: n0(Math.round(a.row + (b.row - a.row) * t + 1e-6)),
      });
    }
    return out;
  }
  const ca = offsetToCube(kind, a);
  const cb = offsetToCube(kind, b);
  const eq = 1e-6;
  const er = 2e-6;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const q = ca.q + eq + (cb.q - ca.q) * t;
    const r = ca.r + er + (cb.r - ca.r) * t;
    out.push(cubeToOffset(kind, cubeRound(q, r, -q - r)));
  }
  return out;
}

/** Every consecutive pair is exactly one step apart (a one-cell path stands still; empty is no path). */
export function pathIsContiguous(kind: GridKind, path: readonly Cell[]): boolean {
  if (path.length === 0) return false;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as Cell;
    const b = path[i] as Cell;
    if (gridSteps(kind, a, b) !== 1) return false;
  }
  return true;
}

// --- Pixels and cell units -------------------------------------------------------------------
//
// Cell units are pixels divided by the grid's pitch, so that a FogRegion polygon drawn in cell units
// maps onto the background linearly (unitsToPixels). On squares a cell's centre is (col + 0.5,
// row + 0.5). On pointy hexes x is in hex widths and y in rows, odd rows shifted half a hex right;
// on flat hexes x is in columns and y in hex heights, odd columns shifted half a hex down.

/** The distance between neighbouring centres along x and y, in pixels. */
function pitch(grid: SceneGrid): Point {
  if (grid.kind === "square") return { x: grid.size, y: grid.size };
  if (grid.kind === "hex-pointy") return { x: grid.size, y: (grid.size * SQRT3) / 2 };
  return { x: (grid.size * SQRT3) / 2, y: grid.size };
}

/** A cell's centre in cell units (the FogRegion polygon convention). */
export function cellCentreUnits(kind: GridKind, c: Cell): Point {
  if (kind === "hex-pointy") return { x: c.col + 0.5 + (c.row & 1) * 0.5, y: c.row + 0.5 };
  if (kind === "hex-flat") return { x: c.col + 0.5, y: c.row + 0.5 + (c.col & 1) * 0.5 };
  return { x: c.col + 0.5, y: c.row + 0.5 };
}

// Where cell-unit (0, 0) falls relative to the offset: a hex's first centre is half a hex (its
// radius along the long axis) in, which is more than half a pitch, hence the correction.
function origin(grid: SceneGrid): Point {
  const p = pitch(grid);
  if (grid.kind === "hex-pointy") {
    const h = (grid.size * 2) / SQRT3;
    return { x: grid.offsetX, y: grid.offsetY + h / 2 - 0.5 * p.y };
  }
  if (grid.kind === "hex-flat") {
    const w = (grid.size * 2) / SQRT3;
    return { x: grid.offsetX + w / 2 - 0.5 * p.x, y: grid.offsetY };
  }
  return { x: grid.offsetX, y: grid.offsetY };
}

/** Cell units → background pixels. */
export function unitsToPixels(grid: SceneGrid, u: Point): Point {
  const p = pitch(grid);
  const o = origin(grid);
  return { x: o.x + u.x * p.x, y: o.y + u.y * p.y };
}

/** Background pixels → cell units. */
export function pixelsToUnits(grid: SceneGrid, px: Point): Point {
  const p = pitch(grid);
  const o = origin(grid);
  return { x: (px.x - o.x) / p.x, y: (px.y - o.y) / p.y };
}

/** A cell's centre in background pixels. */
export function cellCentre(grid: SceneGrid, c: Cell): Point {
  return unitsToPixels(grid, cellCentreUnits(grid.kind, c));
}

/** The cell's outline in background pixels (4 corners for a square, 6 for a hex), for drawing. */
export function cellCorners(grid: SceneGrid, c: Cell): Point[] {
  const { x, y } = cellCentre(grid, c);
  if (grid.kind === "square") {
    const h = grid.size / 2;
    return [
      { x: x - h, y: y - h },
      { x: x + h, y: y - h },
      { x: x + h, y: y + h },
      { x: x - h, y: y + h },
    ];
  }
  const radius = grid.size / SQRT3;
  const start = grid.kind === "hex-pointy" ? -90 : 0;
  const out: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const a = ((start + 60 * i) * Math.PI) / 180;
    out.push({ x: x + radius * Math.cos(a), y: y + radius * Math.sin(a) });
  }
  return out;
}

/** The cell under a background pixel, or null when the point lies outside the grid. */
export function cellAt(grid: SceneGrid, x: number, y: number): Cell | null {
  if (!Number.isFinite(x) || !Number.isFinite(y) || !(grid.size > 0)) return null;
  let cell: Cell;
  if (grid.kind === "square") {
    cell = {
      col: Math.floor((x - grid.offsetX) / grid.size),
      row: Math.floor((y - grid.offsetY) / grid.size),
    };
  } else {
    // Relative to cell (0, 0)'s centre, in hex radii, then axial and cube rounding.
    const c0 = cellCentre(grid, { col: 0, row: 0 });
    const radius = grid.size / SQRT3;
    const px = (x - c0.x) / radius;
    const py = (y - c0.y) / radius;
    let q: number;
    let r: number;
    if (grid.kind === "hex-pointy") {
      q = (SQRT3 / 3) * px - py / 3;
      r = (2 / 3) * py;
    } else {
      q = (2 / 3) * px;
      r = -px / 3 + (SQRT3 / 3) * py;
    }
    cell = cubeToOffset(grid.kind, cubeRound(q, r, -q - r));
  }
  return inGrid(grid, cell) ? cell : null;
}

/** The grid's extent in background pixels (from the offset to the far edge of the last cells). */
export function gridPixelSize(grid: SceneGrid): { width: number; height: number } {
  if (grid.kind === "square") return { width: grid.cols * grid.size, height: grid.rows * grid.size };
  const long = (grid.size * 2) / SQRT3;
  if (grid.kind === "hex-pointy") {
    const width = grid.cols * grid.size + (grid.rows > 1 ? grid.size / 2 : 0);
    return { width, height: long + (grid.rows - 1) * long * 0.75 };
  }
  const height = grid.rows * grid.size + (grid.cols > 1 ? grid.size / 2 : 0);
  return { width: long + (grid.cols - 1) * long * 0.75, height };
}

// --- Regions ---------------------------------------------------------------------------------

// Ray casting; a centre exactly on an edge counts by the half-open rule, which is enough for cell
// centres (they never fall on a polygon drawn through cell corners in practice, and either side is fair).
function pointInPolygon(pt: Point, poly: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i] as Point;
    const b = poly[j] as Point;
    if (a.y > pt.y !== b.y > pt.y) {
      const xCross = ((b.x - a.x) * (pt.y - a.y)) / (b.y - a.y) + a.x;
      if (pt.x < xCross) inside = !inside;
    }
  }
  return inside;
}

/**
 * Whether a region covers a cell. A rect covers the cells whose column and row indices it spans; a
 * polygon covers the cells whose centre (in cell units) lies inside it. Cells outside the grid are
 * never covered.
 */
export function regionContains(region: FogRegion, grid: SceneGrid, c: Cell): boolean {
  if (!inGrid(grid, c)) return false;
  if (region.kind === "rect") {
    return (
      c.col >= region.col &&
      c.col < region.col + region.cols &&
      c.row >= region.row &&
      c.row < region.row + region.rows
    );
  }
  if (region.points.length < 3) return false;
  return pointInPolygon(cellCentreUnits(grid.kind, c), region.points);
}

/** Whether players may see a cell of the scene: fog off, or some revealed region covers it. */
export function revealed(scene: Scene, c: Cell): boolean {
  if (!scene.fog.enabled) return true;
  return scene.fog.revealed.some((r) => regionContains(r, scene.grid, c));
}
