// Tests that kill surviving mutants of `npm run mutate -- src/rulesets/lucidity/actions --files
// "{zero,exploits,rescue,care,rest,support}.ts"` (issue 21): the 0-Health roll's record, odds and
// refusals, settling its wound note, and Fate's Gamble, played at the table.

import { describe, expect, it } from "vitest";
import type { TableState } from "../../../engine/state.js";
import { MINUTES_PER_DAY } from "../data/wounds.js";
import { book, changesOf, fails, odds, run, someone, tableOf, trio } from "../testing/helpers.js";

const o = book();
/** V at 0 Health, CON 1, Lucidity 6: the 0-Health roll's target is 7. A acts first unless told. */
function scene(victim: Record<string, unknown> = {}, opts = o, vFirst = false): TableState {
  const s = tableOf(opts, {
    a: someone("A"),
    v: someone("V", { attributes: { CON: 1 }, health: 0, lucidity: 6, ...victim }),
  });
  return run(
    s,
    "initiative",
    { participants: [{ character: "a" }, { character: "v" }] },
    vFirst ? [1, 20] : [20, 1],
  ).state;
}
const notesOf = (s: TableState, kind: string) =>
  Object.entries(s.notes).filter(([, n]) => n.kind === kind && n.open);
/** A failed 0-Health roll with `face`, and its wound note's id. */
function failed(face: number, victim: Record<string, unknown> = {}, opts = o) {
  const r = run(scene(victim, opts), "zeroHealthRoll", { character: "v" }, [face]);
  return { state: r.state, note: notesOf(r.state, "wound")[0]![0], roll: r.roll! };
}

