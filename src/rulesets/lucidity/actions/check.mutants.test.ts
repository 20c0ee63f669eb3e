// Tests written to kill surviving mutants of check.ts (issue 21): a check's odds by each way of
// rolling, its summary and record word for word, what it costs, and the named Lucidity roll's odds,
// refusals, guaranteed turns and record.
import { describe, expect, it } from "vitest";
import type { TableEvent } from "../../../engine/events.js";
import { book, fails, fight, odds, run, someone, tableOf, trio } from "../testing/helpers.js";

const o = book();
const out = (r: { roll: { outcome: Record<string, unknown> } | null }) => r.roll!.outcome;
const pending = (kind: string, extra: Record<string, unknown> = {}) => ({
  effects: { pending: { kind, stage: "active", ...extra } },
});
const changesOf = (r: { events: TableEvent[] }, id: string) =>
  (r.events.find((e) => e.type === "character.changed" && e.id === id) as { changes: string[] } | undefined)
    ?.changes;

describe("check: odds", () => {
  it("LUC-CHECK-1 a d20 check against 11 with no modifier: ½, with the totals shown", () => {
    const s = tableOf(o, { a: someone("A") });
    const r = odds(s, "check", { actor: "a", attribute: "STR", target: 11 });
    expect(r.partition.success).toBeCloseTo(0.5, 15);
    expect(r.partition.failure).toBeCloseTo(0.5, 15);
    expect(Object.keys(r.distributions)).toEqual(["total"]);
    expect(r.distributions.total).toHaveLength(20);
    expect(r.chances).toEqual({});
    expect(r.truncated).toBe(0);
  });

  it("LUC-LUC-4 a check by a Lucidity roll: Lucidity 10 + CON 2 → 12/20, and no d20 totals", () => {
    const s = tableOf(o, { a: someone("A", { attributes: { CON: 2 }, lucidity: 10 }) });
    const r = odds(s, "check", { actor: "a", attribute: "CON", target: 40, lucidity: true });
    expect(r.partition.success).toBeCloseTo(0.6, 15);
    expect(r.partition.failure).toBeCloseTo(0.4, 15);
    expect(r.distributions).toEqual({});
  });

  it("LUC-LUC-3 a Lucidity roll after a failed d20: ½ + ½ × ½ = ¾", () => {
    const s = tableOf(book({ substituteTiming: "after-roll" }), { a: someone("A", { lucidity: 10 }) });
    const r = odds(s, "check", { actor: "a", attribute: "STR", target: 11, lucidity: "if-failed" });
    expect(r.partition.success).toBeCloseTo(0.75, 15);
    expect(Object.keys(r.distributions)).toEqual(["total"]);
  });

  it("LUC-LUC-8 buffsApplyToLucidity: a Buff's d6 raises the Lucidity target in the odds too", () => {
    const a = someone("A", { lucidity: 10 });
    const p = { actor: "a", attribute: "STR", target: 40, lucidity: true, buffs: ["x"] };
    expect(odds(tableOf(o, { a }), "check", p).partition.success).toBeCloseTo(0.5, 15);
    // 10 + d6 (mean 3.5) → 13.5 / 20.
    expect(
      odds(tableOf(book({ buffsApplyToLucidity: true }), { a }), "check", p).partition.success,
    ).toBeCloseTo(0.675, 15);
    const late = tableOf(book({ buffsApplyToLucidity: true, substituteTiming: "after-roll" }), { a });
    // d20 + d6 ≥ 40 never: all of it is the Lucidity roll's.
    expect(odds(late, "check", { ...p, lucidity: "if-failed" }).partition.success).toBeCloseTo(0.675, 15);
  });

  it("LUC-LUC-10 a guaranteed check: certain", () => {
    const s = tableOf(o, { a: someone("A", pending("guaranteed")) });
    expect(odds(s, "check", { actor: "a", attribute: "STR", target: 40 }).partition.success).toBe(1);
  });

  it("an actor who cannot act has no odds either", () => {
    const s = tableOf(o, { a: someone("A", { status: "unconscious", health: 0 }) });
    expect(fails(() => odds(s, "check", { actor: "a", attribute: "STR", target: 10 }))).toEqual({
      code: "refused",
      message: "A cannot act (unconscious)",
      path: ["actor"],
    });
  });
});

