import { describe, expect, it } from "vitest";
import { opts } from "../testing/helpers.js";
import { orderInitiative } from "./initiative.js";

const noRollOff = () => {
  throw new Error("no roll-off expected");
};

describe("initiative order", () => {
  it("OBJ-INIT-3 most successes first", () => {
    const r = orderInitiative(
      [
        { id: "a", successes: 1, dexterity: 3, wisdom: 3 },
        { id: "b", successes: 3, dexterity: 3, wisdom: 3 },
        { id: "c", successes: 2, dexterity: 3, wisdom: 3 },
      ],
      opts(),
      noRollOff,
    );
    expect(r.order).toEqual(["b", "c", "a"]);
  });

  it("OBJ-INIT-4 A (3, DEX 4) and B (3, DEX 5) → B then A", () => {
    const r = orderInitiative(
      [
        { id: "A", successes: 3, dexterity: 4, wisdom: 3 },
        { id: "B", successes: 3, dexterity: 5, wisdom: 3 },
      ],
      opts(),
      noRollOff,
    );
    expect(r.order).toEqual(["B", "A"]);
  });

  it("OBJ-INIT-4 C (2, DEX 3, WIS 4) and D (2, DEX 3, WIS 2) → C then D", () => {
    const r = orderInitiative(
      [
        { id: "D", successes: 2, dexterity: 3, wisdom: 2 },
        { id: "C", successes: 2, dexterity: 3, wisdom: 4 },
      ],
      opts(),
      noRollOff,
    );
    expect(r.order).toEqual(["C", "D"]);
  });

  it("OBJ-INIT-5 E and F both (2, DEX 3, WIS 3) → one shared slot", () => {
    const r = orderInitiative(
      [
        { id: "E", successes: 2, dexterity: 3, wisdom: 3 },
        { id: "F", successes: 2, dexterity: 3, wisdom: 3 },
        { id: "G", successes: 1, dexterity: 6, wisdom: 6 },
      ],
      opts(),
      noRollOff,
    );
    expect(r.slots).toEqual([["E", "F"], ["G"]]);
    expect(r.order).toEqual(["E", "F", "G"]);
  });

  it("OBJ-INIT-5 with initiativeFinalTie random the tied roll off until the tie breaks", () => {
    const rolls = [
      { E: 4, F: 4 },
      { E: 2, F: 6 },
    ];
    let calls = 0;
    const r = orderInitiative(
      [
        { id: "E", successes: 2, dexterity: 3, wisdom: 3 },
        { id: "F", successes: 2, dexterity: 3, wisdom: 3 },
      ],
      opts({ initiativeFinalTie: "random" }),
      () => rolls[calls++]!,
    );
    expect(calls).toBe(2);
    expect(r.slots).toEqual([["F"], ["E"]]);
  });
});
