// Time passing, step by step: what each due thing records, the order of things due at one time, the
// countdowns under water, asphyxiation's checks and damage with a setting's own numbers, and the
// dead making no more of it.
import { describe, expect, it } from "vitest";
import type { DiceSource } from "../../../dice/index.js";
import { hero, hpStun, scripted } from "../damage/testing/fixtures.js";
import type { Happening } from "../health/log.js";
import { checksIn, dying } from "../health/testing/dying.js";
import { advanceTime } from "./advance.js";
import { addCondition } from "./apply.js";
import { withSettingConditions } from "./catalog.js";
import { activeCondition, type Breath } from "./state.js";

const kinds = (h: Happening[]) => h.map((x) => x.kind);
const breath = (b: Partial<Breath>): Breath => ({
  holdUntil: 0,
  stoppedAt: 0,
  nextCheckAt: null,
  checks: 0,
  damage: 0,
  statLoss: 0,
  ...b,
});

describe("asphyxiation on the timeline (DE-COND-9..12)", () => {
  it("DE-COND-10, 11: out of breath, the checks start at once and the damage one period later, in order", () => {
    const start = addCondition(
      hero({ stats: { endurance: 1 }, vitals: hpStun(10, 10, 6, 6) }),
      { condition: "asphyxiated" },
      scripted([], 0),
    ).view;
    // 120: out of breath, check DC 10 (5 + 5 + 1). 130: 2 damage, then check DC 11 (5 + 5 + 1).
    const r = advanceTime(start, 130, scripted([5, 5, 2, 5, 5], 0));
    expect(kinds(r.happenings)).toEqual(["check", "dice", "damage", "check"]);
    expect(r.happenings.map((h) => h.at)).toEqual([120, 130, 130, 130]);
    expect(checksIn(r.happenings).map((c) => [c.purpose, c.stat, c.dc, c.condition, c.success])).toEqual([
      ["conditionCheck", "endurance", 10, "asphyxiated", true],
      ["conditionCheck", "endurance", 11, "asphyxiated", true],
    ]);
    expect(r.happenings[1]).toEqual({
      kind: "dice",
      at: 130,
      what: "asphyxiation damage",
      faces: [2],
      total: 2,
    });
    expect(r.happenings[2]).toMatchObject({
      kind: "damage",
      source: "asphyxiation",
      amount: 2,
      track: "direct",
    });
    expect(r.view.conditions[0]).toMatchObject({
      nextTickAt: 140,
      breath: { holdUntil: 120, stoppedAt: 120, nextCheckAt: 140, checks: 2, damage: 2, statLoss: 0 },
    });
    expect(r.view.vitals.track).toMatchObject({ hp: 8, stun: 6 });
    expect(r.initiative).toBe(0);
  });

  it("DE-INIT-7: with tickFirstAt immediate, the first damage comes with the first check, damage first", () => {
    const start = addCondition(
      hero({ stats: { endurance: 1 }, vitals: hpStun(10, 10, 6, 6) }),
      { condition: "asphyxiated" },
      scripted([], 0),
    ).view;
    const r = advanceTime(start, 120, scripted([3, 5, 5], 0, { tickFirstAt: "immediate" }));
    expect(kinds(r.happenings)).toEqual(["dice", "damage", "check"]);
    expect(r.view.conditions[0]!.nextTickAt).toBe(130);
  });

  it("DE-COND-10: a failed check knocks the character out until it can breathe, logged", () => {
    const c = activeCondition({
      condition: "asphyxiated",
      appliedAt: 0,
      breath: breath({ nextCheckAt: 10, checks: 2 }),
    });
    const r = advanceTime(hero({ vitals: hpStun(10, 10, 6, 6), conditions: [c] }), 10, scripted([4, 5], 0));
    expect(checksIn(r.happenings).map((x) => [x.dc, x.success])).toEqual([[12, false]]);
    expect(r.happenings[1]).toEqual({ kind: "unconscious", at: 10, cause: "asphyxiation", until: null });
    expect(r.view.vitals.unconscious).toEqual({ cause: "asphyxiation", since: 10, until: null });
    expect(r.view.conditions[0]!.breath).toEqual(breath({ nextCheckAt: 20, checks: 3 }));
  });

  it("DE-COND-10: someone already unconscious makes no check; the next one is still 10 later", () => {
    const c = activeCondition({
      condition: "asphyxiated",
      appliedAt: 0,
      breath: breath({ nextCheckAt: 10, checks: 2 }),
    });
    const out = hero({
      vitals: { ...hpStun(10, 10, 0, 6), unconscious: { cause: "stun", since: 0, until: null } },
      conditions: [c],
    });
    const r = advanceTime(out, 15, scripted([], 0));
    expect(r.happenings).toEqual([]);
    expect(r.view.conditions[0]!.breath).toEqual(breath({ nextCheckAt: 20, checks: 2 }));
    expect(r.view.vitals).toEqual(out.vitals);
  });

  it("DE-COND-12: a stat already at the floor loses no more; a damage tick short of the next 10 lowers nothing", () => {
    const c = activeCondition({
      condition: "asphyxiated",
      appliedAt: 0,
      nextTickAt: 10,
      breath: breath({ damage: 5, statLoss: 0 }),
    });
    const h = hero({ vitals: hpStun(10, 10, 6, 6), stats: { logic: -5 }, conditions: [c] });
    // 5 + 4 = 9: no stat lowered, even Logic below the floor (−4) stays as it is.
    const r = advanceTime(h, 10, scripted([4], 0));
    expect(kinds(r.happenings)).toEqual(["dice", "damage"]);
    expect(r.view.stats.logic).toBe(-5);
    expect(r.view.conditions[0]!.breath).toMatchObject({ damage: 9, statLoss: 0 });
  });

  it("DE-COND-12: the loss stops at the option statMin, and is logged stat by stat", () => {
    const c = activeCondition({
      condition: "asphyxiated",
      appliedAt: 0,
      nextTickAt: 10,
      breath: breath({ damage: 18, statLoss: 1 }),
    });
    const h = hero({ vitals: hpStun(10, 10, 6, 6), stats: { logic: -1, convince: 3 }, conditions: [c] });
    const r = advanceTime(h, 10, scripted([4], 0, { statMin: -1 }));
    expect(r.view.stats).toMatchObject({ logic: -1, convince: 2, charisma: -1, intuition: -1 });
    expect(r.happenings.filter((x) => x.kind === "statLowered")).toEqual([
      { kind: "statLowered", at: 10, stat: "convince", from: 3, to: 2, reason: "asphyxiation" },
      { kind: "statLowered", at: 10, stat: "charisma", from: 0, to: -1, reason: "asphyxiation" },
      { kind: "statLowered", at: 10, stat: "intuition", from: 0, to: -1, reason: "asphyxiation" },
    ]);
    expect(r.view.conditions[0]!.breath).toMatchObject({ damage: 22, statLoss: 2 });
  });

  it("DE-COND-9..12: a setting's own asphyxiation numbers are the ones used", () => {
    const catalog = withSettingConditions([
      {
        id: "drowning",
        name: "Drowning",
        rated: false,
        summary: "x",
        ends: "y",
        effects: [
          {
            kind: "asphyxiation",
            minMinutes: 2,
            checkStat: "strength",
            checkDc: 8,
            dcStep: 3,
            every: 5,
            damageDie: 6,
            statLossPer: 3,
            stats: ["logic"],
          },
        ],
      },
    ]);
    const ctx = { ...scripted([], 0), catalog };
    const start = addCondition(
      hero({ stats: { strength: 1 }, vitals: hpStun(10, 10, 6, 6) }),
      { condition: "drowning" },
      ctx,
    ).view;
    expect(start.conditions[0]!.breath!.holdUntil).toBe(240);
    // 240: check DC 8 (4 + 4 + 1); 245: 6 damage (d6), then check DC 11 (5 + 5 + 1).
    const r = advanceTime(start, 245, { ...scripted([4, 4, 6, 5, 5], 0), catalog });
    expect(checksIn(r.happenings).map((c) => [c.stat, c.dc, c.success])).toEqual([
      ["strength", 8, true],
      ["strength", 11, true],
    ]);
    expect(r.happenings.find((h) => h.kind === "dice")).toMatchObject({ at: 245, faces: [6] });
    expect(r.view.stats.logic).toBe(-2);
    expect(r.view.stats.charisma).toBe(0);
    expect(r.view.conditions[0]).toMatchObject({
      nextTickAt: 250,
      breath: { nextCheckAt: 250, statLoss: 2 },
    });
  });
});

