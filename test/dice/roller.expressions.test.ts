// The roller above the dice: labels, groups (items and pooled), dynamic counts and sides,
// arithmetic, functions, comparisons and the limits of one roll.

import { describe, expect, it } from "vitest";
import { type GroupResult, isDiceError, Rng, rngSource, roll } from "../../src/dice/index.js";
import { thrown } from "./helpers/common.js";
import { asDice, flags, values, withFaces } from "./helpers/roll.js";

describe("labels", () => {
  it("labels a term and the whole roll", () => {
    const r = withFaces("2d6[fire] + 1d4[cold] + 3 [damage]", [1, 2, 3]);
    expect(r.total).toBe(9);
    expect(r.tree.label).toBe("damage");
    expect(r.tree).toMatchObject({ left: { left: { label: "fire" }, right: { label: "cold" } } });
  });

  it("the term notation leaves its label out", () => {
    expect(asDice(withFaces("2d6[fire]", [1, 2]).tree)).toMatchObject({ notation: "2d6", label: "fire" });
  });
});

describe("groups", () => {
  it("keeps the best item total", () => {
    const r = withFaces("{1d6, 1d8}kh1", [3, 7]);
    const g = r.tree as GroupResult;
    expect(r.total).toBe(7);
    expect(g.pooled).toBe(false);
    expect(g.items.map((i) => [i.node.total, i.kept])).toEqual([
      [3, false],
      [7, true],
    ]);
  });

  it("without modifiers sums its items", () => {
    expect(withFaces("{1d6, 2, 1d4}", [3, 4]).total).toBe(9);
  });

  it("counts items as successes", () => {
    const r = withFaces("{3d6, 2d6, 1d6}>=8", [3, 3, 3, 6, 1, 5]);
    const g = r.tree as GroupResult;
    expect(r.total).toBe(1);
    expect(g.items.map((i) => i.success)).toEqual([true, null, null]);
  });

  it("counts failures among items", () => {
    expect(withFaces("{1d6, 1d6, 1d6}>=5f1", [6, 1, 3]).total).toBe(0);
  });

  it("sorts its items by total", () => {
    const g = withFaces("{1d6, 1d6, 1d6}sd", [2, 6, 4]).tree as GroupResult;
    expect(g.items.map((i) => i.node.total)).toEqual([6, 4, 2]);
  });

  it("a single-item group with keep pools the dice of its terms", () => {
    const r = withFaces("{2d6+1d8}kh1", [3, 5, 7]);
    const g = r.tree as GroupResult;
    expect(r.total).toBe(7);
    expect(g.pooled).toBe(true);
    expect(flags(r, "kept")).toEqual([false, false, true]);
    // Each term's total is its share of the kept pool.
    expect(g.items.map((i) => i.node.total)).toEqual([0, 7]);
  });

  it("a single-item group with a success count compares the item's total, as rpg-dice-roller does", () => {
    // {4d6}>10 is 1 when the sum of the four dice is over 10 (the peer's meaning), not a count of dice.
    const r = withFaces("{2d6+2d8}>=6", [6, 2, 8, 5]);
    expect(r.total).toBe(1);
    expect((r.tree as GroupResult).pooled).toBe(false);
    expect(withFaces("{4d6}>10", [1, 2, 3, 4]).total).toBe(0);
    expect(withFaces("{4d6}>10", [1, 2, 3, 5]).total).toBe(1);
  });

  it("{4d6+3d8}kh1 keeps the single highest die of seven", () => {
    expect(withFaces("{4d6+3d8}kh1", [6, 2, 3, 4, 5, 7, 1]).total).toBe(7);
  });
});

