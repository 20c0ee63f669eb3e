// The catalogues against the checklist's tables (C.1–C.4), copied here so the test runs on a clean
// clone: every name, price, rank schedule and prerequisite.

import { describe, expect, it } from "vitest";
import { CORE_FOCUSES } from "./focuses.js";
import { buyOffCost, CORE_PERKS, maxRank, PERK_CATEGORIES } from "./perks.js";
import { describePrereqs } from "./prereq.js";
import { catalogueFor, findPerk, findSkill, settingIssues, settingModuleSchema } from "./setting.js";
import { CORE_SKILLS } from "./skills.js";
import { CORE_STATS } from "./stats.js";

const core = catalogueFor({
  racelessBaseStun: 0,
  racelessBaseSpeed: null,
  setting: settingModuleSchema.parse({}),
});

// name, category, prerequisites, cost ("XP"/"SP" and the rank schedule), buy-off (null, a number or "permanent")
type Row = [string, string, string, string, number[], number | "permanent" | null];
const PERKS: Row[] = [
  ["Perceptive Vision", "Perception", "Eyes, Organic Race", "XP", [100], null],
  ["Perceptive Hearing", "Perception", "Ears, Organic Race", "XP", [100], null],
  ["Perceptive Taste", "Perception", "Taste Organ, Organic Race", "XP", [100], null],
  ["Perceptive Touch", "Perception", "Skin, Organic Race", "XP", [100], null],
  ["Perceptive Smell", "Perception", "Nose, Organic Race", "XP", [100], null],
  ["Vibration Awareness", "Perception", "Vibrosense", "XP", [50, 100, 150], null],
  ["Slicer", "Slicer", "one melee weapons skill", "XP", [250], null],
  ["Second Blade", "Slicer", "Knife Fighting", "XP", [100], null],
  ["Extra Attack", "Slicer", "one melee weapons skill", "XP", [100], null],
  ["Takedown Specialist", "Slicer", "Agility 2 or higher, Dexterity 2 or higher", "XP", [100], null],
  ["Defensive Stance I", "Slicer", "Spear Fighting", "XP", [50], null],
  ["Defensive Stance II", "Slicer", "Spear Fighting, Defensive Stance I", "XP", [150], null],
  ["Offensive Stance I", "Slicer", "Scythe Fighting", "XP", [50], null],
  ["Offensive Stance II", "Slicer", "Scythe Fighting, Offensive Stance I", "XP", [150], null],
  ["Shield Render", "Slicer", "none", "XP", [50], null],
  ["Brutal Swing", "Slicer", "Hammer Fighting", "XP", [100, 200], null],
  ["Momentum Master", "Slicer", "Quick Step II", "XP", [200], null],
  ["Blunt Force", "Slicer", "Hammer Fighting", "XP", [100], null],
  ["Reckless Abandon", "Slicer", "Axe Fighting", "XP", [50], null],
  ["Lethal Edge", "Slicer", "Axe Fighting", "XP", [250, 400], null],
  ["Shield Bash", "Slicer", "Shields", "XP", [50], null],
  ["Slow", "Movement", "Agility 1 or higher", "SP", [-75], 150],
  ["Light Step", "Movement", "Agility 3 or higher", "XP", [50], null],
  ["Untraceable", "Movement", "Light Step", "XP", [50], null],
  ["Quick Step", "Movement", "not Slow", "XP", [100, 250], null],
  ["Natural Swimmer", "Movement", "none", "XP", [100], null],
  ["Natural Climber", "Movement", "none", "XP", [100], null],
  ["Safe Landing", "Movement", "Agility 1 or higher", "XP", [25], null],
  ["Deadly Descent", "Movement", "Safe Landing, one melee weapons skill", "XP", [50], null],
  ["Fancy Footwork", "Movement", "Agility 2 or higher", "XP", [100], null],
  ["Better Balance I", "Movement", "Agility 2 or higher", "XP", [50], null],
  ["Better Balance II", "Movement", "Better Balance I", "XP", [75], null],
  ["Pole Vault", "Movement", "Strength 2 or higher, Agility 2 or higher", "XP", [25], null],
  ["Evasion Dance", "Movement", "Agility 3 or higher", "XP", [100], null],
  ["Underfoot Evasion", "Movement", "Agility 1 or higher", "XP", [75], null],
  ["Get Down Mr President", "Movement", "Agility 1 or higher", "XP", [50], null],
  ["Power Walk", "Movement", "none", "XP", [25], null],
  ["Hauler", "Carrying", "Endurance 2 or higher, not Lightweight", "XP", [100], null],
  ["Heavyweight", "Carrying", "Strength 2 or higher, not Lightweight", "XP", [25], null],
  ["Lightweight", "Carrying", "none", "SP", [-50], 100],
  ["Half-Blind", "Disabilities", "Eyes, Organic Race", "SP", [-50], "permanent"],
  ["Half-Deaf", "Disabilities", "Ears, Organic Race", "SP", [-50], "permanent"],
  ["Blind", "Disabilities", "Eyes, not Half-Blind, Organic Race", "SP", [-150], "permanent"],
  ["Deaf", "Disabilities", "Ears, not Half-Deaf, Organic Race", "SP", [-150], "permanent"],
  ["Martial Arts", "Martial Arts", "none", "XP", [25, 50, 100, 250, 500], null],
  ["Martial Strike", "Martial Arts", "Martial Arts", "XP", [75], null],
  ["Martial Parry", "Martial Arts", "Martial Arts", "XP", [100], null],
  ["Martial Stance", "Martial Arts", "Martial Arts", "XP", [50, 100, 200], null],
  ["Grapple Expertise", "Martial Arts", "Martial Arts", "XP", [50], null],
  ["Martial Throw", "Martial Arts", "Grapple Expertise", "XP", [150], null],
  ["Counter Attack", "Martial Arts", "Martial Parry", "XP", [75], null],
  ["Meditative Recovery", "Martial Arts", "Martial Arts II", "XP", [150], null],
  ["Sweeping Leg Technique", "Martial Arts", "Martial Arts", "XP", [125], null],
  ["Emergency Triage", "Medic", "Medic", "XP", [100], null],
  ["Improved First Aid", "Medic", "Medic", "XP", [150], null],
  ["Battlefield Transfusion", "Medic", "Medic", "XP", [100], null],
  ["Optimised Recovery", "Medic", "Logic 2 or higher, Medic", "XP", [100], null],
  ["Emergency Protocol", "Medic", "Medic", "XP", [250], null],
  ["Pain Resistance Techniques", "Medic", "Medic", "XP", [200], null],
  ["Overwatch Medic", "Medic", "Intuition 2 or higher", "XP", [200], null],
  ["Emergency Resuscitation", "Medic", "Medic", "XP", [300], null],
  ["Field Surgeon", "Surgeon", "Surgeon", "XP", [300], null],
  ["Critical Care", "Surgeon", "Surgeon", "XP", [350], null],
  ["Endurance Booster", "Surgeon", "Surgeon", "XP", [200], null],
  ["Tech Medic", "Repair Technician", "Mechanic, Medic", "XP", [50], null],
  ["Enhanced Repair Kit", "Repair Technician", "Mechanic", "XP", [200], null],
  ["Advanced Resilience Repair", "Repair Technician", "Mechanic", "XP", [400], null],
];

