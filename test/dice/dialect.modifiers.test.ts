// Roll20's and Foundry VTT's documented dice modifiers, each read in every dialect: what it means
// (the canonical form printed back) or the error code it is refused with. The README's "Dialects"
// table states the same rows; a row changed here is a row to change there.

import { describe, expect, it } from "vitest";
import { type Dialect, parse, print } from "../../src/dice/index.js";
import { thrown } from "./helpers/common.js";

/** A canonical form, or `!code` when the dialect refuses the notation. */
type Cell = string;

const ROWS: readonly [written: string, tabula: Cell, roll20: Cell, foundry: Cell][] = [
  // Both tools.
  ["4d6k3", "4d6kh3", "4d6kh3", "4d6kh3"],
  ["4d6kl1", "4d6kl1", "4d6kl1", "4d6kl1"],
  ["4d6d1", "4d6dl1", "4d6dl1", "4d6dl1"],
  ["4d6dh1", "4d6dh1", "4d6dh1", "4d6dh1"],
  ["{4d6+3d8}kh1", "{4d6 + 3d8}kh1", "{4d6 + 3d8}kh1", "{4d6 + 3d8}kh1"],
  ["{3d6,4d6}>10", "{3d6, 4d6}>10", "{3d6, 4d6}>=10", "{3d6, 4d6}>10"],
  ["4dF", "4dF", "4dF", "4dF"],
  ["d%", "d%", "d%", "d%"],
  ["floor(1d6/2)", "floor(1d6 / 2)", "floor(1d6 / 2)", "floor(1d6 / 2)"],
  // Roll20.
  ["4d6!", "4d6!", "4d6!", "4d6!"],
  ["4d6!>4", "4d6!>4", "4d6!>=4", "4d6!>4"],
  ["4d6!!", "4d6!!", "4d6!!", "4d6!!"],
  ["4d6!p>5", "4d6!p>5", "4d6!p>=5", "4d6!p>5"],
  ["4d6r<2", "4d6r<2", "4d6r<=2", "4d6ro<2"],
  ["4d6ro<2", "4d6ro<2", "4d6ro<=2", "!syntax"],
  ["2d8r1r3", "2d8r1r3", "2d8r1r3", "!duplicate_modifier"],
  ["3d6>3f1", "3d6>3f1", "3d6>=3f1", "3d6>3f1"],
  ["d20cs20cf1", "d20cs20cf1", "d20cs20cf1", "!syntax"],
  ["4d6s", "4d6s", "4d6s", "4d6s"],
  ["4d6sa", "4d6s", "4d6s", "4d6s"],
  ["4d6sd", "4d6sd", "4d6sd", "4d6sd"],
  ["4d6m", "!syntax", "!unsupported", "!syntax"],
  ["4d6mt3", "!syntax", "!unsupported", "!syntax"],
  // Foundry.
  ["4d6rr1", "!syntax", "!syntax", "4d6r1"],
  ["4d6x>=5", "!syntax", "!syntax", "4d6!>=5"],
  ["4d6xo", "!syntax", "!syntax", "4d6!o"],
  ["6d6min2max5", "6d6min2max5", "6d6min2max5", "6d6min2max5"],
  ["4d6even", "!syntax", "!syntax", "4d{0,1,0,1,0,1}"],
  ["6d6cs>4", "6d6cs>4", "6d6cs>=4", "6d6>4"],
  ["6d6cf<2", "6d6cf<2", "6d6cf<=2", "6d6<2"],
  ["6d6cs>4df<2", "!syntax", "!syntax", "6d6>4f<2"],
  ["6d6sf<3", "!syntax", "!syntax", "6d{-1,-2,3,4,5,6}"],
  ["6d6kh3sf<3", "!syntax", "!syntax", "!unsupported"],
  ["1d20ms>=15", "!syntax", "!syntax", "1d20 - 15"],
  ["2dc", "!syntax", "!syntax", "2d{0,1}"],
];

const DIALECTS: readonly Dialect[] = ["tabula", "roll20", "foundry"];

function read(text: string, dialect: Dialect): Cell {
  try {
    return print(parse(text, { dialect }));
  } catch {
    return `!${thrown(() => parse(text, { dialect })).code}`;
  }
}

describe("Roll20's and Foundry's documented dice modifiers in every dialect", () => {
  it.each(ROWS)("%s: tabula %s, roll20 %s, foundry %s", (written, ...want) => {
    expect(DIALECTS.map((d) => read(written, d))).toEqual(want);
  });

  it("a refusal in another dialect names the dialect that takes it", () => {
    expect(thrown(() => parse("4d6rr1")).message).toMatch(/--dialect foundry takes rr/);
    expect(thrown(() => parse("6d6sf<3")).message).toMatch(/--dialect foundry takes it/);
    expect(thrown(() => parse("6d6kh3sf<3", { dialect: "foundry" })).message).toMatch(/no other modifier/);
  });
});
