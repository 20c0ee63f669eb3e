import { describe, expect, it } from "vitest";
import { DEFAULT_DICE_OPTIONS, type L13DiceOptions } from "../dice/options.js";
import { L13CharacterError } from "./errors.js";
import {
  defaultOptions,
  type L13Options,
  l13OptionsSchema,
  OPTION_DOCS,
  parseOptions,
  skillLabel,
} from "./options.js";

/** The dice fields a colleague's roll layer declares; ours must be a structural superset. */
interface DiceFields {
  playMode: "cinematic" | "gritty" | "off";
  overflowMode: "growExtra" | "addD4Each";
  stepResolution: "net" | "sequential";
  advantageStacks: boolean;
  advDisInteraction: "cancel" | "netCount";
  explosionPrompt: boolean;
  explosionRerollCanImplode: boolean;
  grittyOverflowExplodes: boolean;
  grittyImplodeScope: "allDice" | "abilityOnly";
  explodeOnDamage: boolean;
  explodeOnInitiative: boolean;
  dilemmaPerImplodedDie: boolean;
  contestTie: "initiatorFails" | "rollOff" | "gm";
  multiContestTie: "rollOff" | "gm";
  assetStacking: "sum" | "highestOnly";
  assetDefaultTarget: "skill" | "ability";
  assistStacking: "sum" | "highestOnly";
  allowDifficultyStepping: boolean;
  maxSpecializationsPerRoll: number;
}

function errorOf(raw: unknown): L13CharacterError {
  try {
    parseOptions(raw);
  } catch (e) {
    if (e instanceof L13CharacterError) return e;
    throw e;
  }
  throw new Error("expected an error");
}

