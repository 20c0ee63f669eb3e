// The engine's encounter read back with the tracker's extras, and the tick events of a step, joins
// and lower times included (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import type { Encounter } from "../../../engine/state.js";
import { tickEvents, trackerFromEncounter } from "./engine-map.js";
import { tracker } from "./test-helpers.js";
import type { Tracker } from "./tracker.js";

describe("the engine's ticks model", () => {
  const encounter = (ticks: Record<string, number>, time: number): Encounter =>
    ({
      id: "e",
      model: "ticks",
      time,
      participants: Object.entries(ticks).map(([id, tick]) => ({ id, character: id, name: `N-${id}`, tick })),
    }) as unknown as Encounter;

  it("DE-INIT-3: an encounter with no extras is a plain tracker", () => {
    expect(trackerFromEncounter(encounter({ A: 1, B: 3 }, 1))).toEqual({
      time: 1,
      entries: [
        { id: "A", name: "N-A", initiative: 1, hidden: false, hold: null, zeroCostStreak: 0 },
        { id: "B", name: "N-B", initiative: 3, hidden: false, hold: null, zeroCostStreak: 0 },
      ],
      effects: [],
      tie: null,
    });
  });

  it("DE-INIT-6 DE-ACT-8: the extras come back per participant: streaks, effects, the tie", () => {
    const effect = { id: "x", label: "x", startedAt: 0, period: 10, nextAt: 10, endsAt: null, fired: 0 };
    const tie = { at: 1, members: ["A", "B"], acted: ["A"] };
    const t = trackerFromEncounter(encounter({ A: 1, B: 1 }, 1), {
      zeroCostStreaks: { B: 2 },
      effects: [effect],
      tie,
      holds: {},
    });
    expect(t.entries.map((e) => [e.id, e.zeroCostStreak, e.hold])).toEqual([
      ["A", 0, null],
      ["B", 2, null],
    ]);
    expect(t.effects).toEqual([effect]);
    expect(t.tie).toEqual(tie);
  });

  it("DE-INIT-5: one ticks.spent per participant whose initiative rose, by how much", () => {
    const before = tracker({ A: 2, B: 4, C: 9 });
    const after: Tracker = {
      ...before,
      time: 4,
      entries: before.entries.map((e) =>
        e.id === "A" ? { ...e, initiative: 7 } : e.id === "C" ? { ...e, initiative: 11 } : e,
      ),
    };
    expect(tickEvents(before, after, "Standard Attack")).toEqual([
      { type: "ticks.spent", id: "A", cost: 5, action: "Standard Attack" },
      { type: "ticks.spent", id: "C", cost: 2, action: "Standard Attack" },
    ]);
    expect(tickEvents(before, before, "nothing")).toEqual([]);
  });

  it("DE-INIT-9: a joiner is not spent for; a lower time makes a 0-tick spend for the first at it", () => {
    const before = tracker({ A: 20, B: 25 });
    const same: Tracker = {
      ...before,
      entries: [...before.entries, { ...before.entries[0]!, id: "C", initiative: 22 }],
    };
    expect(tickEvents(before, same, "join")).toEqual([]);
    const lower: Tracker = {
      ...before,
      time: 16,
      entries: [
        ...before.entries,
        { ...before.entries[0]!, id: "C", initiative: 16 },
        { ...before.entries[0]!, id: "D", initiative: 16 },
      ],
    };
    expect(tickEvents(before, lower, "join")).toEqual([
      { type: "ticks.spent", id: "C", cost: 0, action: "join" },
    ]);
    // A lower time that no entry stands at (an inconsistent tracker) makes no event.
    expect(tickEvents(before, { ...before, time: 3 }, "join")).toEqual([]);
    // Someone's rise is enough: no extra 0-tick spend.
    const rose: Tracker = {
      ...lower,
      entries: lower.entries.map((e) => (e.id === "B" ? { ...e, initiative: 30 } : e)),
    };
    expect(tickEvents(before, rose, "x")).toEqual([{ type: "ticks.spent", id: "B", cost: 5, action: "x" }]);
  });
});
