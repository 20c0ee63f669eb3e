// Small exact distributions over whole numbers (value → probability), enough for a d20, a few d6
// and a damage expression. The dice layer's Distribution is used for damage expressions; these maps
// are for combining them with the d20.

export type Dist = Map<number, number>;

export function uniform(lo: number, hi: number): Dist {
  const m: Dist = new Map();
  for (let v = lo; v <= hi; v++) m.set(v, 1 / (hi - lo + 1));
  return m;
}

export const d20Dist = (): Dist => uniform(1, 20);

export function point(v: number): Dist {
  return new Map([[v, 1]]);
}

/** The distribution of X + Y for independent X and Y. */
export function convolve(a: Dist, b: Dist): Dist {
  const m: Dist = new Map();
  for (const [x, p] of a) for (const [y, q] of b) m.set(x + y, (m.get(x + y) ?? 0) + p * q);
  return m;
}

export function shift(a: Dist, k: number): Dist {
  return new Map([...a].map(([v, p]) => [v + k, p]));
}

export function mapValues(a: Dist, f: (v: number) => number): Dist {
  const m: Dist = new Map();
  for (const [v, p] of a) m.set(f(v), (m.get(f(v)) ?? 0) + p);
  return m;
}

/** Adds `p` times the distribution `d` into `into`. */
export function addInto(into: Dist, d: Dist, p: number): void {
  for (const [v, q] of d) into.set(v, (into.get(v) ?? 0) + p * q);
}

export function probWhere(a: Dist, f: (v: number) => boolean): number {
  let s = 0;
  for (const [v, p] of a) if (f(v)) s += p;
  return s;
}

/** Sorted [value, probability] pairs, as the engine's Outcomes want them. */
export function pairs(a: Dist): [number, number][] {
  return [...a].filter(([, p]) => p > 0).sort((x, y) => x[0] - y[0]);
}

export function mean(a: Dist): number {
  let s = 0;
  for (const [v, p] of a) s += v * p;
  return s;
}
