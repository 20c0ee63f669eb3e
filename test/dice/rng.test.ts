// The seeded generator and the dice sources: reference outputs, reproducibility, saved state,
// unbiased ranges, and physical faces consumed in order.

import { describe, expect, it } from "vitest";
import {
  facesSource,
  freshSeed,
  RNG_ALGORITHM,
  Rng,
  type RngState,
  rngSource,
} from "../../src/dice/index.js";
import { thrown } from "./helpers/common.js";
import { chiSquare, chiSquareQuantile, tally } from "./helpers/stats.js";

/**
 * From the published reference implementation (Blackman & Vigna, xoshiro128starstar.c, 1.1),
 * compiled with gcc and started from the state {1, 2, 3, 4}: the first 16 outputs of next()
 * and the state after them.
 */
const REFERENCE_1234 = [
  11520, 0, 5927040, 70819200, 2031721883, 1637235492, 1287239034, 3734860849, 3729100597, 4258142804,
  337829053, 2142557243, 3576906021, 2006103318, 3870238204, 1001584594,
];
const REFERENCE_1234_STATE_AFTER_16: [number, number, number, number] = [
  3896252747, 3078720449, 4211953846, 2204746457,
];
/** The same reference program from {0x9e3779b9, 0x243f6a88, 0xb7e15162, 0xdeadbeef} (high bits set). */
const REFERENCE_HIGH = [
  2463954730, 5524658, 74256371, 1905451993, 3123413897, 314453775, 1263677054, 1531511215,
];

/**
 * From the reference splitmix64.c (Vigna) run by gcc: the first two outputs for a seed, split
 * into four 32-bit words high word first, which is the documented seeding of Rng.fromSeed.
 * The "hello" seed goes through FNV-1a 64 first (11831194018420276491, also computed in C).
 */
const SEEDED_STATES: [string | number | bigint, [number, number, number, number]][] = [
  [42, [3184996902, 803958421, 686809907, 2993090819]],
  [0, [3793791033, 2065550767, 1853398634, 2713282036]],
  ["18446744073709551615", [3839455607, 459615264, 3919575143, 3690365641]],
  ["hello", [4092128965, 3947291904, 2657917348, 3361892789]],
  [11831194018420276491n, [4092128965, 3947291904, 2657917348, 3361892789]],
];

function draws(rng: Rng, n: number): number[] {
  return Array.from({ length: n }, () => rng.next());
}

describe("xoshiro128** matches the reference implementation", () => {
  it("gives the reference outputs from state {1,2,3,4}", () => {
    const rng = Rng.fromState({ algorithm: "xoshiro128**", state: [1, 2, 3, 4] });
    expect(draws(rng, 16)).toEqual(REFERENCE_1234);
    expect(rng.state()).toEqual({ algorithm: "xoshiro128**", state: REFERENCE_1234_STATE_AFTER_16 });
  });

  it("gives the reference outputs from a state with the high bit of every word set or not", () => {
    const rng = Rng.fromState({
      algorithm: RNG_ALGORITHM,
      state: [0x9e3779b9, 0x243f6a88, 0xb7e15162, 0xdeadbeef],
    });
    expect(draws(rng, 8)).toEqual(REFERENCE_HIGH);
  });

  it("returns unsigned 32-bit integers", () => {
    const rng = Rng.fromSeed("unsigned");
    for (const x of draws(rng, 10_000)) {
      expect(Number.isInteger(x) && x >= 0 && x < 2 ** 32).toBe(true);
    }
  });

  it.each(SEEDED_STATES)("expands seed %s with SplitMix64 into the reference state", (seed, state) => {
    expect(Rng.fromSeed(seed).state()).toEqual({ algorithm: "xoshiro128**", state });
  });
});

