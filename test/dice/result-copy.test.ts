// issue 18: a roll's result spreads, clones and serialises with every field. Its tree and dice are
// built when first read (src/dice/lazy.ts), through own enumerable accessors, so a copy taken
// before any field was read must still carry every documented field, equal to what reading the
// fields gives on the same roll.

import { describe, expect, it } from "vitest";
import {
  type Dialect,
  facesSource,
  parse,
  Rng,
  type RollResult,
  rngSource,
  roll,
} from "../../src/dice/index.js";

const FIELDS = ["canonical", "total", "tree", "dice"];

/** One notation for each kind of result node and each kind of die a result can hold. */
const KINDS: [string, Dialect?][] = [
  ["7"],
  ["1d20+5"],
  ["-1d6"],
  ["4d6kh3"],
  ["10d10!kh3"],
  ["3d6!!"],
  ["2d6!p"],
  ["{4d6+3d8}kh1"],
  ["{1d20, 1d20}kh1"],
  ["{4d6}>10"],
  ["8d6>=5"],
  ["4dF"],
  ["2d%"],
  ["1d{1,1,2}"],
  ["(1d4)d6"],
  ["2d(1d6+2)"],
  ["floor(1d6/2)"],
  ["max(1d6, 1d8)"],
  ["1d20 > 10"],
  ["2d8r1"],
  ["3d6ro<2"],
  ["1d20cs>19cf1"],
  ["5d10>=8f1"],
  ["1d6max2.5"],
  ["3d6sa"],
  ["2d8r1r3", "roll20"],
  ["4d6x6", "foundry"],
];

/** The fields as a reader sees them, read one by one from a second roll with the same seed. */
function readFields(text: string, dialect: Dialect | undefined, seed: number): RollResult {
  const r = roll(text, rngSource(Rng.fromSeed(seed)), { dialect });
  return { canonical: r.canonical, total: r.total, tree: r.tree, dice: r.dice };
}

describe("a seeded roll's result copies whole", () => {
  for (const [text, dialect] of KINDS) {
    const name = dialect ? `${text} (${dialect})` : text;
    it(`${name}: spread, structuredClone and JSON carry every field`, () => {
      for (const seed of [1, 2, 3]) {
        const read = readFields(text, dialect, seed);
        // Fresh results for each copy: nothing read before copying.
        const fresh = () => roll(text, rngSource(Rng.fromSeed(seed)), { dialect });
        const spread = { ...fresh() };
        expect(Object.keys(spread)).toEqual(FIELDS);
        expect(spread).toEqual(read);
        expect(structuredClone(fresh())).toEqual(read);
        expect(JSON.parse(JSON.stringify(fresh()))).toEqual(JSON.parse(JSON.stringify(read)));
        expect(Object.fromEntries(Object.entries(fresh()))).toEqual(read);
        // A tree handed in (not from the parse cache) prints its notation when read: the same.
        const handed = roll(parse(text, { dialect }), rngSource(Rng.fromSeed(seed)));
        expect(Object.keys(handed)).toEqual(FIELDS);
        expect(structuredClone(handed)).toEqual(read);
      }
    });
  }

  it("the copies hold dice: a roll with dice has them in every copy", () => {
    const r = roll("4d6kh3", rngSource(Rng.fromSeed(9)));
    const copy = structuredClone(r);
    expect(copy.dice).toHaveLength(4);
    expect(copy.dice.filter((d) => d.kept)).toHaveLength(3);
    expect(copy.total).toBe(copy.dice.filter((d) => d.kept).reduce((s, d) => s + d.value, 0));
  });

  it("writing a field keeps the written value, and copies carry it", () => {
    const r = roll("2d6", rngSource(Rng.fromSeed(4)));
    r.dice = [];
    r.canonical = "two dice";
    r.total = 99;
    const tree = { type: "number" as const, total: 99 };
    r.tree = tree;
    expect({ ...r }).toEqual({ canonical: "two dice", total: 99, tree, dice: [] });
    expect(structuredClone(r)).toEqual({ canonical: "two dice", total: 99, tree, dice: [] });
  });

  it("a result from faces read off physical dice (no seed) copies whole too", () => {
    const r = roll("3d6kh2", facesSource([3, 5, 2]));
    expect(Object.keys(r)).toEqual(FIELDS);
    const copy = structuredClone(r);
    expect(copy).toEqual({ canonical: r.canonical, total: 8, tree: r.tree, dice: r.dice });
    expect(copy.dice.map((d) => [d.value, d.kept])).toEqual([
      [3, true],
      [5, true],
      [2, false],
    ]);
  });
});
