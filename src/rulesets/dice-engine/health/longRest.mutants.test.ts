// The whole long rest's health, field by field: its refusals, the order of its happenings, the checks
// it rolls or does not, Critical Care at 0 HP, and the supplies each path uses (mutation testing,
// issue 21).
import { describe, expect, it } from "vitest";
import { hero, hpStun, res, scripted } from "../damage/testing/fixtures.js";
import { type LongRestCare, longRestHealth } from "./longRest.js";
import { checksIn, dying } from "./testing/dying.js";
import type { VitalsInput } from "./vitals.js";

const care = (c: Partial<LongRestCare> = {}): LongRestCare => ({
  blocked: null,
  hpCheck: false,
  hpCheckBonus: 0,
  medicalSupplies: false,
  criticalCareFactor: 1,
  repairers: [],
  repairSupplies: false,
  resPerUse: 1,
  ...c,
});
const refused = (path: (string | number)[], message: string) => ({
  ok: false,
  error: { code: "refused", path, message },
});
const patient = (vitals: VitalsInput) => hero({ vitals, stats: { endurance: 1, intuition: 1 } });

describe("longRestHealth: who may rest", () => {
  it("DE-HEAL-4: the dead are refused", () => {
    expect(longRestHealth(patient({ ...hpStun(0, 3, 0, 6), dead: true }), care(), scripted([]))).toEqual(
      refused(["actor"], "the character is dead"),
    );
  });

  it("DE-DEATH-2: the dying are refused until their death checks are settled", () => {
    expect(longRestHealth(patient(dying()), care(), scripted([]))).toEqual(
      refused(["actor"], "the character is dying: resolve its death checks or stabilise it before resting"),
    );
  });
});

describe("longRestHealth on HP and Stun", () => {
  it("DE-HEAL-4, DE-HEAL-5: Stun back, then the check and the supplies, each logged in order", () => {
    const p = patient({ ...hpStun(1, 5, 2, 6), stunDice: { max: 2, spent: 2 } });
    const ctx = scripted([7, 8], 50);
    const r = longRestHealth(p, care({ hpCheck: true, medicalSupplies: true }), ctx);
    expect(ctx.remaining()).toBe(0);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const [check] = r.checks;
    expect(r.checks).toHaveLength(1);
    expect(check).toMatchObject({
      purpose: "healing",
      stat: "endurance",
      dc: 15,
      success: true,
      result: { total: 16 },
    });
    expect(r).toEqual({
      ok: true,
      view: {
        ...p,
        vitals: {
          ...p.vitals,
          track: { kind: "hpStun", hp: 3, maxHp: 5, stun: 6, maxStun: 6 },
          stunDice: { max: 2, spent: 0 },
        },
      },
      happenings: [
        { kind: "healed", at: 50, what: "stun", amount: 4, source: "long rest" },
        { kind: "check", at: 50, check },
        { kind: "healed", at: 50, what: "hp", amount: 1, source: "long rest check" },
        { kind: "healed", at: 50, what: "hp", amount: 1, source: "medical supplies" },
      ],
      checks: [check],
      gained: { stun: 4, hp: 2, res: 0 },
      suppliesUsed: { medical: 1, repair: 0 },
    });
  });

  it("DE-HEAL-5: no check asked for, no die rolled; a failed check heals nothing", () => {
    const p = patient(hpStun(1, 5, 6, 6));
    const ctx = scripted([]);
    expect(longRestHealth(p, care(), ctx)).toEqual({
      ok: true,
      view: p,
      happenings: [],
      checks: [],
      gained: { stun: 0, hp: 0, res: 0 },
      suppliesUsed: { medical: 0, repair: 0 },
    });
    const failed = longRestHealth(p, care({ hpCheck: true }), scripted([2, 3]));
    expect(failed).toMatchObject({ ok: true, gained: { stun: 0, hp: 0, res: 0 } });
    expect(failed.ok && checksIn(failed.happenings).map((c) => c.success)).toEqual([false]);
  });

  it("DE-PERK-76: Endurance Booster's bonus lands on the check (13 + 2 = 15 passes)", () => {
    const p = patient(hpStun(1, 5, 6, 6));
    const r = longRestHealth(p, care({ hpCheck: true, hpCheckBonus: 2 }), scripted([6, 6]));
    expect(r).toMatchObject({
      ok: true,
      gained: { hp: 1 },
      checks: [{ success: true, result: { total: 15 } }],
    });
  });

  it("DE-HEAL-6: blocked, no check is rolled and the supplies are kept, but Stun comes back", () => {
    const p = patient(hpStun(1, 5, 2, 6));
    const ctx = scripted([9, 9]);
    const r = longRestHealth(p, care({ blocked: "halfRations", hpCheck: true, medicalSupplies: true }), ctx);
    expect(ctx.remaining()).toBe(2);
    expect(r).toMatchObject({
      ok: true,
      checks: [],
      gained: { stun: 4, hp: 0, res: 0 },
      suppliesUsed: { medical: 0, repair: 0 },
      happenings: [{ kind: "healed", what: "stun", amount: 4, source: "long rest" }],
    });
  });

  it("DE-PERK-75: Critical Care doubles the supplies for a character at 0 HP as treatment begins", () => {
    const stable = dying({ successes: 3, stabilised: true, nextCheckAt: null });
    const p = patient({ ...stable, unconscious: { cause: "stabilised", since: 0, until: 7200 } });
    const r = longRestHealth(
      p,
      care({ hpCheck: true, medicalSupplies: true, criticalCareFactor: 2 }),
      scripted([8, 8]),
    );
    expect(r).toMatchObject({ ok: true, gained: { hp: 3 }, suppliesUsed: { medical: 1 } });
    expect(r.ok && r.happenings.filter((h) => h.kind === "healed" && h.what === "hp")).toEqual([
      { kind: "healed", at: 0, what: "hp", amount: 1, source: "long rest check" },
      { kind: "healed", at: 0, what: "hp", amount: 2, source: "medical supplies" },
    ]);
    const above = patient(hpStun(1, 5, 6, 6));
    expect(
      longRestHealth(above, care({ medicalSupplies: true, criticalCareFactor: 2 }), scripted([])),
    ).toMatchObject({ ok: true, gained: { hp: 1 } });
  });

  it("DE-DEATH-8: healing off 0 HP keeps the tallies when the option says so", () => {
    const stable = dying({ successes: 3, failures: 1, stabilised: true, nextCheckAt: null });
    const p = patient({ ...stable, unconscious: { cause: "stabilised", since: 0, until: 7200 } });
    const r = longRestHealth(
      p,
      care({ medicalSupplies: true }),
      scripted([], 0, { deathTallyResetOnRecovery: false }),
    );
    expect(r.ok && r.view.vitals.death).toMatchObject({ successes: 3, failures: 1, stabilised: false });
  });
});