describe("seeds", () => {
  it("the same seed gives the same sequence", () => {
    expect(draws(Rng.fromSeed(7), 100)).toEqual(draws(Rng.fromSeed(7), 100));
    expect(draws(Rng.fromSeed("table 3"), 100)).toEqual(draws(Rng.fromSeed("table 3"), 100));
  });

  it("different seeds give different sequences", () => {
    expect(draws(Rng.fromSeed(1), 8)).not.toEqual(draws(Rng.fromSeed(2), 8));
    expect(draws(Rng.fromSeed("a"), 8)).not.toEqual(draws(Rng.fromSeed("b"), 8));
  });

  it("a decimal text seed and the same number agree", () => {
    expect(Rng.fromSeed("42").state()).toEqual(Rng.fromSeed(42).state());
    expect(draws(Rng.fromSeed("42"), 20)).toEqual(draws(Rng.fromSeed(42), 20));
    expect(Rng.fromSeed("42").state()).toEqual(Rng.fromSeed(42n).state());
  });

  it("any other text is hashed, including text that only looks numeric", () => {
    for (const seed of ["", "hello", "héllo", "🎲", "042x", "18446744073709551616", " 42"]) {
      const a = Rng.fromSeed(seed);
      expect(draws(a, 5)).toEqual(draws(Rng.fromSeed(seed), 5));
    }
    // 2^64 does not fit the seed and is hashed as text, not wrapped to 0.
    expect(Rng.fromSeed("18446744073709551616").state()).not.toEqual(Rng.fromSeed(0).state());
    expect(Rng.fromSeed(" 42").state()).not.toEqual(Rng.fromSeed(42).state());
  });

  it("refuses a numeric seed that is negative, fractional or unsafe", () => {
    for (const seed of [-1, 1.5, Number.NaN, 2 ** 60]) {
      expect(thrown(() => Rng.fromSeed(seed)).code).toBe("bad_value");
    }
  });

  it("freshSeed gives decimal text that seeds a generator", () => {
    const s = freshSeed();
    expect(s).toMatch(/^\d{1,20}$/);
    expect(draws(Rng.fromSeed(s), 3)).toEqual(draws(Rng.fromSeed(s), 3));
  });
});

describe("saved state", () => {
  it("state() then fromState() continues the same sequence", () => {
    const rng = Rng.fromSeed("resume");
    draws(rng, 37);
    const saved = rng.state();
    const expected = draws(rng, 50);
    expect(draws(Rng.fromState(saved), 50)).toEqual(expected);
  });

  it("the state survives JSON", () => {
    const rng = Rng.fromSeed(99);
    rng.below(6);
    const saved = JSON.parse(JSON.stringify(rng.state())) as RngState;
    expect(draws(Rng.fromState(saved), 10)).toEqual(draws(rng, 10));
  });

  it("clone() is an independent copy at the same point", () => {
    const rng = Rng.fromSeed(5);
    draws(rng, 3);
    const copy = rng.clone();
    expect(draws(copy, 10)).toEqual(draws(rng, 10));
    copy.next();
    expect(copy.state()).not.toEqual(rng.state());
  });

  it("state() returns a snapshot, not a live view", () => {
    const rng = Rng.fromSeed(5);
    const s = rng.state();
    const before = [...s.state];
    rng.next();
    expect(s.state).toEqual(before);
  });

  const bad: [string, unknown][] = [
    ["all zero", { algorithm: "xoshiro128**", state: [0, 0, 0, 0] }],
    ["three words", { algorithm: "xoshiro128**", state: [1, 2, 3] }],
    ["five words", { algorithm: "xoshiro128**", state: [1, 2, 3, 4, 5] }],
    ["a negative word", { algorithm: "xoshiro128**", state: [1, -2, 3, 4] }],
    ["a word of 2^32", { algorithm: "xoshiro128**", state: [1, 2 ** 32, 3, 4] }],
    ["a fractional word", { algorithm: "xoshiro128**", state: [1, 2.5, 3, 4] }],
    ["a text word", { algorithm: "xoshiro128**", state: [1, "2", 3, 4] }],
    ["another algorithm", { algorithm: "xorshift128+", state: [1, 2, 3, 4] }],
    ["no algorithm", { state: [1, 2, 3, 4] }],
    ["no state", { algorithm: "xoshiro128**" }],
    ["null", null],
    ["a number", 42],
  ];
  it.each(bad)("fromState refuses %s", (_, state) => {
    const e = thrown(() => Rng.fromState(state as RngState));
    expect(e.code).toBe("bad_value");
    expect(e.message).toContain("xoshiro128**");
  });

  it("fromState accepts the largest words", () => {
    const max = 2 ** 32 - 1;
    const rng = Rng.fromState({ algorithm: "xoshiro128**", state: [max, max, max, max] });
    expect(rng.state().state).toEqual([max, max, max, max]);
  });
});

