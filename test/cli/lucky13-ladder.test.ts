// The CLI's --difficulty for Lucky 13 reads the options' difficulty ladder (L13-DIFF-1), so a
// designer's tuned ladder is what `tabula check lucky13 --options FILE` accepts; the book's without.

import { describe, expect, it } from "vitest";
import { difficultyArg } from "../../src/cli/rulesets/lucky13-common.js";
import { lucky13 } from "../../src/rulesets/lucky13/ruleset.js";

/** The book's ladder with "trivial" (d12) added on top, Moderate made d6 and Extraordinary removed. */
const TUNED = [
  { id: "trivial", label: "Trivial", die: "d12" },
  { id: "easy", label: "Easy", die: "d12" },
  { id: "moderate", label: "Moderate", die: "d6" },
  { id: "difficult", label: "Difficult", die: "d8" },
  { id: "challenging", label: "Challenging", die: "d6" },
  { id: "heroic", label: "Heroic", die: null },
];

describe("tabula check lucky13 --difficulty", () => {
  it("L13-DIFF-1 the CLI's --difficulty reads the options' ladder, the book's without options", () => {
    const tuned = lucky13.parseOptions({ difficultyLadder: TUNED });
    expect(difficultyArg("trivial", tuned)).toBe("trivial");
    expect(difficultyArg("d6", tuned)).toBe("moderate");
    expect(() => difficultyArg("extraordinary", tuned)).toThrow(/not a level \(trivial, easy, moderate/);
    expect(difficultyArg("d6")).toBe("challenging");
    expect(difficultyArg("Extraordinary")).toBe("extraordinary");
    expect(() => difficultyArg("trivial")).toThrow(/not a level/);
  });
});
