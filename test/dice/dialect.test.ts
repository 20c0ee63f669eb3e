// Dialects (issue 20): Roll20's and Foundry VTT's dice notation read into Tabula's tree, printed
// back in Tabula's canonical form; features that are not dice are refused, naming the feature.

import { describe, expect, it } from "vitest";
import { type Dialect, odds, parse, print, Rng, rngSource, roll, tryParse } from "../../src/dice/index.js";
import { thrown } from "./helpers/common.js";

const canonical = (text: string, dialect: Dialect) => print(parse(text, { dialect }));

describe("the roll20 dialect", () => {
  it.each([
    ["3d6>3", "3d6>=3"], // a bare > means "at least"
    ["6d6<2", "6d6<=2"],
    ["d6!>5", "d6!>=5"],
    ["2d8r1r2", "2d8r1r2"], // chained rerolls: a set of points, printed as written
    ["2d8r1r3", "2d8r1r3"], // any set, not only a run from 1
    ["4d10ro1ro<3ro10", "4d10ro1ro<=3ro10"],
    ["2d8r<2", "2d8r<=2"],
    ["d20cs>19cf<2", "d20cs>=19cf<=2"],
    ["1d20+5 to hit", "1d20 + 5"], // a description after the roll
    ["/roll 4d6kh3", "4d6kh3"],
    ["2d6!!", "2d6!!"],
  ])("%s reads as %s", (text, want) => {
    expect(canonical(text, "roll20")).toBe(want);
  });

  it("refuses chained rerolls of mixed kinds or repeated points, and match marking, saying why", () => {
    for (const text of ["2d8r1ro3", "2d8r1r1", "2d8r<3r"]) {
      expect(thrown(() => parse(text, { dialect: "roll20" })).code, text).toBe("duplicate_modifier");
    }
    const m = thrown(() => parse("4d6mt", { dialect: "roll20" }));
    expect([m.code, m.column]).toEqual(["unsupported", 4]);
    expect(m.message).toMatch(/match marking/);
  });
});

describe("the foundry dialect", () => {
  it.each([
    ["4d6r1", "4d6ro1"], // r rerolls once
    ["4d6rr1", "4d6r1"], // rr until
    ["4d6x", "4d6!"],
    ["4d6xo", "4d6!o"],
    ["4d6x>=5", "4d6!>=5"],
    ["6d6cs>4", "6d6>4"], // count successes
    ["6d6cf<2", "6d6<2"], // count failures alone
    ["6d6cs>4df<2", "6d6>4f<2"], // deduct failures
    ["1d20ms>=15", "1d20 - 15"], // margin of success
    ["/gmr 1d20 # sneaking", "1d20"],
    ["/r 2d20kh", "2d20kh1"],
    ["4d6even", "4d{0,1,0,1,0,1}"], // count even faces
    ["3d4odd", "3d{1,0,1,0}"], // count odd faces
    ["2d{1,2,2,3}even + 1", "2d{0,1,1,0} + 1"],
    ["6d6sf<3", "6d{-1,-2,3,4,5,6}"], // subtract failures: a failed die counts as its negative
    ["4d6sf", "4d{-1,2,3,4,5,6}"], // no point: the lowest face fails
    ["2d{0,2,5}sf=5", "2d{0,2,-5}"],
  ])("%s reads as %s", (text, want) => {
    expect(canonical(text, "foundry")).toBe(want);
  });

  it("takes even and odd only on dice with known faces and no other modifier", () => {
    for (const text of [
      "4d6kh3even",
      "4dFeven",
      "4d(1d6)odd",
      "4d6evenodd",
      "6d6kh3sf<2",
      "4d(1d6)sf",
      "4d6evensf",
    ]) {
      const e = thrown(() => parse(text, { dialect: "foundry" }));
      expect(["unsupported", "duplicate_modifier"], text).toContain(e.code);
    }
    // The default dialect names the foundry dialect in its hint.
    expect(thrown(() => parse("4d6even")).message).toMatch(/foundry dialect takes even/);
    expect(thrown(() => parse("6d6sf<3")).message).toMatch(/--dialect foundry takes it/);
  });

  it("gives the same odds and rolls as the canonical form it prints", () => {
    for (const text of ["4d6r1", "6d6cs>4df<2", "1d20ms>=15", "3d6x", "6d6sf<3"]) {
      const tree = parse(text, { dialect: "foundry" });
      const back = print(tree);
      expect(odds(text, { dialect: "foundry" }).pairs()).toEqual(odds(back).pairs());
      const a = roll(text, rngSource(Rng.fromSeed(5)), { dialect: "foundry" });
      const b = roll(back, rngSource(Rng.fromSeed(5)));
      expect(a.total).toBe(b.total);
      expect(a.canonical).toBe(back);
    }
  });

  it("the same text means what its dialect says, even through the parse cache", () => {
    const src = () => rngSource(Rng.fromSeed(9));
    expect(roll("4d6r1", src(), { dialect: "foundry" }).canonical).toBe("4d6ro1");
    expect(roll("4d6r1", src()).canonical).toBe("4d6r1");
  });

  it("refuses chained rerolls: Foundry applies each on what the one before left, not one set", () => {
    expect(thrown(() => parse("4d6rr1rr3", { dialect: "foundry" })).code).toBe("duplicate_modifier");
  });
});

describe("features that are not dice", () => {
  it.each([
    ["1d20 + ?{Bonus|0}", "query", 8],
    ["1d20 + @{strength}", "attribute", 8],
    ["1d20 + @str", "attribute", 8],
    ["[[1d20]]", "inline-roll", 1],
    ["1t[loot]", "table", 1],
  ])("%s is refused in every dialect, naming the feature", (text, feature, column) => {
    for (const dialect of ["tabula", "roll20", "foundry"] as const) {
      const e = thrown(() => parse(text, { dialect }));
      expect([e.code, e.column]).toEqual(["unsupported", column]);
      expect(e.message).toContain(feature);
      expect(e.message).toContain("Tabula does not take it");
    }
  });

  it("an unknown dialect is refused", () => {
    expect(thrown(() => parse("1d6", { dialect: "owlbear" as Dialect })).code).toBe("bad_value");
  });

  it("the default dialect names the dialect that takes a close miss", () => {
    const r = tryParse("4d6x");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/--dialect foundry/);
  });
});
