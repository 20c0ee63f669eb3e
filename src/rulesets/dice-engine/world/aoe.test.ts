import fc from "fast-check";
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
import { type Hex, hexCentre, type Point } from "./map.js";
import { worldOptions } from "./options.js";

const SEED = { seed: 77, numRuns: 300 };
const at = (x: number, y: number, z = 0) => ({ at: { x, y, z }, kind: "centre" as const });
const area = (a: AreaInput): Area => areaSchema.parse(a);
const east = { x: 1, y: 0, z: 0 };
const cone = (length: number, angle: number) =>
  area({ shape: "cone", length, angle, origin: at(0, 0), direction: east });
const grid = { options: worldOptions({ aoeDistanceMetric: "grid" }) };

type P3 = { x: number; y: number; z: number };
/** The eight symmetries of the square grid acting on x and y (z untouched). */
const D4: ((p: P3) => P3)[] = [
  (p) => p,
  (p) => ({ x: -p.y, y: p.x, z: p.z }),
  (p) => ({ x: -p.x, y: -p.y, z: p.z }),
  (p) => ({ x: p.y, y: -p.x, z: p.z }),
  (p) => ({ x: -p.x, y: p.y, z: p.z }),
  (p) => ({ x: p.x, y: -p.y, z: p.z }),
  (p) => ({ x: p.y, y: p.x, z: p.z }),
  (p) => ({ x: -p.y, y: -p.x, z: p.z }),
];

/** Moves an area by a symmetry of the grid: origin, direction and the wall's up turn together. */
function transform(a: Area, g: (p: P3) => P3): Area {
  const moved = { ...a, origin: { ...a.origin, at: g(a.origin.at) } } as Area;
  if (moved.shape === "cone" || moved.shape === "line") return { ...moved, direction: g(moved.direction) };
  if (moved.shape === "wall") return { ...moved, direction: g(moved.direction), up: g(moved.up) };
  return moved;
}

// Areas as the table places them: origins on centres, edges and corners (half metres), small
// whole-number directions, whole and half-metre sizes.
const half = fc.integer({ min: -8, max: 8 }).map((n) => n / 2);
const size = fc.integer({ min: 1, max: 12 }).map((n) => n / 2);
const origin = fc
  .record({ x: half, y: half, z: fc.integer({ min: -2, max: 2 }) })
  .map((p) => ({ at: p, kind: "centre" as const }));
const direction = fc
  .record({
    x: fc.integer({ min: -3, max: 3 }),
    y: fc.integer({ min: -3, max: 3 }),
    z: fc.integer({ min: -1, max: 1 }),
  })
  .filter((d) => d.x !== 0 || d.y !== 0 || d.z !== 0);
const flatDirection = fc
  .record({ x: fc.integer({ min: -3, max: 3 }), y: fc.integer({ min: -3, max: 3 }), z: fc.constant(0) })
  .filter((d) => d.x !== 0 || d.y !== 0);
const anyArea: fc.Arbitrary<Area> = fc
  .oneof(
    fc.record({
      shape: fc.constant("cone"),
      length: size,
      angle: fc.constantFrom(90, 45, 22.5, 60),
      origin,
      direction,
    }),
    fc.record({ shape: fc.constant("line"), length: size, width: size, origin, direction }),
    fc.record({
      shape: fc.constant("wall"),
      length: size,
      width: size,
      height: size,
      origin,
      direction: flatDirection,
    }),
    fc.record({ shape: fc.constant("sphere"), radius: size, origin }),
    fc.record({
      shape: fc.constant("cylinder"),
      radius: size,
      height: size,
      origin,
      extends: fc.constantFrom("up", "down"),
    }),
    fc.record({ shape: fc.constant("cube"), size, origin }),
  )
  .map((a) => area(a as AreaInput));
const point = fc.record({
  x: fc.integer({ min: -10, max: 10 }),
  y: fc.integer({ min: -10, max: 10 }),
  z: fc.integer({ min: -3, max: 3 }),
});

