// Tests that kill surviving mutants of `npm run mutate -- src/rulesets/lucidity/actions --files
// "{movement,turn,initiative,progress,gear,narrative}.ts"` (issue 21): the end of a turn and of a
// round, the start of a turn, the new round's initiative, and who is skipped, with the exact events.

import { describe, expect, it } from "vitest";
import type { TableState } from "../../../engine/state.js";
import type { LucidityCharacter } from "../character/index.js";
import { book, changesOf, fails, fight, run, someone, tableOf } from "../testing/helpers.js";
import { reduceLucidity } from "./turn.js";

const o = book();
const next = (s: TableState, faces: number[] = []) => run(s, "nextTurn", {}, faces);
/** Replaces a character's sheet in the state (as another action would have). */
const patch = (s: TableState, id: string, f: (c: LucidityCharacter) => LucidityCharacter): TableState => ({
  ...s,
  characters: {
    ...s.characters,
    [id]: { ...s.characters[id]!, data: f(s.characters[id]!.data as LucidityCharacter) },
  },
});
const pending = (kind: "guaranteed" | "final-turn", stage: "waiting" | "active") => ({ kind, stage });

describe("the turn's end and start: what the mutants found open", () => {
  it("a next turn with no encounter is refused (conflict, no field)", () => {
    expect(fails(() => next(tableOf(o, { a: someone("A") })))).toEqual({
      code: "conflict",
      message: "no encounter is running",
      path: [],
    });
  });

  it("LUC-ZERO-8 a waiting guaranteed turn begins at the character's turn and ends in unconsciousness", () => {
    const s = fight(
      tableOf(o, {
        a: someone("A", { effects: { pending: pending("guaranteed", "waiting") } }),
        b: someone("B"),
      }),
      ["b", "a"],
    );
    const start = next(s);
    expect(start.events).toEqual([
      { type: "turn.started", round: 1, index: 1, actor: "a" },
      {
        type: "character.changed",
        id: "a",
        data: start.char("a"),
        changes: ["A's guaranteed turn: every roll succeeds, then unconsciousness"],
      },
    ]);
    expect(start.char("a").effects.pending).toEqual({ kind: "guaranteed", stage: "active", used: false });
    const end = next(start.state);
    expect(end.events[0]).toEqual({
      type: "character.changed",
      id: "a",
      data: end.char("a"),
      changes: ["A's guaranteed turn ends: A falls unconscious"],
    });
    expect(end.char("a")).toMatchObject({ status: "unconscious", effects: { pending: null } });
    expect(end.events.slice(1)).toEqual([{ type: "turn.started", round: 2, index: 0, actor: "b" }]);
  });

  it("LUC-ZERO-8 a guaranteed turn still waiting when the turn ends (granted during it) stays waiting", () => {
    const s = patch(fight(tableOf(o, { a: someone("A"), b: someone("B") }), ["a", "b"]), "a", (c) => ({
      ...c,
      effects: { ...c.effects, pending: { kind: "guaranteed", stage: "waiting", used: false } },
    }));
    const r = next(s);
    expect(r.events).toEqual([{ type: "turn.started", round: 1, index: 1, actor: "b" }]);
    expect(r.char("a")).toMatchObject({ status: "conscious", effects: { pending: { stage: "waiting" } } });
  });

  it("LUC-ZERO-7 the final turn: begins with its line, ends in death; Lucidity as it was (before-final-turn)", () => {
    const dying = someone("A", {
      health: 0,
      lucidity: 3,
      status: "unconscious",
      effects: { pending: pending("final-turn", "waiting") },
    });
    const s = fight(tableOf(o, { b: someone("B"), a: dying }), ["b", "a"]);
    const start = next(s);
    expect(changesOf(start)).toEqual(["A's final turn: every roll is a guaranteed critical success"]);
    const end = next(start.state);
    expect(end.events[0]).toEqual({
      type: "character.changed",
      id: "a",
      data: end.char("a"),
      changes: ["A's final turn ends: A dies"],
    });
    expect(end.char("a")).toMatchObject({ status: "dead", lucidity: 3, effects: { pending: null } });
  });

  it("LUC-ZERO-7 finalTurnLucidityTiming = after-death: all Lucidity regained at death, in the same event", () => {
    const o2 = book({ finalTurnLucidityTiming: "after-death" });
    const dying = someone(
      "A",
      {
        health: 0,
        lucidity: 3,
        status: "unconscious",
        effects: { pending: pending("final-turn", "waiting") },
      },
      o2,
    );
    const s = fight(tableOf(o2, { b: someone("B", {}, o2), a: dying }), ["b", "a"]);
    const end = next(next(s).state);
    expect(end.char("a")).toMatchObject({ status: "dead", lucidity: 14 });
    expect(changesOf(end)).toEqual([
      "A's final turn ends: A dies",
      "A's Lucidity 3 → 14 (all Lucidity regained at death)",
    ]);
    expect(end.events).toHaveLength(2);
  });

  it("LUC-OPT-11 readied actions lapse at the character's next turn, in one event with the guaranteed turn's line", () => {
    const readied = { actions: 1, move: 0, trigger: "a shout", option: "Ranged Attack" };
    const s = fight(tableOf(o, { a: someone("A"), b: someone("B") }), ["b", "a"]);
    const r = next(
      patch(s, "a", (c) => ({
        ...c,
        effects: { ...c.effects, readied, pending: { kind: "guaranteed", stage: "waiting", used: false } },
      })),
    );
    expect(r.events[1]).toEqual({
      type: "character.changed",
      id: "a",
      data: r.char("a"),
      changes: [
        "A's readied actions lapse unused",
        "A's guaranteed turn: every roll succeeds, then unconsciousness",
      ],
    });
    expect(r.char("a").effects.readied).toBeNull();
    // Only the readied entry: one line.
    const only = next(patch(s, "a", (c) => ({ ...c, effects: { ...c.effects, readied } })));
    expect(changesOf(only)).toEqual(["A's readied actions lapse unused"]);
    expect(only.char("a").effects.pending).toBeNull();
  });

  it("LUC-OPT-5 a Help lapses at its helper's next turn, one event per recipient; others' Help stays", () => {
    const aid = (id: string, from: string) => ({ id, from, count: 1, attribute: null });
    const s = fight(
      tableOf(o, {
        h: someone("H"),
        r: someone("R", { effects: { aids: [aid("x1", "h"), aid("x2", "q")] } }),
        q: someone("Q", { effects: { aids: [aid("x3", "h")] } }),
      }),
      ["r", "h", "q"],
    );
    const at = next(s);
    expect(at.events).toEqual([
      { type: "turn.started", round: 1, index: 1, actor: "h" },
      {
        type: "character.changed",
        id: "r",
        data: at.char("r"),
        changes: ["Help from H to R lapses unused"],
      },
      {
        type: "character.changed",
        id: "q",
        data: at.char("q"),
        changes: ["Help from H to Q lapses unused"],
      },
    ]);
    expect(at.char("r").effects.aids).toEqual([aid("x2", "q")]);
    expect(at.char("q").effects.aids).toEqual([]);
    const keep = fight(
      tableOf(book({ helpWindow: "next-roll-any-time" }), {
        h: someone("H"),
        r: someone("R", { effects: { aids: [aid("x1", "h")] } }),
      }),
      ["r", "h"],
    );
    expect(next(keep).events).toEqual([{ type: "turn.started", round: 1, index: 1, actor: "h" }]);
  });
});