describe("periodic damage (DE-COND-14, 31)", () => {
  it("DE-COND-31: Bleed without a rating throws one die; the roll and the damage are logged", () => {
    const h = hero({
      vitals: hpStun(3, 3, 10, 10),
      conditions: [activeCondition({ condition: "bleed", appliedAt: 0, nextTickAt: 10 })],
    });
    const r = advanceTime(h, 10, scripted([3], 0));
    expect(r.happenings[0]).toEqual({ kind: "dice", at: 10, what: "Bleed damage", faces: [3], total: 3 });
    expect(r.happenings[1]).toMatchObject({
      kind: "damage",
      at: 10,
      source: "bleed",
      amount: 3,
      track: "normal",
    });
    expect(r.view.conditions[0]!.nextTickAt).toBe(20);
  });

  it("DE-COND-14: Burning is fire damage, not resisted by Endurance, but met by EA", () => {
    const burning = [activeCondition({ condition: "burning", appliedAt: 0, rating: 2, nextTickAt: 10 })];
    const tough = hero({ stats: { endurance: 2 }, vitals: hpStun(3, 3, 10, 10), conditions: burning });
    expect(advanceTime(tough, 10, scripted([3, 4], 0)).view.vitals.track).toMatchObject({ stun: 3 });
    const proof = hero({ damageImmunities: ["fire"], vitals: hpStun(3, 3, 10, 10), conditions: burning });
    expect(advanceTime(proof, 10, scripted([3, 4], 0)).view.vitals.track).toMatchObject({ stun: 10 });
    const armoured = hero({
      armour: { name: "Vest", type: "reflex", ea: 3 },
      skills: ["reflexArmour"],
      vitals: hpStun(3, 3, 10, 10),
      conditions: burning,
    });
    expect(advanceTime(armoured, 10, scripted([3, 4], 0)).view.vitals.track).toMatchObject({ stun: 6 });
  });

  it("DE-COND-14: ticks repeat every 10 up to and including the time advanced to", () => {
    const h = hero({
      vitals: hpStun(3, 3, 30, 30),
      conditions: [activeCondition({ condition: "burning", appliedAt: 0, rating: 1, nextTickAt: 10 })],
    });
    const r = advanceTime(h, 30, scripted([1, 2, 3], 0));
    expect(r.happenings.filter((x) => x.kind === "dice").map((x) => x.at)).toEqual([10, 20, 30]);
    expect(r.view.conditions[0]!.nextTickAt).toBe(40);
  });

  it("DE-INIT-7: a setting's periodic initiative damage adds to the initiative returned", () => {
    const catalog = withSettingConditions([
      {
        id: "shaken",
        name: "Shaken",
        rated: true,
        summary: "x",
        ends: "y",
        effects: [
          {
            kind: "periodicDamage",
            every: 5,
            die: 6,
            damageType: "initiative",
            resisted: false,
            unresisted: false,
            track: "normal",
          },
        ],
      },
    ]);
    const h = hero({
      conditions: [activeCondition({ condition: "shaken", appliedAt: 0, rating: 2, nextTickAt: 5 })],
    });
    const r = advanceTime(h, 10, { ...scripted([1, 2, 3, 4], 0), catalog });
    expect(r.initiative).toBe(10);
    expect(r.happenings.filter((x) => x.kind === "dice")).toEqual([
      { kind: "dice", at: 5, what: "Shaken damage", faces: [1, 2], total: 3 },
      { kind: "dice", at: 10, what: "Shaken damage", faces: [3, 4], total: 7 },
    ]);
  });

  it("DE-INIT-7: a tick on a condition that deals no damage just stops ticking", () => {
    const h = hero({ conditions: [activeCondition({ condition: "prone", appliedAt: 0, nextTickAt: 5 })] });
    const r = advanceTime(h, 20, scripted([], 0));
    expect(r.happenings).toEqual([]);
    expect(r.view.conditions).toEqual([activeCondition({ condition: "prone", appliedAt: 0 })]);
  });

  it("DE-INIT-7: a condition that expires when it ticks still ticks once first", () => {
    const h = hero({
      vitals: hpStun(3, 3, 10, 10),
      conditions: [
        activeCondition({ condition: "bleed", appliedAt: 0, rating: 1, nextTickAt: 10, endsAt: 10 }),
      ],
    });
    const r = advanceTime(h, 10, scripted([2], 0));
    expect(kinds(r.happenings)).toEqual(["dice", "damage", "conditionRemoved"]);
    expect(r.happenings[2]).toEqual({
      kind: "conditionRemoved",
      at: 10,
      condition: "bleed",
      reason: "expired",
    });
  });
});

