// The map pinned at its edges: each refusal's field and words, the scale on every alignment, levels
// on hexes and gridless maps, a walked path's steps, and the centres areas are measured from
// (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import {
  gridlessDistance,
  gridOffsetDistance,
  hexCentre,
  hexDistance,
  measure,
  occupiedSquares,
  parseMap,
  pathLength,
  squareCentre,
  squareDistance,
  squareOffsetDistance,
} from "./map.js";
import { worldOptions } from "./options.js";

const euclidean = worldOptions({ grid3dMetric: "euclidean" });
const nested = worldOptions({ grid3dMetric: "nested" });
const invalid = (path: (string | number)[], message: string) => ({
  ok: false,
  error: { code: "invalid", path, message },
});

describe("parseMap", () => {
  it("DE-MAP-1: a map's kind, grid and scale, 1 by default", () => {
    expect(parseMap({ kind: "world", grid: "square", scale: 5 })).toEqual({
      ok: true,
      value: { kind: "world", grid: "square", scale: 5 },
    });
    expect(parseMap({ kind: "battle", grid: "hex" })).toEqual({
      ok: true,
      value: { kind: "battle", grid: "hex", scale: 1 },
    });
  });

  it("DE-MAP-2, DE-MAP-3: a hex or square BattleMap has 1 m spaces; a gridless one scales", () => {
    expect(parseMap({ kind: "battle", grid: "square", scale: 2 })).toEqual(
      invalid(["map", "scale"], "map.scale: a square BattleMap has 1 m spaces (got 2)"),
    );
    expect(parseMap({ kind: "battle", grid: "hex", scale: 0.5 })).toEqual(
      invalid(["map", "scale"], "map.scale: a hex BattleMap has 1 m spaces (got 0.5)"),
    );
    expect(parseMap({ kind: "battle", grid: "gridless", scale: 3 }).ok).toBe(true);
    expect(parseMap({ kind: "world", grid: "hex", scale: 3 }).ok).toBe(true);
  });
});

describe("measure", () => {
  it("DE-MAP-1: each alignment measures its own kind of place, either end named 'from'", () => {
    const hex = { kind: "world", grid: "hex", scale: 1 } as const;
    const square = { kind: "world", grid: "square", scale: 1 } as const;
    const gridless = { kind: "world", grid: "gridless", scale: 1 } as const;
    const hexWords = "a hex map measures between {q, r} hexes";
    expect(measure(hex, { x: 0, y: 0 }, { q: 1, r: 0 })).toEqual(invalid(["from"], hexWords));
    expect(measure(hex, { q: 0, r: 0 }, { x: 1, y: 0 })).toEqual(invalid(["from"], hexWords));
    expect(measure(square, { x: 0, y: 0 }, { q: 1, r: 0 })).toEqual(
      invalid(["from"], "a square map measures between {x, y} places"),
    );
    expect(measure(gridless, { q: 0, r: 0 }, { x: 1, y: 0 })).toEqual(
      invalid(["from"], "a gridless map measures between {x, y} places"),
    );
  });

  it("DE-MAP-1, DE-MAP-4: a square WorldMap's distance is in spaces times its scale", () => {
    const map = { kind: "world", grid: "square", scale: 5 } as const;
    expect(measure(map, { x: 0, y: 0 }, { x: 2, y: 2 })).toEqual({ ok: true, value: 15 });
    expect(measure(map, { x: 0, y: 0 }, { x: 2, y: 0, z: 2 }, euclidean)).toEqual({
      ok: true,
      value: 5 * Math.SQRT2 * 2,
    });
    // Gridless measures a straight line, not the diagonal rule.
    const ruler = { kind: "battle", grid: "gridless", scale: 1 } as const;
    expect(measure(ruler, { x: 0, y: 0 }, { x: 1, y: 1 })).toEqual({ ok: true, value: Math.SQRT2 });
    const hexes = { kind: "world", grid: "hex", scale: 2 } as const;
    expect(measure(hexes, { q: 0, r: 0 }, { q: 0, r: 3, z: 4 }, euclidean)).toEqual({ ok: true, value: 10 });
  });
});

