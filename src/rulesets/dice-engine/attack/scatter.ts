// Scatter (DE-SCAT-*): a d8 (a d6 on hex grids) for the direction, then (rating) d4 for the metres.
// Face 1 points as nearly as the grid allows directly away from the GM (or where the GM declares);
// the other faces follow clockwise seen from above in 45° (60°) steps. Scatter dice are not checks.
//
// Map vectors are [x, y] with y pointing up the map as seen from above, so "clockwise" turns +y
// towards +x. The frame must stay the same for a whole map and encounter (DE-SCAT-1).

import type { DiceSource } from "../../../dice/index.js";
import { fail, ok, type Result } from "../tracker/result.js";
import type { AttackOptions } from "./options.js";

export type Vec = readonly [number, number];
export type Grid = "square" | "hex";

export interface ScatterFrame {
  grid: Grid;
  /** The map direction of face 1 (away from the GM, or as the GM declared). Any length but 0. */
  face1: Vec;
}

export interface ScatterDirection {
  face: number;
  /** Degrees from face 1, in the numbering's turning sense. */
  bearing: number;
  /** A unit vector on the map. */
  vector: Vec;
}

export function scatterDieSides(grid: Grid): 8 | 6 {
  return grid === "hex" ? 6 : 8;
}

const clean = (x: number) => Math.round(x * 1e12) / 1e12 + 0;

/** DE-SCAT-1/2: the map direction of a scatter face. */
export function scatterDirection(
  face: number,
  frame: ScatterFrame,
  opts: Pick<AttackOptions, "scatterNumbering">,
): Result<ScatterDirection> {
  const sides = scatterDieSides(frame.grid);
  if (!Number.isInteger(face) || face < 1 || face > sides)
    return fail("invalid", ["face"], `a d${sides} shows 1–${sides}, not ${face}`);
  const [x, y] = frame.face1;
  const len = Math.hypot(x, y);
  if (len === 0) return fail("invalid", ["frame", "face1"], "face 1 needs a direction");
  const bearing = (face - 1) * (360 / sides);
  // Clockwise seen from above (y up) is a negative mathematical angle.
  const phi = ((opts.scatterNumbering === "clockwise" ? -bearing : bearing) * Math.PI) / 180;
  const [ux, uy] = [x / len, y / len];
  const vector: Vec = [
    clean(ux * Math.cos(phi) - uy * Math.sin(phi)),
    clean(ux * Math.sin(phi) + uy * Math.cos(phi)),
  ];
  return ok({ face, bearing, vector });
}

const FACES = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Rolls the direction die. */
export function rollScatterDirection(
  frame: ScatterFrame,
  src: DiceSource,
  opts: Pick<AttackOptions, "scatterNumbering">,
): Result<ScatterDirection> {
  const sides = scatterDieSides(frame.grid);
  return scatterDirection(src.roll(FACES(sides), `d${sides} (scatter direction)`), frame, opts);
}

/** DE-SCAT-3: the scatter distance is (rating) d4 metres. */
export function rollScatterDistance(rating: number, src: DiceSource): { dice: number[]; metres: number } {
  const dice = Array.from({ length: rating }, () => src.roll(FACES(4), "d4 (scatter distance)"));
  return { dice, metres: dice.reduce((a, b) => a + b, 0) };
}

export interface Scatter {
  direction: ScatterDirection;
  dice: number[];
  metres: number;
  /** The offset on the map from the intended point. */
  offset: Vec;
}

/** DE-SCAT-1..3: direction first, then distance, from one dice source. */
export function rollScatter(
  rating: number,
  frame: ScatterFrame,
  src: DiceSource,
  opts: Pick<AttackOptions, "scatterNumbering">,
): Result<Scatter> {
  if (!Number.isInteger(rating) || rating < 0)
    return fail("invalid", ["rating"], `a scatter rating is a whole number ≥ 0, got ${rating}`);
  const direction = rollScatterDirection(frame, src, opts);
  if (!direction.ok) return direction as Result<never>;
  const { dice, metres } = rollScatterDistance(rating, src);
  const [vx, vy] = direction.value.vector;
  return ok({ direction: direction.value, dice, metres, offset: [clean(vx * metres), clean(vy * metres)] });
}