describe("check: the roll and its record", () => {
  it("LUC-CHECK-1 a skill check's summary, record and partition word for word", () => {
    const s = tableOf(o, { a: someone("A", { attributes: { STR: 1 }, skills: { Swords: 2 } }) });
    const r = run(
      s,
      "check",
      { actor: "a", attribute: "STR", skill: "Swords", target: 15, tags: ["discussion"] },
      [9],
    );
    expect(r.roll).toMatchObject({
      action: "check",
      actor: "a",
      summary: "A's STR + Swords check fails: 12 against 15",
      partition: "failure",
    });
    expect(out(r)).toMatchObject({
      total: 12,
      target: 15,
      success: false,
      by: "d20",
      lucidityTarget: null,
      meetsWithoutDice: false,
      inspired: false,
      tags: ["discussion"],
    });
    expect(r.roll!.dice).toEqual([
      { role: "d20", sides: 20, faces: [9], value: 9, kept: true, exploded: false, imploded: false },
    ]);
    const ok = run(s, "check", { actor: "a", attribute: "DEX", target: 9 }, [9]);
    expect(ok.roll!.summary).toBe("A's DEX check succeeds: 9 against 9");
    expect(out(ok)).toMatchObject({ success: true, meetsWithoutDice: true });
  });

  it("LUC-CHECK-1 checkTies = fail: meeting the target is a failure, and so is the record's meetsWithoutDice", () => {
    const s = tableOf(book({ checkTies: "fail" }), { a: someone("A") });
    expect(out(run(s, "check", { actor: "a", attribute: "DEX", target: 9 }, [9]))).toMatchObject({
      success: false,
      meetsWithoutDice: false,
    });
    expect(out(run(s, "check", { actor: "a", attribute: "DEX", target: 9 }, [10]))).toMatchObject({
      success: true,
      meetsWithoutDice: true,
    });
  });

  it("LUC-LUC-4 a check by a Lucidity roll: no d20, its summary names the roll, Lucidity spent and said", () => {
    const s = tableOf(o, { a: someone("A", { attributes: { CON: 2 }, lucidity: 10 }) });
    const r = run(s, "check", { actor: "a", attribute: "CON", target: 40, lucidity: true }, [12]);
    expect(r.roll!.summary).toBe("A's CON check succeeds: Lucidity roll 12 against 12");
    expect(out(r)).toMatchObject({
      total: null,
      success: true,
      by: "lucidity",
      lucidityTarget: 12,
      meetsWithoutDice: null,
    });
    expect(r.roll!.dice.map((d) => d.role)).toEqual(["lucidity"]);
    expect(changesOf(r, "a")).toEqual(["A spends Lucidity on a successful Lucidity roll: 10 → 9"]);
    const miss = run(s, "check", { actor: "a", attribute: "CON", target: 40, lucidity: true }, [13]);
    expect(miss.roll!.summary).toBe("A's CON check fails: Lucidity roll 13 against 12");
    expect(miss.char("a").lucidity).toBe(10);
  });

  it("LUC-LUC-3 after-roll: a d20 that succeeds needs no Lucidity roll; one that fails gets it", () => {
    const s = tableOf(book({ substituteTiming: "after-roll" }), { a: someone("A", { lucidity: 10 }) });
    const p = { actor: "a", attribute: "STR", target: 11, lucidity: "if-failed" };
    const d20 = run(s, "check", p, [11]);
    expect(out(d20)).toMatchObject({ success: true, by: "d20", total: 11 });
    expect(d20.char("a").lucidity).toBe(10);
    const luc = run(s, "check", p, [4, 10]);
    expect(out(luc)).toMatchObject({ success: true, by: "lucidity", total: 4, meetsWithoutDice: false });
    expect(luc.roll!.dice.map((d) => d.role)).toEqual(["d20", "lucidity"]);
    const both = run(s, "check", p, [4, 11]);
    expect(out(both)).toMatchObject({ success: false, by: "lucidity" });
  });

  it("LUC-LUC-10 a guaranteed check says so and records it", () => {
    const s = tableOf(o, { a: someone("A", pending("guaranteed")) });
    const r = run(s, "check", { actor: "a", attribute: "STR", target: 40 }, [3]);
    expect(r.roll!.summary).toBe("A's STR check succeeds: 3 against 40 (guaranteed)");
    expect(out(r)).toMatchObject({ success: true, by: "guaranteed", modifiers: { way: "guaranteed" } });
    // A Lucidity roll asked for in a guaranteed turn is not rolled: the check is simply guaranteed.
    const luc = run(s, "check", { actor: "a", attribute: "STR", target: 40, lucidity: true }, [3]);
    expect(out(luc)).toMatchObject({ success: true, by: "guaranteed" });
    expect(luc.char("a").lucidity).toBe(14);
  });

  it("LUC-ACT-4 a check's cost is paid from the turn, on the actor's own turn only", () => {
    const s = fight(tableOf(o, { a: someone("A"), b: someone("B") }), ["a", "b"]);
    const r = run(s, "check", { actor: "a", attribute: "STR", target: 10, cost: 1 }, [10]);
    expect(r.events[0]).toMatchObject({ type: "budget.spent", kind: "action", amount: 1 });
    expect(
      fails(() => run(s, "check", { actor: "b", attribute: "STR", target: 10, cost: 1 }, [10])),
    ).toMatchObject({ code: "refused", path: ["cost"] });
    // A reaction (cost 0) may be rolled on someone else's turn.
    expect(run(s, "check", { actor: "b", attribute: "STR", target: 10 }, [10]).roll!.partition).toBe(
      "success",
    );
  });
});

