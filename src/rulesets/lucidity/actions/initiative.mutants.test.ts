// Tests that kill surviving mutants of `npm run mutate -- src/rulesets/lucidity/actions --files
// "{movement,turn,initiative,progress,gear,narrative}.ts"` (issue 21): starting combat and joining
// it, with each refusal's code, words and field, the initiative record and the encounter whole.

import { describe, expect, it } from "vitest";
import { book, fails, fight, run, someone, tableOf } from "../testing/helpers.js";

const o = book();
const gm = book({ initiativeMode: "gm-order" });
const pair = (opts = o) =>
  tableOf(opts, { a: someone("A", { attributes: { AWA: 1 } }, opts), b: someone("B", {}, opts) });
const both = { participants: [{ character: "a" }, { character: "b" }] };

describe("starting combat: what the mutants found open", () => {
  it("LUC-ATTR-5 the refusals: a running encounter, a participant twice, an unknown character", () => {
    const s = pair();
    expect(fails(() => run(fight(s, ["a", "b"]), "initiative", both, [1, 2]))).toEqual({
      code: "conflict",
      message: "an encounter is already running",
      path: ["participants"],
    });
    expect(
      fails(() => run(s, "initiative", { participants: [{ character: "a" }, { character: "a" }] }, [1, 2])),
    ).toEqual({ code: "invalid", message: "participant 'a' is listed twice", path: ["participants", 1] });
    expect(
      fails(() =>
        run(
          s,
          "initiative",
          { participants: [{ character: "a", as: "g" }, { character: "b" }, { character: "b", as: "g" }] },
          [1, 2, 3],
        ),
      ),
    ).toEqual({ code: "invalid", message: "participant 'g' is listed twice", path: ["participants", 2] });
    expect(
      fails(() => run(s, "initiative", { participants: [{ character: "a" }, { character: "zz" }] }, [1, 2])),
    ).toEqual({
      code: "not_found",
      message: "no character 'zz' at this table (characters: a, b)",
      path: ["participants", 1, "character"],
    });
  });

  it("LUC-ATTR-5 rolled: the record word for word (names in the summary; a tie to the higher AWA), the encounter whole, the first turn", () => {
    const r = run(pair(), "initiative", both, [14, 15]);
    const roll = {
      id: "roll-100",
      action: "initiative",
      actor: null,
      summary: "Initiative: A 15, B 15",
      dice: [
        {
          role: "d20",
          sides: 20,
          faces: [14],
          value: 14,
          kept: true,
          exploded: false,
          imploded: false,
          group: "a",
        },
        {
          role: "d20",
          sides: 20,
          faces: [15],
          value: 15,
          kept: true,
          exploded: false,
          imploded: false,
          group: "b",
        },
      ],
      outcome: { order: ["a", "b"], values: { a: 15, b: 15 } },
      partition: "rolled",
    };
    expect(r.roll).toEqual(roll);
    expect(r.events).toEqual([
      { type: "roll", roll },
      {
        type: "encounter.started",
        encounter: {
          id: "encounter-101",
          model: "actionsPerTurn",
          participants: [
            { id: "a", character: "a", name: "A", initiative: 15, tick: 0, group: null },
            { id: "b", character: "b", name: "B", initiative: 15, tick: 0, group: null },
          ],
          order: ["a", "b"],
          current: -1,
          round: 0,
          time: 0,
          budgetPerTurn: { action: 2, move: 1, shuffle: 1, fatesGamble: 1 },
          budget: null,
        },
      },
      { type: "order.set", order: ["a", "b"], initiative: { a: 15, b: 15 } },
      { type: "turn.started", round: 1, index: 0, actor: "a" },
    ]);
    expect(r.state.encounter!.budget!.left).toEqual({ action: 2, move: 1, shuffle: 1, fatesGamble: 1 });
  });

  it("LUC-ATTR-5 the sheet's name in the summary, a participant's own id (`as`) elsewhere; roll-offs grouped", () => {
    const s = tableOf(o, { g: someone("Guard"), b: someone("B") });
    const r = run(
      s,
      "initiative",
      { participants: [{ character: "g", as: "g1" }, { character: "b" }] },
      [9, 9, 4, 11],
    );
    expect(r.roll).toMatchObject({
      summary: "Initiative: B 9, Guard 9",
      outcome: { order: ["b", "g1"], values: { g1: 9, b: 9 } },
    });
    expect(r.roll!.dice.map((d) => [d.group, d.value])).toEqual([
      ["g1", 9],
      ["b", 9],
      ["roll-off 1: g1", 4],
      ["roll-off 1: b", 11],
    ]);
    expect(r.state.encounter!.participants[0]).toEqual({
      id: "g1",
      character: "g",
      name: "Guard",
      initiative: 9,
      tick: 0,
      group: null,
    });
  });

  it("LUC-ATTR-5 gm-order: an order is required, each participant once; no roll, no initiative values", () => {
    const s = pair(gm);
    expect(fails(() => run(s, "initiative", both))).toEqual({
      code: "invalid",
      message: "order: the GM sets the order (initiativeMode = gm-order)",
      path: ["order"],
    });
    const once = {
      code: "invalid",
      message: "order: list each participant once (a, b)",
      path: ["order"],
    };
    expect(fails(() => run(s, "initiative", { ...both, order: ["a"] }))).toEqual(once);
    expect(fails(() => run(s, "initiative", { ...both, order: ["a", "c"] }))).toEqual(once);
    expect(fails(() => run(s, "initiative", { ...both, order: ["a", "a"] }))).toEqual(once);
    expect(fails(() => run(s, "initiative", { ...both, order: ["a", "b", "a"] }))).toEqual(once);
    const r = run(s, "initiative", { ...both, order: ["b", "a"] });
    expect(r.roll).toBeNull();
    expect(r.events.map((e) => e.type)).toEqual(["encounter.started", "order.set", "turn.started"]);
    expect(r.events[1]).toEqual({ type: "order.set", order: ["b", "a"], initiative: {} });
    expect(r.state.encounter!.participants.map((p) => p.initiative)).toEqual([null, null]);
    expect(fails(() => run(pair(), "initiative", { ...both, order: ["a", "b"] }, [1, 2]))).toEqual({
      code: "invalid",
      message: "order: initiative is rolled (initiativeMode = d20+AWA)",
      path: ["order"],
    });
  });
});

