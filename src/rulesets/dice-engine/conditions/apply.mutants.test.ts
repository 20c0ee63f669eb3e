// Gaining and losing conditions, field by field: what merging keeps, what each refusal and change
// records, what a fresh condition schedules, and what goes with a removed one.
import { describe, expect, it } from "vitest";
import { hero, hpStun, scripted } from "../damage/testing/fixtures.js";
import type { Happening } from "../health/log.js";
import {
  addCondition,
  applyConditions,
  mergeApplications,
  ratingAfterCheck,
  removeCondition,
  resolveApplication,
} from "./apply.js";
import { withSettingConditions } from "./catalog.js";
import { activeCondition } from "./state.js";

const kinds = (h: Happening[]) => h.map((x) => x.kind);

describe("merging applications (DE-DMG-17)", () => {
  it("DE-COND-5: a single application passes through as it is", () => {
    const only = { condition: "bleed", rating: 2, duration: 7, source: "knife" };
    const [out] = mergeApplications([only]);
    expect(out).toBe(only);
  });

  it("DE-COND-5: only given ratings, durations and checks merge; the DC counts every application", () => {
    expect(
      mergeApplications([
        { condition: "burning", rating: 2, source: "torch" },
        { condition: "burning", duration: 4, check: { stat: "agility", dc: 11 }, source: "oil" },
        { condition: "burning", rating: 1, check: { stat: "endurance", dc: 14 }, source: "torch" },
      ]),
    ).toEqual([
      {
        condition: "burning",
        rating: 3,
        duration: 4,
        check: { stat: "agility", dc: 16 },
        source: "torch, oil",
      },
    ]);
  });

  it("DE-COND-5: applications with nothing but their id merge into the bare id", () => {
    expect(mergeApplications([{ condition: "prone" }, { condition: "prone" }])).toEqual([
      { condition: "prone" },
    ]);
  });

  it("DE-COND-5: different conditions keep the order they first appeared in", () => {
    expect(
      mergeApplications([
        { condition: "prone" },
        { condition: "bleed", rating: 1 },
        { condition: "prone", source: "shove" },
      ]),
    ).toEqual([
      { condition: "prone", source: "shove" },
      { condition: "bleed", rating: 1 },
    ]);
  });
});

describe("the check against gaining a condition", () => {
  it("DE-COND-6: a failed check leaves the rating; a pass takes its degrees off, never below 0", () => {
    expect(ratingAfterCheck(3, { success: false, dos: 2 })).toBe(3);
    expect(ratingAfterCheck(3, { success: true, dos: 5 })).toBe(0);
    expect(ratingAfterCheck(3, { success: true, dos: 3 })).toBe(0);
  });

  it("DE-COND-6: the check is a resistCondition check of the given stat and DC, logged before the change", () => {
    const r = resolveApplication(
      hero({ stats: { agility: 2 } }),
      { condition: "bleed", rating: 3, check: { stat: "agility", dc: 13 }, source: "knife" },
      scripted([6, 6], 4),
    );
    // 6 + 6 + 2 = 14 against 13: 2 degrees, so Bleed:[1] gets through.
    expect(kinds(r.happenings)).toEqual(["check", "conditionAdded"]);
    const c = r.happenings[0]!;
    expect(c.kind === "check" && c.at).toBe(4);
    expect(c.kind === "check" && c.check).toMatchObject({
      purpose: "resistCondition",
      stat: "agility",
      dc: 13,
      condition: "bleed",
      success: true,
      dos: 2,
    });
    expect(r.view.conditions).toEqual([
      activeCondition({
        condition: "bleed",
        appliedAt: 4,
        rating: 1,
        source: "knife",
        nextTickAt: 14,
      }),
    ]);
  });

  it("DE-COND-6: a check passed with too few degrees to clear the rating is no resistance", () => {
    const r = resolveApplication(
      hero(),
      { condition: "burning", rating: 3, check: { stat: "endurance", dc: 13 } },
      scripted([7, 6]),
    );
    expect(r.view.conditions).toMatchObject([{ condition: "burning", rating: 2 }]);
    expect(r.happenings.some((h) => h.kind === "conditionResisted")).toBe(false);
  });

  it("DE-COND-6: resisted by the check: the log says so, with the time", () => {
    const r = resolveApplication(
      hero(),
      { condition: "poisoned", check: { stat: "endurance", dc: 12 } },
      scripted([6, 6], 9),
    );
    expect(r.initiative).toBe(0);
    expect(r.happenings[1]).toEqual({
      kind: "conditionResisted",
      at: 9,
      condition: "poisoned",
      reason: "check",
    });
  });

  it("DE-COND-6: an unrated condition that fails its check gets through with no rating", () => {
    const r = resolveApplication(
      hero(),
      { condition: "poisoned", check: { stat: "endurance", dc: 12 } },
      scripted([5, 6], 2),
    );
    expect(kinds(r.happenings)).toEqual(["check", "conditionAdded"]);
    expect(r.view.conditions).toEqual([activeCondition({ condition: "poisoned", appliedAt: 2 })]);
  });

  it("DE-COND-6: a rated condition applied without a rating is rating 1; an unrated one ignores a rating", () => {
    expect(resolveApplication(hero(), { condition: "bleed" }, scripted([])).view.conditions[0]!.rating).toBe(
      1,
    );
    expect(
      resolveApplication(hero(), { condition: "prone", rating: 3 }, scripted([])).view.conditions[0]!.rating,
    ).toBeNull();
  });

  it("DE-HEALTH-10: the dead gain nothing and roll nothing", () => {
    const dead = hero({ vitals: { ...hpStun(0, 3, 0, 6), dead: true } });
    const ctx = scripted([], 7);
    const r = resolveApplication(
      dead,
      { condition: "bleed", rating: 2, check: { stat: "endurance", dc: 13 } },
      ctx,
    );
    expect(r).toEqual({
      view: dead,
      initiative: 0,
      happenings: [{ kind: "conditionResisted", at: 7, condition: "bleed", reason: "dead" }],
    });
  });

  it("DE-COND-2: an immune character's resistance is logged at the current time, with no initiative", () => {
    const r = resolveApplication(hero({ immunities: ["prone"] }), { condition: "prone" }, scripted([], 3));
    expect(r.initiative).toBe(0);
    expect(r.happenings).toEqual([
      { kind: "conditionResisted", at: 3, condition: "prone", reason: "immune" },
    ]);
  });

  it("DE-COND-28: ElectroShock gained through a failed check still burns 5", () => {
    const r = resolveApplication(
      hero(),
      { condition: "electroShock", check: { stat: "endurance", dc: 15 } },
      scripted([3, 4], 6),
    );
    expect(r.initiative).toBe(5);
    expect(kinds(r.happenings)).toEqual(["check", "conditionAdded", "initiative"]);
  });
});

