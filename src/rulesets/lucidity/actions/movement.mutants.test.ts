// Tests that kill surviving mutants of `npm run mutate -- src/rulesets/lucidity/actions --files
// "{movement,turn,initiative,progress,gear,narrative}.ts"` (issue 21): Move, Shuffle, Ready and the
// readied trigger, with each refusal's code, words and field, and the exact events.

import { describe, expect, it } from "vitest";
import type { TableState } from "../../../engine/state.js";
import { book, changesOf, fails, fight, run, someone, tableOf, trio } from "../testing/helpers.js";

const o = book();
const prone = (target: string, id = "p1") => ({
  id,
  target,
  name: "prone",
  rating: null,
  duration: null,
  source: null,
});
const withConditions = (s: TableState, conditions: ReturnType<typeof prone>[]): TableState => ({
  ...s,
  conditions,
});
const two = (opts = o) => tableOf(opts, { a: someone("A"), b: someone("B"), c: someone("C") });

describe("Move: what the mutants found open", () => {
  it("LUC-OPT-6 the refusals: unknown actor, one who cannot act, standing up when not prone, an unknown enemy", () => {
    const s = tableOf(o, { a: someone("A"), k: someone("K", { status: "unconscious", health: 0 }) });
    expect(fails(() => run(s, "move", { actor: "zz" }))).toEqual({
      code: "not_found",
      message: "no character 'zz' at this table (characters: a, k)",
      path: ["actor"],
    });
    expect(fails(() => run(s, "move", { actor: "k" }))).toEqual({
      code: "refused",
      message: "K cannot act (unconscious)",
      path: ["actor"],
    });
    expect(fails(() => run(s, "move", { actor: "a", standUp: true }))).toEqual({
      code: "invalid",
      message: "A is not prone",
      path: ["standUp"],
    });
    expect(fails(() => run(s, "move", { actor: "a", leavesReachOf: ["k", "zz"] }))).toEqual({
      code: "not_found",
      message: "no character 'zz' at this table (characters: a, k)",
      path: ["leavesReachOf", 1],
    });
  });

  it("LUC-OPT-6 another character's prone condition, or another condition on the mover, does not make the mover prone", () => {
    const s = withConditions(two(), [prone("b"), { ...prone("a", "x1"), name: "grappled" }]);
    const r = run(s, "move", { actor: "a" });
    expect(r.events).toEqual([
      { type: "lucidity.logged", text: "A moves 30 ft", data: { actor: "a", feet: 30 } },
    ]);
    expect(fails(() => run(s, "move", { actor: "a", standUp: true })).message).toBe("A is not prone");
  });

  it("LUC-OPT-6 outside combat a Move is logged and costs nothing; carefully it is 15 ft", () => {
    const r = run(two(), "move", { actor: "a", careful: true });
    expect(r.events).toEqual([
      { type: "lucidity.logged", text: "A moves 15 ft carefully", data: { actor: "a", feet: 15 } },
    ]);
  });

  it("LUC-OPT-6 in combat the Move is paid first, then logged; crawling and standing up end exactly so", () => {
    const s = withConditions(fight(two(), ["a", "b"]), [prone("a")]);
    expect(run(s, "move", { actor: "a" }).events).toEqual([
      { type: "budget.spent", id: "a", kind: "move", amount: 1 },
      { type: "lucidity.logged", text: "A crawls 10 ft", data: { actor: "a", feet: 10 } },
    ]);
    expect(run(s, "move", { actor: "a", careful: true }).events[1]).toEqual({
      type: "lucidity.logged",
      text: "A crawls 5 ft carefully",
      data: { actor: "a", feet: 5 },
    });
    const up = run(s, "move", { actor: "a", standUp: true, leavesReachOf: ["b"] });
    expect(up.events).toEqual([
      { type: "budget.spent", id: "a", kind: "move", amount: 1 },
      { type: "lucidity.logged", text: "A stands up and moves 15 ft", data: { actor: "a", feet: 15 } },
      { type: "condition.removed", id: "p1", reason: "stood up" },
      {
        type: "note.opened",
        id: "note-100",
        kind: "free-attacks",
        text: "A leaves the reach of B: each may make one free attack (attack with opportunity)",
        data: { target: "a", attackers: ["b"] },
      },
    ]);
    expect(up.state.conditions).toEqual([]);
  });

  it("LUC-ACT-2 LUC-ACT-4 a Move out of turn, or with nothing left to pay for it, is refused on `actor`", () => {
    const s = fight(two(), ["b", "a"]);
    expect(fails(() => run(s, "move", { actor: "a" }))).toEqual({
      code: "refused",
      message: "it is not A's turn (it is B's)",
      path: ["actor"],
    });
    let t = s;
    for (let i = 0; i < 3; i++) t = run(t, "move", { actor: "b" }).state;
    expect(fails(() => run(t, "move", { actor: "b" }))).toEqual({
      code: "refused",
      message: "no move action or action left this turn for a Move",
      path: ["actor"],
    });
  });

  it("LUC-OPT-7 leaving two enemies' reach: one note naming both; none when leaving nobody's reach", () => {
    const s = fight(two(), ["a", "b", "c"]);
    const r = run(s, "move", { actor: "a", leavesReachOf: ["b", "c"] });
    expect(r.events[2]).toEqual({
      type: "note.opened",
      id: "note-100",
      kind: "free-attacks",
      text: "A leaves the reach of B, C: each may make one free attack (attack with opportunity)",
      data: { target: "a", attackers: ["b", "c"] },
    });
    expect(run(s, "move", { actor: "a", leavesReachOf: [] }).events).toHaveLength(2);
    expect(run(s, "move", { actor: "a", careful: true, leavesReachOf: ["b"] }).events).toHaveLength(2);
    const off = fight(two(book({ opportunityAttacks: false })), ["a", "b"]);
    expect(run(off, "move", { actor: "a", leavesReachOf: ["b"] }).events).toHaveLength(2);
  });

  it("LUC-OPT-11 a readied move is spent out of turn: no budget, the readied move first, then an action", () => {
    const readied = { actions: 1, move: 1, trigger: "when the door opens", option: "Move to the door" };
    const s = fight(tableOf(o, { a: someone("A", { effects: { readied } }), b: someone("B") }), ["b", "a"]);
    const first = run(s, "move", { actor: "a", readied: true });
    expect(first.events).toEqual([
      { type: "lucidity.logged", text: "A moves 30 ft", data: { actor: "a", feet: 30 } },
      {
        type: "character.changed",
        id: "a",
        data: first.char("a"),
        changes: ["A moves on the readied trigger (when the door opens)"],
      },
    ]);
    expect(first.char("a").effects.readied).toEqual({ ...readied, move: 0 });
    const second = run(first.state, "move", { actor: "a", readied: true });
    expect(second.char("a").effects.readied).toBeNull();
    expect(second.state.encounter!.budget).toEqual(s.encounter!.budget);
    expect(fails(() => run(second.state, "move", { actor: "a", readied: true }))).toEqual({
      code: "refused",
      message: "A has nothing readied for a Move",
      path: ["readied"],
    });
    // Only actions readied: one is spent, one stays.
    const two2 = { ...readied, actions: 2, move: 0 };
    const acts = fight(tableOf(o, { a: someone("A", { effects: { readied: two2 } }), b: someone("B") }), [
      "b",
      "a",
    ]);
    expect(run(acts, "move", { actor: "a", readied: true }).char("a").effects.readied).toEqual({
      ...two2,
      actions: 1,
    });
    // A readied entry with nothing left in it is refused too.
    const empty = { ...readied, actions: 0, move: 0 };
    const none = tableOf(o, { a: someone("A", { effects: { readied: empty } }) });
    expect(fails(() => run(none, "move", { actor: "a", readied: true })).path).toEqual(["readied"]);
  });
});

