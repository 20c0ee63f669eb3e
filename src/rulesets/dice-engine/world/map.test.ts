import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rangeModifier } from "../attack/range.js";
import {
  diagonalDistance,
  gridlessDistance,
  type Hex,
  hexDistance,
  measure,
  occupiedSquares,
  parseMap,
  pathLength,
  type Square,
  squareDistance,
  withinRange,
} from "./map.js";
import { worldOptions } from "./options.js";

// Property runs are seeded so a failure reproduces.
const SEED = { seed: 20240611, numRuns: 300 };
const int = fc.integer({ min: -30, max: 30 });
const square = fc.record({ x: int, y: int });
const hex = fc.record({ q: int, r: int });

/** The eight symmetries of the square grid (rotations by 90° and reflections). */
const D4: ((s: Square) => Square)[] = [
  (s) => ({ x: s.x, y: s.y }),
  (s) => ({ x: -s.y, y: s.x }),
  (s) => ({ x: -s.x, y: -s.y }),
  (s) => ({ x: s.y, y: -s.x }),
  (s) => ({ x: -s.x, y: s.y }),
  (s) => ({ x: s.x, y: -s.y }),
  (s) => ({ x: s.y, y: s.x }),
  (s) => ({ x: -s.y, y: -s.x }),
];

/** The twelve symmetries of the hex grid in axial coordinates (cube (q, r, s) with s = −q − r). */
const D6: ((h: Hex) => Hex)[] = [0, 1, 2, 3, 4, 5].flatMap((turns) => {
  const rotate = (h: Hex): Hex => {
    let [q, r] = [h.q, h.r];
    for (let i = 0; i < turns; i++) [q, r] = [-r, q + r];
    return { q, r };
  };
  return [rotate, (h: Hex) => rotate({ q: h.r, r: h.q })];
});

/** A shortest king's walk: diagonals first, then straight steps. */
function walk(dx: number, dy: number): Square[] {
  const path: Square[] = [{ x: 0, y: 0 }];
  let x = 0;
  let y = 0;
  while (x !== dx || y !== dy) {
    x += Math.sign(dx - x);
    y += Math.sign(dy - y);
    path.push({ x, y });
  }
  return path;
}

