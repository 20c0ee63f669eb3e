import { describe, expect, it } from "vitest";
import { applyDamage } from "../damage/apply.js";
import { hero, hpStun, res, scripted } from "../damage/testing/fixtures.js";
import {
  HEALING,
  longRestHp,
  longRestRepair,
  longRestStun,
  rollLongRestHpCheck,
  rollRepairCheck,
  shortRest,
  stunDiceOwned,
  stunDieValue,
} from "./rest.js";
import { hpStunVitals } from "./vitals.js";

const reset = { deathTallyResetOnRecovery: true };

describe("healing Stun", () => {
  it("DE-HEAL-1: one stun die to start, one more per Stun rank", () => {
    expect(stunDiceOwned(0)).toBe(1);
    expect(stunDiceOwned(3)).toBe(4);
    expect(hpStunVitals({ maxHp: 3, maxStun: 10, stunRanks: 2 }).stunDice).toEqual({ max: 3, spent: 0 });
  });

  it("DE-HEAL-2: a stun die is 1d6 + Endurance and never recovers less than 0", () => {
    expect(stunDieValue(4, 1)).toBe(5);
    expect(stunDieValue(1, -3)).toBe(0);
    expect(stunDieValue(2, 0, { sides: 6, bonus: 2 })).toBe(4);
  });

  it("DE-HEAL-3: a short rest spends stun dice and recovers the total, up to max Stun", () => {
    const tired = hero({
      vitals: { ...hpStun(3, 3, 2, 20), stunDice: { max: 2, spent: 0 } },
      stats: { endurance: 1 },
    });
    const r = shortRest(tired, 2, scripted([4, 6]));
    expect(r).toMatchObject({ ok: true, rolled: 12, recovered: 12 });
    if (r.ok) {
      expect(r.vitals.track).toMatchObject({ stun: 14 });
      expect(r.vitals.stunDice).toEqual({ max: 2, spent: 2 });
      expect(shortRest({ ...tired, vitals: r.vitals }, 1, scripted([]))).toMatchObject({
        ok: false,
        error: { code: "refused", path: ["spend"] },
      });
    }
    const capped = shortRest(
      hero({ vitals: { ...hpStun(3, 3, 5, 8), stunDice: { max: 2, spent: 0 } } }),
      2,
      scripted([6, 6]),
    );
    expect(capped).toMatchObject({ ok: true, rolled: 12, recovered: 3 });
  });

  it("DE-HEAL-4: a long rest refills Stun and every spent stun die", () => {
    const v = hero({ vitals: { ...hpStun(2, 3, 1, 9), stunDice: { max: 3, spent: 3 } } }).vitals;
    const r = longRestStun(v, 0);
    expect(r.vitals.track).toMatchObject({ stun: 9, hp: 2 });
    expect(r.vitals.stunDice.spent).toBe(0);
  });
});

describe("healing HP", () => {
  it("DE-HEAL-5: a long rest's DC 15 Endurance check gives 1 HP, medical supplies 1 more", () => {
    const hurt = hero({ vitals: hpStun(0, 5, 3, 6) });
    // Totals 15 and 14 from scripted faces.
    const pass = rollLongRestHpCheck(hurt, scripted([7, 8]));
    const fail = rollLongRestHpCheck(hurt, scripted([7, 7]));
    expect([pass.result.total, pass.success, fail.result.total, fail.success]).toEqual([15, true, 14, false]);
    expect(pass).toMatchObject({ purpose: "healing", stat: "endurance", dc: 15 });
    const v = { ...hurt.vitals, track: { ...hurt.vitals.track, hp: 1 } };
    expect(longRestHp(v, { check: pass, medicalSupplies: true }, 0, reset).gained).toBe(2);
    expect(longRestHp(v, { check: fail, medicalSupplies: true }, 0, reset).gained).toBe(1);
    expect(longRestHp(v, { check: pass, medicalSupplies: false }, 0, reset)).toMatchObject({
      gained: 1,
      suppliesUsed: false,
    });
    // Endurance Booster: +2 on the roll (13 → 15).
    expect(rollLongRestHpCheck(hurt, scripted([6, 7]), 2).success).toBe(true);
    expect(HEALING.hpCheck).toEqual({ stat: "endurance", dc: 15 });
  });

  it("DE-HEAL-6: no HP on half rations, starving, or after a Field Surgeon benefit", () => {
    const v = hpStunVitals({ maxHp: 3, maxStun: 6, hp: 1 });
    for (const blocked of ["halfRations", "starving", "fieldSurgeon"] as const) {
      expect(
        longRestHp(v, { check: { success: true }, medicalSupplies: true, blocked }, 0, reset),
      ).toMatchObject({
        gained: 0,
        suppliesUsed: false,
      });
    }
  });
});