describe("the ruleset's own event: what the mutants found open", () => {
  it("only `lucidity.logged` is the ruleset's (changing nothing); any other event is left to the engine's error", () => {
    const s = tableOf(o, { a: someone("A") });
    expect(reduceLucidity(s, { type: "lucidity.logged" })).toBe(s);
    expect(reduceLucidity(s, { type: "lucidity.other" })).toBeUndefined();
  });
});

describe("the first in the order and a fight of one: what the mutants found open", () => {
  it("LUC-ZERO-8 the guaranteed turn of the first in the order ends too", () => {
    const s = fight(
      tableOf(o, {
        a: someone("A", { effects: { pending: pending("guaranteed", "waiting") } }),
        b: someone("B"),
      }),
      ["a", "b"],
    );
    expect(s.characters.a!.data).toMatchObject({ effects: { pending: { stage: "active" } } });
    const r = next(s);
    expect(changesOf(r)).toEqual(["A's guaranteed turn ends: A falls unconscious"]);
    expect(r.char("a").status).toBe("unconscious");
  });

  it("LUC-OPT-13 a fight of one: each next turn is a new round, with its end-of-round rules", () => {
    const c = someone("C", { effects: { casting: { spell: "Ward", roundsLeft: 2 } } });
    const r = next(fight(tableOf(o, { c }), ["c"]));
    expect(r.events).toEqual([
      {
        type: "character.changed",
        id: "c",
        data: r.char("c"),
        changes: ["C's Ward: 1 round(s) of casting left"],
      },
      { type: "turn.started", round: 2, index: 0, actor: "c" },
    ]);
  });

  it("LUC-ZERO-7 after-death with no Lucidity floor: a negative Lucidity (−3) is restored to the maximum", () => {
    const o2 = book({ finalTurnLucidityTiming: "after-death", lucidityFloor: "none" });
    const dying = someone(
      "A",
      {
        health: 0,
        lucidity: -3,
        status: "unconscious",
        effects: { pending: pending("final-turn", "waiting") },
      },
      o2,
    );
    const s = fight(tableOf(o2, { b: someone("B", {}, o2), a: dying }), ["b", "a"]);
    const end = next(next(s).state);
    expect(end.char("a").lucidity).toBe(14);
    expect(changesOf(end)[1]).toBe("A's Lucidity -3 → 14 (all Lucidity regained at death)");
  });
});

