// Exact odds against seeded rolling, feature by feature (issue 20): for every notation feature,
// in every dialect that has it, the distribution `odds` gives must fit 20,000 totals of roll()
// (the fast seeded pass) and of compile() (the totals-only sampler), both seeded, by chi-square
// below its 0.9999 quantile; or `odds` refuses with too_costly / no_exact_odds, never a wrong
// distribution. Random unique-dice terms and pooled expressions are generated too.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  compile,
  type Dialect,
  type Distribution,
  facesSource,
  isDiceError,
  odds,
  parse,
  print,
  Rng,
  rngSource,
  roll,
} from "../../src/dice/index.js";
import { chiSquare, chiSquareQuantile, tally } from "./helpers/stats.js";

const SAMPLES = 20_000;

/** Fails unless `totals` fit `d`; says which notation and which source. */
function expectFits(d: Distribution, totals: number[], what: string): void {
  const chi = chiSquare(d.values, d.probs, tally(totals), totals.length);
  expect(chi.strays, `${what}: totals the odds say are impossible`).toBe(0);
  if (chi.df > 0)
    expect(chi.statistic, `${what}: chi-square over ${chi.bins} bins`).toBeLessThan(
      chiSquareQuantile(chi.df),
    );
}

/** The odds of `text` checked against seeded roll() and compile() totals. */
function checkAgainstRolls(text: string, dialect: Dialect = "tabula", samples = SAMPLES): Distribution {
  const d = odds(text, { dialect });
  expect(Math.abs(d.mass - 1)).toBeLessThan(1e-9);
  const src = rngSource(Rng.fromSeed(`roll ${dialect} ${text}`));
  const rolled = Array.from({ length: samples }, () => roll(text, src, { dialect }).total);
  expectFits(d, rolled, `${text} (${dialect}) rolled`);
  const sample = compile(parse(text, { dialect }));
  const rng = Rng.fromSeed(`sample ${dialect} ${text}`);
  expectFits(
    d,
    Array.from({ length: samples }, () => sample(rng)),
    `${text} (${dialect}) sampled`,
  );
  return d;
}

describe("exact odds of every feature fit seeded rolls", () => {
  const cases: [string, Dialect, string][] = [
    // Unique dice (rpg-dice-roller's u and uo; a repeat is thrown again).
    ["5d10u", "tabula", "unique dice"],
    ["2d6uo", "tabula", "unique once"],
    ["2d%u>80", "tabula", "unique with a compare point"],
    ["35dF.1uo", "tabula", "unique once on dF.1"],
    ["4d6ukh3", "tabula", "unique then keep"],
    ["6d6u>=5", "tabula", "unique, repeats of 5+ thrown again"],
    ["5d8u>=6", "tabula", "unique counted afterwards"],
    ["{4d6u}>=4", "tabula", "unique inside a group counting"],
    // One-expression groups over arithmetic other than a sum (rpg-dice-roller keeps across it).
    ["{2d6-1d4}kh1", "tabula", "pooled difference"],
    ["{(1d6+1)*2d4}k1", "tabula", "pooled product with a constant"],
    ["{3d6*2d4}dl2", "tabula", "pooled product, drop lowest"],
    ["{2d6*2d6}dh1", "tabula", "pooled product, drop highest (ties go to the later die)"],
    ["{max(2d6, 1d8) + 1d4}kh2", "tabula", "pooled function"],
    // Operators.
    ["(2d6 + 1) % 4", "tabula", "floored remainder"],
    ["1d4 ^ 2 - 1d3", "tabula", "power"],
    // Margins, counts and rerolls of the dialects.
    ["1d20ms>=15", "foundry", "margin of success"],
    ["6d6cs>4df<2", "foundry", "successes less failures"],
    ["6d6cf<2", "foundry", "failures counted alone"],
    ["4d6r1", "foundry", "reroll once"],
    ["4d6rr<2", "foundry", "reroll until"],
    ["3d6x", "foundry", "explode (truncated mass below the tolerance)"],
    ["3d6xo", "foundry", "explode once"],
    ["5d6even", "foundry", "count even faces"],
    ["4d10odd", "foundry", "count odd faces"],
    ["2d8r1r2r3", "roll20", "chained rerolls"],
    ["3d8r1r3", "roll20", "chained rerolls, not a run"],
    ["3d6ro2ro5", "roll20", "chained rerolls once"],
    ["2d10r<2r>=9!", "tabula", "chained rerolls of compare points with an explosion"],
    ["4d6r2r4kh3", "tabula", "chained rerolls then keep"],
    ["2d6r1r6min2", "tabula", "chained rerolls of clamped faces"],
    ["6d6sf<3", "foundry", "subtract failures"],
    ["4d8sf", "foundry", "subtract failures at the lowest face"],
    ["6d6>4", "roll20", "a bare > means at least"],
    ["3d6!>5", "roll20", "explode on at least 5"],
    ["1d20+5 to hit", "roll20", "a description after the roll"],
  ];
  it.each(cases)("%s (%s): %s", (text, dialect) => {
    checkAgainstRolls(text, dialect);
  });
});

