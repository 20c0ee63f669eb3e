// Tests written to kill surviving mutants of opposed.ts (issue 21): an opposed roll's refusals, odds
// by each way of rolling, dice and log line word for word, what each side's roll uses up, and Charm's
// and Read a Person's costs, notes and question counts.
import { describe, expect, it } from "vitest";
import type { TableEvent } from "../../../engine/events.js";
import { book, fails, fight, odds, run, someone, tableOf, trio } from "../testing/helpers.js";
import { questionsByMargin } from "./opposed.js";

const o = book();
const out = (r: { roll: { outcome: Record<string, unknown> } | null }) => r.roll!.outcome;
const pair = { actor: "a", target: "b", attribute: "STR", targetAttribute: "STR" };
const changesOf = (r: { events: TableEvent[] }, id: string) =>
  (r.events.find((e) => e.type === "character.changed" && e.id === id) as { changes: string[] } | undefined)
    ?.changes;

describe("opposed rolls", () => {
  it("LUC-CHECK-3 two different characters, the actor able to act", () => {
    const s = tableOf(o, {
      a: someone("A"),
      b: someone("B"),
      d: someone("D", { status: "unconscious", health: 0 }),
    });
    expect(fails(() => run(s, "opposed", { ...pair, target: "a" }, [5, 5]))).toEqual({
      code: "invalid",
      message: "an opposed roll needs two different characters",
      path: ["target"],
    });
    expect(fails(() => run(s, "opposed", { ...pair, target: "zz" }, [5, 5])).path).toEqual(["target"]);
    expect(fails(() => run(s, "opposed", { ...pair, actor: "d" }, [5, 5]))).toMatchObject({
      message: "D cannot act (unconscious)",
      path: ["actor"],
    });
    // The other side need not be able to act.
    expect(out(run(s, "opposed", { ...pair, target: "d" }, [5, 4]))).toMatchObject({ success: true });
  });

  it("LUC-CHECK-3 the summary, dice and record word for word; the target's own Buff, Break and bonus", () => {
    const s = tableOf(o, {
      a: someone("A", { attributes: { STR: 1 } }),
      b: someone("B", { attributes: { STR: 2 } }),
    });
    const r = run(
      s,
      "opposed",
      { ...pair, buffs: ["leverage"], targetModifiers: { breaks: ["mud"], bonus: 3 } },
      [10, 4, 9, 2],
    );
    expect(r.roll).toMatchObject({
      action: "opposed",
      actor: "a",
      summary: "A (STR) against (STR) B: 15 against 12, success",
      partition: "success",
    });
    expect(r.roll!.dice.map((d) => [d.role, d.faces[0], d.group])).toEqual([
      ["d20", 10, "A"],
      ["buff", 4, "A"],
      ["d20", 9, "B"],
      ["break", 2, "B"],
    ]);
    expect(out(r)).toMatchObject({
      success: true,
      actorTotal: 15,
      targetTotal: 12,
      margin: 3,
      by: "d20",
      actorModifiers: { net: 1, parts: [{ source: "STR", value: 1 }] },
      targetModifiers: {
        net: -1,
        parts: [
          { source: "STR", value: 2 },
          { source: "bonus", value: 3 },
        ],
        breaks: [{ source: "mud", count: 1 }],
      },
    });
  });

  it("LUC-CHECK-3 the other side takes none of the actor's tags, Lucidity or GM modifier", () => {
    // Both have Rumor-monger: only the actor's roll is about information.
    const s = tableOf(book({ substituteTiming: "after-roll" }), {
      a: someone("A", { lucidity: 10 }),
      b: someone("B"),
    });
    const r = run(s, "opposed", { ...pair, tags: ["information"], gmModifier: 5 }, [10, 1, 12]);
    expect(out(r)).toMatchObject({ actorTotal: 11, targetTotal: 12, success: false });
    expect(out(r)).toMatchObject({ targetModifiers: { net: 0, way: "d20" } });
  });

  it("LUC-CHECK-3 opposedTies = reroll: each reroll's dice are labelled", () => {
    const s = tableOf(book({ opposedTies: "reroll" }), { a: someone("A"), b: someone("B") });
    const r = run(s, "opposed", pair, [7, 7, 5, 5, 9, 8]);
    expect(r.roll!.dice.map((d) => [d.faces[0], d.group])).toEqual([
      [7, "A"],
      [7, "B"],
      [5, "A (reroll 1)"],
      [5, "B (reroll 1)"],
      [9, "A (reroll 2)"],
      [8, "B (reroll 2)"],
    ]);
    expect(out(r)).toMatchObject({ actorTotal: 9, targetTotal: 8, margin: 1, success: true });
  });

  it("LUC-CHECK-3 opposedMode = passive: the other side rolls no die (10 + modifier)", () => {
    const s = tableOf(book({ opposedMode: "passive" }), {
      a: someone("A"),
      b: someone("B", { attributes: { STR: 1 } }),
    });
    const r = run(s, "opposed", pair, [12]);
    expect(r.roll!.dice.map((d) => d.group)).toEqual(["A"]);
    expect(out(r)).toMatchObject({ actorTotal: 12, targetTotal: 11, success: true });
  });

  it("LUC-LUC-8 the actor's Lucidity roll decides the contest: no d20s, no totals, no margin", () => {
    const s = tableOf(o, { a: someone("A", { attributes: { STR: 1 }, lucidity: 10 }), b: someone("B") });
    const r = run(s, "opposed", { ...pair, lucidity: true }, [11]);
    expect(r.roll!.summary).toBe("A (STR) against (STR) B: Lucidity 11 against 11, success");
    expect(r.roll!.dice.map((d) => [d.role, d.group])).toEqual([["lucidity", "A"]]);
    expect(out(r)).toMatchObject({
      success: true,
      actorTotal: null,
      targetTotal: null,
      margin: null,
      by: "lucidity",
    });
    expect(r.char("a").lucidity).toBe(9);
    const lost = run(s, "opposed", { ...pair, lucidity: true }, [12]);
    expect(lost.roll!.summary).toBe("A (STR) against (STR) B: Lucidity 12 against 11, failure");
    expect(lost.roll!.partition).toBe("failure");
  });

  it("LUC-LUC-3 after-roll: a lost contest may be won by a Lucidity roll; a won one needs none", () => {
    const s = tableOf(book({ substituteTiming: "after-roll" }), {
      a: someone("A", { lucidity: 10 }),
      b: someone("B"),
    });
    const p = { ...pair, lucidity: "if-failed" };
    const won = run(s, "opposed", p, [12, 8]);
    expect(out(won)).toMatchObject({ success: true, by: "d20", margin: 4 });
    const saved = run(s, "opposed", p, [8, 12, 6]);
    expect(out(saved)).toMatchObject({
      success: true,
      by: "lucidity",
      actorTotal: 8,
      targetTotal: 12,
      margin: -4,
    });
    expect(saved.roll!.dice.map((d) => [d.role, d.group])).toEqual([
      ["d20", "A"],
      ["d20", "B"],
      ["lucidity", "A"],
    ]);
  });

  it("LUC-LUC-10 a guaranteed actor wins even with the lower total, recorded as guaranteed", () => {
    const s = tableOf(o, {
      a: someone("A", { effects: { pending: { kind: "guaranteed", stage: "active" } } }),
      b: someone("B"),
    });
    const r = run(s, "opposed", pair, [2, 15]);
    expect(out(r)).toMatchObject({
      success: true,
      by: "guaranteed",
      actorTotal: 2,
      targetTotal: 15,
      margin: -13,
    });
    expect(odds(s, "opposed", pair).partition).toEqual({ success: 1, failure: 0 });
  });

  it("LUC-TRAIT-7 the losing side's failed roll ends its Wingman Buff; the winner's help is used up", () => {
    const s = tableOf(o, {
      a: someone("A", { effects: { aids: [{ id: "h1", from: "c", count: 1, attribute: "STR" }] } }),
      b: someone("B", { effects: { wingman: { from: "c", attribute: "STR" } } }),
      c: someone("C"),
    });
    const r = run(s, "opposed", pair, [12, 3, 10, 2]);
    expect(out(r)).toMatchObject({ success: true });
    expect(r.char("a").effects.aids).toEqual([]);
    expect(changesOf(r, "b")).toEqual(["B failed a roll: the Wingman Buff ends (not again until a rest)"]);
    // The target winning keeps its Wingman.
    const kept = run(s, "opposed", pair, [2, 3, 10, 2]);
    expect(kept.char("b").effects.wingman).toEqual({ from: "c", attribute: "STR" });
  });

  it("LUC-LUC-8 a contest decided by the actor's Lucidity roll: the other side rolled nothing, so keeps its Wingman and help", () => {
    const s = tableOf(o, {
      a: someone("A", { lucidity: 10 }),
      b: someone("B", {
        effects: {
          wingman: { from: "c", attribute: "STR" },
          aids: [{ id: "h1", from: "c", count: 1, attribute: null }],
        },
      }),
      c: someone("C"),
    });
    const r = run(s, "opposed", { ...pair, lucidity: true }, [3]);
    expect(out(r)).toMatchObject({ success: true, by: "lucidity" });
    expect(r.char("b").effects).toMatchObject({
      wingman: { from: "c", attribute: "STR" },
      aids: [{ id: "h1", from: "c", count: 1, attribute: null }],
    });
    expect(changesOf(r, "b")).toBeUndefined();
  });

  it("LUC-CHECK-3 odds: equal sides ties to the defender, 0.475; a Lucidity roll's odds; after-roll adds them", () => {
    const s = tableOf(o, { a: someone("A", { lucidity: 10 }), b: someone("B") });
    const d20 = odds(s, "opposed", pair).partition;
    expect(d20.success).toBeCloseTo(0.475, 15);
    expect(d20.failure).toBeCloseTo(0.525, 15);
    expect(odds(s, "opposed", { ...pair, lucidity: true }).partition.success).toBeCloseTo(0.5, 15);
    const late = tableOf(book({ substituteTiming: "after-roll", buffsApplyToLucidity: true }), {
      a: someone("A", { lucidity: 10 }),
      b: someone("B"),
    });
    expect(odds(late, "opposed", { ...pair, lucidity: "if-failed" }).partition.success).toBeCloseTo(
      0.475 + 0.525 * 0.5,
      15,
    );
    // With a Buff and buffsApplyToLucidity the Lucidity target moves: 13.5 / 20 on average.
    expect(odds(late, "opposed", { ...pair, lucidity: true, buffs: ["x"] }).partition.success).toBeCloseTo(
      0.675,
      15,
    );
  });

  it("LUC-CHECK-3 an opposed roll's cost is paid on the actor's turn, on the cost's path", () => {
    const s = fight(tableOf(o, { a: someone("A"), b: someone("B") }), ["a", "b"]);
    const r = run(s, "opposed", { ...pair, cost: 1 }, [5, 5]);
    expect(r.events[0]).toMatchObject({ type: "budget.spent", kind: "action", amount: 1 });
    expect(
      fails(() => run(s, "opposed", { ...pair, actor: "b", target: "a", cost: 1 }, [5, 5])).path,
    ).toEqual(["cost"]);
  });
});

