// Rounding (DE-ROUND-*). The book rounds every fractional division up, even below one half, except
// where it explicitly says "rounded down"; counting rules ("+1 per N") count completed units only.

/** DE-ROUND-1, DE-ROUND-3: a / b rounded toward +∞. */
export function divUp(a: number, b: number): number {
  assertDivisor(b);
  return Math.ceil(a / b);
}

/** DE-ROUND-2, DE-ROUND-3: a / b rounded toward −∞, only for rules that say "rounded down". */
export function divDown(a: number, b: number): number {
  assertDivisor(b);
  return Math.floor(a / b);
}

/** DE-ROUND-1: half of a number, rounded up. */
export function halfUp(n: number): number {
  return divUp(n, 2);
}

/** DE-ROUND-4: how many whole "per N" units a quantity holds; `ceil` counts a started unit. */
export function countPer(quantity: number, per: number, mode: "floor" | "ceil" = "floor"): number {
  return mode === "floor" ? divDown(quantity, per) : divUp(quantity, per);
}

/** DE-ROUND-5: divides repeatedly, rounding up after each division as the book's chains do. */
export function divUpRepeated(n: number, divisors: readonly number[]): number {
  return divisors.reduce((acc, d) => divUp(acc, d), n);
}

function assertDivisor(b: number): void {
  if (!Number.isInteger(b) || b === 0) throw new RangeError(`divisor must be a non-zero integer, got ${b}`);
}