describe("unique dice, face by face", () => {
  it("u throws a repeated value again until it is new; the thrown-away values are its rerolls", () => {
    const r = roll("3d6u", facesSource([2, 2, 2, 5, 2, 5, 6]));
    expect(r.dice.map((d) => d.value)).toEqual([2, 5, 6]);
    expect(r.dice.map((d) => d.rerolls)).toEqual([[], [2, 2], [2, 5]]);
    expect(r.total).toBe(13);
  });

  it("uo throws a repeat again once, even if it repeats again", () => {
    const r = roll("3d6uo", facesSource([4, 4, 4, 4, 1]));
    expect(r.dice.map((d) => d.value)).toEqual([4, 4, 1]);
    expect(r.dice[2]!.rerolls).toEqual([4]);
  });

  it("a compare point limits which repeats are thrown again", () => {
    // 1 repeats but is not >3: it stays; 5 repeats and is >3: thrown again.
    const r = roll("4d6u>3", facesSource([1, 1, 5, 5, 6]));
    expect(r.dice.map((d) => d.value)).toEqual([1, 1, 5, 6]);
  });

  it("prints back in canonical form and refuses what cannot work", () => {
    expect(print(parse("2d6UO".toLowerCase()))).toBe("2d6uo");
    expect(print(parse("6d6u>=5kh2"))).toBe("6d6u>=5kh2");
    for (const [text, code] of [
      ["12dFu", "never_stops"], // 12 different values from a die with 3
      ["7d6u", "never_stops"],
      ["3d6u!", "unsupported"],
      ["3d6ur1", "unsupported"],
      ["3d6umin2", "unsupported"],
      ["3d6uu", "duplicate_modifier"],
    ] as const) {
      let err: unknown = null;
      try {
        roll(text, rngSource(Rng.fromSeed(1)));
      } catch (e) {
        err = e;
      }
      expect(isDiceError(err) ? err.code : err, text).toBe(code);
    }
    // As many dice as values is fine, and then every value shows once.
    expect(roll("6d6u", rngSource(Rng.fromSeed(2))).total).toBe(21);
    expect(odds("6d6u").values).toEqual([21]);
    // uo never gets stuck.
    expect(odds("7d6uo").size).toBeGreaterThan(1);
  });
});