describe("adding a condition", () => {
  it("DE-COND-7: re-applying logs the change with the new rating and end", () => {
    const bleeding = hero({
      conditions: [
        activeCondition({ condition: "bleed", appliedAt: 0, rating: 2, endsAt: 30, nextTickAt: 10 }),
      ],
    });
    const g = addCondition(bleeding, { condition: "bleed", rating: 3, duration: 40 }, scripted([], 5));
    expect(g.initiative).toBe(0);
    expect(g.happenings).toEqual([
      { kind: "conditionChanged", at: 5, condition: "bleed", rating: 5, endsAt: 45 },
    ]);
    // The rest of the condition is kept (its schedule, when it began).
    expect(g.view.conditions).toEqual([
      activeCondition({ condition: "bleed", appliedAt: 0, rating: 5, endsAt: 45, nextTickAt: 10 }),
    ]);
  });

  it("DE-COND-7: a new duration on a condition with none gives none; an unrated one keeps no rating", () => {
    const blind = hero({ conditions: [activeCondition({ condition: "blinded", appliedAt: 0, endsAt: 30 })] });
    const g = addCondition(blind, { condition: "blinded" }, scripted([], 5));
    expect(g.view.conditions[0]).toMatchObject({ rating: null, endsAt: null });
    expect(g.happenings).toEqual([
      { kind: "conditionChanged", at: 5, condition: "blinded", rating: null, endsAt: null },
    ]);
  });

  it("DE-COND-7: a rated condition carried without a rating counts as 0 before the new one is added", () => {
    const odd = hero({ conditions: [activeCondition({ condition: "burning", appliedAt: 0 })] });
    expect(
      addCondition(odd, { condition: "burning", rating: 2 }, scripted([])).view.conditions[0]!.rating,
    ).toBe(2);
  });

  it("DE-COND-7: re-applying changes only that condition", () => {
    const both = hero({
      conditions: [
        activeCondition({ condition: "prone", appliedAt: 0 }),
        activeCondition({ condition: "bleed", appliedAt: 0, rating: 1 }),
      ],
    });
    const g = addCondition(both, { condition: "bleed", rating: 1 }, scripted([]));
    expect(g.view.conditions).toEqual([
      activeCondition({ condition: "prone", appliedAt: 0 }),
      activeCondition({ condition: "bleed", appliedAt: 0, rating: 2 }),
    ]);
  });

  it("DE-COND-8: an expired copy is replaced by a fresh one, not added to", () => {
    const old = hero({
      conditions: [
        activeCondition({ condition: "blinded", appliedAt: 0, endsAt: 10 }),
        activeCondition({ condition: "prone", appliedAt: 0 }),
      ],
    });
    const g = addCondition(old, { condition: "blinded", duration: 5, source: "flash" }, scripted([], 10));
    expect(g.view.conditions).toEqual([
      activeCondition({ condition: "prone", appliedAt: 0 }),
      activeCondition({ condition: "blinded", appliedAt: 10, endsAt: 15, source: "flash" }),
    ]);
    expect(g.happenings).toEqual([{ kind: "conditionAdded", at: 10, condition: g.view.conditions[1] }]);
  });

  it("DE-INIT-7: a periodic condition first fires one period after it starts, or at once", () => {
    expect(addCondition(hero(), { condition: "bleed" }, scripted([], 3)).view.conditions[0]!.nextTickAt).toBe(
      13,
    );
    expect(
      addCondition(hero(), { condition: "bleed" }, scripted([], 3, { tickFirstAt: "immediate" })).view
        .conditions[0]!.nextTickAt,
    ).toBe(3);
    expect(
      addCondition(hero(), { condition: "prone" }, scripted([], 3)).view.conditions[0]!.nextTickAt,
    ).toBeNull();
  });

  it("DE-ENV-16: Burning gained under water counts down 5 initiative from now; otherwise no countdown", () => {
    const wet = hero({ environment: { underwater: true } });
    expect(addCondition(wet, { condition: "burning" }, scripted([], 7)).view.conditions[0]!.nextDecayAt).toBe(
      12,
    );
    expect(
      addCondition(wet, { condition: "burning" }, scripted([], 7, { burningUnderwaterInterval: 10 })).view
        .conditions[0]!.nextDecayAt,
    ).toBeNull();
    expect(
      addCondition(hero({ environment: { vacuum: true } }), { condition: "burning" }, scripted([], 7)).view
        .conditions[0]!.nextDecayAt,
    ).toBeNull();
    expect(
      addCondition(wet, { condition: "bleed" }, scripted([], 7)).view.conditions[0]!.nextDecayAt,
    ).toBeNull();
  });

  it("DE-ENV-16: a bearer that says nothing of its surroundings is not under water", () => {
    const { conditions, stats, vitals } = hero();
    const g = addCondition({ conditions, stats, vitals }, { condition: "burning" }, scripted([], 7));
    expect(g.view.conditions[0]!.nextDecayAt).toBeNull();
  });

  it("DE-COND-9: the breath is held max(1, Endurance) minutes, every count empty", () => {
    const g = addCondition(hero({ stats: { endurance: 0 } }), { condition: "asphyxiated" }, scripted([], 5));
    expect(g.view.conditions[0]!.breath).toEqual({
      holdUntil: 125,
      stoppedAt: null,
      nextCheckAt: null,
      checks: 0,
      damage: 0,
      statLoss: 0,
    });
    expect(addCondition(hero(), { condition: "prone" }, scripted([])).view.conditions[0]!.breath).toBeNull();
  });

  it("DE-COND-28: the burn on gaining ElectroShock is logged with its reason", () => {
    const g = addCondition(hero(), { condition: "electroShock" }, scripted([], 2));
    expect(g.initiative).toBe(5);
    expect(g.happenings[1]).toEqual({
      kind: "initiative",
      at: 2,
      amount: 5,
      reason: "ElectroShock: burned on gaining it",
    });
    expect(addCondition(hero(), { condition: "prone" }, scripted([])).happenings).toHaveLength(1);
  });

  it("DE-COND-28: a setting condition with two burns on gaining burns both", () => {
    const catalog = withSettingConditions([
      {
        id: "jolted",
        name: "Jolted",
        rated: false,
        summary: "x",
        ends: "y",
        effects: [
          { kind: "burnOnGain", initiative: 2 },
          { kind: "burnOnGain", initiative: 3 },
        ],
      },
    ]);
    const g = addCondition(hero(), { condition: "jolted" }, { ...scripted([]), catalog });
    expect(g.initiative).toBe(5);
  });
});

