import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { rangeModifier } from "../attack/range.js";
import { build, opts } from "../character/testing/helpers.js";
import { advanceTime } from "../conditions/advance.js";
import { addCondition } from "../conditions/apply.js";
import { conditionStance } from "../conditions/effects.js";
import { activeCondition } from "../conditions/state.js";
import { applyDamage } from "../damage/apply.js";
import { flakAtDistance } from "../damage/distance.js";
import { hero, hpStun, scripted } from "../damage/testing/fixtures.js";
import type { Happening } from "../health/log.js";
import { bulkGridIn } from "./bulk.js";
import {
  type Atmosphere,
  afterToxicCheck,
  atmosphereConditions,
  bulkRowLoss,
  causesVacuumShock,
  damageEnvironment,
  endureHighGravity,
  environmentEffects,
  environmentName,
  gravityClass,
  gravitySpeedModifier,
  highGravityFatigueDc,
  needsHourlyFatigueCheck,
  parseEnvironment,
  startToxicExposure,
  strengthAdvantage,
  type TOXICITY_TABLE,
  toxicCheck,
  toxicCheckDue,
  underwaterRange,
  vacuumShock,
  type WorldEnvironment,
  type WorldEnvironmentInput,
} from "./environment.js";
import { driftUntil, leapDistances, pushOff, stopDrift, swimPerMove, zeroGMovement } from "./movement.js";
import { worldOptions } from "./options.js";

