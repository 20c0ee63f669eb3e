// The health checks' request built source by source (conditions, the condition resisted, perks, the
// situation), the check record, and the plain dice (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { activeCondition } from "../conditions/state.js";
import { hero, scripted } from "../damage/testing/fixtures.js";
import { healthCheckRequest, rollD6, rollDice, rollHealthCheck } from "./roll.js";

const opts = { poisonedAffectsAttacks: false };
const poisoned = () => [activeCondition({ condition: "poisoned", appliedAt: 0 })];

describe("healthCheckRequest", () => {
  it("DE-COND-24: a Poisoned character's death check has one level of disadvantage, named after the condition", () => {
    const c = hero({ stats: { endurance: 2 }, conditions: poisoned() });
    expect(healthCheckRequest(c, { purpose: "deathCheck", stat: "endurance", dc: 12 }, opts)).toEqual({
      request: {
        stat: 2,
        training: "none",
        advantage: 0,
        disadvantage: 1,
        modifiers: [],
        target: 12,
      },
      sources: [{ source: "poisoned", advantage: 0, disadvantage: 1, bonus: 0 }],
    });
  });

  it("DE-HEAL-5: the stat's training goes into the request, and no source means no level", () => {
    const c = hero({ stats: { endurance: -1 }, training: { endurance: "expert" } });
    expect(healthCheckRequest(c, { purpose: "healing", stat: "endurance", dc: 15 }, opts)).toEqual({
      request: { stat: -1, training: "expert", advantage: 0, disadvantage: 0, modifiers: [], target: 15 },
      sources: [],
    });
  });

  it("DE-HEAL-5: a view with no training at all rolls untrained", () => {
    const bare = { stats: hero({ stats: { endurance: 3 } }).stats, conditions: [] };
    expect(healthCheckRequest(bare, { purpose: "healing", stat: "endurance", dc: 15 }, opts).request).toEqual(
      {
        stat: 3,
        training: "none",
        advantage: 0,
        disadvantage: 0,
        modifiers: [],
        target: 15,
      },
    );
  });

  it("DE-COND-3, DE-COND-4: resisting a condition (or a check it causes) reads the stance towards it", () => {
    const c = hero({ susceptibilities: ["bleed"], resiliences: ["burning"] });
    const spec = (purpose: "resistCondition" | "conditionCheck" | "deathCheck", condition: string) =>
      healthCheckRequest(c, { purpose, stat: "endurance", dc: 12, condition }, opts);
    expect(spec("resistCondition", "bleed").sources).toEqual([
      { source: "susceptible (bleed)", advantage: 0, disadvantage: 1, bonus: 0 },
    ]);
    expect(spec("resistCondition", "bleed").request).toMatchObject({ advantage: 0, disadvantage: 1 });
    expect(spec("conditionCheck", "burning").sources).toEqual([
      { source: "resilient (burning)", advantage: 1, disadvantage: 0, bonus: 0 },
    ]);
    expect(spec("conditionCheck", "burning").request).toMatchObject({ advantage: 1, disadvantage: 0 });
    // A death check names no condition's stance, and a neutral stance is no source.
    expect(spec("deathCheck", "bleed").sources).toEqual([]);
    expect(spec("resistCondition", "poisoned").sources).toEqual([]);
    const both = hero({ susceptibilities: ["bleed"], resiliences: ["bleed"] });
    expect(
      healthCheckRequest(
        both,
        { purpose: "resistCondition", stat: "endurance", dc: 12, condition: "bleed" },
        opts,
      ).sources,
    ).toEqual([{ source: "susceptible, resilient (bleed)", advantage: 1, disadvantage: 1, bonus: 0 }]);
  });

  it("DE-PERK-71: a check effect applies only where each field it gives matches", () => {
    const c = hero({
      checkEffects: [
        { source: "Pain Resistance Techniques", purpose: "consciousness", advantage: 1 },
        { source: "wrong purpose", purpose: "deathCheck", advantage: 1 },
        { source: "wrong stat", stat: "agility", advantage: 1 },
        { source: "right stat", stat: "endurance", bonus: 2 },
        { source: "wrong condition", condition: "bleed", disadvantage: 1 },
        { source: "anything", disadvantage: 1, bonus: 1 },
      ],
    });
    expect(healthCheckRequest(c, { purpose: "consciousness", stat: "endurance", dc: 13 }, opts)).toEqual({
      request: {
        stat: 0,
        training: "none",
        advantage: 1,
        disadvantage: 1,
        modifiers: [3],
        target: 13,
      },
      sources: [
        { source: "Pain Resistance Techniques", advantage: 1, disadvantage: 0, bonus: 0 },
        { source: "right stat", advantage: 0, disadvantage: 0, bonus: 2 },
        { source: "anything", advantage: 0, disadvantage: 1, bonus: 1 },
      ],
    });
    // An effect naming no condition applies to a check about one too.
    const any = hero({ checkEffects: [{ source: "grit", purpose: "resistCondition", advantage: 1 }] });
    expect(
      healthCheckRequest(
        any,
        { purpose: "resistCondition", stat: "endurance", dc: 12, condition: "bleed" },
        opts,
      ).sources,
    ).toEqual([{ source: "grit", advantage: 1, disadvantage: 0, bonus: 0 }]);
    const matching = hero({ checkEffects: [{ source: "bleed drill", condition: "bleed", advantage: 1 }] });
    expect(
      healthCheckRequest(
        matching,
        { purpose: "resistCondition", stat: "endurance", dc: 12, condition: "bleed" },
        opts,
      ).sources,
    ).toEqual([{ source: "bleed drill", advantage: 1, disadvantage: 0, bonus: 0 }]);
  });

  it("DE-PERK-76: the spec's own modifiers come first, then the sources' bonus; bonuses summing to 0 add nothing", () => {
    const c = hero({
      checkEffects: [
        { source: "up", bonus: 2 },
        { source: "down", bonus: -2 },
      ],
    });
    expect(
      healthCheckRequest(c, { purpose: "healing", stat: "endurance", dc: 15, modifiers: [2] }, opts).request
        .modifiers,
    ).toEqual([2]);
    const up = hero({ checkEffects: [{ source: "up", bonus: 1 }] });
    expect(
      healthCheckRequest(up, { purpose: "healing", stat: "endurance", dc: 15, modifiers: [2] }, opts).request
        .modifiers,
    ).toEqual([2, 1]);
  });

  it("DE-AID-2: advantage or disadvantage from the situation is one source, the missing side 0", () => {
    const c = hero();
    const adv = healthCheckRequest(
      c,
      { purpose: "deathCheck", stat: "endurance", dc: 12, advantage: 1 },
      opts,
    );
    expect(adv.sources).toEqual([{ source: "situation", advantage: 1, disadvantage: 0, bonus: 0 }]);
    expect(adv.request).toMatchObject({ advantage: 1, disadvantage: 0 });
    const dis = healthCheckRequest(
      c,
      { purpose: "deathCheck", stat: "endurance", dc: 12, disadvantage: 2 },
      opts,
    );
    expect(dis.sources).toEqual([{ source: "situation", advantage: 0, disadvantage: 2, bonus: 0 }]);
    expect(dis.request).toMatchObject({ advantage: 0, disadvantage: 2 });
    expect(
      healthCheckRequest(c, { purpose: "deathCheck", stat: "endurance", dc: 12, advantage: 0 }, opts).sources,
    ).toEqual([]);
  });
});

