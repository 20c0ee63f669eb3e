// Tests that kill mutants of levels.ts and generate.ts that survived
// `npm run mutate -- src/rulesets/lucidity/rules` (issue 21): the XP still needed at and below the
// cap, a cap below the printed table, a score off the modifier table, and signed modifiers.

import { describe, expect, it } from "vitest";
import { EngineError } from "../../../engine/errors.js";
import { modifierOf, signed } from "./generate.js";
import { levelFromXp, xpForNext } from "./levels.js";

describe("Lucidity levels and modifiers: what the mutants found open", () => {
  it("LUC-ADV-2 LUC-ADV-3 the XP for the next level, none at the cap, and past it when extrapolating", () => {
    expect([xpForNext(1, 6), xpForNext(2, 3), xpForNext(5, 6)]).toEqual([10, 30, 150]);
    expect([xpForNext(6, 6), xpForNext(3, 3), xpForNext(4, 3)]).toEqual([null, null, null]);
    expect(xpForNext(6, "extrapolate")).toBe(210);
  });

  it("LUC-ADV-3 a cap below the printed table stops the level there, whatever the XP", () => {
    expect(levelFromXp(150, 3)).toBe(3);
    expect(levelFromXp(29, 3)).toBe(2);
  });

  it("LUC-GEN-2 a score off the 3–18 table is refused, naming the field", () => {
    let error: unknown;
    try {
      modifierOf(19);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ code: "invalid", message: "a score is 3–18, not 19", path: ["score"] });
  });

  it("LUC-GEN-2 modifiers are shown signed, with a real minus sign and +0", () => {
    expect([signed(2), signed(1), signed(0), signed(-1), signed(-3)]).toEqual(["+2", "+1", "+0", "−1", "−3"]);
  });
});
