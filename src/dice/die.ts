// What one die can show, shared by the roller and the exact odds so both read the same rules:
// its faces, the clamp (min/max), the default compare points, and the checks that refuse a
// reroll or an explosion that could never end.

import { type ComparePoint, compare, type DiceMods, type DieSpec, type UniqueMod } from "./ast.js";
import { DiceError } from "./errors.js";
import { MAX_DICE, MAX_SIDES } from "./limits.js";

/** A die ready to roll: its faces in order (a face may repeat), before any modifier. */
export interface DieFaces {
  /** The faces, one entry per side; rolling picks one uniformly. */
  faces: readonly number[];
  /** Short name for results: d6, d%, dF, d{1,1,2}. */
  name: string;
}

// The faces of every standard die up to d1000, indexed by sides: an array lookup, because a cold
// roll asks for them for every term with a reroll or an explosion.
const smallFaces = new Array<number[] | undefined>(1001);
// Large dice are rare but rolled repeatedly when they are used: keep the last few.
const largeFaceCache = new Map<number, number[]>();
const LARGE_KEPT = 4;

export function standardFaces(sides: number): number[] {
  if (sides <= 1000) {
    let faces = smallFaces[sides];
    if (!faces) {
      faces = Array.from({ length: sides }, (_, i) => i + 1);
      smallFaces[sides] = faces;
    }
    return faces;
  }
  let faces = largeFaceCache.get(sides);
  if (!faces) {
    faces = Array.from({ length: sides }, (_, i) => i + 1);
    if (largeFaceCache.size >= LARGE_KEPT) largeFaceCache.delete(largeFaceCache.keys().next().value!);
    largeFaceCache.set(sides, faces);
  }
  return faces;
}

export const FATE_FACES: readonly number[] = [-1, 0, 1];
/** rpg-dice-roller's `dF.1`: a six-sided Fudge die with one −1, four blanks and one +1. */
export const FATE1_FACES: readonly number[] = [-1, 0, 0, 0, 0, 1];

/** The value a face counts for after `min`/`max` clamping. */
export function clamp(mods: DiceMods, face: number): number {
  return clampBetween(face, mods.min, mods.max);
}

/**
 * clamp with the bounds already read: in a loop over faces, reading `mods.min` and `mods.max`
 * once matters, because modifier objects come in many shapes and each read of one is a slow,
 * generic lookup for V8.
 */
function clampBetween(face: number, min: number | undefined, max: number | undefined): number {
  if (min !== undefined && face < min) face = min;
  if (max !== undefined && face > max) face = max;
  return face;
}

/**
 * The effective compare points of a term, with defaults filled in from its clamped faces:
 * reroll on the lowest face, explode and critical success on the highest, critical failure on the lowest.
 */
export interface Rules {
  reroll: ComparePoint | null;
  /** The chained reroll points after the first (`r1r3`), or null: see {@link rerollsOn}. */
  rerollAlso: readonly ComparePoint[] | null;
  rerollOnce: boolean;
  explode: ComparePoint | null;
  critSuccess: ComparePoint | null;
  critFailure: ComparePoint | null;
}

export function rulesFor(mods: DiceMods, faces: readonly number[], column: number | null): Rules {
  // Each modifier is read once: modifier objects come in many shapes (one per combination
  // written), so every read is a slow generic lookup for V8, and a cold roll runs this per term.
  const reroll = mods.reroll;
  const explode = mods.explode;
  const critSuccess = mods.critSuccess;
  const critFailure = mods.critFailure;
  if (!reroll && !explode && critSuccess === undefined && critFailure === undefined) {
    return PLAIN_RULES; // nothing needs the lowest or highest face
  }
  const min = mods.min;
  const max = mods.max;
  // The lowest and highest faces, then clamped: clamping never changes the order of two faces.
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const f of faces) {
    if (f < lo) lo = f;
    if (f > hi) hi = f;
  }
  if (faces.length > 0) {
    lo = clampBetween(lo, min, max);
    hi = clampBetween(hi, min, max);
  }
  const rules: Rules = {
    reroll: reroll ? (reroll.compare ?? { op: "=", value: lo }) : null,
    rerollAlso: reroll?.also ?? null,
    rerollOnce: reroll?.once ?? false,
    explode: explode ? (explode.compare ?? { op: "=", value: hi }) : null,
    critSuccess: critSuccess !== undefined ? (critSuccess ?? { op: "=", value: hi }) : null,
    critFailure: critFailure !== undefined ? (critFailure ?? { op: "=", value: lo }) : null,
  };
  checkTermination(faces, rules, min, max, explode?.limit === null, column);
  return rules;
}

