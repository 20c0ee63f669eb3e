// The map (checklist §15): which kind of map and grid a table uses, and how far apart two places are
// on it. Square grids use the book's non-optional diagonal rule (every second diagonal step counts
// 2 m), measured afresh for each measurement; hex grids count steps; gridless maps measure a
// straight line at the GM's scale. Every range is inclusive.

import { z } from "zod";
import { fail, ok, parseAs, type Result } from "../tracker/result.js";
import { DEFAULT_WORLD_OPTIONS, type WorldOptions } from "./options.js";

/** DE-MAP-1: the two kinds of map and the three alignments; one game may use several maps. */
export const MAP_KINDS = ["world", "battle"] as const;
export type MapKind = (typeof MAP_KINDS)[number];
export const GRIDS = ["hex", "square", "gridless"] as const;
export type Grid = (typeof GRIDS)[number];

export const mapSchema = z
  .strictObject({
    kind: z.enum(MAP_KINDS),
    grid: z.enum(GRIDS),
    /** Metres per space (hex, square) or per unit of the GM's ruler (gridless). */
    scale: z.number().positive().finite().default(1),
  })
  .superRefine((m, ctx) => {
    // DE-MAP-2/3: a BattleMap's spaces are fixed at 1 m; only WorldMaps and gridless rulers scale.
    if (m.kind === "battle" && m.grid !== "gridless" && m.scale !== 1)
      ctx.addIssue({
        code: "custom",
        path: ["scale"],
        message: `a ${m.grid} BattleMap has 1 m spaces (got ${m.scale})`,
      });
  });
export type GameMap = z.output<typeof mapSchema>;

export function parseMap(raw: unknown): Result<GameMap> {
  return parseAs(mapSchema, raw, ["map"]);
}

/** A square-grid space: column x, row y, level z (1 m each; z defaults to 0). */
export interface Square {
  x: number;
  y: number;
  z?: number;
}

/** A hex-grid space in axial coordinates (q, r), with an optional level z. */
export interface Hex {
  q: number;
  r: number;
  z?: number;
}

/** A point in metres (gridless maps, area-of-effect geometry). */
export interface Point {
  x: number;
  y: number;
  z?: number;
}

type Metric = Pick<WorldOptions, "grid3dMetric">;

/**
 * DE-MAP-4: the square-grid diagonal rule in closed form: the longer leg, plus one extra metre for
 * every second diagonal step. Walking a shortest path and counting 1, 2, 1, 2… per diagonal gives
 * exactly this (the pathLength test proves it). Offsets that are not whole spaces (an area's origin
 * on an edge or a corner) use the same formula.
 */
export function diagonalDistance(dx: number, dy: number): number {
  const a = Math.abs(dx);
  const b = Math.abs(dy);
  return Math.max(a, b) + Math.floor(Math.min(a, b) / 2);
}

/**
 * DE-MAP-4, DE-MAP-6: metres between two squares. In 3D the rule nests: the horizontal distance and
 * the height difference are the two legs of a second diagonal (option `grid3dMetric`, default
 * nested; "euclidean" measures a straight line instead).
 */
export function squareDistance(a: Square, b: Square, o: Metric = DEFAULT_WORLD_OPTIONS): number {
  return squareOffsetDistance(b.x - a.x, b.y - a.y, (b.z ?? 0) - (a.z ?? 0), o);
}

export function squareOffsetDistance(dx: number, dy: number, dz: number, o: Metric): number {
  if (dz === 0) return diagonalDistance(dx, dy);
  if (o.grid3dMetric === "euclidean") return Math.hypot(dx, dy, dz);
  return diagonalDistance(diagonalDistance(dx, dy), dz);
}

/** DE-MAP-2: hex steps between two hexes (1 m each); levels nest like the square rule's (our extension). */
export function hexDistance(a: Hex, b: Hex, o: Metric = DEFAULT_WORLD_OPTIONS): number {
  return hexOffsetDistance(b.q - a.q, b.r - a.r, (b.z ?? 0) - (a.z ?? 0), o);
}

