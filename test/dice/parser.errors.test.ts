// Parse errors: code, 1-based column, what was expected and a message saying so; the input
// limits; and expressions that parse but are refused when rolled, sampled or asked for odds.

import { describe, expect, it } from "vitest";
import {
  compile,
  type DiceErrorCode,
  limits,
  odds,
  parse,
  Rng,
  rngSource,
  roll,
  tryParse,
} from "../../src/dice/index.js";
import { shape, thrown } from "./helpers/common.js";

const num = (value: number) => ({ type: "number", value });

interface BadInput {
  text: string;
  code: DiceErrorCode;
  column: number;
  /** A phrase the message must contain: what was expected or what limit was hit. */
  mentions: string;
  /** For syntax errors: one of the things listed as expected. */
  expected?: string;
}

const BAD: BadInput[] = [
  { text: "", code: "syntax", column: 1, mentions: "empty", expected: "an expression" },
  { text: "   ", code: "syntax", column: 4, mentions: "empty", expected: "an expression" },
  {
    text: "2d6 kh1",
    code: "syntax",
    column: 5,
    mentions: "expected an operator",
    expected: "the end of the expression",
  },
  { text: "d6d", code: "syntax", column: 3, mentions: "found 'd'", expected: "an operator such as +" },
  {
    text: "1d6>=",
    code: "syntax",
    column: 6,
    mentions: "a number after the comparison",
    expected: "a number after the comparison",
  },
  { text: "(", code: "syntax", column: 2, mentions: "ends too early", expected: "a number" },
  { text: "1d6+", code: "syntax", column: 5, mentions: "ends too early", expected: "a die such as d6" },
  { text: "1)", code: "syntax", column: 2, mentions: "unmatched ')'", expected: "the end of the expression" },
  { text: "(1d20", code: "syntax", column: 6, mentions: "unmatched '(' at column 1" },
  { text: "2 + {1d6, 2d6", code: "syntax", column: 14, mentions: "unmatched '{' at column 5" },
  { text: "max(1d6, 2", code: "syntax", column: 11, mentions: "unmatched '(' at column 4" },
  { text: "3d6sf<2", code: "syntax", column: 4, mentions: "'sf' (subtract failures) is Foundry's" },
  { text: "1d20😀", code: "syntax", column: 5, mentions: "found '😀'" },
  { text: "4d6x", code: "syntax", column: 4, mentions: "Foundry's explode" },
  { text: "4d6KH3", code: "syntax", column: 4, mentions: "lowercase" },
  { text: "d01", code: "bad_value", column: 2, mentions: "leading 0" },
  { text: "01d6", code: "bad_value", column: 1, mentions: "leading 0" },
  { text: "dF.3", code: "bad_value", column: 3, mentions: "dF.1 or dF.2" },
  { text: "abs(1d6", code: "syntax", column: 8, mentions: "unmatched '(' at column 4", expected: "')'" },
  {
    text: "floor(1,2)",
    code: "syntax",
    column: 1,
    mentions: "exactly one argument",
    expected: "one argument",
  },
  { text: "min()", code: "syntax", column: 5, mentions: "expected an expression", expected: "an expression" },
  { text: "foo(1)", code: "syntax", column: 1, mentions: "unknown name 'foo'", expected: "floor(" },
  { text: "floor 2", code: "syntax", column: 7, mentions: "expected '('", expected: "'('" },
  { text: "1d", code: "syntax", column: 3, mentions: "the number of sides", expected: "the number of sides" },
  { text: "d{}", code: "syntax", column: 3, mentions: "a number (a face)", expected: "a number (a face)" },
  { text: "d{1,2", code: "syntax", column: 6, mentions: "expected ',' or '}'", expected: "'}'" },
  {
    text: "4d6f<=1",
    code: "syntax",
    column: 4,
    mentions: "success compare point",
    expected: "a success compare point such as >=5",
  },
  {
    text: "3d6>=5f",
    code: "syntax",
    column: 8,
    mentions: "a comparison such as <=1",
    expected: "a comparison such as <=1 (failure)",
  },
  {
    text: "1 < 2 < 3",
    code: "syntax",
    column: 8,
    mentions: "do not chain",
    expected: "an operator such as +",
  },
  {
    text: "2d6 [fire",
    code: "syntax",
    column: 5,
    mentions: "not closed",
    expected: "']' to close the label",
  },
  { text: "d6[a[b]", code: "syntax", column: 5, mentions: "cannot contain '['", expected: "']'" },
  {
    text: "{1d6}r1",
    code: "syntax",
    column: 6,
    mentions: "found 'r'",
    expected: "the end of the expression",
  },
  { text: "4d6 r1", code: "syntax", column: 5, mentions: "found 'r'", expected: "the end of the expression" },
  { text: "2.5d6", code: "bad_value", column: 1, mentions: "whole number" },
  { text: "d0", code: "bad_value", column: 2, mentions: "at least one side" },
  { text: "d6.5", code: "bad_value", column: 2, mentions: "whole number" },
  { text: "d{1.5}", code: "bad_value", column: 3, mentions: "whole numbers" },
  { text: "3d6kh1.5", code: "bad_value", column: 6, mentions: "whole number" },
  { text: "d6!{0}", code: "bad_value", column: 5, mentions: "between 1 and 1000" },
  { text: "d6!{1001}", code: "bad_value", column: 5, mentions: "between 1 and 1000" },
  { text: "9999999999999999", code: "bad_value", column: 1, mentions: "too large" },
  { text: "20000d6", code: "too_many_dice", column: 1, mentions: "10000" },
  { text: "1 + 10001d6", code: "too_many_dice", column: 5, mentions: "10000" },
  { text: "d2000000", code: "too_many_sides", column: 2, mentions: "1000000" },
  { text: "(1d4)d6khkh", code: "duplicate_modifier", column: 10, mentions: "keep/drop" },
  { text: "4d6kh1kl1", code: "duplicate_modifier", column: 7, mentions: "both ends" },
  { text: "2d6r1ro2", code: "duplicate_modifier", column: 6, mentions: "reroll" },
  { text: "d%!!!", code: "syntax", column: 3, mentions: "'!!!' is not a modifier" },
  { text: "6d6>=5>=4", code: "duplicate_modifier", column: 7, mentions: "success" },
  { text: "d6ss", code: "duplicate_modifier", column: 4, mentions: "sort" },
];