describe("Shuffle: what the mutants found open", () => {
  it("LUC-TRAIT-33 refused without the trait, to an unknown or unconscious character; logged 5 ft, free", () => {
    const shuffler = (patch = {}) => someone("S", { traits: trio("Shuffle", "Hunk", "Guts"), ...patch });
    const s = tableOf(o, {
      a: someone("A"),
      s: shuffler(),
      k: shuffler({ status: "unconscious", health: 0 }),
    });
    expect(fails(() => run(s, "shuffle", { actor: "a" }))).toEqual({
      code: "refused",
      message: "A does not have Shuffle",
      path: ["actor"],
    });
    expect(fails(() => run(s, "shuffle", { actor: "zz" })).path).toEqual(["actor"]);
    expect(fails(() => run(s, "shuffle", { actor: "k" }))).toEqual({
      code: "refused",
      message: "S cannot act (unconscious)",
      path: ["actor"],
    });
    expect(run(s, "shuffle", { actor: "s" }).events).toEqual([
      { type: "lucidity.logged", text: "S shuffles 5 ft (free)", data: { actor: "s", feet: 5 } },
    ]);
    const f = fight(s, ["s", "a"]);
    expect(run(f, "shuffle", { actor: "s" }).events).toEqual([
      { type: "budget.spent", id: "s", kind: "shuffle", amount: 1 },
      { type: "lucidity.logged", text: "S shuffles 5 ft (free)", data: { actor: "s", feet: 5 } },
    ]);
    expect(fails(() => run(fight(s, ["a", "s"]), "shuffle", { actor: "s" }))).toEqual({
      code: "refused",
      message: "only on S's own turn",
      path: ["actor"],
    });
  });
});

