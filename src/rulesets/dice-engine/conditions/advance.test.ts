import { describe, expect, it } from "vitest";
import { hero, hpStun, scripted } from "../damage/testing/fixtures.js";
import type { Happening } from "../health/log.js";
import { INITIATIVE_PER_MINUTE } from "../health/vitals.js";
import { advanceTime } from "./advance.js";
import { addCondition } from "./apply.js";
import {
  asphyxiationDc,
  asphyxiationStatLoss,
  breathHoldInitiative,
  lowerStats,
  stopHoldingBreath,
} from "./asphyxiation.js";
import { canSpeak } from "./effects.js";
import { activeCondition } from "./state.js";

const damageOf = (h: Happening[]) => h.flatMap((x) => (x.kind === "damage" ? [x.amount] : []));
const checkDcs = (h: Happening[]) => h.flatMap((x) => (x.kind === "check" ? [x.check.dc] : []));

describe("asphyxiation", () => {
  it("DE-COND-9: cannot speak; holds its breath max(1, Endurance) minutes, 120 initiative each", () => {
    expect(breathHoldInitiative(3)).toBe(360);
    expect(breathHoldInitiative(-1)).toBe(INITIATIVE_PER_MINUTE);
    const g = addCondition(
      hero({ stats: { endurance: 3 } }),
      { condition: "asphyxiated", source: "smoke" },
      scripted([], 100),
    );
    expect(g.view.conditions[0]!.breath).toMatchObject({ holdUntil: 460, stoppedAt: null });
    expect(canSpeak(g.view)).toBe(false);
    // Holding its breath it takes no damage and makes no check.
    expect(advanceTime(g.view, 459, scripted([], 100)).happenings).toEqual([]);
  });

  it("DE-COND-10: out of breath: Endurance DC 10 or unconscious, every 10 initiative, +1 DC each time", () => {
    expect([0, 1, 2].map((n) => asphyxiationDc(n))).toEqual([10, 11, 12]);
    const start = addCondition(
      hero({ stats: { endurance: 1 } }),
      { condition: "asphyxiated" },
      scripted([], 0),
    ).view;
    const stopped = stopHoldingBreath(start, 50);
    // Checks at 50, 60, 70 (passing), damage at 60 and 70 (d4 = 1 each).
    const r = advanceTime(stopped, 70, scripted([5, 5, 1, 5, 5, 1, 5, 6], 50));
    expect(checkDcs(r.happenings)).toEqual([10, 11, 12]);
    expect(r.view.vitals.unconscious).toBeNull();
    // A failure knocks it out (until it can breathe again).
    const out = advanceTime(stopped, 50, scripted([2, 3], 50));
    expect(out.view.vitals.unconscious).toMatchObject({ cause: "asphyxiation", until: null });
  });

  it("DE-COND-11: out of breath: 1d4 unresisted damage straight to HP every 10 initiative", () => {
    const start = addCondition(
      hero({
        vitals: hpStun(10, 10, 6, 6),
        armour: { name: "Vest", type: "reflex", ea: 3 },
        skills: ["reflexArmour"],
      }),
      { condition: "asphyxiated" },
      scripted([], 0),
    ).view;
    const stopped = stopHoldingBreath(start, 0);
    // Check at 0 (5+5 passes DC 10), damage 3 at 10, then check at 10 (DC 11: 6+5).
    const r = advanceTime(stopped, 10, scripted([5, 5, 3, 6, 5], 0));
    expect(damageOf(r.happenings)).toEqual([3]);
    expect(r.view.vitals.track).toMatchObject({ hp: 7, stun: 6 });
  });

  it("DE-COND-12: every 10 asphyxiation damage: −1 Convince, Charisma, Logic, Intuition (min −4), for good", () => {
    expect(asphyxiationStatLoss(23)).toBe(2);
    const stats = {
      charisma: 1,
      convince: 0,
      logic: -3,
      intuition: 2,
      agility: 0,
      dexterity: 0,
      strength: 0,
      endurance: 0,
    };
    const lowered = lowerStats(stats, ["convince", "charisma", "logic", "intuition"], 2, -4, 0).stats;
    expect(lowered).toMatchObject({ charisma: -1, convince: -2, logic: -4, intuition: 0 });
    expect(lowerStats(lowered, ["logic"], 1, -4, 0).stats.logic).toBe(-4);
    // On the timeline: already 8 damage taken, a 3 makes 11 → each stat −1.
    const c = activeCondition({
      condition: "asphyxiated",
      appliedAt: 0,
      nextTickAt: 10,
      breath: { holdUntil: 0, stoppedAt: 0, nextCheckAt: null, checks: 3, damage: 8, statLoss: 0 },
    });
    const r = advanceTime(
      hero({ vitals: hpStun(10, 10, 6, 6), stats: { logic: 2 }, conditions: [c] }),
      10,
      scripted([3], 0),
    );
    expect(r.view.stats).toMatchObject({ logic: 1, convince: -1, charisma: -1, intuition: -1 });
    expect(r.view.conditions[0]!.breath).toMatchObject({ damage: 11, statLoss: 1 });
  });
});

