// What one die can show, shared by the roller and the exact odds so both read the same rules:
// its faces, the clamp (min/max), the default compare points, and the checks that refuse a
// reroll or an explosion that could never end.

import { type ComparePoint, compare, type DiceMods, type DieSpec } from "./ast.js";
import { DiceError } from "./errors.js";
import { MAX_DICE, MAX_SIDES } from "./limits.js";

/** A die ready to roll: its faces in order (a face may repeat), before any modifier. */
export interface DieFaces {
  /** The faces, one entry per side; rolling picks one uniformly. */
  faces: readonly number[];
  /** Short name for results: d6, d%, dF, d{1,1,2}. */
  name: string;
}

const faceCache = new Map<number, number[]>();
// Large dice are rare but rolled repeatedly when they are used: keep the last few.
const largeFaceCache = new Map<number, number[]>();
const LARGE_KEPT = 4;

export function standardFaces(sides: number): number[] {
  const cache = sides <= 1000 ? faceCache : largeFaceCache;
  let faces = cache.get(sides);
  if (!faces) {
    faces = Array.from({ length: sides }, (_, i) => i + 1);
    if (cache === largeFaceCache && cache.size >= LARGE_KEPT) cache.delete(cache.keys().next().value!);
    cache.set(sides, faces);
  }
  return faces;
}

export const FATE_FACES: readonly number[] = [-1, 0, 1];

/** The value a face counts for after `min`/`max` clamping. */
export function clamp(mods: DiceMods, face: number): number {
  if (mods.min !== undefined && face < mods.min) face = mods.min;
  if (mods.max !== undefined && face > mods.max) face = mods.max;
  return face;
}

/**
 * The effective compare points of a term, with defaults filled in from its clamped faces:
 * reroll on the lowest face, explode and critical success on the highest, critical failure on the lowest.
 */
export interface Rules {
  reroll: ComparePoint | null;
  rerollOnce: boolean;
  explode: ComparePoint | null;
  critSuccess: ComparePoint | null;
  critFailure: ComparePoint | null;
}

export function rulesFor(mods: DiceMods, faces: readonly number[], column: number | null): Rules {
  const plain =
    !mods.reroll && !mods.explode && mods.critSuccess === undefined && mods.critFailure === undefined;
  if (plain) return PLAIN_RULES; // nothing needs the lowest or highest face
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const f of faces) {
    const v = clamp(mods, f);
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  const rules: Rules = {
    reroll: mods.reroll ? (mods.reroll.compare ?? { op: "=", value: lo }) : null,
    rerollOnce: mods.reroll?.once ?? false,
    explode: mods.explode ? (mods.explode.compare ?? { op: "=", value: hi }) : null,
    critSuccess: mods.critSuccess !== undefined ? (mods.critSuccess ?? { op: "=", value: hi }) : null,
    critFailure: mods.critFailure !== undefined ? (mods.critFailure ?? { op: "=", value: lo }) : null,
  };
  checkTermination(mods, faces, rules, column);
  return rules;
}

const PLAIN_RULES: Rules = Object.freeze({
  reroll: null,
  rerollOnce: false,
  explode: null,
  critSuccess: null,
  critFailure: null,
});

/** Refuses a reroll-until that matches every face, and an unlimited explosion that matches every face. */
function checkTermination(mods: DiceMods, faces: readonly number[], rules: Rules, column: number | null) {
  if (!rules.reroll && !rules.explode) return;
  const settled = faces.map((f) => clamp(mods, f));
  if (rules.reroll && !rules.rerollOnce && settled.every((v) => compare(rules.reroll!, v))) {
    throw new DiceError(
      "never_stops",
      "the reroll matches every face, so it could never stop (use ro to reroll once)",
      column,
    );
  }
  if (rules.explode && mods.explode?.limit === null) {
    const kept =
      rules.reroll && !rules.rerollOnce ? settled.filter((v) => !compare(rules.reroll!, v)) : settled;
    if (kept.every((v) => compare(rules.explode!, v))) {
      throw new DiceError(
        "never_stops",
        "the explosion matches every face, so it could never stop (give a limit such as !{3})",
        column,
      );
    }
  }
}

/** The faces of a die kind, given the number of sides already worked out for a standard die. */
export function facesOf(spec: DieSpec, sides: number): DieFaces {
  switch (spec.kind) {
    case "percent":
      return { faces: standardFaces(100), name: "d%" };
    case "fate":
      return { faces: FATE_FACES, name: "dF" };
    case "custom":
      return { faces: spec.faces, name: `d{${spec.faces.join(",")}}` };
    case "standard":
      return { faces: standardFaces(sides), name: `d${sides}` };
  }
}

/** Checks a count or number of sides worked out from an expression. */
export function checkWhole(value: number, what: "count" | "sides", column: number | null): number {
  if (!Number.isInteger(value)) {
    throw new DiceError(
      "bad_value",
      `the number of ${what === "count" ? "dice" : "sides"} must be a whole number, got ${value}`,
      column,
    );
  }
  if (what === "count") {
    if (value < 0)
      throw new DiceError("bad_value", `the number of dice cannot be negative (got ${value})`, column);
    if (value > MAX_DICE) {
      throw new DiceError(
        "too_many_dice",
        `${value} dice is more than the ${MAX_DICE} one roll may have`,
        column,
      );
    }
  } else {
    if (value < 1) throw new DiceError("bad_value", `a die needs at least one side (got ${value})`, column);
    if (value > MAX_SIDES) {
      throw new DiceError(
        "too_many_sides",
        `a die may have at most ${MAX_SIDES} sides, not ${value}`,
        column,
      );
    }
  }
  return value;
}

/**
 * How a die counts when successes are counted (`6d6>=5f1`): +1 for a success, −1 for a failure (a
 * die matching both counts 0). Null when the term sums its dice instead.
 */
export function successScore(mods: Pick<DiceMods, "success" | "failure">): ((v: number) => number) | null {
  const s = mods.success;
  if (!s) return null;
  const f = mods.failure;
  return (v) => (compare(s, v) ? 1 : 0) - (f && compare(f, v) ? 1 : 0);
}
