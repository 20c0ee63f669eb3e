// Areas of effect (checklist §16): cones, lines, walls, spheres, cylinders and cubes placed at a
// point of origin. A space is affected when its centre lies inside the shape, boundary included.
// The shapes are exact geometry in metres (the book calls them perfect shapes), so membership is
// computed on space centres, on either grid, and is the same whichever way the map is turned.
//
// Numerics: where the inputs are whole or half metres (space centres, edges, corners) every
// comparison below is done on sums of products, which binary floating point computes exactly, so a
// centre sitting exactly on a boundary is never pushed out by rounding. Where a square root or a
// tangent cannot be avoided (walls, other cone angles, hex centres) a tolerance of 1e-9 m keeps the
// boundary inclusive.

import { z } from "zod";
import { fail, ok, parseAs, type Result } from "../tracker/result.js";
import { type Grid, gridOffsetDistance, type Hex, hexCentre, type Point, type Square } from "./map.js";
import { DEFAULT_WORLD_OPTIONS, type WorldOptions } from "./options.js";

const EPS = 1e-9;
const le = (x: number, y: number) => x <= y + EPS * Math.max(1, Math.abs(x), Math.abs(y));

const pointSchema = z.strictObject({
  x: z.number().finite(),
  y: z.number().finite(),
  z: z.number().finite().default(0),
});
type P3 = z.output<typeof pointSchema>;

const directionSchema = pointSchema.refine((d) => d.x !== 0 || d.y !== 0 || d.z !== 0, {
  message: "a direction cannot be the zero vector",
});

/** DE-AOE-2: where a point of origin sits on its space. */
export const ORIGIN_KINDS = ["centre", "edge", "corner"] as const;
export type OriginKind = (typeof ORIGIN_KINDS)[number];

const originSchema = z.strictObject({ at: pointSchema, kind: z.enum(ORIGIN_KINDS).default("centre") });
const metres = z.number().positive().finite();

/** DE-AOE-3..8 and C.21: the six shapes with their book parameters, placed on the map. */
export const areaSchema = z.discriminatedUnion("shape", [
  /** Cone:[X/Y]: X long, Y degrees wide, pointing along `direction`. */
  z.strictObject({
    shape: z.literal("cone"),
    length: metres,
    angle: z.number().gt(0).lt(180),
    origin: originSchema,
    direction: directionSchema,
  }),
  /** Line:[X/Y]: X long, Y wide, from the origin along `direction`. */
  z.strictObject({
    shape: z.literal("line"),
    length: metres,
    width: metres,
    origin: originSchema,
    direction: directionSchema,
  }),
  /** Wall:[X/Y/Z]: a line X long and Y wide standing Z high along `up` (tilt it for an angled wall). */
  z.strictObject({
    shape: z.literal("wall"),
    length: metres,
    width: metres,
    height: metres,
    origin: originSchema,
    direction: directionSchema,
    up: directionSchema.default({ x: 0, y: 0, z: 1 }),
  }),
  /** Sphere:[X]: radius X around the origin, in 3D. */
  z.strictObject({ shape: z.literal("sphere"), radius: metres, origin: originSchema }),
  /** Cylinder:[X/Y]: a base of radius X at the origin, Y high, upwards or downwards. */
  z.strictObject({
    shape: z.literal("cylinder"),
    radius: metres,
    height: metres,
    origin: originSchema,
    extends: z.enum(["up", "down"]).default("up"),
  }),
  /** Cube:[X]: X along each edge, centred on the origin, aligned with the grid. */
  z.strictObject({ shape: z.literal("cube"), size: metres, origin: originSchema }),
]);
export type Area = z.output<typeof areaSchema>;
export type AreaInput = z.input<typeof areaSchema>;
export type Shape = Area["shape"];

type AreaOptions = Pick<WorldOptions, "aoeDistanceMetric" | "coneOtherAngles" | "grid3dMetric">;

/** The cone angles the book gives a ratio for (DE-AOE-3): a ≥ k·p. */
const BOOK_CONE_RATIO: ReadonlyMap<number, number> = new Map([
  [90, 1],
  [45, 2],
  [22.5, 4],
]);

