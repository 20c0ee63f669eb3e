// Fatigue's refusals and log lines, word for word, and the edges of its counting (DE-FAT-1, 2, 6, 7).
import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import type { DeCharacter } from "../character/schema.js";
import { build, ok, opts, refused, TEST_SETTING } from "../character/testing/helpers.js";
import { fatigueCheck, gainFatigue, loseFatigue, passHoursWithoutRest } from "./fatigue.js";

const o = opts();
const at = (level: number, hours = 0): DeCharacter => {
  const c = build();
  return { ...c, fatigue: level, rest: { ...c.rest, hoursSinceLongRest: hours } };
};

describe("gaining and losing fatigue", () => {
  it("DE-FAT-2: fatigue rises by a whole number of levels, 0 included", () => {
    for (const levels of [-1, 1.5]) {
      const e = refused(gainFatigue(at(1), levels, "x", o), "invalid");
      expect(e.path).toEqual(["levels"]);
      expect(e.message).toBe(`fatigue rises by a whole number of levels (got ${levels})`);
    }
    const r = gainFatigue(at(2), 0, "a nap", o);
    expect(r.ok && [r.character.fatigue, r.changes]).toEqual([2, ["Tess: fatigue stays 2 (a nap)"]]);
    const dead = gainFatigue(at(6), 1, "march", o);
    expect(dead.ok && dead.changes).toEqual(["Tess: fatigue stays 6 (march)"]);
  });

  it("DE-FAT-2: the log lists the effect of each level gained, and only those", () => {
    const r = gainFatigue(at(1), 2, "forced march", o);
    expect(r.ok && r.changes).toEqual([
      "Tess: fatigue 1 → 3 (forced march): disadvantage on every roll; speed halved",
    ]);
    const one = gainFatigue(at(0), 1, "no sleep", o);
    expect(one.ok && one.changes).toEqual(["Tess: fatigue 0 → 1 (no sleep): disadvantage on attack rolls"]);
  });

  it("DE-FAT-7: reaching level 6 adds the death to the log", () => {
    const r = gainFatigue(at(5), 1, "march", o);
    expect(r.ok && r.changes).toEqual(["Tess: fatigue 5 → 6 (march): death", "Tess dies of exhaustion"]);
  });

  it("DE-FAT-13: fatigue falls by a whole number of levels; a dead character's is refused", () => {
    for (const levels of [-1, 1.5]) {
      const e = refused(loseFatigue(at(2), levels, "x"), "invalid");
      expect(e.path).toEqual(["levels"]);
      expect(e.message).toBe(`fatigue falls by a whole number of levels (got ${levels})`);
    }
    expect(ok(loseFatigue(at(2), 0, "x")).fatigue).toBe(2);
    const r = loseFatigue(at(3), 1, "long rest");
    expect(r.ok && r.changes).toEqual(["Tess: fatigue 3 → 2 (long rest)"]);
    const e = refused(loseFatigue(at(6), 1, "rest"), "invalid");
    expect([e.path, e.message]).toEqual([["fatigue"], "Tess is dead; fatigue no longer matters"]);
  });
});

describe("the fatigue check", () => {
  it("DE-FAT-1: the log gives the total, the DC, the reason and the outcome", () => {
    const held = fatigueCheck(at(0), o, facesSource([9, 9]), "a long watch");
    expect(held.ok && [held.changes, held.checks.length, held.character.fatigue]).toEqual([
      ["Tess: Endurance 18 against DC 15 (a long watch): holds up"],
      1,
      0,
    ]);
    const failed = fatigueCheck(at(1), o, facesSource([8, 7]), "a long watch");
    expect(failed.ok && [failed.changes, failed.checks.length]).toEqual([
      [
        "Tess: Endurance 15 against DC 16 (a long watch): fails",
        "Tess: fatigue 1 → 2 (a long watch): disadvantage on every roll",
      ],
      1,
    ]);
  });

  it("DE-FAT-1: a check that cannot be built is refused, not rolled", () => {
    const e = refused(fatigueCheck(at(0), o, facesSource([9, 9]), "x", 12.5), "invalid");
    expect(e.path).toEqual(["target"]);
  });

  it("DE-FAT-1: a check failed automatically (a setting's perk) shows no total", () => {
    const weary = opts({
      setting: {
        ...TEST_SETTING,
        perks: [
          {
            id: "weary",
            name: "Weary",
            category: "disabilities",
            cost: { currency: "XP", ranks: [-10] },
            summary: "Fails every fatigue check.",
            effects: [{ kind: "autoFail", when: { purpose: "fatigue" } }],
          },
        ],
      },
    });
    const c = { ...build({ perks: { weary: 1 } }), fatigue: 0 };
    const r = fatigueCheck(c, weary, facesSource([]), "a long watch");
    expect(r.ok && r.changes).toEqual([
      "Tess: Endurance — against DC 15 (a long watch): fails",
      "Tess: fatigue 0 → 1 (a long watch): disadvantage on attack rolls",
    ]);
  });
});

describe("hours without a long rest", () => {
  it("DE-FAT-1: hours are 0 or more; 0 hours is a valid (empty) stretch", () => {
    for (const hours of [-1, Number.NaN]) {
      const e = refused(passHoursWithoutRest(at(0), hours, o, facesSource([])), "invalid");
      expect([e.path, e.message]).toEqual([["hours"], `hours must be 0 or more (got ${hours})`]);
    }
    const r = passHoursWithoutRest(at(0, 5), 0, o, facesSource([]));
    expect(r.ok && r.changes).toEqual(["Tess: 5 hours without a long rest"]);
  });

  it("DE-FAT-1: the 26th hour's check is logged after the hours, with its reason", () => {
    const r = passHoursWithoutRest(at(0, 20), 6, o, facesSource([8, 7]));
    expect(r.ok && [r.changes, r.checks.length, r.character.rest.hoursSinceLongRest]).toEqual([
      [
        "Tess: 26 hours without a long rest",
        "Tess: Endurance 15 against DC 15 (26+ hours without a long rest): holds up",
      ],
      1,
      26,
    ]);
  });

  it("DE-FAT-7: no more checks once fatigue reaches 6 (death)", () => {
    const hourly = opts({ fatigueRecheckEveryHours: 1 });
    const dice = facesSource([1, 1, 1, 1, 1, 1, 1, 1, 1]);
    const r = passHoursWithoutRest(at(5, 25), 3, hourly, dice);
    expect(r.ok && [r.character.fatigue, r.checks.length, r.changes.at(-1)]).toEqual([
      6,
      1,
      "Tess dies of exhaustion",
    ]);
    expect(dice.remaining()).toBe(6);
  });
});