describe("joining combat: what the mutants found open", () => {
  it("LUC-ATTR-5 the refusals: no encounter, an unknown character, the GM's order without a value", () => {
    const s = tableOf(o, { a: someone("A"), b: someone("B"), c: someone("C") });
    expect(fails(() => run(s, "join", { character: "c" }, [5]))).toEqual({
      code: "conflict",
      message: "no encounter is running",
      path: ["character"],
    });
    expect(fails(() => run(fight(s, ["a", "b"]), "join", { character: "zz" }, [5]))).toEqual({
      code: "not_found",
      message: "no character 'zz' at this table (characters: a, b, c)",
      path: ["character"],
    });
    const g = tableOf(gm, { a: someone("A", {}, gm), c: someone("C", {}, gm) });
    const started = run(g, "initiative", { participants: [{ character: "a" }], order: ["a"] }).state;
    expect(fails(() => run(started, "join", { character: "c" }))).toEqual({
      code: "invalid",
      message: "initiative: the GM places the newcomer",
      path: ["initiative"],
    });
    const placed = run(started, "join", { character: "c", initiative: 7 });
    expect(placed.roll).toBeNull();
    expect(placed.events).toEqual([
      {
        type: "participant.joined",
        participant: { id: "c", character: "c", name: "C", initiative: 7, tick: 0, group: null },
        position: 0,
      },
    ]);
  });

  it("LUC-ATTR-5 a newcomer rolls d20 + AWA: the record word for word, placed after those at that value", () => {
    const s = fight(
      tableOf(o, { a: someone("A"), b: someone("B"), c: someone("C", { attributes: { AWA: 2 } }) }),
      ["a", "b"],
    );
    const r = run(s, "join", { character: "c", as: "c1" }, [17]);
    const roll = {
      id: "roll-100",
      action: "join",
      actor: "c",
      summary: "C joins with initiative 19",
      dice: [
        { role: "d20", sides: 20, faces: [17], value: 17, kept: true, exploded: false, imploded: false },
      ],
      outcome: { initiative: 19 },
      partition: "rolled",
    };
    expect(r.roll).toEqual(roll);
    expect(r.events).toEqual([
      { type: "roll", roll },
      {
        type: "participant.joined",
        participant: { id: "c1", character: "c", name: "C", initiative: 19, tick: 0, group: null },
        position: 2,
      },
    ]);
  });
});
