// The range modifier at every bound, and its refusals word for word (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { rangeModifier } from "./range.js";
import { must, refusal } from "./test-fixtures.js";

describe("range", () => {
  const r = { from: 3, to: 8, max: 20 };

  it("DE-ATK-2: a melee weapon has no range to check", () => {
    expect(must(rangeModifier(null, undefined))).toBe(0);
    expect(must(rangeModifier(null, 500))).toBe(0);
  });

  it("DE-ATK-2: every bound is inclusive: 0 m outside the band, the band's ends inside, the maximum allowed", () => {
    const m = (d: number) => must(rangeModifier(r, d));
    expect([m(0), m(2.5), m(3), m(8), m(8.5), m(20)]).toEqual([-2, -2, 0, 0, -2, -2]);
    expect(must(rangeModifier({ from: 0, to: 5, max: 5 }, 0))).toBe(0);
  });

  it("DE-ATK-2: refusals, word for word", () => {
    expect(refusal(rangeModifier(r, undefined))).toEqual({
      code: "invalid",
      path: ["distance"],
      message: "a ranged weapon needs the distance to the target",
    });
    expect(refusal(rangeModifier(r, -1))).toEqual({
      code: "invalid",
      path: ["distance"],
      message: "a distance is a number of metres ≥ 0, got -1",
    });
    expect(refusal(rangeModifier(r, Number.POSITIVE_INFINITY)).message).toBe(
      "a distance is a number of metres ≥ 0, got Infinity",
    );
    expect(refusal(rangeModifier(r, Number.NaN)).path).toEqual(["distance"]);
    expect(refusal(rangeModifier(r, 20.5))).toEqual({
      code: "refused",
      path: ["distance"],
      message: "20.5 m is beyond the weapon's maximum range of 20 m",
    });
  });
});
