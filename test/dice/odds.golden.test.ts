// Exact odds against known distributions, against order statistics counted by hand, and against
// a brute-force enumeration of every face sequence through the roller. All to 1e-12.

import { describe, expect, it } from "vitest";
import { contest, type Distribution, odds } from "../../src/dice/index.js";
import { enumerate } from "./helpers/enumerate.js";

const EPS = 1e-12;

/** Asserts that a distribution gives exactly these probabilities (and nothing else). */
function expectDist(d: Distribution, expected: Map<number, number> | [number, number][], tol = EPS): void {
  const want = expected instanceof Map ? expected : new Map(expected);
  const values = new Set([...d.values, ...want.keys()]);
  for (const v of values) {
    const diff = Math.abs(d.p(v) - (want.get(v) ?? 0));
    if (diff > tol) expect.fail(`P(${v}) is ${d.p(v)}, expected ${want.get(v) ?? 0} (off by ${diff})`);
  }
}

/** counts[i] / total for the values from..from+n−1 */
function fromCounts(from: number, counts: number[], total: number): [number, number][] {
  return counts.map((c, i) => [from + i, c / total]);
}

/** Plain convolution of two value→probability maps. */
function conv(a: Map<number, number>, b: Map<number, number>): Map<number, number> {
  const out = new Map<number, number>();
  for (const [x, p] of a) for (const [y, q] of b) out.set(x + y, (out.get(x + y) ?? 0) + p * q);
  return out;
}

function binomialPmf(n: number, p: number): [number, number][] {
  const out: [number, number][] = [];
  let c = 1;
  for (let k = 0; k <= n; k++) {
    out.push([k, c * p ** k * (1 - p) ** (n - k)]);
    c = (c * (n - k)) / (k + 1);
  }
  return out;
}

