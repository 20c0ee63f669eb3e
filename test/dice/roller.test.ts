// The roller, die by die: each phase (keep/drop, explode, reroll, success counting, critical
// marks, sorting) scripted with given faces, and the result tree explaining every die.

import { describe, expect, it } from "vitest";
import { Rng, rngSource, roll } from "../../src/dice/index.js";
import { asDice, flags, values, withFaces } from "./helpers/roll.js";

describe("plain dice", () => {
  it("sums the faces and explains each die", () => {
    const r = withFaces("3d6 + 2", [4, 1, 6]);
    expect(r.total).toBe(13);
    expect(r.canonical).toBe("3d6 + 2");
    expect(r.dice).toHaveLength(3);
    expect(r.dice[0]).toEqual({
      sides: 6,
      die: "d6",
      value: 4,
      kept: true,
      exploded: false,
      explosion: false,
      rerolled: false,
      rerolls: [],
      success: null,
      critical: null,
    });
  });

  it("names each die kind and its number of sides", () => {
    const r = withFaces("dF + d% + d{1,1,2,3} + d20", [-1, 100, 3, 20]);
    expect(r.total).toBe(122);
    expect(r.dice.map((d) => [d.die, d.sides])).toEqual([
      ["dF", 3],
      ["d%", 100],
      ["d{1,1,2,3}", 4],
      ["d20", 20],
    ]);
  });

  it("canonical is the printed form of what was rolled", () => {
    expect(withFaces("4d6k", [1, 2, 3, 4]).canonical).toBe("4d6kh1");
  });

  it("the tree mirrors the expression", () => {
    const r = withFaces("2d6 - 1d4 * 2", [3, 4, 2]);
    expect(r.total).toBe(3);
    expect(r.tree).toMatchObject({
      type: "binary",
      op: "-",
      total: 3,
      left: { type: "dice", notation: "2d6", count: 2, total: 7 },
      right: {
        type: "binary",
        op: "*",
        total: 4,
        left: { type: "dice", total: 2 },
        right: { type: "number", total: 2 },
      },
    });
  });

  it("0d6 throws nothing and totals 0", () => {
    const r = withFaces("0d6 + 1", []);
    expect(r.total).toBe(1);
    expect(r.dice).toEqual([]);
  });
});

describe("keep and drop", () => {
  it("4d6kh3 with faces 1,5,3,6 drops the 1 and totals 14", () => {
    const r = withFaces("4d6kh3", [1, 5, 3, 6]);
    expect(r.total).toBe(14);
    expect(flags(r, "kept")).toEqual([false, true, true, true]);
  });

  it.each([
    ["4d6kl1", [4, 2, 2, 5], 2, [false, true, false, false]],
    ["4d6kh2", [5, 6, 5, 1], 11, [true, true, false, false]],
    ["4d6dh1", [6, 1, 6, 2], 9, [false, true, true, true]],
    ["4d6dl1", [3, 1, 1, 5], 9, [true, false, true, true]],
    ["4d6d2", [3, 1, 4, 5], 9, [false, false, true, true]],
    ["2d6kh5", [3, 4], 7, [true, true]],
    ["2d6dl5", [3, 4], 0, [false, false]],
    ["3d6kh0", [3, 4, 5], 0, [false, false, false]],
  ] as const)("%s with faces %j totals %i; ties go to the earlier die", (expr, faces, total, kept) => {
    const r = withFaces(expr, [...faces]);
    expect(r.total).toBe(total);
    expect(flags(r, "kept")).toEqual(kept);
  });
});

describe("keep and drop over larger pools", () => {
  /** What keep/drop should select: the best `count` (or all but them), earlier dice first on ties. */
  function expectedKept(values: number[], kind: "kh" | "kl" | "dh" | "dl", count: number): boolean[] {
    const high = kind === "kh" || kind === "dh";
    const order = values
      .map((_, i) => i)
      .sort((a, b) => (high ? values[b]! - values[a]! : values[a]! - values[b]!) || a - b);
    const front = new Set(order.slice(0, Math.min(count, values.length)));
    const keepFront = kind === "kh" || kind === "kl";
    return values.map((_, i) => front.has(i) === keepFront);
  }

  it.each([
    ["100d6kh20", "kh", 20],
    ["100d6kh30", "kh", 30],
    ["100d6kl17", "kl", 17],
    ["70d6dh50", "dh", 50],
    ["90d4dl65", "dl", 65],
    ["40d6kl10", "kl", 10],
    ["12d6kh5", "kh", 5],
    ["12d6dl11", "dl", 11],
  ] as const)("%s keeps exactly the right dice, ties to the earlier (50 seeds)", (expr, kind, count) => {
    for (let seed = 0; seed < 50; seed++) {
      const r = roll(expr, rngSource(Rng.fromSeed(seed)));
      const faces = values(r);
      expect(flags(r, "kept")).toEqual(expectedKept(faces, kind, count));
      expect(r.total).toBe(faces.reduce((t, v, i) => t + (r.dice[i]!.kept ? v : 0), 0));
    }
  });
});

