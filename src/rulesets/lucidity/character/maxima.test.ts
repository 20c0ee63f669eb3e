// Maximum Health and Energy as a table shows them: a character seated in a Session, its sheet read
// back. Each character has the attribute the rule names set apart from the others, so a maximum
// read from the wrong attribute gives a different number.

import { describe, expect, it } from "vitest";
import { Session } from "../../../engine/session.js";
import { lucidity } from "../ruleset.js";
import { book, someone } from "../testing/helpers.js";

const o = book();
function sheetOf(attributes: Record<string, number>) {
  const s = new Session(lucidity, { seed: 1 });
  s.addCharacter("c", someone("C", { attributes }, o));
  return s.sheet("c") as { maxHealth: number; maxEnergy: number };
}

describe("maxima at the table", () => {
  it("LUC-HP-1 level-1 maximum Health = CON + 6 (CON +2 → 8, −1 → 5, −3 → 3), whatever WIL is", () => {
    for (const [CON, hp] of [
      [2, 8],
      [-1, 5],
      [-3, 3],
    ] as const)
      expect(sheetOf({ CON, WIL: 3, STR: -2, DEX: 1 }).maxHealth, `CON ${CON}`).toBe(hp);
  });

  it("LUC-EN-1 level-1 maximum Energy = WIL + 6 (WIL +1 → 7, −2 → 4), whatever CON is", () => {
    expect(sheetOf({ WIL: 1, CON: 3 }).maxEnergy).toBe(7);
    expect(sheetOf({ WIL: -2, CON: 3 }).maxEnergy).toBe(4);
  });
});