describe("Ready and the trigger: what the mutants found open", () => {
  const p = { actor: "a", actions: 2, trigger: "when the door opens", option: "Melee Attack" };

  it("LUC-OPT-11 the refusals: nothing to ready, not the actor's turn, an unknown or unconscious actor", () => {
    const s = tableOf(o, {
      a: someone("A"),
      b: someone("B"),
      k: someone("K", { status: "dead", health: 0 }),
    });
    expect(fails(() => run(s, "ready", { ...p, actions: 0 }))).toEqual({
      code: "invalid",
      message: "actions: ready at least one action or the move action",
      path: ["actions"],
    });
    expect(fails(() => run(s, "ready", { ...p, actor: "zz" })).path).toEqual(["actor"]);
    expect(fails(() => run(s, "ready", { ...p, actor: "k" }))).toEqual({
      code: "refused",
      message: "K cannot act (dead)",
      path: ["actor"],
    });
    expect(fails(() => run(fight(s, ["b", "a"]), "ready", p))).toEqual({
      code: "refused",
      message: "it is not A's turn",
      path: ["actor"],
    });
  });

  it("LUC-OPT-11 outside combat: only the readied entry and its line, no budget", () => {
    const r = run(two(), "ready", { ...p, actions: 0, move: 1, option: "Move to the door" });
    expect(r.events).toEqual([
      {
        type: "character.changed",
        id: "a",
        data: r.char("a"),
        changes: ["A readies 0 action(s) and the move action: Move to the door, when the door opens"],
      },
    ]);
    expect(r.char("a").effects.readied).toEqual({
      actions: 0,
      move: 1,
      trigger: "when the door opens",
      option: "Move to the door",
    });
  });

  it("LUC-OPT-11 in combat: the actions, then the move action, then the entry", () => {
    const s = fight(two(), ["a", "b"]);
    const r = run(s, "ready", { ...p, actions: 1, move: 1 });
    expect(r.events).toEqual([
      { type: "budget.spent", id: "a", kind: "action", amount: 1 },
      { type: "budget.spent", id: "a", kind: "move", amount: 1 },
      {
        type: "character.changed",
        id: "a",
        data: r.char("a"),
        changes: ["A readies 1 action(s) and the move action: Melee Attack, when the door opens"],
      },
    ]);
    const only = run(s, "ready", p);
    expect(only.events.slice(0, -1)).toEqual([{ type: "budget.spent", id: "a", kind: "action", amount: 2 }]);
    expect(changesOf(only)).toEqual(["A readies 2 action(s): Melee Attack, when the door opens"]);
    const moveOnly = run(s, "ready", { ...p, actions: 0, move: 1 });
    expect(moveOnly.events.slice(0, -1)).toEqual([
      { type: "budget.spent", id: "a", kind: "move", amount: 1 },
    ]);
    // The move action already used: readying it is refused.
    const moved = run(s, "move", { actor: "a" }).state;
    expect(fails(() => run(moved, "ready", { ...p, actions: 0, move: 1 }))).toEqual({
      code: "refused",
      message: "not enough move left this turn (0 left, 1 needed)",
      path: ["kind"],
    });
  });

  it("LUC-OPT-11 readyCost adds to the actions set aside; too few left is refused on `actions`", () => {
    const s = fight(two(book({ readyCost: 1 })), ["a", "b"]);
    const r = run(s, "ready", { ...p, actions: 1 });
    expect(r.events[0]).toEqual({ type: "budget.spent", id: "a", kind: "action", amount: 2 });
    expect(fails(() => run(s, "ready", p))).toEqual({
      code: "refused",
      message: "not enough actions left this turn (2 left, 3 needed)",
      path: ["actions"],
    });
    const m = run(s, "ready", { ...p, actions: 0, move: 1 });
    expect(m.events.slice(0, 2)).toEqual([
      { type: "budget.spent", id: "a", kind: "action", amount: 1 },
      { type: "budget.spent", id: "a", kind: "move", amount: 1 },
    ]);
  });

  it("LUC-ACT-2 with moveActionFlexible the actions may take the move action, and then it cannot be readied too", () => {
    const s = fight(two(book({ moveActionFlexible: true, readyCost: 1 })), ["a", "b"]);
    expect(run(s, "ready", p).events.slice(0, -1)).toEqual([
      { type: "budget.spent", id: "a", kind: "move", amount: 1 },
      { type: "budget.spent", id: "a", kind: "action", amount: 2 },
    ]);
    expect(fails(() => run(s, "ready", { ...p, move: 1 }))).toEqual({
      code: "refused",
      message: "not enough move left this turn (0 left, 1 needed)",
      path: ["kind"],
    });
  });

  it("LUC-OPT-11 the trigger: the readied entry ends with its line; no budget; nothing readied is refused", () => {
    const readied = { actions: 2, move: 0, trigger: "when the door opens", option: "Melee Attack" };
    const s = fight(tableOf(o, { a: someone("A", { effects: { readied } }), b: someone("B") }), ["b", "a"]);
    const r = run(s, "triggerReadied", { actor: "a", description: "strikes the first through the door" });
    expect(r.events).toEqual([
      {
        type: "character.changed",
        id: "a",
        data: r.char("a"),
        changes: ["A acts on the trigger (when the door opens): strikes the first through the door"],
      },
    ]);
    expect(r.char("a").effects.readied).toBeNull();
    expect(fails(() => run(r.state, "triggerReadied", { actor: "a", description: "again" }))).toEqual({
      code: "refused",
      message: "A has nothing readied",
      path: ["actor"],
    });
    expect(fails(() => run(s, "triggerReadied", { actor: "zz", description: "x" })).path).toEqual(["actor"]);
    const out = tableOf(o, { k: someone("K", { status: "unconscious", health: 0, effects: { readied } }) });
    expect(fails(() => run(out, "triggerReadied", { actor: "k", description: "x" }))).toEqual({
      code: "refused",
      message: "K cannot act (unconscious)",
      path: ["actor"],
    });
  });
});