describe("areas of effect (§16)", () => {
  it("DE-AOE-1: a space is affected iff its centre is inside; a centre on the boundary counts", () => {
    const s = area({ shape: "sphere", radius: 1, origin: at(0, 0) });
    expect(inArea(s, { x: 1, y: 0 })).toBe(true);
    expect(inArea(s, { x: 1, y: 1 })).toBe(false);
    // Radius 1 from a centre: the space itself and its four side neighbours, not the corners.
    expect(affectedSquares(s)).toEqual(
      expect.arrayContaining([
        { x: 0, y: 0, z: 0 },
        { x: 1, y: 0, z: 0 },
        { x: -1, y: 0, z: 0 },
        { x: 0, y: 1, z: 0 },
        { x: 0, y: -1, z: 0 },
      ]),
    );
    expect(affectedSquares(s)).toHaveLength(5);
    // Three levels of a 3D map: the two squares above and below join in.
    expect(affectedSquares(s, {}, { from: -1, to: 1 })).toHaveLength(7);
  });

  it("DE-AOE-2: origins sit on a space's centre, the middle of a side or a corner; a cause may insist on one", () => {
    expect(squareOrigin({ x: 2, y: 3 })).toEqual({ at: { x: 2, y: 3, z: 0 }, kind: "centre" });
    expect(squareOrigin({ x: 2, y: 3 }, { edge: "e" })).toEqual({ at: { x: 2.5, y: 3, z: 0 }, kind: "edge" });
    expect(squareOrigin({ x: 2, y: 3 }, { corner: "sw" })).toEqual({
      at: { x: 1.5, y: 2.5, z: 0 },
      kind: "corner",
    });
    // The choice matters: Cube:[2] from a centre reaches the neighbours' centres (3 × 3), from a corner 2 × 2.
    const centred = area({ shape: "cube", size: 2, origin: squareOrigin({ x: 0, y: 0 }) });
    const cornered = area({ shape: "cube", size: 2, origin: squareOrigin({ x: 0, y: 0 }, { corner: "ne" }) });
    expect(affectedSquares(centred)).toHaveLength(9);
    expect(affectedSquares(cornered)).toEqual([
      { x: 0, y: 0, z: 0 },
      { x: 0, y: 1, z: 0 },
      { x: 1, y: 0, z: 0 },
      { x: 1, y: 1, z: 0 },
    ]);
    const raw = { shape: "sphere", radius: 2, origin: squareOrigin({ x: 0, y: 0 }, { corner: "ne" }) };
    const mandated = parseArea(raw, undefined, "centre");
    expect(mandated.ok || mandated.error.path).toEqual(["area", "origin", "kind"]);
    expect(parseArea(raw, undefined, "corner").ok).toBe(true);
    // Hexes: a side's middle is halfway to the neighbour; a corner is 1/√3 m out.
    const edge = hexOrigin({ q: 0, r: 0 }, { edge: 0 });
    expect(edge.ok && edge.value.at).toEqual({ x: 0.5, y: 0, z: 0 });
    const corner = hexOrigin({ q: 0, r: 0 }, { corner: 1 });
    expect(corner.ok && Math.hypot(corner.value.at.x, corner.value.at.y)).toBeCloseTo(1 / Math.sqrt(3), 12);
    const bad = hexOrigin({ q: 0, r: 0 }, { corner: 6 });
    expect(bad.ok || bad.error.path).toEqual(["corner"]);
  });

  it("DE-AOE-3: Cone:[6/90] along +x: (3,2) in, (2,3) out, (5,4) out at 6.4 m", () => {
    const c = cone(6, 90);
    expect([inArea(c, { x: 3, y: 2 }), inArea(c, { x: 2, y: 3 }), inArea(c, { x: 5, y: 4 })]).toEqual([
      true,
      false,
      false,
    ]);
    // The edges of the quarter circle are inside: p = a, and exactly 6 m out.
    expect([inArea(c, { x: 3, y: 3 }), inArea(c, { x: 6, y: 0 }), inArea(c, { x: -1, y: 0 })]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("DE-AOE-3: Cone:[6/45] needs a ≥ 2p: (4,2) in, (4,2.5) out; Cone:[6/22.5] needs a ≥ 4p: (4,1) in, (4,1.5) out", () => {
    expect([inArea(cone(6, 45), { x: 4, y: 2 }), inArea(cone(6, 45), { x: 4, y: 2.5 })]).toEqual([
      true,
      false,
    ]);
    expect([inArea(cone(6, 22.5), { x: 4, y: 1 }), inArea(cone(6, 22.5), { x: 4, y: 1.5 })]).toEqual([
      true,
      false,
    ]);
  });

  it("DE-AOE-3: cones reach up and down too (p measured in 3D); other angles use tan(Y/2) or are refused", () => {
    expect(inArea(cone(6, 45), { x: 4, y: 0, z: 2 })).toBe(true);
    expect(inArea(cone(6, 45), { x: 4, y: 1, z: 2 })).toBe(false);
    // 60°: p ≤ a·tan 30° ≈ 0.577a.
    expect([inArea(cone(6, 60), { x: 4, y: 2 }), inArea(cone(6, 60), { x: 4, y: 2.5 })]).toEqual([
      true,
      false,
    ]);
    const refused = parseArea(
      { shape: "cone", length: 6, angle: 60, origin: at(0, 0), direction: east },
      worldOptions({ coneOtherAngles: "reject" }),
    );
    expect(refused.ok || refused.error.path).toEqual(["area", "angle"]);
    // Option aoeDistanceMetric: grid: (5,4) is 5 + 2 = 7 m by the diagonal rule, (6,2) is 7 m, (5,2) 6 m.
    expect([inArea(cone(6, 90), { x: 5, y: 2 }, grid), inArea(cone(6, 90), { x: 5, y: 2 })]).toEqual([
      true,
      true,
    ]);
    expect(inArea(cone(6, 90), { x: 6, y: 2 }, grid)).toBe(false);
    expect(parseAreaNotation("Cone:[6/22.5]")).toEqual({
      ok: true,
      value: { shape: "cone", length: 6, angle: 22.5 },
    });
    const badNotation = parseAreaNotation("Cone:[6]");
    expect(badNotation.ok || badNotation.error.path).toEqual(["notation"]);
  });

  it("DE-AOE-3: narrower cones lie inside wider ones, and a cone is the same on both sides of its centre line", () => {
    fc.assert(
      fc.property(point, flatDirection, (p, d) => {
        const c = (angle: number) =>
          area({ shape: "cone", length: 8, angle, origin: at(0, 0), direction: d });
        if (inArea(c(22.5), p)) expect(inArea(c(45), p)).toBe(true);
        if (inArea(c(45), p)) expect(inArea(c(90), p)).toBe(true);
        // Mirror p across the centre line (through the origin along d).
        const dd = d.x * d.x + d.y * d.y;
        const k = (2 * (p.x * d.x + p.y * d.y)) / dd;
        const mirrored = { x: k * d.x - p.x, y: k * d.y - p.y, z: p.z };
        if (Number.isInteger(mirrored.x) && Number.isInteger(mirrored.y))
          expect(inArea(c(90), mirrored)).toBe(inArea(c(90), p));
      }),
      SEED,
    );
  });

  it("DE-AOE-4: Line:[5/1] along +x from (0,0): (3,0) in, (3,1) out, (5,0) in, (6,0) out", () => {
    const l = area({ shape: "line", length: 5, width: 1, origin: at(0, 0), direction: east });
    expect(
      [
        { x: 3, y: 0 },
        { x: 3, y: 1 },
        { x: 5, y: 0 },
        { x: 6, y: 0 },
      ].map((p) => inArea(l, p)),
    ).toEqual([true, false, true, false]);
    // Half the width either side, inclusive; nothing behind the origin.
    expect([inArea(l, { x: 3, y: 0.5 }), inArea(l, { x: -1, y: 0 })]).toEqual([true, false]);
    // A diagonal line of width 1 takes the squares on the diagonal only.
    const diag = area({
      shape: "line",
      length: 3,
      width: 1,
      origin: at(0, 0),
      direction: { x: 1, y: 1, z: 0 },
    });
    expect(affectedSquares(diag)).toEqual([
      { x: 0, y: 0, z: 0 },
      { x: 1, y: 1, z: 0 },
      { x: 2, y: 2, z: 0 },
    ]);
  });

  it("DE-AOE-5: Wall:[5/1/3] is a box 5 long, 1 wide, 3 high; tilting `up` makes an angled wall", () => {
    const w = area({ shape: "wall", length: 5, width: 1, height: 3, origin: at(0, 0), direction: east });
    expect(
      [
        { x: 2, y: 0, z: 2 },
        { x: 2, y: 0, z: 4 },
        { x: 2, y: 1, z: 0 },
        { x: 6, y: 0, z: 0 },
        { x: 5, y: 0, z: 3 },
      ].map((p) => inArea(w, p)),
    ).toEqual([true, false, false, false, true]);
    const leaning = area({
      shape: "wall",
      length: 5,
      width: 1,
      height: 3,
      origin: at(0, 0),
      direction: east,
      up: { x: 0, y: 1, z: 1 },
    });
    expect([inArea(leaning, { x: 2, y: 1, z: 1 }), inArea(leaning, { x: 2, y: 0, z: 2 })]).toEqual([
      true,
      false,
    ]);
    expect(parseAreaNotation("Wall:[5/1/3]")).toEqual({
      ok: true,
      value: { shape: "wall", length: 5, width: 1, height: 3 },
    });
  });

  it("DE-AOE-6: Sphere:[2] at a centre: (2,0) in, (1,1) in, (2,1) out at 2.24 m; with the grid metric (2,1) is 2 m, in", () => {
    const s = area({ shape: "sphere", radius: 2, origin: at(0, 0) });
    expect([inArea(s, { x: 2, y: 0 }), inArea(s, { x: 1, y: 1 }), inArea(s, { x: 2, y: 1 })]).toEqual([
      true,
      true,
      false,
    ]);
    expect(inArea(s, { x: 2, y: 1 }, grid)).toBe(true);
    expect(inArea(s, { x: 2, y: 2 }, grid)).toBe(false);
    // In 3D: (1,1,1) is √3 m away; (2,0,1) √5.
    expect([inArea(s, { x: 1, y: 1, z: 1 }), inArea(s, { x: 2, y: 0, z: 1 })]).toEqual([true, false]);
    // On a hex map the grid metric counts hex steps: two rings around the centre, 19 hexes.
    const onHex = area({
      shape: "sphere",
      radius: 2,
      origin: { at: hexCentre({ q: 0, r: 0 }), kind: "centre" },
    });
    expect(affectedHexes(onHex, grid)).toHaveLength(19);
  });

  it("DE-AOE-6: on hexes a sphere's hexes turn with the grid's six rotations", () => {
    const rotate = (h: Hex): Hex => ({ q: -h.r, r: h.q + h.r, z: h.z ?? 0 });
    fc.assert(
      fc.property(
        fc.record({ q: fc.integer({ min: -4, max: 4 }), r: fc.integer({ min: -4, max: 4 }) }),
        fc.integer({ min: 1, max: 8 }).map((n) => n / 2),
        fc.boolean(),
        (centre, radius, gridMetric) => {
          const ctx = gridMetric ? grid : {};
          const s = (h: Hex) =>
            area({ shape: "sphere", radius, origin: { at: hexCentre(h), kind: "centre" } });
          const key = (h: Hex) => `${h.q},${h.r}`;
          const turned = affectedHexes(s(centre), ctx)
            .map((h) => key(rotate(h)))
            .sort();
          expect(
            affectedHexes(s(rotate(centre)), ctx)
              .map(key)
              .sort(),
          ).toEqual(turned);
        },
      ),
      { ...SEED, numRuns: 60 },
    );
  });

  it("DE-AOE-7: Cylinder:[2/3]: horizontal distance ≤ 2 and 0 ≤ height ≤ 3 up (or down, per cause)", () => {
    const up = area({ shape: "cylinder", radius: 2, height: 3, origin: at(0, 0) });
    expect(
      [
        { x: 2, y: 0, z: 3 },
        { x: 2, y: 0, z: 4 },
        { x: 0, y: 0, z: -1 },
        { x: 2, y: 1, z: 0 },
      ].map((p) => inArea(up, p)),
    ).toEqual([true, false, false, false]);
    const down = area({ shape: "cylinder", radius: 2, height: 3, origin: at(0, 0, 3), extends: "down" });
    expect([inArea(down, { x: 1, y: 1, z: 0 }), inArea(down, { x: 1, y: 1, z: 4 })]).toEqual([true, false]);
    expect(inArea(up, { x: 2, y: 1, z: 0 }, grid)).toBe(true);
  });

  it("DE-AOE-8: Cube:[3] at (0,0,0): (1,1,1) in, (2,0,0) out; faces at ±1.5 m are inside", () => {
    const c = area({ shape: "cube", size: 3, origin: at(0, 0) });
    expect([inArea(c, { x: 1, y: 1, z: 1 }), inArea(c, { x: 2, y: 0, z: 0 })]).toEqual([true, false]);
    expect(inArea(c, { x: 1.5, y: -1.5, z: 1.5 })).toBe(true);
    expect(affectedSquares(c, {}, { from: -1, to: 1 })).toHaveLength(27);
  });

  it("DE-AOE-1..8: membership is kept by every symmetry of the square grid and by moving everything together", () => {
    fc.assert(
      fc.property(anyArea, point, fc.boolean(), point, (a, p, gridMetric, shift) => {
        const ctx = gridMetric ? grid : {};
        const inside = inArea(a, p, ctx);
        for (const g of D4) expect(inArea(transform(a, g), g(p), ctx)).toBe(inside);
        const move = (q: P3): P3 => ({ x: q.x + shift.x, y: q.y + shift.y, z: q.z + shift.z });
        const moved = { ...a, origin: { ...a.origin, at: move(a.origin.at) } } as Area;
        expect(inArea(moved, move(p), ctx)).toBe(inside);
      }),
      { ...SEED, numRuns: 500 },
    );
  });

  it("DE-AOE-1: the listed squares are exactly the centres inside the area", () => {
    fc.assert(
      fc.property(anyArea, (a) => {
        const listed = affectedSquares(a, {}, { from: -3, to: 3 });
        for (const s of listed) expect(inArea(a, s as Point)).toBe(true);
        // Nothing inside is missed within the neighbourhood probed.
        const keys = new Set(listed.map((s) => `${s.x},${s.y},${s.z}`));
        for (let x = -10; x <= 10; x++)
          for (let y = -10; y <= 10; y++)
            if (inArea(a, { x, y, z: 0 })) expect(keys.has(`${x},${y},0`)).toBe(true);
      }),
      { ...SEED, numRuns: 60 },
    );
  });

  it("DE-AOE-1..8: bad areas are refused naming the field", () => {
    const zero = parseArea({
      shape: "line",
      length: 5,
      width: 1,
      origin: at(0, 0),
      direction: { x: 0, y: 0 },
    });
    expect(zero.ok || zero.error.path).toEqual(["area", "direction"]);
    const negative = parseArea({ shape: "sphere", radius: -1, origin: at(0, 0) });
    expect(negative.ok || negative.error.path).toEqual(["area", "radius"]);
  });
});
