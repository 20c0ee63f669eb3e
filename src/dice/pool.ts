// A pool of dice (or of group items): which of them keep/drop keeps, and which dice terms a
// one-expression group pools. Shared by the explaining roller, the fast seeded pass, the sampler
// and the exact odds, so they all read the same rules.

import {
  applyFunction,
  arith,
  type DiceNode,
  type Expr,
  type GroupNode,
  type KeepKind,
  normalize,
} from "./ast.js";
import { DiceError } from "./errors.js";

/**
 * The dice terms of a one-expression group whose keep/drop acts on all its dice, in the order they
 * are thrown: `{4d6+3d8}kh1`, and as rpg-dice-roller, any arithmetic over dice, `{4d10*5d6}k2`
 * (each term then counts the sum of its kept dice, and the expression is worked out over those).
 */
export function poolTerms(e: GroupNode): DiceNode[] {
  const terms: DiceNode[] = [];
  // Whether the expression is a plain sum is found in the same walk: a roll of a pooled group
  // runs this every time.
  let sum = true;
  const walk = (x: Expr): void => {
    switch (x.type) {
      case "binary":
        if (x.op !== "+") sum = false;
        walk(x.left);
        walk(x.right);
        return;
      case "negate":
        sum = false;
        walk(x.operand);
        return;
      case "call":
        sum = false;
        for (const a of x.args) walk(a);
        return;
      case "number":
        sum = false;
        return;
      case "dice": {
        const m = x.mods;
        if (m.keep || m.success || m.failure) {
          throw new DiceError(
            "bad_group",
            "inside a group with modifiers, dice terms cannot keep, drop or count successes themselves",
            x.span.start + 1,
          );
        }
        terms.push(x);
        return;
      }
      default:
        throw new DiceError(
          "bad_group",
          "a one-expression group with keep/drop holds dice and arithmetic, such as {4d6+3d8}kh1 or {4d10*5d6}k2; no groups or comparisons inside",
          x.span.start + 1,
        );
    }
  };
  walk(e.items[0]!);
  if (!sum && (e.mods.success || e.mods.failure)) {
    throw new DiceError(
      "bad_group",
      "counting successes across a group of one expression needs dice joined by +, such as {4d6+3d8}>=5",
      e.span.start + 1,
    );
  }
  poolIsSum = sum;
  return terms;
}

/** Whether the expression of the group last given to poolTerms is a plain sum of dice (read right after). */
export let poolIsSum = true;

/** Whether an expression is dice terms joined by + (a pool whose total is the sum of its kept dice). */
export function isSum(x: Expr): boolean {
  return x.type === "dice" || (x.type === "binary" && x.op === "+" && isSum(x.left) && isSum(x.right));
}

/**
 * The value of a pooled group's expression with each dice term standing for the sum of its kept
 * dice (`totals[i]` for the i-th term in throw order), as rpg-dice-roller works out `{4d10*5d6}k2`.
 */
export function evalPooled(x: Expr, terms: readonly DiceNode[], totals: readonly number[]): number {
  switch (x.type) {
    case "number":
      return x.value;
    case "dice":
      return totals[terms.indexOf(x)]!;
    case "negate":
      return normalize(-evalPooled(x.operand, terms, totals));
    case "call":
      return normalize(
        applyFunction(
          x.fn,
          x.args.map((a) => evalPooled(a, terms, totals)),
        ),
      );
    case "binary": {
      const a = evalPooled(x.left, terms, totals);
      const b = evalPooled(x.right, terms, totals);
      let r: number | null;
      if (x.op === "+") r = a + b;
      else if (x.op === "-") r = a - b;
      else if (x.op === "*") r = a * b;
      else if (x.op === "/") r = b === 0 ? null : a / b;
      else r = arith(x.op, a, b);
      if (r === null) throw new DiceError("division_by_zero", "division by zero", x.right.span.start + 1);
      if (!Number.isFinite(r)) {
        throw new DiceError("bad_value", "the result is too large to represent", x.span.start + 1);
      }
      return normalize(r);
    }
    default:
      throw new DiceError("bad_group", "a pooled group holds no groups or comparisons", x.span.start + 1);
  }
}

/**
 * Which values survive keep/drop in a pooled expression (`{4d10*5d6}k2`), where a tie decides which
 * term a kept die counts for: as rpg-dice-roller, the values are ordered by value and then by
 * position, and kh keeps the last `count` of that order, kl the first, dh drops the last, dl the
 * first (so kh and dh settle a tie in favour of the later die, unlike markKept).
 */