describe("the end of a round: what the mutants found open", () => {
  it("LUC-ZERO-3 damage taken at 0 Health calls for the roll once, at the round's end; the mark is cleared", () => {
    const hurt = someone("A", { health: 0, effects: { tracking: { zeroHit: true } } });
    const s = fight(tableOf(o, { a: hurt, b: someone("B") }), ["b", "a"]);
    const r = next(next(s).state);
    expect(r.events).toEqual([
      {
        type: "note.opened",
        id: "note-100",
        kind: "zero-health-roll",
        text: "A took damage at 0 Health in round 1: a Lucidity (CON) roll is due",
        data: { character: "a", round: 1 },
      },
      { type: "character.changed", id: "a", data: r.char("a"), changes: [] },
      { type: "turn.started", round: 2, index: 0, actor: "b" },
    ]);
    expect(r.char("a").effects.tracking.zeroHit).toBe(false);
    // Nothing owed at the end of the next round.
    expect(next(next(r.state).state).events).toEqual([
      { type: "turn.started", round: 3, index: 0, actor: "b" },
    ]);
  });

  it("LUC-ZERO-3 a sheet in the fight twice (a band) owes one roll; the dead owe none", () => {
    const hurt = { health: 0, effects: { tracking: { zeroHit: true } } };
    const s = run(
      tableOf(o, {
        g: someone("G", { npc: true, ...hurt, health: 1 }),
        d: someone("D", { ...hurt, status: "dead" }),
        b: someone("B"),
      }),
      "initiative",
      {
        participants: [
          { character: "b" },
          { character: "g", as: "g1" },
          { character: "g", as: "g2" },
          { character: "d" },
        ],
      },
      [20, 19, 18, 17],
    ).state;
    let t = s;
    for (let i = 0; i < 2; i++) t = next(t).state;
    const r = next(t);
    expect(r.events.filter((e) => e.type === "note.opened")).toEqual([
      expect.objectContaining({ data: { character: "g", round: 1 } }),
    ]);
    expect(r.char("d").effects.tracking.zeroHit).toBe(true);
  });

  it("LUC-OPT-13 a sheet in the fight twice counts its casting down once a round", () => {
    const c = someone("C", { npc: true, effects: { casting: { spell: "Ward", roundsLeft: 3 } } });
    const s = run(
      tableOf(o, { c }),
      "initiative",
      {
        participants: [
          { character: "c", as: "c1" },
          { character: "c", as: "c2" },
        ],
      },
      [20, 19],
    ).state;
    const r = next(next(s).state);
    expect(changesOf(r)).toEqual(["C's Ward: 2 round(s) of casting left"]);
    expect(r.char("c").effects.casting).toEqual({ spell: "Ward", roundsLeft: 2 });
  });

  it("LUC-OPT-13 a spell being cast counts down one round at each round's end, to 0 and no further", () => {
    const c = someone("C", { effects: { casting: { spell: "Ward", roundsLeft: 2 } } });
    let s = fight(tableOf(o, { c, b: someone("B") }), ["b", "c"]);
    const r1 = next(next(s).state);
    expect(r1.events).toEqual([
      {
        type: "character.changed",
        id: "c",
        data: r1.char("c"),
        changes: ["C's Ward: 1 round(s) of casting left"],
      },
      { type: "turn.started", round: 2, index: 0, actor: "b" },
    ]);
    const r2 = next(next(r1.state).state);
    expect(changesOf(r2)).toEqual(["C's Ward: 0 round(s) of casting left"]);
    s = next(next(r2.state).state).state;
    expect(s.characters.c!.data).toMatchObject({ effects: { casting: { spell: "Ward", roundsLeft: 0 } } });
  });
});