describe("golden distributions", () => {
  it("3d6: counts out of 216, and the summary statistics", () => {
    const d = odds("3d6");
    const counts = [1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1];
    expectDist(d, fromCounts(3, counts, 216));
    expect(d.values).toEqual(Array.from({ length: 16 }, (_, i) => i + 3));
    expect([d.min, d.max, d.lost]).toEqual([3, 18, 0]);
    expect(d.mass).toBeCloseTo(1, 12);
    expect(d.mean).toBeCloseTo(10.5, 12);
    expect(d.stdev).toBeCloseTo(Math.sqrt(35 / 4), 12);
    expect(d.atLeast(10)).toBeCloseTo(135 / 216, 12);
    expect(d.atMost(9)).toBeCloseTo(81 / 216, 12);
    expect(d.atLeast(19)).toBe(0);
    expect(d.atMost(18)).toBeCloseTo(1, 12);
    expect(d.p(2.5)).toBe(0);
    expect(d.percentile(0.5)).toBe(10);
    expect(d.percentile(1 / 216)).toBe(3);
    expect(d.percentile(1)).toBe(18);
    expect(d.pairs()[0]).toEqual([3, d.p(3)]);
    expect(d.pairs()).toHaveLength(16);
  });

  it("4d6kh3: counts out of 1296", () => {
    const counts = [1, 4, 10, 21, 38, 62, 91, 122, 148, 167, 172, 160, 131, 94, 54, 21];
    expect(counts.reduce((a, b) => a + b)).toBe(1296);
    const d = odds("4d6kh3");
    expectDist(d, fromCounts(3, counts, 1296));
    expect(d.mean).toBeCloseTo(15869 / 1296, 12);
  });

  it("2d20kh1 (advantage): P(v) = (2v − 1)/400", () => {
    expectDist(
      odds("2d20kh1"),
      Array.from({ length: 20 }, (_, i) => [i + 1, (2 * (i + 1) - 1) / 400] as [number, number]),
    );
  });

  it("2d20kl1 (disadvantage): P(v) = (41 − 2v)/400", () => {
    expectDist(
      odds("2d20kl1"),
      Array.from({ length: 20 }, (_, i) => [i + 1, (41 - 2 * (i + 1)) / 400] as [number, number]),
    );
  });

  it("6d6>=5 is binomial(6, 1/3); 10d10>=8f1 nets successes minus ones", () => {
    expectDist(odds("6d6>=5"), binomialPmf(6, 1 / 3));
    const net = new Map<number, number>();
    // Each die: +1 with 3/10, −1 with 1/10, 0 otherwise.
    let acc = new Map([[0, 1]]);
    const die = new Map([
      [1, 0.3],
      [-1, 0.1],
      [0, 0.6],
    ]);
    for (let i = 0; i < 10; i++) acc = conv(acc, die);
    for (const [v, p] of acc) net.set(v, p);
    expectDist(odds("10d10>=8f1"), net);
  });

  it("4dF: coefficients of (1 + x + x²)⁴ over 81", () => {
    expectDist(odds("4dF"), fromCounts(-4, [1, 4, 10, 16, 19, 16, 10, 4, 1], 81));
  });

  it("d% is uniform on 1..100", () => {
    expectDist(
      odds("d%"),
      Array.from({ length: 100 }, (_, i) => [i + 1, 0.01] as [number, number]),
    );
  });

  it("d{1,1,2,3} weighs a repeated face twice", () => {
    expectDist(odds("d{1,1,2,3}"), [
      [1, 0.5],
      [2, 0.25],
      [3, 0.25],
    ]);
  });

  it("1d6!: P(v) = (1/6)^(floor((v−1)/6)+1) off multiples of 6, and 0 on them", () => {
    const d = odds("1d6!");
    for (let v = 1; v <= 60; v++) {
      const want = v % 6 === 0 ? 0 : (1 / 6) ** (Math.floor((v - 1) / 6) + 1);
      expect(Math.abs(d.p(v) - want), `P(${v})`).toBeLessThan(EPS);
    }
    expect(d.mean).toBeCloseTo(4.2, 12);
    expect(d.lost).toBeLessThan(1e-14);
    expect(Math.abs(d.mass + d.lost - 1)).toBeLessThan(EPS);
  });

  it("1d6!! compounds to the same totals as 1d6!", () => {
    expectDist(odds("1d6!!"), odds("1d6!").pairs());
  });

  it("1d6!p: after a 6, each die counts one less (6..10 at 1/36, 11..15 at 1/216, …)", () => {
    const d = odds("1d6!p");
    const want = new Map<number, number>();
    for (let v = 1; v <= 5; v++) want.set(v, 1 / 6);
    for (let k = 0; k < 12; k++) for (let j = 0; j < 5; j++) want.set(6 + 5 * k + j, (1 / 6) ** (k + 2));
    for (let v = 1; v <= 60; v++) expect(Math.abs(d.p(v) - (want.get(v) ?? 0)), `P(${v})`).toBeLessThan(EPS);
  });

  it("2d6!o: each die is 1..5 at 1/6 or 7..12 at 1/36", () => {
    const die = new Map<number, number>();
    for (let v = 1; v <= 5; v++) die.set(v, 1 / 6);
    for (let v = 7; v <= 12; v++) die.set(v, 1 / 36);
    expectDist(odds("2d6!o"), conv(die, die));
  });

  it("4d6r1 is four dice uniform on 2..6; 1d6ro1 leaves a 1 at 1/36", () => {
    const die = new Map([2, 3, 4, 5, 6].map((v) => [v, 1 / 5]));
    expectDist(odds("4d6r1"), conv(conv(die, die), conv(die, die)));
    expectDist(
      odds("1d10r<=2"),
      [3, 4, 5, 6, 7, 8, 9, 10].map((v) => [v, 1 / 8] as [number, number]),
    );
    expectDist(odds("1d6ro1"), [[1, 1 / 36], ...[2, 3, 4, 5, 6].map((v) => [v, 7 / 36] as [number, number])]);
  });

  it("contest 1d20 vs 1d20: tie 1/20, win = lose = 19/40", () => {
    const c = contest(odds("1d20"), odds("1d20"));
    expect(Math.abs(c.tie - 1 / 20)).toBeLessThan(EPS);
    expect(Math.abs(c.win - 19 / 40)).toBeLessThan(EPS);
    expect(Math.abs(c.lose - 19 / 40)).toBeLessThan(EPS);
  });

  it("contest 1d20+5 vs 1d20: win 280/400, tie 15/400, lose 105/400", () => {
    const c = contest(odds("1d20+5"), odds("1d20"));
    expect(Math.abs(c.win - 280 / 400)).toBeLessThan(EPS);
    expect(Math.abs(c.tie - 15 / 400)).toBeLessThan(EPS);
    expect(Math.abs(c.lose - 105 / 400)).toBeLessThan(EPS);
  });

  it("d20+4 >= 15 is 1 or 0, each with probability 1/2", () => {
    expectDist(odds("d20+4 >= 15"), [
      [0, 0.5],
      [1, 0.5],
    ]);
  });

  it("3d12!{10} >= 30 matches a hand-built chain of at most ten explosions", () => {
    const die = new Map<number, number>();
    for (let t = 0; t < 10; t++) for (let r = 1; r <= 11; r++) die.set(12 * t + r, (1 / 12) ** (t + 1));
    for (let f = 1; f <= 12; f++) die.set(120 + f, (1 / 12) ** 11);
    const sum = conv(conv(die, die), die);
    let atLeast30 = 0;
    for (const [v, p] of sum) if (v >= 30) atLeast30 += p;
    expectDist(odds("3d12!{10} >= 30"), [
      [0, 1 - atLeast30],
      [1, atLeast30],
    ]);
    expectDist(odds("3d12!{10}"), sum);
  });

  it("100d6 has mean 350 and variance 100·35/12", () => {
    const d = odds("100d6");
    expect(d.mean).toBeCloseTo(350, 9);
    expect(d.variance).toBeCloseTo((100 * 35) / 12, 8);
    expect(Math.abs(d.mass - 1)).toBeLessThan(EPS);
  });
});

