// The tracker's data pinned field by field: every refusal's code, path and words, the entries a start
// or a join builds, the events of settle (time moved, holds lapsing), and the simultaneous moment as
// members leave (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { resolveTrackerOptions } from "./options.js";
import { init, must, O, refusal, tracker } from "./test-helpers.js";
import {
  activeIds,
  displayOrder,
  find,
  joinTracker,
  leaveTracker,
  openTie,
  owesTieAction,
  playerView,
  setHidden,
  settle,
  startTracker,
  type Tracker,
} from "./tracker.js";
import { act, addEffect } from "./turn.js";

const standard = { kind: "attack", attack: "standard" } as const;
const gm = resolveTrackerOptions({ lateJoinInitiative: "gmSet" });

describe("startTracker", () => {
  it("DE-INIT-1: the entries as given, with their defaults; the time is the lowest", () => {
    expect(
      must(
        startTracker([
          { id: "pc", name: "Wren", initiative: 4 },
          { id: "npc", initiative: -2, hidden: true },
          { id: "x", initiative: 7, hidden: false },
        ]),
      ),
    ).toEqual({
      time: -2,
      entries: [
        { id: "pc", name: "Wren", initiative: 4, hidden: false, hold: null, zeroCostStreak: 0 },
        { id: "npc", name: "npc", initiative: -2, hidden: true, hold: null, zeroCostStreak: 0 },
        { id: "x", name: "x", initiative: 7, hidden: false, hold: null, zeroCostStreak: 0 },
      ],
      effects: [],
      tie: null,
    });
  });

  it("DE-INIT-1: refusals name the entry and the field", () => {
    expect(refusal(startTracker([]))).toEqual({
      code: "invalid",
      path: ["entries"],
      message: "combat needs at least one character",
    });
    expect(
      refusal(
        startTracker([
          { id: "A", initiative: 1 },
          { id: "", initiative: 2 },
        ]),
      ),
    ).toEqual({ code: "invalid", path: ["entries", 1, "id"], message: "an entry needs an id" });
    expect(refusal(startTracker([{ id: 7 as unknown as string, initiative: 2 }]))).toEqual({
      code: "invalid",
      path: ["entries", 0, "id"],
      message: "an entry needs an id",
    });
    expect(refusal(startTracker([{ id: "A", initiative: 1.5 }]))).toEqual({
      code: "invalid",
      path: ["entries", 0, "initiative"],
      message: "initiative is a whole number, got 1.5",
    });
    expect(
      refusal(
        startTracker([
          { id: "A", initiative: 1 },
          { id: "B", initiative: 2 },
          { id: "A", initiative: 3 },
        ]),
      ),
    ).toEqual({ code: "invalid", path: ["entries", 2, "id"], message: "'A' is on the tracker twice" });
  });

  it("DE-INIT-4: a single entry is the time; ties at the lowest are all active, in placed order", () => {
    expect(tracker({ A: 9 }).time).toBe(9);
    const t = tracker({ C: 4, A: 2, B: 2 });
    expect(activeIds(t)).toEqual(["A", "B"]);
    expect(displayOrder(t)).toEqual(["C", "A", "B"]);
    expect(displayOrder(tracker({ A: 1, B: 3, C: 2 }))).toEqual(["B", "C", "A"]);
  });
});

describe("who sees what and finding entries", () => {
  it("DE-INIT-3: hiding one entry leaves the others as they were; an unknown id is not found", () => {
    const t = tracker({ A: 1, B: 3 });
    const hidden = must(setHidden(t, "A", true));
    expect(hidden.entries.map((e) => [e.id, e.hidden])).toEqual([
      ["A", true],
      ["B", false],
    ]);
    expect(playerView(hidden)).toEqual({
      entries: [{ id: "B", name: "B", initiative: 3 }],
      hidden: [{ id: "A", name: "A" }],
      active: ["A"],
    });
    expect(refusal(setHidden(t, "Z", true))).toEqual({
      code: "not_found",
      path: ["id"],
      message: "'Z' is not on the tracker",
    });
  });

  it("DE-INIT-1: find names the path it is given", () => {
    expect(refusal(find(tracker({ A: 1 }), "Q", ["declarations", 0, "id"]))).toEqual({
      code: "not_found",
      path: ["declarations", 0, "id"],
      message: "'Q' is not on the tracker",
    });
    expect(must(find(tracker({ A: 1 }), "A")).initiative).toBe(1);
  });
});

