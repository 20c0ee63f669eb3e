// Rests pinned field by field: the short rest's refusals word for word, its dice and happenings; the
// long rest's Stun, HP and Res with their sources (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { hero, hpStun, res, scripted } from "../damage/testing/fixtures.js";
import {
  longRestHp,
  longRestRepair,
  longRestStun,
  rollLongRestHpCheck,
  rollRepairCheck,
  shortRest,
  stunDieValue,
} from "./rest.js";
import { dying } from "./testing/dying.js";
import { parseVitals, type VitalsInput } from "./vitals.js";

const reset = { deathTallyResetOnRecovery: true };
const keep = { deathTallyResetOnRecovery: false };
const refused = (path: (string | number)[], message: string) => ({
  ok: false,
  error: { code: "refused", path, message },
});
const tired = (stun: number, max: number, spent: number, extra: Partial<VitalsInput> = {}) =>
  hero({
    vitals: { ...hpStun(3, 3, stun, 20), stunDice: { max, spent }, ...extra },
    stats: { endurance: 1 },
  });

describe("shortRest", () => {
  it("DE-RES-2: a Resilience character has no stun dice to spend", () => {
    expect(shortRest(hero({ vitals: res(2, 5) }), 0, scripted([]))).toEqual(
      refused(["vitals", "track", "kind"], "a Resilience character has no stun dice"),
    );
  });

  it("DE-HEAL-3: the dead rest no more", () => {
    expect(shortRest(tired(2, 2, 0, { dead: true }), 1, scripted([6]))).toEqual(
      refused(["vitals", "dead"], "the character is dead"),
    );
  });

  it("DE-HEAL-3: only whole numbers of unspent dice, from none to all that are left", () => {
    const t = tired(2, 3, 1);
    expect(shortRest(t, 3, scripted([1, 1, 1]))).toEqual(
      refused(["spend"], "2 stun dice left to spend, asked for 3"),
    );
    expect(shortRest(t, -1, scripted([]))).toEqual(
      refused(["spend"], "2 stun dice left to spend, asked for -1"),
    );
    expect(shortRest(t, 1.5, scripted([1, 1]))).toEqual(
      refused(["spend"], "2 stun dice left to spend, asked for 1.5"),
    );
    const all = shortRest(t, 2, scripted([3, 5]));
    expect(all).toMatchObject({ ok: true, faces: [3, 5], rolled: 10, recovered: 10 });
    if (all.ok) expect(all.vitals.stunDice).toEqual({ max: 3, spent: 3 });
  });

  it("DE-HEAL-3: spending no dice rolls nothing and changes nothing", () => {
    const t = tired(2, 2, 0);
    const ctx = scripted([]);
    expect(shortRest(t, 0, ctx)).toEqual({
      ok: true,
      vitals: t.vitals,
      faces: [],
      rolled: 0,
      recovered: 0,
      happenings: [],
    });
  });

  it("DE-HEAL-2, DE-HEAL-3, DE-HEALTH-9: the stun dice are logged, then the Stun healed and the waking", () => {
    const t = tired(0, 2, 0, { unconscious: { cause: "stun", since: 0, until: 7200 } });
    const r = shortRest(t, 2, scripted([2, 6], 40));
    expect(r).toEqual({
      ok: true,
      vitals: {
        ...t.vitals,
        track: { kind: "hpStun", hp: 3, maxHp: 3, stun: 10, maxStun: 20 },
        unconscious: null,
        stunDice: { max: 2, spent: 2 },
      },
      faces: [2, 6],
      rolled: 10,
      recovered: 10,
      happenings: [
        { kind: "dice", at: 40, what: "stun dice", faces: [2, 6], total: 10 },
        { kind: "healed", at: 40, what: "stun", amount: 10, source: "stun dice" },
        { kind: "woke", at: 40, cause: "stun" },
      ],
    });
  });

  it("DE-HEAL-2: the stun die is a d6 unless a perk gives another, with its bonus on each die", () => {
    // A 7 is no d6 face.
    expect(() => shortRest(tired(0, 1, 0), 1, scripted([7]))).toThrow("a d6 (stun die) cannot show");
    const perk = shortRest(tired(0, 2, 0), 2, scripted([8, 1]), { sides: 8, bonus: 1 });
    // (8 + 1 Endurance + 1) + (1 + 1 + 1).
    expect(perk).toMatchObject({ ok: true, faces: [8, 1], rolled: 13 });
    expect(() => shortRest(tired(0, 1, 0), 1, scripted([5]), { sides: 4, bonus: 0 })).toThrow(
      "face 1 is 5, which a d4 (stun die) cannot show",
    );
    expect(stunDieValue(3, 0)).toBe(3);
    expect(stunDieValue(1, -1)).toBe(0);
  });
});