describe("distances in 3D", () => {
  it("DE-MAP-6: hexes with levels nest the diagonal rule, or measure straight under the option", () => {
    expect(hexDistance({ q: 0, r: 0, z: 0 }, { q: 4, r: 0, z: 2 })).toBe(5);
    expect(hexDistance({ q: 0, r: 0 }, { q: 0, r: 0, z: 3 })).toBe(3);
    expect(hexDistance({ q: 0, r: 0, z: 1 }, { q: 3, r: 0, z: 5 }, euclidean)).toBe(5);
    // 4 steps across and 2 up: nested 4 + 1 = 5, a straight line √20.
    expect(hexDistance({ q: 0, r: 0 }, { q: 4, r: 0, z: 2 }, euclidean)).toBe(Math.sqrt(20));
    expect(hexDistance({ q: 0, r: 0 }, { q: 4, r: 0, z: 2 }, nested)).toBe(5);
    expect(hexDistance({ q: 0, r: 0, z: 1 }, { q: 3, r: 0, z: 5 }, nested)).toBe(5);
    expect(hexDistance({ q: 1, r: 1, z: 2 }, { q: 1, r: 1, z: 2 })).toBe(0);
  });

  it("DE-MAP-6: squares with a level difference only at the start or the end", () => {
    expect(squareDistance({ x: 0, y: 0, z: 3 }, { x: 0, y: 0 })).toBe(3);
    expect(squareDistance({ x: 0, y: 0 }, { x: 3, y: 0, z: 4 }, euclidean)).toBe(5);
    expect(squareDistance({ x: 0, y: 0, z: 1 }, { x: 0, y: 0, z: 4 })).toBe(3);
    expect(squareOffsetDistance(2, 2, 0, euclidean)).toBe(3);
    expect(squareOffsetDistance(0, 4, -2, nested)).toBe(5);
  });

  it("DE-MAP-7: gridless distance counts height too, at the scale", () => {
    expect(gridlessDistance({ x: 0, y: 0, z: 2 }, { x: 0, y: 3, z: 6 })).toBe(5);
    expect(gridlessDistance({ x: 0, y: 0 }, { x: 0, y: 0, z: -2 }, 3)).toBe(6);
    expect(gridlessDistance({ x: 0, y: 0, z: 1 }, { x: 0, y: 0, z: 4 })).toBe(3);
  });
});

describe("pathLength", () => {
  it("DE-MAP-5: a path of one place, or none, is 0 m", () => {
    expect(pathLength([])).toEqual({ ok: true, value: 0 });
    expect(pathLength([{ x: 3, y: 3 }])).toEqual({ ok: true, value: 0 });
  });

  it("DE-MAP-5: a walked path stays on one level, each step named by its index", () => {
    expect(
      pathLength([
        { x: 0, y: 0, z: 1 },
        { x: 1, y: 0, z: 1 },
        { x: 2, y: 0, z: 2 },
      ]),
    ).toEqual(invalid(["path", 2, "z"], "a walked path stays on one level; measure a climb separately"));
    expect(
      pathLength([
        { x: 0, y: 0 },
        { x: 0, y: 0, z: 1 },
      ]),
    ).toEqual(invalid(["path", 1, "z"], "a walked path stays on one level; measure a climb separately"));
    expect(
      pathLength([
        { x: 0, y: 0, z: 0 },
        { x: 1, y: 0 },
      ]),
    ).toEqual({ ok: true, value: 1 });
  });

  it("DE-MAP-5: each step goes to one of the eight neighbours: no standing still, no jumps, no fractions", () => {
    const words = (i: number) => `step ${i} must go to one of the eight neighbouring squares`;
    expect(
      pathLength([
        { x: 0, y: 0 },
        { x: 1, y: 0 },
        { x: 1, y: 0 },
      ]),
    ).toEqual(invalid(["path", 2], words(2)));
    expect(
      pathLength([
        { x: 0, y: 0 },
        { x: 0, y: 2 },
      ]),
    ).toEqual(invalid(["path", 1], words(1)));
    expect(
      pathLength([
        { x: 0, y: 0 },
        { x: 0.5, y: 0 },
      ]),
    ).toEqual(invalid(["path", 1], words(1)));
    expect(
      pathLength([
        { x: 0, y: 0 },
        { x: 0, y: 0.5 },
      ]),
    ).toEqual(invalid(["path", 1], words(1)));
    expect(
      pathLength([
        { x: 0, y: 0 },
        { x: -1, y: -1 },
        { x: -1, y: -2 },
      ]),
    ).toEqual({ ok: true, value: 2 });
  });

  it("DE-MAP-4, DE-MAP-5: the second, fourth… diagonal cost 2 m; straight steps 1 m", () => {
    const path = [
      { x: 0, y: 0 },
      { x: 1, y: 1 },
      { x: 2, y: 2 },
      { x: 3, y: 3 },
      { x: 4, y: 4 },
      { x: 4, y: 5 },
    ];
    expect(pathLength(path)).toEqual({ ok: true, value: 1 + 2 + 1 + 2 + 1 });
  });
});

