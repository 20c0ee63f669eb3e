import { describe, expect, it } from "vitest";
import {
  cellAt,
  cellCentre,
  cellCentreUnits,
  cellCorners,
  cellLine,
  cubeToOffset,
  gridSteps,
  inGrid,
  neighbours,
  offsetToCube,
  pathIsContiguous,
  pixelsToUnits,
  regionContains,
  revealed,
  unitsToPixels,
} from "../../src/engine/scene/grid.js";
import type { Cell, GridKind, Scene, SceneGrid } from "../../src/engine/scene/types.js";

const KINDS: GridKind[] = ["square", "hex-pointy", "hex-flat"];

function grid(kind: GridKind, over: Partial<SceneGrid> = {}): SceneGrid {
  return { kind, cols: 12, rows: 9, size: 50, offsetX: 13, offsetY: 7, cellDistance: 1, ...over };
}

function allCells(g: SceneGrid): Cell[] {
  const out: Cell[] = [];
  for (let row = 0; row < g.rows; row++) for (let col = 0; col < g.cols; col++) out.push({ col, row });
  return out;
}

describe("offset ↔ cube", () => {
  it("odd-r (pointy): odd rows are shoved right, so (0,1) is q=0 and (1,1) is q=1", () => {
    expect(offsetToCube("hex-pointy", { col: 0, row: 0 })).toEqual({ q: 0, r: 0, s: 0 });
    expect(offsetToCube("hex-pointy", { col: 0, row: 1 })).toEqual({ q: 0, r: 1, s: -1 });
    expect(offsetToCube("hex-pointy", { col: 0, row: 2 })).toEqual({ q: -1, r: 2, s: -1 });
    expect(offsetToCube("hex-pointy", { col: 3, row: 3 })).toEqual({ q: 2, r: 3, s: -5 });
  });
  it("odd-q (flat): odd columns are shoved down", () => {
    expect(offsetToCube("hex-flat", { col: 1, row: 0 })).toEqual({ q: 1, r: 0, s: -1 });
    expect(offsetToCube("hex-flat", { col: 2, row: 0 })).toEqual({ q: 2, r: -1, s: -1 });
    expect(offsetToCube("hex-flat", { col: 3, row: 3 })).toEqual({ q: 3, r: 2, s: -5 });
  });
  it("round-trips every cell, negative ones included", () => {
    for (const kind of ["hex-pointy", "hex-flat"] as const) {
      for (let row = -5; row < 6; row++) {
        for (let col = -5; col < 6; col++) {
          const h = offsetToCube(kind, { col, row });
          expect(h.q + h.r + h.s).toBe(0);
          expect(cubeToOffset(kind, h)).toEqual({ col, row });
        }
      }
    }
  });
});

describe("gridSteps and neighbours", () => {
  it("squares count king moves", () => {
    expect(gridSteps("square", { col: 0, row: 0 }, { col: 3, row: 1 })).toBe(3);
    expect(gridSteps("square", { col: 2, row: 2 }, { col: 2, row: 2 })).toBe(0);
    expect(gridSteps("square", { col: 5, row: 0 }, { col: 0, row: 5 })).toBe(5);
  });
  it("hexes count cube steps, on both offsets", () => {
    // Pointy: row 1 is shoved right, so (0,0) touches (0,1) but not (1,1).
    expect(gridSteps("hex-pointy", { col: 0, row: 0 }, { col: 0, row: 2 })).toBe(2);
    expect(gridSteps("hex-pointy", { col: 0, row: 0 }, { col: 3, row: 0 })).toBe(3);
    expect(gridSteps("hex-pointy", { col: 0, row: 0 }, { col: 1, row: 1 })).toBe(2);
    expect(gridSteps("hex-pointy", { col: 0, row: 0 }, { col: 0, row: 1 })).toBe(1);
    expect(gridSteps("hex-pointy", { col: 1, row: 0 }, { col: 0, row: 1 })).toBe(1);
    expect(gridSteps("hex-flat", { col: 0, row: 0 }, { col: 2, row: 0 })).toBe(2);
    expect(gridSteps("hex-flat", { col: 0, row: 0 }, { col: 1, row: 0 })).toBe(1);
    expect(gridSteps("hex-flat", { col: 1, row: 0 }, { col: 0, row: 1 })).toBe(1);
    expect(gridSteps("hex-flat", { col: 0, row: 0 }, { col: 1, row: 1 })).toBe(2);
  });
  it("is symmetric and satisfies the triangle inequality", () => {
    const cells = [
      { col: 0, row: 0 },
      { col: 4, row: 7 },
      { col: 9, row: 2 },
      { col: 3, row: 3 },
    ];
    for (const kind of KINDS) {
      for (const a of cells) {
        for (const b of cells) {
          expect(gridSteps(kind, a, b)).toBe(gridSteps(kind, b, a));
          for (const c of cells) {
            expect(gridSteps(kind, a, c)).toBeLessThanOrEqual(gridSteps(kind, a, b) + gridSteps(kind, b, c));
          }
        }
      }
    }
  });
  it("an interior cell has 6 hex neighbours or 8 square ones, each one step away; corners are clipped", () => {
    for (const kind of KINDS) {
      const g = grid(kind);
      const c = { col: 5, row: 4 };
      const ns = neighbours(g, c);
      expect(ns).toHaveLength(kind === "square" ? 8 : 6);
      for (const n of ns) expect(gridSteps(kind, c, n)).toBe(1);
      expect(new Set(ns.map((n) => `${n.col},${n.row}`)).size).toBe(ns.length);
      for (const n of neighbours(g, { col: 0, row: 0 })) expect(inGrid(g, n)).toBe(true);
    }
    expect(neighbours(grid("square"), { col: 0, row: 0 })).toHaveLength(3);
  });
});