describe("longRestStun", () => {
  it("DE-HEAL-4: Stun and every stun die back, logged as the long rest's", () => {
    const t = tired(4, 3, 2, { unconscious: { cause: "stun", since: 0, until: 7200 } });
    expect(longRestStun(t.vitals, 90)).toEqual({
      vitals: {
        ...t.vitals,
        track: { kind: "hpStun", hp: 3, maxHp: 3, stun: 20, maxStun: 20 },
        unconscious: null,
        stunDice: { max: 3, spent: 0 },
      },
      happenings: [
        { kind: "healed", at: 90, what: "stun", amount: 16, source: "long rest" },
        { kind: "woke", at: 90, cause: "stun" },
      ],
    });
  });

  it("DE-HEAL-4: the dead get nothing back, not even their stun dice", () => {
    const v = tired(4, 3, 2, { dead: true }).vitals;
    expect(longRestStun(v, 90)).toEqual({ vitals: v, happenings: [] });
  });

  it("DE-RES-2: a Resilience character's long rest refills nothing, whatever stun dice its data lists", () => {
    const robot = parseVitals({ ...res(2, 5), stunDice: { max: 1, spent: 1 } });
    expect(longRestStun(robot, 90)).toEqual({ vitals: robot, happenings: [] });
  });

  it("DE-HEAL-4: at full Stun only the stun dice come back, with nothing to log", () => {
    const v = tired(20, 3, 2).vitals;
    expect(longRestStun(v, 90)).toEqual({ vitals: { ...v, stunDice: { max: 3, spent: 0 } }, happenings: [] });
  });
});

describe("longRestHp", () => {
  const v = parseVitals(hpStun(1, 5, 3, 6));
  const at1 = (hp: number) => ({ ...v, track: { ...v.track, hp } });

  it("DE-HEAL-5: the check's HP and the supplies' HP, each logged with its source", () => {
    expect(longRestHp(v, { check: { success: true }, medicalSupplies: true }, 30, reset)).toEqual({
      vitals: at1(3),
      gained: 2,
      suppliesUsed: true,
      happenings: [
        { kind: "healed", at: 30, what: "hp", amount: 1, source: "long rest check" },
        { kind: "healed", at: 30, what: "hp", amount: 1, source: "medical supplies" },
      ],
    });
  });

  it("DE-HEAL-5: no check made, supplies still heal; neither, nothing", () => {
    expect(longRestHp(v, { check: null, medicalSupplies: true }, 30, reset)).toMatchObject({
      vitals: at1(2),
      gained: 1,
      suppliesUsed: true,
    });
    expect(longRestHp(v, { check: { success: false }, medicalSupplies: false }, 30, reset)).toEqual({
      vitals: v,
      gained: 0,
      suppliesUsed: false,
      happenings: [],
    });
  });

  it("DE-PERK-75: the supplies' HP as given (Critical Care), capped at max HP", () => {
    expect(longRestHp(v, { check: null, medicalSupplies: true, suppliesHp: 2 }, 30, reset)).toMatchObject({
      vitals: at1(3),
      gained: 2,
    });
    expect(
      longRestHp(v, { check: { success: true }, medicalSupplies: true, suppliesHp: 9 }, 30, reset),
    ).toMatchObject({ vitals: at1(5), gained: 4 });
  });

  it("DE-HEAL-6: blocked, nothing is healed and no supplies are used; null is not blocked", () => {
    expect(
      longRestHp(v, { check: { success: true }, medicalSupplies: true, blocked: "starving" }, 30, reset),
    ).toEqual({ vitals: v, gained: 0, suppliesUsed: false, happenings: [] });
    expect(
      longRestHp(v, { check: { success: true }, medicalSupplies: false, blocked: null }, 30, reset).gained,
    ).toBe(1);
  });

  it("DE-RES-2: a Resilience character gains no HP and uses no medical supplies", () => {
    const robot = parseVitals(res(2, 5));
    expect(longRestHp(robot, { check: { success: true }, medicalSupplies: true }, 30, reset)).toEqual({
      vitals: robot,
      gained: 0,
      suppliesUsed: false,
      happenings: [],
    });
  });

  it("DE-DEATH-8: healing off 0 HP keeps or resets the tallies as the option says", () => {
    const stable = parseVitals(dying({ successes: 3, failures: 2, stabilised: true, nextCheckAt: null }));
    const kept = longRestHp(stable, { check: { success: true }, medicalSupplies: false }, 30, keep);
    expect(kept.vitals.death).toMatchObject({ successes: 3, failures: 2, stabilised: false });
    const cleared = longRestHp(stable, { check: { success: true }, medicalSupplies: false }, 30, reset);
    expect(cleared.vitals.death).toMatchObject({ successes: 0, failures: 0, stabilised: false });
  });
});