describe("maps and grids (§15)", () => {
  it("DE-MAP-1: WorldMaps and BattleMaps on hex, square or gridless alignments; a game may mix them", () => {
    const maps = [
      { kind: "world", grid: "hex", scale: 5000 },
      { kind: "battle", grid: "square" },
      { kind: "battle", grid: "gridless", scale: 0.5 },
    ].map((m) => parseMap(m));
    expect(maps.every((m) => m.ok)).toBe(true);
    const [world, battle, gridless] = maps.map((m) => (m.ok ? m.value : null)!);
    // The same two-step offset on each: 2 hexes of 5 km, 2 squares of 1 m, a 2-unit ruler at 0.5 m.
    expect(measure(world!, { q: 0, r: 0 }, { q: 2, r: 0 })).toEqual({ ok: true, value: 10000 });
    expect(measure(battle!, { x: 0, y: 0 }, { x: 2, y: 0 })).toEqual({ ok: true, value: 2 });
    expect(measure(gridless!, { x: 0, y: 0 }, { x: 2, y: 0 })).toEqual({ ok: true, value: 1 });
    // Errors are data naming the field.
    const bad = parseMap({ kind: "battle", grid: "octagon" });
    expect(bad.ok || bad.error.path).toEqual(["map", "grid"]);
    const wrongSpace = measure(world!, { x: 0, y: 0 }, { x: 1, y: 0 });
    expect(wrongSpace.ok || wrongSpace.error.path).toEqual(["from"]);
  });

  it("DE-MAP-2: hex BattleMaps count 1 m per hex step; axial (0,0)→(2,−1) is 2 m", () => {
    expect(hexDistance({ q: 0, r: 0 }, { q: 2, r: -1 })).toBe(2);
    const neighbours: Hex[] = [
      { q: 1, r: 0 },
      { q: 0, r: 1 },
      { q: -1, r: 1 },
      { q: -1, r: 0 },
      { q: 0, r: -1 },
      { q: 1, r: -1 },
    ];
    expect(neighbours.map((n) => hexDistance({ q: 0, r: 0 }, n))).toEqual([1, 1, 1, 1, 1, 1]);
    expect(hexDistance({ q: 0, r: 0 }, { q: 3, r: 3 })).toBe(6);
    const wrongScale = parseMap({ kind: "battle", grid: "hex", scale: 2 });
    expect(wrongScale.ok || wrongScale.error.path).toEqual(["map", "scale"]);
  });

  it("DE-MAP-2: hex distance is a metric (symmetric, triangle inequality) and the grid's 12 symmetries keep it", () => {
    fc.assert(
      fc.property(hex, hex, hex, (a, b, c) => {
        expect(hexDistance(a, b)).toBe(hexDistance(b, a));
        expect(hexDistance(a, c)).toBeLessThanOrEqual(hexDistance(a, b) + hexDistance(b, c));
        expect(hexDistance(a, b) === 0).toBe(a.q === b.q && a.r === b.r);
        for (const g of D6) expect(hexDistance(g(a), g(b))).toBe(hexDistance(a, b));
      }),
      SEED,
    );
  });

  it("DE-MAP-3: squares are 1 m; a character fills one square across and its size's height upwards", () => {
    expect(squareDistance({ x: 0, y: 0 }, { x: 1, y: 0 })).toBe(1);
    expect(squareDistance({ x: 0, y: 0 }, { x: 0, y: 0, z: 1 })).toBe(1);
    expect(occupiedSquares({ x: 4, y: 2, z: 1 }, 3)).toEqual({
      ok: true,
      value: [
        { x: 4, y: 2, z: 1 },
        { x: 4, y: 2, z: 2 },
        { x: 4, y: 2, z: 3 },
      ],
    });
    const bad = occupiedSquares({ x: 0, y: 0 }, 0);
    expect(bad.ok || bad.error.path).toEqual(["heightSpaces"]);
  });

  it("DE-MAP-4: diagonals cost 1, 2, 1 …: pure diagonals 1…6 are 1, 3, 4, 6, 7, 9 m; (3,1) 3, (4,4) 6, (5,2) 6", () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => diagonalDistance(n, n))).toEqual([1, 3, 4, 6, 7, 9]);
    expect([diagonalDistance(3, 1), diagonalDistance(4, 4), diagonalDistance(5, 2)]).toEqual([3, 6, 6]);
    // The same numbers by walking the line square by square.
    expect([1, 2, 3, 4, 5, 6].map((n) => pathLength(walk(n, n)))).toEqual(
      [1, 3, 4, 6, 7, 9].map((value) => ({ ok: true, value })),
    );
  });

  it("DE-MAP-4: the closed form equals the square-by-square count for every offset", () => {
    fc.assert(
      fc.property(int, int, (dx, dy) => {
        expect(pathLength(walk(dx, dy))).toEqual({ ok: true, value: diagonalDistance(dx, dy) });
      }),
      SEED,
    );
  });

  it("DE-MAP-4: symmetric, kept by the 8 grid symmetries, between the king's and the taxicab distance", () => {
    fc.assert(
      fc.property(square, square, (a, b) => {
        const d = squareDistance(a, b);
        expect(squareDistance(b, a)).toBe(d);
        for (const g of D4) expect(squareDistance(g(a), g(b))).toBe(d);
        expect(d).toBeGreaterThanOrEqual(Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)));
        expect(d).toBeLessThanOrEqual(Math.abs(a.x - b.x) + Math.abs(a.y - b.y));
      }),
      SEED,
    );
  });

  it("DE-MAP-4, DE-MAP-5: the triangle inequality holds only up to 1 m, because each measurement restarts the count", () => {
    // Two separate one-diagonal measurements are 1 + 1; one two-diagonal measurement is 3.
    const o = { x: 0, y: 0 };
    expect(squareDistance(o, { x: 1, y: 1 }) + squareDistance({ x: 1, y: 1 }, { x: 2, y: 2 })).toBe(2);
    expect(squareDistance(o, { x: 2, y: 2 })).toBe(3);
    fc.assert(
      fc.property(square, square, square, (a, b, c) => {
        expect(squareDistance(a, c)).toBeLessThanOrEqual(squareDistance(a, b) + squareDistance(b, c) + 1);
      }),
      SEED,
    );
  });

  it("DE-MAP-5: the diagonal count restarts for each Move: two moves of one diagonal cost 1 m each, one move of two costs 3 m", () => {
    const first = pathLength([
      { x: 0, y: 0 },
      { x: 1, y: 1 },
    ]);
    const second = pathLength([
      { x: 1, y: 1 },
      { x: 2, y: 2 },
    ]);
    const together = pathLength([
      { x: 0, y: 0 },
      { x: 1, y: 1 },
      { x: 2, y: 2 },
    ]);
    expect([first, second, together]).toEqual([
      { ok: true, value: 1 },
      { ok: true, value: 1 },
      { ok: true, value: 3 },
    ]);
    // Straight steps between diagonals do not reset it within one measurement: 1 + 1 + 2.
    expect(
      pathLength([
        { x: 0, y: 0 },
        { x: 1, y: 1 },
        { x: 2, y: 1 },
        { x: 3, y: 2 },
      ]),
    ).toEqual({ ok: true, value: 4 });
    const jump = pathLength([
      { x: 0, y: 0 },
      { x: 2, y: 0 },
    ]);
    expect(jump.ok || jump.error.path).toEqual(["path", 1]);
  });

  it("DE-MAP-5: within one measurement the order of the steps does not matter", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom([1, 0], [0, 1], [1, 1], [-1, 1], [1, -1], [-1, 0]), { maxLength: 20 }),
        (steps) => {
          const path: Square[] = [{ x: 0, y: 0 }];
          for (const [dx, dy] of steps) path.push({ x: path.at(-1)!.x + dx!, y: path.at(-1)!.y + dy! });
          const reversed: Square[] = [{ x: 0, y: 0 }];
          for (const [dx, dy] of [...steps].reverse())
            reversed.push({ x: reversed.at(-1)!.x + dx!, y: reversed.at(-1)!.y + dy! });
          expect(pathLength(reversed)).toEqual(pathLength(path));
        },
      ),
      SEED,
    );
  });

  it("DE-MAP-6: in 3D the rule nests: horizontal 4 and 2 up is 4 + 1 = 5 (option grid3dMetric: euclidean √20)", () => {
    expect(squareDistance({ x: 0, y: 0, z: 0 }, { x: 4, y: 0, z: 2 })).toBe(5);
    // Horizontal (3,3) is 4 m, then 4 across and 3 up: 4 + 1 = 5.
    expect(squareDistance({ x: 0, y: 0, z: 0 }, { x: 3, y: 3, z: 3 })).toBe(5);
    expect(
      squareDistance({ x: 0, y: 0, z: 0 }, { x: 4, y: 0, z: 2 }, worldOptions({ grid3dMetric: "euclidean" })),
    ).toBe(Math.sqrt(20));
    fc.assert(
      fc.property(square, square, int, int, (a, b, za, zb) => {
        const A = { ...a, z: za };
        const B = { ...b, z: zb };
        const d = squareDistance(A, B);
        expect(squareDistance(B, A)).toBe(d);
        // Turning the map or flipping it upside down keeps it.
        for (const g of D4) expect(squareDistance({ ...g(a), z: -za }, { ...g(b), z: -zb })).toBe(d);
      }),
      SEED,
    );
  });

  it("DE-MAP-7: gridless maps measure centre to centre at the GM's scale", () => {
    expect(gridlessDistance({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(5);
    expect(gridlessDistance({ x: 0, y: 0 }, { x: 3, y: 4 }, 2)).toBe(10);
    const map = parseMap({ kind: "world", grid: "gridless", scale: 1000 });
    expect(map.ok && measure(map.value, { x: 1, y: 1 }, { x: 4, y: 5 })).toEqual({ ok: true, value: 5000 });
  });

  it("DE-MAP-8: ranges are inclusive: exactly at the limit is in range", () => {
    expect(withinRange(6, 6)).toBe(true);
    expect(withinRange(6.5, 6)).toBe(false);
    // A weapon's maximum (attack/range.ts) follows the same rule.
    expect(rangeModifier({ from: 3, to: 8, max: 20 }, 20)).toEqual({ ok: true, value: -2 });
    expect(rangeModifier({ from: 3, to: 8, max: 20 }, 8)).toEqual({ ok: true, value: 0 });
    expect(rangeModifier({ from: 3, to: 8, max: 20 }, 21).ok).toBe(false);
  });
});