// name, group, prerequisites, cost
const SKILLS: [string, string, string, number][] = [
  ["Knife Fighting", "Melee Weapons", "none", 25],
  ["Sword Fighting", "Melee Weapons", "none", 50],
  ["Scythe Fighting", "Melee Weapons", "Agility 1 or higher", 50],
  ["Spear Fighting", "Melee Weapons", "none", 50],
  ["Hammer Fighting", "Melee Weapons", "Strength 1 or higher", 50],
  ["Axe Fighting", "Melee Weapons", "Strength 1 or higher", 50],
  ["Shields", "Armour", "none", 50],
  ["Reflex Armour", "Armour", "none", 50],
  ["Vanguard Armour", "Armour", "none", 50],
  ["Fortitude Armour", "Armour", "none", 50],
  ["Fortress Armour", "Armour", "none", 50],
  ["Riding", "Vehicles and Mounts", "none", 25],
  ["Pilot Land Craft", "Vehicles and Mounts", "none", 25],
  ["Pilot Water Craft", "Vehicles and Mounts", "none", 25],
  ["Navigation", "Tools", "none", 25],
  ["Medic", "Tools", "none", 75],
  ["Surgeon", "Tools", "Medic", 150],
  ["Mechanic", "Tools", "none", 50],
  ["Chef", "Tools", "none", 50],
  ["Forgery", "Tools", "none", 50],
  ["Lock Picking", "Tools", "none", 50],
];

const FOCUSES = [
  "Etiquette",
  "Trade",
  "Crime",
  "Underworld",
  "Tactics",
  "Crafting",
  "Exploration",
  "Stealth",
  "Medicine",
  "Cooking",
  "Perception",
  "Academics",
  "Performance",
  "History",
  "Security",
  "Cartography",
  "Agriculture",
  "Folklore",
  "Law",
  "Foraging",
];

