// A seeded roll works out its total in a fast pass (src/dice/fast.ts) and builds its explanation
// from a copy of the generator when first read (src/dice/lazy.ts). Here both are checked against
// the explaining roller, which builds everything as it throws (reached through any source that
// is not rngSource): for random expressions and seeds, the same total, the same tree and dice,
// the same JSON, the same error, and the generator left in the same state.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type DiceSource,
  type Expr,
  isDiceError,
  parse,
  Rng,
  type RollResult,
  rngSource,
  roll,
} from "../../src/dice/index.js";

/** The same draws as rngSource(rng), through a plain source, so roll() explains as it throws. */
function explainingSource(rng: Rng): DiceSource {
  return {
    roll: (faces) => faces[rng.below(faces.length)]!,
    rollWhere: (faces, _name, accept) => {
      const passing = faces.filter(accept);
      return passing[rng.below(passing.length)]!;
    },
  };
}

/** JSON that keeps -0 apart from 0. */
function json(x: unknown): string {
  return JSON.stringify(x, (_k, v) => (Object.is(v, -0) ? "-0" : v));
}

interface Outcome {
  /** The result as JSON, or the error's data. */
  text: string;
  /** The generator's state right after the roll. */
  state: string;
  result: RollResult | null;
}

function rollWith(expr: Expr | string, seed: number, fast: boolean): Outcome {
  const rng = Rng.fromSeed(seed);
  try {
    const result = roll(expr, fast ? rngSource(rng) : explainingSource(rng));
    const state = json(rng.state()); // before the lazy explanation is built: it must not draw from rng
    return { text: json(result), state, result };
  } catch (e) {
    if (!isDiceError(e)) throw e;
    return { text: `error ${json(e.toJSON())}`, state: json(rng.state()), result: null };
  }
}

/** Both ways agree on `expr` rolled with `seed`; also through roll(text) when given text. */
function expectSame(expr: Expr | string, seed: number): Outcome {
  const fast = rollWith(expr, seed, true);
  const slow = rollWith(expr, seed, false);
  const what = `${typeof expr === "string" ? expr : json(expr)} (seed ${seed})`;
  expect(fast.text, what).toBe(slow.text);
  expect(fast.state, what).toBe(slow.state);
  if (fast.result && slow.result) {
    expect(Object.is(fast.result.total, slow.result.total), what).toBe(true);
    expect(fast.result.tree, what).toEqual(slow.result.tree);
    expect(fast.result.dice, what).toEqual(slow.result.dice);
    expect(fast.result.canonical, what).toBe(slow.result.canonical);
  }
  return fast;
}

// ---- random expressions --------------------------------------------------------------------------

const compareOp = fc.constantFrom("=", "<>", ">", ">=", "<", "<=");
const small = fc.integer({ min: 0, max: 12 });

/** A modifier as written; many combinations are refused (duplicates, never stops): those must agree too. */
const modifier = fc.oneof(
  fc
    .tuple(fc.constantFrom("min", "max"), fc.constantFrom("1", "2", "3", "5", "2.5", "-1"))
    .map(([m, v]) => m + v),
  fc
    .tuple(fc.constantFrom("r", "ro"), fc.option(fc.tuple(compareOp, small), { nil: null }))
    .map(([r, cp]) => (cp ? `${r}${cp[0]}${cp[1]}` : r)),
  fc
    .tuple(
      fc.constantFrom("!", "!!", "!p", "!!p"),
      fc.constantFrom("", "", "o", "{1}", "{2}", "{5}"),
      fc.option(fc.tuple(compareOp, small), { nil: null }),
    )
    .map(([x, limit, cp]) => `${x}${limit}${cp ? cp[0] + cp[1] : ""}`),
  fc
    .tuple(fc.constantFrom("k", "kh", "kl", "d", "dh", "dl"), fc.constantFrom("", "0", "1", "2", "3", "9"))
    .map(([k, n]) => k + n),
  fc.tuple(compareOp, small).map(([op, v]) => op + v),
  fc.tuple(compareOp, small).map(([op, v]) => `f${op}${v}`),
  fc.constantFrom("cs", "cf", "cs>=5", "cf<=2", "cs20", "s", "sd"),
  fc
    .tuple(fc.constantFrom("u", "uo"), fc.option(fc.tuple(compareOp, small), { nil: null }))
    .map(([u, cp]) => (cp ? `${u}${cp[0]}${cp[1]}` : u)),
);