function hexOffsetDistance(dq: number, dr: number, dz: number, o: Metric): number {
  // Axial coordinates: the third cube coordinate is −q − r, and a step changes two of the three by 1.
  const h = (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
  if (dz === 0) return h;
  if (o.grid3dMetric === "euclidean") return Math.hypot(h, dz);
  return diagonalDistance(h, dz);
}

/** DE-MAP-7: gridless maps measure centre to centre, at the GM's scale (metres per unit). */
export function gridlessDistance(a: Point, b: Point, scale = 1): number {
  return Math.hypot(b.x - a.x, b.y - a.y, (b.z ?? 0) - (a.z ?? 0)) * scale;
}

/** DE-MAP-1..7: metres between two places on a map of any alignment. */
export function measure(
  map: GameMap,
  a: Square | Hex | Point,
  b: Square | Hex | Point,
  o: Metric = DEFAULT_WORLD_OPTIONS,
): Result<number> {
  if (map.grid === "hex") {
    if (!("q" in a) || !("q" in b))
      return fail("invalid", ["from"], "a hex map measures between {q, r} hexes");
    return ok(hexDistance(a, b, o) * map.scale);
  }
  if (!("x" in a) || !("x" in b))
    return fail("invalid", ["from"], `a ${map.grid} map measures between {x, y} places`);
  if (map.grid === "gridless") return ok(gridlessDistance(a, b, map.scale));
  return ok(squareDistance(a, b, o) * map.scale);
}

/**
 * DE-MAP-5: the length of a path walked square by square. The diagonal alternation starts afresh
 * for each measurement — each Move action, each range check — so two one-diagonal moves cost 1 m
 * each, while one two-diagonal move costs 3 m. Each step goes to one of the eight neighbours.
 */
export function pathLength(path: readonly Square[]): Result<number> {
  let metres = 0;
  let diagonals = 0;
  for (let i = 1; i < path.length; i++) {
    const from = path[i - 1]!;
    const to = path[i]!;
    const dx = Math.abs(to.x - from.x);
    const dy = Math.abs(to.y - from.y);
    if ((to.z ?? 0) !== (from.z ?? 0))
      return fail(
        "invalid",
        ["path", i, "z"],
        "a walked path stays on one level; measure a climb separately",
      );
    if (!Number.isInteger(to.x) || !Number.isInteger(to.y) || dx > 1 || dy > 1 || dx + dy === 0)
      return fail("invalid", ["path", i], `step ${i} must go to one of the eight neighbouring squares`);
    if (dx === 1 && dy === 1) {
      diagonals++;
      metres += diagonals % 2 === 0 ? 2 : 1;
    } else metres += 1;
  }
  return ok(metres);
}

/**
 * DE-MAP-3: the squares a character fills: one horizontally and `heightSpaces` upwards from its
 * level (2–3 for most player characters; the number is size data).
 */
export function occupiedSquares(at: Square, heightSpaces: number): Result<Square[]> {
  if (!Number.isInteger(heightSpaces) || heightSpaces < 1)
    return fail(
      "invalid",
      ["heightSpaces"],
      `a character fills 1 or more whole spaces upwards (got ${heightSpaces})`,
    );
  const z = at.z ?? 0;
  return ok(Array.from({ length: heightSpaces }, (_, i) => ({ x: at.x, y: at.y, z: z + i })));
}

/** DE-MAP-8: every range is inclusive — exactly at the limit is still in range. */
export function withinRange(distance: number, range: number): boolean {
  return distance <= range;
}

/** The centre of a square in metres (squares are 1 m, centres on whole numbers). */
export function squareCentre(s: Square): Point {
  return { x: s.x, y: s.y, z: s.z ?? 0 };
}

const SQRT3_2 = Math.sqrt(3) / 2;

/** The centre of a hex in metres, pointy-top, with 1 m between neighbouring centres (DE-MAP-2). */
export function hexCentre(h: Hex): Point {
  return { x: h.q + h.r / 2, y: h.r * SQRT3_2, z: h.z ?? 0 };
}

/**
 * The distance of an offset in metres measured the grid's way: the diagonal rule on squares, hex
 * steps on hexes (fractional offsets allowed, for origins on edges and corners), a straight line
 * when gridless. Areas of effect use it under the `aoeDistanceMetric: "grid"` option.
 */
export function gridOffsetDistance(grid: Grid, d: Point, o: Metric = DEFAULT_WORLD_OPTIONS): number {
  const dz = d.z ?? 0;
  if (grid === "square") return squareOffsetDistance(d.x, d.y, dz, o);
  if (grid === "hex") {
    const r = d.y / SQRT3_2;
    return hexOffsetDistance(d.x - r / 2, r, dz, o);
  }
  return Math.hypot(d.x, d.y, dz);
}
