import { describe, expect, it } from "vitest";
import type { TrackerAction } from "./actions.js";
import { resolveTrackerOptions } from "./options.js";
import { init, must, O, refusal, tracker } from "./test-helpers.js";
import {
  activeIds,
  displayOrder,
  joinTracker,
  leaveTracker,
  playerView,
  setHidden,
  startTracker,
} from "./tracker.js";
import { act, applyBatch, burn, declareBatch, resolveBatch } from "./turn.js";

const standard: TrackerAction = { kind: "attack", attack: "standard" };
const run: TrackerAction = { kind: "move", pace: "run", movement: "walking" };

describe("starting combat and who acts", () => {
  it("DE-INIT-1: only the active character may act; others are refused, naming the actor", () => {
    const t = tracker({ A: 3, B: 7 });
    const e = refusal(act(t, "B", standard, O));
    expect(e.code).toBe("refused");
    expect(e.path).toEqual(["id"]);
    expect(e.message).toMatch(/only the active character/);
    expect(init(must(act(t, "A", standard, O)).tracker, "A")).toBe(8);
  });

  it("DE-INIT-1: combat time needs someone on the tracker, each once", () => {
    expect(refusal(startTracker([])).path).toEqual(["entries"]);
    const dup = refusal(
      startTracker([
        { id: "A", initiative: 1 },
        { id: "A", initiative: 2 },
      ]),
    );
    expect(dup.path).toEqual(["entries", 1, "id"]);
  });

  it("DE-INIT-3: the GM may hide an NPC's value; players see the others in order and who acts", () => {
    const t = must(
      startTracker([
        { id: "pc", name: "Wren", initiative: 4 },
        { id: "npc", name: "Guard", initiative: 2, hidden: true },
      ]),
    );
    const view = playerView(t);
    expect(view.entries).toEqual([{ id: "pc", name: "Wren", initiative: 4 }]);
    expect(view.hidden).toEqual([{ id: "npc", name: "Guard" }]);
    expect(view.active).toEqual(["npc"]);
    expect(JSON.stringify(view)).not.toContain('"initiative":2');
    const revealed = must(setHidden(t, "npc", false));
    expect(playerView(revealed).entries.map((e) => e.id)).toEqual(["pc", "npc"]);
  });

  it("DE-INIT-4: A 3, B −1, C 6 → B is active; the tracker lists C, A, B", () => {
    const t = tracker({ A: 3, B: -1, C: 6 });
    expect(activeIds(t)).toEqual(["B"]);
    expect(t.time).toBe(-1);
    expect(displayOrder(t)).toEqual(["C", "A", "B"]);
  });
});

