// The character's small lookups pinned whole: the race an unknown id falls back to, perk ranks, the
// prerequisite view, the held effects with their perk and rank, and the Martial Value by level
// (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { catalogueFor } from "../catalogue/setting.js";
import { heldEffects, martialValue, perkRank, prereqSubject, raceOf } from "./subject.js";
import { build, opts } from "./testing/helpers.js";

const o = opts({ racelessBaseStun: 3, racelessBaseSpeed: 5 });
const cat = catalogueFor(o);

describe("the race", () => {
  it("the table's race by id, the table's raceless with its options; an unknown id: raceless at Stun 0, no speed", () => {
    expect(raceOf({ race: "human" }, cat)).toMatchObject({
      id: "human",
      name: "Human",
      baseStun: 6,
      baseSpeed: 5,
    });
    expect(raceOf({ race: "raceless" }, cat)).toMatchObject({ id: "raceless", baseStun: 3, baseSpeed: 5 });
    expect(raceOf({ race: "dragon" }, cat)).toStrictEqual({
      id: "raceless",
      name: "No race (core defaults)",
      description: "The core rules with no setting race: an organic, Medium, five-sensed body.",
      baseStun: 0,
      baseSpeed: null,
      size: "medium",
      traits: ["organic", "eyes", "ears", "nose", "skin", "tasteOrgan"],
      vibrosense: null,
      health: "hpStun",
      startingStats: {},
      innatePerks: [],
      immunities: [],
      susceptibilities: [],
      resiliences: [],
      canBleed: true,
      hands: 2,
    });
  });
});

describe("perks held", () => {
  it("a perk's rank, 0 when not held", () => {
    const c = build({ perks: { quickStep: 2 } });
    expect([perkRank(c, "quickStep"), perkRank(c, "slow")]).toEqual([2, 0]);
  });

  it("DE-XP-5: the prerequisite view: stats, skills, ranks, the race's traits, every trained stat", () => {
    const c = build({
      race: "automaton",
      stats: { strength: 2 },
      perks: { quickStep: 2, martialArts: 1 },
      skills: ["medic"],
      training: { agility: "expert", logic: "proficient" },
    });
    expect(prereqSubject(c, cat)).toStrictEqual({
      stats: {
        charisma: 0,
        convince: 0,
        logic: 0,
        intuition: 0,
        agility: 0,
        dexterity: 0,
        strength: 2,
        endurance: 0,
      },
      skills: ["medic"],
      perkRanks: { quickStep: 2, martialArts: 1 },
      traits: ["eyes", "ears", "vibrosense"],
      proficient: ["logic", "agility"],
    });
  });

  it("every effect of one kind, with its perk and rank; perks the table lacks are passed over", () => {
    const c = build({ perks: { lightweight: 1, noSuchPerk: 2, heavyweight: 1, quickStep: 2 } });
    const lifting = heldEffects(c, cat, "liftingCapacity");
    expect(lifting.map((h) => [h.perk.id, h.rank, h.effect])).toEqual([
      ["lightweight", 1, { kind: "liftingCapacity", factor: 0.5 }],
      ["heavyweight", 1, { kind: "liftingCapacity", factor: 2 }],
    ]);
    expect(heldEffects(c, cat, "speedBonus").map((h) => [h.perk.id, h.rank, h.effect])).toEqual([
      ["quickStep", 2, { kind: "speedBonus", perRank: 1 }],
    ]);
    expect(heldEffects(c, cat, "momentum")).toEqual([]);
  });

  it("DE-PERK-57: the Martial Value by level (2, 4, 5, 6, 8), the last past level 5, 0 without the perk", () => {
    const mv = (rank: number) => martialValue(build({ perks: { martialArts: rank } }), cat);
    expect([1, 2, 3, 4, 5, 6].map(mv)).toEqual([2, 4, 5, 6, 8, 8]);
    expect(martialValue(build(), cat)).toBe(0);
  });
});