describe("errors", () => {
  it.each(BAD.map((b) => [b.text.length > 20 ? `${b.text.slice(0, 20)}…` : b.text, b] as const))(
    "%j is refused",
    (_, bad) => {
      const e = thrown(() => parse(bad.text));
      expect(e.name).toBe("DiceError");
      expect({ code: e.code, column: e.column }).toEqual({ code: bad.code, column: bad.column });
      expect(e.message).toContain(bad.mentions);
      expect(e.message).toContain(`(column ${bad.column})`);
      if (bad.expected !== undefined) expect(e.expected).toContain(bad.expected);
      if (bad.code !== "syntax") expect(e.expected).toEqual([]);
    },
  );

  it("every syntax error says what was expected", () => {
    for (const bad of BAD.filter((b) => b.code === "syntax")) {
      expect(thrown(() => parse(bad.text)).expected.length, bad.text).toBeGreaterThan(0);
    }
  });

  it(`refuses input over ${limits.MAX_INPUT_LENGTH} characters, pointing just past the limit`, () => {
    const ok = `1${"+1".repeat((limits.MAX_INPUT_LENGTH - 2) / 2)} `;
    expect(ok.length).toBe(limits.MAX_INPUT_LENGTH);
    expect(() => parse(ok)).not.toThrow();
    const e = thrown(() => parse(`${ok} `));
    expect([e.code, e.column]).toEqual(["too_long", 1001]);
    expect(e.message).toContain("1001 characters");
  });

  it(`refuses nesting deeper than ${limits.MAX_DEPTH}, at the bracket that goes too deep`, () => {
    const nest = (n: number) => `${"(".repeat(n)}1${")".repeat(n)}`;
    expect(shape(parse(nest(64)))).toEqual(num(1));
    const e = thrown(() => parse(nest(65)));
    expect([e.code, e.column]).toEqual(["too_deep", 66]);
    expect(e.message).toContain("64 levels");
    expect(thrown(() => parse(`${"{".repeat(65)}1${"}".repeat(65)}`)).code).toBe("too_deep");
    expect(thrown(() => parse(`${"abs(".repeat(65)}1${")".repeat(65)}`)).code).toBe("too_deep");
    expect(thrown(() => parse(`${"-".repeat(65)}1`)).code).toBe("too_deep");
  });

  it("accepts the limits themselves", () => {
    expect(() => parse("10000d6")).not.toThrow();
    expect(() => parse("d1000000")).not.toThrow();
    expect(() => parse("d6!{1000}")).not.toThrow();
  });

  it("tryParse returns the error as a value", () => {
    const bad = tryParse("2d6 kh1");
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.toJSON()).toMatchObject({ code: "syntax", column: 5 });
    const good = tryParse("2d6kh1");
    expect(good.ok && good.expr.type).toBe("dice");
  });

  it("toJSON carries code, column, expected and message", () => {
    const e = thrown(() => parse("1d6>="));
    expect(e.toJSON()).toEqual({
      code: "syntax",
      column: 6,
      expected: ["a number after the comparison"],
      message: "expected a number after the comparison but found the end (column 6)",
    });
  });
});

describe("expressions that parse but cannot be rolled", () => {
  const cases: [string, DiceErrorCode, number][] = [
    ["d1!", "never_stops", 1],
    ["d6r<=6", "never_stops", 1],
    ["2 + d6r<7", "never_stops", 5],
    ["d6max1r1", "never_stops", 1],
    ["d6r1!>=2", "never_stops", 1],
    // Keep/drop across arithmetic is taken ({1d6*2d4}kh1); counting successes across it is not.
    ["{1d6*2d4}kh1>=3", "bad_group", 1],
    ["{1d6kh1+1d6}kh1", "bad_group", 2],
    ["(10000*2)d6", "too_many_dice", 1],
    ["(0-1)d6", "bad_value", 1],
    ["d(1/2)", "bad_value", 2],
  ];
  it.each(cases)(
    "%s is refused by roll, compile and odds with code %s at column %i",
    (text, code, column) => {
      expect(() => parse(text)).not.toThrow();
      const rolled = thrown(() => roll(text, rngSource(Rng.fromSeed(1))));
      const sampled = thrown(() => compile(text)(Rng.fromSeed(1)));
      const exact = thrown(() => odds(text));
      for (const e of [rolled, sampled, exact]) expect([e.code, e.column]).toEqual([code, column]);
    },
  );

  it("a limited explosion of a one-sided die is fine", () => {
    expect(roll("d1!{3}", rngSource(Rng.fromSeed(1))).total).toBe(4);
  });
});