describe("the named Lucidity roll", () => {
  it("LUC-LUC-8 the GM's modifier moves the target, in the odds and the roll", () => {
    const s = tableOf(o, { a: someone("A", { attributes: { CON: 2 }, lucidity: 10 }) });
    expect(odds(s, "lucidityRoll", { actor: "a", attribute: "CON", gmModifier: -4 }).partition).toEqual({
      success: 0.4,
      failure: 0.6,
    });
    const r = run(s, "lucidityRoll", { actor: "a", attribute: "CON", gmModifier: -4 }, [9]);
    expect(r.roll).toMatchObject({
      action: "lucidityRoll",
      actor: "a",
      summary: "A's Lucidity (CON) roll: 9 against 8, failure",
      partition: "failure",
    });
    expect(out(r)).toEqual({ face: 9, target: 8, success: false, over: 1, guaranteed: false });
    expect(r.roll!.dice).toEqual([
      { role: "lucidity", sides: 20, faces: [9], value: 9, kept: true, exploded: false, imploded: false },
    ]);
    expect(r.events.map((e) => e.type)).toEqual(["roll"]);
  });

  it("LUC-LUC-5 a successful named roll spends 1 Lucidity, said", () => {
    const s = tableOf(o, { a: someone("A", { lucidity: 10 }) });
    const r = run(s, "lucidityRoll", { actor: "a" }, [10]);
    expect(out(r)).toMatchObject({ success: true, over: 0, target: 10 });
    expect(r.roll!.partition).toBe("success");
    expect(changesOf(r, "a")).toEqual(["A spends Lucidity on a successful Lucidity roll: 10 → 9"]);
  });

  it("LUC-LUC-3 an NPC has no Lucidity roll unless npcsUseLucidity; one who cannot act has none either", () => {
    const npc = someone("G", { npc: true, lucidity: 10 });
    expect(fails(() => run(tableOf(o, { g: npc }), "lucidityRoll", { actor: "g" }, [5]))).toEqual({
      code: "refused",
      message: "G has no Lucidity",
      path: ["actor"],
    });
    const allowed = tableOf(book({ npcsUseLucidity: true }), {
      g: someone("G", { npc: true, lucidity: 10 }),
    });
    expect(out(run(allowed, "lucidityRoll", { actor: "g" }, [5]))).toMatchObject({ success: true });
    const down = tableOf(o, { a: someone("A", { status: "unconscious", health: 0 }) });
    expect(fails(() => run(down, "lucidityRoll", { actor: "a" }, [5]))).toMatchObject({
      message: "A cannot act (unconscious)",
      path: ["actor"],
    });
  });

  it("LUC-LUC-10 in a guaranteed turn the named roll succeeds whatever the face, spends nothing; odds 1", () => {
    const s = tableOf(o, { a: someone("A", { lucidity: 10, ...pending("guaranteed") }) });
    expect(odds(s, "lucidityRoll", { actor: "a" }).partition).toEqual({ success: 1, failure: 0 });
    const r = run(s, "lucidityRoll", { actor: "a" }, [19]);
    expect(out(r)).toEqual({ face: 19, target: 10, success: true, over: 0, guaranteed: true });
    expect(r.roll!.summary).toBe("A's Lucidity roll: 19 against 10, success");
    expect(r.char("a").lucidity).toBe(10);
    expect(changesOf(r, "a")).toBeUndefined();
  });

  it("LUC-LUC-10 guaranteedSuccessScope = first-roll: a named roll uses up the guaranteed roll", () => {
    const opts = book({ guaranteedSuccessScope: "first-roll" });
    const s = tableOf(opts, { a: someone("A", { lucidity: 10, ...pending("guaranteed") }, opts) });
    const r = run(s, "lucidityRoll", { actor: "a" }, [19]);
    expect(out(r)).toMatchObject({ success: true, guaranteed: true });
    expect(r.char("a").effects.pending).toMatchObject({ used: true });
    const next = run(r.state, "lucidityRoll", { actor: "a" }, [19]);
    expect(out(next)).toMatchObject({ success: false, guaranteed: false });
  });
});