describe("periodic damage", () => {
  it("DE-COND-14: Burning:[X] deals X d4 fire damage every 10 initiative", () => {
    const g = addCondition(hero(), { condition: "burning", rating: 2 }, scripted([], 0)).view;
    expect(g.conditions[0]!.nextTickAt).toBe(10);
    const ctx = scripted([3, 1], 0);
    const r = advanceTime(g, 10, ctx);
    expect(damageOf(r.happenings)).toEqual([4]);
    expect(r.happenings.find((h) => h.kind === "damage")).toMatchObject({ source: "burning" });
    expect(r.view.conditions[0]).toMatchObject({ rating: 2, nextTickAt: 20 });
    expect(ctx.remaining()).toBe(0);
    // Option tickFirstAt "immediate": the first tick is at once.
    const now = addCondition(
      hero(),
      { condition: "burning", rating: 1 },
      scripted([], 0, { tickFirstAt: "immediate" }),
    );
    expect(now.view.conditions[0]!.nextTickAt).toBe(0);
  });

  it("DE-COND-16: in a vacuum Burning is resilient and drops by 2 after each damage tick", () => {
    const v = hero({ vitals: hpStun(3, 3, 30, 30), environment: { vacuum: true } });
    const g = addCondition(v, { condition: "burning", rating: 3 }, scripted([], 0)).view;
    const r = advanceTime(g, 10, scripted([2, 2, 2], 0));
    expect(damageOf(r.happenings)).toEqual([6]);
    expect(r.view.conditions[0]!.rating).toBe(1);
    const next = advanceTime(r.view, 20, scripted([4], 10));
    expect(next.view.conditions).toEqual([]);
    // DE-ENV-16: under water, −2 every 5 initiative from when it was applied (option 5).
    const wet = addCondition(
      hero({ vitals: hpStun(3, 3, 30, 30), environment: { underwater: true } }),
      { condition: "burning", rating: 5 },
      scripted([], 0),
    ).view;
    const at5 = advanceTime(wet, 5, scripted([], 0));
    expect(at5.view.conditions[0]!.rating).toBe(3);
    const at10 = advanceTime(at5.view, 10, scripted([1, 1, 1], 5));
    expect(damageOf(at10.happenings)).toEqual([3]); // damage first, at rating 3
    expect(at10.view.conditions[0]!.rating).toBe(1);
    expect(advanceTime(at10.view, 15, scripted([], 10)).view.conditions).toEqual([]);
    // Option burningUnderwaterInterval 10: once per damage tick instead.
    const tick = scripted([], 0, { burningUnderwaterInterval: 10 });
    const wet10 = addCondition(
      hero({ environment: { underwater: true } }),
      { condition: "burning", rating: 5 },
      tick,
    ).view;
    const r10 = advanceTime(wet10, 10, {
      ...scripted([1, 1, 1, 1, 1], 0, { burningUnderwaterInterval: 10 }),
    });
    expect(r10.view.conditions[0]!.rating).toBe(3);
  });

  it("DE-COND-31: Bleed:[X] deals X d4 resisted damage every 10 initiative", () => {
    const bleeding = hero({
      stats: { endurance: 2 },
      vitals: hpStun(3, 3, 10, 10),
      conditions: [activeCondition({ condition: "bleed", appliedAt: 0, rating: 2, nextTickAt: 10 })],
    });
    const r = advanceTime(bleeding, 10, scripted([4, 3], 0));
    expect(damageOf(r.happenings)).toEqual([5]);
    expect(r.view.vitals.track).toMatchObject({ stun: 5 });
  });
});