/**
 * Validates an area (errors name the field). `mandated` is the origin kind the cause requires, if
 * any (DE-AOE-2); a cone of an angle the book gives no ratio for is refused under
 * `coneOtherAngles: "reject"`.
 */
export function parseArea(
  raw: unknown,
  o: Pick<WorldOptions, "coneOtherAngles"> = DEFAULT_WORLD_OPTIONS,
  mandated?: OriginKind,
): Result<Area> {
  const r = parseAs(areaSchema, raw, ["area"]);
  if (!r.ok) return r;
  const a = r.value;
  if (mandated !== undefined && a.origin.kind !== mandated)
    return fail(
      "refused",
      ["area", "origin", "kind"],
      `this effect starts from a space ${mandated}, not a ${a.origin.kind}`,
    );
  if (a.shape === "cone" && !BOOK_CONE_RATIO.has(a.angle) && o.coneOtherAngles === "reject")
    return fail(
      "refused",
      ["area", "angle"],
      `the book measures cones of 90°, 45° and 22.5° only (got ${a.angle}°; option coneOtherAngles)`,
    );
  return ok(a);
}

const NOTATION = /^\s*(cone|line|wall|sphere|cylinder|cube)\s*:\s*\[\s*([^\]]*)\]\s*$/i;
const ARITY: Record<Shape, readonly string[]> = {
  cone: ["length", "angle"],
  line: ["length", "width"],
  wall: ["length", "width", "height"],
  sphere: ["radius"],
  cylinder: ["radius", "height"],
  cube: ["size"],
};

/** The book's notation ("Cone:[6/90]", "Wall:[5/1/3]") as shape parameters, for item and effect data. */
export function parseAreaNotation(text: string): Result<{ shape: Shape } & Record<string, number>> {
  const m = NOTATION.exec(text);
  if (!m)
    return fail(
      "invalid",
      ["notation"],
      `an area is written like "Cone:[6/90]" or "Sphere:[2]" (got "${text}")`,
    );
  const shape = m[1]!.toLowerCase() as Shape;
  const parts = m[2]!.split("/").map((s) => s.trim());
  const names = ARITY[shape];
  if (parts.length !== names.length)
    return fail("invalid", ["notation"], `${m[1]} takes ${names.join("/")} (got "${m[2]}")`);
  const out: { shape: Shape } & Record<string, number> = { shape } as { shape: Shape } & Record<
    string,
    number
  >;
  for (let i = 0; i < parts.length; i++) {
    const v = Number(parts[i]);
    if (parts[i] === "" || !Number.isFinite(v) || v <= 0)
      return fail(
        "invalid",
        ["notation", names[i]!],
        `${names[i]} must be a positive number (got "${parts[i]}")`,
      );
    out[names[i]!] = v;
  }
  return ok(out);
}

// ── points of origin (DE-AOE-2) ──

export type SquareSide = "n" | "e" | "s" | "w";
export type SquareCorner = "ne" | "nw" | "se" | "sw";
/** x grows to the east, y to the north. */
const SIDE: Record<SquareSide, [number, number]> = { n: [0, 1], e: [1, 0], s: [0, -1], w: [-1, 0] };

/** DE-AOE-2 on squares: the centre, the middle of one side, or one corner. */
export function squareOrigin(
  s: Square,
  at: "centre" | { edge: SquareSide } | { corner: SquareCorner } = "centre",
): Area["origin"] {
  const z = s.z ?? 0;
  if (at === "centre") return { at: { x: s.x, y: s.y, z }, kind: "centre" };
  if ("edge" in at) {
    const [dx, dy] = SIDE[at.edge];
    return { at: { x: s.x + dx / 2, y: s.y + dy / 2, z }, kind: "edge" };
  }
  const dy = at.corner[0] === "n" ? 0.5 : -0.5;
  const dx = at.corner[1] === "e" ? 0.5 : -0.5;
  return { at: { x: s.x + dx, y: s.y + dy, z }, kind: "corner" };
}