describe("check and the named Lucidity roll: the survivors of their first run (session 16)", () => {
  it("LUC-CHECK-1 an unknown actor is refused on `actor`, in the odds and the roll, for a check and a Lucidity roll", () => {
    const s = tableOf(o, { a: someone("A") });
    const unknown = {
      code: "not_found",
      message: "no character 'zz' at this table (characters: a)",
      path: ["actor"],
    };
    expect(fails(() => odds(s, "check", { actor: "zz", attribute: "STR", target: 10 }))).toEqual(unknown);
    expect(fails(() => run(s, "check", { actor: "zz", attribute: "STR", target: 10 }, [5]))).toEqual(unknown);
    expect(fails(() => odds(s, "lucidityRoll", { actor: "zz" }))).toEqual(unknown);
    expect(fails(() => run(s, "lucidityRoll", { actor: "zz" }, [5]))).toEqual(unknown);
  });

  it("LUC-LUC-8 buffsApplyToLucidity changes nothing in a plain d20 check's odds", () => {
    const a = someone("A", { lucidity: 10 });
    const p = { actor: "a", attribute: "STR", target: 14, buffs: ["high ground"] };
    const plain = odds(tableOf(o, { a }), "check", p);
    expect(odds(tableOf(book({ buffsApplyToLucidity: true }), { a }), "check", p)).toEqual(plain);
  });

  it("LUC-LUC-4 a check made by a Lucidity roll is never recorded as inspired; its record's id is a roll id", () => {
    const s = tableOf(o, { a: someone("A", { lucidity: 10 }) });
    const r = run(s, "check", { actor: "a", attribute: "CON", target: 40, lucidity: true }, [3]);
    expect(out(r).inspired).toBe(false);
    expect(r.roll!.id).toBe("roll-100");
    expect(run(s, "check", { actor: "a", attribute: "CON", target: 4 }, [3]).roll!.id).toBe("roll-100");
    expect(run(s, "lucidityRoll", { actor: "a" }, [3]).roll!.id).toBe("roll-100");
  });

  it("LUC-TRAIT-22 a failed fear roll brings the actor's own Adrenaline Rush, whatever others have or the actor's other conditions", () => {
    const untimed = (id: string, target: string, name: string) => ({
      id,
      target,
      name,
      rating: null,
      duration: null,
      source: null,
    });
    const s = {
      ...tableOf(o, {
        a: someone("A", { traits: trio("Adrenaline Rush", "Hunk", "Guts") }),
        b: someone("B", { traits: trio("Adrenaline Rush", "Hunk", "Guts") }),
      }),
      conditions: [untimed("c1", "b", "adrenaline rush"), untimed("c2", "a", "frightened")],
    };
    const r = run(s, "check", { actor: "a", attribute: "WIL", target: 15, tags: ["fear"] }, [3]);
    expect(r.events.filter((e) => e.type.startsWith("condition."))).toEqual([
      {
        type: "condition.added",
        condition: {
          id: "condition-101",
          target: "a",
          name: "adrenaline rush",
          rating: 6,
          duration: null,
          source: "Adrenaline Rush",
        },
      },
    ]);
  });
});
