// Mutation tests (issue 21): reputation adjustments at the bottom of the range, in range, with other
// ranges and labels, and the scope of its steps.

import { describe, expect, it } from "vitest";
import { L13CharacterError } from "./errors.js";
import { adjustReputation, reputationSteps } from "./reputation.js";
import { casimir, sciFi } from "./testing/fixtures.js";

const o = sciFi();

describe("reputation (mutants)", () => {
  it("L13-REP-2 L13-REP-3 stopping at the bottom says so; an adjustment in range adds no second line", () => {
    const low = adjustReputation(casimir(o, { reputation: -4 }), -3, " betrayed the crew ", o);
    expect(low.character.reputation).toBe(-5);
    expect(low.changes).toEqual([
      "Casimir's reputation −4 → −5 (betrayed the crew)",
      "stopped at the bottom of the range (−5)",
    ]);
    expect(low.character.reputationLog).toEqual([
      { delta: -3, applied: -1, reason: "betrayed the crew", value: -5 },
    ]);
    const mid = adjustReputation(casimir(o, { reputation: 1 }), 2, "kept a promise", o);
    expect(mid.changes).toEqual(["Casimir's reputation 1 → 3 (kept a promise)"]);
    expect(mid.character.reputationLog).toEqual([
      { delta: 2, applied: 2, reason: "kept a promise", value: 3 },
    ]);
    expect(mid.refused).toBeUndefined();
  });

  it("L13-REP-2 the range is the ruleset's; L13-GEN-2 the term is its label", () => {
    const wide = sciFi({ reputationRange: [-10, 10], labels: { terms: { reputation: "renown" } } });
    const r = adjustReputation(casimir(wide), 8, "saved the city", wide);
    expect(r.character.reputation).toBe(8);
    expect(r.changes).toEqual(["Casimir's renown 0 → 8 (saved the city)"]);
  });

  it("L13-REP-3 a blank reason or a fractional delta is invalid input", () => {
    expect(() => adjustReputation(casimir(o), 1, "  ", o)).toThrow("reason: must not be empty");
    for (const [delta, reason] of [
      [1, " "],
      [0.5, "x"],
    ] as const) {
      let caught: unknown;
      try {
        adjustReputation(casimir(o), delta, reason, o);
      } catch (e) {
        caught = e;
      }
      expect(caught).toBeInstanceOf(L13CharacterError);
      expect((caught as L13CharacterError).code).toBe("invalid_input");
    }
  });

  it("L13-REP-6 allCharmRolls does not step a non-reaction roll with no ability named", () => {
    const all = sciFi({ reputationScope: "allCharmRolls" });
    expect(reputationSteps({ reputation: 3 }, { reactionCheck: false }, all)).toBe(0);
    expect(reputationSteps({ reputation: 3 }, { reactionCheck: true, ability: "will" }, all)).toBe(3);
  });
});
