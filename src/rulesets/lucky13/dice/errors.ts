// Errors are data: a code a program can switch on, the path of the field at fault (so a form or an
// API client can point at it), and a sentence for people. Thrown by every function in this folder.

export type L13ErrorCode =
  | "bad_die" // a die size that is not d4, d6, d8, d10 or d12 (L13-DICE-1)
  | "bad_step" // a step count or step value that is not a whole number, or a malformed overflow group
  | "bad_slot" // a slot with an unknown role, a duplicated role or a pool missing a required slot
  | "bad_modifier" // a step modifier on a slot its source may not touch
  | "numeric_modifier" // a flat bonus or penalty: Lucky 13 has none (L13-CHK-6, L13-CORE-1)
  | "unknown_field" // a field the schema does not know
  | "bad_option" // an option with a value outside its allowed set
  | "bad_difficulty" // a difficulty level not on the ladder, or a check without one (L13-DIFF-1, L13-DIFF-4)
  | "difficulty_stepping" // a step on the Difficulty slot while allowDifficultyStepping is false (L13-STEP-8)
  | "specialization_mismatch" // a specialization applied to a roll of another skill (L13-SPEC-5)
  | "too_many_specializations" // more than maxSpecializationsPerRoll (L13-SPEC-6)
  | "bad_level" // a specialization level outside 1..5, an unknown asset quality, a bad reputation
  | "bad_contest" // a contest with fewer than two sides
  | "no_ability_slot" // advantage or disadvantage on a pool without an ability slot
  | "too_costly" // an exact-odds question too large to answer
  | "runaway_roll"; // an explosion chain or roll-off that did not stop within the safety limit

export type L13Path = (string | number)[];

export interface L13ErrorData {
  code: L13ErrorCode;
  /** Field path from the argument's root, e.g. ["slots", 0, "steps", 1, "steps"]. */
  path: L13Path;
  message: string;
}

export class L13Error extends Error implements L13ErrorData {
  readonly code: L13ErrorCode;
  readonly path: L13Path;
  /** The sentence without the path in front, for re-throwing under a longer path. */
  readonly detail: string;

  constructor(code: L13ErrorCode, path: L13Path, detail: string) {
    super(path.length > 0 ? `${formatPath(path)}: ${detail}` : detail);
    this.name = "L13Error";
    this.code = code;
    this.path = path;
    this.detail = detail;
  }

  /** The same error under a longer path: how a nested validator's error reaches the caller's root. */
  under(prefix: L13Path): L13Error {
    return new L13Error(this.code, [...prefix, ...this.path], this.detail);
  }

  toJSON(): L13ErrorData {
    return { code: this.code, path: this.path, message: this.message };
  }
}

export function isL13Error(e: unknown): e is L13Error {
  return e instanceof L13Error;
}

/** ["slots", 0, "base"] → "slots[0].base": how a person reads a field path. */
export function formatPath(path: L13Path): string {
  let out = "";
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else out += out === "" ? part : `.${part}`;
  }
  return out;
}

/** Runs `f`, putting `prefix` in front of the path of any L13Error it throws. */
export function withPath<T>(prefix: L13Path, f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof L13Error) throw e.under(prefix);
    throw e;
  }
}

/** "a" or "an" before a word, for sentences that name a slot, a source or a skill. */
export function aOrAn(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}
