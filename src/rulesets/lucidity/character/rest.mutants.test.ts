// Tests written to kill surviving mutants of rest.ts (issue 21): the refusals' words and fields, the
// log lines of a rest and a Lunar Pause, pro-rata shares, and what a completed rest renews.
import { describe, expect, it } from "vitest";
import { book, fails, someone } from "../testing/helpers.js";
import { awardLucidity, endLunarPause, longRest, startLunarPause } from "./rest.js";

const o = book();

describe("Lunar Pauses and rests, words and edges", () => {
  it("LUC-LUNAR-1 each refusal names its reason and field", () => {
    const c = someone("L");
    expect(fails(() => startLunarPause(c, o, false, true))).toEqual({
      code: "refused",
      message: "a Lunar Pause needs a moon in the sky",
      path: ["moonUp"],
    });
    expect(fails(() => startLunarPause(c, o, true, false))).toEqual({
      code: "refused",
      message: "a Lunar Pause needs the ritual completed first",
      path: ["ritualDone"],
    });
    const once = startLunarPause(c, o, true, true).character;
    expect(fails(() => startLunarPause(once, o, true, true))).toEqual({
      code: "refused",
      message: "L has already had a Lunar Pause during this rest",
      path: ["target"],
    });
    expect(fails(() => endLunarPause(c))).toEqual({
      code: "conflict",
      message: "L is not in a Lunar Pause",
      path: ["target"],
    });
  });

  it("LUC-LUNAR-3 the pause's lines: Energy to full, then Lucidity; its end keeps the pause taken", () => {
    const c = someone("L", { lucidity: 10, energy: 1 });
    const r = startLunarPause(c, o, true, true);
    expect(r.changes).toEqual([
      "L enters the dreamplane (Lunar Pause): Energy 1 → 6",
      "L's Lucidity 10 → 11 (Lunar Pause)",
    ]);
    expect(r.character.effects.lunarPause).toEqual({ active: true, takenThisRest: true });
    const end = endLunarPause(r.character);
    expect(end.changes).toEqual(["the moon sets: L leaves the dreamplane"]);
    expect(end.character.effects.lunarPause).toEqual({ active: false, takenThisRest: true });
  });

  it("LUC-REST-1 a completed rest's lines, and it renews what lasts until a rest", () => {
    const c = someone("R", { health: 2, energy: 1, lucidity: 10 });
    const paused = startLunarPause(c, o, true, true).character;
    const used = { ...paused, effects: { ...paused.effects, inspirationUsed: true, wingmanSpent: true } };
    const r = longRest(used, 8, [3], o);
    expect(r.changes).toEqual([
      "R heals 3 (long rest, 3): Health 2 → 5",
      "R's Energy 6 → 6",
      "R's Lucidity 11 → 12 (long rest)",
    ]);
    expect(r.character.effects).toMatchObject({
      inspirationUsed: false,
      wingmanSpent: false,
      lunarPause: { active: false, takenThisRest: false },
    });
  });

  it("LUC-REST-2 a rest cut short says so and changes nothing; exactly 6 hours is complete", () => {
    const c = someone("R", { health: 2, energy: 1, lucidity: 10 });
    expect(longRest(c, 5, [4], o)).toEqual({
      character: c,
      changes: ["R's rest is cut short after 5 h: no benefit"],
    });
    expect(longRest(c, 6, [4], o).character).toMatchObject({ health: 6, energy: 6, lucidity: 11 });
  });

  it("LUC-REST-2 pro-rata: 3 of 6 hours gives half the d4s (rounded down) and half the missing Energy, no Lucidity, renews nothing", () => {
    const pro = book({ partialRest: "pro-rata" });
    const c = someone("R", { health: 1, energy: 1, lucidity: 10 });
    const used = { ...c, effects: { ...c.effects, inspirationUsed: true } };
    const r = longRest(used, 3, [3, 2], pro);
    expect(r.character).toMatchObject({ health: 3, energy: 3, lucidity: 10 });
    expect(r.changes).toEqual([
      "R heals 2 (long rest, 3 + 2 × 3/6): Health 1 → 3",
      "R's Energy 1 → 3",
      "R's Lucidity stays 10 (long rest)",
    ]);
    expect(r.character.effects.inspirationUsed).toBe(true);
    expect(longRest(c, 5, [4], pro).character).toMatchObject({ health: 4, energy: 5 });
  });

  it("LUC-REG-2 a GM award is logged with its reason", () => {
    expect(awardLucidity(someone("A", { lucidity: 12 }), 1, "heroism", o).changes).toEqual([
      "A's Lucidity 12 → 13 (GM award: heroism)",
    ]);
  });
});