describe("explosions", () => {
  it("3d6! with faces 6,2,6,6,1,4 adds a die per 6", () => {
    const r = withFaces("3d6!", [6, 2, 6, 6, 1, 4]);
    expect(r.total).toBe(25);
    expect(values(r)).toEqual([6, 2, 6, 6, 1, 4]);
    expect(flags(r, "exploded")).toEqual([true, false, true, true, false, false]);
    expect(flags(r, "explosion")).toEqual([false, true, false, true, true, false]);
    expect(asDice(r.tree).count).toBe(3);
  });

  it("!>=5 explodes on 5 and 6", () => {
    const r = withFaces("1d6!>=5", [5, 6, 2]);
    expect(r.total).toBe(13);
    expect(flags(r, "exploded")).toEqual([true, true, false]);
  });

  it("!o explodes at most once per die; the extra die does not explode", () => {
    const r = withFaces("2d6!o", [6, 6, 2]);
    expect(r.total).toBe(14);
    expect(flags(r, "exploded")).toEqual([true, false, false]);
    expect(flags(r, "explosion")).toEqual([false, true, false]);
  });

  it("!{2} stops after two explosions", () => {
    const r = withFaces("1d6!{2}", [6, 6, 6]);
    expect(r.total).toBe(18);
    expect(r.dice).toHaveLength(3);
  });

  it("!! compounds into one die and lists the parts", () => {
    const r = withFaces("2d6!!", [6, 6, 3, 2]);
    expect(r.total).toBe(17);
    expect(r.dice).toHaveLength(2);
    expect(r.dice[0]).toMatchObject({ value: 15, parts: [6, 6, 3], exploded: true, explosion: false });
    expect(r.dice[1]).toMatchObject({ value: 2, exploded: false });
    expect(r.dice[1]!.parts).toBeUndefined();
  });

  it("!!{2} compounds at most twice", () => {
    expect(withFaces("1d6!!{2}", [6, 6, 6]).dice[0]).toMatchObject({ value: 18, parts: [6, 6, 6] });
  });

  it("!p counts each added die one less, but explodes on the face shown", () => {
    const r = withFaces("2d6!p", [6, 6, 3, 2]);
    expect(values(r)).toEqual([6, 5, 2, 2]);
    expect(flags(r, "exploded")).toEqual([true, true, false, false]);
    expect(r.total).toBe(15);
  });

  it("!!p compounds penetrating parts", () => {
    const r = withFaces("1d6!!p", [6, 6, 3]);
    expect(r.dice[0]).toMatchObject({ value: 13, parts: [6, 5, 2] });
    expect(withFaces("1d6!!p", [6, 1]).dice[0]).toMatchObject({ value: 6, parts: [6, 0] });
  });

  it("explodes on the clamped face", () => {
    const r = withFaces("1d6max4!", [5, 4, 2]);
    expect(values(r)).toEqual([4, 4, 2]);
    expect(r.total).toBe(10);
  });

  it("explosion dice join the pool for keep", () => {
    const r = withFaces("2d6!kh2", [6, 5, 1]);
    expect(values(r)).toEqual([6, 5, 1]);
    expect(flags(r, "kept")).toEqual([true, true, false]);
    expect(r.total).toBe(11);
  });
});

