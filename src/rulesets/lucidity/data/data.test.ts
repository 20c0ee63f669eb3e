import { describe, expect, it } from "vitest";
import { READ_PERSON_QUESTIONS, READ_SITUATION_QUESTIONS, TURN_ALLOWANCE } from "./actions.js";
import { ATTRIBUTE_INFO, ATTRIBUTES, FIXED_ARRAY } from "./attributes.js";
import { MINOR_EXPLOITS } from "./exploits.js";
import { BRAWLER_DAMAGE, UNARMED } from "./gear.js";
import { EXAMPLE_SKILLS, STARTING_SKILL_POINTS } from "./skills.js";
import { TRAITS } from "./traits.js";
import { WOUNDS } from "./wounds.js";

describe("catalogs", () => {
  it("LUC-ATTR-1 exactly seven attributes: STR, DEX, CON, KNO, AWA, WIL, CHA", () => {
    expect(ATTRIBUTES).toEqual(["STR", "DEX", "CON", "KNO", "AWA", "WIL", "CHA"]);
  });

  it("LUC-ATTR-3 each attribute has a domain to show when the GM picks one", () => {
    for (const a of ATTRIBUTES) expect(ATTRIBUTE_INFO[a].domain.length).toBeGreaterThan(5);
  });

  it("LUC-ATTR-6 spirit capacity, spirit capture, mental health and poison resistance carry no mechanic", () => {
    expect(ATTRIBUTE_INFO.KNO.uses).toMatch(/spirit capacity \(no rule yet\)/);
    expect(ATTRIBUTE_INFO.WIL.uses).toMatch(/no rule yet/);
  });

  it("LUC-GEN-4 the fixed array", () => {
    expect(FIXED_ARRAY).toEqual([2, 1, 1, 1, 0, 0, -1]);
  });

  it("LUC-TRAIT-1 the catalog holds the book's 32 traits, all different", () => {
    expect(TRAITS).toHaveLength(32);
    expect(new Set(TRAITS.map((t) => t.name)).size).toBe(32);
    expect(TRAITS.map((t) => t.name)).toContain("Fate's Gamble");
  });

  it("LUC-SKILL-5 the 33 example skills; LUC-SKILL-3 8 starting points", () => {
    expect(EXAMPLE_SKILLS).toHaveLength(33);
    expect(STARTING_SKILL_POINTS).toBe(8);
  });

  it("LUC-GEAR-1 the one built-in item: the unarmed strike (1d8 with Brawler)", () => {
    expect(UNARMED).toBe("unarmed");
    expect(BRAWLER_DAMAGE).toBe("1d8");
  });

  it("LUC-OPT-10 Read a Person has 6 questions, Read a Situation 7, each ending with the player's own", () => {
    expect(READ_PERSON_QUESTIONS).toHaveLength(6);
    expect(READ_SITUATION_QUESTIONS).toHaveLength(7);
    expect(READ_PERSON_QUESTIONS.at(-1)).toMatch(/of my choosing/);
  });

  it("LUC-ACT-1 the turn: 2 actions and a move action", () => {
    expect(TURN_ALLOWANCE).toEqual({ action: 2, move: 1 });
  });

  it("LUC-EXP-4 the minor exploit templates of the book", () => {
    expect(MINOR_EXPLOITS.map((m) => [m.id, m.attacker, m.defender])).toEqual([
      ["trip", "STR", "STR"],
      ["grab", "STR", "STR"],
      ["push", "STR", "STR"],
      ["throw", "STR", "STR"],
      ["sand", "DEX", "DEX"],
      ["disarm", "DEX", "DEX"],
    ]);
  });

  it("LUC-ZERO-6 the wound table: healing windows", () => {
    expect(WOUNDS.map((w) => [w.degree, w.name, w.heals])).toEqual([
      [1, "Minor Wound", "2–3 days"],
      [2, "Wound", "1–2 weeks"],
      [3, "Major Wound", "1–3 months"],
      [4, "Disability", "never naturally"],
    ]);
  });
});
