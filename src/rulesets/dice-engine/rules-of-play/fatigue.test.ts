import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { buildCheck, resolveCharacterCheck } from "../character/check-effects.js";
import { deriveCharacter, speedOf } from "../character/derive.js";
import { build, ok, opts, refused } from "../character/testing/helpers.js";
import { fatigueCheck, fatigueChecksBy, gainFatigue, loseFatigue, passHoursWithoutRest } from "./fatigue.js";
import { FATIGUE_TABLE, fatigueCheckDc, fatigueEffects } from "./fatigue-table.js";
import { endDay } from "./rations.js";
import {
  completeLongRest,
  LONG_REST_MAX_AWAKE_HOURS,
  LONG_REST_SLEEP_HOURS,
  longRestValidity,
  SHORT_REST_MINUTES,
  shortRestValidity,
} from "./rest.js";

const o = opts();
const at = (level: number, b: Parameters<typeof build>[0] = {}) => ({ ...build(b), fatigue: level });

describe("rest and fatigue (§13.1)", () => {
  it("DE-FAT-1: after 26 hours without a long rest, Endurance vs 15 + level (0 → 15, 2 → 17); fatigue 1, total 15 → fails → 2", () => {
    expect([fatigueCheckDc(0), fatigueCheckDc(2)]).toEqual([15, 17]);
    // Fatigue 1 gives no check disadvantage, so two dice: 8 + 7 + 0 = 15 < 16.
    const r = fatigueCheck(at(1), o, facesSource([8, 7]), "test");
    expect(r.ok && [r.checks[0]!.result?.total, r.character.fatigue]).toEqual([15, 2]);
    const c = build();
    const early = passHoursWithoutRest(c, 25, o, facesSource([]));
    expect(early.ok && early.checks).toEqual([]);
    const late = early.ok ? passHoursWithoutRest(early.character, 1, o, facesSource([9, 9])) : early;
    expect(
      late.ok && [late.checks.length, late.character.fatigue, late.character.rest.hoursSinceLongRest],
    ).toEqual([1, 0, 26]);
    // A single check per stretch by default; with rechecks every 8 h, hours 26, 34, 42.
    expect([fatigueChecksBy(50, o), fatigueChecksBy(42, opts({ fatigueRecheckEveryHours: 8 }))]).toEqual([
      1, 3,
    ]);
    const more = late.ok ? passHoursWithoutRest(late.character, 30, o, facesSource([])) : late;
    expect(more.ok && more.checks).toEqual([]);
  });

  it("DE-FAT-2: six cumulative levels: attacks, every roll, half speed, half maxima, no speed, death", () => {
    expect(FATIGUE_TABLE.map((r) => r.level)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(fatigueEffects(4)).toEqual({
      level: 4,
      attackDisadvantage: 2,
      checkDisadvantage: 1,
      speedHalved: true,
      speedZero: false,
      maximaHalved: true,
      dead: false,
    });
    expect(fatigueEffects(1)).toMatchObject({
      attackDisadvantage: 1,
      checkDisadvantage: 0,
      speedHalved: false,
    });
  });

  it("DE-FAT-3: at fatigue 2 an attack has 4 dice (two levels), an Intuition check 3", () => {
    const atk = resolveCharacterCheck(at(2), { stat: "agility", attack: true }, o, [5, 6, 7, 8]);
    expect(atk.ok && [atk.check.result?.dice.length, atk.check.result?.kept]).toEqual([4, [5, 6]]);
    const chk = resolveCharacterCheck(at(2), { stat: "intuition" }, o, [5, 6, 7]);
    expect(chk.ok && chk.check.result?.dice.length).toBe(3);
    const flat = buildCheck(
      at(2),
      { stat: "agility", attack: true },
      opts({ fatigueDisadvantageStacks: false }),
    );
    expect(flat.ok && flat.build.request.disadvantage).toBe(1);
  });

  it("DE-FAT-4: 'all rolls' means checks and attack rolls, not damage, initiative or stun dice", () => {
    // Only the check builder adds fatigue disadvantage; the stun die and the initiative roll are unchanged.
    const d = deriveCharacter(at(3), o);
    expect([d.stunDice.die, d.initiative]).toEqual(["1d6", "1d6"]);
    const b = buildCheck(at(2), { stat: "endurance", purpose: "deathCheck" }, o);
    expect(b.ok && b.build.request.disadvantage).toBe(1);
  });

  it("DE-FAT-5: level 3 halves speed rounding up (7 → 4); level 5 makes it 0", () => {
    const seven = { race: "human", stats: { agility: 2 } };
    expect([speedOf(at(0, seven), o), speedOf(at(3, seven), o), speedOf(at(5, seven), o)]).toEqual([7, 4, 0]);
  });

  it("DE-FAT-6: level 4 halves max HP and Stun (HP 5/5 → 3/3, Stun 2/9 → 2/5); maxima return, current values do not", () => {
    const c = {
      ...build({ stats: { endurance: 9 } }),
      hpIncreases: 2,
      startingStun: 9,
      current: { hp: 5, stun: 2, res: null, stunDiceSpent: 0 },
    };
    const o2 = opts({ statMax: 9 });
    const tired = ok(gainFatigue({ ...c, fatigue: 3 }, 1, "no sleep", o2));
    const d = deriveCharacter(tired, o2);
    expect([tired.current.hp, d.maxHp, tired.current.stun, d.maxStun]).toEqual([3, 3, 2, 5]);
    const better = ok(loseFatigue(tired, 1, "rest"));
    const d2 = deriveCharacter(better, o2);
    expect([better.current.hp, d2.maxHp, d2.maxStun]).toEqual([3, 5, 9]);
  });

  it("DE-FAT-7: reaching level 6 kills; fatigue never goes past 6", () => {
    const r = gainFatigue(at(5), 3, "forced march", o);
    expect(r.ok && [r.character.fatigue, r.changes.at(-1)]).toEqual([6, "Tess dies of exhaustion"]);
    expect(fatigueEffects(6).dead).toBe(true);
    refused(loseFatigue(at(6), 1, "rest"), "invalid");
  });

  it("DE-FAT-8: other sources: a sleepless long rest costs a level (or a check, by option), and a day without a ration", () => {
    const r = completeLongRest(at(0), o, { slept: false });
    expect(r.ok && [r.character.fatigue, r.hpRecoveryAllowed]).toEqual([1, false]);
    const byCheck = completeLongRest(at(0), opts({ failedSleepFatigue: "check" }), {
      slept: false,
      dice: facesSource([10, 9]),
    });
    expect(byCheck.ok && byCheck.character.fatigue).toBe(0);
    refused(
      completeLongRest(at(0), opts({ failedSleepFatigue: "check" }), { slept: false }),
      "dice_required",
    );
    const hungry = endDay(build(), { food: 0, water: 3 }, o, facesSource([1, 2]));
    expect(hungry.ok && hungry.character.fatigue).toBe(1);
  });

  it("DE-FAT-9: a long rest is 6 h asleep with at most 2 h awake between (four sharing watches: 6 h each in 8 h)", () => {
    expect([LONG_REST_SLEEP_HOURS, LONG_REST_MAX_AWAKE_HOURS]).toEqual([6, 2]);
    expect(longRestValidity({ sleepHours: 6, awakeHours: 2 }).valid).toBe(true);
    const three = longRestValidity({ sleepHours: 6, awakeHours: 3 });
    expect(three.valid).toBe(false);
    expect(three.reasons[0]).toContain("3 h awake");
    expect(longRestValidity({ sleepHours: 5 }).valid).toBe(false);
  });

  it("DE-FAT-10: a short rest lasts 30 minutes", () => {
    expect(SHORT_REST_MINUTES).toBe(30);
    expect([shortRestValidity({ minutes: 30 }).valid, shortRestValidity({ minutes: 20 }).valid]).toEqual([
      true,
      false,
    ]);
  });

  it("DE-FAT-11: travelling far or piloting during a rest spoils it (activity flags)", () => {
    const r = longRestValidity({ sleepHours: 6, activity: { travelledFar: true, pilotedVehicle: true } });
    expect(r.reasons).toEqual(["travelled more than a short distance", "piloted a vehicle"]);
    expect(shortRestValidity({ minutes: 30, activity: { strenuous: true } }).valid).toBe(false);
  });

  it("DE-FAT-12: completing a long rest sets the clock without a long rest back to 0", () => {
    const c = { ...build(), rest: { ...build().rest, hoursSinceLongRest: 30 } };
    const r = completeLongRest(c, o);
    expect(r.ok && r.character.rest.hoursSinceLongRest).toBe(0);
  });

  it("DE-FAT-13: a long rest removes one fatigue level (option), but not on half rations", () => {
    const r = completeLongRest(at(3), o);
    expect(r.ok && r.character.fatigue).toBe(2);
    const two = completeLongRest(at(3), opts({ fatigueRecoveryPerLongRest: 2 }));
    expect(two.ok && two.character.fatigue).toBe(1);
    const half = { ...at(3), rest: { ...build().rest, lastDayRations: 1 } };
    const h = completeLongRest(half, o);
    expect(h.ok && [h.character.fatigue, h.hpRecoveryAllowed]).toEqual([3, false]);
  });
});
