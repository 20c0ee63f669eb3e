import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { CORE_PERKS, PERK_CATEGORIES } from "../catalogue/perks.js";
import { buildCheck, resolveCharacterCheck, rollCharacterCheck } from "./check-effects.js";
import { chooseRace, newCharacter } from "./create.js";
import { buy, buyAll, quote } from "./purchase.js";
import { build, ok, opts, refused } from "./testing/helpers.js";

const o = opts();
const fresh = () => newCharacter("Tess", o);
const perk = (p: string) => ({ kind: "perk" as const, perk: p });

describe("general perk rules (§7.1)", () => {
  it("DE-PERK-1: an SP perk is creation-only (Slow after creation refused); an XP perk costs the same SP at creation", () => {
    const e = refused(buy(build({ xp: 500, stats: { agility: 1 } }), perk("slow"), o), "creation_only");
    expect(e.message).toContain("during character creation");
    const c = ok(buy(fresh(), perk("quickStep"), o));
    expect(c.sp).toBe(900);
    expect(c.perks.quickStep).toEqual({ rank: 1, source: "sp" });
    const later = ok(buy(build({ xp: 100 }), perk("quickStep"), o));
    expect([later.xp, later.perks.quickStep?.source]).toEqual([0, "xp"]);
  });

  it("DE-PERK-2: a negative perk gives its points when taken (Slow: +75 SP)", () => {
    const c = ok(buyAll(fresh(), [{ kind: "stat", stat: "agility", to: 1 }, perk("slow")], o));
    expect(c.sp).toBe(1000 - 10 + 75);
  });

  it("DE-PERK-3: a perk is taken once unless repeatable; Martial Stance costs 50, 100, 200 and a 4th is refused", () => {
    let c = build({ xp: 1000, perks: { martialArts: 1 } });
    const costs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const before = c.xp;
      c = ok(buy(c, perk("martialStance"), o));
      costs.push(before - c.xp);
    }
    expect(costs).toEqual([50, 100, 200]);
    refused(buy(c, perk("martialStance"), o), "max_rank");
    refused(
      buy(ok(buy(build({ xp: 500 }), perk("naturalSwimmer"), o)), perk("naturalSwimmer"), o),
      "already_owned",
    );
  });

  it("DE-PERK-4: stat, skill, perk-rank, trait and exclusion prerequisites are all enforced", () => {
    const rich = { xp: 5000 };
    refused(buy(build(rich), perk("takedownSpecialist"), o), "prerequisite");
    expect(
      ok(buy(build({ ...rich, stats: { agility: 2, dexterity: 2 } }), perk("takedownSpecialist"), o)),
    ).toBeDefined();
    refused(buy(build(rich), perk("secondBlade"), o), "prerequisite");
    const e = refused(
      buy(build({ ...rich, perks: { quickStep: 1 } }), perk("momentumMaster"), o),
      "prerequisite",
    );
    expect(e.message).toBe("Momentum Master needs Quick Step II (you have rank 1)");
    ok(buy(build({ ...rich, perks: { quickStep: 2 } }), perk("momentumMaster"), o));
    refused(
      buy(build({ ...rich, perks: { martialArts: 1 } }), perk("meditativeRecovery"), o),
      "prerequisite",
    );
    ok(buy(build({ ...rich, perks: { martialArts: 2 } }), perk("meditativeRecovery"), o));
    refused(buy(build({ ...rich, race: "automaton" }), perk("perceptiveVision"), o), "prerequisite");
    refused(
      buy(build({ ...rich, stats: { agility: 1 }, perks: { slow: 1 } }), perk("quickStep"), o),
      "excluded",
    );
  });

  it("DE-PERK-5: a negative perk can be bought off for twice its price (Slow 150 XP, Lightweight 100 XP)", () => {
    const slow = build({
      xp: 200,
      stats: { agility: 1 },
      extra: { perks: { slow: { rank: 1, source: "sp" } } },
    });
    const q = quote(slow, { kind: "buyOff", perk: "slow" }, o);
    expect(q.ok && q.quote.cost).toBe(150);
    const off = ok(buy(slow, { kind: "buyOff", perk: "slow" }, o));
    expect([off.xp, off.perks.slow]).toEqual([50, undefined]);
    const light = build({ xp: 100, extra: { perks: { lightweight: { rank: 1, source: "sp" } } } });
    expect(ok(buy(light, { kind: "buyOff", perk: "Lightweight" }, o)).xp).toBe(0);
    refused(
      buy(build({ xp: 500, perks: { quickStep: 1 } }), { kind: "buyOff", perk: "quickStep" }, o),
      "not_negative",
    );
    refused(buy(build({ xp: 500 }), { kind: "buyOff", perk: "slow" }, o), "not_owned");
    const draft = ok(buyAll(fresh(), [{ kind: "stat", stat: "agility", to: 1 }, perk("slow")], o));
    refused(buy(draft, { kind: "buyOff", perk: "slow" }, o), "after_creation_only");
  });

  it("DE-PERK-6: Half-Blind, Half-Deaf, Blind and Deaf are permanent and cannot be bought off", () => {
    expect(CORE_PERKS.filter((p) => p.permanent).map((p) => p.name)).toEqual([
      "Half-Blind",
      "Half-Deaf",
      "Blind",
      "Deaf",
    ]);
    const c = build({ xp: 1000, extra: { perks: { halfBlind: { rank: 1, source: "sp" } } } });
    const e = refused(buy(c, { kind: "buyOff", perk: "halfBlind" }, o), "permanent");
    expect(e.message).toContain("permanent");
  });

  it("DE-PERK-7: 'Not X' excludes both ways (Hauler, then Lightweight at creation → refused)", () => {
    const hauler = ok(buyAll(fresh(), [{ kind: "stat", stat: "endurance", to: 2 }, perk("hauler")], o));
    const e = refused(buy(hauler, perk("lightweight"), o), "excluded");
    expect(e.message).toBe("Lightweight cannot be taken with Hauler, which rules it out");
    const light = ok(buyAll(fresh(), [{ kind: "stat", stat: "endurance", to: 2 }, perk("lightweight")], o));
    refused(buy(light, perk("hauler"), o), "excluded");
  });

  it("DE-PERK-8: prerequisites name skills, any melee skill, senses and body traits by catalogue id", () => {
    refused(buy(build({ xp: 500 }), perk("slicer"), o), "prerequisite");
    ok(buy(build({ xp: 500, skills: ["scytheFighting"] }), perk("slicer"), o));
    refused(buy(build({ xp: 500 }), perk("vibrationAwareness"), o), "prerequisite");
    ok(buy(build({ xp: 500, race: "automaton" }), perk("vibrationAwareness"), o));
    refused(buy(build({ xp: 500, skills: ["medic"] }), perk("techMedic"), o), "prerequisite");
    ok(buy(build({ xp: 500, skills: ["medic", "mechanic"] }), perk("techMedic"), o));
  });

  it("DE-PERK-9: Power Walk costs 0 SP at creation and 25 XP afterwards", () => {
    expect(ok(buy(fresh(), perk("powerWalk"), o)).sp).toBe(1000);
    expect(ok(buy(fresh(), perk("powerWalk"), opts({ powerWalkCreationCost: 25 }))).sp).toBe(975);
    expect(ok(buy(build({ xp: 30 }), perk("powerWalk"), o)).xp).toBe(5);
  });

  it("DE-PERK-10: categories are groupings only: no rule reads them", () => {
    expect(Object.values(PERK_CATEGORIES)).toHaveLength(9);
    const moved = { ...o, setting: { ...o.setting } };
    // The same perk with another category behaves the same.
    const recat = opts({
      setting: {
        perkCategories: { misc: "Misc" },
        perks: [{ ...CORE_PERKS.find((p) => p.id === "quickStep")!, id: "quickStep2x", category: "misc" }],
      },
    });
    const a = ok(buy(build({ xp: 100 }), perk("quickStep"), moved));
    const b = ok(buy(build({ xp: 100 }), perk("quickStep2x"), recat));
    expect(a.xp).toBe(b.xp);
  });
});

