// The log's words: roll outcomes labelled for people (no bookkeeping keys or ids), action summaries
// without rule IDs, plurals, and conditions by name.

import { describe, expect, it } from "vitest";
import { describeEvent, describeOutcome, plainSummary, unitText } from "../../src/engine/describe.js";
import { registry } from "../../src/rulesets/index.js";

const names = {
  member: (id: string | null) => (id === "m1" ? "Ann" : (id ?? "")),
  character: (id: string | null) => (id === "cole" ? "Cole" : (id ?? "")),
  condition: (id: string) => (id === "cond-mwyis8jm" ? "Bleeding on Cole" : null),
};

describe("roll outcomes", () => {
  it("leave out who asked, controllers, default reasons, zero bonuses and made-up ids", () => {
    const lines = describeOutcome(
      {
        total: 12,
        implodedDice: 0,
        reason: "rolled",
        requestedBy: "gm",
        controller: "mhcjbvvn48t",
        decidedBy: "total",
        groupBonus: 0,
        meetsWithoutDice: true,
        crit: "semiFail",
        against: "cole",
        success: false,
        modifiers: { steps: [] },
      },
      names,
    );
    expect(lines.map((l) => (l.value === "" ? l.label : `${l.label}: ${l.value}`))).toEqual([
      "total: 12",
      "Meets the target without rolling",
      "critical: semi fail",
      "against: Cole",
    ]);
  });

  it("keep what differs from the usual case", () => {
    const lines = describeOutcome({ implodedDice: 2, decidedBy: "stat", dc: 15 }, names);
    expect(lines.map((l) => `${l.label}: ${l.value}`)).toEqual([
      "imploded dice: 2",
      "decided by: stat",
      "DC: 15",
    ]);
  });
});

describe("summaries and events", () => {
  it("drop rule IDs from action summaries", () => {
    expect(plainSummary("DE-ACT-3: the trigger of a held action came")).toBe(
      "the trigger of a held action came",
    );
    expect(plainSummary("DE-INT-1..5: an interrupt off-turn")).toBe("an interrupt off-turn");
    expect(plainSummary("DE-COND-20, DE-COND-28: a forced burn")).toBe("a forced burn");
    expect(plainSummary("DE-PERK-69, 70, 72, 74, 79: a medic's perk")).toBe("a medic's perk");
    expect(plainSummary("DE-HEALTH-6/7: the 0-Stun check")).toBe("the 0-Stun check");
    expect(plainSummary("a check: 2d10 + one stat")).toBe("a check: 2d10 + one stat");
    expect(plainSummary("DE-PERK-62 Martial Throw (5 initiative): throw")).toBe(
      "Martial Throw (5 initiative): throw",
    );
  });

  it("leave no rule ID in any shipped action's summary", () => {
    for (const r of registry.list()) {
      for (const [id, a] of Object.entries(r.actions)) {
        const plain = plainSummary(a.summary);
        expect(plain, `${r.id}.${id}`).not.toMatch(/[A-Z]+-[A-Z]+-\d/);
        expect(plain.length, `${r.id}.${id}`).toBeGreaterThan(5);
      }
    }
  });

  it("pluralise what is spent", () => {
    expect(unitText("action", 2)).toBe("2 actions");
    expect(unitText("move", 1)).toBe("1 move");
    expect(describeEvent({ type: "budget.spent", id: "cole", kind: "action", amount: 2 }, names)).toBe(
      "Cole uses 2 actions",
    );
  });

  it("name a condition that ends, never its id", () => {
    expect(describeEvent({ type: "condition.removed", id: "cond-mwyis8jm", reason: "expired" }, names)).toBe(
      "Bleeding on Cole ends (its time ran out)",
    );
    expect(describeEvent({ type: "condition.removed", id: "cond-zz", reason: "expired" })).toBe(
      "A condition ends (its time ran out)",
    );
  });

  it("say what a condition's change is, and leave out a reason the ruleset does not give", () => {
    expect(
      describeEvent({ type: "condition.changed", id: "cond-mwyis8jm", rating: 3, remaining: null }, names),
    ).toBe("Bleeding on Cole: now 3");
    expect(
      describeEvent({ type: "condition.changed", id: "cond-mwyis8jm", rating: 3, remaining: 2 }, names),
    ).toBe("Bleeding on Cole: 2 left");
    expect(
      describeEvent({ type: "condition.changed", id: "cond-mwyis8jm", rating: null, remaining: null }, names),
    ).toBe("Bleeding on Cole: changed");
    expect(describeEvent({ type: "condition.removed", id: "cond-mwyis8jm", reason: "ended" }, names)).toBe(
      "Bleeding on Cole ends",
    );
    // A reason in words (the Dice Engine's) is shown as it is; an inherited key is not looked up.
    expect(
      describeEvent(
        { type: "condition.removed", id: "cond-mwyis8jm", reason: "its rating fell to 0" },
        names,
      ),
    ).toBe("Bleeding on Cole ends (its rating fell to 0)");
    expect(describeEvent({ type: "condition.removed", id: "cond-mwyis8jm", reason: "toString" }, names)).toBe(
      "Bleeding on Cole ends (toString)",
    );
  });

  it("list an encounter's participants without implying an order", () => {
    const e = {
      type: "encounter.started",
      encounter: { model: "rolled", participants: [{ name: "Rook" }, { name: "Marta" }] },
    };
    expect(describeEvent(e)).toBe("Encounter begins (rolled order) with Marta and Rook");
  });
});
