// Tests written to kill surviving mutants of validate.ts's creation checks (issue 21): a recorded roll
// whose score or modifier does not match its faces, the roll method's seven rolls, and rolled and
// array values never mixed.
import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { book } from "../testing/helpers.js";
import { createByRolling, METHOD_EXAMPLES } from "./create.js";
import type { LucidityCharacter } from "./schema.js";
import { sheetIssues } from "./validate.js";

const o = book();
const FACES = [6, 6, 6, 1, 6, 5, 5, 1, 5, 4, 4, 1, 4, 3, 3, 1, 3, 3, 2, 1, 2, 2, 1, 1, 1, 1, 1, 1];
const rolled = createByRolling({ ...METHOD_EXAMPLES.roll, takeArrayIfBetter: false }, facesSource(FACES), o);
const issues = (c: LucidityCharacter) => sheetIssues(c, o).map((i) => [i.path.join("."), i.code, i.message]);
const withCreation = (patch: Partial<LucidityCharacter["creation"]>) => ({
  ...rolled,
  creation: { ...rolled.creation, ...patch },
});

describe("creation records", () => {
  it("LUC-GEN-1 a rolled character as created has no issue", () => {
    expect(issues(rolled)).toEqual([]);
  });

  it("LUC-GEN-1 LUC-GEN-2 a recorded roll must match its faces: score, then modifier", () => {
    const rolls = rolled.creation.rolls.map((r, i) =>
      i === 0 ? { ...r, score: 17 } : i === 1 ? { ...r, modifier: 3 } : r,
    );
    expect(issues(withCreation({ rolls }))).toEqual([
      ["creation.rolls.0.score", "creation", "faces 6, 6, 6, 1 make 18"],
      ["creation.rolls.0.modifier", "creation", "score 17 gives +2"],
      ["creation.rolls.1.modifier", "creation", "score 16 gives +2"],
      [
        "creation.attributes",
        "creation",
        "the level-1 attributes must be the 7 rolled modifiers (rolled and array values cannot be mixed)",
      ],
    ]);
  });

  it("LUC-GEN-1 the roll method records 7 rolls", () => {
    expect(issues(withCreation({ rolls: rolled.creation.rolls.slice(0, 6) }))).toEqual([
      ["creation.rolls", "creation", "the roll method records 7 rolls"],
    ]);
  });

  it("LUC-GEN-4 rolled and array values cannot be mixed, either way", () => {
    const attributes = { ...rolled.creation.attributes, STR: 2 };
    expect(issues(withCreation({ attributes }))).toEqual([
      [
        "creation.attributes",
        "creation",
        "the level-1 attributes must be the 7 rolled modifiers (rolled and array values cannot be mixed)",
      ],
    ]);
    expect(issues(withCreation({ method: "array", rolls: [] }))).toEqual([
      ["creation.attributes", "creation", "the array method uses exactly +2, +1, +1, +1, +0, +0, −1"],
    ]);
  });
});