describe("the 0-Health roll: what the mutants found open", () => {
  it("LUC-ZERO-3 only a character with Lucidity, alive and at 0 Health, rolls; each refusal names `character`", () => {
    const s = tableOf(o, {
      n: someone("N", { npc: true, health: 0 }),
      d: someone("D", { health: 0, status: "dead" }),
      h: someone("H", { health: 1 }),
    });
    expect(fails(() => run(s, "zeroHealthRoll", { character: "n" }, [1]))).toEqual({
      code: "refused",
      message: "N has no Lucidity",
      path: ["character"],
    });
    expect(fails(() => run(s, "zeroHealthRoll", { character: "d" }, [1]))).toEqual({
      code: "refused",
      message: "D is dead",
      path: ["character"],
    });
    expect(fails(() => run(s, "zeroHealthRoll", { character: "h" }, [1]))).toEqual({
      code: "refused",
      message: "H is not at 0 Health",
      path: ["character"],
    });
    expect(fails(() => odds(s, "zeroHealthRoll", { character: "h" })).message).toBe("H is not at 0 Health");
    expect(fails(() => run(s, "zeroHealthRoll", { character: "zz" }, [1])).path).toEqual(["character"]);
    // An NPC with npcsUseLucidity rolls.
    const npcs = tableOf(book({ npcsUseLucidity: true }), { n: someone("N", { npc: true, health: 0 }) });
    expect(run(npcs, "zeroHealthRoll", { character: "n" }, [1]).roll!.partition).toBe("success");
  });

  it("LUC-ZERO-6 the odds at target 7: each row of the table, and success 7 in 20", () => {
    expect(odds(scene(), "zeroHealthRoll", { character: "v" })).toEqual({
      partition: { success: 7 / 20, failure: 13 / 20 },
      chances: { "minor-wound": 0.05, wound: 0.05, "major-wound": 0.05, disability: 0.05, death: 0.45 },
      distributions: {},
      truncated: 0,
    });
    // degreeOfFailureStep 2: two faces per row, death from face 16 (degree 5).
    expect(
      odds(scene({}, book({ degreeOfFailureStep: 2 })), "zeroHealthRoll", { character: "v" }).chances,
    ).toEqual({
      "minor-wound": 0.1,
      wound: 0.1,
      "major-wound": 0.1,
      disability: 0.1,
      death: 0.25,
    });
  });

  it("LUC-ZERO-4 success: the record says nothing happens and no Lucidity is spent", () => {
    const r = run(scene(), "zeroHealthRoll", { character: "v" }, [7]);
    expect(r.roll).toMatchObject({
      action: "zeroHealthRoll",
      actor: "v",
      summary:
        "V's Lucidity (CON) roll at 0 Health: 7 against 7, success: nothing happens, and no Lucidity is spent",
      outcome: { face: 7, target: 7, success: true, degree: 0, result: null },
      partition: "success",
    });
    expect(r.roll!.dice).toHaveLength(1);
    expect(r.events).toEqual([{ type: "roll", roll: r.roll }]);
  });

  it("LUC-ZERO-5 LUC-ZERO-6 failure by 2: the Wound is proposed in a note the GM settles", () => {
    const r = run(scene(), "zeroHealthRoll", { character: "v" }, [9]);
    expect(r.roll).toMatchObject({
      summary: "V's Lucidity (CON) roll at 0 Health: 9 against 7, failure by 2: Wound proposed",
      outcome: { face: 9, target: 7, success: false, degree: 2, result: "wound" },
      partition: "failure",
    });
    const [, note] = notesOf(r.state, "wound")[0]!;
    expect(note).toMatchObject({
      text: "V failed by 2: Wound (heals 1–2 weeks). The GM confirms or replaces it; or V takes a guaranteed turn, then falls unconscious, with no wound.",
      data: { character: "v", degree: 2, proposed: "wound", roll: r.roll!.id, canChooseGuaranteed: true },
    });
    const out = run(scene({ status: "unconscious" }), "zeroHealthRoll", { character: "v" }, [9]);
    expect(notesOf(out.state, "wound")[0]![1]).toMatchObject({
      text: "V failed by 2: Wound (heals 1–2 weeks). The GM confirms or replaces it.",
      data: { canChooseGuaranteed: false },
    });
  });

  it("LUC-ZERO-3 the roll settles the end-of-round note it names, and only that character's", () => {
    const s = scene();
    s.notes["note-z"] = { kind: "zero-health-roll", text: "roll", data: { character: "v" }, open: true };
    s.notes["note-a"] = { kind: "zero-health-roll", text: "roll", data: { character: "a" }, open: true };
    s.notes["note-w"] = { kind: "wound", text: "w", data: { character: "v" }, open: true };
    const r = run(s, "zeroHealthRoll", { character: "v", note: "note-z" }, [3]);
    expect(r.events.at(-1)).toEqual({ type: "note.closed", id: "note-z", resolution: "rolled 3 against 7" });
    expect(fails(() => run(s, "zeroHealthRoll", { character: "v", note: "note-a" }, [3]))).toEqual({
      code: "invalid",
      message: "note 'note-a' is for another character",
      path: ["note"],
    });
    expect(fails(() => run(s, "zeroHealthRoll", { character: "v", note: "note-w" }, [3]))).toEqual({
      code: "not_found",
      message: "no zero-health-roll note 'note-w'",
      path: ["note"],
    });
    expect(fails(() => run(s, "zeroHealthRoll", { character: "v", note: "nope" }, [3])).code).toBe(
      "not_found",
    );
    expect(fails(() => run(r.state, "zeroHealthRoll", { character: "v", note: "note-z" }, [3]))).toEqual({
      code: "conflict",
      message: "note 'note-z' is already settled",
      path: ["note"],
    });
  });

  it("LUC-ZERO-7 with no Lucidity floor, a negative Lucidity (−3) is restored to the maximum, not past it", () => {
    const none = book({ lucidityFloor: "none" });
    const s = tableOf(none, {
      v: someone("V", { attributes: { CON: 1 }, health: 0, lucidity: -3 }, none),
    });
    const r = run(s, "zeroHealthRoll", { character: "v" }, [20]);
    expect(r.roll!.outcome).toMatchObject({ target: -2, result: "death" });
    expect(r.char("v").lucidity).toBe(14);
  });

  it("LUC-ZERO-7 degree 5: the death sequence, logged; on V's own turn the final turn is active at once", () => {
    const r = run(scene({ lucidity: 2 }, o, true), "zeroHealthRoll", { character: "v" }, [12]);
    expect(r.roll!.summary).toBe(
      "V's Lucidity (CON) roll at 0 Health: 12 against 3, failure by 9: one final turn of guaranteed critical successes, then death",
    );
    expect(r.roll!.outcome).toMatchObject({ result: "death", degree: 9 });
    expect(r.char("v").effects.pending).toEqual({ kind: "final-turn", stage: "active", used: false });
    expect(changesOf(r)[0]).toBe(
      "V takes one more turn, every roll a guaranteed critical success, then dies",
    );
    expect(changesOf(r).join("\n")).toContain("all Lucidity regained (death sequence)");
    const later = run(
      scene({ lucidity: 2 }, book({ finalTurnLucidityTiming: "after-death" })),
      "zeroHealthRoll",
      {
        character: "v",
      },
      [12],
    );
    expect(changesOf(later)).toEqual([
      "V takes one more turn, every roll a guaranteed critical success, then dies",
    ]);
  });
});