export function keptInOrder(values: readonly number[], kind: KeepKind, count: number): boolean[] {
  const n = values.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => values[a]! - values[b]! || a - b);
  const k = Math.min(count, n);
  const [from, to] =
    kind === "kh" ? [n - k, n] : kind === "kl" ? [0, k] : kind === "dh" ? [0, n - k] : [k, n];
  const kept = new Array<boolean>(n).fill(false);
  for (let r = from; r < to; r++) kept[order[r]!] = true;
  return kept;
}

/** Which values survive keep/drop: ties go to the earlier value. */
export function selectKept(values: readonly number[], kind: KeepKind, count: number): boolean[] {
  const n = values.length;
  const mask = keptScratch(n);
  markKept(values, 0, n, kind, count, mask);
  const out: boolean[] = [];
  for (let i = 0; i < n; i++) out.push(mask[i] === 1);
  return out;
}

let scratch = new Uint8Array(64);

/**
 * A byte array of at least `n` entries for markKept to write, reused from call to call: a typed
 * array costs far more to create than a small keep/drop costs to work out. Read it before the
 * next call.
 */
export function keptScratch(n: number): Uint8Array {
  if (scratch.length < n) scratch = new Uint8Array(Math.max(n, scratch.length * 2));
  return scratch;
}

/** Scratch for markKept's insertion: it never holds more than 64 values (see below). */
const best = new Float64Array(64);

/**
 * Which of the `n` values `values[from]`, …, `values[from + n - 1]` survive keep/drop, written to
 * `mask[0]`, …, `mask[n - 1]` (1: kept, 0: dropped); ties go to the earlier value. It reads a slice
 * of a larger array and writes a caller's scratch so that the fast seeded roll, which keeps every
 * die of a roll in one reused array, allocates nothing here. Small pools are the common case
 * (4d6kh3, 10d10kh3), so it uses plain loops: no closures, no sorting, no fill() calls, which
 * cost more than the work itself at these sizes.
 */
export function markKept(
  values: ArrayLike<number>,
  from: number,
  n: number,
  kind: KeepKind,
  count: number,
  mask: Uint8Array,
): void {
  // Keeping the highest k is dropping the lowest n−k, and so on: the `front` best values (best =
  // highest for kh/dh, lowest for kl/dl) get one mark, the others the opposite one. Comparing
  // `sign * value` makes "higher is better" and "lower is better" one comparison.
  const sign = kind === "kh" || kind === "dh" ? 1 : -1;
  const inFront = kind === "kh" || kind === "kl" ? 1 : 0;
  const behind = 1 - inFront;
  const front = Math.min(count, n);
  if (front === n || front === n - 1) {
    // Everything, or everything but one: the one left out is the worst (the latest on ties).
    // This is 4d6kh3 and 2d20kh1, the commonest keeps: one pass.
    for (let i = 0; i < n; i++) mask[i] = inFront;
    if (front === n) return;
    let worst = n - 1;
    let worstValue = sign * values[from + worst]!;
    for (let i = n - 2; i >= 0; i--) {
      const v = sign * values[from + i]!;
      if (v < worstValue) {
        worst = i;
        worstValue = v;
      }
    }
    mask[worst] = behind;
    return;
  }
  for (let i = 0; i < n; i++) mask[i] = behind;
  if (front <= 0) return;
  if (front > 16 && n > 64) {
    // Large pools: one sort instead of insertion.
    const order = Array.from({ length: n }, (_, i) => i);
    order.sort((a, b) => sign * (values[from + b]! - values[from + a]!) || a - b);
    for (let i = 0; i < front; i++) mask[order[i]!] = inFront;
    return;
  }
  // The front-th best value, T, by insertion into a short sorted list of the best values so far
  // (values only: no index bookkeeping). Here front <= 16 or n <= 64, and front < n, so the list
  // never holds more than 64 values. Then everything better than T is in front, and so are the
  // earliest of the values equal to T, as many as are left.
  let length = 0;
  for (let i = 0; i < n; i++) {
    const v = sign * values[from + i]!;
    if (length === front && !(v > best[front - 1]!)) continue;
    let j = length < front ? length++ : front - 1;
    while (j > 0 && v > best[j - 1]!) {
      best[j] = best[j - 1]!;
      j--;
    }
    best[j] = v;
  }
  const threshold = best[front - 1]!;
  let ties = 0;
  for (let i = 0; i < front; i++) if (best[i] === threshold) ties++;
  for (let i = 0; i < n; i++) {
    const v = sign * values[from + i]!;
    if (v > threshold) mask[i] = inFront;
    else if (v === threshold && ties > 0) {
      mask[i] = inFront;
      ties--;
    }
  }
}