describe("dynamic counts and sides", () => {
  it("(1d4)d6 rolls its count first", () => {
    const r = withFaces("(1d4)d6", [3, 2, 5, 6]);
    const d = asDice(r.tree);
    expect(d.count).toBe(3);
    expect(d.countRoll?.total).toBe(3);
    expect(r.total).toBe(13);
    expect(values(r)).toEqual([3, 2, 5, 6]);
  });

  it("d(1d4+2) rolls its sides first", () => {
    const r = withFaces("d(1d4+2)", [2, 4]);
    const d = asDice(r.tree);
    expect(d.sidesRoll?.total).toBe(4);
    expect(r.dice[1]).toMatchObject({ die: "d4", sides: 4, value: 4 });
    expect(r.total).toBe(4);
  });

  it("a plain number count or sides records no sub-roll", () => {
    const d = asDice(withFaces("2d6", [1, 2]).tree);
    expect(d.countRoll).toBeUndefined();
    expect(d.sidesRoll).toBeUndefined();
  });

  it("refuses a negative count, a die that would never stop, and a zero count of sides", () => {
    expect(thrown(() => withFaces("(1d2-3)d6", [1])).code).toBe("bad_value");
    expect(thrown(() => withFaces("d(1d2)!", [1])).code).toBe("never_stops");
    expect(thrown(() => withFaces("d(1d2-1)", [1])).code).toBe("bad_value");
  });
});

describe("arithmetic, functions and comparisons", () => {
  it("refuses division by zero, at the divisor's column", () => {
    const e = thrown(() => withFaces("1d6/(1d2-1)", [3, 1]));
    expect([e.code, e.column]).toEqual(["division_by_zero", 5]);
    expect(withFaces("1d6/(1d2-1)", [3, 2]).total).toBe(3);
    expect(thrown(() => withFaces("4/0", [])).column).toBe(3);
  });

  it.each([
    ["floor(1d6/2)", [5], 2],
    ["ceil(1d6/2)", [5], 3],
    ["round(1d6/2)", [5], 3],
    ["round(1d6/2)", [3], 2],
    ["abs(1 - 1d6)", [6], 5],
    ["min(1d6, 1d6)", [4, 2], 2],
    ["max(1d6, 3, 1d4)", [1, 2], 3],
    ["1d6/4", [3], 0.75],
    ["-1d6", [4], -4],
    ["1d20+4 >= 15", [11], 1],
    ["1d20+4 >= 15", [10], 0],
    ["1d6 <> 3", [3], 0],
    ["2d6 = 7", [3, 4], 1],
  ] as const)("%s with faces %j is %d", (expr, faces, total) => {
    expect(withFaces(expr, [...faces]).total).toBe(total);
  });

  it("never returns -0", () => {
    expect(Object.is(withFaces("-(1d2-1)", [1]).total, 0)).toBe(true);
    expect(Object.is(withFaces("0 * -1d6", [3]).total, 0)).toBe(true);
  });

  it("a total is finite or the roll is refused: huge products overflow to Infinity", () => {
    const expr = Array(25).fill("999999999999999").join(" * ");
    let total: number | undefined;
    try {
      total = roll(expr, rngSource(Rng.fromSeed(1))).total;
    } catch (e) {
      expect(isDiceError(e)).toBe(true);
    }
    if (total !== undefined) expect(Number.isFinite(total), `the total was ${total}`).toBe(true);
  });
});

describe("limits while rolling", () => {
  it("counts the dice of every term against the limit", () => {
    expect(thrown(() => roll("6000d6 + 6000d6", rngSource(Rng.fromSeed(1)))).code).toBe("too_many_dice");
  });

  it("10000d10000kh5000 rolls", () => {
    const r = roll("10000d10000kh5000", rngSource(Rng.fromSeed(1)));
    expect(r.dice).toHaveLength(10_000);
    expect(r.dice.filter((d) => d.kept)).toHaveLength(5000);
  });

  it("a reroll that matches all faces but one still finishes (after 100 rerolls it draws a passing face)", () => {
    const r = roll("20d1000r<=999", rngSource(Rng.fromSeed(1)));
    expect(r.total).toBe(20_000);
  });
});
