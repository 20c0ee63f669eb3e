// The dice options of Lucky 13 (checklist Appendix A) with the book's defaults. The full ruleset
// options schema lives elsewhere and is a structural superset of this interface, so an options
// object built there can be passed here unchanged.

import { L13Error } from "./errors.js";

export interface L13DiceOptions {
  /** L13-EXPL-5/6/9: which dice explode, and how often. */
  /** "off" (not in the book): no die explodes or implodes. */
  playMode: "cinematic" | "gritty" | "off";
  /** L13-STEP-5/6: past d12 the added die grows (d12+d4 → d12+d6 …) or each step adds a d4. */
  overflowMode: "growExtra" | "addD4Each";
  /** L13-STEP-7: add all steps then apply once, or apply them in order (a removed die stays removed). */
  stepResolution: "net" | "sequential";
  /** L13-BKG-4, L13-IMP-4: false rolls the ability slot twice however many sources; true rolls 1 + n. */
  advantageStacks: boolean;
  /** L13-IMP-5: advantage and disadvantage cancel outright, or the side with more sources applies. */
  advDisInteraction: "cancel" | "netCount";
  /** L13-EXPL-1: false always rerolls an exploding die; true asks an optional callback first. */
  explosionPrompt: boolean;
  /** L13-EXPL-4: whether a 1 on an explosion reroll also implodes the die. */
  explosionRerollCanImplode: boolean;
  /** L13-EXPL-7: in Gritty mode, whether the overflow dice of the ability slot may explode (once). */
  grittyOverflowExplodes: boolean;
  /** L13-EXPL-8: in Gritty mode, whether every die can implode or only the Ability die. */
  grittyImplodeScope: "allDice" | "abilityOnly";
  /** L13-EXPL-10: whether damage dice explode (in Cinematic mode; they never do in Gritty). */
  explodeOnDamage: boolean;
  /** L13-EXPL-10, L13-INIT-7: whether initiative dice explode (once in Gritty mode). */
  explodeOnInitiative: boolean;
  /** L13-EXPL-13: one dilemma per roll, or one per imploded die. */
  dilemmaPerImplodedDie: boolean;
  /** L13-OPP-4: a two-sided tie fails the initiator, is rolled off, or is left to the GM. */
  contestTie: "initiatorFails" | "rollOff" | "gm";
  /** L13-OPP-5: a tie for the top among three or more sides is rolled off or left to the GM. */
  multiContestTie: "rollOff" | "gm";
  /** L13-ASSET-7: several assets' steps add up, or only the best one counts. */
  assetStacking: "sum" | "highestOnly";
  /** L13-ASSET-3: the slot an asset steps unless a use says otherwise. */
  assetDefaultTarget: "skill" | "ability";
  /** L13-ASSIST-6: several helpers' steps add up, or only the best helper counts. */
  assistStacking: "sum" | "highestOnly";
  /** L13-STEP-8: whether any modifier may step the Difficulty slot. */
  allowDifficultyStepping: boolean;
  /** L13-SPEC-6: how many specializations one roll may use. */
  maxSpecializationsPerRoll: number;
}

export const DEFAULT_DICE_OPTIONS: Readonly<L13DiceOptions> = Object.freeze({
  playMode: "cinematic",
  overflowMode: "growExtra",
  stepResolution: "net",
  advantageStacks: false,
  advDisInteraction: "cancel",
  explosionPrompt: false,
  explosionRerollCanImplode: false,
  grittyOverflowExplodes: false,
  grittyImplodeScope: "allDice",
  explodeOnDamage: true,
  explodeOnInitiative: true,
  dilemmaPerImplodedDie: false,
  contestTie: "initiatorFails",
  multiContestTie: "rollOff",
  assetStacking: "sum",
  assetDefaultTarget: "skill",
  assistStacking: "sum",
  allowDifficultyStepping: false,
  maxSpecializationsPerRoll: 1,
});

const CHOICES: { [K in keyof L13DiceOptions]: readonly unknown[] | "boolean" | "positiveInt" } = {
  playMode: ["cinematic", "gritty", "off"],
  overflowMode: ["growExtra", "addD4Each"],
  stepResolution: ["net", "sequential"],
  advantageStacks: "boolean",
  advDisInteraction: ["cancel", "netCount"],
  explosionPrompt: "boolean",
  explosionRerollCanImplode: "boolean",
  grittyOverflowExplodes: "boolean",
  grittyImplodeScope: ["allDice", "abilityOnly"],
  explodeOnDamage: "boolean",
  explodeOnInitiative: "boolean",
  dilemmaPerImplodedDie: "boolean",
  contestTie: ["initiatorFails", "rollOff", "gm"],
  multiContestTie: ["rollOff", "gm"],
  assetStacking: ["sum", "highestOnly"],
  assetDefaultTarget: ["skill", "ability"],
  assistStacking: ["sum", "highestOnly"],
  allowDifficultyStepping: "boolean",
  maxSpecializationsPerRoll: "positiveInt",
};

/**
 * Fills missing dice options with the defaults and checks the ones given. Fields this module does
 * not know are left alone, because the caller may pass the whole ruleset options object.
 */
export function resolveDiceOptions(given: Partial<L13DiceOptions> = {}): L13DiceOptions {
  const out = { ...DEFAULT_DICE_OPTIONS } as Record<string, unknown>;
  for (const key of Object.keys(CHOICES) as (keyof L13DiceOptions)[]) {
    const value = (given as Record<string, unknown>)[key];
    if (value === undefined) continue;
    const rule = CHOICES[key];
    const ok =
      rule === "boolean"
        ? typeof value === "boolean"
        : rule === "positiveInt"
          ? Number.isInteger(value) && (value as number) >= 1
          : rule.includes(value);
    if (!ok) {
      const allowed =
        rule === "boolean"
          ? "true or false"
          : rule === "positiveInt"
            ? "a whole number ≥ 1"
            : rule.join(", ");
      throw new L13Error("bad_option", ["options", key], `must be ${allowed}, not ${JSON.stringify(value)}`);
    }
    out[key] = value;
  }
  return out as unknown as L13DiceOptions;
}