describe("Burning dying down (DE-COND-16, DE-ENV-16)", () => {
  it("DE-COND-16: in a vacuum, a rating brought exactly to 0 ends it after the damage", () => {
    const v = hero({
      vitals: hpStun(3, 3, 30, 30),
      environment: { vacuum: true },
      conditions: [activeCondition({ condition: "burning", appliedAt: 0, rating: 2, nextTickAt: 10 })],
    });
    const r = advanceTime(v, 10, scripted([1, 1], 0));
    expect(kinds(r.happenings)).toEqual(["dice", "damage", "conditionRemoved"]);
    expect(r.happenings[2]).toEqual({
      kind: "conditionRemoved",
      at: 10,
      condition: "burning",
      reason: "ratingZero",
    });
    expect(r.view.conditions).toEqual([]);
  });

  it("DE-COND-16: the drop after a tick is logged with the end the condition keeps", () => {
    const v = hero({
      vitals: hpStun(3, 3, 30, 30),
      environment: { vacuum: true },
      conditions: [
        activeCondition({ condition: "burning", appliedAt: 0, rating: 3, nextTickAt: 10, endsAt: 50 }),
      ],
    });
    const r = advanceTime(v, 10, scripted([1, 1, 1], 0));
    expect(r.happenings[2]).toEqual({
      kind: "conditionChanged",
      at: 10,
      condition: "burning",
      rating: 1,
      endsAt: 50,
    });
  });

  it("DE-ENV-16: under water, every 5 initiative from when it goes under; the drop is logged", () => {
    const h = hero({
      environment: { underwater: true },
      conditions: [
        activeCondition({ condition: "burning", appliedAt: 0, rating: 5, endsAt: 100, nextTickAt: 30 }),
      ],
    });
    const r = advanceTime(h, 25, scripted([], 20));
    expect(r.happenings).toEqual([
      { kind: "conditionChanged", at: 25, condition: "burning", rating: 3, endsAt: 100 },
    ]);
    expect(r.view.conditions[0]).toMatchObject({ rating: 3, nextDecayAt: 30 });
  });

  it("DE-ENV-16: a countdown already running keeps its time", () => {
    const h = hero({
      environment: { underwater: true },
      conditions: [
        activeCondition({ condition: "burning", appliedAt: 0, rating: 5, nextTickAt: 30, nextDecayAt: 22 }),
      ],
    });
    const r = advanceTime(h, 24, scripted([], 20));
    expect(r.happenings.map((x) => x.at)).toEqual([22]);
    expect(r.view.conditions[0]).toMatchObject({ rating: 3, nextDecayAt: 27 });
  });

  it("DE-ENV-16: out of the water the countdown stops; with the per-tick option none starts", () => {
    const dry = hero({
      conditions: [
        activeCondition({ condition: "burning", appliedAt: 0, rating: 5, nextTickAt: 50, nextDecayAt: 22 }),
      ],
    });
    const r = advanceTime(dry, 30, scripted([], 20));
    expect(r.happenings).toEqual([]);
    expect(r.view.conditions[0]).toMatchObject({ rating: 5, nextDecayAt: null });
    const wet = hero({
      environment: { underwater: true },
      conditions: [activeCondition({ condition: "burning", appliedAt: 0, rating: 5, nextTickAt: 50 })],
    });
    const w = advanceTime(wet, 30, scripted([], 20, { burningUnderwaterInterval: 10 }));
    expect(w.happenings).toEqual([]);
    expect(w.view.conditions[0]).toMatchObject({ rating: 5, nextDecayAt: null });
  });

  it("DE-ENV-16: under water, Bleed has no countdown", () => {
    const h = hero({
      environment: { underwater: true },
      conditions: [activeCondition({ condition: "bleed", appliedAt: 0, rating: 2, nextTickAt: 50 })],
    });
    const r = advanceTime(h, 30, scripted([], 20));
    expect(r.view.conditions).toEqual(h.conditions);
  });

  it("DE-ENV-16: a countdown on a condition with no relief moves on and changes nothing", () => {
    const h = hero({
      conditions: [
        activeCondition({ condition: "bleed", appliedAt: 0, rating: 2, nextTickAt: 50, nextDecayAt: 5 }),
      ],
    });
    const r = advanceTime(h, 7, scripted([], 0));
    expect(r.happenings).toEqual([]);
    expect(r.view.conditions[0]).toMatchObject({ rating: 2, nextDecayAt: 10 });
  });

  it("DE-COND-16: relief per tick only in the environments the condition names", () => {
    const catalog = withSettingConditions([
      {
        id: "smouldering",
        name: "Smouldering",
        rated: true,
        summary: "x",
        ends: "y",
        effects: [
          {
            kind: "periodicDamage",
            every: 10,
            die: 4,
            damageType: "fire",
            resisted: false,
            unresisted: false,
            track: "normal",
          },
          { kind: "environmentRelief", environments: ["vacuum"], by: 1 },
        ],
      },
    ]);
    const h = hero({
      vitals: hpStun(3, 3, 30, 30),
      environment: { underwater: true },
      conditions: [activeCondition({ condition: "smouldering", appliedAt: 0, rating: 2, nextTickAt: 10 })],
    });
    const r = advanceTime(h, 10, { ...scripted([1, 1], 0, { burningUnderwaterInterval: 10 }), catalog });
    expect(r.view.conditions[0]!.rating).toBe(2);
  });
});