describe("joinTracker", () => {
  it("DE-INIT-9: a joiner's entry carries its name and hidden flag; the event dates the join", () => {
    const step = must(joinTracker(tracker({ A: 20 }), { id: "g", name: "Ghoul", hidden: true, roll: 4 }, O));
    expect(step.tracker.entries[1]).toEqual({
      id: "g",
      name: "Ghoul",
      initiative: 24,
      hidden: true,
      hold: null,
      zeroCostStreak: 0,
    });
    expect(step.events).toEqual([{ type: "joined", id: "g", initiative: 24, at: 20 }]);
    const plain = must(joinTracker(tracker({ A: 20 }), { id: "h", roll: 2 }, O)).tracker.entries[1];
    expect(plain).toEqual({
      id: "h",
      name: "h",
      initiative: 22,
      hidden: false,
      hold: null,
      zeroCostStreak: 0,
    });
  });

  it("DE-INIT-9: a joiner below the current time moves the time back, said by a timeMoved event", () => {
    const step = must(joinTracker(tracker({ A: 20 }), { id: "C", roll: -4 }, O));
    expect(step.events).toEqual([
      { type: "joined", id: "C", initiative: 16, at: 20 },
      { type: "timeMoved", from: 20, to: 16 },
    ]);
  });

  it("DE-INIT-9: with gmSet the roll is ignored and the GM's value is used as it is", () => {
    const t = must(joinTracker(tracker({ A: 20 }), { id: "C", roll: 3, initiative: 5 }, gm)).tracker;
    expect(init(t, "C")).toBe(5);
    expect(t.time).toBe(5);
  });

  it("DE-INIT-9: refusals, word for word", () => {
    const t = tracker({ A: 20, B: 25 });
    expect(refusal(joinTracker(t, { id: "A", roll: 2 }, O))).toEqual({
      code: "invalid",
      path: ["id"],
      message: "'A' is already on the tracker",
    });
    expect(refusal(joinTracker(t, { id: "C" }, O))).toEqual({
      code: "invalid",
      path: ["roll"],
      message: "a late joiner rolls initiative (roll is missing)",
    });
    expect(refusal(joinTracker(t, { id: "C", roll: 2 }, gm))).toEqual({
      code: "invalid",
      path: ["initiative"],
      message: "with lateJoinInitiative gmSet the GM gives the value",
    });
    expect(refusal(joinTracker(t, { id: "C", roll: 1.5 }, O))).toEqual({
      code: "invalid",
      path: ["initiative"],
      message: "initiative is a whole number, got 21.5",
    });
    expect(refusal(joinTracker(t, { id: "", roll: 1 }, O))).toEqual({
      code: "invalid",
      path: ["id"],
      message: "an entry needs an id",
    });
  });
});

describe("leaveTracker", () => {
  it("DE-INIT-4: the last one leaving empties the tracker and keeps its time", () => {
    const t = tracker({ A: 6 });
    expect(must(leaveTracker(t, "A"))).toEqual({
      tracker: { time: 6, entries: [], effects: [], tie: null },
      events: [{ type: "left", id: "A", at: 6 }],
    });
  });

  it("DE-INIT-4: the last one leaving settles nothing: the rest of the record is left as it was", () => {
    const t: Tracker = { ...tracker({ A: 6 }), tie: { at: 6, members: ["A", "B"], acted: [] } };
    expect(must(leaveTracker(t, "A")).tracker).toEqual({ ...t, entries: [] });
  });

  it("DE-INIT-4: leaving moves the time; an unknown id is not found", () => {
    const step = must(leaveTracker(tracker({ A: 2, B: 6 }), "A"));
    expect(step.events).toEqual([
      { type: "left", id: "A", at: 2 },
      { type: "timeMoved", from: 2, to: 6 },
    ]);
    expect(step.tracker.entries.map((e) => e.id)).toEqual(["B"]);
    expect(refusal(leaveTracker(tracker({ A: 2 }), "Z"))).toEqual({
      code: "not_found",
      path: ["id"],
      message: "'Z' is not on the tracker",
    });
  });

  it("DE-INIT-6: a member that leaves drops out of the moment; once the rest have acted it is over", () => {
    const t = must(act(tracker({ A: 5, B: 5, C: 5 }), "A", standard, O)).tracker;
    const gone = must(leaveTracker(t, "B")).tracker;
    expect(gone.tie).toEqual({ at: 5, members: ["A", "C"], acted: ["A"] });
    const over = must(leaveTracker(gone, "C")).tracker;
    expect(over.tie).toBeNull();
    expect(over.time).toBe(10);
  });

  it("DE-INIT-6: a member that has acted and leaves is no longer counted as having acted", () => {
    const t = must(act(tracker({ A: 5, B: 5, C: 5 }), "A", standard, O)).tracker;
    const gone = must(leaveTracker(t, "A")).tracker;
    expect(gone.tie).toEqual({ at: 5, members: ["B", "C"], acted: [] });
  });
});

