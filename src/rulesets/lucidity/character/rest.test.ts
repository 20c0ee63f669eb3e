import { describe, expect, it } from "vitest";
import { book, someone } from "../testing/helpers.js";
import { awardLucidity, endLunarPause, longRest, startLunarPause } from "./rest.js";

const o = book();
/** Level 2, CON +2 (max Health 14), WIL 0 at level 2 (max Energy 10) — close to the checklist's 3/14 and 2/9. */
function rester(patch: Record<string, unknown> = {}) {
  return someone("R", { level: 2, attributes: { CON: 2 }, health: 3, energy: 2, lucidity: 10, ...patch });
}

describe("rests", () => {
  it("LUC-REST-1 Health 3/14, Energy 2/9, Lucidity 10/14, d4 face 4 → Health 7, Energy 9, Lucidity 11", () => {
    // Level 1 with CON +3 and Healthy Living (9 + 5 = 14) and WIL +3 (9): the checklist's numbers exactly.
    const c = someone("R", {
      attributes: { CON: 3, WIL: 3 },
      traits: [{ name: "Healthy Living" }, { name: "Hunk" }, { name: "Guts" }],
      health: 3,
      energy: 2,
      lucidity: 10,
    });
    expect(longRest(c, 6, [4], o).character).toMatchObject({ health: 7, energy: 9, lucidity: 11 });
  });

  it("LUC-REST-2 an interrupted rest gives nothing; pro-rata gives a share", () => {
    const c = rester();
    expect(longRest(c, 5, [4], o).character).toEqual(c);
    const half = longRest(c, 3, [4], book({ partialRest: "pro-rata" })).character;
    expect(half).toMatchObject({ health: 5, energy: 6, lucidity: 10 });
  });

  it("LUC-REG-1 +1 per long rest, +2 with a Lunar Pause, never above the maximum", () => {
    const c = someone("L", { lucidity: 10 });
    expect(longRest(c, 6, [1], o).character.lucidity).toBe(11);
    const paused = startLunarPause(c, o, true, true).character;
    expect(longRest(paused, 6, [1], o).character.lucidity).toBe(12);
    expect(longRest(someone("F"), 6, [1], o).character.lucidity).toBe(14);
  });

  it("LUC-REG-2 a GM award of Lucidity, capped at the maximum, logged with its reason", () => {
    const r = awardLucidity(someone("A", { lucidity: 12 }), 5, "saved the orphans", o);
    expect(r.character.lucidity).toBe(14);
    expect(r.changes[0]).toMatch(/saved the orphans/);
  });

  it("LUC-TRAIT-3 Fast Healer: d4 faces [3, 2] → +5 Health (capped at the maximum)", () => {
    expect(longRest(rester(), 6, [3, 2], o).character.health).toBe(8);
    expect(longRest(rester({ health: 12 }), 6, [3, 2], o).character.health).toBe(14);
  });

  it("LUC-LUNAR-1 a Lunar Pause needs a moon up and the ritual done, once per long rest", () => {
    const c = someone("L");
    expect(() => startLunarPause(c, o, false, true)).toThrow(/moon/);
    expect(() => startLunarPause(c, o, true, false)).toThrow(/ritual/);
    const once = startLunarPause(c, o, true, true).character;
    expect(() => startLunarPause(once, o, true, true)).toThrow(/already/);
  });

  it("LUC-LUNAR-2 the pause is active until the GM marks the moon set", () => {
    const c = startLunarPause(someone("L"), o, true, true).character;
    expect(c.effects.lunarPause.active).toBe(true);
    expect(endLunarPause(c).character.effects.lunarPause.active).toBe(false);
    expect(() => endLunarPause(endLunarPause(c).character)).toThrow(/not in a Lunar Pause/);
  });

  it("LUC-LUNAR-3 Lucidity 10/14, Energy 0: pause → 11 and full Energy; rest end with d4 1 → 12, Health +1", () => {
    const c = someone("L", { lucidity: 10, energy: 0, health: 2 });
    const paused = startLunarPause(c, o, true, true).character;
    expect(paused).toMatchObject({ lucidity: 11, energy: 6 });
    expect(longRest(paused, 6, [1], o).character).toMatchObject({ lucidity: 12, energy: 6, health: 3 });
  });
});