describe("Resilience", () => {
  it("DE-RES-2: Res never comes back by itself: no stun dice, no long-rest refill", () => {
    const robot = hero({ vitals: res(4, 10) });
    expect(robot.vitals.stunDice.max).toBe(0);
    expect(shortRest(robot, 1, scripted([]))).toMatchObject({
      ok: false,
      error: { path: ["vitals", "track", "kind"] },
    });
    expect(longRestStun(robot.vitals, 0).vitals).toEqual(robot.vitals);
  });

  it("DE-RES-3: the DC 15 Intuition repair check, by itself or another, restores at most 1 Res a long rest", () => {
    const robot = hero({ vitals: res(4, 10), stats: { intuition: 1 } });
    const self = rollRepairCheck(robot, scripted([5, 6]));
    const ally = rollRepairCheck(hero({ stats: { intuition: 2 } }), scripted([7, 7]));
    expect([self.result.total, self.success, ally.result.total, ally.success]).toEqual([12, false, 16, true]);
    const one = longRestRepair(
      robot.vitals,
      {
        checks: [
          { by: "self", ...self },
          { by: "ally", ...ally },
        ],
        repairSupplies: false,
      },
      0,
      reset,
    );
    expect(one).toMatchObject({ ok: true, gained: 1 });
    const two = longRestRepair(
      robot.vitals,
      {
        checks: [
          { by: "self", success: true },
          { by: "ally", success: true },
        ],
        repairSupplies: false,
      },
      0,
      reset,
    );
    expect(two).toMatchObject({ ok: true, gained: 1 });
  });

  it("DE-RES-4: repair supplies restore 1 more Res", () => {
    const v = res(4, 10);
    const robot = hero({ vitals: v }).vitals;
    expect(
      longRestRepair(robot, { checks: [{ by: "ally", success: true }], repairSupplies: true }, 0, reset),
    ).toMatchObject({
      gained: 2,
    });
    expect(longRestRepair(robot, { checks: [], repairSupplies: true }, 0, reset)).toMatchObject({
      gained: 1,
    });
  });

  it("DE-RES-5: at 0 Res unconscious until another repairs it; death checks as at 0 HP", () => {
    const robot = hero({ vitals: res(3, 10) });
    const ctx = scripted([6, 6]);
    const down = applyDamage(robot, { parts: [{ amount: 5 }] }, ctx);
    expect(down.view.vitals.track).toMatchObject({ res: 0 });
    expect(down.view.vitals.unconscious).toMatchObject({ cause: "resilience", until: null });
    expect(down.view.vitals.death).toMatchObject({ successes: 1, nextCheckAt: 10 });
    const selfRepair = longRestRepair(
      down.view.vitals,
      { checks: [{ by: "self", success: true }], repairSupplies: false },
      0,
      reset,
    );
    expect(selfRepair).toMatchObject({ ok: false, error: { code: "refused", path: ["checks", 0, "by"] } });
    const repaired = longRestRepair(
      down.view.vitals,
      { checks: [{ by: "ally", success: true }], repairSupplies: false },
      0,
      reset,
    );
    expect(repaired.ok && repaired.vitals.unconscious).toBeNull();
    expect(repaired.ok && repaired.vitals.death).toMatchObject({ successes: 0, nextCheckAt: null });
  });
});
