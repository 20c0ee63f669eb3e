// Errors are data: a code a program can switch on, the 1-based column in the expression where the
// problem is (null when it is about the whole roll), what was expected there, and a sentence for people.

export type DiceErrorCode =
  | "syntax" // the text does not follow the notation
  | "too_long" // input over the length limit
  | "too_deep" // nesting over the depth limit
  | "too_many_dice" // more dice than one roll allows
  | "too_many_sides" // a die with more faces than allowed
  | "bad_value" // a count, a number of sides or a limit that is not a usable whole number
  | "never_stops" // an explosion or reroll that can never end
  | "division_by_zero"
  | "duplicate_modifier"
  | "bad_group" // a group whose modifiers cannot apply to its contents
  | "faces_exhausted" // rolling from given faces ran out of faces
  | "bad_face" // a given face that the die cannot show
  | "too_costly" // an exact-odds question over the budget
  | "no_exact_odds" // an exact-odds question this layer does not work out (roll it instead)
  | "unsupported"; // notation of another tool that Tabula deliberately does not take (queries, tables…)

export interface DiceErrorData {
  code: DiceErrorCode;
  /** 1-based column in the expression, or null. */
  column: number | null;
  /** What the parser would have accepted at that column (empty when not a syntax problem). */
  expected: string[];
  message: string;
}

export class DiceError extends Error implements DiceErrorData {
  readonly code: DiceErrorCode;
  readonly column: number | null;
  readonly expected: string[];

  constructor(code: DiceErrorCode, message: string, column: number | null = null, expected: string[] = []) {
    super(column === null ? message : `${message} (column ${column})`);
    this.name = "DiceError";
    this.code = code;
    this.column = column;
    this.expected = expected;
  }

  toJSON(): DiceErrorData {
    return { code: this.code, column: this.column, expected: this.expected, message: this.message };
  }
}

export function isDiceError(e: unknown): e is DiceError {
  return e instanceof DiceError;
}
