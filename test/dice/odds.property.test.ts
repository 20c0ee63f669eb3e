// Properties over random valid expressions from a small grammar: canonical printing is a fixed
// point, exact odds are a proper distribution, and sampled totals fit the exact odds.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  compile,
  type Distribution,
  type Expr,
  isDiceError,
  odds,
  parse,
  print,
  Rng,
} from "../../src/dice/index.js";
import { shape } from "./helpers/common.js";
import { chiSquare, chiSquareQuantile, tally } from "./helpers/stats.js";

const SIDES = [2, 3, 4, 6, 8, 10, 20] as const;

interface TermOptions {
  /** Pooled group members may not keep or count on their own. */
  plain: boolean;
}

/**
 * One dice term such as `3d6min2r1!{2}kh2>=4f1`. The choices keep every die able to stop: a clamp
 * leaves at least two values, a reroll never covers the top half, and a reroll-until is never
 * combined with an unlimited explosion (`d2r!` would explode forever).
 */
function diceTerm({ plain }: TermOptions): fc.Arbitrary<string> {
  return fc
    .record({
      count: fc.integer({ min: 1, max: 4 }),
      sides: fc.constantFrom(...SIDES),
      min: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
      max: fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }),
      reroll: fc.constantFrom("", "", "r", "ro", "r<=", "ro="),
      rerollAt: fc.integer({ min: 1, max: 10 }),
      explode: fc.constantFrom("", "", "", "!{1}", "!{2}", "!{3}", "!o", "!!", "!", "!p{2}", "!!{2}"),
      keep: fc.constantFrom("", "", "kh", "kl", "dh", "dl"),
      keepCount: fc.integer({ min: 0, max: 5 }),
      success: fc.constantFrom("", "", "", ">=", "<=", "="),
      successAt: fc.integer({ min: 1, max: 20 }),
      failure: fc.boolean(),
      keepFirst: fc.boolean(),
      // Issue 20: a fractional max (its odds were wrong), Fudge dF.1, `!=` after f.
      fractionalMax: fc.boolean(),
      fudge1: fc.integer({ min: 0, max: 7 }),
      notEqual: fc.boolean(),
    })
    .map((t) => {
      const half = Math.floor(t.sides / 2);
      const mods: string[] = [];
      const low = t.min === undefined ? 1 : Math.min(t.min, Math.ceil(t.sides / 2));
      if (t.min !== undefined) mods.push(`min${low}`);
      if (t.max !== undefined) {
        const max = Math.max(half + 1, low + 1, Math.min(t.max, t.sides));
        mods.push(`max${t.fractionalMax && max < t.sides ? `${max}.5` : max}`);
      }
      if (t.fudge1 === 0) return `${t.count}dF.1${!plain && t.success ? ">=0" : ""}`;
      const success = !plain && t.success ? `${t.success}${Math.min(t.successAt, t.sides)}` : "";
      const failure = success && t.failure ? (t.notEqual ? "f!=2" : "f1") : "";
      let reroll = "";
      if (t.reroll === "r" || t.reroll === "ro") reroll = t.reroll;
      else if (t.reroll) reroll = `${t.reroll}${Math.min(t.rerollAt, half)}`;
      let explode = t.explode;
      if (reroll.startsWith("r") && !reroll.startsWith("ro") && (explode === "!" || explode === "!!")) {
        explode = `${explode}{2}`;
      }
      const keep = !plain && t.keep ? `${t.keep}${Math.min(t.keepCount, t.count + 1)}` : "";
      // Success first: a compare point after r or ! would belong to them.
      const tail = [reroll, explode].filter(Boolean);
      const body = t.keepFirst ? [keep, ...tail] : [...tail, keep];
      return `${t.count}d${t.sides}${mods.join("")}${success}${failure}${body.join("")}`;
    });
}

const constant = fc.integer({ min: 0, max: 5 }).map(String);

const group = fc
  .record({
    items: fc.array(diceTerm({ plain: false }), { minLength: 2, maxLength: 3 }),
    keep: fc.constantFrom("kh1", "kl1", "dh1", "dl1", "kh2", ">=6", ">=8f3", ""),
  })
  .map(({ items, keep }) => `{${items.join(", ")}}${keep}`);

const pooledGroup = fc
  .record({
    terms: fc.array(diceTerm({ plain: true }), { minLength: 1, maxLength: 2 }),
    mod: fc.constantFrom("kh1", "kh2", "kl1", "dl1", ">=4", ">=5f1"),
  })
  .map(({ terms, mod }) => `{${terms.join(" + ")}}${mod}`);

const term = fc.oneof(
  { weight: 5, arbitrary: diceTerm({ plain: false }) },
  { weight: 1, arbitrary: constant },
  { weight: 1, arbitrary: group },
  { weight: 1, arbitrary: pooledGroup },
);

