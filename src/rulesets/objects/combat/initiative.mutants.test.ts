// Tests written to kill surviving mutants of initiative.ts (issue 21): the roll-off's limit, shared
// slots of three, and the pool initiative is rolled with.
import { describe, expect, it } from "vitest";
import { EngineError } from "../../../engine/errors.js";
import { opts } from "../testing/helpers.js";
import { INITIATIVE_POOL, orderInitiative } from "./initiative.js";

const tied = (...ids: string[]) => ids.map((id) => ({ id, successes: 2, dexterity: 3, wisdom: 3 }));

describe("initiative order, edges", () => {
  it("OBJ-INIT-2 initiative rolls DEX + Dodge, no trait, and a 0-dice pool still rolls (scores 0)", () => {
    expect(INITIATIVE_POOL).toEqual({
      attributes: ["dexterity"],
      skill: "dodge",
      trait: null,
      zeroIsRoll: true,
    });
  });

  it("OBJ-INIT-5 three tied share one slot, listed once, in order", () => {
    const r = orderInitiative(
      [{ id: "Z", successes: 4, dexterity: 1, wisdom: 1 }, ...tied("A", "B", "C")],
      opts(),
      () => {
        throw new Error("no roll-off expected");
      },
    );
    expect(r.order).toEqual(["Z", "A", "B", "C"]);
    expect(r.slots).toEqual([["Z"], ["A", "B", "C"]]);
  });

  it("OBJ-INIT-5 a roll-off that ties 999 times and breaks on the 1000th still orders", () => {
    let calls = 0;
    const r = orderInitiative(tied("E", "F"), opts({ initiativeFinalTie: "random" }), () =>
      ++calls < 1000 ? { E: 3, F: 3 } : { E: 5, F: 1 },
    );
    expect(calls).toBe(1000);
    expect(r.order).toEqual(["E", "F"]);
    expect(r.slots).toEqual([["E"], ["F"]]);
  });

  it("OBJ-INIT-5 a roll-off that never breaks is refused after 1000 rounds", () => {
    let calls = 0;
    const run = () =>
      orderInitiative(tied("E", "F"), opts({ initiativeFinalTie: "random" }), () => {
        calls++;
        return { E: 2, F: 2 };
      });
    expect(run).toThrow(EngineError);
    expect(calls).toBe(1000);
    try {
      run();
    } catch (e) {
      expect(e).toMatchObject({
        code: "refused",
        message: "the initiative roll-off would not end",
        path: ["participants"],
      });
    }
  });
});
