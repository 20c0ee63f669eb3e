// Bad input is refused at the boundary with an error naming the field; the same seed replays a fight.
import { describe, expect, it } from "vitest";
import { Rng, rngSource } from "../../../dice/index.js";
import { checkOdds } from "../check/odds.js";
import { advanceTime } from "../conditions/advance.js";
import { healthCheckRequest } from "../health/roll.js";
import { applyDamage } from "./apply.js";
import { resolveDamageOptions } from "./options.js";
import { parseDefenderView } from "./target.js";
import { hero, hpStun } from "./testing/fixtures.js";

describe("boundaries", () => {
  it("DE-HEALTH-4: the stunOverflow option is validated and named when wrong", () => {
    expect(resolveDamageOptions({}).stunOverflow).toBe("oneHp");
    expect(() => resolveDamageOptions({ stunOverflow: "most" } as never)).toThrow(
      expect.objectContaining({ code: "invalid", path: ["stunOverflow"] }),
    );
    expect(resolveDamageOptions({})).toMatchObject({
      deathTallyResetOnRecovery: true,
      firstAidReach: 1,
      poisonedAffectsAttacks: false,
      burningUnderwaterInterval: 5,
      eaPer: "damageInstance",
      tickFirstAt: "plusPeriod",
      countingRounding: "floor",
    });
  });

  it("DE-HEALTH-1: a defender view names the field at fault", () => {
    expect(() => parseDefenderView({ stats: {}, vitals: hpStun(3, 3, 6, 6) })).toThrow(
      expect.objectContaining({ code: "invalid" }),
    );
    const stats = {
      charisma: 0,
      convince: 0,
      logic: 0,
      intuition: 0,
      agility: 0,
      dexterity: 0,
      strength: 0,
      endurance: 0,
    };
    expect(() =>
      parseDefenderView({
        stats,
        vitals: { track: { kind: "hpStun", hp: -1, maxHp: 3, stun: 0, maxStun: 0 } },
      }),
    ).toThrow(expect.objectContaining({ path: ["vitals", "track", "hp"] }));
    expect(() =>
      applyDamage(hero(), { parts: [{ amount: -2 }] }, { now: 0, dice: rngSource(Rng.fromSeed(1)) }),
    ).toThrow(expect.objectContaining({ path: ["parts", 0, "amount"] }));
  });

  it("DE-HEALTH-6: the odds of staying conscious are exact, from the same request the roll uses", () => {
    const target = hero({ vitals: hpStun(2, 3, 0, 6), stats: { endurance: 1 } });
    const { request } = healthCheckRequest(
      target,
      { purpose: "consciousness", stat: "endurance", dc: 13 },
      { poisonedAffectsAttacks: false },
    );
    const odds = checkOdds(request);
    // 2d10 + 1 ≥ 13, a kept 10 adding 2 (4 for two): 45 of the 100 face pairs succeed.
    expect(odds.outcomes).toBe(100);
    expect(odds.vsTarget!.success).toBe(45);
  });

  it("DE-COND-31: a seeded fight replays exactly", () => {
    const bleeding = hero({
      vitals: hpStun(3, 3, 6, 6),
      conditions: [{ condition: "bleed", appliedAt: 0, rating: 3, nextTickAt: 10 }],
    });
    const run = () => advanceTime(bleeding, 200, { now: 0, dice: rngSource(Rng.fromSeed("bleed-out")) });
    const a = run();
    const b = run();
    expect(a).toEqual(b);
    expect(a.happenings.some((h) => h.kind === "damage")).toBe(true);
  });
});