const sides = fc.constantFrom(
  "1",
  "2",
  "3",
  "4",
  "6",
  "8",
  "10",
  "12",
  "20",
  "100",
  "1000",
  "%",
  "F",
  "{1,1,2,3}",
  "{-2,0,5}",
  "{7}",
);

function diceTerm(inner: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom("", "1", "2", "3", "4", "5", "8", "10", "0") },
        inner.map((e) => `(${e})`),
      ),
      fc.oneof(
        { weight: 8, arbitrary: sides },
        inner.map((e) => `(${e})`),
      ),
      fc.array(modifier, { maxLength: 3 }),
      fc.constantFrom("", "", "", "[fire]"),
    )
    .map(([count, s, mods, label]) => `${count}d${s}${mods.join("")}${label}`);
}

const expression: fc.Arbitrary<string> = fc.letrec<{ expr: string; term: string }>((tie) => ({
  term: fc.oneof(
    { weight: 6, arbitrary: diceTerm(tie("expr")) },
    { weight: 2, arbitrary: fc.constantFrom("0", "1", "3", "7", "0.5") },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.array(tie("expr"), { minLength: 1, maxLength: 3 }), fc.array(modifier, { maxLength: 2 }))
        .map(([items, mods]) => `{${items.join(", ")}}${mods.join("")}`),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom("floor", "ceil", "round", "abs", "min", "max"),
          fc.array(tie("expr"), { minLength: 1, maxLength: 3 }),
        )
        .map(([f, args]) => `${f}(${args.join(", ")})`),
    },
    { weight: 1, arbitrary: tie("expr").map((e) => `-(${e})`) },
  ),
  expr: fc.oneof(
    { weight: 3, arbitrary: tie("term") },
    {
      weight: 2,
      arbitrary: fc
        .tuple(tie("term"), fc.constantFrom(" + ", " - ", " * ", " / ", " >= ", " <> "), tie("term"))
        .map(([a, op, b]) => a + op + b),
    },
  ),
})).expr;

/** Expressions that reach the rare paths: long rerolls, big pools, fractions, limits. */
const EDGES = [
  "1d20+5",
  "4d6kh3",
  "10d10!kh3",
  "{4d6+3d8}kh1",
  "8d6>=5",
  "100d20",
  "20d1000r<=999", // after 100 rerolls a die draws from the faces that pass
  "5d1000ro<=999",
  "3d1000r<=999!!{2}",
  "100d6kh20", // large pools sort instead of inserting
  "90d4dl65",
  "70d6dh50>=3f1",
  "12d6kh5",
  "4d6min2.5", // fractional clamps: totals must agree to the last bit
  "10d6max3.5kh3 + 7d6min0.1>=1",
  "4d6!!p",
  "3d6>=4f1!p{3}",
  "2d6!o",
  "{2d6!, 1d8r<3}dh1s",
  "{2d6+1d8!}>=5f1sd",
  "{3d6, 2d8, 1d20}kl2",
  "(1d4)d(1d6+1)!kh2",
  "d(2d3)r1",
  "20d1000r<=998r1000", // chained rerolls: long runs, then a draw from the faces that pass
  "6d10ro1ro>=9kh3",
  "2d8r1r3!",
  "2d6[fire] + 1d4[cold] + 3 [damage]",
  "floor(3d6/2) - max(1d4, 2d3) * abs(-1d6)",
  "1d6/(1d2-1)", // division by zero on some seeds
  "-(1d2-1)", // -0 never shows
  "0 * -1d6",
  "(1d2-2)d6", // a negative count on some seeds
  "d(1d2-1)", // zero sides on some seeds
  "d(1d2)!", // never stops on some seeds
  // Unique dice and keep/drop across arithmetic (brief H).
  "5d10u",
  "6d6uo>2kh2",
  "3d{1,1,2,3}u",
  "12dFu", // refused: 12 dice cannot all differ
  "(1d4+3)d4u", // refused on some seeds
  "{4d10*5d6}k2",
  "{2d6-1d4}dh1 + {(1d6+1)*2d4}kl1",
  "({2d6*1d4}k1)d6", // a pooled expression inside a count inside a pooled sum below
  "{({2d6*1d4}k1)d6 + 1d8}kh2",
  "{1d6/2d4}kl1", // division by zero on some seeds
  "6000d6 + 6000d6", // too many dice, after the first term threw
  "10000d100r<=99", // more throws than allowed: refused, with the generator just as far along
  "4dF>=1f=-1",
  "d%cs>=95cf<=5",
  "3d{1,1,2,3}!=3",
  "d20cs>=19cf + 1d20 >= 15",
  "{1d6, 1d6, 1d6}>=5f1",
  "{4d6+3}kh1", // a pooled group of the wrong shape: refused before any die is thrown
  "2d20kh1 + {4d6kh3+1d6}kh1",
];