/** The six axial neighbours, counter-clockwise from the east. */
export const HEX_DIRECTIONS: readonly Hex[] = [
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
  { q: 0, r: -1 },
  { q: 1, r: -1 },
];

/** DE-AOE-2 on hexes: the centre, the middle of side i (towards neighbour i), or corner i. */
export function hexOrigin(
  h: Hex,
  at: "centre" | { edge: number } | { corner: number } = "centre",
): Result<Area["origin"]> {
  const c = hexCentre(h);
  const z = c.z ?? 0;
  if (at === "centre") return ok({ at: { x: c.x, y: c.y, z }, kind: "centre" });
  const i = "edge" in at ? at.edge : at.corner;
  if (!Number.isInteger(i) || i < 0 || i > 5)
    return fail("invalid", ["edge" in at ? "edge" : "corner"], `a hex has sides and corners 0–5 (got ${i})`);
  if ("edge" in at) {
    const n = hexCentre({ q: h.q + HEX_DIRECTIONS[i]!.q, r: h.r + HEX_DIRECTIONS[i]!.r });
    return ok({ at: { x: (c.x + n.x) / 2, y: (c.y + n.y) / 2, z }, kind: "edge" });
  }
  // Pointy-top hexes with 1 m between centres have corners 1/√3 m out, between the side directions.
  const angle = (Math.PI / 180) * (30 + 60 * i);
  const rad = 1 / Math.sqrt(3);
  return ok({ at: { x: c.x + rad * Math.cos(angle), y: c.y + rad * Math.sin(angle), z }, kind: "corner" });
}

// ── membership (DE-AOE-1, 3..8) ──

export interface AreaContext {
  /** The map's grid, for the `aoeDistanceMetric: "grid"` option; default square. */
  grid?: Grid;
  options?: AreaOptions;
}

const dot = (a: P3, b: P3) => a.x * b.x + a.y * b.y + a.z * b.z;
const sub = (a: P3, b: P3): P3 => ({ x: a.x - b.x, y: a.y - b.y, z: a.z - b.z });
const scale = (a: P3, k: number): P3 => ({ x: a.x * k, y: a.y * k, z: a.z * k });
const unit = (a: P3) => scale(a, 1 / Math.sqrt(dot(a, a)));
const cross = (a: P3, b: P3): P3 => ({
  x: a.y * b.z - a.z * b.y,
  y: a.z * b.x - a.x * b.z,
  z: a.x * b.y - a.y * b.x,
});

/**
 * "Within X of the origin": Euclidean by default (squared, so exact); the grid's own measure under
 * `aoeDistanceMetric: "grid"` (DE-AOE-3, DE-AOE-6 Decision).
 */
function withinDistance(v: P3, limit: number, ctx: Required<AreaContext>): boolean {
  if (ctx.options.aoeDistanceMetric === "grid")
    return le(gridOffsetDistance(ctx.grid, v, ctx.options), limit);
  return le(dot(v, v), limit * limit);
}

