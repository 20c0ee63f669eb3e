import { describe, expect, it } from "vitest";
import { startEncounter } from "../../../engine/encounter.js";
import { apply } from "../../../engine/events.js";
import { emptyState, type TableState } from "../../../engine/state.js";
import { tickEvents, trackerFromEncounter } from "./engine-map.js";
import { must, O } from "./test-helpers.js";
import { joinTracker, type Tracker } from "./tracker.js";
import { act, interrupt } from "./turn.js";

function encounter(ticks: Record<string, number>): TableState {
  const s = emptyState("dice-engine", {});
  const [ev] = startEncounter(s, {
    id: "e1",
    model: "ticks",
    participants: Object.entries(ticks).map(([id, tick]) => ({ id, character: id, name: id, tick })),
  });
  return apply(s, ev!);
}

/** Runs a tracker step and carries it into the engine state through tickEvents. */
function carry(s: TableState, step: (t: Tracker) => Tracker, action: string): TableState {
  const before = trackerFromEncounter(s.encounter!);
  const after = step(before);
  return tickEvents(before, after, action).reduce((st, e) => apply(st, e), s);
}

describe("sitting on the engine's ticks model", () => {
  it("DE-INIT-5: a tracker step carried as ticks.spent events leaves the engine with the same ticks and time", () => {
    let s = encounter({ A: 2, B: 4 });
    s = carry(
      s,
      (t) => must(act(t, "A", { kind: "attack", attack: "standard" }, O)).tracker,
      "Standard Attack",
    );
    expect(s.encounter!.participants.map((p) => p.tick)).toEqual([7, 4]);
    expect(s.encounter!.time).toBe(4);
  });

  it("DE-INT-2: an off-turn interrupt is carried too (the engine's reducer takes any participant)", () => {
    let s = encounter({ A: 8, B: 12 });
    s = carry(s, (t) => must(interrupt(t, "B", "dodge")).tracker, "dodge");
    expect(s.encounter!.participants.find((p) => p.id === "B")!.tick).toBe(14);
    expect(s.encounter!.time).toBe(8);
  });

  it("DE-INIT-9: a joiner below the current time: a 0-tick spend makes the engine recompute its time", () => {
    const t = trackerFromEncounter(encounter({ A: 20 }).encounter!);
    const joined = must(joinTracker(t, { id: "C", roll: -4 }, O)).tracker;
    const events = tickEvents({ ...joined, time: 20 }, joined, "join");
    expect(events).toEqual([{ type: "ticks.spent", id: "C", cost: 0, action: "join" }]);
  });

  it("DE-INIT-3: hidden values and holds ride beside the engine's encounter", () => {
    const t = trackerFromEncounter(encounter({ A: 1, N: 3 }).encounter!, {
      hidden: ["N"],
      holds: { A: { action: { kind: "attack", attack: "light" }, trigger: "x", declaredAt: 1 } },
    });
    expect(t.entries.map((e) => [e.id, e.initiative, e.hidden, e.hold !== null])).toEqual([
      ["A", 1, false, true],
      ["N", 3, true, false],
    ]);
  });
});
