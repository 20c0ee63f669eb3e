// The scene map's pure parts, without a browser: the viewport's pan/zoom arithmetic and the path a
// dragged token walks (contiguous whatever the pointer skips, backtracking when it returns).

import { describe, expect, it } from "vitest";
import { pathIsContiguous } from "../../src/engine/scene/grid.js";
import type { Cell } from "../../src/engine/scene/types.js";
import { extendPath } from "../../web/src/map/path.js";
import {
  fitScene,
  fitView,
  MAX_ZOOM,
  MIN_ZOOM,
  pinchView,
  sceneBounds,
  toScreen,
  toWorld,
  zoomAt,
} from "../../web/src/map/view.js";

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

  it("a pinch keeps the ground under the fingers' first midpoint under their midpoint now", () => {
    const v = { x: 30, y: -40, k: 0.8 };
    const m0 = { x: 200, y: 150 };
    const m1 = { x: 260, y: 120 };
    const ground = toWorld(v, m0.x, m0.y);
    const p = pinchView(v, m0, m1, 2);
    expect(p.k).toBeCloseTo(1.6);
    const now = toScreen(p, ground.x, ground.y);
    expect(now.x).toBeCloseTo(m1.x);
    expect(now.y).toBeCloseTo(m1.y);
    // Fingers that did not move apart only pan; nonsense ratios change nothing of the scale.
    const pan = pinchView(v, m0, m1, 1);
    expect(pan.k).toBe(v.k);
    expect(pan.x).toBeCloseTo(v.x + 60);
    expect(pan.y).toBeCloseTo(v.y - 30);
    expect(pinchView(v, m0, m0, Number.NaN).k).toBe(v.k);
    expect(pinchView(v, m0, m0, 1000).k).toBe(MAX_ZOOM);
  });

  it("the whole scene is the grid where it lies, and the background image if it is larger", () => {
    const grid = {
      kind: "square" as const,
      cols: 10,
      rows: 5,
      size: 20,
      offsetX: 40,
      offsetY: 10,
      cellDistance: 1,
    };
    expect(sceneBounds({ grid, image: null })).toEqual({ x0: 40, y0: 10, x1: 240, y1: 110 });
    const image = { asset: "a", width: 300, height: 80, type: "image/png" as const };
    expect(sceneBounds({ grid, image })).toEqual({ x0: 0, y0: 0, x1: 300, y1: 110 });
    // Fitted, the grid's corners land inside the screen, centred.
    const v = fitScene({ grid, image: null }, 400, 300);
    const tl = toScreen(v, 40, 10);
    const br = toScreen(v, 240, 110);
    expect(tl.x).toBeGreaterThan(0);
    expect(br.x).toBeLessThan(400);
    expect((tl.x + br.x) / 2).toBeCloseTo(200);
    expect((tl.y + br.y) / 2).toBeCloseTo(150);
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