// Keep/drop over bigger pools, checked by summing over every multiset of faces.
interface Pool {
  count: number;
  faces: number[];
}

function* compositions(n: number, parts: number): Generator<number[]> {
  if (parts === 1) {
    yield [n];
    return;
  }
  for (let i = 0; i <= n; i++) for (const rest of compositions(n - i, parts - 1)) yield [i, ...rest];
}

function multisetOdds(
  pools: Pool[],
  select: (sortedDesc: number[]) => number[],
  score: (v: number) => number = (v) => v,
): Map<number, number> {
  const fact = (n: number): number => (n <= 1 ? 1 : n * fact(n - 1));
  let outcomes: { vals: number[]; p: number }[] = [{ vals: [], p: 1 }];
  for (const pool of pools) {
    const next: typeof outcomes = [];
    const s = pool.faces.length;
    for (const c of compositions(pool.count, s)) {
      let p = fact(pool.count) / s ** pool.count;
      const vals: number[] = [];
      c.forEach((k, i) => {
        p /= fact(k);
        for (let j = 0; j < k; j++) vals.push(pool.faces[i]!);
      });
      for (const o of outcomes) next.push({ vals: [...o.vals, ...vals], p: o.p * p });
    }
    outcomes = next;
  }
  const out = new Map<number, number>();
  for (const o of outcomes) {
    const kept = select([...o.vals].sort((a, b) => b - a));
    const total = kept.reduce((acc, v) => acc + score(v), 0);
    out.set(total, (out.get(total) ?? 0) + o.p);
  }
  return out;
}

