// The Wilson score interval for a proportion (Wilson 1927; Newcombe 1998, method 3): unlike the
// plain normal interval it stays inside [0, 1] and behaves at 0 and n successes, which matters for
// rare events such as draws or deaths.

/** z for a two-sided 95% interval: the 0.975 quantile of the standard normal. */
export const Z95 = 1.959963984540054;

/** The interval [low, high] for k successes in n trials (n ≥ 1), at the confidence `z` stands for. */
export function wilson(k: number, n: number, z = Z95): [number, number] {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`wilson: n must be a whole number ≥ 1, not ${n}`);
  if (!Number.isInteger(k) || k < 0 || k > n)
    throw new RangeError(`wilson: k must be a whole number in 0..${n}, not ${k}`);
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  // At the ends the formula gives 0 and 1 up to rounding; say so exactly.
  const low = k === 0 ? 0 : Math.max(0, center - half);
  const high = k === n ? 1 : Math.min(1, center + half);
  return [low, high];
}
