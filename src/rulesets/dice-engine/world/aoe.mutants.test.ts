// Areas of effect pinned at their edges: every refusal's field and words, the book's notation as
// written, origins on each side and corner, and the shapes' limits one by one (mutation testing,
// issue 21).
import { describe, expect, it } from "vitest";
import {
  type Area,
  type AreaInput,
  affectedHexes,
  affectedSquares,
  areaSchema,
  hexOrigin,
  inArea,
  parseArea,
  parseAreaNotation,
  squareOrigin,
} from "./aoe.js";
import { hexCentre } from "./map.js";
import { worldOptions } from "./options.js";

const at = (x: number, y: number, z = 0) => ({ at: { x, y, z }, kind: "centre" as const });
const area = (a: AreaInput): Area => areaSchema.parse(a);
const east = { x: 1, y: 0, z: 0 };
const fail = (code: string, path: (string | number)[], message: string) => ({
  ok: false,
  error: { code, path, message },
});

describe("parseArea", () => {
  const sphere = { shape: "sphere", radius: 2, origin: { at: { x: 0.5, y: 0, z: 0 }, kind: "edge" } };

  it("DE-AOE-2: a cause that insists on an origin refuses another, in words", () => {
    expect(parseArea(sphere, undefined, "corner")).toEqual(
      fail("refused", ["area", "origin", "kind"], "this effect starts from a space corner, not a edge"),
    );
    expect(parseArea(sphere, undefined, "edge")).toMatchObject({
      ok: true,
      value: { shape: "sphere", radius: 2 },
    });
    expect(parseArea(sphere)).toMatchObject({ ok: true });
  });

  it("DE-AOE-3: under coneOtherAngles reject, only the book's three angles pass", () => {
    const reject = worldOptions({ coneOtherAngles: "reject" });
    const cone = (angle: number) => ({ shape: "cone", length: 6, angle, origin: at(0, 0), direction: east });
    expect(parseArea(cone(60), reject)).toEqual(
      fail(
        "refused",
        ["area", "angle"],
        "the book measures cones of 90°, 45° and 22.5° only (got 60°; option coneOtherAngles)",
      ),
    );
    for (const angle of [90, 45, 22.5]) expect(parseArea(cone(angle), reject).ok).toBe(true);
    expect(parseArea(cone(60)).ok).toBe(true);
    // Not a cone: nothing to refuse.
    expect(
      parseArea({ shape: "line", length: 6, width: 60, origin: at(0, 0), direction: east }, reject).ok,
    ).toBe(true);
  });

  it("DE-AOE-1..8: a schema error names the area's field and says what is wrong", () => {
    expect(parseArea({ shape: "sphere", radius: 0, origin: at(0, 0) })).toMatchObject({
      ok: false,
      error: { code: "invalid", path: ["area", "radius"] },
    });
    const zero = parseArea({
      shape: "cone",
      length: 2,
      angle: 90,
      origin: at(0, 0),
      direction: { x: 0, y: 0 },
    });
    expect(zero).toEqual(
      fail("invalid", ["area", "direction"], "area.direction: a direction cannot be the zero vector"),
    );
    // Only the all-zero vector is refused.
    expect(
      parseArea({ shape: "cone", length: 2, angle: 90, origin: at(0, 0), direction: { x: 0, y: 0, z: 1 } })
        .ok,
    ).toBe(true);
    expect(
      parseArea({ shape: "cone", length: 2, angle: 90, origin: at(0, 0), direction: { x: 0, y: -1 } }).ok,
    ).toBe(true);
  });
});