describe("perception perks (§7.2)", () => {
  const sight = { stat: "intuition" as const, purpose: "perception" as const, sense: "sight" as const };

  it("DE-PERK-11: Perceptive Vision gives a level of advantage on sight-based perception", () => {
    const c = build({ perks: { perceptiveVision: 1 } });
    const b = buildCheck(c, sight, o);
    expect(b.ok && b.build.request.advantage).toBe(1);
    const hearing = buildCheck(c, { ...sight, sense: "hearing" }, o);
    expect(hearing.ok && hearing.build.request.advantage).toBe(0);
  });

  it("DE-PERK-12: Perceptive Hearing gives advantage on hearing-based perception", () => {
    const b = buildCheck(build({ perks: { perceptiveHearing: 1 } }), { ...sight, sense: "hearing" }, o);
    expect(b.ok && b.build.request.advantage).toBe(1);
  });

  it("DE-PERK-13: Perceptive Taste gives advantage on taste-based perception", () => {
    const b = buildCheck(build({ perks: { perceptiveTaste: 1 } }), { ...sight, sense: "taste" }, o);
    expect(b.ok && b.build.request.advantage).toBe(1);
  });

  it("DE-PERK-14: Perceptive Touch gives advantage on touch-based perception", () => {
    const b = buildCheck(build({ perks: { perceptiveTouch: 1 } }), { ...sight, sense: "touch" }, o);
    expect(b.ok && b.build.request.advantage).toBe(1);
  });

  it("DE-PERK-15: Perceptive Smell gives advantage on smell; with Perceptive Vision and dim light, net 0 (2 dice)", () => {
    const b = buildCheck(build({ perks: { perceptiveSmell: 1 } }), { ...sight, sense: "smell" }, o);
    expect(b.ok && b.build.request.advantage).toBe(1);
    const dim = resolveCharacterCheck(
      build({ perks: { perceptiveVision: 1 } }),
      { ...sight, disadvantage: 1 },
      o,
      [4, 7],
    );
    expect(dim.ok && dim.check.result?.dice).toHaveLength(2);
    expect(dim.ok && dim.check.result?.net).toBe(0);
  });

  it("DE-PERK-16: Vibration Awareness is a 5-initiative action the check layer does not apply on its own", () => {
    const va = CORE_PERKS.find((p) => p.id === "vibrationAwareness")!;
    expect(va.effects).toEqual([{ kind: "vibrationAwareness", initiative: 5, bonus: 5, duration: 10 }]);
  });

  it("DE-PERK-17: Vibration Awareness can be taken three times (50, 100, 150 XP)", () => {
    let c = build({ xp: 300, race: "automaton" });
    for (let i = 0; i < 3; i++) c = ok(buy(c, perk("vibrationAwareness"), o));
    expect([c.xp, c.perks.vibrationAwareness?.rank]).toEqual([0, 3]);
  });
});