const STATS: [string, string][] = [
  ["Charisma", "talk"],
  ["Convince", "talk"],
  ["Logic", "think"],
  ["Intuition", "think"],
  ["Agility", "move"],
  ["Dexterity", "move"],
  ["Strength", "body"],
  ["Endurance", "body"],
];

describe("catalogue counts (checklist D.2)", () => {
  it("C.1–C.4: 8 stats, 67 perks, 21 skills, 20 focuses", () => {
    expect(CORE_STATS).toHaveLength(8);
    expect(CORE_PERKS).toHaveLength(67);
    expect(CORE_SKILLS).toHaveLength(21);
    expect(CORE_FOCUSES).toHaveLength(20);
  });

  it("C.2: perks per category (Perception 6, Slicer 15, Movement 16, Carrying 3, Disabilities 4, Martial Arts 9, Medic 8, Surgeon 3, Repair Technician 3)", () => {
    const count = (cat: string) => CORE_PERKS.filter((p) => p.category === cat).length;
    expect(Object.keys(PERK_CATEGORIES).map((k) => [k, count(k)])).toEqual([
      ["perception", 6],
      ["slicer", 15],
      ["movement", 16],
      ["carrying", 3],
      ["disabilities", 4],
      ["martialArts", 9],
      ["medic", 8],
      ["surgeon", 3],
      ["repairTechnician", 3],
    ]);
  });

  it("C.3: skills per group (Melee Weapons 6, Armour 5, Vehicles and Mounts 3, Tools 7)", () => {
    const count = (g: string) => CORE_SKILLS.filter((s) => s.group === g).length;
    expect([count("meleeWeapons"), count("armour"), count("vehiclesAndMounts"), count("tools")]).toEqual([
      6, 5, 3, 7,
    ]);
  });

  it("every id is unique", () => {
    for (const list of [CORE_PERKS, CORE_SKILLS, CORE_FOCUSES]) {
      const ids = list.map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe("C.1 stats", () => {
  it("DE-STAT-1 eight stats in four pairs, in the book's order", () => {
    expect(CORE_STATS.map((s) => [s.name, s.group])).toEqual(STATS);
  });
});

describe("C.2 perks: every name, category, prerequisite, price and buy-off", () => {
  it.each(PERKS)("%s", (name, category, prereqs, currency, ranks, buyOff) => {
    const p = CORE_PERKS.find((x) => x.name === name);
    expect(p, name).toBeDefined();
    expect(PERK_CATEGORIES[p!.category as keyof typeof PERK_CATEGORIES]).toBe(category);
    expect(describePrereqs(p!.prerequisites, core.names)).toBe(prereqs);
    expect(p!.cost).toEqual({ currency, ranks });
    expect(maxRank(p!)).toBe(ranks.length);
    expect(buyOff === "permanent" ? p!.permanent : buyOffCost(p!)).toBe(
      buyOff === "permanent" ? true : buyOff,
    );
    expect(p!.summary.length).toBeGreaterThan(10);
  });

  it("the list above is the whole catalogue, in order", () => {
    expect(CORE_PERKS.map((p) => p.name)).toEqual(PERKS.map((r) => r[0]));
  });

  it("DE-PERK-9 Power Walk costs 25 XP, and 0 SP at creation", () => {
    const p = CORE_PERKS.find((x) => x.id === "powerWalk")!;
    expect(p.cost.ranks).toEqual([25]);
    expect(p.creationCost).toBe(0);
  });
});

describe("C.3 skills", () => {
  it.each(SKILLS)("%s", (name, group, prereqs, cost) => {
    const s = CORE_SKILLS.find((x) => x.name === name);
    expect(s, name).toBeDefined();
    expect(core.skillGroups[s!.group]).toBe(group);
    expect(describePrereqs(s!.prerequisites, core.names)).toBe(prereqs);
    expect(s!.cost).toBe(cost);
    expect(s!.covers.length).toBeGreaterThan(3);
  });

  it("the list above is the whole catalogue, in order", () => {
    expect(CORE_SKILLS.map((s) => s.name)).toEqual(SKILLS.map((r) => r[0]));
  });
});

describe("C.4 focuses", () => {
  it("DE-FOCUS-7 the 20 core focuses, in the book's order, each with what it knows", () => {
    expect(CORE_FOCUSES.map((f) => f.name)).toEqual(FOCUSES);
    for (const f of CORE_FOCUSES) expect(f.knowledge.length).toBeGreaterThan(5);
  });
});

describe("names and aliases", () => {
  it("DE-PERK-8 the book's other names for skills resolve to catalogue ids", () => {
    const cases: [string, string][] = [
      ["Spears skill", "spearFighting"],
      ["Scythes skill", "scytheFighting"],
      ["hammer skill", "hammerFighting"],
      ["Hammer Fighting", "hammerFighting"],
      ["Axe fighting", "axeFighting"],
      ["Shield Skill", "shields"],
      ["Knife fighting skill", "knifeFighting"],
      ["Medic Skill", "medic"],
      ["Surgeon Skill", "surgeon"],
      ["Mechanic Skill", "mechanic"],
    ];
    for (const [text, id] of cases) expect(findSkill(core, text)?.id, text).toBe(id);
    expect(findPerk(core, "get down mr. president")?.id).toBe("getDownMrPresident");
    expect(findPerk(core, "Half-blind")?.id).toBe("halfBlind");
  });

  it("DE-PERK-8 'one melee weapon skill' means any skill of the Melee Weapons group", () => {
    expect(core.names.skillsInGroup("meleeWeapons")).toEqual([
      "knifeFighting",
      "swordFighting",
      "scytheFighting",
      "spearFighting",
      "hammerFighting",
      "axeFighting",
    ]);
  });
});

describe("setting modules", () => {
  const setting = settingModuleSchema.parse({
    id: "blades",
    name: "Blades",
    skills: [
      {
        id: "whipFighting",
        name: "Whip Fighting",
        group: "meleeWeapons",
        cost: 50,
        covers: "whips",
        unskilled: { disadvantage: true, losesItemBonus: false },
      },
    ],
    focuses: [{ id: "heraldry", name: "Heraldry", knowledge: "coats of arms" }],
    perks: [
      {
        id: "whipCrack",
        name: "Whip Crack",
        category: "slicer",
        prerequisites: [{ kind: "skill", skill: "whipFighting" }],
        cost: { currency: "XP", ranks: [75] },
        summary: "A crack of the whip that startles.",
        effects: [{ kind: "note", text: "the GM adjudicates" }],
      },
    ],
    races: [{ id: "elf", name: "Elf", baseSpeed: 6, baseStun: 4 }],
  });
  const cat = catalogueFor({ racelessBaseStun: 0, racelessBaseSpeed: null, setting });

  it("DE-SKILL-2 a setting adds skills, also to a core group ('one melee weapon skill' includes them)", () => {
    expect(cat.skills.get("whipFighting")?.name).toBe("Whip Fighting");
    expect(cat.names.skillsInGroup("meleeWeapons")).toContain("whipFighting");
    expect(cat.skills.size).toBe(22);
  });

  it("DE-FOCUS-7 a setting adds focuses", () => {
    expect(cat.focuses.size).toBe(21);
    expect(cat.focuses.get("heraldry")?.name).toBe("Heraldry");
  });

  it("DE-GEN-2 a setting adds perks and races; core stays untouched", () => {
    expect(cat.perks.get("whipCrack")?.cost.ranks).toEqual([75]);
    expect(cat.races.get("elf")?.baseSpeed).toBe(6);
    expect(core.perks.has("whipCrack")).toBe(false);
  });

  it("DE-GEN-2 a setting with a duplicate id or a dangling prerequisite is reported by path", () => {
    const bad = settingModuleSchema.parse({
      skills: [
        {
          id: "medic",
          name: "Medic again",
          group: "tools",
          cost: 5,
          covers: "x y z",
          unskilled: { disadvantage: true, losesItemBonus: false },
        },
      ],
      perks: [
        {
          id: "odd",
          name: "Odd",
          category: "nowhere",
          prerequisites: [{ kind: "perk", perk: "nosuch", minRank: 1 }],
          cost: { currency: "XP", ranks: [10] },
          summary: "Nothing at all.",
        },
      ],
    });
    const issues = settingIssues(bad);
    expect(issues.map((i) => i.path.join("."))).toEqual([
      "skills.0.id",
      "perks.0.category",
      "perks.0.prerequisites",
    ]);
    expect(issues[2]!.message).toContain("nosuch");
  });

  it("DE-GEN-2 a race without a base speed is refused", () => {
    const r = settingModuleSchema.safeParse({ races: [{ id: "x", name: "X" }] });
    expect(r.success).toBe(false);
  });
});