describe("settling the wound note: what the mutants found open", () => {
  it("LUC-ZERO-6 the GM confirms the Wound: a condition rated by the degree, with its days and source", () => {
    const f = failed(9);
    const r = run(f.state, "settleWound", { note: f.note, choice: "wound", days: 10 });
    expect(r.state.conditions[0]).toMatchObject({
      target: "v",
      name: "Wound",
      rating: 2,
      duration: { unit: "minute", remaining: 10 * MINUTES_PER_DAY },
      source: `Lucidity (CON) roll ${f.roll.id}`,
    });
    expect(r.roll).toMatchObject({
      action: "settleWound",
      actor: "v",
      summary: "V: Wound, heals in 10 days",
      dice: [],
      outcome: {
        choice: "wound",
        proposed: "wound",
        wound: "wound",
        label: "Wound",
        days: 10,
        replaced: false,
      },
      partition: "wound",
    });
    expect(r.events[0]).toEqual({ type: "roll", roll: r.roll });
    expect(r.events.at(-1)).toEqual({
      type: "note.closed",
      id: f.note,
      resolution: "table: Wound; ruled: Wound (10 days)",
    });
  });

  it("LUC-ZERO-6 the GM's own result: a named label, a Disability, or no lasting harm", () => {
    const f = failed(9);
    const label = run(f.state, "settleWound", {
      note: f.note,
      choice: "wound",
      label: "Broken arm",
      days: 20,
    });
    expect(label.state.conditions[0]).toMatchObject({ name: "Broken arm" });
    expect(label.roll!.summary).toBe("V: Broken arm, heals in 20 days (the table proposed Wound)");
    expect(label.roll!.outcome).toMatchObject({ wound: "wound", label: "Broken arm", replaced: true });
    const dis = run(f.state, "settleWound", { note: f.note, choice: "wound", result: "disability" });
    expect(dis.roll!.summary).toBe("V: Disability, does not heal naturally (the table proposed Wound)");
    expect(dis.roll!.outcome).toMatchObject({ days: null, replaced: true });
    const none = run(f.state, "settleWound", { note: f.note, choice: "wound", result: "none" });
    expect(none.state.conditions).toEqual([]);
    expect(none.roll!.summary).toBe("V: no lasting harm (the table proposed Wound)");
    expect(none.events.at(-1)).toMatchObject({ resolution: "table: Wound; ruled: no lasting harm" });
    expect(
      fails(() => run(f.state, "settleWound", { note: f.note, choice: "wound", result: "none", days: 3 })),
    ).toEqual({
      code: "invalid",
      message: "days: this result does not heal over time",
      path: ["days"],
    });
    const proposed = failed(11);
    const d = run(proposed.state, "settleWound", { note: proposed.note, choice: "wound" });
    expect(d.roll!.summary).toBe("V: Disability, does not heal naturally");
    expect(d.state.conditions[0]).toMatchObject({ name: "Disability", rating: 4, duration: null });
  });

  it("LUC-ZERO-6 woundDuration = gm: the GM must pick the days, told the window", () => {
    const f = failed(10);
    expect(fails(() => run(f.state, "settleWound", { note: f.note, choice: "wound" }))).toEqual({
      code: "invalid",
      message: "days: the GM picks the healing time (30–90 days for this wound)",
      path: ["days"],
    });
    expect(odds(f.state, "settleWound", { note: f.note, choice: "wound", days: 40 })).toEqual({
      partition: { wound: 1 },
      chances: {},
      distributions: {},
      truncated: 0,
    });
  });

  it("LUC-ZERO-6 woundDuration = random: the days are rolled on the window, never given", () => {
    const random = book({ woundDuration: "random" });
    const f = failed(8, {}, random);
    expect(odds(f.state, "settleWound", { note: f.note, choice: "wound" }).distributions).toEqual({
      days: [
        [2, 0.5],
        [3, 0.5],
      ],
    });
    expect(
      odds(f.state, "settleWound", { note: f.note, choice: "wound", result: "disability" }).distributions,
    ).toEqual({});
    expect(odds(f.state, "settleWound", { note: f.note, choice: "guaranteed-turn" })).toEqual({
      partition: { "guaranteed-turn": 1 },
      chances: {},
      distributions: {},
      truncated: 0,
    });
    expect(fails(() => odds(f.state, "settleWound", { note: "nope", choice: "wound" })).path).toEqual([
      "note",
    ]);
    const r = run(f.state, "settleWound", { note: f.note, choice: "wound" }, [3]);
    expect(r.roll!.dice).toEqual([
      { role: "days", sides: 2, faces: [3], value: 3, kept: true, exploded: false, imploded: false },
    ]);
    expect(r.state.conditions[0]).toMatchObject({ duration: { remaining: 3 * MINUTES_PER_DAY } });
    // The die is named by its window when a scripted face does not fit it.
    expect(() => run(f.state, "settleWound", { note: f.note, choice: "wound" }, [4])).toThrow(
      "face 1 is 4, which a healing days (2–3) cannot show",
    );
    expect(fails(() => run(f.state, "settleWound", { note: f.note, choice: "wound", days: 3 }, [3]))).toEqual(
      {
        code: "invalid",
        message: "days: rolled within the window (woundDuration = random)",
        path: ["days"],
      },
    );
    const major = failed(10, {}, random);
    expect(
      run(major.state, "settleWound", { note: major.note, choice: "wound", result: "wound" }, [14]).roll!
        .dice[0],
    ).toMatchObject({ sides: 8, value: 14 });
  });

  it("LUC-ZERO-8 the guaranteed turn: logged, no wound, and refused with any wound detail", () => {
    const f = failed(9, {}, o);
    const r = run(f.state, "settleWound", { note: f.note, choice: "guaranteed-turn" });
    expect(r.roll).toMatchObject({
      summary: "V takes a guaranteed turn instead of the wound",
      outcome: { choice: "guaranteed-turn", wound: null },
      partition: "guaranteed-turn",
      dice: [],
    });
    expect(r.char("v").effects.pending).toEqual({ kind: "guaranteed", stage: "waiting", used: false });
    expect(changesOf(r)).toEqual(["V chooses a guaranteed turn, then unconsciousness, instead of a wound"]);
    expect(r.events.map((e) => e.type)).toEqual(["roll", "character.changed", "note.closed"]);
    expect(r.events.at(-1)).toEqual({
      type: "note.closed",
      id: f.note,
      resolution: "guaranteed turn, then unconscious; no wound",
    });
    for (const extra of [{ result: "wound" }, { days: 3 }, { label: "x" }])
      expect(
        fails(() => run(f.state, "settleWound", { note: f.note, choice: "guaranteed-turn", ...extra })),
      ).toEqual({
        code: "invalid",
        message: "a guaranteed turn records no wound",
        path: ["result"],
      });
  });

  it("LUC-ZERO-8 the guaranteed turn is active at once on V's own turn; refused once V is knocked out", () => {
    const r = run(scene({}, o, true), "zeroHealthRoll", { character: "v" }, [9]);
    const note = notesOf(r.state, "wound")[0]![0];
    expect(
      run(r.state, "settleWound", { note, choice: "guaranteed-turn" }).char("v").effects.pending,
    ).toMatchObject({
      stage: "active",
    });
    const out = run(r.state, "setStatus", { target: "v", status: "unconscious", reason: "x" }).state;
    expect(fails(() => run(out, "settleWound", { note, choice: "guaranteed-turn" }))).toEqual({
      code: "refused",
      message: "V is unconscious, so the guaranteed turn is not on offer",
      path: ["choice"],
    });
    expect(fails(() => run(r.state, "settleWound", { note: "nope", choice: "wound" })).path).toEqual([
      "note",
    ]);
    // A note whose character has left the table is refused on `note`.
    const gone = {
      ...r.state,
      notes: { ...r.state.notes, [note]: { ...r.state.notes[note]!, data: { character: "zz" } } },
    };
    expect(fails(() => run(gone, "settleWound", { note, choice: "wound" }))).toMatchObject({
      code: "not_found",
      path: ["note"],
    });
  });
});