describe("pixels", () => {
  it("cellCentre → cellAt round-trips every cell on all three kinds", () => {
    for (const kind of KINDS) {
      const g = grid(kind);
      for (const c of allCells(g)) {
        const p = cellCentre(g, c);
        expect(cellAt(g, p.x, p.y)).toEqual(c);
      }
    }
  });
  it("points just inside a cell's corners still map to it", () => {
    for (const kind of KINDS) {
      const g = grid(kind);
      const c = { col: 4, row: 3 };
      const centre = cellCentre(g, c);
      for (const k of cellCorners(g, c)) {
        const x = centre.x + (k.x - centre.x) * 0.9;
        const y = centre.y + (k.y - centre.y) * 0.9;
        expect(cellAt(g, x, y)).toEqual(c);
      }
    }
  });
  it("cell (0,0) starts at the offset: squares centre half a size in, pointy hexes half a width across", () => {
    expect(cellCentre(grid("square"), { col: 0, row: 0 })).toEqual({ x: 38, y: 32 });
    const p = cellCentre(grid("hex-pointy"), { col: 0, row: 0 });
    expect(p.x).toBeCloseTo(38);
    expect(p.y).toBeCloseTo(7 + 50 / Math.sqrt(3));
    const f = cellCentre(grid("hex-flat"), { col: 0, row: 0 });
    expect(f.x).toBeCloseTo(13 + 50 / Math.sqrt(3));
    expect(f.y).toBeCloseTo(32);
  });
  it("adjacent hex centres are one size apart (pointy: width; flat: height)", () => {
    for (const kind of ["hex-pointy", "hex-flat"] as const) {
      const g = grid(kind);
      const c = { col: 5, row: 4 };
      const a = cellCentre(g, c);
      for (const n of neighbours(g, c)) {
        const b = cellCentre(g, n);
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeCloseTo(50);
      }
    }
  });
  it("outside the grid, or a non-number, is null", () => {
    for (const kind of KINDS) {
      const g = grid(kind);
      expect(cellAt(g, 0, 0)).toBeNull();
      expect(cellAt(g, 5000, 5000)).toBeNull();
      expect(cellAt(g, Number.NaN, 40)).toBeNull();
      expect(cellAt(g, Number.POSITIVE_INFINITY, 40)).toBeNull();
    }
  });
  it("units ↔ pixels are inverse and centres agree with cellCentreUnits", () => {
    for (const kind of KINDS) {
      const g = grid(kind);
      const u = { x: 3.3, y: 4.7 };
      const back = pixelsToUnits(g, unitsToPixels(g, u));
      expect(back.x).toBeCloseTo(u.x);
      expect(back.y).toBeCloseTo(u.y);
      const c = { col: 3, row: 5 };
      const viaUnits = unitsToPixels(g, cellCentreUnits(kind, c));
      expect(viaUnits).toEqual(cellCentre(g, c));
    }
  });
});

describe("cellLine and paths", () => {
  it("is contiguous, starts and ends at its ends, and has steps + 1 cells", () => {
    const ends: [Cell, Cell][] = [
      [
        { col: 0, row: 0 },
        { col: 9, row: 7 },
      ],
      [
        { col: 8, row: 1 },
        { col: 1, row: 8 },
      ],
      [
        { col: 3, row: 3 },
        { col: 3, row: 3 },
      ],
      [
        { col: 0, row: 4 },
        { col: 11, row: 4 },
      ],
      [
        { col: 2, row: 0 },
        { col: 2, row: 8 },
      ],
    ];
    for (const kind of KINDS) {
      for (const [a, b] of ends) {
        const line = cellLine(kind, a, b);
        expect(line[0]).toEqual(a);
        expect(line.at(-1)).toEqual(b);
        expect(line).toHaveLength(gridSteps(kind, a, b) + 1);
        expect(pathIsContiguous(kind, line)).toBe(true);
      }
    }
  });
  it("pathIsContiguous refuses jumps, standing on the spot mid-path and empty paths", () => {
    expect(pathIsContiguous("square", [])).toBe(false);
    expect(pathIsContiguous("square", [{ col: 1, row: 1 }])).toBe(true);
    expect(
      pathIsContiguous("square", [
        { col: 1, row: 1 },
        { col: 3, row: 1 },
      ]),
    ).toBe(false);
    expect(
      pathIsContiguous("square", [
        { col: 1, row: 1 },
        { col: 1, row: 1 },
      ]),
    ).toBe(false);
    // (0,0) and (1,1) touch corner to corner on squares only; (1,0) and (0,1) touch on every kind
    // (pointy: row 1 is shoved right; flat: column 1 is shoved down).
    const diag = [
      { col: 0, row: 0 },
      { col: 1, row: 1 },
    ];
    const anti = [
      { col: 1, row: 0 },
      { col: 0, row: 1 },
    ];
    expect(pathIsContiguous("hex-pointy", diag)).toBe(false);
    expect(pathIsContiguous("hex-flat", diag)).toBe(false);
    expect(pathIsContiguous("square", diag)).toBe(true);
    for (const kind of KINDS) expect(pathIsContiguous(kind, anti)).toBe(true);
  });
});