describe("initiative each round: what the mutants found open", () => {
  it("LUC-ATTR-5 the new round's roll: its record word for word, the order set, the first of it starts", () => {
    const s = tableOf(book({ initiativeEachRound: true }), {
      a: someone("A", { attributes: { AWA: 1 } }),
      b: someone("B"),
    });
    let t = run(s, "initiative", { participants: [{ character: "a" }, { character: "b" }] }, [15, 5]).state;
    t = next(t).state;
    const r = next(t, [3, 18]);
    expect(r.events).toEqual([
      {
        type: "roll",
        roll: {
          id: "roll-100",
          action: "initiative",
          actor: null,
          summary: "Initiative for the new round: b 18, a 4",
          dice: [
            {
              role: "d20",
              sides: 20,
              faces: [3],
              value: 3,
              kept: true,
              exploded: false,
              imploded: false,
              group: "a",
            },
            {
              role: "d20",
              sides: 20,
              faces: [18],
              value: 18,
              kept: true,
              exploded: false,
              imploded: false,
              group: "b",
            },
          ],
          outcome: { order: ["b", "a"], values: { a: 4, b: 18 } },
          partition: "rolled",
        },
      },
      { type: "order.set", order: ["b", "a"], initiative: { a: 4, b: 18 } },
      { type: "turn.started", round: 2, index: 0, actor: "b" },
    ]);
  });

  it("LUC-ATTR-5 a roll-off in the new round is recorded with its group", () => {
    const s = tableOf(book({ initiativeEachRound: true }), { a: someone("A"), b: someone("B") });
    let t = run(s, "initiative", { participants: [{ character: "a" }, { character: "b" }] }, [15, 5]).state;
    t = next(t).state;
    const r = next(t, [9, 9, 4, 11]);
    const roll = r.events[0] as { roll: { dice: { group?: string }[]; summary: string } };
    expect(roll.roll.dice.map((d) => d.group)).toEqual(["a", "b", "roll-off 1: a", "roll-off 1: b"]);
    expect(roll.roll.summary).toBe("Initiative for the new round: b 9, a 9");
    expect(r.state.encounter).toMatchObject({ order: ["b", "a"], current: 0, round: 2 });
  });

  it("LUC-ZERO-9 LUC-ATTR-5 when the new round's order puts the only one able to act second, the search goes on to them", () => {
    const s = tableOf(book({ initiativeEachRound: true }), { a: someone("A"), b: someone("B") });
    const t = run(
      s,
      "initiative",
      { participants: [{ character: "a" }, { character: "b" }] },
      [20, 19],
    ).state;
    const out = patch(t, "b", (c) => ({ ...c, status: "unconscious", health: 0 }));
    const r = next(out, [3, 18]);
    expect(
      r.events.map((e) => (e.type === "turn.started" ? `${e.round}:${e.index}:${e.actor}` : e.type)),
    ).toEqual(["1:1:b", "roll", "order.set", "2:0:b", "2:1:a"]);
    expect(r.state.encounter).toMatchObject({ order: ["b", "a"], current: 1, round: 2 });
  });

  it("LUC-ATTR-5 with the GM's order, initiativeEachRound rolls nothing", () => {
    const s = tableOf(book({ initiativeEachRound: true, initiativeMode: "gm-order" }), {
      a: someone("A"),
      b: someone("B"),
    });
    let t = run(s, "initiative", {
      participants: [{ character: "a" }, { character: "b" }],
      order: ["a", "b"],
    }).state;
    t = next(t).state;
    expect(next(t).events).toEqual([{ type: "turn.started", round: 2, index: 0, actor: "a" }]);
  });
});

describe("who takes the next turn: what the mutants found open", () => {
  it("LUC-ZERO-9 the unconscious are skipped (their turn starts and passes); nobody able to act is refused", () => {
    const s = fight(tableOf(o, { a: someone("A"), k: someone("K"), b: someone("B") }), ["a", "k", "b"]);
    const out = patch(s, "k", (c) => ({ ...c, status: "unconscious", health: 0 }));
    expect(next(out).events).toEqual([
      { type: "turn.started", round: 1, index: 1, actor: "k" },
      { type: "turn.started", round: 1, index: 2, actor: "b" },
    ]);
    const all = ["a", "k", "b"].reduce(
      (acc, id) => patch(acc, id, (c) => ({ ...c, status: "unconscious", health: 0 })),
      s,
    );
    expect(fails(() => next(all))).toEqual({
      code: "refused",
      message: "nobody in the encounter can act",
      path: [],
    });
  });

  it("LUC-ZERO-9 the one able to act is found even past the end of the round, back at the one whose turn ended", () => {
    const s = fight(tableOf(o, { a: someone("A"), k: someone("K"), j: someone("J") }), ["a", "k", "j"]);
    const out = ["k", "j"].reduce(
      (acc, id) => patch(acc, id, (c) => ({ ...c, status: "unconscious", health: 0 })),
      s,
    );
    const r = next(out);
    expect(r.events).toEqual([
      { type: "turn.started", round: 1, index: 1, actor: "k" },
      { type: "turn.started", round: 1, index: 2, actor: "j" },
      { type: "turn.started", round: 2, index: 0, actor: "a" },
    ]);
  });
});
