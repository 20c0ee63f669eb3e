// A pool of dice (or of group items): which of them keep/drop keeps, and which dice terms a
// one-expression group pools. Shared by the explaining roller, the fast seeded pass, the sampler
// and the exact odds, so they all read the same rules.

import type { DiceNode, Expr, GroupNode, KeepKind } from "./ast.js";
import { DiceError } from "./errors.js";

/** The dice terms of a one-expression group whose modifiers act on all its dice: `{4d6+3d8}kh1`. */
export function poolTerms(e: GroupNode): DiceNode[] {
  const terms: DiceNode[] = [];
  const walk = (x: Expr): void => {
    if (x.type === "binary" && x.op === "+") {
      walk(x.left);
      walk(x.right);
    } else if (x.type === "dice") {
      const m = x.mods;
      if (m.keep || m.success || m.failure) {
        throw new DiceError(
          "bad_group",
          "inside a group with modifiers, dice terms cannot keep, drop or count successes themselves",
          x.span.start + 1,
        );
      }
      terms.push(x);
    } else {
      throw new DiceError(
        "bad_group",
        "a one-expression group with keep/drop must hold dice terms joined by +, such as {4d6+3d8}kh1",
        x.span.start + 1,
      );
    }
  };
  walk(e.items[0]!);
  return terms;
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
