import { describe, expect, it } from "vitest";
import { mergeApplications } from "../conditions/apply.js";
import type { Happening } from "../health/log.js";
import { applyDamage } from "./apply.js";
import { hero, hpStun, res, scripted } from "./testing/fixtures.js";

const checks = (h: Happening[]) => h.filter((x) => x.kind === "check");

describe("applying one damage instance", () => {
  it("DE-DMG-8: initiative damage goes onto the initiative, not the trackers, and EA does not stop it", () => {
    const target = hero({ armour: { name: "Vest", type: "reflex", ea: 3 }, skills: ["reflexArmour"] });
    const r = applyDamage(target, { parts: [{ amount: 2, type: "initiative" }] }, scripted([]));
    const initiative = 7;
    expect(initiative + r.initiative).toBe(9);
    expect(r.view.vitals).toEqual(target.vitals);
    expect(r.happenings).toEqual([{ kind: "initiative", at: 0, amount: 2, reason: "initiative damage" }]);
  });

  it("DE-DMG-11: stun damage reduces Stun only and never overflows to HP", () => {
    // Stun 3 → 0 triggers the consciousness check (DC 12 + 0): faces 6+6 pass.
    const ctx = scripted([6, 6]);
    const r = applyDamage(
      hero({ vitals: hpStun(3, 3, 3, 6) }),
      { parts: [{ amount: 5 }], track: "stun" },
      ctx,
    );
    expect(r.view.vitals.track).toMatchObject({ stun: 0, hp: 3 });
    expect(checks(r.happenings)).toHaveLength(1);
    expect(ctx.remaining()).toBe(0);
  });

  it("DE-DMG-12: direct damage skips Stun and reduces HP (and Resilience)", () => {
    const r = applyDamage(
      hero({ vitals: hpStun(3, 3, 5, 5) }),
      { parts: [{ amount: 2 }], track: "direct" },
      scripted([]),
    );
    expect(r.view.vitals.track).toMatchObject({ stun: 5, hp: 1 });
    const robot = applyDamage(
      hero({ vitals: res(10, 10) }),
      { parts: [{ amount: 2 }], track: "direct" },
      scripted([]),
    );
    expect(robot.view.vitals.track).toMatchObject({ res: 8 });
  });

  it("DE-DMG-13: stun-only damage does nothing to a Resilience character", () => {
    const robot = hero({ vitals: res(10, 10) });
    const r = applyDamage(robot, { parts: [{ amount: 6 }], track: "stun" }, scripted([]));
    expect(r.view.vitals).toEqual(robot.vitals);
    expect(r.happenings).toEqual([]);
  });

  it("DE-DMG-16: several hits from one source at once are one instance: one consciousness check", () => {
    // 12 damage at 0 Stun takes HP 3 to 0: the one check is the death check (5 + 5 + 5 ≥ 12).
    const ctx = scripted([5, 5]);
    const atZeroStun = hero({ vitals: hpStun(3, 3, 0, 6), stats: { endurance: 5 } });
    const spray = { parts: [{ amount: 3 }, { amount: 3 }, { amount: 3 }, { amount: 3 }], source: "Spray" };
    const r = applyDamage(atZeroStun, spray, ctx);
    expect(r.damage.final).toBe(12);
    expect(checks(r.happenings)).toHaveLength(1);
    expect(r.view.vitals.death).toMatchObject({ successes: 1, failures: 0 });
    expect(ctx.remaining()).toBe(0);

    // With more HP the same 12 is one consciousness check at DC 12 + 12 (failed: 1d6 hours).
    const tough = hero({ vitals: hpStun(20, 20, 0, 6) });
    const t = applyDamage(tough, spray, scripted([5, 5, 3]));
    expect(t.view.vitals.track).toMatchObject({ hp: 8 });
    const c = checks(t.happenings);
    expect(c).toHaveLength(1);
    expect(c[0]!.kind === "check" && c[0]!.check.dc).toBe(24);

    // DE-EXPLO-7: EA once for the direct hit and its reflection; option eaPer: "hit" takes it per hit.
    const armoured = hero({
      vitals: hpStun(60, 60, 60, 60),
      armour: { name: "Vest", type: "reflex", ea: 5 },
      skills: ["reflexArmour"],
    });
    const blast = {
      parts: [
        { amount: 23, type: "concussive" },
        { amount: 21, type: "concussive" },
      ],
    };
    expect(applyDamage(armoured, blast, scripted([])).damage.final).toBe(39);
    expect(applyDamage(armoured, blast, { ...scripted([]), options: { eaPer: "hit" } }).damage.final).toBe(
      34,
    );
  });

  it("DE-DMG-17: the same effect several times in one instance merges: ratings add, DC +1 each", () => {
    const bleed = { condition: "bleed", rating: 1, check: { stat: "endurance" as const, dc: 13 } };
    expect(mergeApplications([bleed, bleed, bleed])).toEqual([
      { condition: "bleed", rating: 3, check: { stat: "endurance", dc: 15 } },
    ]);
    // Applied through a damage instance: one check at DC 15 (faces 5+6 = 11 fails), Bleed:[3].
    const ctx = scripted([5, 6]);
    const r = applyDamage(hero(), { parts: [{ amount: 1 }], conditions: [bleed, bleed, bleed] }, ctx);
    expect(checks(r.happenings)).toHaveLength(1);
    expect(r.view.conditions).toMatchObject([{ condition: "bleed", rating: 3 }]);
    expect(ctx.remaining()).toBe(0);
  });
});

describe("the order within one instance", () => {
  it("DE-HEALTH-10: final damage first, then the trackers, then the triggered checks once", () => {
    // DE-ATK-7's example: 7 (6 + 1 semi-critical) resisted, Endurance 2, EA 3 → 2.
    const target = hero({
      vitals: hpStun(3, 3, 2, 6),
      stats: { endurance: 2 },
      armour: { name: "Vest", type: "reflex", ea: 3 },
      skills: ["reflexArmour"],
    });
    const ctx = scripted([5, 5]);
    const r = applyDamage(target, { parts: [{ amount: 7 }], resisted: true }, ctx);
    expect(r.damage.final).toBe(2);
    expect(r.damage.steps.map((s) => s.step)).toEqual(["endurance", "energyArmour"]);
    expect(r.happenings.map((h) => h.kind)).toEqual(["damage", "check"]);
    // The DC reads the trackers after the damage: Stun 2 → 0 exactly, HP untouched → DC 12.
    const c = r.happenings[1]!;
    expect(c.kind === "check" && c.check.dc).toBe(12);
    expect(c.kind === "check" && c.check.success).toBe(true); // 5 + 5 + Endurance 2 = 12
    expect(ctx.remaining()).toBe(0);
  });
});