describe("parseAreaNotation", () => {
  it("DE-AOE-3..8: each shape with its parameters, in any case and spacing", () => {
    expect(parseAreaNotation("  cone : [ 6 / 90 ]  ")).toEqual({
      ok: true,
      value: { shape: "cone", length: 6, angle: 90 },
    });
    expect(parseAreaNotation("LINE:[5/1]")).toEqual({
      ok: true,
      value: { shape: "line", length: 5, width: 1 },
    });
    expect(parseAreaNotation("Sphere:[2]")).toEqual({ ok: true, value: { shape: "sphere", radius: 2 } });
    expect(parseAreaNotation("Cylinder:[2/3]")).toEqual({
      ok: true,
      value: { shape: "cylinder", radius: 2, height: 3 },
    });
    expect(parseAreaNotation("Cube:[1.5]")).toEqual({ ok: true, value: { shape: "cube", size: 1.5 } });
  });

  it("DE-AOE-3..8: anything else is refused with an example", () => {
    const words = (t: string) => `an area is written like "Cone:[6/90]" or "Sphere:[2]" (got "${t}")`;
    for (const t of ["Blob:[2]", "Sphere[2]", "Sphere:[2] and more", "a Sphere:[2]", "Sphere:[2"])
      expect(parseAreaNotation(t)).toEqual(fail("invalid", ["notation"], words(t)));
  });

  it("DE-AOE-3..8: the wrong number of parameters names the ones the shape takes", () => {
    expect(parseAreaNotation("Wall:[5/1]")).toEqual(
      fail("invalid", ["notation"], 'Wall takes length/width/height (got "5/1")'),
    );
    expect(parseAreaNotation("sphere:[2/3]")).toEqual(
      fail("invalid", ["notation"], 'sphere takes radius (got "2/3")'),
    );
  });

  it("DE-AOE-3..8: each parameter is a positive number, the one at fault named", () => {
    expect(parseAreaNotation("Cone:[6/]")).toEqual(
      fail("invalid", ["notation", "angle"], 'angle must be a positive number (got "")'),
    );
    expect(parseAreaNotation("Cone:[0/90]")).toEqual(
      fail("invalid", ["notation", "length"], 'length must be a positive number (got "0")'),
    );
    expect(parseAreaNotation("Cube:[-1]")).toEqual(
      fail("invalid", ["notation", "size"], 'size must be a positive number (got "-1")'),
    );
    expect(parseAreaNotation("Cube:[x]")).toEqual(
      fail("invalid", ["notation", "size"], 'size must be a positive number (got "x")'),
    );
    // Spaces around a parameter are not part of it: a blank one is empty.
    expect(parseAreaNotation("Cone:[6/ ]")).toEqual(
      fail("invalid", ["notation", "angle"], 'angle must be a positive number (got "")'),
    );
    expect(parseAreaNotation("Cube:[Infinity]")).toEqual(
      fail("invalid", ["notation", "size"], 'size must be a positive number (got "Infinity")'),
    );
  });
});

describe("points of origin", () => {
  it("DE-AOE-2: the middle of each side of a square, on its level", () => {
    const s = { x: 2, y: 3, z: 1 };
    expect(squareOrigin(s, { edge: "n" })).toEqual({ at: { x: 2, y: 3.5, z: 1 }, kind: "edge" });
    expect(squareOrigin(s, { edge: "e" })).toEqual({ at: { x: 2.5, y: 3, z: 1 }, kind: "edge" });
    expect(squareOrigin(s, { edge: "s" })).toEqual({ at: { x: 2, y: 2.5, z: 1 }, kind: "edge" });
    expect(squareOrigin(s, { edge: "w" })).toEqual({ at: { x: 1.5, y: 3, z: 1 }, kind: "edge" });
    expect(squareOrigin(s)).toEqual({ at: { x: 2, y: 3, z: 1 }, kind: "centre" });
  });

  it("DE-AOE-2: each corner of a square", () => {
    const s = { x: 0, y: 0 };
    expect(squareOrigin(s, { corner: "ne" }).at).toEqual({ x: 0.5, y: 0.5, z: 0 });
    expect(squareOrigin(s, { corner: "nw" }).at).toEqual({ x: -0.5, y: 0.5, z: 0 });
    expect(squareOrigin(s, { corner: "se" }).at).toEqual({ x: 0.5, y: -0.5, z: 0 });
    expect(squareOrigin(s, { corner: "sw" })).toEqual({ at: { x: -0.5, y: -0.5, z: 0 }, kind: "corner" });
  });

  it("DE-AOE-2: a hex's centre, the middle of each side towards its neighbour, on its level", () => {
    const h = { q: 1, r: 1, z: 2 };
    const c = hexCentre(h);
    expect(hexOrigin(h)).toEqual({ ok: true, value: { at: { x: c.x, y: c.y, z: 2 }, kind: "centre" } });
    for (const [edge, n] of [
      [0, { q: 2, r: 1 }],
      [1, { q: 1, r: 2 }],
      [2, { q: 0, r: 2 }],
      [3, { q: 0, r: 1 }],
      [4, { q: 1, r: 0 }],
      [5, { q: 2, r: 0 }],
    ] as const) {
      const m = hexCentre(n);
      const o = hexOrigin(h, { edge });
      expect(o.ok && o.value.kind).toBe("edge");
      expect(o.ok && o.value.at.x).toBeCloseTo((c.x + m.x) / 2, 12);
      expect(o.ok && o.value.at.y).toBeCloseTo((c.y + m.y) / 2, 12);
      expect(o.ok && o.value.at.z).toBe(2);
    }
  });

  it("DE-AOE-2: a hex's corners lie 1/√3 m out, at 30° + 60° i", () => {
    const r = 1 / Math.sqrt(3);
    for (let i = 0; i <= 5; i++) {
      const o = hexOrigin({ q: 0, r: 0 }, { corner: i });
      const angle = (Math.PI / 180) * (30 + 60 * i);
      expect(o.ok && o.value.kind).toBe("corner");
      expect(o.ok && o.value.at.x).toBeCloseTo(r * Math.cos(angle), 12);
      expect(o.ok && o.value.at.y).toBeCloseTo(r * Math.sin(angle), 12);
      expect(o.ok && o.value.at.z).toBe(0);
    }
  });

  it("DE-AOE-2: a hex has sides and corners 0 to 5, whole", () => {
    expect(hexOrigin({ q: 0, r: 0 }, { edge: 6 })).toEqual(
      fail("invalid", ["edge"], "a hex has sides and corners 0–5 (got 6)"),
    );
    expect(hexOrigin({ q: 0, r: 0 }, { corner: -1 })).toEqual(
      fail("invalid", ["corner"], "a hex has sides and corners 0–5 (got -1)"),
    );
    expect(hexOrigin({ q: 0, r: 0 }, { edge: 1.5 })).toEqual(
      fail("invalid", ["edge"], "a hex has sides and corners 0–5 (got 1.5)"),
    );
  });
});

