// The notation parser: the tree each notation feature produces (positions aside).

import { describe, expect, it } from "vitest";
import { type DiceMods, type Expr, parse } from "../../src/dice/index.js";
import { shape } from "./helpers/common.js";

const num = (value: number) => ({ type: "number", value });

function dice(text: string): Extract<Expr, { type: "dice" }> {
  const e = parse(text);
  expect(e.type).toBe("dice");
  return e as Extract<Expr, { type: "dice" }>;
}

describe("numbers and dice", () => {
  it.each([
    ["7", 7],
    ["1.5", 1.5],
    [".5", 0.5],
    ["007", 7],
  ])("%s is a number node", (text, value) => {
    expect(shape(parse(text))).toEqual(num(value));
  });

  it("d20 has no count (one die) and 20 sides", () => {
    expect(shape(parse("d20"))).toEqual({
      type: "dice",
      count: null,
      die: { kind: "standard", sides: num(20) },
      mods: {},
    });
  });

  it("3d6 has count 3", () => {
    expect(shape(dice("3d6").count)).toEqual(num(3));
  });

  it.each([
    ["d%", { kind: "percent" }],
    ["4dF", { kind: "fate" }],
    ["d{1,1,2,3}", { kind: "custom", faces: [1, 1, 2, 3] }],
    ["d{ -1, 0, +1 }", { kind: "custom", faces: [-1, 0, 1] }],
  ])("%s has the right die kind", (text, die) => {
    expect(shape(dice(text).die)).toEqual(die);
  });

  it("(1d4)d6 takes its count from an expression", () => {
    expect(shape(dice("(1d4)d6").count)).toMatchObject({
      type: "dice",
      count: num(1),
      die: { sides: num(4) },
    });
  });

  it("(2)d6 keeps a plain number as the count", () => {
    expect(shape(dice("(2)d6").count)).toEqual(num(2));
  });

  it("d(1d4+2) takes its sides from an expression", () => {
    expect(shape(dice("d(1d4+2)").die)).toMatchObject({
      kind: "standard",
      sides: { type: "binary", op: "+", left: { type: "dice" }, right: num(2) },
    });
  });
});

describe("modifiers", () => {
  const cases: [string, DiceMods][] = [
    ["4d6k", { keep: { kind: "kh", count: 1 } }],
    ["4d6kh3", { keep: { kind: "kh", count: 3 } }],
    ["4d6kh", { keep: { kind: "kh", count: 1 } }],
    ["4d6kl2", { keep: { kind: "kl", count: 2 } }],
    ["4d6dh1", { keep: { kind: "dh", count: 1 } }],
    ["4d6dl", { keep: { kind: "dl", count: 1 } }],
    ["4d6d2", { keep: { kind: "dl", count: 2 } }],
    ["4d6r", { reroll: { once: false, compare: null } }],
    ["4d6r1", { reroll: { once: false, compare: { op: "=", value: 1 } } }],
    ["4d6r<3", { reroll: { once: false, compare: { op: "<", value: 3 } } }],
    ["4d6ro", { reroll: { once: true, compare: null } }],
    ["4d6ro>=5", { reroll: { once: true, compare: { op: ">=", value: 5 } } }],
    ["3d6!", { explode: { compound: false, penetrate: false, limit: null, compare: null } }],
    ["3d6!!", { explode: { compound: true, penetrate: false, limit: null, compare: null } }],
    ["3d6!p", { explode: { compound: false, penetrate: true, limit: null, compare: null } }],
    ["3d6!!p", { explode: { compound: true, penetrate: true, limit: null, compare: null } }],
    ["3d6!o", { explode: { compound: false, penetrate: false, limit: 1, compare: null } }],
    ["3d6!{3}", { explode: { compound: false, penetrate: false, limit: 3, compare: null } }],
    [
      "3d6!>=5",
      { explode: { compound: false, penetrate: false, limit: null, compare: { op: ">=", value: 5 } } },
    ],
    [
      "3d6!p{2}<=2",
      { explode: { compound: false, penetrate: true, limit: 2, compare: { op: "<=", value: 2 } } },
    ],
    [
      "3d6!5",
      { explode: { compound: false, penetrate: false, limit: null, compare: { op: "=", value: 5 } } },
    ],
    ["6d6>=5", { success: { op: ">=", value: 5 } }],
    ["6d6=6", { success: { op: "=", value: 6 } }],
    ["6d6<>3", { success: { op: "<>", value: 3 } }],
    ["6d6<3", { success: { op: "<", value: 3 } }],
    ["6d6>4", { success: { op: ">", value: 4 } }],
    ["6d6>=5f1", { success: { op: ">=", value: 5 }, failure: { op: "=", value: 1 } }],
    ["6d6>=5f<=2", { success: { op: ">=", value: 5 }, failure: { op: "<=", value: 2 } }],
    ["4dF>=-1", { success: { op: ">=", value: -1 } }],
    ["d20cs", { critSuccess: null }],
    ["d20cs>=19", { critSuccess: { op: ">=", value: 19 } }],
    ["d20cf", { critFailure: null }],
    ["d20cf2", { critFailure: { op: "=", value: 2 } }],
    ["4d6s", { sort: "asc" }],
    ["4d6sa", { sort: "asc" }],
    ["4d6sd", { sort: "desc" }],
    ["4d6min2", { min: 2 }],
    ["4d6max5", { max: 5 }],
    ["4d6min-1", { min: -1 }],
    [
      "4d6min2max5r1!kh3>=4cs",
      {
        min: 2,
        max: 5,
        reroll: { once: false, compare: { op: "=", value: 1 } },
        explode: { compound: false, penetrate: false, limit: null, compare: null },
        keep: { kind: "kh", count: 3 },
        success: { op: ">=", value: 4 },
        critSuccess: null,
      },
    ],
  ];
  it.each(cases)("%s parses to its modifiers", (text, mods) => {
    expect(dice(text).mods).toEqual(mods);
  });

  it("modifiers apply in fixed phases whatever the written order", () => {
    expect(dice("4d6kh3!").mods).toEqual(dice("4d6!kh3").mods);
    expect(dice("4d6kh3r1min2").mods).toEqual(dice("4d6min2r1kh3").mods);
  });

  it("a compare point after r, !, cs or cf belongs to that modifier, not to success", () => {
    expect(dice("6d6!>=5").mods).toEqual({
      explode: { compound: false, penetrate: false, limit: null, compare: { op: ">=", value: 5 } },
    });
    expect(dice("6d6>=5!").mods).toEqual({
      success: { op: ">=", value: 5 },
      explode: { compound: false, penetrate: false, limit: null, compare: null },
    });
  });

  it("!{1} is the same as !o", () => {
    expect(dice("3d6!{1}").mods).toEqual(dice("3d6!o").mods);
  });
});