const dn = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe("keep/drop over larger pools, against every multiset", () => {
  it.each([
    ["8d6kh3", [{ count: 8, faces: dn(6) }], (s: number[]) => s.slice(0, 3)],
    ["10d6kl4", [{ count: 10, faces: dn(6) }], (s: number[]) => s.slice(-4)],
    ["7d10dh2", [{ count: 7, faces: dn(10) }], (s: number[]) => s.slice(2)],
    ["9d4dl4", [{ count: 9, faces: dn(4) }], (s: number[]) => s.slice(0, 5)],
    [
      "{5d6+4d8}kh2",
      [
        { count: 5, faces: dn(6) },
        { count: 4, faces: dn(8) },
      ],
      (s: number[]) => s.slice(0, 2),
    ],
    [
      "{3d4+3d6+2d8}kl3",
      [
        { count: 3, faces: dn(4) },
        { count: 3, faces: dn(6) },
        { count: 2, faces: dn(8) },
      ],
      (s: number[]) => s.slice(-3),
    ],
  ] as const)("%s", (expr, pools, select) => {
    expectDist(odds(expr), multisetOdds([...pools], select));
  });

  it("6d8kh3>=6 counts successes among the kept dice", () => {
    const want = multisetOdds(
      [{ count: 6, faces: dn(8) }],
      (s) => s.slice(0, 3),
      (v) => (v >= 6 ? 1 : 0),
    );
    expectDist(odds("6d8kh3>=6"), want);
  });
});

/** Expressions small enough to roll every face sequence; unlimited chains are cut below 1e-17. */
const BRUTE_FORCE: string[] = [
  "3d4",
  "4d4kh3",
  "4d4kl2",
  "4d4dh1",
  "4d4dl2",
  "2d4r1",
  "1d6r1 + 1d4r>3",
  "1d3r<2 + 1d3r>2",
  "3d4ro1",
  "2d6ro<3",
  "3d6min2max5",
  "2d4min3ro",
  "5d6>=5",
  "5d6>=5f1",
  "4d6kh2>=4",
  "4dF>=1f=-1",
  "2d6!{2}",
  "2d6!!{2}",
  "2d6!p{2}",
  "2d6!!p{2}kh1",
  "2d4!o>=3",
  "3d4!{2}kh2",
  "2d4>=3!{2}",
  "3d3!p{2}kh2>=2",
  "1d6r1!{1}",
  "d{1,1,2,3}!{2} + dF",
  "1d6!",
  "2d4!!",
  "1d4!p",
  "{1d6, 1d8}kh1",
  "{1d4, 1d6, 1d8}kl2",
  "{2d4, 1d6}>=4f1",
  "{1d4, 2d4}dh1",
  "{2d4+1d6}kh2",
  "{2d4+2d6}>=4",
  "{1d4!{2}+1d6}kh1",
  "{1d4+1d4}dl1>=3",
  "{2d4+1d6}kh2>=4",
  "{1d4!{1}+2d4}dl1>=3",
  "{(1d2)d4+1d6}kh1",
  "{2d4r1+1d6min3}kh2",
  "{2d4!{1}+1d6}>=4f1",
  "{1d4!!{1}+1d6!p{1}}kl1",
  "{{1d4, 1d6}kh1, 1d6}kl1",
  "{d(1d3+1)+1d4}kh1",
  "floor(1d6/4) + ceil(1d6/4)",
  "round(2d6/3)",
  "1d8/1d2",
  "max(1d6, 1d8) - min(1d4, 1d4)",
  "abs(1d6 - 1d6)",
  "1d6 * 1d4 - 1d3",
  "-1d6 + 2d3kh1",
  "2d6 >= 1d12",
  "(1d4)d6",
  "d(1d4+1)",
  "(1d3)d(1d4)kh1",
  "(1d3)d4!{1}",
];

describe("odds() agrees with rolling every face sequence", () => {
  it.each(BRUTE_FORCE)("%s", (expr) => {
    const brute = enumerate(expr, { minWeight: 1e-17 });
    expect(brute.pruned).toBeLessThan(EPS);
    const d = odds(expr);
    expect(d.lost).toBeLessThan(EPS);
    expectDist(d, brute.dist, EPS + brute.pruned);
    expect(Math.abs(d.mass + d.lost - 1)).toBeLessThan(EPS);
  });

  it("the enumerator itself is exact on 2d6", () => {
    const e = enumerate("2d6");
    expect(e.leaves).toBe(36);
    expect(e.pruned).toBe(0);
    expect(e.dist.get(7)).toBeCloseTo(6 / 36, 15);
  });
});