describe("the order of things due", () => {
  it("DE-INIT-7: things due at different times happen in time order, whatever the list's order", () => {
    const h = hero({
      conditions: [
        activeCondition({ condition: "blinded", appliedAt: 0, endsAt: 20 }),
        activeCondition({ condition: "prone", appliedAt: 0, endsAt: 10 }),
        activeCondition({ condition: "deafened", appliedAt: 0, endsAt: 15 }),
      ],
    });
    const r = advanceTime(h, 20, scripted([], 0));
    expect(r.happenings.map((x) => (x.kind === "conditionRemoved" ? [x.condition, x.at] : x.kind))).toEqual([
      ["prone", 10],
      ["deafened", 15],
      ["blinded", 20],
    ]);
  });

  it("DE-INIT-7: nothing after the time advanced to happens", () => {
    const h = hero({ conditions: [activeCondition({ condition: "prone", appliedAt: 0, endsAt: 21 })] });
    expect(advanceTime(h, 20, scripted([], 0)).view.conditions).toHaveLength(1);
  });

  it("DE-DEATH-2: a dying character's periodic death checks come due on the timeline", () => {
    const h = hero({ vitals: dying() });
    const r = advanceTime(h, 20, scripted([6, 6, 6, 6], 0));
    expect(checksIn(r.happenings).map((c) => c.purpose)).toEqual(["deathCheck", "deathCheck"]);
    expect(r.happenings.filter((x) => x.kind === "deathTally").map((x) => x.at)).toEqual([10, 20]);
    expect(r.view.vitals.death).toMatchObject({ successes: 2, nextCheckAt: 30 });
  });

  it("DE-DEATH-3: once dead, nothing more happens to the character", () => {
    const h = hero({
      vitals: dying({ failures: 2 }),
      conditions: [activeCondition({ condition: "bleed", appliedAt: 0, rating: 1, nextTickAt: 15 })],
    });
    const ctx = scripted([2, 3], 0);
    const r = advanceTime(h, 40, ctx);
    expect(r.view.vitals.dead).toBe(true);
    expect(kinds(r.happenings)).toEqual(["check", "deathTally", "died"]);
    expect(ctx.remaining()).toBe(0);
    expect(r.view.conditions[0]!.nextTickAt).toBe(15);
  });

  it("DE-HEALTH-9: an unconsciousness with an end wakes on the timeline, after what expires then", () => {
    const h = hero({
      vitals: { ...hpStun(3, 3, 0, 6), unconscious: { cause: "stun", since: 0, until: 15 } },
      conditions: [activeCondition({ condition: "prone", appliedAt: 0, endsAt: 15 })],
    });
    const r = advanceTime(h, 20, scripted([], 0));
    expect(r.happenings).toEqual([
      { kind: "conditionRemoved", at: 15, condition: "prone", reason: "expired" },
      { kind: "woke", at: 15, cause: "stun" },
    ]);
    expect(r.view.vitals.unconscious).toBeNull();
    // No end: it does not come due.
    const open = hero({
      vitals: { ...hpStun(3, 3, 0, 6), unconscious: { cause: "stun", since: 0, until: null } },
    });
    expect(advanceTime(open, 1000, scripted([], 0)).view.vitals.unconscious).toMatchObject({ until: null });
  });

  it("DE-DEATH-2: no death check for someone not dying, whatever is left in the schedule", () => {
    const stale = hero({ vitals: { ...hpStun(2, 3, 6, 6), death: { nextCheckAt: 10 } } });
    expect(advanceTime(stale, 20, scripted([], 0)).happenings).toEqual([]);
    const unscheduled = hero({ vitals: dying({ nextCheckAt: null }) });
    expect(advanceTime(unscheduled, 20, scripted([], 0)).happenings).toEqual([]);
  });

  it("DE-COND-9: an Asphyxiated carried without breath data has nothing due but its end", () => {
    const h = hero({ conditions: [activeCondition({ condition: "asphyxiated", appliedAt: 0, endsAt: 30 })] });
    const r = advanceTime(h, 20, scripted([], 0));
    expect(r.happenings).toEqual([]);
    expect(r.view.conditions).toEqual(h.conditions);
  });

  it("DE-INIT-7: a schedule that fails to move on (never a rule) stops instead of running forever", () => {
    // A countdown whose interval is 0 (an option no schema allows) would come due again at once.
    const h = hero({
      conditions: [activeCondition({ condition: "bleed", appliedAt: 0, rating: 1, nextDecayAt: 5 })],
    });
    const ctx = scripted([], 0, { burningUnderwaterInterval: 0 as 5 });
    const r = advanceTime(h, 10, ctx);
    expect(r.happenings).toEqual([]);
    expect(r.view.conditions[0]!.nextDecayAt).toBe(5);
  });

  it("DE-COND-11, 14: each periodic die is thrown under the name of what it is for", () => {
    const inner = scripted([2, 3], 0);
    const thrown: string[] = [];
    const dice: DiceSource = {
      roll(faces, name) {
        thrown.push(name);
        return inner.dice.roll(faces, name);
      },
    };
    const h = hero({
      vitals: hpStun(10, 10, 30, 30),
      conditions: [
        activeCondition({ condition: "burning", appliedAt: 0, rating: 1, nextTickAt: 10 }),
        activeCondition({ condition: "asphyxiated", appliedAt: 0, nextTickAt: 10, breath: breath({}) }),
      ],
    });
    advanceTime(h, 10, { ...inner, dice });
    expect(thrown).toEqual(["d4 (Burning damage)", "d4 (asphyxiation damage)"]);
  });
});
