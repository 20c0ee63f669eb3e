// The scene map's pure parts, without a browser: the viewport's pan/zoom arithmetic and the path a
// dragged token walks (contiguous whatever the pointer skips, backtracking when it returns).

import { describe, expect, it } from "vitest";
import { pathIsContiguous } from "../../src/engine/scene/grid.js";
import type { Cell } from "../../src/engine/scene/types.js";
import { extendPath } from "../../web/src/map/path.js";
import { fitView, MAX_ZOOM, MIN_ZOOM, toScreen, toWorld, zoomAt } from "../../web/src/map/view.js";

describe("map view", () => {
  it("zooming keeps the point under the pointer where it is", () => {
    const v = { x: 30, y: -40, k: 0.8 };
    const before = toWorld(v, 200, 150);
    const z = zoomAt(v, 200, 150, 1.7);
    expect(z.k).toBeCloseTo(1.36);
    const after = toScreen(z, before.x, before.y);
    expect(after.x).toBeCloseTo(200);
    expect(after.y).toBeCloseTo(150);
  });

  it("zoom stays within its bounds", () => {
    expect(zoomAt({ x: 0, y: 0, k: 1 }, 0, 0, 1000).k).toBe(MAX_ZOOM);
    expect(zoomAt({ x: 0, y: 0, k: 1 }, 0, 0, 0.0001).k).toBe(MIN_ZOOM);
  });

  it("fits a background whole and centred", () => {
    const v = fitView(2000, 1000, 800, 600);
    expect(v.k).toBeCloseTo(0.38);
    const tl = toScreen(v, 0, 0);
    const br = toScreen(v, 2000, 1000);
    expect((tl.x + br.x) / 2).toBeCloseTo(400);
    expect((tl.y + br.y) / 2).toBeCloseTo(300);
    expect(fitView(0, 0, 800, 600)).toEqual({ x: 0, y: 0, k: 1 });
  });
});

describe("dragged path", () => {
  const start: Cell = { col: 2, row: 2 };
  for (const kind of ["square", "hex-pointy", "hex-flat"] as const) {
    it(`${kind}: a jump far ahead fills the cells between, so the path stays contiguous`, () => {
      const p = extendPath(kind, [start], { col: 7, row: 5 });
      expect(p[0]).toEqual(start);
      expect(p[p.length - 1]).toEqual({ col: 7, row: 5 });
      expect(pathIsContiguous(kind, p)).toBe(true);
      const q = extendPath(kind, p, { col: 7, row: 9 });
      expect(pathIsContiguous(kind, q)).toBe(true);
      expect(q.slice(0, p.length)).toEqual(p);
    });
  }

  it("returning to a walked cell cuts the path back to it", () => {
    const p = extendPath("square", [start], { col: 5, row: 2 });
    expect(p).toHaveLength(4);
    expect(extendPath("square", p, { col: 3, row: 2 })).toEqual([start, { col: 3, row: 2 }]);
    expect(extendPath("square", p, start)).toEqual([start]);
  });

  it("a pointer cutting a corner walks the diagonal, not two sides of it", () => {
    // Squares: through (3,2), the corner of the diagonal from (2,2) to (3,3), on to (3,3).
    const p = extendPath("square", [start], { col: 3, row: 2 });
    expect(extendPath("square", p, { col: 3, row: 3 })).toEqual([start, { col: 3, row: 3 }]);
    // A turn that is not a corner cut keeps both steps: (4,2) is two steps from the start.
    expect(extendPath("square", p, { col: 4, row: 2 })).toEqual([
      start,
      { col: 3, row: 2 },
      { col: 4, row: 2 },
    ]);
    // Hexes: the third cell of a triangle of neighbours replaces the second.
    const h = extendPath("hex-pointy", [start], { col: 3, row: 2 });
    expect(extendPath("hex-pointy", h, { col: 2, row: 3 })).toEqual([start, { col: 2, row: 3 }]);
  });

  it("staying on the last cell changes nothing", () => {
    const p = [start, { col: 3, row: 2 }];
    expect(extendPath("square", p, { col: 3, row: 2 })).toBe(p);
  });
});
