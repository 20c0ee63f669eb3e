// Tests written to kill surviving mutants of sheet.ts (issue 21): the terminal sheet line by line
// for a full draft and an empty finished character, each trait's detail, the difficulty to hit
// with Dodge, the gear's fields and two module statistics.
import { describe, expect, it } from "vitest";
import { sampleItem } from "../data/equipment.js";
import { opts, sheet } from "../testing/helpers.js";
import { derive, describe as describeSheet } from "./sheet.js";

const o = opts();

describe("the sheet's lines", () => {
  it("OBJ-CHAR-14 a draft NPC shows its concept, traits, gear and build budgets", () => {
    const c = sheet(o, {
      name: "Ada",
      npc: true,
      draft: true,
      concept: { text: "a stoker", approval: "pending" },
      skills: { melee: 2, dodge: 1 },
      traits: [
        { trait: "fireproof", rating: 2, approved: true },
        { trait: "phobia", trigger: "dogs", rating: 1, approved: false },
      ],
      equipment: [sampleItem("dagger"), sampleItem("sap")],
      xp: 4,
      damage: { lethal: 1, nonLethal: 2 },
      creation: { method: "assigned", attributePoints: 18, rolls: [] },
    });
    expect(describeSheet(c, o)).toEqual([
      "Ada (NPC) — draft: a stoker",
      "STR 3  DEX 3  STA 3  INT 3  WIS 3  CHA 3",
      "Health 3/6 (lethal 1, non-lethal 2) — active",
      "Armor 0; to hit: 1 success; move 9 feet; breath 3 turns",
      "Skills: Dodge 1, Melee 2",
      "Traits: Fireproof 2, Phobia 1 (−) [dogs] (awaiting approval)",
      "Equipment: Dagger, Sap",
      "XP 4",
      "Build: attributes 18/18, skills 3/9, traits 2/7",
    ]);
  });

  it("an empty finished character says none, and shows no build line", () => {
    const lines = describeSheet(sheet(o, { creation: { method: "assigned", attributePoints: 18 } }), o);
    expect(lines).toEqual([
      "Someone",
      "STR 3  DEX 3  STA 3  INT 3  WIS 3  CHA 3",
      "Health 6/6 (lethal 0, non-lethal 0) — active",
      "Armor 0; to hit: 1 success; move 9 feet; breath 3 turns",
      "Skills: none",
      "Traits: none",
      "Equipment: none",
      "XP 0",
    ]);
  });

  it("OBJ-STAT-1 each module statistic is shown under its own name", () => {
    const two = opts({
      statistics: [
        { id: "carry", name: "Carry", from: { strength: 10 } },
        { id: "grit", name: "Grit", from: { wisdom: 1 }, plus: 1 },
      ],
    });
    expect(describeSheet(sheet(two), two).slice(-2)).toEqual(["Carry 30", "Grit 4"]);
  });
});

describe("derived values", () => {
  it("OBJ-TRAIT-9 OBJ-TRAIT-25 a trait's detail: its sense, trigger(s) and extent", () => {
    const c = sheet(o, {
      traits: [
        { trait: "rage", rating: 2, triggers: ["insults", "lies"], approved: true },
        { trait: "phobia", trigger: "dogs", sense: "sight", rating: 1, approved: true },
        { trait: "missingLimb", extent: "one-limb", rating: 1, approved: true },
      ],
    });
    expect(derive(c, o).traits.map((t) => t.detail)).toEqual(["insults, lies", "sight; dogs", "one-limb"]);
  });

  it("OBJ-ACT-5 with Dodge the difficulty to hit is the Dodge rating, not half DEX", () => {
    expect(derive(sheet(o, { attributes: { dexterity: 4 }, skills: { dodge: 3 } }), o).dodgeDifficulty).toBe(
      3,
    );
  });

  it("OBJ-EQUIP-1 each item shows its name, categories, notes and approval", () => {
    const c = sheet(o, { draft: true, equipment: [{ ...sampleItem("dagger"), approved: false }] });
    expect(derive(c, o).equipment).toEqual([
      { name: "Dagger", categories: ["weapon"], notes: sampleItem("dagger").notes, approved: false },
    ]);
  });
});