describe("Fate's Gamble: what the mutants found open", () => {
  const gambler = (extra: Record<string, unknown> = {}) =>
    someone("G", { traits: trio("Fate's Gamble", "Hunk", "Guts"), health: 0, lucidity: 5, ...extra });

  it("LUC-TRAIT-34 refusals: no trait, Health above 0, no Lucidity, unable to act", () => {
    const s = tableOf(o, {
      n: someone("N", { health: 0 }),
      h: gambler({ health: 1 }),
      p: gambler({ npc: true }),
      u: gambler({ status: "unconscious" }),
      f: gambler({
        status: "unconscious",
        effects: { pending: { kind: "final-turn", stage: "active", used: false } },
      }),
    });
    expect(fails(() => run(s, "fatesGamble", { actor: "zz" }, [1, 1])).path).toEqual(["actor"]);
    expect(fails(() => run(s, "fatesGamble", { actor: "n" }, [1, 1]))).toEqual({
      code: "refused",
      message: "N does not have Fate's Gamble",
      path: ["actor"],
    });
    expect(fails(() => run(s, "fatesGamble", { actor: "h" }, [1, 1]))).toEqual({
      code: "refused",
      message: "Fate's Gamble is for 0 Health; G has 1",
      path: ["actor"],
    });
    expect(fails(() => run(s, "fatesGamble", { actor: "p" }, [1, 1]))).toEqual({
      code: "refused",
      message: "G has no Lucidity",
      path: ["actor"],
    });
    expect(fails(() => run(s, "fatesGamble", { actor: "u" }, [1, 1]))).toEqual({
      code: "refused",
      message: "G cannot act",
      path: ["actor"],
    });
    // In the final turn of the death sequence every roll succeeds, and no Lucidity is spent.
    const f = run(s, "fatesGamble", { actor: "f" }, [20, 20]);
    expect(f.roll!.outcome).toMatchObject({ success: true, rolls: [{ success: true }, { success: true }] });
    expect(f.char("f")).toMatchObject({ lucidity: 5, health: 1 });
    expect(odds(s, "fatesGamble", { actor: "f" }).partition).toEqual({ success: 1, failure: 0 });
  });

  it("LUC-TRAIT-34 the record: both rolls, their targets, and the verdict in words", () => {
    const s = tableOf(o, { g: gambler() });
    const won = run(s, "fatesGamble", { actor: "g" }, [3, 4]);
    expect(won.roll).toMatchObject({
      action: "fatesGamble",
      actor: "g",
      summary: "G's Fate's Gamble: 3 against 5, then 4 against 4 — both succeed, 1 Health regained",
      outcome: {
        rolls: [
          { face: 3, target: 5, success: true },
          { face: 4, target: 4, success: true },
        ],
        success: true,
      },
      partition: "success",
    });
    expect(won.roll!.id).toMatch(/^roll-\d+$/);
    expect(won.roll!.dice.map((d) => [d.role, d.value])).toEqual([
      ["lucidity", 3],
      ["lucidity", 4],
    ]);
    expect(changesOf(won)).toEqual([
      "G's Lucidity 5 → 4 (successful Lucidity roll)",
      "G's Lucidity 4 → 3 (successful Lucidity roll)",
      "G heals 1 (Fate's Gamble): Health 0 → 1",
    ]);
    const lost = run(s, "fatesGamble", { actor: "g" }, [9, 2]);
    expect(lost.roll).toMatchObject({
      summary: "G's Fate's Gamble: 9 against 5, then 2 against 5 — not both",
      outcome: { success: false },
      partition: "failure",
    });
    expect(lost.char("g")).toMatchObject({ lucidity: 4, health: 0 });
    expect(odds(s, "fatesGamble", { actor: "g" }).partition.failure).toBeCloseTo(1 - (5 / 20) * (4 / 20), 15);
  });

  it("LUC-TRAIT-34 in an encounter: once per turn, on one's own turn only", () => {
    const s = run(
      tableOf(o, { g: gambler(), a: someone("A") }),
      "initiative",
      { participants: [{ character: "g" }, { character: "a" }] },
      [20, 1],
    ).state;
    const once = run(s, "fatesGamble", { actor: "g" }, [9, 9]);
    expect(once.events[0]).toMatchObject({ type: "budget.spent", kind: "fatesGamble", amount: 1 });
    expect(fails(() => run(once.state, "fatesGamble", { actor: "g" }, [9, 9])).message).toBe(
      "fatesGamble was already used this turn",
    );
    const other = run(s, "nextTurn", {}).state;
    expect(fails(() => run(other, "fatesGamble", { actor: "g" }, [9, 9]))).toEqual({
      code: "refused",
      message: "only on G's own turn",
      path: ["actor"],
    });
    expect(fails(() => run(once.state, "fatesGamble", { actor: "g" }, [9, 9])).path).toEqual(["actor"]);
  });

  it("LUC-TRAIT-34 fatesGambleAttribute = CON adds CON to both targets, in the odds too", () => {
    const s = tableOf(book({ fatesGambleAttribute: "CON" }), { g: gambler({ attributes: { CON: 2 } }) });
    expect(run(s, "fatesGamble", { actor: "g" }, [7, 6]).roll!.outcome).toMatchObject({
      rolls: [{ target: 7 }, { target: 6 }],
    });
    expect(odds(s, "fatesGamble", { actor: "g" }).partition.success).toBeCloseTo((7 / 20) * (6 / 20), 15);
  });
});
