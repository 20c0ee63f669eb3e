// The [narrative] rules: the GM decides, and the engine records what the decision needs.

import { describe, expect, it } from "vitest";
import { beat15 } from "../ruleset.js";
import { run, table } from "./testing.js";

describe("what the engine records for the GM", () => {
  it("B15-INTRO-1 the core works for any stat list: a six-plus-luck table renamed by its labels rolls the same way", () => {
    const t = table({ statPreset: "six-plus-luck", statLabels: { "stat-2": "Finesse" } });
    expect(Object.keys((t.characters.wren!.data as { stats: object }).stats)).toContain("luck");
    const r = run(t, "check", { actor: "wren", stat: "stat-2", target: { base: 12 } }, [9]);
    expect(r.outcome.total).toBe(12);
    expect((r.outcome.rollers as { stat: unknown }[])[0]!.stat).toEqual({
      id: "stat-2",
      label: "Finesse",
      value: 3,
      scale: "1",
      counts: "3",
    });
    expect(r.roll!.summary).toMatch(/Finesse \+3/);
  });

  it("B15-TERM-1 the log records who set the target, who moved it and who added each modifier", () => {
    const r = run(
      table(),
      "check",
      {
        actor: "wren",
        stat: "wits",
        target: { base: 15, reason: "a riddle", setBy: "GM" },
        advantages: [{ label: "Bryn's hint", by: "bryn" }],
        modifiers: [{ value: 1, kind: "bonus", label: "studied the runes", by: "wren" }],
      },
      [10],
    );
    const ladder = r.outcome.ladder as { setBy: string; moves: { by: string }[] };
    expect(ladder.setBy).toBe("GM");
    expect(ladder.moves).toEqual([{ steps: -1, reason: "Bryn's hint", by: "bryn" }]);
    expect((r.outcome.rollers as { modifiers: { by: string }[] }[])[0]!.modifiers[0]!.by).toBe("wren");
    // Who may do what is the table service's job: the contract gives actions no caller to check.
    expect(beat15.initiative).toBe("gm");
  });

  it("B15-TN-11 each roll shows the base rung, every move with its reason and the current rung", () => {
    const r = run(
      table(),
      "attack",
      {
        actor: "bryn",
        stat: "might",
        defender: "cole",
        defenderAdvantages: ["cover", { label: "shield", steps: 2 }],
        attackerAdvantages: ["flanking"],
      },
      [10],
    );
    expect(r.outcome.ladder).toEqual({
      base: 15,
      baseBand: "simple",
      baseBandLabel: "Simple",
      reason: "attack (task default)",
      setBy: "GM",
      moves: [
        { steps: 1, reason: "cover", by: "GM" },
        { steps: 2, reason: "shield", by: "GM" },
        { steps: -1, reason: "flanking", by: "GM" },
      ],
      netSteps: 2,
      unbounded: 21,
      final: 21,
      band: "challenging",
      bandLabel: "Challenging",
      impossibleTask: false,
    });
    expect(r.roll!.summary).toBe(
      "Bryn: attack against Cole, might +3 → 13 vs 21 (Challenging): fails by 8 (clear)",
    );
  });
});
