// Goodness-of-fit helpers shared by the RNG and sampler tests: a chi-square statistic with
// pooled bins and the Wilson–Hilferty approximation of a chi-square quantile.

/** Φ⁻¹(0.9999): the standard normal quantile used for every chi-square bound in the suite. */
export const Z_9999 = 3.719016485455709;

/** Wilson–Hilferty: the q-quantile of chi-square with `df` degrees of freedom, given z = Φ⁻¹(q). */
export function chiSquareQuantile(df: number, z = Z_9999): number {
  const c = 2 / (9 * df);
  return df * (1 - c + z * Math.sqrt(c)) ** 3;
}

export interface ChiSquare {
  statistic: number;
  df: number;
  /** Bins after pooling, for messages. */
  bins: number;
  /** Samples that fell on a value the expected distribution does not have. */
  strays: number;
}

/**
 * Chi-square of observed counts against expected probabilities over the same ordered values.
 * Neighbouring bins are pooled (in value order) until each expects at least `minExpected`;
 * a short remainder joins the last pooled bin.
 */
export function chiSquare(
  values: readonly number[],
  probs: readonly number[],
  observed: ReadonlyMap<number, number>,
  n: number,
  minExpected = 5,
): ChiSquare {
  const known = new Set(values);
  let strays = 0;
  for (const [v, c] of observed) if (!known.has(v)) strays += c;
  const pooled: { e: number; o: number }[] = [];
  let e = 0;
  let o = 0;
  for (let i = 0; i < values.length; i++) {
    e += probs[i]! * n;
    o += observed.get(values[i]!) ?? 0;
    if (e >= minExpected) {
      pooled.push({ e, o });
      e = 0;
      o = 0;
    }
  }
  if (e > 0 || o > 0) {
    const last = pooled[pooled.length - 1];
    if (last) {
      last.e += e;
      last.o += o;
    } else {
      pooled.push({ e, o });
    }
  }
  let statistic = 0;
  for (const b of pooled) statistic += (b.o - b.e) ** 2 / b.e;
  return { statistic, df: pooled.length - 1, bins: pooled.length, strays };
}

/** Counts how often each value occurs. */
export function tally(samples: Iterable<number>): Map<number, number> {
  const m = new Map<number, number>();
  for (const s of samples) m.set(s, (m.get(s) ?? 0) + 1);
  return m;
}