describe("below(n)", () => {
  it("stays in [0, n) for small, odd, power-of-two and the largest n", () => {
    const rng = Rng.fromSeed("range");
    for (const n of [1, 2, 3, 6, 7, 10, 20, 64, 100, 1000, 65_537, 1_000_000, 2 ** 21]) {
      for (let i = 0; i < 2000; i++) {
        const x = rng.below(n);
        expect(Number.isInteger(x) && x >= 0 && x < n).toBe(true);
      }
    }
  });

  it("below(1) is always 0", () => {
    const rng = Rng.fromSeed(1);
    for (let i = 0; i < 100; i++) expect(rng.below(1)).toBe(0);
  });

  it.each([2, 3, 6, 7, 10, 20, 100])("is uniform over %i values (chi-square, fixed seed)", (n) => {
    const rng = Rng.fromSeed(`uniform ${n}`);
    const samples = 60_000;
    const counts = tally(Array.from({ length: samples }, () => rng.below(n)));
    const values = Array.from({ length: n }, (_, i) => i);
    const chi = chiSquare(values, new Array<number>(n).fill(1 / n), counts, samples);
    expect(chi.strays).toBe(0);
    expect(chi.statistic).toBeLessThan(chiSquareQuantile(chi.df));
  });

  it("has no modulo bias for an n that does not divide 2^32 (n = 3·2^20)", () => {
    // With n = 3·2^20, a plain `next() % n` would favour the low third by a factor 1.33.
    const n = 3 * 2 ** 20;
    const rng = Rng.fromSeed("bias");
    const samples = 30_000;
    const thirds = tally(Array.from({ length: samples }, () => Math.floor(rng.below(n) / 2 ** 20)));
    const chi = chiSquare([0, 1, 2], [1 / 3, 1 / 3, 1 / 3], thirds, samples);
    expect(chi.statistic).toBeLessThan(chiSquareQuantile(chi.df));
  });

  it("float() is in [0, 1) with a uniform mean", () => {
    const rng = Rng.fromSeed("float");
    let sum = 0;
    for (let i = 0; i < 20_000; i++) {
      const x = rng.float();
      expect(x >= 0 && x < 1).toBe(true);
      sum += x;
    }
    // Standard error of the mean is 1/sqrt(12·20000) ≈ 0.002.
    expect(Math.abs(sum / 20_000 - 0.5)).toBeLessThan(0.01);
  });
});

describe("rngSource", () => {
  it("draws faces through below(), so the same seed throws the same faces", () => {
    const faces = [10, 20, 30, 40, 50, 60];
    const a = rngSource(Rng.fromSeed(3));
    const rng = Rng.fromSeed(3);
    for (let i = 0; i < 100; i++) expect(a.roll(faces, "d6")).toBe(faces[rng.below(6)]);
  });

  it("rollWhere only returns faces that pass", () => {
    const src = rngSource(Rng.fromSeed(4));
    const faces = [1, 2, 3, 4, 5, 6];
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) seen.add(src.rollWhere!(faces, "d6", (f) => f >= 5));
    expect([...seen].sort()).toEqual([5, 6]);
  });
});

describe("facesSource", () => {
  it("hands out the given faces in order and counts them", () => {
    const src = facesSource([3, 1, 6, 2]);
    const d6 = [1, 2, 3, 4, 5, 6];
    expect(src.remaining()).toBe(4);
    expect([src.roll(d6, "d6"), src.roll(d6, "d6"), src.roll(d6, "d6")]).toEqual([3, 1, 6]);
    expect(src.used()).toBe(3);
    expect(src.remaining()).toBe(1);
    expect(src.roll(d6, "d6")).toBe(2);
    expect(src.remaining()).toBe(0);
  });

  it("accepts faces of any die kind that can show them", () => {
    const src = facesSource([-1, 100, 0]);
    expect(src.roll([-1, 0, 1], "dF")).toBe(-1);
    expect(
      src.roll(
        Array.from({ length: 100 }, (_, i) => i + 1),
        "d%",
      ),
    ).toBe(100);
    expect(src.roll([0, 0, 5], "d{0,0,5}")).toBe(0);
  });

  it("refuses a face the die cannot show, naming the die (code bad_face)", () => {
    const src = facesSource([7]);
    const e = thrown(() => src.roll([1, 2, 3, 4, 5, 6], "d6"));
    expect(e.code).toBe("bad_face");
    expect(e.column).toBeNull();
    expect(e.message).toContain("7");
    expect(e.message).toContain("d6");
  });

  it("refuses a face that is not a whole face of the die", () => {
    for (const f of [0, 2.5, Number.NaN]) {
      expect(thrown(() => facesSource([f]).roll([1, 2, 3], "d3")).code).toBe("bad_face");
    }
  });

  it("says how many faces were given when it runs out (code faces_exhausted)", () => {
    const src = facesSource([1, 2]);
    src.roll([1, 2], "d2");
    src.roll([1, 2], "d2");
    const e = thrown(() => src.roll([1, 2, 3, 4], "d4"));
    expect(e.code).toBe("faces_exhausted");
    expect(e.message).toContain("2 given");
    expect(e.message).toContain("d4");
  });

  it("an empty list runs out at once", () => {
    expect(thrown(() => facesSource([]).roll([1], "d1")).code).toBe("faces_exhausted");
  });
});
