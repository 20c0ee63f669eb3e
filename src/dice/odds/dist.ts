// Discrete probability distributions over numbers: the values an expression can take and the
// probability of each. Integer-valued distributions are convolved densely (arrays indexed from
// the minimum); others go through a sparse map. `lost` is the probability mass cut off where an
// explosion chain was followed no further (below 1e-15 per die), so the probabilities sum to 1 − lost.

import type { CompareOp } from "../ast.js";
import { DiceError } from "../errors.js";
import type { Budget } from "./budget.js";

export class Distribution {
  /** Values in increasing order, each with a probability above zero. */
  readonly values: readonly number[];
  readonly probs: readonly number[];
  /** Probability mass lost to truncating explosions. */
  readonly lost: number;

  constructor(values: readonly number[], probs: readonly number[], lost = 0) {
    this.values = values;
    this.probs = probs;
    this.lost = lost;
  }

  static point(v: number): Distribution {
    return new Distribution([v], [1]);
  }

  /** From (value, weight) pairs in any order; equal values merge, zero weights vanish. */
  static fromMap(m: Map<number, number>, lost = 0): Distribution {
    const keys = [...m.keys()].filter((k) => m.get(k)! > 0).sort((a, b) => a - b);
    if (keys.length > 0 && !(Number.isFinite(keys[0]!) && Number.isFinite(keys[keys.length - 1]!))) {
      throw new DiceError("bad_value", "a possible result is too large to represent");
    }
    return new Distribution(
      keys,
      keys.map((k) => m.get(k)!),
      lost,
    );
  }

  static fromDense(d: Dense, lost = d.lost): Distribution {
    const values: number[] = [];
    const probs: number[] = [];
    for (let i = 0; i < d.p.length; i++) {
      const p = d.p[i]!;
      if (p > 0) {
        values.push(d.offset + i);
        probs.push(p);
      }
    }
    return new Distribution(values, probs, lost);
  }

  get size(): number {
    return this.values.length;
  }

  get min(): number {
    return this.values[0] ?? Number.NaN;
  }

  get max(): number {
    return this.values[this.values.length - 1] ?? Number.NaN;
  }

  /** Total probability (1 − lost, up to rounding). */
  get mass(): number {
    let s = 0;
    for (const p of this.probs) s += p;
    return s;
  }

  get mean(): number {
    let s = 0;
    let m = 0;
    for (let i = 0; i < this.values.length; i++) {
      s += this.values[i]! * this.probs[i]!;
      m += this.probs[i]!;
    }
    return s / m;
  }

  get variance(): number {
    const mu = this.mean;
    let s = 0;
    let m = 0;
    for (let i = 0; i < this.values.length; i++) {
      const d = this.values[i]! - mu;
      s += d * d * this.probs[i]!;
      m += this.probs[i]!;
    }
    return s / m;
  }

  get stdev(): number {
    return Math.sqrt(this.variance);
  }

  isInteger(): boolean {
    return this.values.every(Number.isInteger);
  }

  /** P(X = v). */
  p(v: number): number {
    const i = this.indexOf(v);
    return i >= 0 ? this.probs[i]! : 0;
  }

  /** P(X op v), e.g. prob(">=", 15). */
  prob(op: CompareOp, v: number): number {
    let s = 0;
    for (let i = 0; i < this.values.length; i++) {
      if (test(op, this.values[i]!, v)) s += this.probs[i]!;
    }
    return Math.min(1, s);
  }

  atLeast(v: number): number {
    return this.prob(">=", v);
  }

  atMost(v: number): number {
    return this.prob("<=", v);
  }

  /** The smallest value v with P(X ≤ v) ≥ q, for 0 < q ≤ 1. */
  percentile(q: number): number {
    let s = 0;
    const total = this.mass;
    for (let i = 0; i < this.values.length; i++) {
      s += this.probs[i]!;
      if (s >= q * total - 1e-12) return this.values[i]!;
    }
    return this.max;
  }

  pairs(): [number, number][] {
    return this.values.map((v, i) => [v, this.probs[i]!]);
  }

  private indexOf(v: number): number {
    let lo = 0;
    let hi = this.values.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const x = this.values[mid]!;
      if (x === v) return mid;
      if (x < v) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }
}

export function test(op: CompareOp, x: number, v: number): boolean {
  switch (op) {
    case "=":
      return x === v;
    case "<>":
      return x !== v;
    case ">":
      return x > v;
    case ">=":
      return x >= v;
    case "<":
      return x < v;
    case "<=":
      return x <= v;
  }
}

/** A dense integer distribution: p[i] is P(X = offset + i). Used inside the hot loops. */
export interface Dense {
  offset: number;
  p: Float64Array;
  lost: number;
}

/** Dense arrays longer than this are refused: the values are too spread out to work out exactly. */
const MAX_DENSE = 20_000_000;