describe("stacking initiative", () => {
  it("DE-INIT-5: A 2, B 9: A moves (2) → 4 and acts again; a Standard attack (5) → 9 = B, a tie", () => {
    let t = tracker({ A: 2, B: 9 });
    t = must(act(t, "A", run, O)).tracker;
    expect(init(t, "A")).toBe(4);
    expect(activeIds(t)).toEqual(["A"]);
    t = must(act(t, "A", standard, O)).tracker;
    expect(init(t, "A")).toBe(9);
    expect(activeIds(t)).toEqual(["A", "B"]);
  });

  it("DE-INIT-5: A 2, B 4: A's Standard attack → 7, and B becomes active", () => {
    const t = must(act(tracker({ A: 2, B: 4 }), "A", standard, O)).tracker;
    expect(init(t, "A")).toBe(7);
    expect(activeIds(t)).toEqual(["B"]);
    expect(t.time).toBe(4);
  });

  it("DE-INIT-6: A and B at 5: A's attack drops B, and B's own attack is still resolved (declare → resolve → apply)", () => {
    const t = tracker({ A: 5, B: 5, C: 12 });
    // Declared together, the batch must hold everyone tied.
    expect(refusal(declareBatch(t, [{ id: "A", action: standard }], O)).message).toMatch(/B also acts now/);
    const batch = must(
      declareBatch(
        t,
        [
          { id: "A", action: standard },
          { id: "B", action: standard },
        ],
        O,
      ),
    );
    const hp = { A: 3, B: 1 };
    // Each attack is resolved against the state the batch was declared in…
    const results = resolveBatch(batch, hp, (d, state) => ({
      attacker: d.id,
      attackerStanding: state[d.id as "A" | "B"] > 0,
      target: d.id === "A" ? "B" : "A",
      damage: d.id === "A" ? 2 : 1,
    }));
    expect(results.map((r) => r.result.attackerStanding)).toEqual([true, true]);
    // …and only then are results applied together: B drops, A is hit anyway.
    const after = { ...hp };
    for (const { result } of results) after[result.target as "A" | "B"] -= result.damage;
    expect(after).toEqual({ A: 2, B: -1 });
    const step = must(applyBatch(t, batch));
    expect([init(step.tracker, "A"), init(step.tracker, "B")]).toEqual([10, 10]);
    expect(step.events.filter((e) => e.type === "spent")).toHaveLength(2);
  });

  it("DE-INIT-6: A and B at 5 act one by one: each once, the costs land on the same moment, then time moves", () => {
    const t = tracker({ A: 5, B: 5, C: 12 });
    const first = must(act(t, "A", standard, O));
    expect(first.events[0]).toEqual({ type: "simultaneous", at: 5, members: ["A", "B"] });
    expect(init(first.tracker, "A")).toBe(10);
    expect(first.tracker.time).toBe(5);
    expect(first.tracker.tie).toEqual({ at: 5, members: ["A", "B"], acted: ["A"] });
    // A 0-cost action would leave A at 5; either way A waits for B before acting again.
    const again = refusal(act(first.tracker, "A", { kind: "interact", interact: "drop" }, O));
    expect(again.message).toBe("A has already acted at 5, simultaneously with B, who has not acted yet");
    const second = must(act(first.tracker, "B", { kind: "move", pace: "run", movement: "walking" }, O));
    expect([init(second.tracker, "A"), init(second.tracker, "B")]).toEqual([10, 7]);
    expect(second.tracker.tie).toBeNull();
    expect(second.tracker.time).toBe(7);
  });

  it("DE-INIT-6: a member dropped or pushed by a simultaneous action still performs its own", () => {
    const t = must(act(tracker({ A: 5, B: 5 }), "A", standard, O)).tracker;
    // A's attack knocked B out and cost it 3 initiative (initiative damage): B still acts, at 8 + 5.
    const pushed = { ...t, entries: t.entries.map((e) => (e.id === "B" ? { ...e, initiative: 8 } : e)) };
    const step = must(act(pushed, "B", standard, O, { incapacitated: true }));
    expect(init(step.tracker, "B")).toBe(13);
    expect(step.tracker.tie).toBeNull();
    // Outside a simultaneous moment an incapacitated character acts no more.
    expect(refusal(act(step.tracker, "A", standard, O, { incapacitated: true })).message).toBe(
      "A is incapacitated and cannot spend initiative",
    );
  });

  it("DE-INIT-6: an incapacitated character at the tie is left out; a forced burn spends a member's turn", () => {
    const t = tracker({ A: 5, B: 5, C: 5 });
    const step = must(act(t, "A", standard, O, {}, { C: { incapacitated: true } }));
    expect(step.tracker.tie).toEqual({ at: 5, members: ["A", "B"], acted: ["A"] });
    const burnt = must(burn(step.tracker, "B", 8, "surprised"));
    expect(init(burnt.tracker, "B")).toBe(13);
    expect(burnt.tracker.tie).toBeNull();
    expect(activeIds(burnt.tracker)).toEqual(["C"]);
  });

  it("DE-INIT-6 DE-INIT-9: a joiner landing below a simultaneous moment acts before it resumes", () => {
    const t = must(act(tracker({ A: 5, B: 5 }), "A", standard, O)).tracker;
    const joined = must(joinTracker(t, { id: "C", roll: -2 }, O)).tracker;
    expect(joined.time).toBe(3);
    expect(refusal(act(joined, "B", standard, O)).message).toBe(
      "B acts at 5, simultaneously with A; first C acts at 3",
    );
    const c = must(act(joined, "C", standard, O)).tracker;
    expect(init(must(act(c, "B", standard, O)).tracker, "B")).toBe(10);
  });

  it("DE-INIT-6: a tie made mid-combat by spending initiative is simultaneous too", () => {
    const t = must(act(tracker({ A: 4, B: 9 }), "A", standard, O)).tracker;
    expect(activeIds(t)).toEqual(["A", "B"]);
    const e = refusal(declareBatch(t, [{ id: "B", action: standard }], O));
    expect(e.path).toEqual(["declarations"]);
  });

  it("DE-INIT-6: a batch declared at one time cannot be applied after the time moved", () => {
    const t = tracker({ A: 1, B: 6 });
    const batch = must(declareBatch(t, [{ id: "A", action: standard }], O));
    const moved = must(applyBatch(t, batch)).tracker;
    expect(refusal(applyBatch(moved, batch)).path).toEqual(["batch", "at"]);
  });

  it("DE-INIT-9: a late joiner rolls and adds the current time (time 20, roll 3 → 23)", () => {
    let t = tracker({ A: 20, B: 26 });
    const step = must(joinTracker(t, { id: "C", roll: 3 }, O));
    t = step.tracker;
    expect(init(t, "C")).toBe(23);
    expect(activeIds(t)).toEqual(["A"]);
    expect(step.events[0]).toEqual({ type: "joined", id: "C", initiative: 23, at: 20 });
  });

  it("DE-INIT-9: a negative roll puts the joiner below the current time: it is active now", () => {
    const t = must(joinTracker(tracker({ A: 20 }), { id: "C", roll: -4 }, O)).tracker;
    expect(init(t, "C")).toBe(16);
    expect(activeIds(t)).toEqual(["C"]);
  });

  it("DE-INIT-9: with lateJoinInitiative gmSet the GM gives the value; the roll is refused as missing data", () => {
    const gm = resolveTrackerOptions({ lateJoinInitiative: "gmSet" });
    const t = must(joinTracker(tracker({ A: 20 }), { id: "C", initiative: 31 }, gm)).tracker;
    expect(init(t, "C")).toBe(31);
    expect(refusal(joinTracker(tracker({ A: 20 }), { id: "C", roll: 2 }, gm)).path).toEqual(["initiative"]);
    expect(refusal(joinTracker(tracker({ A: 20 }), { id: "A", roll: 2 }, O)).path).toEqual(["id"]);
  });

  it("DE-INIT-8: initiative has no maximum and there are no rounds to reset it", () => {
    let t = tracker({ A: 9990, B: 10_000 });
    t = must(act(t, "A", { kind: "wait", amount: 5000 }, O)).tracker;
    expect(init(t, "A")).toBe(14_990);
    expect(t.time).toBe(10_000);
  });

  it("DE-INIT-4: leaving the tracker moves the time to the new lowest", () => {
    const step = must(leaveTracker(tracker({ A: 2, B: 6 }), "A"));
    expect(step.tracker.time).toBe(6);
    expect(activeIds(step.tracker)).toEqual(["B"]);
  });
});