describe("rollHealthCheck", () => {
  it("DE-DEATH-1: the record names its purpose, stat and DC, with the success and degrees of the roll", () => {
    const c = hero({ stats: { endurance: 1 } });
    const ctx = scripted([9, 8]);
    const check = rollHealthCheck(
      c,
      { purpose: "deathCheck", stat: "endurance", dc: 12 },
      ctx.dice,
      ctx.options,
    );
    expect(check).toMatchObject({
      purpose: "deathCheck",
      stat: "endurance",
      dc: 12,
      request: { stat: 1, target: 12 },
      sources: [],
      success: true,
      // DE-DOS-1: 18 − 12 + 1.
      dos: 7,
      result: { total: 18 },
    });
    expect(check.success).toBe(check.result.outcome?.success);
    expect(check.dos).toBe(check.result.outcome?.dos);
    expect("condition" in check).toBe(false);
  });

  it("DE-COND-6: a check about a condition names it; a failure is recorded as one", () => {
    const ctx = scripted([2, 3]);
    const check = rollHealthCheck(
      hero(),
      { purpose: "resistCondition", stat: "endurance", dc: 12, condition: "bleed" },
      ctx.dice,
      ctx.options,
    );
    expect(check).toMatchObject({ condition: "bleed", success: false, dos: 0, result: { total: 5 } });
  });
});

describe("plain dice", () => {
  it("DE-HEALTH-6: one d6 is a plain die named after what it is for", () => {
    expect(rollD6(facesSource([6]), "hours unconscious")).toBe(6);
    expect(() => rollD6(facesSource([7]), "hours unconscious")).toThrow(
      "face 1 is 7, which a d6 (hours unconscious) cannot show",
    );
    expect(() => rollD6(facesSource([]), "hours")).toThrow("the next one is for a d6 (hours)");
  });

  it("DE-HEAL-3: n dice of the given sides, in order, named after what they are for", () => {
    expect(rollDice(facesSource([4, 1, 3]), 3, 4, "stun die")).toEqual([4, 1, 3]);
    expect(rollDice(facesSource([]), 0, 6, "stun die")).toEqual([]);
    expect(() => rollDice(facesSource([5]), 1, 4, "stun die")).toThrow(
      "face 1 is 5, which a d4 (stun die) cannot show",
    );
    expect(() => rollDice(facesSource([0]), 1, 4, "stun die")).toThrow("face 1 is 0");
  });
});