describe("regions", () => {
  it("a rect covers the cells it spans, on every kind, and nothing outside the grid", () => {
    for (const kind of KINDS) {
      const g = grid(kind);
      const r = { kind: "rect" as const, id: "r", col: 2, row: 1, cols: 3, rows: 2 };
      const inside = allCells(g).filter((c) => regionContains(r, g, c));
      expect(inside).toHaveLength(6);
      expect(regionContains(r, g, { col: 5, row: 1 })).toBe(false);
      const big = { kind: "rect" as const, id: "b", col: -3, row: -3, cols: 100, rows: 100 };
      expect(regionContains(big, g, { col: -1, row: 0 })).toBe(false);
    }
  });
  it("a polygon covers the cells whose centre is inside it", () => {
    const g = grid("square");
    // A triangle in cell units: covers (0,0), (1,0), (0,1) by their centres, not (1,1).
    const tri = {
      kind: "polygon" as const,
      id: "t",
      points: [
        { x: 0, y: 0 },
        { x: 3, y: 0 },
        { x: 0, y: 3 },
      ],
    };
    const inside = allCells(g).filter((c) => regionContains(tri, g, c));
    expect(inside.map((c) => `${c.col},${c.row}`).sort()).toEqual(["0,0", "0,1", "1,0"]);
    const line = {
      kind: "polygon" as const,
      id: "l",
      points: [
        { x: 0, y: 0 },
        { x: 5, y: 5 },
      ],
    };
    expect(allCells(g).some((c) => regionContains(line, g, c))).toBe(false);
  });
  it("a hex polygon uses the shifted centres: (0,1) on pointy hexes sits at x = 1", () => {
    const g = grid("hex-pointy");
    const strip = {
      kind: "polygon" as const,
      id: "s",
      points: [
        { x: 0.8, y: 0 },
        { x: 1.2, y: 0 },
        { x: 1.2, y: 2 },
        { x: 0.8, y: 2 },
      ],
    };
    const inside = allCells(g).filter((c) => regionContains(strip, g, c));
    expect(inside).toEqual([{ col: 0, row: 1 }]);
  });
  it("revealed: fog off shows everything, fog on only the revealed regions", () => {
    const scene: Scene = {
      id: "s",
      name: "Crypt",
      image: null,
      grid: grid("square"),
      tokens: {},
      fog: { enabled: false, revealed: [] },
      difficult: [],
      areas: [],
    };
    expect(revealed(scene, { col: 7, row: 7 })).toBe(true);
    scene.fog.enabled = true;
    expect(revealed(scene, { col: 7, row: 7 })).toBe(false);
    scene.fog.revealed.push({ kind: "rect", id: "a", col: 6, row: 6, cols: 2, rows: 2 });
    expect(revealed(scene, { col: 7, row: 7 })).toBe(true);
    expect(revealed(scene, { col: 8, row: 7 })).toBe(false);
  });
});

describe("exhaustive checks on small grids", () => {
  it("every pair of cells gives a contiguous line of steps + 1 cells, on all three kinds", () => {
    for (const kind of KINDS) {
      const g = grid(kind, { cols: 8, rows: 8 });
      const cells = allCells(g);
      for (const a of cells) {
        for (const b of cells) {
          const line = cellLine(kind, a, b);
          expect(line.length).toBe(gridSteps(kind, a, b) + 1);
          expect(pathIsContiguous(kind, line)).toBe(true);
          expect(line.at(-1)).toEqual(b);
        }
      }
    }
  });
  it("cellAt picks the cell whose centre is nearest (no neighbour's centre is closer)", () => {
    for (const kind of KINDS) {
      const g = grid(kind, { cols: 6, rows: 6 });
      const first = cellCentre(g, { col: 1, row: 1 });
      const last = cellCentre(g, { col: 4, row: 4 });
      // Sample points on a fine lattice over the inner cells, off any symmetry of the grid.
      for (let x = first.x; x <= last.x; x += 3.7) {
        for (let y = first.y; y <= last.y; y += 3.3) {
          const c = cellAt(g, x, y);
          expect(c).not.toBeNull();
          const own = cellCentre(g, c as Cell);
          const d = Math.hypot(own.x - x, own.y - y);
          for (const n of neighbours(g, c as Cell)) {
            const p = cellCentre(g, n);
            expect(d).toBeLessThanOrEqual(Math.hypot(p.x - x, p.y - y) + 1e-9);
          }
        }
      }
    }
  });
});
