// The tracker options' defaults and the formula check's words (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { DEFAULT_TRACKER_OPTIONS, resolveTrackerOptions } from "./options.js";

describe("options", () => {
  it("DE-INIT-2: the defaults, and a formula that does not parse refused with the parser's words", () => {
    expect(DEFAULT_TRACKER_OPTIONS).toEqual({
      initiativeFormula: "1d6 - logic",
      tickFirstAt: "plusPeriod",
      roundLength: 10,
      lateJoinInitiative: "rollPlusCurrent",
      waitMinimum: 1,
      movePaces: { run: 2, jog: 4, walk: 6 },
      zeroCostActionCap: 20,
    });
    expect(resolveTrackerOptions({ initiativeFormula: "2d6 - agility" }).initiativeFormula).toBe(
      "2d6 - agility",
    );
    let error: unknown;
    try {
      resolveTrackerOptions({ initiativeFormula: "1d20 - logic" });
    } catch (e) {
      error = e;
    }
    expect((error as z.ZodError).issues.map((i) => [i.code, i.path, i.message])).toEqual([
      ["custom", ["initiativeFormula"], 'not a usable formula: d20 is not a core die (in "1d20 - logic")'],
    ]);
  });
});
