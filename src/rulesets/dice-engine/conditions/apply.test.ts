import { describe, expect, it } from "vitest";
import { applyDamage } from "../damage/apply.js";
import { hero, scripted } from "../damage/testing/fixtures.js";
import type { Happening } from "../health/log.js";
import { rollHealthCheck } from "../health/roll.js";
import { advanceTime } from "./advance.js";
import {
  addCondition,
  applyConditions,
  mergeApplications,
  ratingAfterCheck,
  resolveApplication,
} from "./apply.js";
import { activeCondition, type ConditionApplication } from "./state.js";

const kinds = (h: Happening[]) => h.map((x) => x.kind);
const bleed = (rating: number, dc: number): ConditionApplication => ({
  condition: "bleed",
  rating,
  check: { stat: "endurance", dc },
});

describe("gaining conditions", () => {
  it("DE-COND-1: one cause may apply several conditions at once; the cause is recorded, not a reason", () => {
    const flash = [
      { condition: "blinded", duration: 20, source: "flash bang" },
      { condition: "deafened", duration: 20, source: "flash bang" },
    ];
    const r = applyDamage(
      hero(),
      { parts: [{ amount: 0 }], source: "flash bang", conditions: flash },
      scripted([], 5),
    );
    expect(r.view.conditions).toMatchObject([
      { condition: "blinded", source: "flash bang", appliedAt: 5, endsAt: 25 },
      { condition: "deafened", source: "flash bang", appliedAt: 5, endsAt: 25 },
    ]);
  });

  it("DE-COND-2: an immune character cannot gain the condition (and rolls nothing)", () => {
    const r = resolveApplication(
      hero({ immunities: ["poisoned"] }),
      { condition: "poisoned", check: { stat: "endurance", dc: 14 } },
      scripted([]),
    );
    expect(r.view.conditions).toEqual([]);
    expect(r.happenings).toEqual([
      { kind: "conditionResisted", at: 0, condition: "poisoned", reason: "immune" },
    ]);
  });

  it("DE-COND-3: susceptible: disadvantage on the check against gaining it", () => {
    const ctx = scripted([9, 8, 2]);
    const r = resolveApplication(
      hero({ susceptibilities: ["poisoned"] }),
      { condition: "poisoned", check: { stat: "endurance", dc: 12 } },
      ctx,
    );
    const c = r.happenings[0]!;
    expect(c.kind === "check" && c.check.result.net).toBe(-1);
    expect(c.kind === "check" && c.check.result.total).toBe(10);
    expect(r.view.conditions).toMatchObject([{ condition: "poisoned" }]);
  });

  it("DE-COND-4: resilient: advantage on the check against gaining it and on the checks it causes", () => {
    const spec = {
      purpose: "conditionCheck" as const,
      stat: "endurance" as const,
      dc: 15,
      condition: "electroShock",
    };
    const resilient = rollHealthCheck(
      hero({ resiliences: ["electroShock"] }),
      spec,
      scripted([3, 4, 9]).dice,
      {
        poisonedAffectsAttacks: false,
      },
    );
    expect(resilient.result.net).toBe(1);
    const susceptible = rollHealthCheck(
      hero({ susceptibilities: ["electroShock"] }),
      spec,
      scripted([3, 4, 9]).dice,
      {
        poisonedAffectsAttacks: false,
      },
    );
    expect(susceptible.result.net).toBe(-1);
    const r = resolveApplication(
      hero({ resiliences: ["poisoned"] }),
      { condition: "poisoned", check: { stat: "endurance", dc: 12 } },
      scripted([2, 3, 9]),
    );
    expect(r.view.conditions).toEqual([]);
  });

  it("DE-COND-5: Burning:[1] DC 12 twice in one instance is Burning:[2] DC 13", () => {
    const burn = { condition: "burning", rating: 1, check: { stat: "endurance" as const, dc: 12 } };
    expect(mergeApplications([burn, burn])).toEqual([
      { condition: "burning", rating: 2, check: { stat: "endurance", dc: 13 } },
    ]);
    // Durations add too.
    expect(
      mergeApplications([
        { condition: "blinded", duration: 10 },
        { condition: "blinded", duration: 5 },
      ]),
    ).toEqual([{ condition: "blinded", duration: 15 }]);
    // Different conditions stay apart, in order.
    expect(mergeApplications([burn, { condition: "prone" }]).map((a) => a.condition)).toEqual([
      "burning",
      "prone",
    ]);
  });

  it("DE-COND-6: each degree of success on the check lowers the applied rating by 1", () => {
    expect(ratingAfterCheck(3, { success: true, dos: 2 })).toBe(1);
    const at = (faces: number[]) => resolveApplication(hero(), bleed(3, 13), scripted(faces)).view.conditions;
    expect(at([7, 7])).toMatchObject([{ condition: "bleed", rating: 1 }]); // 14: DoS 2
    expect(at([6, 6])).toMatchObject([{ condition: "bleed", rating: 3 }]); // 12: failed
    expect(at([8, 8])).toEqual([]); // 16: DoS 4
    const none = resolveApplication(hero(), bleed(3, 13), scripted([8, 8]));
    expect(kinds(none.happenings)).toEqual(["check", "conditionResisted"]);
    // An unrated condition is avoided by passing its check.
    expect(
      resolveApplication(
        hero(),
        { condition: "poisoned", check: { stat: "endurance", dc: 12 } },
        scripted([6, 6]),
      ).view.conditions,
    ).toEqual([]);
  });

  it("DE-COND-7: a rating adds to the one there; a duration restarts unless it would end sooner", () => {
    const ctx = scripted([]);
    const two = addCondition(hero(), { condition: "bleed", rating: 2 }, ctx).view;
    expect(addCondition(two, { condition: "bleed", rating: 1 }, ctx).view.conditions).toMatchObject([
      { condition: "bleed", rating: 3 },
    ]);
    const blind = hero({
      conditions: [activeCondition({ condition: "blinded", appliedAt: 20, endsAt: 40 })],
    });
    const longer = addCondition(blind, { condition: "blinded", duration: 20 }, scripted([], 30));
    expect(longer.view.conditions[0]!.endsAt).toBe(50);
    const shorter = addCondition(blind, { condition: "blinded", duration: 5 }, scripted([], 30));
    expect(shorter.view.conditions[0]!.endsAt).toBe(40);
    // A condition without an end keeps having none.
    const held = hero({ conditions: [activeCondition({ condition: "grappled", appliedAt: 0 })] });
    expect(
      addCondition(held, { condition: "grappled", duration: 10 }, scripted([], 5)).view.conditions[0]!.endsAt,
    ).toBeNull();
  });

  it("DE-COND-8: a duration starts when applied, so it can run out before the bearer acts", () => {
    const g = addCondition(hero(), { condition: "blinded", duration: 5 }, scripted([], 10));
    expect(g.view.conditions[0]).toMatchObject({ appliedAt: 10, endsAt: 15 });
    // The bearer's initiative is 20: by then it has expired, at 15.
    const r = advanceTime(g.view, 20, scripted([], 10));
    expect(r.view.conditions).toEqual([]);
    expect(r.happenings).toEqual([
      { kind: "conditionRemoved", at: 15, condition: "blinded", reason: "expired" },
    ]);
  });

  it("DE-COND-33: a character that cannot bleed is immune to Bleed", () => {
    const r = applyConditions(hero({ canBleed: false }), [bleed(2, 13)], scripted([]));
    expect(r.view.conditions).toEqual([]);
    expect(r.happenings).toMatchObject([{ kind: "conditionResisted", reason: "immune" }]);
  });
});