describe("settle", () => {
  it("DE-INIT-7: no time moved, no timeMoved event and the effects untouched", () => {
    const t = must(addEffect(tracker({ A: 2, B: 2 }), { id: "x", period: 1 }, O)).tracker;
    const step = settle(t, t, []);
    expect(step.events).toEqual([]);
    expect(step.tracker.effects).toEqual(t.effects);
    expect(step.tracker.time).toBe(2);
  });

  it("DE-INIT-7: time moving forward runs the timeline up to the new time", () => {
    const t = must(addEffect(tracker({ A: 0, B: 25 }), { id: "x", period: 10 }, O)).tracker;
    const after: Tracker = {
      ...t,
      entries: t.entries.map((e) => (e.id === "A" ? { ...e, initiative: 30 } : e)),
    };
    const step = settle(t, after, []);
    expect(step.events).toEqual([
      { type: "timeMoved", from: 0, to: 25 },
      { type: "effectTick", id: "x", at: 10, count: 1 },
      { type: "effectTick", id: "x", at: 20, count: 2 },
    ]);
    expect(step.tracker.effects[0]!.nextAt).toBe(30);
  });

  it("DE-ACT-3: only a holder now at the time loses its hold; a holder above keeps it", () => {
    const hold = { kind: "hold", action: standard, trigger: "door" } as const;
    let t = must(act(tracker({ A: 3, B: 4, C: 20 }), "A", hold, O)).tracker; // A 8, holding
    expect(t.entries[0]!.hold).toEqual({ action: standard, trigger: "door", declaredAt: 3 });
    const step = must(act(t, "B", { kind: "move", pace: "run", movement: "walking" }, O)); // B 6
    expect(step.events.filter((e) => e.type === "holdLapsed")).toEqual([]);
    t = step.tracker;
    expect(t.entries[0]!.hold).not.toBeNull();
    const lapsed = must(act(t, "B", { kind: "move", pace: "run", movement: "walking" }, O)); // B 8 = A
    expect(lapsed.events).toContainEqual({ type: "holdLapsed", id: "A", action: "Standard Attack", at: 8 });
    expect(lapsed.tracker.entries[0]!.hold).toBeNull();
  });
});

describe("settle with nobody left", () => {
  it("DE-INIT-7: an empty tracker keeps its time", () => {
    const t = tracker({ A: 6 });
    expect(settle(t, { ...t, entries: [] }, [])).toEqual({
      tracker: { time: 6, entries: [], effects: [], tie: null },
      events: [],
    });
  });
});

describe("the simultaneous moment", () => {
  it("DE-INIT-6: openTie and owesTieAction with no moment, for members and for others", () => {
    const t = tracker({ A: 5, B: 5, C: 9 });
    expect(openTie(t)).toBeNull();
    expect(openTie({ ...t, tie: undefined })).toBeNull();
    expect(owesTieAction(t, "A")).toBe(false);
    const open = must(act(t, "A", standard, O)).tracker;
    expect(owesTieAction(open, "A")).toBe(false);
    expect(owesTieAction(open, "B")).toBe(true);
    expect(owesTieAction(open, "C")).toBe(false);
  });
});