describe("Charm/Deceive and Read a Person", () => {
  it("LUC-OPT-4 Charm costs 1 action; a success opens the target's choice, word for word", () => {
    const s = fight(tableOf(o, { a: someone("A"), b: someone("B") }), ["a", "b"]);
    const r = run(s, "charm", { actor: "a", target: "b" }, [12, 10]);
    expect(r.events.filter((e) => e.type === "budget.spent")).toEqual([
      { type: "budget.spent", id: expect.any(String), kind: "action", amount: 1 },
    ]);
    expect(r.roll).toMatchObject({
      action: "charm",
      summary: "A tries to charm or deceive B: 12 against 10, success",
    });
    expect(r.events.filter((e) => e.type === "note.opened")).toEqual([
      {
        type: "note.opened",
        id: "note-101",
        kind: "charm-response",
        text: "B must choose: set doubts aside and play along, or call A out",
        data: { actor: "a", target: "b", roll: r.roll!.id, choices: ["play along", "call out"] },
      },
    ]);
    expect(fails(() => run(s, "charm", { actor: "b", target: "a" }, [12, 10])).path).toEqual(["actor"]);
  });

  it("LUC-OPT-4 LUC-OPT-8 the odds: Charm is CHA against AWA, Read a Person AWA against CHA", () => {
    const s = tableOf(o, {
      a: someone("A", { attributes: { CHA: 3, AWA: -3 } }),
      b: someone("B", { attributes: { CHA: 3, AWA: -3 } }),
    });
    const chance = (name: string, p: Record<string, unknown>) => odds(s, name, p).partition.success!;
    const cha = chance("opposed", { ...pair, attribute: "CHA", targetAttribute: "AWA" });
    const awa = chance("opposed", { ...pair, attribute: "AWA", targetAttribute: "CHA" });
    expect(cha).toBeGreaterThan(0.7);
    expect(awa).toBeLessThan(0.3);
    expect(chance("charm", { actor: "a", target: "b" })).toBeCloseTo(cha, 15);
    expect(chance("readPerson", { actor: "a", target: "b" })).toBeCloseTo(awa, 15);
  });

  it("LUC-TRAIT-21 Debator: KNO for CHA only in a debate, on either side, and never for another attribute", () => {
    const traits = trio("Debator", "Hunk", "Guts");
    const s = tableOf(o, {
      a: someone("A", { traits, attributes: { KNO: 3, CHA: -2, AWA: 1 } }),
      b: someone("B", { traits, attributes: { KNO: 3, CHA: 1, AWA: 2 } }),
    });
    // Not a debate: CHA −2 against AWA 2.
    expect(out(run(s, "charm", { actor: "a", target: "b" }, [10, 10]))).toMatchObject({
      actorTotal: 8,
      targetTotal: 12,
    });
    // Read a Person in a debate: the reader's AWA stays, the target's CHA becomes KNO.
    expect(out(run(s, "readPerson", { actor: "a", target: "b", debate: true }, [10, 10]))).toMatchObject({
      actorTotal: 11,
      targetTotal: 13,
    });
    expect(odds(s, "readPerson", { actor: "a", target: "b", debate: true }).partition.success).toBeCloseTo(
      odds(
        tableOf(o, {
          a: someone("A", { attributes: { AWA: 1 } }),
          b: someone("B", { attributes: { CHA: 3 } }),
        }),
        "readPerson",
        {
          actor: "a",
          target: "b",
        },
      ).partition.success!,
      15,
    );
  });

  it("LUC-TRAIT-21 Debator is the holder's own: in a debate, a target without it keeps CHA", () => {
    const s = tableOf(o, {
      a: someone("A", { traits: trio("Debator", "Hunk", "Guts"), attributes: { AWA: 1 } }),
      b: someone("B", { attributes: { KNO: 3, CHA: -1 } }),
    });
    expect(out(run(s, "readPerson", { actor: "a", target: "b", debate: true }, [10, 10]))).toMatchObject({
      actorTotal: 11,
      targetTotal: 9,
    });
  });

  it("LUC-OPT-8 Read a Person costs 2 actions; the GM's count by default, word for word", () => {
    const s = fight(tableOf(o, { a: someone("A"), b: someone("B") }), ["a", "b"]);
    const r = run(s, "readPerson", { actor: "a", target: "b" }, [9, 10]);
    expect(r.events.filter((e) => e.type === "budget.spent")).toEqual([
      { type: "budget.spent", id: expect.any(String), kind: "action", amount: 2 },
    ]);
    expect(r.roll!.summary).toBe("A reads B: 9 against 10, failure");
    expect(r.events.filter((e) => e.type === "note.opened")).toEqual([
      {
        type: "note.opened",
        id: "note-101",
        kind: "read-questions",
        text: "Read a Person: the GM allows 1–3 questions from the list, answered truthfully",
        data: {
          kind: "person",
          actor: "a",
          target: "b",
          success: false,
          margin: -1,
          count: null,
          roll: r.roll!.id,
        },
      },
    ]);
  });

  it("LUC-OPT-8 LUC-OPT-9 by-margin counts in the note's words; a Situation's note names it", () => {
    const s = tableOf(book({ readQuestionCount: "by-margin" }), { a: someone("A"), b: someone("B") });
    const note = (r: { events: TableEvent[] }) =>
      r.events.find((e) => e.type === "note.opened") as unknown as {
        text: string;
        data: Record<string, unknown>;
      };
    expect(note(run(s, "readPerson", { actor: "a", target: "b" }, [14, 10])).text).toBe(
      "Read a Person: 2 question(s) from the list, answered truthfully",
    );
    const sit = note(run(s, "readSituation", { actor: "a", target: 10 }, [15]));
    expect(sit.text).toBe("Read a Situation: 3 question(s) from the list, answered truthfully");
    expect(sit.data).toMatchObject({ kind: "situation", target: null, margin: 5, count: 3 });
  });

  it("LUC-OPT-8 by-margin: a failure 1; a success 2; by 5 or more 3; a success with no margin (a Lucidity roll) 2", () => {
    expect(questionsByMargin(false, 10)).toBe(1);
    expect(questionsByMargin(true, 0)).toBe(2);
    expect(questionsByMargin(true, 4)).toBe(2);
    expect(questionsByMargin(true, 5)).toBe(3);
    expect(questionsByMargin(true, null)).toBe(2);
  });
});

