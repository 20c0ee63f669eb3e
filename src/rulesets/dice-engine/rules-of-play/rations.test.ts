import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import type { DeCharacter } from "../character/schema.js";
import { build, opts, refused } from "../character/testing/helpers.js";
import type { CheckedOutcome } from "./fatigue.js";
import { endDay, onHalfRations, RATIONS_PER_DAY, rationsFrom, starvationDc } from "./rations.js";
import { completeLongRest } from "./rest.js";

const o = opts();
const next = (r: CheckedOutcome): DeCharacter => {
  if (!r.ok) throw new Error(r.error.message);
  return r.character;
};

describe("food and rations (§13.2)", () => {
  it("DE-FOOD-1: two rations a day; a ration is one food and one water portion (2 food + 1 water → 1 ration)", () => {
    expect(RATIONS_PER_DAY).toBe(2);
    expect([
      rationsFrom({ food: 2, water: 1 }),
      rationsFrom({ food: 3, water: 3 }),
      rationsFrom({ food: 0, water: 4 }),
    ]).toEqual([1, 3, 0]);
    const fed = next(endDay(build(), { food: 2, water: 2 }, o));
    expect([fed.rest.lastDayRations, onHalfRations(fed)]).toEqual([2, false]);
  });

  it("DE-FOOD-2: a day on one ration: the next long rest recovers no HP and removes no fatigue", () => {
    const half = next(endDay({ ...build(), fatigue: 2 }, { food: 1, water: 1 }, o));
    expect(onHalfRations(half)).toBe(true);
    expect(half.fatigue).toBe(2);
    const rest = completeLongRest(half, o);
    expect(rest.ok && [rest.hpRecoveryAllowed, rest.character.fatigue]).toEqual([false, 2]);
  });

  it("DE-FOOD-3: each day without a ration ends with Endurance vs 12, 14, 16…; failing adds a fatigue level", () => {
    expect([1, 2, 3].map(starvationDc)).toEqual([12, 14, 16]);
    let c = build();
    const dcs: number[] = [];
    for (const faces of [
      [6, 6],
      [7, 7],
      [3, 4],
    ]) {
      const r = endDay(c, { food: 0, water: 0 }, o, facesSource(faces));
      if (!r.ok) throw new Error(r.error.message);
      dcs.push(r.checks[0]!.build.request.target!);
      c = r.character;
    }
    expect(dcs).toEqual([12, 14, 16]);
    expect([c.rest.daysWithoutRation, c.fatigue]).toEqual([3, 1]);
    expect(onHalfRations(c)).toBe(true);
    refused(endDay(build(), { food: 0, water: 0 }, o), "dice_required");
  });

  it("DE-FOOD-4: a day with at least one ration resets the count; penalties last while the last day had under two", () => {
    let c = next(endDay(build(), { food: 0, water: 0 }, o, facesSource([9, 9])));
    c = next(endDay(c, { food: 1, water: 1 }, o));
    expect([c.rest.daysWithoutRation, onHalfRations(c)]).toEqual([0, true]);
    const r = endDay(c, { food: 0, water: 0 }, o, facesSource([9, 9]));
    expect(r.ok && r.checks[0]!.build.request.target).toBe(12);
    c = next(endDay(c, { food: 2, water: 2 }, o));
    expect(onHalfRations(c)).toBe(false);
  });
});
