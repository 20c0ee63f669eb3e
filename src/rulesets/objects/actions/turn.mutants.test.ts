// Tests written to kill surviving mutants of actions/turn.ts (issue 21): the move's refusal word for
// word with its field, a move in a fight spending the move or else the action, a character down
// unable to move, and the declared Defend action's condition and refusals.
import { describe, expect, it } from "vitest";
import { Table } from "../../../engine/table.js";
import { objects } from "../ruleset.js";
import { engineError, opts, run, sheet, table } from "../testing/helpers.js";

const o = opts();
const x = (options = o, patch: Parameters<typeof sheet>[1] = {}) =>
  sheet(options, { name: "Xan", attributes: { dexterity: 4 }, ...patch });

describe("moving", () => {
  it("OBJ-ACT-2 a move past the allowance is refused on its distance, in the table's unit", () => {
    const e = engineError(() => run(table(o, { x: x() }), "move", { actor: "x", distance: 12.5 }));
    expect([e.code, e.path, e.message]).toEqual([
      "refused",
      ["distance"],
      "Xan moves at most 12 feet a turn",
    ]);
  });

  it("OBJ-ACT-1 in a fight a move takes the action when there is no separate move", () => {
    const t = new Table(objects as never, table(o, { x: x() }));
    t.commit(run(t.state, "initiative", { participants: [{ character: "x" }] }, [1, 1]).events);
    expect(run(t.state, "move", { actor: "x", distance: 3 }).events).toEqual([
      { type: "budget.spent", id: "x", kind: "action", amount: 1 },
    ]);
  });

  it("OBJ-DMG-8 a helpless character cannot move; a stranger is not found", () => {
    const s = table(o, { x: x(o, { damage: { lethal: 0, nonLethal: 6 } }) });
    const e = engineError(() => run(s, "move", { actor: "x", distance: 1 }));
    expect([e.code, e.path]).toEqual(["refused", ["actor"]]);
    expect(e.message).toMatch(/^Xan cannot act \(/);
    expect(engineError(() => run(s, "move", { actor: "zz", distance: 1 })).path).toEqual(["actor"]);
  });
});

describe("the Defend action", () => {
  const dm = opts({ defendMode: "declared-action" });

  it("OBJ-ACT-8 declared, it marks the character defending for one round and takes the action", () => {
    const t = new Table(objects as never, table(dm, { x: x(dm) }));
    t.commit(run(t.state, "initiative", { participants: [{ character: "x" }] }, [1, 1]).events);
    const r = run(t.state, "defend", { actor: "x" });
    expect(r.events[0]).toEqual({ type: "budget.spent", id: "x", kind: "action", amount: 1 });
    expect((r.events[1] as unknown as { condition: unknown }).condition).toMatchObject({
      target: "x",
      name: "defending",
      duration: { unit: "round", remaining: 1 },
      source: "Defend action",
    });
  });

  it("OBJ-ACT-8 at a table where Defend is a reaction the action is refused, in words", () => {
    const e = engineError(() => run(table(o, { x: x() }), "defend", { actor: "x" }));
    expect([e.code, e.path, e.message]).toEqual([
      "refused",
      ["actor"],
      "Defend is a free reaction at this table: it is rolled inside each attack",
    ]);
    const down = table(dm, { x: x(dm, { damage: { lethal: 0, nonLethal: 6 } }) });
    expect(engineError(() => run(down, "defend", { actor: "x" })).message).toMatch(/^Xan cannot act/);
  });
});

describe("the Defend action: fields and ids", () => {
  it("OBJ-ACT-8 the actor field names an unknown or downed character; the condition has its own id", () => {
    const dm = opts({ defendMode: "declared-action" });
    const s = table(dm, { x: x(dm), d: x(dm, { damage: { lethal: 0, nonLethal: 6 } }) });
    expect(engineError(() => run(s, "defend", { actor: "zz" })).path).toEqual(["actor"]);
    expect(engineError(() => run(s, "defend", { actor: "d" })).path).toEqual(["actor"]);
    const r = run(s, "defend", { actor: "x" });
    expect((r.events[0] as unknown as { condition: { id: string } }).condition.id).toMatch(/^condition/);
  });
});