describe("pooled expressions, die by die", () => {
  it("{4d10*5d6}k2 keeps the two highest dice of all nine and multiplies each term's kept dice", () => {
    // 4d10: 9 3 2 1; 5d6: 6 5 4 3 2 -> kept 9 (d10) and 6 (d6): 9 * 6.
    const r = roll("{4d10*5d6}k2", facesSource([9, 3, 2, 1, 6, 5, 4, 3, 2]));
    expect(r.total).toBe(54);
    // Both kept dice from the d10s: the d6 term keeps nothing, so the product is 0.
    expect(roll("{4d10*5d6}k2", facesSource([9, 8, 2, 1, 6, 5, 4, 3, 2])).total).toBe(0);
  });

  it("a tie goes to the later die for kh, as rpg-dice-roller's stable ascending sort has it", () => {
    // 1d6 shows 4, 1d8 shows 4: kh1 keeps the later one, so 0 - 4.
    expect(roll("{1d6-1d8}kh1", facesSource([4, 4])).total).toBe(-4);
    // kl1 keeps the earlier: 4 - 0.
    expect(roll("{1d6-1d8}kl1", facesSource([4, 4])).total).toBe(4);
  });

  it("{4d10*5d6}k2 has exact odds (about 180,000 combinations)", () => {
    checkAgainstRolls("{4d10*5d6}k2", "tabula", 5_000);
  });

  it("an exploding term in a pooled product is refused as no_exact_odds, and still rolls", () => {
    let err: unknown = null;
    try {
      odds("{2d6!*1d6}k1");
    } catch (e) {
      err = e;
    }
    expect(isDiceError(err) && err.code).toBe("no_exact_odds");
    expect(Number.isFinite(roll("{2d6!*1d6}k1", rngSource(Rng.fromSeed(3))).total)).toBe(true);
  });
});

/** Random unique terms: count, die, u or uo, an optional compare point, an optional keep or count. */
const uniqueTerm = fc
  .record({
    count: fc.integer({ min: 1, max: 5 }),
    die: fc.constantFrom("d4", "d6", "d8", "d10", "dF", "dF.1", "d{1,1,2,3}"),
    once: fc.boolean(),
    cp: fc.constantFrom("", "", ">2", "<=1", "=1"),
    tail: fc.constantFrom("", "", "kh2", "kl1", "dl1", ">=3", "s"),
  })
  .map(({ count, die, once, cp, tail }) => {
    // u (until) needs enough values when its compare point matches them all; uo may repeat.
    const values = die === "dF" || die === "dF.1" || die === "d{1,1,2,3}" ? 3 : Number(die.slice(1));
    const n = once ? count : Math.min(count, values);
    return `${n}${die}u${once ? "o" : ""}${cp}${tail}`;
  });

/** Random pooled expressions over two or three small terms. */
const pooledExpression = fc
  .record({
    a: fc.integer({ min: 1, max: 3 }),
    b: fc.integer({ min: 1, max: 3 }),
    sa: fc.constantFrom(4, 6, 8),
    sb: fc.constantFrom(4, 6, 10),
    op: fc.constantFrom("*", "-", "+", "/"),
    keep: fc.constantFrom("kh1", "kh2", "kl1", "dh1", "dl1"),
    extra: fc.constantFrom("", " + 2", " * 1d4"),
  })
  .map(({ a, b, sa, sb, op, keep, extra }) => `{${a}d${sa} ${op} ${b}d${sb}${extra}}${keep}`);

function oddsOrDiscard(text: string): Distribution {
  try {
    return odds(text);
  } catch (e) {
    if (
      isDiceError(e) &&
      (e.code === "too_costly" || e.code === "no_exact_odds" || e.code === "division_by_zero")
    )
      fc.pre(false);
    throw e;
  }
}

describe("random unique terms and pooled expressions", () => {
  for (const [name, arbitrary] of [
    ["unique terms", uniqueTerm],
    ["pooled expressions", pooledExpression],
  ] as const) {
    it(`${name}: exact odds fit 5,000 seeded rolls and samples`, () => {
      fc.assert(
        fc.property(arbitrary, (text) => {
          const d = oddsOrDiscard(text);
          expect(Math.abs(d.mass - 1)).toBeLessThan(1e-9);
          const src = rngSource(Rng.fromSeed(`roll ${text}`));
          expectFits(
            d,
            Array.from({ length: 5_000 }, () => roll(text, src).total),
            `${text} rolled`,
          );
          const sample = compile(text);
          const rng = Rng.fromSeed(`sample ${text}`);
          expectFits(
            d,
            Array.from({ length: 5_000 }, () => sample(rng)),
            `${text} sampled`,
          );
          // The explained tree (built on reading) agrees with the fast total.
          const r = roll(text, rngSource(Rng.fromSeed(`tree ${text}`)));
          expect(JSON.parse(JSON.stringify(r)).total).toBe(r.total);
          expect(r.tree.total).toBe(r.total);
        }),
        { seed: 20, numRuns: 40 },
      );
    }, 30_000);
  }
});
