// The timeline pinned at its edges: periods and durations of exactly 1, time that does not move, a
// tick or an end exactly at the new time, several effects due together (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { resolveTrackerOptions } from "./options.js";
import { must, O, refusal } from "./test-helpers.js";
import { advanceEffects, startEffect, stopEffect, type TimedEffect } from "./timeline.js";

const effect = (spec: Parameters<typeof startEffect>[0], at = 0): TimedEffect =>
  must(startEffect(spec, at, O)).effect;

describe("starting an effect", () => {
  it("DE-INIT-7: the effect's record, with and without a period, a duration and a label", () => {
    expect(must(startEffect({ id: "x", period: 1, duration: 1 }, 4, O))).toEqual({
      effect: { id: "x", label: "x", startedAt: 4, period: 1, nextAt: 5, endsAt: 5, fired: 0 },
      events: [],
    });
    expect(effect({ id: "s", label: "Offensive Stance II", duration: 15 }, 10)).toEqual({
      id: "s",
      label: "Offensive Stance II",
      startedAt: 10,
      period: null,
      nextAt: null,
      endsAt: 25,
      fired: 0,
    });
  });

  it("DE-INIT-7: with tickFirstAt immediate, a plain duration does not tick", () => {
    const now = resolveTrackerOptions({ tickFirstAt: "immediate" });
    expect(must(startEffect({ id: "s", duration: 5 }, 3, now))).toEqual({
      effect: { id: "s", label: "s", startedAt: 3, period: null, nextAt: null, endsAt: 8, fired: 0 },
      events: [],
    });
  });

  it("DE-INIT-7: bad periods and durations are refused in words", () => {
    expect(refusal(startEffect({ id: "x", period: 2.5 }, 0, O))).toEqual({
      code: "invalid",
      path: ["period"],
      message: "a period is a whole number of initiative ≥ 1, got 2.5",
    });
    expect(refusal(startEffect({ id: "x", period: 0 }, 0, O)).message).toBe(
      "a period is a whole number of initiative ≥ 1, got 0",
    );
    expect(refusal(startEffect({ id: "x", duration: 0 }, 0, O))).toEqual({
      code: "invalid",
      path: ["duration"],
      message: "a duration is a whole number of initiative ≥ 1, got 0",
    });
    expect(refusal(startEffect({ id: "x", duration: 1.5 }, 0, O)).message).toBe(
      "a duration is a whole number of initiative ≥ 1, got 1.5",
    );
  });
});

describe("advancing the timeline", () => {
  it("DE-INIT-7: time that does not move fires nothing and keeps every effect", () => {
    const e = effect({ id: "x", period: 1, duration: 1 }, 0);
    const same = advanceEffects([e], 1, 1);
    expect(same).toEqual({ effects: [e], events: [] });
    expect(advanceEffects([e], 3, 1)).toEqual({ effects: [e], events: [] });
  });

  it("DE-INIT-7: a tick due exactly at the new time fires; its next is one period on", () => {
    const moved = advanceEffects([effect({ id: "x", period: 10 })], 0, 10);
    expect(moved.events).toEqual([{ type: "effectTick", id: "x", at: 10, count: 1 }]);
    expect(moved.effects).toEqual([
      { id: "x", label: "x", startedAt: 0, period: 10, nextAt: 20, endsAt: null, fired: 1 },
    ]);
    expect(advanceEffects([effect({ id: "x", period: 10 })], 0, 9)).toEqual({
      effects: [effect({ id: "x", period: 10 })],
      events: [],
    });
  });

  it("DE-INIT-7: an effect ending exactly at the new time ends and is dropped; one ending later stays", () => {
    const s = effect({ id: "s", duration: 15 });
    expect(advanceEffects([s], 0, 15)).toEqual({
      effects: [],
      events: [{ type: "effectEnded", id: "s", at: 15 }],
    });
    expect(advanceEffects([s], 0, 14)).toEqual({ effects: [s], events: [] });
  });

  it("DE-INIT-7: an effect does not tick past its end", () => {
    const e = effect({ id: "b", period: 4, duration: 10 });
    expect(advanceEffects([e], 0, 30).events).toEqual([
      { type: "effectTick", id: "b", at: 4, count: 1 },
      { type: "effectTick", id: "b", at: 8, count: 2 },
      { type: "effectEnded", id: "b", at: 10 },
    ]);
  });

  it("DE-INIT-7: effects due at the same moment fire in the order they were started, ends after ticks", () => {
    const a = effect({ id: "a", duration: 10 });
    const b = effect({ id: "b", period: 5 });
    const c = effect({ id: "c", period: 10 });
    const d = effect({ id: "d", duration: 10 });
    expect(advanceEffects([a, b, c, d], 0, 10).events).toEqual([
      { type: "effectTick", id: "b", at: 5, count: 1 },
      { type: "effectTick", id: "b", at: 10, count: 2 },
      { type: "effectTick", id: "c", at: 10, count: 1 },
      { type: "effectEnded", id: "a", at: 10 },
      { type: "effectEnded", id: "d", at: 10 },
    ]);
    expect(advanceEffects([d, c, b, a], 0, 10).events).toEqual([
      { type: "effectTick", id: "b", at: 5, count: 1 },
      { type: "effectTick", id: "c", at: 10, count: 1 },
      { type: "effectTick", id: "b", at: 10, count: 2 },
      { type: "effectEnded", id: "d", at: 10 },
      { type: "effectEnded", id: "a", at: 10 },
    ]);
  });

  it("DE-INIT-7: stopping an effect keeps the others, in order", () => {
    const list = [
      effect({ id: "a", period: 2 }),
      effect({ id: "b", period: 3 }),
      effect({ id: "c", period: 4 }),
    ];
    expect(stopEffect(list, "b").map((e) => e.id)).toEqual(["a", "c"]);
    expect(stopEffect(list, "z")).toEqual(list);
  });
});