describe("longRestHealth on Resilience", () => {
  const ally = hero({ stats: { intuition: 2 } });

  it("DE-RES-5: at 0 Res (or unconscious) it cannot be among its own repairers, and no die is rolled", () => {
    // Stabilised (so not dying) and awake: the 0 Res alone refuses it.
    const down = patient({ ...res(0, 6), death: { successes: 3, stabilised: true } });
    const ctx = scripted([9, 9, 9, 9]);
    const words = "a character at 0 Res cannot repair itself: another must";
    expect(
      longRestHealth(
        down,
        care({
          repairers: [
            { by: "ally", view: ally },
            { by: "self", view: down },
          ],
        }),
        ctx,
      ),
    ).toEqual(refused(["repairers", 1], words));
    expect(ctx.remaining()).toBe(4);
    const asleep = patient({ ...res(3, 6), unconscious: { cause: "other", since: 0, until: null } });
    expect(longRestHealth(asleep, care({ repairers: [{ by: "self", view: asleep }] }), ctx)).toEqual(
      refused(["repairers", 0], words),
    );
  });

  it("DE-RES-3, DE-RES-4: every repairer's check in order, 1 Res from them at most, and the repair supplies", () => {
    const robot = patient(res(2, 6));
    const ctx = scripted([9, 9, 1, 2], 20);
    const r = longRestHealth(
      robot,
      care({
        repairers: [
          { by: "self", view: robot },
          { by: "ally", view: ally },
        ],
        repairSupplies: true,
        medicalSupplies: true,
        hpCheck: true,
      }),
      ctx,
    );
    expect(ctx.remaining()).toBe(0);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.checks.map((c) => [c.purpose, c.stat, c.success, c.result.total])).toEqual([
      ["repair", "intuition", true, 19],
      ["repair", "intuition", false, 5],
    ]);
    expect(r).toEqual({
      ok: true,
      view: { ...robot, vitals: { ...robot.vitals, track: { kind: "resilience", res: 4, maxRes: 6 } } },
      happenings: [
        { kind: "check", at: 20, check: r.checks[0] },
        { kind: "check", at: 20, check: r.checks[1] },
        { kind: "healed", at: 20, what: "res", amount: 1, source: "repair check" },
        { kind: "healed", at: 20, what: "res", amount: 1, source: "repair supplies" },
      ],
      checks: r.checks,
      gained: { stun: 0, hp: 0, res: 2 },
      suppliesUsed: { medical: 0, repair: 1 },
    });
  });

  it("DE-PERK-77, DE-PERK-78: Tech Medic repairs with medical supplies; Enhanced Repair Kit's 2 Res a use", () => {
    const robot = patient(res(2, 6));
    const r = longRestHealth(
      robot,
      care({ repairSupplies: true, resPerUse: 2, medicalPerRepair: 2 }),
      scripted([]),
    );
    expect(r).toMatchObject({
      ok: true,
      gained: { res: 2 },
      suppliesUsed: { medical: 2, repair: 0 },
      happenings: [
        { kind: "healed", at: 0, what: "res", amount: 2, source: "medical supplies (Tech Medic)" },
      ],
    });
    const none = longRestHealth(robot, care({ medicalPerRepair: 2 }), scripted([]));
    expect(none).toMatchObject({
      ok: true,
      gained: { res: 0 },
      suppliesUsed: { medical: 0, repair: 0 },
      happenings: [],
    });
    const plain = longRestHealth(robot, care({ repairSupplies: true, medicalPerRepair: 0 }), scripted([]));
    expect(plain).toMatchObject({
      suppliesUsed: { medical: 0, repair: 1 },
      happenings: [{ source: "repair supplies" }],
    });
  });

  it("DE-RES-5: repaired off 0 Res by another, it wakes; the option keeps the tallies", () => {
    const down = patient({
      ...res(0, 6),
      unconscious: { cause: "resilience", since: 0, until: null },
      death: { successes: 3, failures: 2, stabilised: true },
    });
    const ctx = scripted([9, 9], 0, { deathTallyResetOnRecovery: false });
    const r = longRestHealth(down, care({ repairers: [{ by: "ally", view: ally }] }), ctx);
    expect(r.ok && r.view.vitals).toMatchObject({
      track: { res: 1 },
      unconscious: null,
      death: { successes: 3, failures: 2, stabilised: false },
    });
  });
});