describe("occupiedSquares", () => {
  it("DE-MAP-3: one square across, whole spaces upwards from level 0 unless given", () => {
    expect(occupiedSquares({ x: 1, y: 2 }, 2)).toEqual({
      ok: true,
      value: [
        { x: 1, y: 2, z: 0 },
        { x: 1, y: 2, z: 1 },
      ],
    });
    expect(occupiedSquares({ x: 1, y: 2 }, 1)).toEqual({ ok: true, value: [{ x: 1, y: 2, z: 0 }] });
    expect(occupiedSquares({ x: 0, y: 0 }, 2.5)).toEqual(
      invalid(["heightSpaces"], "a character fills 1 or more whole spaces upwards (got 2.5)"),
    );
    expect(occupiedSquares({ x: 0, y: 0 }, 0)).toEqual(
      invalid(["heightSpaces"], "a character fills 1 or more whole spaces upwards (got 0)"),
    );
  });
});

describe("centres and grid offsets", () => {
  it("DE-AOE-1: a square's centre is its coordinates, level 0 unless given", () => {
    expect(squareCentre({ x: 2, y: -3 })).toEqual({ x: 2, y: -3, z: 0 });
    expect(squareCentre({ x: 2, y: -3, z: 4 })).toEqual({ x: 2, y: -3, z: 4 });
  });

  it("DE-MAP-2: hex centres are 1 m apart, pointy-top, rows √3/2 m apart", () => {
    expect(hexCentre({ q: 2, r: 0 })).toEqual({ x: 2, y: 0, z: 0 });
    const c = hexCentre({ q: 1, r: 2, z: 3 });
    expect(c.x).toBe(2);
    expect(c.y).toBeCloseTo(Math.sqrt(3), 12);
    expect(c.z).toBe(3);
  });

  it("DE-AOE-6: the grid's own measure of an offset: diagonal rule, hex steps, or a straight line", () => {
    expect(gridOffsetDistance("square", { x: 2, y: 2 })).toBe(3);
    expect(gridOffsetDistance("square", { x: 2, y: 0, z: 2 }, euclidean)).toBeCloseTo(Math.sqrt(8), 12);
    expect(gridOffsetDistance("gridless", { x: 3, y: 0, z: 4 })).toBe(5);
    expect(gridOffsetDistance("gridless", { x: 3, y: 4 })).toBe(5);
    // Two hex steps: to the centre of (q 1, r 1), then with 2 levels up nested (2 + 1).
    const two = hexCentre({ q: 1, r: 1 });
    expect(gridOffsetDistance("hex", { x: two.x, y: two.y })).toBeCloseTo(2, 12);
    expect(gridOffsetDistance("hex", { x: two.x, y: two.y, z: 2 })).toBeCloseTo(3, 12);
    const west = hexCentre({ q: -3, r: 0 });
    expect(gridOffsetDistance("hex", { x: west.x, y: west.y })).toBeCloseTo(3, 12);
  });
});