describe("several applications at once", () => {
  it("DE-DMG-17: each merged application is resolved in turn; initiative and the log add up", () => {
    const r = applyConditions(
      hero(),
      [
        { condition: "electroShock", source: "taser" },
        { condition: "prone", check: { stat: "agility", dc: 12 } },
        { condition: "electroShock", source: "arc" },
      ],
      scripted([2, 3], 1),
    );
    expect(r.initiative).toBe(5);
    expect(kinds(r.happenings)).toEqual(["conditionAdded", "initiative", "check", "conditionAdded"]);
    expect(r.view.conditions.map((c) => [c.condition, c.source])).toEqual([
      ["electroShock", "taser, arc"],
      ["prone", null],
    ]);
  });
});

describe("removing a condition", () => {
  it("a condition the character does not carry: nothing changes", () => {
    const h = hero({ conditions: [activeCondition({ condition: "prone", appliedAt: 0 })] });
    const r = removeCondition(h, "bleed", 5, "removed");
    expect(r.view).toBe(h);
    expect(r.happenings).toEqual([]);
  });

  it("DE-COND-29: what a condition caused goes with it, each logged as removed", () => {
    const h = hero({
      conditions: [
        activeCondition({ condition: "electroShock", appliedAt: 0 }),
        activeCondition({ condition: "paralysed", appliedAt: 3, endsAt: 8, source: "electroShock" }),
        activeCondition({ condition: "prone", appliedAt: 0, source: "shove" }),
      ],
    });
    const r = removeCondition(h, "electroShock", 5, "passedCheck");
    expect(r.view.conditions).toEqual([
      activeCondition({ condition: "prone", appliedAt: 0, source: "shove" }),
    ]);
    expect(r.happenings).toEqual([
      { kind: "conditionRemoved", at: 5, condition: "electroShock", reason: "passedCheck" },
      { kind: "conditionRemoved", at: 5, condition: "paralysed", reason: "removed" },
    ]);
    expect(r.view.vitals).toBe(h.vitals);
  });

  it("DE-COND-29: a condition recorded as its own cause is removed once, not again as its dependant", () => {
    const h = hero({ conditions: [activeCondition({ condition: "prone", appliedAt: 0, source: "prone" })] });
    expect(removeCondition(h, "prone", 3, "removed").happenings).toEqual([
      { kind: "conditionRemoved", at: 3, condition: "prone", reason: "removed" },
    ]);
  });

  it("DE-COND-10: able to breathe again, an asphyxiation blackout ends; another blackout does not", () => {
    const blackedOut = hero({
      vitals: { ...hpStun(3, 3, 6, 6), unconscious: { cause: "asphyxiation", since: 0, until: null } },
      conditions: [activeCondition({ condition: "asphyxiated", appliedAt: 0 })],
    });
    const r = removeCondition(blackedOut, "asphyxiated", 20, "removed");
    expect(r.view.vitals.unconscious).toBeNull();
    expect(r.happenings).toEqual([
      { kind: "conditionRemoved", at: 20, condition: "asphyxiated", reason: "removed" },
      { kind: "woke", at: 20, cause: "asphyxiation" },
    ]);
    // A setting's own asphyxiating condition (it carries a breath) ends its blackout the same way.
    const drowned = hero({
      vitals: { ...hpStun(3, 3, 6, 6), unconscious: { cause: "asphyxiation", since: 0, until: null } },
      conditions: [
        activeCondition({
          condition: "drowning",
          appliedAt: 0,
          breath: { holdUntil: 0, stoppedAt: null, nextCheckAt: null, checks: 0, damage: 0, statLoss: 0 },
        }),
      ],
    });
    expect(kinds(removeCondition(drowned, "drowning", 20, "removed").happenings)).toEqual([
      "conditionRemoved",
      "woke",
    ]);
    const knockedOut = hero({
      vitals: { ...hpStun(3, 3, 0, 6), unconscious: { cause: "stun", since: 0, until: null } },
      conditions: [activeCondition({ condition: "asphyxiated", appliedAt: 0 })],
    });
    const k = removeCondition(knockedOut, "asphyxiated", 20, "removed");
    expect(k.view.vitals.unconscious).toMatchObject({ cause: "stun" });
    expect(kinds(k.happenings)).toEqual(["conditionRemoved"]);
    // Another condition's removal wakes nobody.
    const both = hero({
      vitals: { ...hpStun(3, 3, 6, 6), unconscious: { cause: "asphyxiation", since: 0, until: null } },
      conditions: [
        activeCondition({ condition: "asphyxiated", appliedAt: 0 }),
        activeCondition({ condition: "prone", appliedAt: 0 }),
      ],
    });
    expect(removeCondition(both, "prone", 20, "removed").view.vitals.unconscious).not.toBeNull();
  });
});