describe("the fast seeded roll agrees with the explaining roller", () => {
  it("on notations that reach the rare paths (16 seeds each)", () => {
    for (const text of EDGES) for (let seed = 0; seed < 16; seed++) expectSame(parse(text), seed);
  });

  it("through roll(text) and its parse cache, twice", () => {
    for (const text of EDGES.slice(0, 12)) {
      for (let seed = 0; seed < 3; seed++) {
        expectSame(text, seed);
        expectSame(text, seed);
      }
    }
  });

  it("on random expressions (fast-check)", () => {
    let rolled = 0;
    fc.assert(
      fc.property(expression, fc.integer({ min: 0, max: 2 ** 31 }), (text, seed) => {
        let tree: Expr;
        try {
          tree = parse(text);
        } catch (e) {
          if (isDiceError(e)) return;
          throw e;
        }
        if (expectSame(tree, seed).result) rolled++;
      }),
      { numRuns: 4000 },
    );
    expect(rolled).toBeGreaterThan(1000);
  });
});

describe("the result of a seeded roll", () => {
  it("is the same JSON, whether the explanation was read first or not", () => {
    const a = roll("10d10!kh3cs", rngSource(Rng.fromSeed(5)));
    const b = roll("10d10!kh3cs", rngSource(Rng.fromSeed(5)));
    void b.dice; // explained before stringifying
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(Object.keys(JSON.parse(JSON.stringify(a)))).toEqual(["canonical", "total", "tree", "dice"]);
  });

  it("builds its explanation once: the same objects on every read, the dice shared with the tree", () => {
    const r = roll("4d6kh3 + 2d8", rngSource(Rng.fromSeed(9)));
    expect(r.dice).toBe(r.dice);
    expect(r.tree).toBe(r.tree);
    const tree = r.tree;
    if (tree.type !== "binary" || tree.left.type !== "dice") throw new Error("unexpected tree");
    expect(r.dice[0]).toBe(tree.left.dice[0]);
  });

  it("does not draw from the caller's generator when explained", () => {
    const rng = Rng.fromSeed(3);
    const r = roll("8d6!>=5", rngSource(rng));
    const after = rng.state();
    void r.tree;
    expect(rng.state()).toEqual(after);
    expect(roll("1d6", rngSource(rng)).total).toBe(roll("1d6", rngSource(Rng.fromState(after))).total);
  });

  it("accepts writes to its fields, as a plain object does", () => {
    const r = roll("2d6", rngSource(Rng.fromSeed(1)));
    r.total = 99;
    r.canonical = "x";
    r.dice = [];
    expect(JSON.parse(JSON.stringify(r))).toMatchObject({ canonical: "x", total: 99, dice: [] });
  });

  it("shows every field when inspected", async () => {
    const { inspect } = await import("node:util");
    const text = inspect(roll("2d6", rngSource(Rng.fromSeed(1))), { depth: 0 });
    for (const key of ["canonical", "total", "tree", "dice"]) expect(text).toContain(key);
  });

  it("a source whose functions were replaced sees every throw", () => {
    const src = rngSource(Rng.fromSeed(1));
    const seen: string[] = [];
    const draw = src.roll;
    src.roll = (faces, name) => {
      seen.push(name);
      return draw(faces, name);
    };
    roll("2d6 + 1d8", src);
    expect(seen).toEqual(["d6", "d6", "d8"]);
  });
});