describe("the shapes' limits", () => {
  it("DE-AOE-3: a cone reaches exactly its length, in front of the origin only", () => {
    const c = area({ shape: "cone", length: 4, angle: 90, origin: at(0, 0), direction: east });
    expect([inArea(c, { x: 4, y: 0 }), inArea(c, { x: 5, y: 0 }), inArea(c, { x: 0, y: 0 })]).toEqual([
      true,
      false,
      true,
    ]);
    expect(inArea(c, { x: -1, y: 1 })).toBe(false);
    // 120° follows tan 60°: (1, 1.7) in, (1, 1.8) out.
    const wide = area({ shape: "cone", length: 4, angle: 120, origin: at(0, 0), direction: east });
    expect([inArea(wide, { x: 1, y: 1.7 }), inArea(wide, { x: 1, y: 1.8 })]).toEqual([true, false]);
  });

  it("DE-AOE-4: a line's length and width are measured along a direction of any length", () => {
    const l = area({ shape: "line", length: 4, width: 2, origin: at(0, 0), direction: { x: 3, y: 0, z: 0 } });
    expect(
      [
        { x: 4, y: 0 },
        { x: 5, y: 0 },
        { x: 2, y: 1 },
        { x: 2, y: 1.5 },
        { x: 0, y: -1 },
        { x: -0.5, y: 0 },
      ].map((p) => inArea(l, p)),
    ).toEqual([true, false, true, false, true, false]);
    expect(
      affectedSquares(area({ shape: "line", length: 5, width: 1, origin: at(0, 0), direction: east })),
    ).toEqual([0, 1, 2, 3, 4, 5].map((x) => ({ x, y: 0, z: 0 })));
  });

  it("DE-AOE-5: a wall runs 0 to its length, half its width either side, 0 to its height", () => {
    const w = area({ shape: "wall", length: 3, width: 2, height: 2, origin: at(0, 0), direction: east });
    expect(
      [
        { x: 0, y: 1, z: 0 },
        { x: 3, y: -1, z: 2 },
        { x: -0.5, y: 0, z: 0 },
        { x: 3.5, y: 0, z: 0 },
        { x: 1, y: 1.5, z: 0 },
        { x: 1, y: -1.5, z: 0 },
        { x: 1, y: 0, z: -0.5 },
        { x: 1, y: 0, z: 2.5 },
      ].map((p) => inArea(w, p)),
    ).toEqual([true, true, false, false, false, false, false, false]);
    // An `up` along the wall's own line leaves no height: nothing is inside.
    const flat = area({
      shape: "wall",
      length: 3,
      width: 2,
      height: 2,
      origin: at(0, 0),
      direction: east,
      up: east,
    });
    expect(inArea(flat, { x: 1, y: 0, z: 0 })).toBe(false);
    expect(affectedSquares(w)).toHaveLength(4 * 3);
  });

  it("DE-AOE-3: a direction of any length: Cone:[4/90] along (2, 0): (3, 2) in, (2, 3) out", () => {
    const c = area({
      shape: "cone",
      length: 4,
      angle: 90,
      origin: at(0, 0),
      direction: { x: 2, y: 0, z: 0 },
    });
    expect([inArea(c, { x: 3, y: 2 }), inArea(c, { x: 2, y: 3 })]).toEqual([true, false]);
    const wide = area({
      shape: "cone",
      length: 4,
      angle: 120,
      origin: at(0, 0),
      direction: { x: 2, y: 0, z: 0 },
    });
    expect([inArea(wide, { x: 1, y: 1.7 }), inArea(wide, { x: 1, y: 1.8 })]).toEqual([true, false]);
  });

  it("DE-AOE-5: a wall's line and height axes of any length measure in metres", () => {
    const w = area({
      shape: "wall",
      length: 3,
      width: 2,
      height: 2,
      origin: at(0, 0),
      direction: { x: 2, y: 0, z: 0 },
      up: { x: 0, y: 0, z: 3 },
    });
    expect(
      [
        { x: 3, y: 0, z: 0 },
        { x: 3.5, y: 0, z: 0 },
        { x: 1, y: 1, z: 2 },
        { x: 1, y: 0, z: 2.5 },
      ].map((p) => inArea(w, p)),
    ).toEqual([true, false, true, false]);
  });

  it("DE-AOE-5: a ramp (a wall rising along its line) is as wide across as given, on either side", () => {
    const ramp = area({
      shape: "wall",
      length: 4,
      width: 2,
      height: 1,
      origin: at(0, 0),
      direction: { x: 0, y: 1, z: 1 },
    });
    expect(
      [
        { x: 1, y: 1, z: 1 },
        { x: -1, y: 1, z: 1 },
        { x: 1.5, y: 1, z: 1 },
      ].map((p) => inArea(ramp, p)),
    ).toEqual([true, true, false]);
  });

  it("DE-AOE-5: a diagonal wall leaning sideways is measured across its own tilted face", () => {
    const w = area({
      shape: "wall",
      length: 3,
      width: 4,
      height: 2,
      origin: at(0, 0),
      direction: { x: 1, y: 1, z: 0 },
      up: { x: 1, y: -1, z: 1 },
    });
    // Straight across the face: 1.22 m in, 2.45 m out (half the width is 2).
    expect([inArea(w, { x: 0.5, y: -0.5, z: -1 }), inArea(w, { x: 1, y: -1, z: -2 })]).toEqual([true, false]);
  });

  it("DE-AOE-1: a boundary stays inside whatever rounding the tilted axes bring, small or huge", () => {
    // The height of this point above the wall's base is 0 up to rounding (a few 1e-16 m).
    const small = area({
      shape: "wall",
      length: 1,
      width: 2,
      height: 1,
      origin: at(0, 0),
      direction: { x: -2, y: -2, z: -1 },
      up: { x: 0, y: 1, z: 1 },
    });
    expect(inArea(small, { x: -1, y: 0, z: -1 })).toBe(true);
    // At 10 km the rounding is about 1e-12 m: the tolerance grows with the numbers compared.
    const huge = area({
      shape: "wall",
      length: 20000,
      width: 20000,
      height: 20000,
      origin: at(0, 0),
      direction: { x: -2, y: -2, z: -1 },
      up: { x: 0, y: 1, z: 1 },
    });
    expect(inArea(huge, { x: -30000, y: 0, z: 0 })).toBe(true);
  });

  it("DE-AOE-7: a cylinder downwards reaches its height below the origin, not above", () => {
    const down = area({ shape: "cylinder", radius: 1, height: 2, origin: at(0, 0, 0), extends: "down" });
    expect(
      [
        { x: 0, y: 0, z: -2 },
        { x: 0, y: 0, z: -3 },
        { x: 0, y: 0, z: 1 },
        { x: 1, y: 0, z: -1 },
        { x: 1, y: 1, z: -1 },
      ].map((p) => inArea(down, p)),
    ).toEqual([true, false, false, true, false]);
    const up = area({ shape: "cylinder", radius: 1, height: 2, origin: at(0, 0) });
    expect(affectedSquares(up, {}, { from: -1, to: 3 })).toHaveLength(5 * 3);
  });

  it("DE-AOE-8: a cube's half size on each axis", () => {
    const c = area({ shape: "cube", size: 2, origin: at(0, 0) });
    expect(
      [
        { x: 1, y: 0, z: 0 },
        { x: 0, y: -1, z: 0 },
        { x: 0, y: 0, z: 1 },
        { x: 1.5, y: 0, z: 0 },
        { x: 0, y: 1.5, z: 0 },
        { x: 0, y: 0, z: -1.5 },
      ].map((p) => inArea(c, p)),
    ).toEqual([true, true, true, false, false, false]);
  });
});