describe("rerolls", () => {
  it("4d6r1 with faces 1,1,3,4,5,6 rerolls the first die twice", () => {
    const r = withFaces("4d6r1", [1, 1, 3, 4, 5, 6]);
    expect(r.total).toBe(18);
    expect(values(r)).toEqual([3, 4, 5, 6]);
    expect(r.dice[0]).toMatchObject({ rerolled: true, rerolls: [1, 1] });
    expect(flags(r, "rerolled")).toEqual([true, false, false, false]);
  });

  it("r with no compare point rerolls the lowest face", () => {
    expect(withFaces("1d6r", [1, 2]).total).toBe(2);
    expect(withFaces("1d6min3r", [2, 1, 5]).dice[0]).toMatchObject({ value: 5, rerolls: [3, 3] });
  });

  it("ro rerolls once and keeps the second throw even if it matches", () => {
    const r = withFaces("2d6ro1", [1, 1, 2]);
    expect(values(r)).toEqual([1, 2]);
    expect(r.dice[0]).toMatchObject({ rerolled: true, rerolls: [1] });
    expect(r.total).toBe(3);
  });

  it("r<3 rerolls every face below 3", () => {
    const r = withFaces("3d6r<3", [2, 1, 5, 6, 4]);
    expect(values(r)).toEqual([5, 6, 4]);
    expect(r.dice[0]!.rerolls).toEqual([2, 1]);
    expect(r.total).toBe(15);
  });

  it("explosion dice are rerolled too, and the rerolls are recorded on them", () => {
    const r = withFaces("1d6r1!", [6, 1, 3]);
    expect(values(r)).toEqual([6, 3]);
    expect(r.dice[1]).toMatchObject({ explosion: true, rerolls: [1] });
  });

  it("compounded rerolls are collected on the one die", () => {
    expect(withFaces("1d6r1!!", [1, 6, 1, 2]).dice[0]).toMatchObject({
      value: 8,
      rerolls: [1, 1],
      parts: [6, 2],
    });
  });
});

describe("success and failure counting", () => {
  it("counts dice at or above the compare point, and subtracts failures", () => {
    const r = withFaces("5d6>=5f1", [5, 6, 1, 4, 5]);
    expect(r.total).toBe(2);
    expect(flags(r, "success")).toEqual([true, true, false, null, true]);
    expect(withFaces("5d6>=5", [5, 6, 1, 4, 5]).total).toBe(3);
  });

  it("only kept dice count", () => {
    const r = withFaces("4d6kh2>=5", [6, 5, 5, 1]);
    expect(r.total).toBe(2);
    expect(flags(r, "success")).toEqual([true, true, null, null]);
  });

  it("6d6>=5! explodes on 6 and counts the added dice; 6d6!>=5 explodes on 5+ and sums", () => {
    expect(withFaces("2d6>=5!", [6, 5, 2]).total).toBe(2);
    expect(withFaces("2d6!>=5", [5, 2, 3]).total).toBe(10);
  });

  it("penetrating explosion dice count their reduced value", () => {
    // >=6 counts, !p explodes on the 6 shown: the added dice count 5 and 0.
    expect(withFaces("1d6>=6!p", [6, 6, 1]).total).toBe(1);
    expect(withFaces("1d6>=5!p", [6, 6, 1]).total).toBe(2);
  });

  it("dF counts -1, 0, +1 and can be counted", () => {
    expect(withFaces("4dF", [-1, 0, 1, 1]).total).toBe(1);
    expect(withFaces("4dF>=1f=-1", [-1, 0, 1, 1]).total).toBe(1);
  });
});

describe("critical marks and sorting", () => {
  it.each([
    [[19], "success"],
    [[20], "success"],
    [[1], "failure"],
    [[10], null],
  ] as const)("d20cs>=19cf with face %j is marked %s", (faces, mark) => {
    const r = withFaces("d20cs>=19cf", [...faces]);
    expect(r.dice[0]!.critical).toBe(mark);
    expect(r.total).toBe(faces[0]);
  });

  it("cs defaults to the highest face and cf to the lowest (after clamping)", () => {
    expect(flags(withFaces("3d6cscf", [6, 1, 3]), "critical")).toEqual(["success", "failure", null]);
    expect(flags(withFaces("2d6max5cs", [6, 5]), "critical")).toEqual(["success", "success"]);
  });

  it("s sorts ascending and sd descending, without changing the total", () => {
    expect(values(withFaces("4d6s", [3, 1, 4, 2]))).toEqual([1, 2, 3, 4]);
    const r = withFaces("4d6sd", [3, 1, 4, 2]);
    expect(values(r)).toEqual([4, 3, 2, 1]);
    expect(r.total).toBe(10);
  });

  it("sorting keeps each die's kept flag with it", () => {
    const r = withFaces("4d6kh3s", [6, 1, 4, 2]);
    expect(r.dice.map((d) => [d.value, d.kept])).toEqual([
      [1, false],
      [2, true],
      [4, true],
      [6, true],
    ]);
    expect(r.total).toBe(12);
  });
});
