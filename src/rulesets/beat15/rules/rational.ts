// Exact fractions for Beat-15's arithmetic. The Rounding Rule (B15-RND-2) keeps every intermediate
// value exact and rounds once at the end, so halves and thirds must not pass through floating point.
// Probabilities are exact the same way: a d20 is small, every chance is a ratio of whole counts.
// Values are plain data ({ n, d } in lowest terms, d > 0), so they can be compared with toEqual.

import { EngineError } from "../../../engine/errors.js";

export interface Rational {
  readonly n: bigint;
  readonly d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** n/d in lowest terms with a positive denominator. */
export function rat(n: bigint | number, d: bigint | number = 1n): Rational {
  let num = BigInt(n);
  let den = BigInt(d);
  if (den === 0n) throw new RangeError("a fraction cannot have a zero denominator");
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  const g = gcd(num, den) || 1n;
  return { n: num / g, d: den / g };
}

export const ZERO: Rational = rat(0);
export const ONE: Rational = rat(1);

export const add = (a: Rational, b: Rational): Rational => rat(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Rational, b: Rational): Rational => rat(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Rational, b: Rational): Rational => rat(a.n * b.n, a.d * b.d);
export const div = (a: Rational, b: Rational): Rational => rat(a.n * b.d, a.d * b.n);
export const neg = (a: Rational): Rational => rat(-a.n, a.d);

/** −1, 0 or 1 as a < b, a = b, a > b. */
export function compare(a: Rational, b: Rational): number {
  const x = a.n * b.d;
  const y = b.n * a.d;
  return x < y ? -1 : x > y ? 1 : 0;
}

export const isZero = (a: Rational): boolean => a.n === 0n;
export const max = (a: Rational, b: Rational): Rational => (compare(a, b) >= 0 ? a : b);
export const min = (a: Rational, b: Rational): Rational => (compare(a, b) <= 0 ? a : b);

export function sum(values: readonly Rational[]): Rational {
  return values.reduce(add, ZERO);
}

export function product(values: readonly Rational[]): Rational {
  return values.reduce(mul, ONE);
}

/** The largest whole number not above a (toward negative infinity). */
export function floor(a: Rational): number {
  const q = a.n / a.d; // bigint division truncates toward zero
  return Number(a.n < 0n && q * a.d !== a.n ? q - 1n : q);
}

/** The whole part, dropping the fraction (toward zero). */
export function trunc(a: Rational): number {
  return Number(a.n / a.d);
}

const bitLength = (x: bigint) => x.toString(2).length;

/** The nearest double, even for huge numerators and denominators (tiny chances stay precise). */
export function toNumber(a: Rational): number {
  if (a.n === 0n) return 0;
  const abs = a.n < 0n ? -a.n : a.n;
  // Scale so the quotient carries about 64 significant bits, then undo the scale as a power of 2.
  const shift = bitLength(a.d) - bitLength(abs) + 64;
  const q = shift >= 0 ? (abs << BigInt(shift)) / a.d : abs / (a.d << BigInt(-shift));
  const x = Number(q) * 2 ** -shift;
  return a.n < 0n ? -x : x;
}

/** "3/2", "-2", "0". */
export function format(a: Rational): string {
  return a.d === 1n ? a.n.toString() : `${a.n}/${a.d}`;
}

/** "+3/2", "-2", "+0": for modifiers shown beside a roll. */
export function formatSigned(a: Rational): string {
  return a.n < 0n ? format(a) : `+${format(a)}`;
}

/** What a parameter may give for an exact value: a number as typed (1.5, -2) or a fraction "3/2". */
export type RationalInput = number | string;

export const FRACTION_PATTERN = /^\s*([+-]?\d+)\s*(?:\/\s*(\d+)\s*)?$/;
const DECIMAL_PATTERN = /^\s*([+-]?)(\d*)\.(\d+)\s*$/;

/**
 * Reads a value as the person meant it: 0.1 is one tenth (its decimal digits, not the nearest
 * double), "1/3" a third. Numbers written with an exponent are refused: give a fraction instead.
 */
export function parseRational(input: RationalInput, path: (string | number)[] = []): Rational {
  const text = typeof input === "number" ? numberText(input, path) : input;
  const f = FRACTION_PATTERN.exec(text);
  if (f) {
    if (f[2] !== undefined && BigInt(f[2]) === 0n)
      throw new EngineError("invalid", `'${text}' divides by zero`, path);
    return rat(BigInt(f[1]!), f[2] === undefined ? 1n : BigInt(f[2]));
  }
  const d = DECIMAL_PATTERN.exec(text);
  if (d) {
    const digits = d[3]!;
    const whole = BigInt(`${d[2] || "0"}${digits}`);
    return rat(d[1] === "-" ? -whole : whole, 10n ** BigInt(digits.length));
  }
  throw new EngineError(
    "invalid",
    `'${text}' is not a number or a fraction (write e.g. 2, -1.5 or 3/2)`,
    path,
  );
}

function numberText(x: number, path: (string | number)[]): string {
  const text = String(x);
  if (!Number.isFinite(x) || /e/i.test(text))
    throw new EngineError("invalid", `${text} is too large or too small; write it as a fraction`, path);
  return text;
}
