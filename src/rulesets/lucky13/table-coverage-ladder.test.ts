// Issue 21's kind of bug, for the Difficulty ladder: `difficultyLadder` is an option a designer tunes,
// and the table must play the tuned ladder (L13-DIFF-1), not the book's six levels. Every test opens
// a Session with the options, seats a character through the ruleset's parser and sends the check as
// an intent; faces are scripted per intent (ability, skill, Difficulty die) and a face the die cannot
// show is refused, so a roll on the wrong die fails the test. Odds are checked against a count of
// every face combination, made here without the dice layer.

import { describe, expect, it } from "vitest";
import { DEFAULT_LADDER } from "./dice/index.js";
import { lucky13OddsTable } from "./odds-table.js";
import { lucky13 } from "./ruleset.js";
import { engineError, l13Table, sheetOf } from "./testing/table-coverage.js";

/** The book's ladder with "trivial" (d12) added on top, Moderate made d6 and Extraordinary removed. */
const TUNED = [
  { id: "trivial", label: "Trivial", die: "d12" },
  { id: "easy", label: "Easy", die: "d12" },
  { id: "moderate", label: "Moderate", die: "d6" },
  { id: "difficult", label: "Difficult", die: "d8" },
  { id: "challenging", label: "Challenging", die: "d6" },
  { id: "heroic", label: "Heroic", die: null },
];

/** A table whose dice add flat ("off": nothing explodes), so a check's odds are a plain count. */
const table = (ladder?: unknown) =>
  l13Table({ playMode: "off", ...(ladder ? { difficultyLadder: ladder } : {}) }, (o) => ({
    // Pulse d8 and Fighting d10: every other die d6, so a pool that read the wrong slot shows it.
    tester: sheetOf(o, {
      name: "Tess",
      abilities: { will: "d6", charm: "d6", pulse: "d8", intellect: "d6", reflex: "d6" },
      skills: { ...Object.fromEntries(o.skills.map((s) => [s.id, "d6"])), fighting: "d10" },
      hp: 3 * o.hpPerPulseDie,
    }),
  }));

const force = (difficulty: string) => ({ actor: "tester", ability: "pulse", skill: "fighting", difficulty });

/** P(sum ≥ 13) for these dice, by counting every combination of faces. */
function countOdds(sizes: readonly number[]): number {
  let hits = 0;
  let all = 0;
  const walk = (i: number, sum: number) => {
    if (i === sizes.length) {
      all++;
      if (sum >= 13) hits++;
      return;
    }
    for (let f = 1; f <= sizes[i]!; f++) walk(i + 1, sum + f);
  };
  walk(0, 0);
  return hits / all;
}