describe("listing spaces", () => {
  it("DE-AOE-1: levels from the first whole level up to the last, inclusive; level 0 by default", () => {
    const s = area({ shape: "sphere", radius: 1, origin: at(0, 0) });
    expect(affectedSquares(s)).toEqual([
      { x: -1, y: 0, z: 0 },
      { x: 0, y: -1, z: 0 },
      { x: 0, y: 0, z: 0 },
      { x: 0, y: 1, z: 0 },
      { x: 1, y: 0, z: 0 },
    ]);
    expect(affectedSquares(s, {}, { from: 0.5, to: 1 })).toEqual([{ x: 0, y: 0, z: 1 }]);
    expect(affectedSquares(s, {}, { from: -1.5, to: -1 })).toEqual([{ x: 0, y: 0, z: -1 }]);
  });

  it("DE-AOE-6: a sphere reaches its radius on either side of an off-grid origin", () => {
    const s = area({ shape: "sphere", radius: 2, origin: { at: { x: 0.5, y: 0.5, z: 0 }, kind: "corner" } });
    const xs = affectedSquares(s).map((p) => p.x);
    expect([Math.min(...xs), Math.max(...xs)]).toEqual([-1, 2]);
    expect(affectedSquares(s)).toHaveLength(12);
  });

  it("DE-AOE-6: listing squares keeps the grid and the metric given", () => {
    const s = area({ shape: "sphere", radius: 2, origin: at(0, 0) });
    const gridMetric = worldOptions({ aoeDistanceMetric: "grid" });
    // The diagonal rule puts (2, 1) at 2 m (in); a straight line at 2.24 m (out).
    expect(affectedSquares(s, { options: gridMetric })).toContainEqual({ x: 2, y: 1, z: 0 });
    expect(affectedSquares(s, { options: gridMetric })).toHaveLength(21);
    expect(affectedSquares(s, { grid: "gridless", options: gridMetric })).not.toContainEqual({
      x: 2,
      y: 1,
      z: 0,
    });
    expect(affectedSquares(s, { grid: "gridless", options: gridMetric })).toHaveLength(13);
  });

  it("DE-AOE-6: listing hexes measures hex steps under the grid metric", () => {
    const s = area({
      shape: "sphere",
      radius: 1.8,
      origin: { at: hexCentre({ q: 0, r: 0 }), kind: "centre" },
    });
    // Straight lines reach the second ring's six hexes at √3 m; hex steps stop at the first ring.
    expect(affectedHexes(s)).toHaveLength(13);
    expect(affectedHexes(s, { options: worldOptions({ aoeDistanceMetric: "grid" }) })).toHaveLength(7);
  });

  it("DE-AOE-1: hexes listed on the given levels, each with its level", () => {
    const s = area({ shape: "sphere", radius: 1, origin: { at: hexCentre({ q: 0, r: 0 }), kind: "centre" } });
    const flat = affectedHexes(s);
    expect(flat).toHaveLength(7);
    expect(flat.every((h) => h.z === 0)).toBe(true);
    const tall = affectedHexes(s, {}, { from: -1, to: 1 });
    expect(tall.filter((h) => h.z === 1)).toEqual([{ q: 0, r: 0, z: 1 }]);
    expect(tall.filter((h) => h.z === -1)).toEqual([{ q: 0, r: 0, z: -1 }]);
    expect(tall).toHaveLength(9);
  });

  it("DE-AOE-1: a long line of hexes is listed to its end in every direction", () => {
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const l = area({
        shape: "line",
        length: 6,
        width: 0.5,
        origin: { at: { x: 0, y: 0, z: 0 }, kind: "centre" },
        direction: { x: dx, y: dy, z: 0 },
      });
      const far = affectedHexes(l)
        .map((h) => hexCentre(h))
        .map((c) => Math.hypot(c.x, c.y));
      expect(Math.max(...far)).toBeGreaterThan(5);
    }
  });
});
