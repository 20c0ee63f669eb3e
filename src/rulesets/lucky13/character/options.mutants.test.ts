// Mutation tests (issue 21): the option checks' words, the ranges at their edges, the skill list's
// resolution (preset, custom, combat skill) and skill labels.

import { describe, expect, it } from "vitest";
import { dieForPercentile } from "./data.js";
import { L13CharacterError } from "./errors.js";
import { parseOptions, skillLabel } from "./options.js";

function errorOf(raw: unknown): L13CharacterError {
  try {
    parseOptions(raw);
  } catch (e) {
    if (e instanceof L13CharacterError) return e;
    throw e;
  }
  throw new Error("expected an error");
}
const messages = (raw: unknown) => errorOf(raw).issues.map((i) => `${i.path.join(".")}: ${i.message}`);

describe("options (mutants)", () => {
  it("L13-SKILL-1 L13-SKILL-4 a duplicated skill, an unknown combat or reaction skill, unknown labels and links", () => {
    expect(
      messages({
        skills: [
          { id: "a", label: "A" },
          { id: "a", label: "B" },
        ],
      }),
    ).toEqual(['skills: skill ID "a" appears twice']);
    expect(messages({ combatSkill: "brawl" })).toEqual([
      'combatSkill: "brawl" is not one of the skills (spellcasting, scholarship, healing, sneaking, fighting)',
    ]);
    expect(messages({ reactionSkill: "humint" })).toEqual([
      'reactionSkill: "humint" is not one of the skills (spellcasting, scholarship, healing, sneaking, fighting)',
    ]);
    expect(messages({ labels: { skills: { swimming: "Swim" } } })).toEqual([
      "labels.skills.swimming: not one of the skills",
    ]);
    expect(messages({ skillLinks: { swimming: "pulse" } })).toEqual([
      "skillLinks.swimming: not one of the skills",
    ]);
  });

  it("L13-SKILL-4 a custom list keeps a combat skill only when named; a preset list without its fighting skill has none", () => {
    expect(
      parseOptions({ skillPreset: "fantasy", skills: [{ id: "talk", label: "Talk" }] }).combatSkill,
    ).toBeNull();
    const named = parseOptions({
      skills: [
        { id: "talk", label: "Talk" },
        { id: "shoot", label: "Shoot" },
      ],
      combatSkill: "shoot",
    });
    expect([named.skillPreset, named.combatSkill]).toEqual(["custom", "shoot"]);
    const none = parseOptions({ skillPreset: "sciFi", combatSkill: null });
    expect(none.combatSkill).toBeNull();
    const d = parseOptions();
    expect([d.skillPreset, d.skills.length, d.combatSkill]).toEqual(["fantasy", 5, "fighting"]);
  });

  it("L13-SKILL-3 each generation method's data, named in words", () => {
    expect(messages({ skillGeneration: "linkedAbility", skillLinks: { spellcasting: "will" } })).toEqual([
      "skillLinks.scholarship: linkedAbility needs an ability for every skill",
      "skillLinks.healing: linkedAbility needs an ability for every skill",
      "skillLinks.sneaking: linkedAbility needs an ability for every skill",
      "skillLinks.fighting: linkedAbility needs an ability for every skill",
    ]);
    expect(messages({ skillGeneration: "array" })).toEqual([
      "skillArray: the array method needs exactly 5 dice, one per skill",
    ]);
    expect(messages({ skillGeneration: "pointBuy" })).toEqual([
      "skillPointBuy: the pointBuy method needs a budget and costs",
    ]);
    expect(parseOptions({ skillArray: ["d6"] }).skillArray).toEqual(["d6"]);
    expect(messages({ specializedArrayMode: "exact" })).toEqual([
      "arrays.specialized: the exact mode needs exactly 5 dice",
    ]);
  });

  it("L13-GEN-1 repeated IDs in the ladders, tie-breaks and methods", () => {
    expect(
      messages({
        difficultyLadder: [
          { id: "easy", label: "Easy", die: "d12" },
          { id: "easy", label: "Easy again", die: "d10" },
        ],
      }),
    ).toEqual(['difficultyLadder: level ID "easy" appears twice']);
    expect(
      messages({
        assetLadder: [
          { id: "good", label: "Good", level: 1 },
          { id: "good", label: "Better", level: 2 },
        ],
      }),
    ).toEqual(['assetLadder: quality ID "good" appears twice']);
    expect(messages({ allowedAbilityMethods: ["array", "array"] })).toEqual([
      'allowedAbilityMethods: "array" appears twice',
    ]);
    expect(messages({ initiativeTieBreak: ["rollOff", "higherReflex", "rollOff"] })).toEqual([
      'initiativeTieBreak: "rollOff" appears twice',
    ]);
  });

  it("L13-ADV-3 L13-REP-2 ranges: equal ends and 0 at either end are allowed, a negative minimum or a range without 0 is not", () => {
    expect(parseOptions({ apGuidelineRange: [0, 0] }).apGuidelineRange).toEqual([0, 0]);
    expect(parseOptions({ apGuidelineRange: [15, 15] }).apGuidelineRange).toEqual([15, 15]);
    expect(messages({ apGuidelineRange: [-1, 5] })).toEqual([
      "apGuidelineRange: expected [min, max] with 0 ≤ min ≤ max",
    ]);
    expect(messages({ apGuidelineRange: [6, 5] })).toEqual([
      "apGuidelineRange: expected [min, max] with 0 ≤ min ≤ max",
    ]);
    expect(parseOptions({ reputationRange: [0, 0] }).reputationRange).toEqual([0, 0]);
    expect(parseOptions({ reputationRange: [-3, 0] }).reputationRange).toEqual([-3, 0]);
    expect(messages({ reputationRange: [1, 5] })).toEqual([
      "reputationRange: expected [min, max] with min ≤ 0 ≤ max",
    ]);
    expect(messages({ reputationRange: [-5, -1] })).toEqual([
      "reputationRange: expected [min, max] with min ≤ 0 ≤ max",
    ]);
  });

  it("L13-DEATH-8 recoveryMode follows playMode: off and cinematic recover cinematically", () => {
    expect(parseOptions({ playMode: "off" }).recoveryMode).toBe("cinematic");
    expect(parseOptions({ playMode: "cinematic" }).recoveryMode).toBe("cinematic");
    expect(parseOptions({ playMode: "cinematic", recoveryMode: "gritty" }).recoveryMode).toBe("gritty");
  });

  it("L13-GEN-2 a skill's label: the override, else the list's label, else its ID", () => {
    const o = parseOptions({ labels: { skills: { fighting: "Brawling" } } });
    expect([skillLabel(o, "fighting"), skillLabel(o, "sneaking"), skillLabel(o, "swimming")]).toEqual([
      "Brawling",
      "Sneaking",
      "swimming",
    ]);
  });
});

describe("options refusals (mutants)", () => {
  it("bad options are invalid_options", () => {
    expect(errorOf({ hpPerPulseDie: 0 }).code).toBe("invalid_options");
  });

  it("L13-ABIL-7 a d100 shows 1..100: anything else is a RangeError", () => {
    expect(() => dieForPercentile(0)).toThrow(new RangeError("a d100 shows 1..100, not 0"));
    expect(() => dieForPercentile(101)).toThrow(RangeError);
  });
});