describe("L13-DIFF-1 the table plays the options' Difficulty ladder", () => {
  it("L13-DIFF-1 a tuned ladder sets the Difficulty die: Moderate d6, a new Trivial d12, Heroic none", () => {
    const t = table(TUNED);
    const moderate = t.act("check", force("moderate"), [3, 4, 6]);
    expect(moderate.shape).toEqual([
      ["ability", 8],
      ["skill", 10],
      ["difficulty", 6],
    ]);
    expect(moderate.used).toBe(3);
    expect(moderate.outcome).toMatchObject({ total: 13, success: true, difficulty: "moderate" });
    // The book's d10 would take a 7; the tuned d6 cannot show one, so the scripted dice refuse it.
    expect(() => t.act("check", force("moderate"), [3, 4, 7])).toThrow();

    const trivial = t.act("check", force("trivial"), [1, 1, 11]);
    expect(trivial.shape).toEqual([
      ["ability", 8],
      ["skill", 10],
      ["difficulty", 12],
    ]);
    expect(trivial.outcome).toMatchObject({ total: 13, success: true, difficulty: "trivial" });
    // The roll log speaks the level's label, not its ID.
    expect(trivial.roll!.summary).toContain("Pulse + Fighting check (trivial)");

    const heroic = t.act("check", force("heroic"), [8, 4]);
    expect(heroic.shape).toEqual([
      ["ability", 8],
      ["skill", 10],
    ]);
    expect(heroic.outcome).toMatchObject({ total: 12, success: false });
  });

  it("L13-DIFF-1 the odds of a check follow the tuned die", () => {
    const tuned = table(TUNED).session;
    const book = table().session;
    const moderateTuned = tuned.odds("check", force("moderate")).partition.success!;
    const moderateBook = book.odds("check", force("moderate")).partition.success!;
    expect(moderateTuned).toBeCloseTo(countOdds([8, 10, 6]), 12);
    expect(moderateBook).toBeCloseTo(countOdds([8, 10, 10]), 12);
    expect(moderateTuned).toBeLessThan(moderateBook);
    expect(tuned.odds("check", force("trivial")).partition.success).toBeCloseTo(countOdds([8, 10, 12]), 12);
    expect(tuned.odds("check", force("heroic")).partition.success).toBeCloseTo(countOdds([8, 10]), 12);
  });

  it("L13-DIFF-1 a level not on the table's ladder is refused naming difficulty and listing the ladder", () => {
    const t = table(TUNED);
    // Extraordinary is the book's, but this ladder removed it; "toString" is on every object's prototype.
    for (const level of ["extraordinary", "impossible", "toString", "constructor"]) {
      const e = engineError(() => t.act("check", force(level), [3, 4, 6]));
      expect(e.code).toBe("invalid");
      expect(e.path).toEqual(["difficulty"]);
      expect(e.message).toContain("trivial, easy, moderate, difficult, challenging, heroic");
      const o = engineError(() => t.session.odds("check", force(level)));
      expect([o.code, o.path]).toEqual(["invalid", ["difficulty"]]);
    }
    // A level that is not even a string is refused on the same field.
    expect(engineError(() => t.act("check", force(7 as unknown as string), [3, 4, 6])).path).toEqual([
      "difficulty",
    ]);
    // Nothing refused reached the log.
    expect(t.session.log.filter((e) => e.event.type === "roll")).toHaveLength(0);
  });

  it("L13-DIFF-1 the check form offers the table's levels by label, with their dice", () => {
    const t = table(TUNED);
    const offer = lucky13.actions.check!.choices!({ state: t.session.state, options: t.options }, {});
    expect(offer.difficulty).toEqual([
      { value: "trivial", label: "Trivial (d12)" },
      { value: "easy", label: "Easy (d12)" },
      { value: "moderate", label: "Moderate (d6)" },
      { value: "difficult", label: "Difficult (d8)" },
      { value: "challenging", label: "Challenging (d6)" },
      { value: "heroic", label: "Heroic (no Difficulty die)" },
    ]);
  });

  it("L13-DIFF-1 the odds table facet has a column per tuned level, with the tuned die's odds", () => {
    const t = table(TUNED);
    const off = lucky13OddsTable
      .grids(lucky13, t.options)
      .tables.find((g: { id: string }) => g.id === "off")!;
    expect(off.columns.values).toEqual([
      "trivial (d12)",
      "easy (d12)",
      "moderate (d6)",
      "difficult (d8)",
      "challenging (d6)",
      "heroic (none)",
    ]);
    const row = off.rows.values.indexOf("d8 + d10");
    expect(off.cells[row]![2]).toBeCloseTo(countOdds([8, 10, 6]), 12);
    expect(off.cells[row]![0]).toBeCloseTo(countOdds([8, 10, 12]), 12);
  });

  it("L13-DIFF-1 without the option the table plays the book's ladder exactly", () => {
    const t = table();
    expect(t.options.difficultyLadder.map((l) => [l.id, l.die])).toEqual(
      DEFAULT_LADDER.map((l) => [l.id, l.die]),
    );
    const dice = ["easy", "moderate", "difficult", "challenging", "extraordinary"].map(
      (level) => t.act("check", force(level), [1, 1, 1]).shape[2],
    );
    expect(dice).toEqual([
      ["difficulty", 12],
      ["difficulty", 10],
      ["difficulty", 8],
      ["difficulty", 6],
      ["difficulty", 4],
    ]);
    expect(t.act("check", force("heroic"), [1, 1]).shape).toHaveLength(2);
    const offer = lucky13.actions.check!.choices!({ state: t.session.state, options: t.options }, {});
    expect(offer.difficulty!.map((c) => c.label)).toEqual([
      "Easy (d12)",
      "Moderate (d10)",
      "Difficult (d8)",
      "Challenging (d6)",
      "Extraordinary (d4)",
      "Heroic (no Difficulty die)",
    ]);
    expect(engineError(() => t.act("check", force("trivial"), [1, 1, 1])).path).toEqual(["difficulty"]);
  });
});