export function toDense(d: Distribution): Dense {
  if (d.size === 0) return { offset: 0, p: new Float64Array(0), lost: d.lost };
  const span = d.max - d.min + 1;
  if (span > MAX_DENSE) {
    throw new DiceError(
      "too_costly",
      `exact odds would need a table of ${span} values (from ${d.min} to ${d.max}); roll it instead`,
    );
  }
  const p = new Float64Array(span);
  for (let i = 0; i < d.size; i++) {
    const at = d.values[i]! - d.min;
    // A fraction here would be dropped silently (a typed array ignores it): refuse rather than be wrong.
    if (!Number.isInteger(at)) {
      throw new DiceError(
        "no_exact_odds",
        "exact odds of this mix of fractions and dice are not worked out; roll it instead",
      );
    }
    p[at] = d.probs[i]!;
  }
  return { offset: d.min, p, lost: d.lost };
}

export function densePoint(v: number): Dense {
  return { offset: v, p: Float64Array.of(1), lost: 0 };
}

export function denseMass(d: Dense): number {
  let s = 0;
  for (let i = 0; i < d.p.length; i++) s += d.p[i]!;
  return s;
}

/** Lost mass of two independent parts combined: 1 − (1 − a)(1 − b). */
export function combineLost(a: number, b: number): number {
  return a + b - a * b;
}

/** The distribution of X + Y for independent integer X, Y. */
export function convolve(a: Dense, b: Dense, budget: Budget): Dense {
  if (a.p.length === 0 || b.p.length === 0) return { offset: 0, p: new Float64Array(0), lost: 1 };
  budget.spend(a.p.length * b.p.length, "adding distributions");
  const out = new Float64Array(a.p.length + b.p.length - 1);
  // Loop over the shorter array outside: fewer zero checks, better locality.
  const [s, l] = a.p.length <= b.p.length ? [a.p, b.p] : [b.p, a.p];
  const ln = l.length;
  for (let i = 0; i < s.length; i++) {
    const x = s[i]!;
    if (x === 0) continue;
    for (let j = 0; j < ln; j++) out[i + j]! += x * l[j]!;
  }
  return { offset: a.offset + b.offset, p: trimZeros(out), lost: combineLost(a.lost, b.lost) };
}

function trimZeros(p: Float64Array): Float64Array {
  let end = p.length;
  while (end > 1 && p[end - 1] === 0) end--;
  return end === p.length ? p : p.subarray(0, end);
}

/** The sum of n independent copies. */
export function iidSum(d: Dense, n: number, budget: Budget): Dense {
  const width = d.p.length;
  // Cost of the n−1 convolutions: each grows by width−1.
  budget.check((n * n * width * width) / 2, `adding ${n} dice`);
  let acc = densePoint(0);
  for (let i = 0; i < n; i++) acc = convolve(acc, d, budget);
  return acc;
}

/** Scales a dense distribution's probabilities (for mixtures). */
export function scaleInto(target: Map<number, number>, d: Distribution, w: number): void {
  for (let i = 0; i < d.size; i++) {
    const v = d.values[i]!;
    target.set(v, (target.get(v) ?? 0) + w * d.probs[i]!);
  }
}

/** f(X, Y) for independent X and Y, by visiting every pair. */
export function combine(
  a: Distribution,
  b: Distribution,
  f: (x: number, y: number) => number,
  budget: Budget,
  what: string,
): Distribution {
  budget.spend(a.size * b.size * 4, what);
  const out = new Map<number, number>();
  for (let i = 0; i < a.size; i++) {
    const x = a.values[i]!;
    const px = a.probs[i]!;
    for (let j = 0; j < b.size; j++) {
      const v = f(x, b.values[j]!);
      out.set(v, (out.get(v) ?? 0) + px * b.probs[j]!);
    }
  }
  return Distribution.fromMap(out, combineLost(a.lost, b.lost));
}

export function mapValues(a: Distribution, f: (x: number) => number): Distribution {
  const out = new Map<number, number>();
  for (let i = 0; i < a.size; i++) {
    const v = f(a.values[i]!);
    out.set(v, (out.get(v) ?? 0) + a.probs[i]!);
  }
  return Distribution.fromMap(out, a.lost);
}

/** X + Y for independent X and Y; dense when both are integer-valued. */
export function add(a: Distribution, b: Distribution, budget: Budget): Distribution {
  if (a.isInteger() && b.isInteger()) {
    const span = (a.max - a.min + 1) * (b.max - b.min + 1);
    if (span <= 16 * (a.size * b.size + 1024)) {
      return Distribution.fromDense(convolve(toDense(a), toDense(b), budget));
    }
  }
  return combine(a, b, (x, y) => x + y, budget, "adding distributions");
}

export function negate(a: Distribution): Distribution {
  const values = a.values.map((v) => (v === 0 ? 0 : -v)).reverse();
  const probs = [...a.probs].reverse();
  return new Distribution(values, probs, a.lost);
}

/** A distribution over {0, 1}: the chance that X op Y, for independent X and Y. */
export function compareDists(a: Distribution, op: CompareOp, b: Distribution, budget: Budget): Distribution {
  const diff = add(a, negate(b), budget);
  const yes = diff.prob(op, 0);
  const no = Math.max(0, diff.mass - yes);
  const m = new Map<number, number>();
  m.set(0, no);
  m.set(1, yes);
  return Distribution.fromMap(m, diff.lost);
}
