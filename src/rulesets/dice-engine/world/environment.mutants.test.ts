// Environments pinned at their edges: the schema's own refusals, gravity's thresholds, the hourly
// high-gravity checks (their reason, the fatigue cap), each atmosphere's conditions and toxicity, the
// toxic-check schedule and its damage, under-water ranges and the environment's name (mutation
// testing, issue 21).
import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { build, opts } from "../character/testing/helpers.js";
import { hero } from "../damage/testing/fixtures.js";
import {
  afterToxicCheck,
  atmosphereConditions,
  bulkRowLoss,
  causesVacuumShock,
  endureHighGravity,
  environmentEffects,
  environmentName,
  hourlyChecksDue,
  needsHourlyFatigueCheck,
  parseEnvironment,
  strengthAdvantage,
  toxicCheck,
  toxicCheckDue,
  toxicityOf,
  underwaterRange,
  vacuumShock,
  type WorldEnvironment,
  type WorldEnvironmentInput,
} from "./environment.js";
import { worldOptions } from "./options.js";

const env = (raw: WorldEnvironmentInput): WorldEnvironment => {
  const r = parseEnvironment(raw);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const DAMAGE_OPTS = { poisonedAffectsAttacks: false };

describe("parseEnvironment", () => {
  it("DE-ENV-1: breathable, 1 g, dry by default", () => {
    expect(parseEnvironment({})).toEqual({
      ok: true,
      value: { atmosphere: { kind: "breathable" }, gravity: 1, underwater: false },
    });
  });

  it("DE-ENV-13: a place cannot be under water and in vacuum, in words", () => {
    expect(parseEnvironment({ atmosphere: { kind: "vacuum" }, underwater: true })).toEqual({
      ok: false,
      error: {
        code: "invalid",
        path: ["environment", "underwater"],
        message: "environment.underwater: a place cannot be under water and in vacuum",
      },
    });
    expect(parseEnvironment({ atmosphere: { kind: "nonBreathable" }, underwater: true }).ok).toBe(true);
    expect(parseEnvironment({ atmosphere: { kind: "vacuum" } }).ok).toBe(true);
  });

  it("DE-ENV-7: a GM's toxicity is named Custom unless named; its damage must be core dice, in words", () => {
    const custom = env({
      atmosphere: { kind: "toxic", toxicity: { damage: "3d6", dc: 18 }, breathable: true },
    });
    expect(toxicityOf(custom.atmosphere)).toEqual({ name: "Custom", damage: "3d6", dc: 18 });
    expect(
      parseEnvironment({
        atmosphere: { kind: "toxic", toxicity: { damage: "1d20", dc: 18 }, breathable: true },
      }),
    ).toMatchObject({
      ok: false,
      error: { message: 'environment.atmosphere.toxicity.damage: d20 is not a core die (in "1d20")' },
    });
  });
});

describe("gravity's thresholds", () => {
  it("DE-ENV-9: only low gravity gives advantage on Strength checks", () => {
    expect([0.5, 0, 1, 1.5].map((g) => strengthAdvantage(g))).toEqual([1, 0, 0, 0]);
  });

  it("DE-ENV-11: rows lost from exactly 2 g, only in high gravity; per whole g under perG", () => {
    const perG = worldOptions({ highGravityBulkRowLoss: "perG" });
    expect([1.999, 2, 4.9].map((g) => bulkRowLoss(g, perG))).toEqual([0, 1, 3]);
    // A band reaching past 2 g makes 2 g normal: no rows lost.
    const wide = worldOptions({ normalGravityBand: { min: 0.5, max: 2.5 } });
    expect(bulkRowLoss(2.2, wide)).toBe(0);
  });

  it("DE-ENV-12: the hourly check above 1.5 g, and only in high gravity", () => {
    expect([1.5, 1.501].map((g) => needsHourlyFatigueCheck(g))).toEqual([false, true]);
    expect(needsHourlyFatigueCheck(1.8, worldOptions({ normalGravityBand: { min: 0.5, max: 2 } }))).toBe(
      false,
    );
  });

  it("DE-ENV-12: completed hours between two times, never negative", () => {
    expect([
      hourlyChecksDue(0.5, 1.5),
      hourlyChecksDue(1, 1.99),
      hourlyChecksDue(0, 3),
      hourlyChecksDue(3, 1),
    ]).toEqual([1, 0, 3, 0]);
  });
});

describe("endureHighGravity", () => {
  const both = { ...opts(), ...worldOptions() };
  const heavy = env({ gravity: 1.6 });

  it("DE-ENV-12: hours must be 0 or more, in words; none to check below the threshold", () => {
    const c = build();
    expect(endureHighGravity(c, heavy, 0, Number.NaN, both, facesSource([]))).toMatchObject({
      ok: false,
      error: { code: "invalid", path: ["hours"], message: "hours must be 0 or more (got NaN)" },
    });
    expect(endureHighGravity(c, heavy, 0.5, 0, both, facesSource([]))).toEqual({
      ok: true,
      character: c,
      changes: [],
      checks: [],
    });
    expect(endureHighGravity(c, env({ gravity: 1.5 }), 0, 3, both, facesSource([]))).toEqual({
      ok: true,
      character: c,
      changes: [],
      checks: [],
    });
  });

  it("DE-ENV-12: each check names the hour's gravity; a pass changes nothing", () => {
    const c = build({ name: "Tess", stats: { endurance: 0 } });
    const r = endureHighGravity(c, heavy, 0, 1, both, facesSource([8, 8]));
    expect(r.ok && r.changes).toEqual(["Tess: Endurance 16 against DC 15 (an hour at 1.6 g): holds up"]);
    expect(r.ok && r.character.fatigue).toBe(0);
  });

  it("DE-ENV-12: the option's fixed DC replaces 15 + level", () => {
    const c = build({ name: "Tess", stats: { endurance: 0 } });
    const fixed = { ...both, highGravityFatigueDC: 17 };
    const r = endureHighGravity(c, heavy, 0, 1, fixed, facesSource([8, 8]));
    expect(r.ok && r.changes[0]).toBe("Tess: Endurance 16 against DC 17 (an hour at 1.6 g): fails");
    expect(r.ok && r.character.fatigue).toBe(1);
  });

  it("DE-FAT-1: no more checks once fatigue is at its maximum", () => {
    const c = build({ stats: { endurance: 0 }, extra: { fatigue: 6 } });
    const r = endureHighGravity(c, heavy, 0, 5, both, facesSource([]));
    expect(r).toEqual({ ok: true, character: c, changes: [], checks: [] });
  });
});

describe("atmospheres", () => {
  it("DE-ENV-5, DE-ENV-6: the conditions name the atmosphere as their source", () => {
    const toxic = { kind: "toxic", toxicity: "mild", breathable: false } as const;
    expect(atmosphereConditions(toxic)).toEqual([
      { condition: "nauseated", source: "atmosphere: toxic" },
      { condition: "poisoned", source: "atmosphere: toxic" },
      { condition: "asphyxiated", source: "atmosphere: toxic" },
    ]);
    expect(atmosphereConditions({ kind: "breathable" })).toEqual([]);
    expect(atmosphereConditions({ kind: "nonBreathable" }, { toxins: true })).toEqual([
      { condition: "asphyxiated", source: "atmosphere: nonBreathable" },
    ]);
    expect(atmosphereConditions(toxic, { breath: false, toxins: false })).toHaveLength(3);
  });

  it("DE-ENV-7: a table toxicity is a copy of its row; no toxicity outside a toxic place", () => {
    const t = toxicityOf({ kind: "toxic", toxicity: "slight", breathable: true });
    expect(t).toEqual({ name: "Slight", damage: "1d4", dc: 7 });
    expect(toxicityOf({ kind: "vacuum" })).toBeNull();
  });

  it("DE-ENV-4: vacuum shock is direct, unresisted damage from 'vacuum shock'", () => {
    const s = vacuumShock({ lungs: true, clearedLungs: false }, facesSource([9]));
    expect(s).toMatchObject({
      die: "1d10",
      amount: 9,
      damage: { source: "vacuum shock", track: "direct", unresisted: true, parts: [{ amount: 9 }] },
    });
  });

  it("DE-ENV-4: only into vacuum from somewhere else, suddenly, without a pressure suit", () => {
    expect(causesVacuumShock({ kind: "breathable" }, { kind: "nonBreathable" }, true)).toBe(false);
    expect(causesVacuumShock({ kind: "nonBreathable" }, { kind: "vacuum" }, true, { pressure: false })).toBe(
      true,
    );
  });
});

describe("toxic checks", () => {
  it("DE-ENV-7: the first check waits for the first turn at or after exposure", () => {
    const e = { since: 10, nextCheckAt: null };
    expect([toxicCheckDue(e, 9, true), toxicCheckDue(e, 10, true), toxicCheckDue(e, 12, false)]).toEqual([
      false,
      true,
      false,
    ]);
    const scheduled = { since: 10, nextCheckAt: 20 };
    expect([toxicCheckDue(scheduled, 19, true), toxicCheckDue(scheduled, 20, false)]).toEqual([false, true]);
    expect(afterToxicCheck(e, 13)).toEqual({ since: 10, nextCheckAt: 23 });
  });

  it("DE-ENV-7: only a toxic atmosphere calls for the check, in words", () => {
    expect(toxicCheck(hero(), { kind: "breathable" }, facesSource([]), DAMAGE_OPTS)).toEqual({
      ok: false,
      error: {
        code: "invalid",
        path: ["atmosphere", "kind"],
        message: "only a toxic atmosphere calls for toxicity checks",
      },
    });
  });

  it("DE-ENV-7: a condition check of Endurance; a failure's Toxic damage is named after the toxicity", () => {
    const r = toxicCheck(
      hero(),
      { kind: "toxic", toxicity: "mild", breathable: true },
      facesSource([2, 3, 5]),
      DAMAGE_OPTS,
    );
    expect(r).toMatchObject({
      ok: true,
      value: {
        check: { purpose: "conditionCheck", stat: "endurance", dc: 10, success: false },
        amount: 5,
        damage: { source: "Mild toxic atmosphere", parts: [{ amount: 5, type: "toxic" }] },
      },
    });
  });
});

describe("under water and the whole environment", () => {
  it("DE-ENV-14: the optimum band is cut to the halved maximum", () => {
    expect(underwaterRange({ from: 12, to: 20, max: 20 })).toEqual({ from: 10, to: 10, max: 10 });
  });

  it("DE-ENV-1: each atmosphere and gravity word, and the under-water mark", () => {
    expect(environmentName(env({ atmosphere: { kind: "breathable" } }))).toBe("Normal-Normal");
    expect(
      environmentName(env({ atmosphere: { kind: "toxic", toxicity: "mild", breathable: true }, gravity: 2 })),
    ).toBe("Toxic-High");
    expect(environmentName(env({ atmosphere: { kind: "nonBreathable" }, gravity: 0 }))).toBe(
      "Unbreathable-Zero",
    );
    expect(environmentName(env({ gravity: 0.5, underwater: true }))).toBe("Normal-Low (underwater)");
  });

  it("DE-ENV-1..16: everything at once, the GM's name kept", () => {
    const e = env({
      name: "Sulphur pit",
      atmosphere: { kind: "toxic", toxicity: "medium", breathable: true },
      gravity: 2,
      underwater: true,
    });
    expect(environmentEffects(e)).toEqual({
      name: "Sulphur pit",
      gravity: {
        class: "high",
        effective: 2,
        speedModifier: -10,
        strengthAdvantage: 0,
        bulkRowLoss: 1,
        hourlyFatigueCheck: true,
        zeroG: false,
      },
      conditions: [
        { condition: "nauseated", source: "atmosphere: toxic" },
        { condition: "poisoned", source: "atmosphere: toxic" },
      ],
      toxicity: { name: "Medium", damage: "2d4", dc: 13 },
      underwater: true,
      damage: { underwater: true, vacuum: false },
    });
    const space = environmentEffects(env({ atmosphere: { kind: "vacuum" }, gravity: 0 }), { breath: true });
    expect(space).toMatchObject({
      name: "Non-Zero",
      gravity: { class: "zero", effective: 0, zeroG: true, hourlyFatigueCheck: false },
      conditions: [],
      toxicity: null,
      damage: { underwater: false, vacuum: true },
    });
  });
});