describe("options (Appendix A)", () => {
  it("L13-GEN-1 parse({}) gives every default of Appendix A", () => {
    const o = l13OptionsSchema.parse({});
    expect(o).toMatchObject({
      overflowMode: "growExtra",
      stepResolution: "net",
      allowDifficultyStepping: false,
      hpAbility: "pulse",
      initiativeAbility: "reflex",
      combatAbility: "reflex",
      reactionAbility: "charm",
      allowedAbilityMethods: ["random", "array"],
      arrays: {
        balanced: ["d10", "d8", "d6", "d6", "d4"],
        specialized: ["d12", "d10", "d6", "d6", "d6", "d4", "d4"],
      },
      specializedArrayMode: "chooseFiveOfSeven",
      skillPreset: "fantasy",
      allowUntrainedSkill: false,
      skillGeneration: "random",
      combatSkill: "fighting",
      maxSpecializationsPerRoll: 1,
      specializationTiers: 1,
      startingSpecializations: null,
      useBackgrounds: true,
      maxBackgrounds: 1,
      advantageStacks: false,
      advDisInteraction: "cancel",
      assetDefaultTarget: "skill",
      assetStacking: "sum",
      playMode: "cinematic",
      explosionPrompt: false,
      explosionRerollCanImplode: false,
      grittyOverflowExplodes: false,
      grittyImplodeScope: "allDice",
      explodeOnDamage: true,
      explodeOnInitiative: true,
      dilemmaPerImplodedDie: false,
      assistTaskDefault: "skill",
      assistDieSource: "currentUnmodified",
      assistStacking: "sum",
      hpPerPulseDie: 10,
      damageFloorAtZero: false,
      pulseIncreaseHealsNewRow: true,
      initiativeTieBreak: ["higherReflex", "rollOff"],
      contestTie: "initiatorFails",
      multiContestTie: "rollOff",
      attacksPerTurn: 1,
      unarmedWeapon: null,
      defensiveDieSelection: "largest",
      restHealing: { hpPerInterval: 1, intervalMinutes: 15, maxFromRest: 4 },
      restCapReset: "onDamage",
      dyingLossPerMinute: 1,
      healingStabilizes: true,
      recoveryMode: "cinematic",
      secondsPerRound: null,
      unconsciousDefense: "normal",
      apGuidelineRange: [10, 20],
      specializationCost: 4,
      abilityIncreaseMultiplier: 4,
      spendTiming: "betweenAdventures",
      skillIncreaseCost: null,
      useReputation: true,
      reputationRange: [-5, 5],
      reactionSkill: null,
      reputationScope: "reactionOnly",
      useImpairments: true,
      impairmentBonusMode: "oncePerCharacter",
    });
    expect(o.labels.abilities).toEqual({
      will: "Will",
      charm: "Charm",
      pulse: "Pulse",
      intellect: "Intellect",
      reflex: "Reflex",
    });
    expect(o.labels.terms).toMatchObject({
      exploding: "exploding",
      imploding: "imploding",
      dilemma: "dilemma",
    });
    expect(o.difficultyLadder.map((d) => d.die)).toEqual(["d12", "d10", "d8", "d6", "d4", null]);
    expect(o.assetLadder.map((a) => a.level)).toEqual([5, 4, 3, 2, 1]);
  });

  it("L13-GEN-1 the resolved options are a structural superset of the roll layer's dice fields", () => {
    const o: DiceFields = defaultOptions();
    expect(o.maxSpecializationsPerRoll).toBe(1);
    // The roll layer's own interface and defaults agree with ours, field by field.
    const asDice: L13DiceOptions = defaultOptions();
    for (const [key, value] of Object.entries(DEFAULT_DICE_OPTIONS))
      expect([key, asDice[key as keyof L13DiceOptions]]).toEqual([key, value]);
  });

  it("L13-GEN-1 every option has one sentence of help text", () => {
    const keys = Object.keys(defaultOptions()).sort();
    expect(Object.keys(OPTION_DOCS).sort()).toEqual(keys);
    for (const text of Object.values(OPTION_DOCS)) expect(text).toMatch(/^[A-Z].+\.$/);
  });

  it("L13-GEN-1 errors name the field at fault", () => {
    expect(errorOf({ playMode: "heroic" }).message).toBe("playMode: expected one of cinematic, gritty, off");
    expect(errorOf({ hpPerPulseDie: 0 }).path).toEqual(["hpPerPulseDie"]);
    expect(errorOf({ arrays: { balanced: ["d4"] } }).path).toEqual(["arrays", "balanced"]);
    expect(errorOf({ labels: { abilities: { reflex: "" } } }).path).toEqual([
      "labels",
      "abilities",
      "reflex",
    ]);
    const typo = errorOf({ playmode: "gritty" });
    expect(typo.path).toEqual(["playmode"]);
    expect(typo.message).toBe("playmode: unknown field");
    expect(errorOf({ reputationRange: [1, 5] }).path).toEqual(["reputationRange"]);
    expect(errorOf({ apGuidelineRange: [20, 10] }).path).toEqual(["apGuidelineRange"]);
    expect(errorOf({ restHealing: { hpPerInterval: 1, intervalMinutes: 0, maxFromRest: 4 } }).path).toEqual([
      "restHealing",
      "intervalMinutes",
    ]);
  });

  it("L13-GEN-2 labels rename abilities, skills and terms for display only", () => {
    const o = parseOptions({
      labels: {
        abilities: { reflex: "Agility" },
        skills: { fighting: "Brawling" },
        terms: { exploding: "burst" },
      },
    });
    expect(o.labels.abilities.reflex).toBe("Agility");
    expect(o.labels.abilities.will).toBe("Will");
    expect(o.labels.terms.exploding).toBe("burst");
    expect(skillLabel(o, "fighting")).toBe("Brawling");
    expect(skillLabel(o, "healing")).toBe("Healing");
    // IDs never change with labels.
    expect(o.combatSkill).toBe("fighting");
    expect(errorOf({ labels: { skills: { swimming: "Swim" } } }).path).toEqual([
      "labels",
      "skills",
      "swimming",
    ]);
  });

  it("L13-ABIL-4 ability roles are configurable and must name an ability", () => {
    const o = parseOptions({ initiativeAbility: "intellect", hpAbility: "will" });
    expect([o.initiativeAbility, o.hpAbility, o.combatAbility, o.reactionAbility]).toEqual([
      "intellect",
      "will",
      "reflex",
      "charm",
    ]);
    expect(errorOf({ combatAbility: "strength" }).message).toBe(
      "combatAbility: expected one of will, charm, pulse, intellect, reflex",
    );
  });

  it("L13-SKILL-5 Example: loading the post-apocalyptic preset yields exactly 4 skills in order", () => {
    const o = parseOptions({ skillPreset: "postApocalyptic" });
    expect(o.skills.map((s) => s.label)).toEqual(["History", "Communication", "Technology", "Weaponry"]);
  });

  it("L13-SKILL-1 a custom ordered skill list replaces the preset; IDs must be unique", () => {
    const o = parseOptions({
      skills: [
        { id: "hacking", label: "Hacking" },
        { id: "shooting", label: "Shooting" },
      ],
    });
    expect(o.skillPreset).toBe("custom");
    expect(o.skills.map((s) => s.id)).toEqual(["hacking", "shooting"]);
    expect(errorOf({ skills: [] }).path).toEqual(["skills"]);
    expect(errorOf({ skillPreset: "custom" }).message).toBe('skills: required when skillPreset is "custom"');
    expect(
      errorOf({
        skills: [
          { id: "a", label: "A" },
          { id: "a", label: "B" },
        ],
      }).path,
    ).toEqual(["skills"]);
    expect(errorOf({ skills: [{ id: "Bad Id", label: "A" }] }).path).toEqual(["skills", "0", "id"]);
  });

  it("L13-SKILL-4 combatSkill defaults to the preset's fighting skill and must be one of the skills", () => {
    expect(parseOptions({ skillPreset: "sciFi" }).combatSkill).toBe("combat");
    expect(parseOptions({ skillPreset: "postApocalyptic" }).combatSkill).toBe("weaponry");
    expect(parseOptions({ skills: [{ id: "talk", label: "Talk" }] }).combatSkill).toBeNull();
    expect(parseOptions({ skillPreset: "sciFi", combatSkill: "mysticism" }).combatSkill).toBe("mysticism");
    expect(errorOf({ combatSkill: "combat" }).path).toEqual(["combatSkill"]);
  });

  it("L13-SKILL-3 the skill generation methods need their designer data", () => {
    expect(errorOf({ skillGeneration: "linkedAbility" }).path).toEqual(["skillLinks", "spellcasting"]);
    expect(errorOf({ skillGeneration: "array", skillArray: ["d6"] }).path).toEqual(["skillArray"]);
    expect(errorOf({ skillGeneration: "pointBuy" }).path).toEqual(["skillPointBuy"]);
    expect(parseOptions({ skillGeneration: "manual" }).skillGeneration).toBe("manual");
  });

  it("L13-DEATH-8 recoveryMode defaults to playMode but can be set apart", () => {
    expect(parseOptions({ playMode: "gritty" }).recoveryMode).toBe("gritty");
    expect(parseOptions({ playMode: "gritty", recoveryMode: "cinematic" }).recoveryMode).toBe("cinematic");
  });

  it("L13-SPEC-9 a single tier of specializations", () => {
    expect(errorOf({ specializationTiers: 2 }).path).toEqual(["specializationTiers"]);
  });

  it("L13-ADV-10 skillIncreaseCost is null or a cost rule given as data", () => {
    expect(parseOptions({ skillIncreaseCost: { multiplier: 3 } }).skillIncreaseCost).toEqual({
      multiplier: 3,
    });
    expect(
      parseOptions({ skillIncreaseCost: { costs: { d4: 8, d6: 12, d8: 16, d10: 20 } } }).skillIncreaseCost,
    ).toEqual({ costs: { d4: 8, d6: 12, d8: 16, d10: 20 } });
    expect(errorOf({ skillIncreaseCost: 5 }).path).toEqual(["skillIncreaseCost"]);
  });

  it("L13-REP-4 reactionSkill is unset by default and must name one of the skills", () => {
    expect(defaultOptions().reactionSkill).toBeNull();
    expect(parseOptions({ reactionSkill: "healing" }).reactionSkill).toBe("healing");
    expect(errorOf({ reactionSkill: "humint" }).path).toEqual(["reactionSkill"]);
  });

  it("L13-ABIL-10 an exact specialized array must have five dice", () => {
    expect(errorOf({ specializedArrayMode: "exact" }).path).toEqual(["arrays", "specialized"]);
    const o: L13Options = parseOptions({
      specializedArrayMode: "exact",
      arrays: { specialized: ["d12", "d10", "d6", "d4", "d4"] },
    });
    expect(o.arrays.specialized).toHaveLength(5);
  });

  it("defaultOptions returns independent copies", () => {
    const a = defaultOptions();
    a.skills.push({ id: "x", label: "X" });
    expect(defaultOptions().skills).toHaveLength(5);
  });
});
