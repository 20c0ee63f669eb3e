// The typed tree that the parser produces and every other part of the dice layer reads.
// Positions are 0-based character offsets into the source text; errors report 1-based columns.

import { DiceError } from "./errors.js";

export interface Span {
  start: number;
  end: number;
}

export type CompareOp = "=" | "<>" | ">" | ">=" | "<" | "<=";

/** A compare point such as `>=5` in `6d6>=5` or `=1` in `r=1`. */
export interface ComparePoint {
  op: CompareOp;
  value: number;
}

/** What kind of die is rolled: its faces are fixed by the kind, except `sides` which may be an expression. */
export type DieSpec =
  | { kind: "standard"; sides: Expr } // d6, d(1d4+2)
  | { kind: "percent" } // d%: 1–100
  | { kind: "fate"; variant?: 1 } // dF (or dF.2): −1, 0, +1 once each; dF.1: −1 and +1 once, 0 four times
  | { kind: "custom"; faces: number[] }; // d{1,1,2,3}

export interface RerollMod {
  /** `ro`: reroll at most once; `r`: reroll until the face no longer matches. */
  once: boolean;
  /** null: the die's lowest face. */
  compare: ComparePoint | null;
  /**
   * More compare points, chained as Roll20 writes them (`2d8r1r3`): a face matching any of them is
   * rerolled. Absent when there is only `compare`, so a plain reroll keeps its one shape.
   */
  also?: ComparePoint[];
}

export interface ExplodeMod {
  /** `!!`: explosions add to the same die instead of adding dice. */
  compound: boolean;
  /** `!p`: every die added by an explosion counts one less. */
  penetrate: boolean;
  /** Most explosions per die (`!{3}`; `!o` is 1); null means until a die does not match. */
  limit: number | null;
  /** null: the die's highest face. */
  compare: ComparePoint | null;
}

/**
 * `u`: a die whose value an earlier die of the term already shows is thrown again until it shows
 * a new one; `uo` throws it again once. With a compare point (`u>3`) only values that match are
 * thrown again. As rpg-dice-roller: after the per-die phases, before keep/drop.
 */
export interface UniqueMod {
  once: boolean;
  /** null: any repeated value. */
  compare: ComparePoint | null;
}

export type KeepKind = "kh" | "kl" | "dh" | "dl";

export interface KeepMod {
  kind: KeepKind;
  count: number;
}

/**
 * The modifiers of a dice term, one slot per kind. They always apply in the same phases,
 * whatever order they were written in: clamp, reroll, explode (each die); unique (each die against
 * the dice before it); keep/drop (the pool);
 * success/failure counting (kept dice); critical marks and sorting (display only).
 */
export interface DiceMods {
  min?: number;
  max?: number;
  reroll?: RerollMod;
  explode?: ExplodeMod;
  unique?: UniqueMod;
  keep?: KeepMod;
  success?: ComparePoint;
  failure?: ComparePoint;
  /** null: the die's highest face. */
  critSuccess?: ComparePoint | null;
  /** null: the die's lowest face. */
  critFailure?: ComparePoint | null;
  sort?: "asc" | "desc";
}

/** Modifiers a group `{…}` accepts. */
export type GroupMods = Pick<DiceMods, "keep" | "success" | "failure" | "sort">;

interface NodeBase {
  span: Span;
  /** A label in brackets written after the term, e.g. `2d6[fire]`. */
  label?: string;
}

export interface NumberNode extends NodeBase {
  type: "number";
  value: number;
}

export interface DiceNode extends NodeBase {
  type: "dice";
  /** null when written without a count (`d20`), which means one die. */
  count: Expr | null;
  die: DieSpec;
  mods: DiceMods;
}

export interface GroupNode extends NodeBase {
  type: "group";
  items: Expr[];
  mods: GroupMods;
}

/** `%` is the remainder of floored division (as rpg-dice-roller's math.js has it); `^` raises to a power. */
export type BinaryOp = "+" | "-" | "*" | "/" | "%" | "^";

export interface BinaryNode extends NodeBase {
  type: "binary";
  op: BinaryOp;
  left: Expr;
  right: Expr;
}

export interface NegateNode extends NodeBase {
  type: "negate";
  operand: Expr;
}

export type FunctionName = "floor" | "ceil" | "round" | "abs" | "min" | "max";

export interface CallNode extends NodeBase {
  type: "call";
  fn: FunctionName;
  args: Expr[];
}

/** A whole-expression comparison (`d20+4 >= 15`): 1 when it holds, 0 when not. Lowest precedence. */
export interface CompareNode extends NodeBase {
  type: "compare";
  op: CompareOp;
  left: Expr;
  right: Expr;
}

export type Expr = NumberNode | DiceNode | GroupNode | BinaryNode | NegateNode | CallNode | CompareNode;

export function compare(cp: ComparePoint, x: number): boolean {
  switch (cp.op) {
    case "=":
      return x === cp.value;
    case "<>":
      return x !== cp.value;
    case ">":
      return x > cp.value;
    case ">=":
      return x >= cp.value;
    case "<":
      return x < cp.value;
    case "<=":
      return x <= cp.value;
  }
}

/**
 * `x % y` and `x ^ y` as every part of the dice layer computes them (the roller, the sampler and
 * the exact odds alike). The remainder takes the divisor's sign (floored, as math.js, which
 * rpg-dice-roller evaluates with). Null when the divisor is zero; NaN or an infinity when the power
 * has no finite real value: the callers name the column.
 */
export function arith(op: "%" | "^", x: number, y: number): number | null {
  if (op === "^") return x ** y;
  if (y === 0) return null;
  const r = x - y * Math.floor(x / y);
  // Exact for whole numbers; with fractions, x - y*floor(x/y) can leave a rounding residue.
  return Number.isInteger(x) && Number.isInteger(y) ? r : Math.round(r * 1e12) / 1e12;
}

/** What a function node computes from its arguments' values. */
export function applyFunction(fn: string, args: number[]): number {
  switch (fn) {
    case "floor":
      return Math.floor(args[0]!);
    case "ceil":
      return Math.ceil(args[0]!);
    case "round":
      return Math.round(args[0]!);
    case "abs":
      return Math.abs(args[0]!);
    case "min":
      return Math.min(...args);
    case "max":
      return Math.max(...args);
    default:
      throw new DiceError("syntax", `unknown function ${fn}`);
  }
}

/** The 1-based column where a node starts, for error messages. */
export function col(e: { span: { start: number } }): number {
  return e.span.start + 1;
}

/** A total as results show it: never -0. */
export function normalize(x: number): number {
  return x === 0 ? 0 : x;
}
