// Tests that kill mutants of supply.ts that survived `npm run mutate -- src/rulesets/beat15/rules`
// (issue 21): a die that empties part way through a use's odds, an Empty die's odds, a shortfall on
// any roll of a use, and what the refusal and the dice say.

import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { EngineError } from "../../../engine/errors.js";
import { rat } from "./rational.js";
import { rollSupply, supplyOdds } from "./supply.js";

describe("supply dice: what the mutants found open", () => {
  it("B15-SUP-2 B15-SUP-3 odds of a d4 used with two rolls: a die that empties on the first rolls no more", () => {
    const odds = supplyOdds("d4", 2);
    expect(odds.ends).toEqual(
      new Map([
        ["empty", rat(15, 16)],
        ["d4", rat(1, 16)],
      ]),
    );
    expect(odds.noShortfall).toEqual(rat(1, 16));
  });

  it("B15-SUP-4 an Empty die's odds: it stays Empty, and a use without shortfall is impossible", () => {
    const odds = supplyOdds("empty", 2);
    expect(odds.ends).toEqual(new Map([["empty", rat(1)]]));
    expect(odds.noShortfall).toEqual(rat(0));
  });

  it("B15-SUP-5 with supplyFailBlocksUse a step down on any roll of the use spoils it, not only when every roll does", () => {
    const use = rollSupply("d8", 2, facesSource([2, 5]), true);
    expect(use.throws.map((t) => t.steppedDown)).toEqual([true, false]);
    expect([use.to, use.useSucceeds]).toEqual(["d6", false]);
  });

  it("B15-SUP-4 an Empty item is refused as 'the item is out of supplies' unless named, with no path unless given", () => {
    let error: unknown;
    try {
      rollSupply("empty", 1, facesSource([]), false);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ code: "refused", message: "the item is out of supplies", path: [] });
  });

  it("B15-SUP-2 each supply roll is thrown named for its die", () => {
    expect(() => rollSupply("d8", 1, facesSource([]), false)).toThrow("for a supply d8");
  });
});
