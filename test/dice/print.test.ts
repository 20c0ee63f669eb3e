// Canonical printing: print(parse(x)) for a table of inputs, and that the canonical form is a
// fixed point which parses back to the same tree.

import { describe, expect, it } from "vitest";
import { parse, print } from "../../src/dice/index.js";
import { shape } from "./helpers/common.js";

describe("canonical printing", () => {
  const table: [string, string][] = [
    ["4d6k", "4d6kh1"],
    ["4d6d1", "4d6dl1"],
    ["4d6kl", "4d6kl1"],
    ["4d6dh", "4d6dh1"],
    ["1d20+5", "1d20 + 5"],
    ["2d6+3 [fire]", "2d6 + 3 [fire]"],
    ["2d6[fire]+3", "2d6[fire] + 3"],
    ["d20", "d20"],
    ["(2)d6", "2d6"],
    ["d(6)", "d6"],
    ["4d6kh3!", "4d6!kh3"],
    ["3d6!{1}", "3d6!o"],
    ["3d6!{3}>=5", "3d6!{3}>=5"],
    ["6d6>=5", "6d6>=5"],
    ["6d6>=5!", "6d6>=5!"],
    ["6d6!>=5", "6d6!>=5"],
    ["6d6!>=5>=4", "6d6>=4!>=5"],
    ["6d6r1>=4", "6d6>=4r1"],
    ["6d6>=5f<=1", "6d6>=5f<=1"],
    ["4d6sa", "4d6s"],
    ["4d6sdcscf", "4d6cscfsd"],
    ["d20cf1cs>=19", "d20cs>=19cf1"],
    ["4d6kh3min2max5", "4d6min2max5kh3"],
    ["d{ 1, 1 ,2 }", "d{1,1,2}"],
    ["1d6 = 1", "1d6 = 1"],
    ["d20+4>=15", "d20 + 4 >= 15"],
    ["floor(7/2)", "floor(7 / 2)"],
    ["FLOOR(1.5)", "floor(1.5)"],
    ["max(1,2 ,3)", "max(1, 2, 3)"],
    ["+3", "3"],
    [".5", "0.5"],
    ["2-(3-4)", "2 - (3 - 4)"],
    ["(2-3)-4", "2 - 3 - 4"],
    ["2*(3+4)", "2 * (3 + 4)"],
    ["(2*3)+4", "2 * 3 + 4"],
    ["2/(3*4)", "2 / (3 * 4)"],
    ["-(1d6+2)", "-(1d6 + 2)"],
    ["1--2", "1 - -2"],
    ["(1d4+1)d6", "(1d4 + 1)d6"],
    ["d(1d4+2)", "d(1d4 + 2)"],
    ["(1<2) < 3", "(1 < 2) < 3"],
    ["{1d6,2d6}kh1", "{1d6, 2d6}kh1"],
    ["{4d6+3d8}kh1", "{4d6 + 3d8}kh1"],
    ["(1d6+1)[x]*2", "(1d6 + 1)[x] * 2"],
    ["d6 [ a b ]", "d6[a b]"],
  ];
  it.each(table)("%s prints as %s", (text, canonical) => {
    expect(print(parse(text))).toBe(canonical);
  });

  it.each(table)("%s: the canonical form is a fixed point", (text) => {
    const once = print(parse(text));
    expect(print(parse(once))).toBe(once);
    expect(shape(parse(once))).toEqual(shape(parse(text)));
  });

  it.each([
    ["1d6 + 0.0000001", 1e-7],
    ["6d6>=0.0000005", 5e-7],
    ["4d6min0.0000001", 1e-7],
  ])("a tiny decimal in %s prints as notation that parses back", (text, value) => {
    const once = print(parse(text));
    expect(() => parse(once)).not.toThrow();
    expect(JSON.stringify(shape(parse(once)))).toContain(String(value));
  });
});
