// The log's words for what happened to a character: condition names and reasons as people read
// them, never the happening's keys (a log line once read "Bleed ends (ratingZero)").

import { describe, expect, it } from "vitest";
import { happeningText } from "./combat-state.js";

describe("happeningText", () => {
  it("names why a condition ended in words", () => {
    const ended = (reason: "expired" | "ratingZero" | "passedCheck" | "nextActive" | "removed") =>
      happeningText({ kind: "conditionRemoved", at: 0, condition: "bleed", reason }, "Bruno");
    expect(ended("expired")).toBe("Bruno's Bleed ends (its time is up)");
    expect(ended("ratingZero")).toBe("Bruno's Bleed ends (its rating fell to 0)");
    expect(ended("passedCheck")).toBe("Bruno's Bleed ends (check passed)");
    expect(ended("nextActive")).toBe("Bruno's Bleed ends (at the start of the next turn)");
    expect(ended("removed")).toBe("Bruno's Bleed ends (removed)");
  });

  it("names a resisted condition by its name, and why", () => {
    const resisted = (condition: string, reason: "immune" | "check" | "dead") =>
      happeningText({ kind: "conditionResisted", at: 0, condition, reason }, "Ilse");
    expect(resisted("prone", "immune")).toBe("Ilse resists Prone (immune)");
    expect(resisted("electroShock", "check")).toBe("Ilse resists ElectroShock (check passed)");
    expect(resisted("poisoned", "dead")).toBe("Ilse resists Poisoned (dead)");
  });
});
