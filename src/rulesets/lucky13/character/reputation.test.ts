import { describe, expect, it } from "vitest";
import { adjustReputation, reputationSteps } from "./reputation.js";
import { casimir, frozen, sciFi } from "./testing/fixtures.js";

const o = sciFi();
const adjust = (start: number, ...deltas: number[]) =>
  deltas.reduce((c, d) => adjustReputation(c, d, "test", o).character, casimir(o, { reputation: start }))
    .reputation;

describe("reputation", () => {
  it("L13-REP-1 starts at 0; with useReputation off it cannot change and steps nothing", () => {
    expect(casimir(o).reputation).toBe(0);
    const off = sciFi({ useReputation: false });
    expect(adjustReputation(casimir(off), 2, "rescue", off).refused).toBe(
      "reputation is not used by this ruleset",
    );
    expect(reputationSteps({ reputation: 3 }, { reactionCheck: true }, off)).toBe(0);
  });

  it("L13-REP-2 Example: +4 then +3 → +5; −5 then −1 → −5; 0 then −2 → −2", () => {
    expect(adjust(0, 4, 3)).toBe(5);
    expect(adjust(0, -5, -1)).toBe(-5);
    expect(adjust(0, -2)).toBe(-2);
    expect(() => adjustReputation(casimir(o), 0.5, "x", o)).toThrow("delta: expected a whole number");
  });

  it("L13-REP-3 each adjustment is logged with its reason, what was asked and what took effect", () => {
    const r = adjustReputation(frozen(casimir(o, { reputation: 4 })), 3, "saved the village", o);
    expect(r.character.reputationLog).toEqual([
      { delta: 3, applied: 1, reason: "saved the village", value: 5 },
    ]);
    expect(r.changes).toEqual([
      "Casimir's reputation 4 → 5 (saved the village)",
      "stopped at the top of the range (5)",
    ]);
  });

  it("L13-REP-5 on a Reaction check reputation steps the Charm slot one step per level, up or down", () => {
    expect(reputationSteps({ reputation: 2 }, { reactionCheck: true }, o)).toBe(2);
    expect(reputationSteps({ reputation: -3 }, { reactionCheck: true }, o)).toBe(-3);
  });

  it("L13-REP-6 Example: a rep +3 character's ordinary Charm persuasion check is not stepped", () => {
    expect(reputationSteps({ reputation: 3 }, { reactionCheck: false, ability: "charm" }, o)).toBe(0);
    const all = sciFi({ reputationScope: "allCharmRolls" });
    expect(reputationSteps({ reputation: 3 }, { reactionCheck: false, ability: "charm" }, all)).toBe(3);
    expect(reputationSteps({ reputation: 3 }, { reactionCheck: false, ability: "will" }, all)).toBe(0);
  });
});
