// Supply dice (pure): the chain, stepping down on 1–3, exact chances, resupplying.

import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { EngineError } from "../../../engine/errors.js";
import { SUPPLY_CHAIN } from "../data/supply.js";
import { rat } from "./rational.js";
import {
  resupply,
  rollSupply,
  stepDown,
  stepDownChance,
  stepUp,
  supplyOdds,
  supplyResult,
} from "./supply.js";

/** One supply roll with a scripted face: what the die becomes. */
const rolled = (die: Parameters<typeof supplyResult>[0], face: number) => {
  const dice = facesSource([face]);
  const use = rollSupply(die, 1, dice, false);
  expect(dice.used()).toBe(1);
  expect(use.throws[0]).toEqual(supplyResult(die, face));
  return use.to;
};

describe("supply dice", () => {
  it("B15-SUP-1 sizes from largest: d12, d10, d8, d6, d4, then Empty", () => {
    expect(SUPPLY_CHAIN).toEqual(["d12", "d10", "d8", "d6", "d4", "empty"]);
    expect(stepDown("d12")).toBe("d10");
    expect(stepDown("d4")).toBe("empty");
    expect(stepDown("empty")).toBe("empty");
  });

  it("B15-SUP-3 d8 showing 3 → d6; d8 showing 4 → d8", () => {
    expect(rolled("d8", 3)).toBe("d6");
    expect(rolled("d8", 4)).toBe("d8");
  });

  it("B15-SUP-3 d12 showing 1 → d10; d6 showing 2 → d4", () => {
    expect(rolled("d12", 1)).toBe("d10");
    expect(rolled("d6", 2)).toBe("d4");
  });

  it("B15-SUP-3 d4 showing 3 → Empty; d4 showing 4 → d4", () => {
    expect(rolled("d4", 3)).toBe("empty");
    expect(rolled("d4", 4)).toBe("d4");
  });

  it("B15-SUP-3 per roll P(step down) = 3/sides: d12 1/4, d10 3/10, d8 3/8, d6 1/2, d4 3/4", () => {
    expect(stepDownChance("d12")).toEqual(rat(1, 4));
    expect(stepDownChance("d10")).toEqual(rat(3, 10));
    expect(stepDownChance("d8")).toEqual(rat(3, 8));
    expect(stepDownChance("d6")).toEqual(rat(1, 2));
    expect(stepDownChance("d4")).toEqual(rat(3, 4));
    expect(supplyOdds("d8", 1).ends).toEqual(
      new Map([
        ["d6", rat(3, 8)],
        ["d8", rat(5, 8)],
      ]),
    );
  });

  it("B15-SUP-2 two rolls for one use follow the chain exactly; a die that empties stops rolling", () => {
    const o = supplyOdds("d4", 2);
    // d4 → empty 3/4 at once; else stays d4 (1/4) and rolls again: empty 3/16, d4 1/16
    expect(o.ends.get("empty")).toEqual(rat(15, 16));
    expect(o.ends.get("d4")).toEqual(rat(1, 16));
    expect(o.noShortfall).toEqual(rat(1, 16));
    const dice = facesSource([2, 4]);
    const use = rollSupply("d4", 2, dice, false);
    expect(use.throws).toHaveLength(1);
    expect(use.to).toBe("empty");
    expect(dice.remaining()).toBe(1);
  });

  it("B15-SUP-4 an Empty supply cannot be rolled: refused as out of supplies", () => {
    let error: unknown;
    try {
      rollSupply("empty", 1, facesSource([4]), false, ["item"], "The kit");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe("refused");
    expect((error as EngineError).message).toBe("The kit is out of supplies");
  });

  it("B15-SUP-5 the use goes ahead whatever the roll, unless supplyFailBlocksUse", () => {
    expect(rollSupply("d4", 1, facesSource([1]), false).useSucceeds).toBe(true);
    expect(rollSupply("d4", 1, facesSource([1]), true).useSucceeds).toBe(false);
    expect(rollSupply("d4", 1, facesSource([4]), true).useSucceeds).toBe(true);
  });

  it("B15-SUP-6 resupplying restores the starting die, or grows one size with no size above d12", () => {
    expect(resupply("d4", "d10", "restore-starting-die")).toBe("d10");
    expect(resupply("empty", "d8", "restore-starting-die")).toBe("d8");
    expect(resupply("empty", "d8", "step-up-one")).toBe("d4");
    expect(resupply("d6", "d8", "step-up-one")).toBe("d8");
    expect(resupply("d12", "d12", "step-up-one")).toBe("d12");
    expect(stepUp("d12")).toBe("d12");
  });
});
