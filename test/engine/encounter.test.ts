import { describe, expect, it } from "vitest";
import {
  activeParticipants,
  addCondition,
  advanceClock,
  joinEncounter,
  nextTurn,
  orderByInitiative,
  setOrder,
  spendBudget,
  spendTicks,
  startEncounter,
} from "../../src/engine/encounter.js";
import { EngineError } from "../../src/engine/errors.js";
import { replay } from "../../src/engine/events.js";
import { emptyState, type TableState } from "../../src/engine/state.js";
import { Table } from "../../src/engine/table.js";
import { toy } from "./toy.js";

const people = ["a", "b", "c"].map((id) => ({ id, character: id, name: id.toUpperCase() }));

function table(): Table {
  return new Table(toy, emptyState("toy", {}));
}

function run(t: Table, f: (s: TableState) => ReturnType<typeof nextTurn>) {
  t.commit(f(t.state));
}

describe("rolled order", () => {
  it("orders highest first and hands ties to the tie-break", () => {
    const order = orderByInitiative(
      [
        { id: "a", initiative: 7 },
        { id: "b", initiative: 3 },
        { id: "c", initiative: 10 },
        { id: "d", initiative: 7 },
      ],
      (tied) => [...tied].reverse(),
    );
    expect(order).toEqual(["c", "d", "a", "b"]);
  });

  it("runs turns in order, wraps into rounds and counts down turn and round conditions", () => {
    const t = table();
    run(t, (s) => startEncounter(s, { id: "e1", model: "rolled", participants: people }));
    run(t, (s) => setOrder(s, ["c", "a", "b"], { a: 7, b: 3, c: 10 }));
    run(t, (s) =>
      addCondition(s, { id: "stun", target: "a", name: "stunned", duration: { unit: "turn", remaining: 1 } }),
    );
    run(t, (s) =>
      addCondition(s, { id: "fog", target: "b", name: "fog", duration: { unit: "round", remaining: 1 } }),
    );
    run(t, nextTurn);
    expect(activeParticipants(t.state.encounter!)).toEqual(["c"]);
    expect(t.state.encounter!.round).toBe(1);
    run(t, nextTurn); // a's turn
    run(t, nextTurn); // a's turn ends: stun expires
    expect(t.state.conditions.map((c) => c.id)).toEqual(["fog"]);
    run(t, nextTurn); // round 2 begins: fog expires
    expect(t.state.encounter!.round).toBe(2);
    expect(activeParticipants(t.state.encounter!)).toEqual(["c"]);
    expect(t.state.conditions).toEqual([]);
  });

  it("inserts a late joiner after existing ties without moving anyone", () => {
    const t = table();
    run(t, (s) => startEncounter(s, { id: "e1", model: "rolled", participants: people }));
    run(t, (s) => setOrder(s, ["c", "a", "b"], { a: 7, b: 3, c: 10 }));
    run(t, (s) => joinEncounter(s, { id: "d", character: "d", name: "D", initiative: 7 }));
    expect(t.state.encounter!.order).toEqual(["c", "a", "d", "b"]);
  });

  it("refuses an order that leaves someone out or names a stranger", () => {
    const t = table();
    run(t, (s) => startEncounter(s, { id: "e1", model: "gm", participants: people }));
    expect(() => setOrder(t.state, ["a", "b"])).toThrow(/leaves out c/);
    expect(() => setOrder(t.state, ["a", "b", "z"])).toThrow(EngineError);
  });
});

describe("ticks", () => {
  it("lets the lowest tick act, ties together, and moves time as ticks are spent", () => {
    const t = table();
    run(t, (s) =>
      startEncounter(s, {
        id: "e1",
        model: "ticks",
        participants: [
          { ...people[0]!, tick: 2 },
          { ...people[1]!, tick: 2 },
          { ...people[2]!, tick: 5 },
        ],
      }),
    );
    expect(activeParticipants(t.state.encounter!)).toEqual(["a", "b"]);
    run(t, (s) =>
      addCondition(s, { id: "burn", target: "c", name: "burning", duration: { unit: "tick", remaining: 4 } }),
    );
    run(t, (s) => spendTicks(s, "a", 3, "attack"));
    expect(t.state.encounter!.time).toBe(2);
    run(t, (s) => spendTicks(s, "b", 6, "heavy attack"));
    expect(t.state.encounter!.time).toBe(5);
    expect(activeParticipants(t.state.encounter!)).toEqual(["a", "c"]);
    expect(t.state.conditions[0]!.duration!.remaining).toBe(1);
    expect(() => spendTicks(t.state, "b", 1, "move")).toThrow(/acts at tick 8/);
  });
});

describe("actions per turn", () => {
  it("gives each turn its allowance and refuses spending past it", () => {
    const t = table();
    run(t, (s) =>
      startEncounter(s, {
        id: "e1",
        model: "actionsPerTurn",
        participants: people,
        budgetPerTurn: { action: 2, move: 1 },
      }),
    );
    run(t, nextTurn);
    run(t, (s) => spendBudget(s, "action"));
    run(t, (s) => spendBudget(s, "action"));
    expect(() => spendBudget(t.state, "action")).toThrow(/not enough action left/);
    run(t, nextTurn);
    run(t, (s) => spendBudget(s, "action"));
    expect(t.state.encounter!.budget!.left).toEqual({ action: 1, move: 1 });
  });
});

describe("the log", () => {
  it("replays to the same state and undo takes back the last intent whole", () => {
    const t = table();
    run(t, (s) => startEncounter(s, { id: "e1", model: "gm", participants: people }));
    run(t, nextTurn);
    run(t, (s) =>
      addCondition(s, { id: "x", target: "a", name: "x", duration: { unit: "minute", remaining: 10 } }),
    );
    const before = t.state;
    run(t, (s) => advanceClock(s, 10));
    expect(t.state.clock).toBe(10);
    expect(t.state.conditions).toEqual([]);
    expect(
      replay(
        t.initial,
        t.log.map((e) => e.event),
      ),
    ).toEqual(t.state);
    t.undo();
    expect(t.state).toEqual(before);
  });

  it("refuses to start a second encounter or undo an empty log", () => {
    const t = table();
    expect(() => t.undo()).toThrow(/nothing to undo/);
    run(t, (s) => startEncounter(s, { id: "e1", model: "gm", participants: people }));
    expect(() => startEncounter(t.state, { id: "e2", model: "gm", participants: people })).toThrow(
      /already running/,
    );
  });
});