describe("the race and perks", () => {
  it("DE-PERK-55: a born-blind race has Blind and still gets its 150 SP", () => {
    const c = ok(chooseRace(fresh(), "mole", o));
    expect(c.perks.blind).toEqual({ rank: 1, source: "race" });
    expect(c.sp).toBe(1150);
    // Changing race takes it back.
    const back = ok(chooseRace(c, "human", o));
    expect([back.sp, back.perks.blind]).toEqual([1000, undefined]);
  });

  it("DE-PERK-56: a born-deaf race gets no SP for Deaf unless racialDisabilitySPForAll", () => {
    expect(ok(chooseRace(fresh(), "deep", o)).sp).toBe(1000);
    expect(ok(chooseRace(fresh(), "deep", opts({ racialDisabilitySPForAll: true }))).sp).toBe(1150);
    const born = build({ race: "deep", xp: 500, extra: { perks: { deaf: { rank: 1, source: "race" } } } });
    refused(buy(born, { kind: "buyOff", perk: "deaf" }, o), "innate");
  });

  it("DE-PERK-55: Blind fails sight perception without a roll; Deaf fails hearing", () => {
    const blind = build({ perks: { blind: 1 } });
    const r = rollCharacterCheck(
      blind,
      { stat: "intuition", purpose: "perception", sense: "sight", target: 5 },
      o,
      facesSource([]),
    );
    expect(r.ok && [r.check.success, r.check.result]).toEqual([false, null]);
    const deaf = buildCheck(
      build({ perks: { deaf: 1 } }),
      { stat: "intuition", purpose: "perception", sense: "hearing" },
      o,
    );
    expect(deaf.ok && deaf.build.autoFail).toBe(true);
  });
});