describe("expressions", () => {
  it("* binds tighter than +, and both associate to the left", () => {
    expect(shape(parse("1+2*3"))).toEqual({
      type: "binary",
      op: "+",
      left: num(1),
      right: { type: "binary", op: "*", left: num(2), right: num(3) },
    });
    expect(shape(parse("8-2-1"))).toEqual({
      type: "binary",
      op: "-",
      left: { type: "binary", op: "-", left: num(8), right: num(2) },
      right: num(1),
    });
    expect(shape(parse("8/2*3"))).toMatchObject({ op: "*", left: { op: "/" } });
  });

  it("parentheses leave no node of their own", () => {
    expect(shape(parse("(1+2)*3"))).toMatchObject({ op: "*", left: { op: "+" } });
    expect(shape(parse("((7))"))).toEqual(num(7));
  });

  it("unary minus is a negate node and unary plus vanishes", () => {
    expect(shape(parse("-1d6"))).toMatchObject({ type: "negate", operand: { type: "dice" } });
    expect(shape(parse("--3"))).toEqual({ type: "negate", operand: { type: "negate", operand: num(3) } });
    expect(shape(parse("+3"))).toEqual(num(3));
  });

  it.each(["floor", "ceil", "round", "abs"] as const)("%s takes one argument", (fn) => {
    expect(shape(parse(`${fn}(1d6/2)`))).toMatchObject({
      type: "call",
      fn,
      args: [{ type: "binary", op: "/" }],
    });
  });

  it("min and max take any number of arguments; names ignore case", () => {
    expect(shape(parse("max(1d6, 3, 2d4)"))).toMatchObject({
      type: "call",
      fn: "max",
      args: [{}, num(3), {}],
    });
    expect(shape(parse("MIN(1)"))).toEqual({ type: "call", fn: "min", args: [num(1)] });
  });

  it("a comparison written with spaces compares whole expressions", () => {
    expect(shape(parse("d20+4 >= 15"))).toMatchObject({
      type: "compare",
      op: ">=",
      left: { type: "binary", op: "+" },
      right: num(15),
    });
    expect(shape(parse("6d6 >= 5"))).toMatchObject({ type: "compare", left: { type: "dice", mods: {} } });
  });

  it("a comparison after a number (not dice) is a whole-expression comparison even without spaces", () => {
    expect(shape(parse("d20+4>=15"))).toMatchObject({ type: "compare", op: ">=" });
  });

  it.each(["=", "<>", "<", ">", "<=", ">="])("comparison %s", (op) => {
    expect(shape(parse(`1d6 ${op} 3`))).toMatchObject({ type: "compare", op });
  });

  it("groups hold items and accept keep, success, failure and sort", () => {
    expect(shape(parse("{1d6, 2d6}kh1"))).toMatchObject({
      type: "group",
      items: [{ type: "dice" }, { type: "dice" }],
      mods: { keep: { kind: "kh", count: 1 } },
    });
    expect(shape(parse("{4d6+3d8}kh1"))).toMatchObject({
      type: "group",
      items: [{ type: "binary", op: "+" }],
    });
    expect((parse("{1d6, 1d8}>=4f1sd") as { mods: unknown }).mods).toEqual({
      success: { op: ">=", value: 4 },
      failure: { op: "=", value: 1 },
      sort: "desc",
    });
  });

  it("a label touching a term names that term; after a space at the end it names the whole roll", () => {
    expect(shape(parse("2d6[fire]+3"))).toMatchObject({
      type: "binary",
      left: { type: "dice", label: "fire" },
    });
    const whole = parse("2d6+3 [fire]");
    expect(whole).toMatchObject({ type: "binary", label: "fire" });
    expect((whole as { left: Expr }).left.label).toBeUndefined();
    expect(parse("1d20 [ to hit ]").label).toBe("to hit");
  });

  it("spaces around operators and at the ends are ignored", () => {
    expect(shape(parse("  1d6  +\t2 \n"))).toEqual(shape(parse("1d6+2")));
  });

  it("records positions as 0-based offsets", () => {
    const e = parse(" 1d6 + 20");
    expect(e.span).toEqual({ start: 1, end: 9 });
    expect((e as { right: Expr }).right.span).toEqual({ start: 7, end: 9 });
  });
});
