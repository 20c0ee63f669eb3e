import { describe, expect, it } from "vitest";
import type { TableState } from "../../../engine/state.js";
import { MINUTES_PER_DAY } from "../data/wounds.js";
import { book, odds, run, someone, tableOf } from "../testing/helpers.js";

const o = book();
const club = { name: "Club", kind: "weapon", damage: "1d4", range: "melee" };
const trio = (a: string, b: string, c: string) => [{ name: a }, { name: b }, { name: c }];
/** A hits with a club for 1 action (Rapid Strikes); V is the victim, at 0 Health unless told. */
function scene(victim: Record<string, unknown> = {}, opts = o): TableState {
  const a = someone("A", {
    items: [club],
    designated: ["Club"],
    traits: trio("Rapid Strikes", "Hunk", "Guts"),
  });
  const v = someone("V", { attributes: { CON: 1 }, health: 0, lucidity: 6, ...victim });
  const s = tableOf(opts, { a, v });
  return run(s, "initiative", { participants: [{ character: "a" }, { character: "v" }] }, [20, 1]).state;
}
const notesOf = (s: TableState, kind: string) =>
  Object.entries(s.notes).filter(([, n]) => n.kind === kind && n.open);
const noteId = (s: TableState, kind: string): string => notesOf(s, kind)[0]![0];

/** A hits V once (face 15 hits Defense 10; club face `dmg`), then the round ends. */
function hitAndEndRound(s: TableState, dmg = 2): TableState {
  s = run(s, "attack", { attacker: "a", defender: "v" }, [15, dmg]).state;
  s = run(s, "nextTurn", {}).state;
  return run(s, "nextTurn", {}).state;
}

