// Tests written to kill surviving mutants of healing.ts (issue 21): the lethal rate of an odd
// Stamina, seven days of non-lethal healing in a week, part weeks under pro-rata healing with and
// without care, and the rest's log line and refusals word for word.
import { describe, expect, it } from "vitest";
import { engineError, hurt as hurtAt, opts, restPeriod, sheet } from "../testing/helpers.js";
import { heal, lethalRate } from "./healing.js";

const o = opts();
const proRata = opts({ healingGranularity: "pro-rata-floor" });
const hurt = (stamina: number, lethal: number, nonLethal: number) => hurtAt(o, stamina, lethal, nonLethal);
const rest = restPeriod;

describe("healing rates", () => {
  it("OBJ-HEAL-2 STA 3 heals 1 lethal point a week (half, rounded down)", () => {
    expect(lethalRate(hurt(3, 0, 0), rest({ weeks: 1 }))).toBe(1);
  });

  it("OBJ-HEAL-1 OBJ-HEAL-6 a week heals seven days of non-lethal damage: STA 2, N 12 → N 0", () => {
    expect(heal(hurt(2, 0, 12), rest({ weeks: 1 }), o).character.damage.nonLethal).toBe(0);
    expect(heal(hurt(2, 0, 12), rest({ days: 6 }), o).character.damage.nonLethal).toBe(0);
    expect(heal(hurt(2, 0, 13), rest({ days: 6 }), o).character.damage.nonLethal).toBe(1);
  });
});

describe("the rest's log", () => {
  it("OBJ-HEAL-5 names the period, the activity, the rates and the damage before and after", () => {
    expect(heal(hurt(4, 2, 3), rest({ days: 1 }), o).changes).toEqual([
      "Someone rests 1 day(s) (light activity; 4 non-lethal a day, 2 lethal a week): lethal 2 → 2, non-lethal 3 → 0, Health 6",
    ]);
    const both = heal(
      hurt(4, 2, 3),
      rest({ weeks: 1, days: 2, underCare: true, activity: "heavier", rate: { nonLethalPerDay: 1 } }),
      o,
    );
    expect(both.changes).toEqual([
      "Someone rests 1 week(s) and 2 day(s) (heavier activity, under care; 1 non-lethal a day, 2 lethal a week (GM's rate)): lethal 2 → 0, non-lethal 3 → 0, Health 8",
    ]);
  });

  it("OBJ-HEAL-3 OBJ-HEAL-6 each week without care is named by its number", () => {
    const r = heal(hurt(4, 9, 0), rest({ weeks: 2 }), o);
    expect(r.changes[0]).toBe(
      "Someone rests 2 week(s) (light activity; 4 non-lethal a day, 2 lethal a week): lethal 9 → 9, non-lethal 0 → 0, Health -1",
    );
    expect(r.changes.slice(1)).toEqual([
      "week 1: no lethal healing without care (lethal Health -1)",
      "week 2: no lethal healing without care (lethal Health -1)",
    ]);
  });

  it("refuses the dead, and a rest of no time, on their fields", () => {
    const dead = engineError(() => heal(hurt(3, 9, 0), rest({ days: 1 }), o));
    expect([dead.code, dead.path, dead.message]).toEqual([
      "refused",
      ["target"],
      "Someone is dead: rest heals nothing",
    ]);
    const none = engineError(() => heal(hurt(3, 1, 0), rest({}), o));
    expect([none.code, none.path, none.message]).toEqual([
      "invalid",
      ["days"],
      "a healing period needs at least one day or week",
    ]);
  });
});

describe("part weeks (healingGranularity: pro-rata-floor)", () => {
  const bleeding = () => sheet(proRata, { attributes: { stamina: 4 }, damage: { lethal: 9, nonLethal: 0 } });

  it("OBJ-HEAL-3 OBJ-HEAL-6 days alone heal no lethal damage without care while lethal Health is 0 or less", () => {
    const r = heal(bleeding(), rest({ days: 7 }), proRata);
    expect(r.character.damage.lethal).toBe(9);
    expect(r.changes.slice(1)).toEqual(["7 day(s): no lethal healing without care"]);
    expect(heal(bleeding(), rest({ days: 7, underCare: true }), proRata).character.damage.lethal).toBe(7);
  });

  it("OBJ-HEAL-6 a rest of whole weeks adds no part week", () => {
    const r = heal(bleeding(), rest({ weeks: 1 }), proRata);
    expect(r.changes.slice(1)).toEqual(["week 1: no lethal healing without care (lethal Health -1)"]);
  });
});