describe("opposed rolls: the survivors of their first run (session 16)", () => {
  it("LUC-CHECK-3 LUC-OPT-4 an unknown actor or target is refused on its own field, for Charm and Read a Person too", () => {
    const s = tableOf(o, { a: someone("A"), b: someone("B") });
    const unknown = (path: string) => ({
      code: "not_found",
      message: "no character 'zz' at this table (characters: a, b)",
      path: [path],
    });
    expect(fails(() => run(s, "opposed", { ...pair, actor: "zz" }, [5, 5]))).toEqual(unknown("actor"));
    for (const name of ["charm", "readPerson"]) {
      expect(
        fails(() => run(s, name, { actor: "zz", target: "b" }, [5, 5])),
        name,
      ).toEqual(unknown("actor"));
      expect(
        fails(() => run(s, name, { actor: "a", target: "zz" }, [5, 5])),
        name,
      ).toEqual(unknown("target"));
    }
  });

  it("LUC-CHECK-3 each side's skill rank counts in its own total", () => {
    const s = tableOf(o, {
      a: someone("A", { skills: { Athletics: 2 } }),
      b: someone("B", { skills: { Athletics: 3 } }),
    });
    const r = run(s, "opposed", { ...pair, skill: "Athletics", targetSkill: "Athletics" }, [10, 10]);
    expect(out(r)).toMatchObject({ actorTotal: 12, targetTotal: 13, margin: -1, success: false });
  });

  it("LUC-TRAIT-7 the actor's Wingman Buff counts in a contest (it is not an attack)", () => {
    const s = tableOf(o, {
      a: someone("A", { effects: { wingman: { from: "c", attribute: "STR" } } }),
      b: someone("B"),
      c: someone("C"),
    });
    const r = run(s, "opposed", pair, [10, 4, 12]);
    expect(out(r)).toMatchObject({ actorTotal: 14, targetTotal: 12, success: true });
  });

  it("LUC-LUC-5 a contest won on the d20 spends no Lucidity; the record's id is a roll id", () => {
    const s = tableOf(o, { a: someone("A", { lucidity: 10 }), b: someone("B") });
    const r = run(s, "opposed", pair, [15, 3]);
    expect(out(r)).toMatchObject({ success: true, by: "d20" });
    expect(r.char("a").lucidity).toBe(10);
    expect(r.events.filter((e) => e.type === "character.changed")).toEqual([]);
    expect(r.roll!.id).toBe("roll-100");
  });

  it("LUC-LUC-8 buffsApplyToLucidity changes nothing in a plain d20 contest's odds", () => {
    const a = someone("A", { lucidity: 10 });
    const p = { ...pair, buffs: ["leverage"] };
    const plain = odds(tableOf(o, { a, b: someone("B") }), "opposed", p);
    expect(odds(tableOf(book({ buffsApplyToLucidity: true }), { a, b: someone("B") }), "opposed", p)).toEqual(
      plain,
    );
  });

  it("LUC-OPT-8 Read a Person's record is named readPerson; out of turn it is refused on `actor`", () => {
    const s = fight(tableOf(o, { a: someone("A"), b: someone("B") }), ["b", "a"]);
    expect(fails(() => run(s, "readPerson", { actor: "a", target: "b" }, [9, 10]))).toEqual({
      code: "refused",
      message: "it is not A's turn (it is B's)",
      path: ["actor"],
    });
    expect(run(s, "readPerson", { actor: "b", target: "a" }, [9, 10]).roll!.action).toBe("readPerson");
  });

  it("LUC-TRAIT-10 LUC-LUC-8 a contest decided by a Lucidity roll alone is recorded as not inspired", () => {
    const s = tableOf(o, { a: someone("A", { lucidity: 10 }), b: someone("B") });
    const r = run(s, "opposed", { ...pair, lucidity: true }, [3]);
    expect(out(r)).toMatchObject({ success: true, by: "lucidity", inspired: false });
  });
});
