// Tests that kill surviving mutants of `npm run mutate -- src/rulesets/lucidity/actions --files
// "{zero,exploits,rescue,care,rest,support}.ts"` (issue 21): the long-rest action's odds, record and
// refusals, Lunar Pauses, Lucidity awards and the party, played at the table.

import { describe, expect, it } from "vitest";
import { book, changesOf, fails, odds, run, someone, tableOf, trio } from "../testing/helpers.js";

const o = book();

describe("rest at the table: what the mutants found open", () => {
  it("LUC-REST-1 LUC-TRAIT-3 the odds: 1d4 Health, or 2d4 with Fast Healer", () => {
    const s = tableOf(o, {
      p: someone("P"),
      f: someone("F", { traits: trio("Fast Healer", "Hunk", "Guts") }),
    });
    expect(odds(s, "longRest", { target: "p" })).toEqual({
      partition: { rested: 1 },
      chances: {},
      distributions: {
        healing: [
          [1, 0.25],
          [2, 0.25],
          [3, 0.25],
          [4, 0.25],
        ],
      },
      truncated: 0,
    });
    const fast = odds(s, "longRest", { target: "f" }).distributions.healing!;
    expect(fast.map(([v]) => v)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(fast[3]![1]).toBeCloseTo(4 / 16, 15);
    expect(fails(() => odds(s, "longRest", { target: "zz" })).path).toEqual(["target"]);
    expect(fails(() => run(s, "longRest", { target: "zz" }, [1])).path).toEqual(["target"]);
  });

  it("LUC-REST-1 the rest's record: its die, its sum, its hours and whether it was complete", () => {
    const s = tableOf(o, { p: someone("P", { health: 1 }) });
    const r = run(s, "longRest", { target: "p" }, [3]);
    expect(r.char("p").health).toBe(4);
    expect(r.roll).toMatchObject({
      id: expect.stringMatching(/^roll-\d+$/),
      action: "longRest",
      actor: "p",
      summary: "P rests 6 h: healing 3",
      dice: [{ role: "rest", sides: 4, faces: [3], value: 3, kept: true, exploded: false, imploded: false }],
      outcome: { healing: 3, hours: 6, complete: true },
      partition: "rested",
    });
    expect(r.events[0]).toEqual({ type: "roll", roll: r.roll });
    const fast = tableOf(o, { f: someone("F", { health: 1, traits: trio("Fast Healer", "Hunk", "Guts") }) });
    expect(run(fast, "longRest", { target: "f" }, [3, 2]).roll!.outcome).toMatchObject({ healing: 5 });
  });

  it("LUC-REST-2 five hours are not a complete rest: nothing is healed, and the record says so", () => {
    const s = tableOf(o, { p: someone("P", { health: 1 }) });
    const r = run(s, "longRest", { target: "p", hours: 5 }, [3]);
    expect(r.char("p").health).toBe(1);
    expect(r.roll!.outcome).toEqual({ healing: 3, hours: 5, complete: false });
    expect(r.roll!.summary).toBe("P rests 5 h: healing 3");
  });

  it("LUC-LUNAR-1 a rest with a Lunar Pause says so; the pause's flags are checked", () => {
    const s = tableOf(o, { p: someone("P", { lucidity: 5 }) });
    const r = run(s, "longRest", { target: "p", lunarPause: true, moonUp: true, ritualDone: true }, [2]);
    expect(r.roll!.summary).toBe("P rests 6 h with a Lunar Pause: healing 2");
    expect(r.char("p").lucidity).toBe(7);
    expect(changesOf(r)[0]).toMatch(/enters the dreamplane/);
    expect(
      fails(() => run(s, "longRest", { target: "p", lunarPause: true, ritualDone: true }, [2])).path,
    ).toEqual(["moonUp"]);
  });

  it("the dead do not rest, nor does anyone in combat; others in the fight do not stop a rest", () => {
    const s = tableOf(o, {
      p: someone("P"),
      d: someone("D", { status: "dead", health: 0 }),
      q: someone("Q"),
      r: someone("R"),
    });
    expect(fails(() => run(s, "longRest", { target: "d" }, [1]))).toEqual({
      code: "refused",
      message: "D is dead",
      path: ["target"],
    });
    const fight = run(
      s,
      "initiative",
      { participants: [{ character: "p" }, { character: "q" }] },
      [20, 10],
    ).state;
    expect(fails(() => run(fight, "longRest", { target: "p" }, [1]))).toEqual({
      code: "refused",
      message: "P is in combat",
      path: ["target"],
    });
    expect(run(fight, "longRest", { target: "r" }, [1]).roll!.partition).toBe("rested");
  });

  it("LUC-LUNAR-2 the moon setting ends the pause; without one it is refused", () => {
    const s = tableOf(o, { p: someone("P") });
    expect(fails(() => run(s, "moonSet", { target: "p" })).code).toBe("conflict");
    const paused = run(s, "lunarPause", { target: "p", moonUp: true, ritualDone: true }).state;
    const set = run(paused, "moonSet", { target: "p" });
    expect(changesOf(set)).toEqual(["the moon sets: P leaves the dreamplane"]);
  });

  it("LUC-REG-2 the GM's award is logged as such", () => {
    const s = tableOf(o, { p: someone("P", { lucidity: 5 }) });
    const r = run(s, "awardLucidity", { target: "p", amount: 2, reason: "a heroic stand" });
    expect(r.char("p").lucidity).toBe(7);
    expect(changesOf(r).join("\n")).toContain("GM award: a heroic stand");
  });

  it("LUC-TRAIT-25 the party: each member travels with the others; one's own Healthy Living is not a companion's", () => {
    const s = tableOf(o, {
      h: someone("H", { traits: trio("Healthy Living", "Fellowship", "Guts") }),
      f: someone("F"),
      g: someone("G"),
    });
    const r = run(s, "party", { members: ["h", "f", "g"] });
    expect(r.char("h")).toMatchObject({ companionTraits: [], health: 11 });
    expect(r.char("f")).toMatchObject({ companionTraits: ["Healthy Living", "Fellowship"], health: 11 });
    expect(changesOf(r, "f")).toEqual(["F travels with H, G", "maximum Health 6 → 11 (current 6 → 11)"]);
    expect(changesOf(r, "h")).toEqual(["H travels with F, G", "maximum Health 11 → 11 (current 11 → 11)"]);
    const alone = run(s, "party", { members: ["f"] });
    expect(changesOf(alone)).toEqual(["F travels with nobody", "maximum Health 6 → 6 (current 6 → 6)"]);
    expect(fails(() => run(s, "party", { members: ["f", "zz"] })).path).toEqual(["members", 1]);
  });

  it("LUC-TRAIT-25 leaving the party lowers maximum and current Health again", () => {
    const s = tableOf(o, {
      h: someone("H", { traits: trio("Healthy Living", "Hunk", "Guts") }),
      f: someone("F"),
    });
    const joined = run(s, "party", { members: ["h", "f"] }).state;
    const left = run(joined, "party", { members: ["f"] });
    expect(left.char("f")).toMatchObject({ companionTraits: [], health: 6 });
    expect(changesOf(left)).toEqual(["F travels with nobody", "maximum Health 11 → 6 (current 11 → 6)"]);
  });
});
