// The terminal sheet pinned line by line: every line's words, signs and separators, the lines that
// appear only when they have something to say, and unknown ids shown as they are (mutation testing,
// issue 21).
import { describe, expect, it } from "vitest";
import { describeCharacter } from "./sheet.js";
import { build, opts } from "./testing/helpers.js";

const o = opts();

describe("the sheet, whole", () => {
  it("a raceless character with nothing: six lines, speed unknown", () => {
    expect(describeCharacter(build(), o)).toEqual([
      "Tess — No race (core defaults)",
      "Charisma 0, Convince 0, Logic 0, Intuition 0, Agility 0, Dexterity 0, Strength 0, Endurance 0",
      "XP 0 (Total XP 0)",
      "HP 3/3, Stun 0/0, stun dice 1/1 (1d6)",
      "DV 5 (Touch 5, Surprised 5)",
      "Speed unknown (the race gives none), throwing range 10 m, bulk 8 × 6, initiative 1d6",
    ]);
  });

  it("a finished human with concept, training, perks (ranked and unranked), skills, focuses, MV and fatigue", () => {
    const c = build({
      race: "human",
      stats: { agility: 2, endurance: -1, logic: 1 },
      training: { agility: "proficient", strength: "expert" },
      perks: { martialArts: 2, quickStep: 1, blind: 1, noSuchPerk: 1 },
      skills: ["medic", "zzz"],
      focuses: { stealth: 2, juggling: 1 },
      xp: 40,
      extra: {
        concept: "a pilot",
        fatigue: 1,
        stunRanks: [4],
        current: { hp: 2, stun: 3, res: null, stunDiceSpent: 1 },
      },
    });
    expect(describeCharacter(c, o)).toEqual([
      "Tess — Human",
      "Concept: a pilot",
      "Charisma 0, Convince 0, Logic +1, Intuition 0, Agility +2 (P), Dexterity 0, Strength 0 (E), Endurance −1",
      "XP 40 (Total XP 40)",
      "HP 2/3, Stun 3/9, stun dice 1/2 (1d6−1)",
      "DV 6 (Touch 6, Surprised 4)",
      "Speed 8, throwing range 10 m, bulk 7 × 6, initiative 1d6−1",
      "Perks: Martial Arts 2, Quick Step 1, Blind, noSuchPerk",
      "Skills: Medic, zzz",
      "Focuses: Stealth 2, juggling 1",
      "Martial Value 4",
      "Fatigue 1",
    ]);
  });

  it("an automaton in creation: SP and the stat spend, Resilience, EA in the situation's armour", () => {
    const c = build({
      race: "automaton",
      created: false,
      stats: { logic: -2, agility: 1, strength: 3 },
      skills: ["reflexArmour"],
      extra: { current: { hp: 0, stun: 0, res: 12, stunDiceSpent: 0 } },
    });
    expect(describeCharacter(c, o, { armour: { type: "reflex", pa: 2, ea: 3 } })).toEqual([
      "Tess — Automaton (in creation)",
      "Charisma 0, Convince 0, Logic −2, Intuition 0, Agility +1, Dexterity 0, Strength +3, Endurance 0",
      "SP 1000; stat increases 55/250 SP",
      "XP 0 (Total XP 0)",
      "Resilience 12",
      "DV 8 (Touch 6, Surprised 7), EA 3",
      "Speed 5, throwing range 13 m, bulk 8 × 7, initiative 1d6+2",
      "Skills: Reflex Armour",
    ]);
    // No Resilience recorded yet: 0.
    expect(describeCharacter({ ...c, current: { ...c.current, res: null } }, o)[4]).toBe("Resilience 0");
    // Without armour: no EA part.
    expect(describeCharacter(c, o)[5]).toBe("DV 6 (Touch 6, Surprised 5)");
  });
});