/** Expressions of one to three terms, with arithmetic, a function or a whole comparison. */
const expression: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: term },
  {
    weight: 3,
    arbitrary: fc
      .tuple(term, fc.constantFrom("+", "-", "*"), term)
      .map(([a, op, b]) => (op === "*" ? `(${a}) * ${b}` : `${a} ${op} ${b}`)),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(term, term, constant).map(([a, b, c]) => `${a} + ${b} - ${c}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("floor", "ceil", "round"), term)
      .map(([fn, a]) => `${fn}((${a}) / 2)`),
  },
  { weight: 1, arbitrary: fc.tuple(term, term).map(([a, b]) => `max(${a}, ${b})`) },
  // Issue 20: `%` (floored remainder), `^`, and a one-item group compared by its total.
  {
    weight: 1,
    arbitrary: fc.tuple(term, fc.integer({ min: 1, max: 5 })).map(([a, n]) => `(${a}) % ${n}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 3 }))
      .map(([n, k]) => `${n}d3 ^ ${k} - 1d4^2`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(diceTerm({ plain: true }), fc.integer({ min: 1, max: 20 }))
      .map(([a, n]) => `{${a}}>${n}`),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(term, fc.integer({ min: 1, max: 30 })).map(([a, n]) => `${a} >= ${n}`),
  },
);

const EPS = 1e-12;

/**
 * The exact odds, or a discarded run when they are refused as too costly: a legitimate answer
 * for a few generated pools (e.g. a keep over dice that explode half the time).
 */
function oddsOrDiscard(text: string): Distribution {
  try {
    return odds(text);
  } catch (e) {
    if (isDiceError(e) && (e.code === "too_costly" || e.code === "no_exact_odds")) fc.pre(false);
    throw e;
  }
}

describe("random expressions", () => {
  it("canonical printing is a fixed point and keeps the tree", () => {
    fc.assert(
      fc.property(expression, (text) => {
        const tree = parse(text);
        const once = print(tree);
        const again = parse(once);
        expect(print(again)).toBe(once);
        expect(shape(again)).toEqual(shape(tree));
      }),
      { seed: 42, numRuns: 500 },
    );
  });

  it("exact odds sum to 1 − lost, lose almost nothing, and have the mean inside [min, max]", () => {
    fc.assert(
      fc.property(expression, (text) => {
        const d = oddsOrDiscard(text);
        expect(d.size).toBeGreaterThan(0);
        expect(Math.abs(d.mass - (1 - d.lost))).toBeLessThan(EPS);
        expect(d.lost).toBeGreaterThanOrEqual(0);
        expect(d.lost).toBeLessThan(EPS);
        expect(d.mean).toBeGreaterThanOrEqual(d.min - EPS);
        expect(d.mean).toBeLessThanOrEqual(d.max + EPS);
        for (let i = 0; i < d.size; i++) {
          expect(d.probs[i]).toBeGreaterThan(0);
          if (i > 0) expect(d.values[i]!).toBeGreaterThan(d.values[i - 1]!);
        }
      }),
      { seed: 42, numRuns: 300 },
    );
  }, 30_000);

  it("20,000 sampled totals fit the exact odds (chi-square below its 0.9999 quantile)", () => {
    const samples = 20_000;
    fc.assert(
      fc.property(expression, (text) => {
        const d = oddsOrDiscard(text);
        const sample = compile(text);
        const rng = Rng.fromSeed(`chi-square ${text}`);
        const observed = tally(Array.from({ length: samples }, () => sample(rng)));
        const chi = chiSquare(d.values, d.probs, observed, samples);
        expect(chi.strays, `${text}: totals the odds say are impossible`).toBe(0);
        if (chi.df > 0) {
          expect(chi.statistic, `${text}: chi-square over ${chi.bins} bins`).toBeLessThan(
            chiSquareQuantile(chi.df),
          );
        }
      }),
      { seed: 42, numRuns: 30 },
    );
  }, 30_000);

  it("the grammar reaches every feature it is meant to", () => {
    const texts = fc.sample(expression, { seed: 42, numRuns: 400 }).join(" ");
    for (const feature of [
      "kh",
      "kl",
      "dh",
      "dl",
      "ro",
      "r<=",
      "!!",
      "!p",
      "!{",
      ">=",
      "f1",
      "min",
      "max",
      "{",
      "*",
    ]) {
      expect(texts, feature).toContain(feature);
    }
  });
});

describe("the chi-square machinery itself", () => {
  it("rejects a sampler that is subtly wrong", () => {
    // 3d6 against the odds of 3d6 with one face shifted: the test must notice.
    const d = odds("3d6");
    const wrong = compile("2d6 + d{1,2,3,4,5,5}");
    const rng = Rng.fromSeed("wrong");
    const observed = tally(Array.from({ length: 20_000 }, () => wrong(rng)));
    const chi = chiSquare(d.values, d.probs, observed, 20_000);
    expect(chi.statistic).toBeGreaterThan(chiSquareQuantile(chi.df));
  });

  it("Wilson–Hilferty is close to tabulated chi-square quantiles", () => {
    // 0.9999 quantiles from scipy.stats.chi2.ppf: df 10 → 35.564, df 100 → 161.319, df 1000 → 1174.933.
    expect(Math.abs(chiSquareQuantile(10) / 35.564 - 1)).toBeLessThan(0.02);
    expect(Math.abs(chiSquareQuantile(100) / 161.319 - 1)).toBeLessThan(0.002);
    expect(Math.abs(chiSquareQuantile(1000) / 1174.933 - 1)).toBeLessThan(0.001);
  });

  it("parses every sampled expression (the grammar only makes valid notation)", () => {
    for (const text of fc.sample(expression, { seed: 7, numRuns: 300 })) {
      const tree: Expr = parse(text);
      expect(tree).toBeTruthy();
    }
  });
});
