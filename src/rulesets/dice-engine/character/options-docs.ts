// One sentence per character option, in our own words, for help text and the designer page. The
// type makes the compiler insist that every option of characterOptionsShape is documented.

import type { characterOptionsShape } from "./options.js";

export const CHARACTER_OPTION_DOCS: Readonly<Record<keyof typeof characterOptionsShape, string>> = {
  statMin: "The lowest a stat may be (−4 in the book).",
  statMax: "The highest a stat may be (+5 in the book).",
  startingSP: "Starting Points a new character has to spend during creation.",
  statSpendCapSP: "The most SP that may go into raising stats at creation, whatever lowered stats gave back.",
  maxStatsAtMaxAtStart: "How many stats may sit at the maximum when play begins.",
  spPurchasable:
    "What SP can buy at creation: perks, skills, stat raises, Proficiency, credits and vehicles by default; focus ratings, HP and Stun ranks can be added.",
  startingHP: "Maximum HP of a new character before any HP increase.",
  racelessBaseStun: "Base Stun of a character without a setting race (Endurance is added to it).",
  racelessBaseSpeed:
    "Base speed in metres of a character without a setting race; unset, its speed is unknown.",
  startingStunMin: "The floor under starting Stun when Endurance is negative; unset, it may go below 0.",
  powerWalkCreationCost: "SP price of Power Walk during creation (it costs 25 XP afterwards).",
  vibrationAwarenessEndsOnAction:
    "Whether Vibration Awareness ends early when the character does anything else.",
  vibrationAwarenessBonusPerRank:
    "Extra Vibrosense per Vibration Awareness rank beyond the first (the first gives 5).",
  stanceIncludesTriggeringAttack: "Whether a stance already applies to the attack that starts it.",
  brutalSwingPerCritDie:
    "Whether Brutal Swing adds its damage for each semi-critical die or once per attack.",
  counterAttackRequiresFullNegation:
    "Whether only a parry that stops all the damage allows a Counter Attack.",
  resuscitationFailureTally: "Failed death checks left on a character saved by Emergency Resuscitation.",
  racialDisabilitySPForAll:
    "Whether every disability a race is born with pays its SP (the book says so only for Blind).",
  maxStunTracksEndurance:
    "Whether max Stun follows Endurance raised after creation (the book fixes it at creation).",
  stunIncreaseMode: "A Stun rank adds a flat 4, or a roll of the new stun die (1d6 + Endurance).",
  purchaseRaisesCurrent: "Whether buying HP or a Stun rank also raises the current value.",
  focusMaxRating: "The highest rating a focus may reach; unset, there is no limit.",
  oneShot: "One Shot: a task may not be retried the same way unless the situation changes.",
  lawOfLargeNumbers: "Optional rule: no more than two players may roll the same check.",
  multipleInsight: "Optional rule: one insight check per character and target in a scene.",
  fatigueCheckHour: "Hours without a long rest before the Endurance check against fatigue.",
  fatigueRecheckEveryHours:
    "Hours between further fatigue checks while still without a long rest; unset, only one.",
  fatigueDisadvantageStacks: "Whether fatigue levels 1 and 2 both add disadvantage to attack rolls.",
  fatigueRecoveryPerLongRest: "Fatigue levels a completed long rest removes (not on half rations).",
  failedSleepFatigue:
    "A long rest without sleep adds a fatigue level outright, or calls for the fatigue check.",
  setting: "The setting module: races, extra skills, perks and focuses (empty: the core rules only).",
};
