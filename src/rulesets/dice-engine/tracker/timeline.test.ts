import { describe, expect, it } from "vitest";
import { resolveTrackerOptions } from "./options.js";
import { must, O, refusal, tracker } from "./test-helpers.js";
import { advanceEffects, startEffect } from "./timeline.js";
import { joinTracker } from "./tracker.js";
import { act, addEffect, removeEffect } from "./turn.js";

describe("the shared timeline", () => {
  it("DE-INIT-7: the current time is the active character's initiative", () => {
    const t = must(act(tracker({ A: 3, B: 7 }), "A", { kind: "attack", attack: "standard" }, O)).tracker;
    expect(t.time).toBe(7);
  });

  it("DE-INIT-7: an effect applied at t with period 10 fires when the time first reaches t+10, t+20, …", () => {
    let t = tracker({ A: 4, B: 30 });
    t = must(addEffect(t, { id: "burning", period: 10 }, O)).tracker;
    // A moves to 13: nothing yet.
    let step = must(act(t, "A", { kind: "wait", amount: 9 }, O));
    expect(step.events.filter((e) => e.type === "effectTick")).toEqual([]);
    // A moves to 15: past 14 → the first tick, dated 14.
    step = must(act(step.tracker, "A", { kind: "wait", amount: 2 }, O));
    expect(step.events).toContainEqual({ type: "effectTick", id: "burning", at: 14, count: 1 });
  });

  it("DE-INIT-7: time jumping past several ticks fires each, in order", () => {
    let t = tracker({ A: 0, B: 40 });
    t = must(addEffect(t, { id: "bleed", period: 10 }, O)).tracker;
    t = must(addEffect(t, { id: "stance", duration: 15 }, O)).tracker;
    const step = must(act(t, "A", { kind: "wait", amount: 100 }, O));
    const timeline = step.events.filter((e) => e.type === "effectTick" || e.type === "effectEnded");
    expect(timeline).toEqual([
      { type: "effectTick", id: "bleed", at: 10, count: 1 },
      { type: "effectEnded", id: "stance", at: 15 },
      { type: "effectTick", id: "bleed", at: 20, count: 2 },
      { type: "effectTick", id: "bleed", at: 30, count: 3 },
      { type: "effectTick", id: "bleed", at: 40, count: 4 },
    ]);
    expect(step.tracker.effects.map((e) => e.id)).toEqual(["bleed"]);
    expect(step.tracker.effects[0]!.nextAt).toBe(50);
  });

  it("DE-INIT-7: with tickFirstAt immediate the effect fires as it starts, then every period", () => {
    const now = resolveTrackerOptions({ tickFirstAt: "immediate" });
    const started = must(startEffect({ id: "x", period: 10 }, 5, now));
    expect(started.events).toEqual([{ type: "effectTick", id: "x", at: 5, count: 1 }]);
    expect(advanceEffects([started.effect], 5, 15).events).toEqual([
      { type: "effectTick", id: "x", at: 15, count: 2 },
    ]);
  });

  it("DE-INIT-7: a tick and an end at the same moment: the tick fires first", () => {
    const e = must(startEffect({ id: "x", period: 10, duration: 20 }, 0, O)).effect;
    expect(advanceEffects([e], 0, 25).events).toEqual([
      { type: "effectTick", id: "x", at: 10, count: 1 },
      { type: "effectTick", id: "x", at: 20, count: 2 },
      { type: "effectEnded", id: "x", at: 20 },
    ]);
  });

  it("DE-INIT-7: time that moves back (a late joiner below now) fires nothing twice", () => {
    let t = tracker({ A: 20 });
    t = must(addEffect(t, { id: "burning", period: 10 }, O)).tracker; // next at 30
    t = must(act(t, "A", { kind: "wait", amount: 12 }, O)).tracker; // 32: fired at 30
    const joined = must(joinTracker(t, { id: "C", roll: -4 }, O)); // 28 < 32
    expect(joined.tracker.time).toBe(28);
    const back = must(act(joined.tracker, "C", { kind: "wait", amount: 4 }, O)); // 32 again
    expect(back.events.filter((e) => e.type === "effectTick")).toEqual([]);
  });

  it("DE-INIT-8: a period of one 'round' is roundLength initiative", () => {
    const six = resolveTrackerOptions({ roundLength: 6 });
    expect(must(startEffect({ id: "toxic", period: "round" }, 0, six)).effect.nextAt).toBe(6);
    expect(must(startEffect({ id: "toxic", period: "round" }, 0, O)).effect.nextAt).toBe(10);
  });

  it("DE-INIT-7: bad periods and durations are refused by field; an effect can be removed early", () => {
    expect(refusal(startEffect({ id: "x", period: 0 }, 0, O)).path).toEqual(["period"]);
    expect(refusal(startEffect({ id: "x", duration: 2.5 }, 0, O)).path).toEqual(["duration"]);
    let t = must(addEffect(tracker({ A: 0 }), { id: "x", period: 10 }, O)).tracker;
    expect(refusal(addEffect(t, { id: "x", period: 10 }, O)).path).toEqual(["id"]);
    t = removeEffect(t, "x");
    expect(t.effects).toEqual([]);
  });
});