const o = worldOptions();
const env = (raw: WorldEnvironmentInput): WorldEnvironment => {
  const r = parseEnvironment(raw);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const conditionIds = (a: Atmosphere, p = {}) => atmosphereConditions(a, p).map((c) => c.condition);
const toxic = (toxicity: keyof typeof TOXICITY_TABLE, breathable = true): Atmosphere => ({
  kind: "toxic",
  toxicity,
  breathable,
});
const damageOf = (h: Happening[]) => h.flatMap((x) => (x.kind === "damage" ? [x.amount] : []));
const DAMAGE_OPTS = { poisonedAffectsAttacks: false };

describe("environments (§17)", () => {
  it("DE-ENV-1: atmosphere + gravity (+ under water); a lunar surface is Non-Low", () => {
    expect(environmentName(env({ atmosphere: { kind: "vacuum" }, gravity: 0.16 }))).toBe("Non-Low");
    expect(environmentName(env({}))).toBe("Normal-Normal");
    expect(environmentName(env({ atmosphere: toxic("mild"), gravity: 1.6 }))).toBe("Toxic-High");
    expect(environmentName(env({ underwater: true }))).toBe("Normal-Normal (underwater)");
    const e = environmentEffects(
      env({ name: "Kessel mines", atmosphere: toxic("medium", false), gravity: 2.1 }),
    );
    expect(e).toMatchObject({
      name: "Kessel mines",
      gravity: { class: "high", speedModifier: -11, bulkRowLoss: 1, hourlyFatigueCheck: true, zeroG: false },
      toxicity: { dc: 13, damage: "2d4" },
    });
    expect(e.conditions.map((c) => c.condition)).toEqual(["nauseated", "poisoned", "asphyxiated"]);
    // Errors name the field.
    const wet = parseEnvironment({ atmosphere: { kind: "vacuum" }, underwater: true });
    expect(wet.ok || wet.error.path).toEqual(["environment", "underwater"]);
    const heavy = parseEnvironment({ gravity: -1 });
    expect(heavy.ok || heavy.error.path).toEqual(["environment", "gravity"]);
    const unsaid = parseEnvironment({ atmosphere: { kind: "toxic", toxicity: "mild" } });
    expect(unsaid.ok || unsaid.error.path).toEqual(["environment", "atmosphere", "breathable"]);
  });

  it("DE-ENV-2: breathable at 1 g has no effects; 0.8–1.2 g counts as 1 g (1.2 g: no speed penalty; 0.8 g: not low)", () => {
    const normal = environmentEffects(env({}));
    expect(normal).toMatchObject({ conditions: [], toxicity: null, underwater: false });
    expect(normal.gravity).toMatchObject({
      class: "normal",
      effective: 1,
      speedModifier: 0,
      strengthAdvantage: 0,
    });
    expect([gravitySpeedModifier(1.2), gravitySpeedModifier(0.8), strengthAdvantage(0.8)]).toEqual([0, 0, 0]);
    expect([gravityClass(0.79), gravityClass(1.21)]).toEqual(["low", "high"]);
    // Option normalGravityBand: a table that only rounds 0.9–1.1 g.
    const narrow = worldOptions({ normalGravityBand: { min: 0.9, max: 1.1 } });
    expect([gravitySpeedModifier(1.2, narrow), gravitySpeedModifier(0.85, narrow)]).toEqual([-2, -1]);
  });

  it("DE-ENV-3: vacuum gives Asphyxiated unless the character brings its own air", () => {
    expect(conditionIds({ kind: "vacuum" })).toEqual(["asphyxiated"]);
    expect(conditionIds({ kind: "vacuum" }, { breath: true })).toEqual([]);
    expect(atmosphereConditions({ kind: "vacuum" })[0]).toEqual({
      condition: "asphyxiated",
      source: "atmosphere: vacuum",
    });
  });

  it("DE-ENV-4: vacuum shock: 1d10 straight to HP with air in the lungs (7 → HP −7, Stun untouched); declared 1d6 (4)", () => {
    const shock = vacuumShock({ lungs: true, clearedLungs: false }, facesSource([7]));
    expect(shock).toMatchObject({ die: "1d10", amount: 7 });
    const target = hero({
      vitals: hpStun(10, 10, 6, 6),
      armour: { name: "Suit liner", type: "reflex", ea: 3 },
      skills: ["reflexArmour"],
    });
    const hit = applyDamage(target, shock.damage, scripted([], 0));
    expect(hit.view.vitals.track).toMatchObject({ hp: 3, stun: 6 });
    expect(vacuumShock({ lungs: true, clearedLungs: true }, facesSource([4]))).toMatchObject({
      die: "1d6",
      amount: 4,
    });
    // Without lungs it is always 1d6.
    expect(vacuumShock({ lungs: false, clearedLungs: false }, facesSource([6])).die).toBe("1d6");
    expect(() => vacuumShock({ lungs: true, clearedLungs: false }, facesSource([11]))).toThrow();
    // Only a sudden change from an atmosphere, and not in a pressure suit.
    const air: Atmosphere = { kind: "breathable" };
    expect(causesVacuumShock(air, { kind: "vacuum" }, true)).toBe(true);
    expect(causesVacuumShock(air, { kind: "vacuum" }, false)).toBe(false);
    expect(causesVacuumShock(air, { kind: "vacuum" }, true, { pressure: true })).toBe(false);
    expect(causesVacuumShock({ kind: "vacuum" }, { kind: "vacuum" }, true)).toBe(false);
  });

  it("DE-ENV-5: unprotected in a toxic atmosphere: Nauseated and Poisoned", () => {
    expect(conditionIds(toxic("mild"))).toEqual(["nauseated", "poisoned"]);
    expect(conditionIds(toxic("mild"), { toxins: true })).toEqual([]);
    // Protected against the toxins, there is nothing to check against either.
    expect(environmentEffects(env({ atmosphere: toxic("mild") }), { toxins: true }).toxicity).toBeNull();
  });

  it("DE-ENV-6: nothing breathable: Asphyxiated as well (an air supply stops that, not the poison)", () => {
    expect(conditionIds(toxic("extreme", false))).toEqual(["nauseated", "poisoned", "asphyxiated"]);
    expect(conditionIds(toxic("extreme", false), { breath: true })).toEqual(["nauseated", "poisoned"]);
    expect(conditionIds({ kind: "nonBreathable" })).toEqual(["asphyxiated"]);
  });

  it("DE-ENV-7: Medium toxicity: Endurance total 12 → 2d4 Toxic damage, faces 3, 4 → 7; total 13 → none", () => {
    const breather = hero({ stats: { endurance: 0 } });
    const failed = toxicCheck(breather, toxic("medium"), facesSource([6, 6, 3, 4]), DAMAGE_OPTS);
    expect(failed.ok && { total: failed.value.check.result.total, amount: failed.value.amount }).toEqual({
      total: 12,
      amount: 7,
    });
    expect(failed.ok && failed.value.damage?.parts).toEqual([{ amount: 7, type: "toxic", explosion: false }]);
    const held = toxicCheck(breather, toxic("medium"), facesSource([6, 7]), DAMAGE_OPTS);
    expect(held.ok && { success: held.value.check.success, damage: held.value.damage }).toEqual({
      success: true,
      damage: null,
    });
    const notToxic = toxicCheck(breather, { kind: "vacuum" }, facesSource([]), DAMAGE_OPTS);
    expect(notToxic.ok || notToxic.error.path).toEqual(["atmosphere", "kind"]);
  });

  it("DE-ENV-7: the whole table: Slight DC 7 1d4 (6 fails, 7 holds), Mild DC 10 1d6, Medium DC 13 2d4, Extreme DC 16 2d6 (6, 5 → 11)", () => {
    const v = hero();
    const run = (t: keyof typeof TOXICITY_TABLE, faces: number[]) => {
      const r = toxicCheck(v, toxic(t), facesSource(faces), DAMAGE_OPTS);
      if (!r.ok) throw new Error(r.error.message);
      return [r.value.toxicity.dc, r.value.check.success, r.value.amount];
    };
    expect(run("slight", [3, 3, 4])).toEqual([7, false, 4]);
    expect(run("slight", [3, 4])).toEqual([7, true, 0]);
    expect(run("mild", [4, 5, 6])).toEqual([10, false, 6]);
    expect(run("mild", [5, 5])).toEqual([10, true, 0]);
    expect(run("medium", [6, 6, 1, 1])).toEqual([13, false, 2]);
    expect(run("extreme", [8, 7, 6, 5])).toEqual([16, false, 11]);
    expect(run("extreme", [8, 8])).toEqual([16, true, 0]);
    // The GM may set other values; they are validated as core dice.
    expect(
      parseEnvironment({
        atmosphere: { kind: "toxic", toxicity: { damage: "3d6", dc: 18 }, breathable: true },
      }).ok,
    ).toBe(true);
    expect(
      parseEnvironment({
        atmosphere: { kind: "toxic", toxicity: { damage: "1d20", dc: 18 }, breathable: true },
      }).ok,
    ).toBe(false);
  });

  it("DE-ENV-7: Poisoned (from the same atmosphere) puts disadvantage on the check; first check on the first turn, then every 10", () => {
    const poisoned = hero({ conditions: [activeCondition({ condition: "poisoned", appliedAt: 0 })] });
    // Faces 9, 9, 3: the lowest two, 9 + 3 = 12 < 13.
    const r = toxicCheck(poisoned, toxic("medium"), facesSource([9, 9, 3, 2, 2]), DAMAGE_OPTS, 5);
    expect(r.ok && [r.value.check.result.net, r.value.check.success, r.value.amount]).toEqual([-1, false, 4]);
    const exposure = startToxicExposure(3);
    expect(toxicCheckDue(exposure, 4, false)).toBe(false);
    expect(toxicCheckDue(exposure, 7, true)).toBe(true);
    const next = afterToxicCheck(exposure, 7);
    expect([toxicCheckDue(next, 16, true), toxicCheckDue(next, 17, false)]).toEqual([false, true]);
    expect(afterToxicCheck(next, 19).nextCheckAt).toBe(27);
  });

  it("DE-ENV-8: zero gravity: only a push-off changes course; the drift repeats the push every 10 initiative until a surface stops it", () => {
    expect(environmentEffects(env({ gravity: 0 })).gravity).toMatchObject({
      class: "zero",
      zeroG: true,
      speedModifier: 0,
    });
    const drift = pushOff({ now: 0, metres: 4, direction: { x: 1, y: 0 }, speed: 6, touchingSurface: true });
    expect(drift).toEqual({ ok: true, value: { direction: { x: 1, y: 0 }, metres: 4, nextMoveAt: 10 } });
    if (!drift.ok) return;
    expect(driftUntil(drift.value, 9).moves).toBe(0);
    const later = driftUntil(drift.value, 35);
    expect([later.moves, later.metres, later.drift.nextMoveAt]).toEqual([3, 12, 40]);
    const midAir = pushOff({
      now: 12,
      metres: 2,
      direction: { x: 0, y: 1 },
      speed: 6,
      touchingSurface: false,
    });
    expect(midAir.ok || midAir.error.path).toEqual(["touchingSurface"]);
    const tooFar = pushOff({ now: 0, metres: 7, direction: { x: 1, y: 0 }, speed: 6, touchingSurface: true });
    expect(tooFar.ok || tooFar.error.path).toEqual(["metres"]);
    expect(stopDrift(false).ok).toBe(false);
    expect(stopDrift(true).ok).toBe(true);
    // The narrative waiver: a zero-g trained character moves normally.
    expect(zeroGMovement({ poweredFlight: false, zeroGTrained: true })).toBe("normal");
  });

  it("DE-ENV-9: low gravity (< 0.8 g): speed −1 m and advantage on Strength checks", () => {
    expect([gravitySpeedModifier(0.5), strengthAdvantage(0.5)]).toEqual([-1, 1]);
    expect([gravitySpeedModifier(0.16), strengthAdvantage(0.16)]).toEqual([-1, 1]);
    expect(strengthAdvantage(1.5)).toBe(0);
  });

  it("DE-ENV-10: high gravity: −1 m per whole 0.1 g over 1 g: 1.5 → −5, 2.0 → −10, 1.25 → −2, 1.3 → −3, 1.2 → 0", () => {
    expect([1.5, 2.0, 1.25, 1.3, 1.2].map((g) => gravitySpeedModifier(g))).toEqual([-5, -10, -2, -3, 0]);
    // Option countingRounding: ceil counts a started 0.1 g.
    expect(gravitySpeedModifier(1.25, worldOptions({ countingRounding: "ceil" }))).toBe(-3);
    // Every tenth of a g from 1.3 to 4.0 gives exactly its count, where floating point would slip.
    fc.assert(
      fc.property(fc.integer({ min: 13, max: 40 }), (tenths) => {
        expect(gravitySpeedModifier(tenths / 10)).toBe(-(tenths - 10));
      }),
      { seed: 3, numRuns: 100 },
    );
  });

  it("DE-ENV-11: at 2 g or more one bulk row is lost (once; option perG: one per whole g)", () => {
    expect([bulkRowLoss(1.9), bulkRowLoss(2), bulkRowLoss(3.5)]).toEqual([0, 1, 1]);
    const perG = worldOptions({ highGravityBulkRowLoss: "perG" });
    expect([bulkRowLoss(2, perG), bulkRowLoss(3.5, perG)]).toEqual([1, 2]);
    expect(bulkGridIn({ columns: 9, rows: 6 }, 2)).toEqual({ columns: 9, rows: 5 });
  });

  it("DE-ENV-12: each hour above 1.5 g: Endurance against 15 + fatigue level or gain a level (option highGravityFatigueDC)", () => {
    expect([needsHourlyFatigueCheck(1.5), needsHourlyFatigueCheck(1.6)]).toEqual([false, true]);
    expect([
      highGravityFatigueDc(0),
      highGravityFatigueDc(2),
      highGravityFatigueDc(2, worldOptions({ highGravityFatigueDC: 14 })),
    ]).toEqual([15, 17, 14]);
    const both = { ...opts(), ...worldOptions() };
    const c = build({ stats: { endurance: 0 }, extra: { fatigue: 1 } });
    const heavy = env({ gravity: 1.6 });
    // Hour 1: 5 + 5 = 10 against DC 16, fails → level 2. Hour 2: DC 17 with level 2's disadvantage,
    // faces 9, 9, 8 keep 9 + 8 = 17: holds.
    const r = endureHighGravity(c, heavy, 0, 2, both, facesSource([5, 5, 9, 9, 8]));
    expect(r.ok && [r.character.fatigue, r.checks.length]).toEqual([2, 2]);
    // Half an hour in, one more hour completes one check; at 1.5 g none.
    const one = endureHighGravity(c, heavy, 0.5, 1, both, facesSource([8, 8]));
    expect(one.ok && one.checks.length).toBe(1);
    const light = endureHighGravity(c, env({ gravity: 1.5 }), 0, 10, both, facesSource([]));
    expect(light.ok && light.checks.length).toBe(0);
    const bad = endureHighGravity(c, heavy, 0, -1, both, facesSource([]));
    expect(bad.ok || bad.error.path).toEqual(["hours"]);
  });

  it("DE-ENV-13: under water, characters without a swimming speed swim at half speed, rounded up", () => {
    expect([
      swimPerMove(5),
      swimPerMove(1),
      swimPerMove(5, { naturalSwimmer: true }),
      swimPerMove(5, { swimSpeed: 8 }),
    ]).toEqual([3, 1, 5, 8]);
  });

  it("DE-ENV-14: most ranged weapons have their maximum range halved, rounded up", () => {
    expect(underwaterRange({ from: 3, to: 8, max: 21 })).toEqual({ from: 3, to: 8, max: 11 });
    expect(underwaterRange({ from: 5, to: 30, max: 45 })).toEqual({ from: 5, to: 23, max: 23 });
    expect(underwaterRange({ from: 5, to: 30, max: 45 }, false)).toEqual({ from: 5, to: 30, max: 45 });
    expect(rangeModifier(underwaterRange({ from: 3, to: 8, max: 21 }), 12).ok).toBe(false);
  });

  it("DE-ENV-15: Flak ratings double under water: 15 Flak:[3] at 2 m → rating 6 → 3 damage", () => {
    const wet = damageEnvironment(env({ underwater: true }));
    expect(wet).toEqual({ underwater: true, vacuum: false });
    expect(flakAtDistance(15, 3, 2, { underwater: wet.underwater })).toBe(3);
    expect(flakAtDistance(15, 3, 2, { underwater: false })).toBe(9);
  });

  it("DE-ENV-16: under water Burning is resisted and Burning:[5] falls to 3 at 5, 1 at 10, gone at 15", () => {
    const here = damageEnvironment(env({ underwater: true }));
    expect(conditionStance(hero({ environment: here }), "burning").resilient).toBe(true);
    const wet = addCondition(
      hero({ vitals: hpStun(3, 3, 30, 30), environment: here }),
      { condition: "burning", rating: 5 },
      scripted([], 0),
    ).view;
    const at5 = advanceTime(wet, 5, scripted([], 0));
    expect(at5.view.conditions[0]!.rating).toBe(3);
    const at10 = advanceTime(at5.view, 10, scripted([1, 1, 1], 5));
    expect(damageOf(at10.happenings)).toEqual([3]);
    expect(at10.view.conditions[0]!.rating).toBe(1);
    expect(advanceTime(at10.view, 15, scripted([], 10)).view.conditions).toEqual([]);
  });

  it("DE-MOVE-11, DE-ENV-8: no leap in zero gravity", () => {
    const r = leapDistances({ strength: 2, gravity: 0 });
    expect(r.ok || r.error.path).toEqual(["gravity"]);
    expect(o.normalGravityBand).toEqual({ min: 0.8, max: 1.2 });
  });
});