describe("at 0 Health", () => {
  it("LUC-ZERO-2 a character at 0 Health acts normally", () => {
    const s = scene();
    const t = run(s, "nextTurn", {}).state;
    expect(run(t, "check", { actor: "v", attribute: "STR", target: 5 }, [10]).roll!.partition).toBe(
      "success",
    );
  });

  it("LUC-ZERO-3 Health 3 and a 5-damage hit: no roll at the round's end; hits at 0 (2 and 3): exactly one", () => {
    let s = scene({ health: 3 });
    s = hitAndEndRound(s, 4);
    expect(s.characters.v!.data).toMatchObject({ health: 0 });
    expect(notesOf(s, "zero-health-roll")).toHaveLength(0);
    s = run(s, "attack", { attacker: "a", defender: "v" }, [15, 2]).state;
    s = run(s, "attack", { attacker: "a", defender: "v" }, [15, 3]).state;
    s = run(run(s, "nextTurn", {}).state, "nextTurn", {}).state;
    expect(notesOf(s, "zero-health-roll")).toHaveLength(1);
    const over = hitAndEndRound(scene({ health: 3 }, book({ overflowTriggersCheck: true })), 4);
    expect(notesOf(over, "zero-health-roll")).toHaveLength(1);
  });

  it("LUC-ZERO-4 Lucidity 6, CON +1 (target 7), face 7 → success, and Lucidity stays 6", () => {
    const s = hitAndEndRound(scene({ lucidity: 8 }));
    expect(s.characters.v!.data).toMatchObject({ lucidity: 6 });
    const id = noteId(s, "zero-health-roll");
    const r = run(s, "zeroHealthRoll", { character: "v", note: id }, [7]);
    expect(r.roll!.outcome).toMatchObject({ target: 7, success: true });
    expect(r.char("v").lucidity).toBe(6);
    expect(r.state.notes[id]!.open).toBe(false);
    expect(odds(s, "zeroHealthRoll", { character: "v" }).partition.success).toBeCloseTo(7 / 20, 15);
  });

  it("LUC-ZERO-5 target 7, face 9 → degree 2; degreeOfFailureStep 2 → degree 1", () => {
    const s = scene();
    expect(run(s, "zeroHealthRoll", { character: "v" }, [9]).roll!.outcome).toMatchObject({
      degree: 2,
      result: "wound",
    });
    const step = scene({}, book({ degreeOfFailureStep: 2 }));
    expect(run(step, "zeroHealthRoll", { character: "v" }, [9]).roll!.outcome).toMatchObject({
      degree: 1,
      result: "minor-wound",
    });
  });

  it("LUC-ZERO-6 target 7: faces 8, 9, 10, 11 propose the four wounds; the GM confirms or replaces, both logged", () => {
    const s = scene();
    const proposed = [8, 9, 10, 11].map(
      (f) => notesOf(run(s, "zeroHealthRoll", { character: "v" }, [f]).state, "wound")[0]![1].data,
    );
    expect(proposed.map((d) => (d as { proposed: string }).proposed)).toEqual([
      "minor-wound",
      "wound",
      "major-wound",
      "disability",
    ]);
    const failed = run(s, "zeroHealthRoll", { character: "v" }, [9]);
    const id = noteId(failed.state, "wound");
    expect(() => run(failed.state, "settleWound", { note: id, choice: "wound" })).toThrow(
      /days: the GM picks/,
    );
    const confirmed = run(failed.state, "settleWound", { note: id, choice: "wound", days: 10 });
    expect(confirmed.state.conditions[0]).toMatchObject({
      target: "v",
      name: "Wound",
      rating: 2,
      duration: { unit: "minute", remaining: 10 * MINUTES_PER_DAY },
    });
    const replaced = run(failed.state, "settleWound", { note: id, choice: "wound", result: "disability" });
    expect(replaced.state.conditions[0]).toMatchObject({ name: "Disability", duration: null });
    expect(replaced.events.at(-1)).toMatchObject({
      type: "note.closed",
      resolution: "table: Wound; ruled: Disability",
    });
    // The odds show every row: P(degree 1) = 1/20 … P(degree 5+) = 9/20 at target 7.
    expect(odds(s, "zeroHealthRoll", { character: "v" }).chances).toMatchObject({
      "minor-wound": 0.05,
      death: 0.45,
    });
  });

  it("LUC-ZERO-6 woundDuration = random rolls the healing days within the window", () => {
    const s = scene({}, book({ woundDuration: "random" }));
    const failed = run(s, "zeroHealthRoll", { character: "v" }, [8]);
    const id = noteId(failed.state, "wound");
    const r = run(failed.state, "settleWound", { note: id, choice: "wound" }, [3]);
    expect(r.roll!.outcome).toMatchObject({ days: 3 });
    expect(() => run(failed.state, "settleWound", { note: id, choice: "wound" }, [4])).toThrow(/cannot show/);
  });

  it("LUC-ZERO-7 degree 5+: Lucidity restored, one final turn of guaranteed critical successes, then death", () => {
    let s = run(scene({ lucidity: 2 }), "zeroHealthRoll", { character: "v" }, [15]).state;
    expect(s.characters.v!.data).toMatchObject({
      lucidity: 14,
      effects: { pending: { kind: "final-turn", stage: "waiting" } },
    });
    expect(notesOf(s, "wound")).toHaveLength(0);
    s = run(s, "nextTurn", {}).state;
    const roll = run(s, "check", { actor: "v", attribute: "STR", target: 40 }, [1]);
    expect(roll.roll!.outcome).toMatchObject({
      success: true,
      by: "guaranteed",
      modifiers: { critical: true },
    });
    const atk = run(s, "attack", { attacker: "v", defender: "a" }, [1]);
    expect(atk.roll!.outcome).toMatchObject({ hit: true, by: "guaranteed", penetration: 1 });
    s = run(roll.state, "nextTurn", {}).state;
    expect(s.characters.v!.data).toMatchObject({ status: "dead", effects: { pending: null } });
    s = run(s, "nextTurn", {}).state;
    expect(s.encounter!.order[s.encounter!.current]).toBe("a");
  });

  it("LUC-ZERO-7 finalTurnLucidityTiming = after-death: Lucidity comes back only at death", () => {
    const opts = book({ finalTurnLucidityTiming: "after-death" });
    let s = run(scene({ lucidity: 2 }, opts), "zeroHealthRoll", { character: "v" }, [15]).state;
    expect(s.characters.v!.data).toMatchObject({ lucidity: 2 });
    s = run(run(s, "nextTurn", {}).state, "nextTurn", {}).state;
    expect(s.characters.v!.data).toMatchObject({ status: "dead", lucidity: 14 });
  });

  it("LUC-ZERO-8 degree 3 while conscious: instead of the Major Wound, a guaranteed turn then unconsciousness", () => {
    const failed = run(scene(), "zeroHealthRoll", { character: "v" }, [10]);
    const id = noteId(failed.state, "wound");
    expect(failed.state.notes[id]!.data).toMatchObject({ canChooseGuaranteed: true });
    let s = run(failed.state, "settleWound", { note: id, choice: "guaranteed-turn" }).state;
    expect(s.conditions).toHaveLength(0);
    s = run(s, "nextTurn", {}).state;
    expect(run(s, "check", { actor: "v", attribute: "STR", target: 40 }, [1]).roll!.outcome).toMatchObject({
      success: true,
      by: "guaranteed",
    });
    s = run(s, "nextTurn", {}).state;
    expect(s.characters.v!.data).toMatchObject({ status: "unconscious", effects: { pending: null } });
    // Degree 5: no choice is offered (no wound note at all).
    expect(notesOf(run(scene(), "zeroHealthRoll", { character: "v" }, [12]).state, "wound")).toHaveLength(0);
    // Already unconscious: the choice is not on offer.
    const out = run(scene({ status: "unconscious" }), "zeroHealthRoll", { character: "v" }, [10]);
    const oid = noteId(out.state, "wound");
    expect(() => run(out.state, "settleWound", { note: oid, choice: "guaranteed-turn" })).toThrow(
      /not on offer/,
    );
  });

  it("LUC-LUC-10 guaranteedSuccessScope = first-roll: only the first roll of the turn is guaranteed", () => {
    const opts = book({ guaranteedSuccessScope: "first-roll" });
    const failed = run(scene({}, opts), "zeroHealthRoll", { character: "v" }, [10]);
    const id = noteId(failed.state, "wound");
    let s = run(
      run(failed.state, "settleWound", { note: id, choice: "guaranteed-turn" }).state,
      "nextTurn",
      {},
    ).state;
    s = run(s, "check", { actor: "v", attribute: "STR", target: 40 }, [1]).state;
    expect(run(s, "check", { actor: "v", attribute: "STR", target: 40 }, [1]).roll!.outcome).toMatchObject({
      success: false,
    });
  });

  it("LUC-ZERO-9 the unconscious take no turns until Health rises above 0", () => {
    let s = scene({ status: "unconscious" });
    s = run(s, "nextTurn", {}).state;
    expect(s.encounter).toMatchObject({ round: 2, current: 0 });
    expect(() => run(s, "check", { actor: "v", attribute: "STR", target: 5 }, [10])).toThrow(
      /cannot act \(unconscious\)/,
    );
    const healed = run(s, "heal", { target: "v", amount: 2 });
    expect(healed.char("v")).toMatchObject({ health: 2, status: "conscious" });
  });

  it("LUC-TRAIT-34 Fate's Gamble, Lucidity 5: faces 3 then 4 → both succeed, Lucidity 3, Health 1", () => {
    const s = tableOf(o, {
      g: someone("G", { traits: trio("Fate's Gamble", "Hunk", "Guts"), health: 0, lucidity: 5 }),
    });
    const r = run(s, "fatesGamble", { actor: "g" }, [3, 4]);
    expect(r.roll!.outcome).toMatchObject({ success: true, rolls: [{ target: 5 }, { target: 4 }] });
    expect(r.char("g")).toMatchObject({ lucidity: 3, health: 1 });
    expect(odds(s, "fatesGamble", { actor: "g" }).partition.success).toBeCloseTo((5 / 20) * (4 / 20), 15);
  });

  it("LUC-TRAIT-34 Lucidity 5: faces 3 then 5 → the second fails (5 > 4): Lucidity 4, Health 0", () => {
    const s = tableOf(o, {
      g: someone("G", { traits: trio("Fate's Gamble", "Hunk", "Guts"), health: 0, lucidity: 5 }),
    });
    const r = run(s, "fatesGamble", { actor: "g" }, [3, 5]);
    expect(r.char("g")).toMatchObject({ lucidity: 4, health: 0 });
    expect(() =>
      run(
        tableOf(o, { g: someone("G", { traits: trio("Fate's Gamble", "Hunk", "Guts") }) }),
        "fatesGamble",
        { actor: "g" },
        [1, 1],
      ),
    ).toThrow(/for 0 Health/);
    const con = tableOf(book({ fatesGambleAttribute: "CON" }), {
      g: someone("G", {
        attributes: { CON: 2 },
        traits: trio("Fate's Gamble", "Hunk", "Guts"),
        health: 0,
        lucidity: 5,
      }),
    });
    expect(run(con, "fatesGamble", { actor: "g" }, [7, 6]).roll!.outcome).toMatchObject({ success: true });
  });
});