describe("the long-rest checks", () => {
  it("DE-HEAL-5, DE-PERK-76: DC 15 Endurance, with Endurance Booster's +2 as a modifier", () => {
    const patient = hero({ stats: { endurance: 1 } });
    const plain = rollLongRestHpCheck(patient, scripted([6, 7]));
    expect(plain).toMatchObject({
      purpose: "healing",
      stat: "endurance",
      dc: 15,
      request: { stat: 1, modifiers: [], target: 15 },
      success: false,
      result: { total: 14 },
    });
    const boosted = rollLongRestHpCheck(patient, scripted([6, 7]), 2);
    expect(boosted).toMatchObject({
      request: { modifiers: [2] },
      success: true,
      dos: 2,
      result: { total: 16 },
    });
  });

  it("DE-RES-3: DC 15 Intuition, rolled by the repairer", () => {
    const ally = hero({ stats: { intuition: 3, endurance: -5 } });
    expect(rollRepairCheck(ally, scripted([6, 6]))).toMatchObject({
      purpose: "repair",
      stat: "intuition",
      dc: 15,
      request: { stat: 3, modifiers: [], target: 15 },
      success: true,
      dos: 1,
    });
  });
});

describe("longRestRepair", () => {
  const robot = parseVitals(res(2, 6));

  it("DE-RES-2: only a Resilience character is repaired", () => {
    expect(
      longRestRepair(parseVitals(hpStun(1, 3, 0, 6)), { checks: [], repairSupplies: true }, 0, reset),
    ).toEqual(refused(["vitals", "track", "kind"], "only a Resilience character is repaired"));
  });

  it("DE-RES-5: out at 0 Res, or unconscious, it cannot make its own check, wherever it is listed", () => {
    const down = parseVitals({ ...res(0, 6), unconscious: { cause: "resilience", since: 0, until: null } });
    const words = "a character at 0 Res cannot repair itself: another must";
    expect(
      longRestRepair(
        down,
        {
          checks: [
            { by: "ally", success: false },
            { by: "self", success: true },
          ],
          repairSupplies: false,
        },
        0,
        reset,
      ),
    ).toEqual(refused(["checks", 1, "by"], words));
    const asleep = parseVitals({ ...res(3, 6), unconscious: { cause: "other", since: 0, until: null } });
    expect(
      longRestRepair(asleep, { checks: [{ by: "self", success: true }], repairSupplies: false }, 0, reset),
    ).toEqual(refused(["checks", 0, "by"], words));
    const atZeroAwake = parseVitals(res(0, 6));
    expect(
      longRestRepair(
        atZeroAwake,
        { checks: [{ by: "self", success: false }], repairSupplies: false },
        0,
        reset,
      ),
    ).toEqual(refused(["checks", 0, "by"], words));
  });

  it("DE-RES-3: its own check while awake above 0 is fine; a failed check repairs nothing", () => {
    expect(
      longRestRepair(robot, { checks: [{ by: "self", success: true }], repairSupplies: false }, 12, reset),
    ).toEqual({
      ok: true,
      vitals: { ...robot, track: { kind: "resilience", res: 3, maxRes: 6 } },
      gained: 1,
      happenings: [{ kind: "healed", at: 12, what: "res", amount: 1, source: "repair check" }],
    });
    expect(
      longRestRepair(robot, { checks: [{ by: "self", success: false }], repairSupplies: false }, 12, reset),
    ).toEqual({ ok: true, vitals: robot, gained: 0, happenings: [] });
  });

  it("DE-RES-4, DE-PERK-77, DE-PERK-78: supplies' Res as given, logged with what they were", () => {
    expect(
      longRestRepair(
        robot,
        { checks: [], repairSupplies: true, resPerUse: 2, suppliesSource: "medical supplies (Tech Medic)" },
        12,
        reset,
      ),
    ).toEqual({
      ok: true,
      vitals: { ...robot, track: { kind: "resilience", res: 4, maxRes: 6 } },
      gained: 2,
      happenings: [
        { kind: "healed", at: 12, what: "res", amount: 2, source: "medical supplies (Tech Medic)" },
      ],
    });
    expect(longRestRepair(robot, { checks: [], repairSupplies: true }, 12, reset)).toMatchObject({
      gained: 1,
      happenings: [{ kind: "healed", at: 12, what: "res", amount: 1, source: "repair supplies" }],
    });
  });

  it("DE-RES-5, DE-DEATH-8: repaired by another off 0 Res, it wakes; the option keeps or clears the tallies", () => {
    const down = parseVitals({
      ...res(0, 6),
      unconscious: { cause: "resilience", since: 0, until: null },
      death: { successes: 3, failures: 1, stabilised: true },
    });
    const kept = longRestRepair(
      down,
      { checks: [{ by: "ally", success: true }], repairSupplies: false },
      5,
      keep,
    );
    expect(kept).toMatchObject({
      ok: true,
      gained: 1,
      happenings: [
        { kind: "healed", at: 5, what: "res", amount: 1, source: "repair check" },
        { kind: "woke", at: 5, cause: "resilience" },
      ],
    });
    expect(kept.ok && kept.vitals.death).toMatchObject({ successes: 3, failures: 1, stabilised: false });
    const cleared = longRestRepair(
      down,
      { checks: [{ by: "ally", success: true }], repairSupplies: false },
      5,
      reset,
    );
    expect(cleared.ok && cleared.vitals.death).toMatchObject({ successes: 0, failures: 0 });
  });
});
