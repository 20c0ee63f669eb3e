// Tests that kill surviving mutants of `npm run mutate -- src/rulesets/lucidity/rules` (issue 21):
// initiative's record of every d20 and what each was thrown for, ties broken by AWA then by roll-offs,
// and the refusal of a roll-off that never ends.

import { describe, expect, it } from "vitest";
import type { DiceSource } from "../../../dice/index.js";
import { facesSource } from "../../../dice/index.js";
import { EngineError } from "../../../engine/errors.js";
import { rollInitiative } from "./initiative.js";

/** Hands out the given faces and records what each throw was for. */
function scripted(faces: number[]): DiceSource & { names: string[] } {
  const names: string[] = [];
  let i = 0;
  return {
    names,
    roll(sides, name) {
      expect(sides).toHaveLength(20);
      names.push(name);
      return faces[i++]!;
    },
  };
}

describe("Lucidity initiative: what the mutants found open", () => {
  it("LUC-ATTR-5 d20 + AWA, highest first; each throw is named after its combatant", () => {
    const dice = scripted([7, 15, 12]);
    const r = rollInitiative(
      [
        { id: "ann", awa: 2 },
        { id: "bo", awa: -1 },
        { id: "cy", awa: 0 },
      ],
      dice,
    );
    expect(r).toEqual({
      order: ["bo", "cy", "ann"],
      values: { ann: 9, bo: 14, cy: 12 },
      faces: [
        { id: "ann", face: 7, rollOff: 0 },
        { id: "bo", face: 15, rollOff: 0 },
        { id: "cy", face: 12, rollOff: 0 },
      ],
    });
    expect(dice.names).toEqual(["d20 (initiative: ann)", "d20 (initiative: bo)", "d20 (initiative: cy)"]);
  });

  it("LUC-ATTR-5 a tie goes to the higher AWA with no roll-off", () => {
    const dice = scripted([10, 9]);
    const r = rollInitiative(
      [
        { id: "low", awa: 1 },
        { id: "high", awa: 2 },
      ],
      dice,
    );
    expect(r.order).toEqual(["high", "low"]);
    expect(r.faces).toHaveLength(2);
  });

  it("LUC-ATTR-5 a tie on AWA too: the tied roll off among themselves, numbered, until they separate", () => {
    const dice = scripted([10, 10, 20, 4, 4, 3, 8]);
    const r = rollInitiative(
      [
        { id: "a", awa: 1 },
        { id: "b", awa: 1 },
        { id: "c", awa: 3 },
      ],
      dice,
    );
    // c: 20 + 3 = 23 first; a and b both 11 with AWA 1: roll-off 1 ties (4, 4), roll-off 2 gives b.
    expect(r.order).toEqual(["c", "b", "a"]);
    expect(r.values).toEqual({ a: 11, b: 11, c: 23 });
    expect(r.faces).toEqual([
      { id: "a", face: 10, rollOff: 0 },
      { id: "b", face: 10, rollOff: 0 },
      { id: "c", face: 20, rollOff: 0 },
      { id: "a", face: 4, rollOff: 1 },
      { id: "b", face: 4, rollOff: 1 },
      { id: "a", face: 3, rollOff: 2 },
      { id: "b", face: 8, rollOff: 2 },
    ]);
    expect(dice.names.slice(3)).toEqual([
      "d20 (initiative roll-off: a)",
      "d20 (initiative roll-off: b)",
      "d20 (initiative roll-off: a)",
      "d20 (initiative roll-off: b)",
    ]);
  });

  it("LUC-ATTR-5 a roll-off that ties 1,000 times is refused naming the participants", () => {
    const dice = facesSource(Array(2 + 2000).fill(10));
    let error: unknown;
    try {
      rollInitiative(
        [
          { id: "a", awa: 0 },
          { id: "b", awa: 0 },
        ],
        dice,
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({
      code: "refused",
      message: "the initiative roll-off would not end",
      path: ["participants"],
    });
    expect(dice.used()).toBe(2002);
  });
});