const PLAIN_RULES: Rules = Object.freeze({
  reroll: null,
  rerollAlso: null,
  rerollOnce: false,
  explode: null,
  critSuccess: null,
  critFailure: null,
});

/**
 * Refuses a reroll-until that matches every face, and an unlimited explosion that matches every face.
 * Plain loops that stop at the first face that settles: a cold roll runs this for every term with
 * a reroll or an explosion, and usually the lowest face answers both questions.
 */
function checkTermination(
  faces: readonly number[],
  rules: Rules,
  min: number | undefined,
  max: number | undefined,
  unlimited: boolean,
  column: number | null,
) {
  const reroll = rules.reroll;
  const explode = rules.explode;
  if (!reroll && !explode) return;
  const rerollsUntil = reroll !== null && !rules.rerollOnce;
  if (rerollsUntil && faces.every((f) => rerollsOn(rules, clampBetween(f, min, max)))) {
    throw new DiceError(
      "never_stops",
      "the reroll matches every face, so it could never stop (use ro to reroll once)",
      column,
    );
  }
  if (explode && unlimited) {
    // The faces a die can settle on (rerolled faces never stay) all explode: no end.
    let endless = true;
    for (const f of faces) {
      const v = clampBetween(f, min, max);
      if (rerollsUntil && rerollsOn(rules, v)) continue;
      if (!compare(explode, v)) {
        endless = false;
        break;
      }
    }
    if (endless) throw endlessExplosion(column);
  }
}

/** Whether a (clamped) face is rerolled: it matches the reroll point or one chained after it. */
export function rerollsOn(rules: Rules, face: number): boolean {
  const cp = rules.reroll;
  if (cp === null) return false;
  if (compare(cp, face)) return true;
  const also = rules.rerollAlso;
  if (also === null) return false;
  for (const c of also) if (compare(c, face)) return true;
  return false;
}

/** The error for an unlimited explosion that every face a die can settle on sets off. */
export function endlessExplosion(column: number | null): DiceError {
  return new DiceError(
    "never_stops",
    "the explosion matches every face, so it could never stop (give a limit such as !{3})",
    column,
  );
}

/** The faces a die of this kind shows, given the number of sides already worked out for a standard die. */
export function faceList(spec: DieSpec, sides: number): readonly number[] {
  switch (spec.kind) {
    case "percent":
      return standardFaces(100);
    case "fate":
      return spec.variant === 1 ? FATE1_FACES : FATE_FACES;
    case "custom":
      return spec.faces;
    case "standard":
      return standardFaces(sides);
  }
}

/** The faces of a die kind, given the number of sides already worked out for a standard die. */
export function facesOf(spec: DieSpec, sides: number): DieFaces {
  switch (spec.kind) {
    case "percent":
      return { faces: standardFaces(100), name: "d%" };
    case "fate":
      return spec.variant === 1 ? { faces: FATE1_FACES, name: "dF.1" } : { faces: FATE_FACES, name: "dF" };
    case "custom":
      return { faces: spec.faces, name: `d{${spec.faces.join(",")}}` };
    case "standard":
      return standardDie(sides);
  }
}

// A standard die's faces and name, made once per number of sides: explaining a roll asks for them
// for every term, and a fresh name string each time cost as much as throwing a die.
const smallDice = new Array<DieFaces | undefined>(1001);

function standardDie(sides: number): DieFaces {
  if (sides > 1000) return { faces: standardFaces(sides), name: `d${sides}` };
  let die = smallDice[sides];
  if (!die) {
    die = Object.freeze({ faces: standardFaces(sides), name: `d${sides}` });
    smallDice[sides] = die;
  }
  return die;
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

/**
 * Refuses unique dice that could never all differ: `u` (until) on more dice than the die has
 * values that its compare point matches, when it matches every value (`12dFu`: a fate die has 3).
 * rpg-dice-roller gives up after 1000 throws and keeps the repeat; Tabula says so instead.
 */
export function checkUnique(
  faces: readonly number[],
  unique: UniqueMod,
  count: number,
  column: number | null,
): void {
  if (unique.once) return;
  const values = new Set(faces);
  const cp = unique.compare;
  for (const v of values) if (cp !== null && !compare(cp, v)) return;
  if (count > values.size) {
    throw new DiceError(
      "never_stops",
      `unique dice: ${count} dice cannot all show different values on a die with ${values.size}; use fewer dice or uo`,
      column,
    );
  }
}

/** Whether `v` is among values[from], …, values[to - 1] (the dice thrown before, for u). */
export function repeats(values: readonly number[], from: number, to: number, v: number): boolean {
  for (let i = from; i < to; i++) if (values[i] === v) return true;
  return false;
}