/** DE-AOE-1: is the space whose centre is `centre` affected? Boundaries count as inside. */
export function inArea(area: Area, centre: Point, ctx: AreaContext = {}): boolean {
  const c: Required<AreaContext> = {
    grid: ctx.grid ?? "square",
    options: ctx.options ?? DEFAULT_WORLD_OPTIONS,
  };
  const v = sub({ x: centre.x, y: centre.y, z: centre.z ?? 0 }, area.origin.at);
  switch (area.shape) {
    case "cone": {
      if (!withinDistance(v, area.length, c)) return false;
      // a = v·d/|d| along the centre line, p² = |v|² − a²; both sides are multiplied by |d|² to stay
      // exact: p ≤ a/k  ⇔  k²(|v|²|d|² − (v·d)²) ≤ (v·d)², with v·d ≥ 0 (in front of the origin).
      const d = area.direction;
      const vd = dot(v, d);
      if (vd < 0) return false;
      const perp2 = dot(v, v) * dot(d, d) - vd * vd;
      const k = BOOK_CONE_RATIO.get(area.angle);
      if (k !== undefined) return le(k * k * perp2, vd * vd);
      // Decision (coneOtherAngles): other widths follow the true half-angle, p ≤ a·tan(Y/2).
      const t = Math.tan(((area.angle / 2) * Math.PI) / 180);
      return le(perp2, t * t * vd * vd);
    }
    case "line": {
      const d = area.direction;
      const dd = dot(d, d);
      const vd = dot(v, d);
      if (vd < 0 || !le(vd * vd, area.length * area.length * dd)) return false;
      const perp2 = dot(v, v) * dd - vd * vd;
      return le(4 * perp2, area.width * area.width * dd);
    }
    case "wall": {
      // An oriented box: along the line 0…X, across it ±Y/2, up its height 0…Z. The height axis is
      // `up` with any part along the line removed, so a tilted wall leans sideways.
      const along = unit(area.direction);
      const upRaw = sub(area.up, scale(along, dot(area.up, along)));
      if (dot(upRaw, upRaw) < EPS) return false;
      const up = unit(upRaw);
      const across = cross(along, up);
      const a = dot(v, along);
      const w = dot(v, across);
      const h = dot(v, up);
      return (
        le(0, a) && le(a, area.length) && le(Math.abs(w), area.width / 2) && le(0, h) && le(h, area.height)
      );
    }
    case "sphere":
      return withinDistance(v, area.radius, c);
    case "cylinder": {
      const h = area.extends === "up" ? v.z : -v.z;
      return withinDistance({ x: v.x, y: v.y, z: 0 }, area.radius, c) && le(0, h) && le(h, area.height);
    }
    case "cube": {
      const half = area.size / 2;
      return le(Math.abs(v.x), half) && le(Math.abs(v.y), half) && le(Math.abs(v.z), half);
    }
  }
}

/** How far from its origin any part of the area can reach (a bound for listing spaces). */
function reach(area: Area): number {
  switch (area.shape) {
    case "cone":
      return area.length;
    case "line":
      return area.length + area.width;
    case "wall":
      return area.length + area.width + area.height;
    case "sphere":
      return area.radius;
    case "cylinder":
      return area.radius + area.height;
    case "cube":
      return area.size;
  }
}

/** Levels (z) to list; a flat map has only level 0. */
export interface Levels {
  from: number;
  to: number;
}

function levelRange(levels: Levels | undefined): number[] {
  const l = levels ?? { from: 0, to: 0 };
  const out: number[] = [];
  for (let z = Math.ceil(l.from); z <= l.to; z++) out.push(z);
  return out;
}

/** DE-AOE-1: every square whose centre the area covers, on the given levels (default level 0 only). */
export function affectedSquares(area: Area, ctx: AreaContext = {}, levels?: Levels): Square[] {
  const R = reach(area);
  const o = area.origin.at;
  const out: Square[] = [];
  for (const z of levelRange(levels))
    for (let x = Math.floor(o.x - R); x <= Math.ceil(o.x + R); x++)
      for (let y = Math.floor(o.y - R); y <= Math.ceil(o.y + R); y++)
        if (inArea(area, { x, y, z }, { ...ctx, grid: ctx.grid ?? "square" })) out.push({ x, y, z });
  return out;
}

/** DE-AOE-1: every hex whose centre the area covers, on the given levels (default level 0 only). */
export function affectedHexes(area: Area, ctx: AreaContext = {}, levels?: Levels): Hex[] {
  const R = reach(area) + 1;
  const o = area.origin.at;
  const rowHeight = Math.sqrt(3) / 2;
  const out: Hex[] = [];
  for (const z of levelRange(levels))
    for (let r = Math.floor((o.y - R) / rowHeight); r <= Math.ceil((o.y + R) / rowHeight); r++)
      for (let q = Math.floor(o.x - R - r / 2); q <= Math.ceil(o.x + R - r / 2); q++)
        if (inArea(area, hexCentre({ q, r, z }), { ...ctx, grid: "hex" })) out.push({ q, r, z });
  return out;
}
