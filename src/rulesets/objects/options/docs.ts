// One sentence per option, in our own words, for CLI help and the designer page. The type makes the
// compiler insist that every option has one.

import type { OptionDoc } from "../../../engine/ruleset.js";
import { type ObjOptions, parseOptions } from "./schema.js";

export const OPTION_DOCS: Readonly<Record<keyof ObjOptions, string>> = {
  dieType: "The die everyone at the table rolls; d6 is the book's, the others use the book's target table.",
  customSides: "The number of sides of a custom die (only with dieType custom).",
  targetNumber: "The face a die must show or beat to count as a success; by default the die type's own.",
  d100TargetNumber: "The d100 target: the book's 70 (31% a die) or 71 (exactly 30%).",
  capDifficultyAtPool: "Whether a difficulty above the pool size only asks for every die to succeed.",
  capAppliesToDamage: "Whether that cap also applies to a damage roll's STA + Armor threshold.",
  zeroPoolPolicy: "What a pool of no dice means: the action cannot be done, or it simply scores nothing.",
  minimumDifficulty: "The lowest difficulty a roll can have; 0 lets halved ratings of 0 be met for free.",
  halfRounding: "How halved attributes round: down (the book's one stated rounding), up, or to nearest even.",
  unskilledMinimumDice: "Dice an unskilled roll always gets at least, so a low attribute can still try.",
  unskilledKeepsOtherComponent:
    "Whether an unskilled skill-and-trait roll keeps the rating it does have on top of half the attribute.",
  halveAfterModifiers: "Whether an unskilled pool is halved after circumstance dice rather than before.",
  attributeMinAtCreation: "The lowest an attribute may be when a character is built.",
  mustSpendAllAttributePoints: "Whether every rolled attribute point must be placed at creation.",
  mustSpendAllSkillPoints:
    "Whether every skill point must be placed at creation (otherwise the rest is lost).",
  maxNegativeTraitPoints:
    "A cap on the extra trait points negative traits can give at creation; none by default.",
  traitPointConversion:
    "Whether trait points become skill points only with no positive traits at all, or whatever is left over.",
  healthDeltaOnStaminaChange: "Whether raising Stamina raises current Health along with its maximum.",
  woundPenalties: "An optional table of dice lost once Health falls to given levels; off by default.",
  mechanicsRequiresRating: "Whether Mechanics work needs at least 1 in the skill, with no unskilled attempt.",
  drowningDamagePerTurn: "Lethal damage per turn spent drowning; none by default, the GM decides.",
  fireBreathingDamageMode:
    "Whether breath fire deals its rating as damage outright or as the Damage rating of a normal damage roll.",
  rageRecoveryGate:
    "When an enraged character may roll to calm down: after someone intervenes, or every turn.",
  initiativeFinalTie: "Whether combatants tied on successes, DEX and WIS act together or roll off.",
  actionsPerTurn: "How many actions a combatant takes on a turn.",
  allowMoveAndAttack: "Whether a move comes free with the turn's action instead of being the action.",
  movementUnit: "Whether a move is measured in feet (three per DEX) or metres (one per DEX).",
  defendMode: "Whether Defend is a free reaction to every hit or an action declared on one's own turn.",
  unarmedDamage: "The Damage rating and kind of a bare-handed hit.",
  healthModel:
    "Whether lethal and non-lethal damage keep separate thresholds, or one Health where the crossing kind decides.",
  armorStacking: "Whether worn armour ratings add up or only the best one counts.",
  trackAmmo: "Whether firing uses up rounds, so an empty gun cannot attack.",
  thresholdFloor: "The lowest an STA + Armor threshold can be pushed by weapon effects; null for no floor.",
  m16Reduction: "Whether autofire takes dice from the Defend pool or successes from the Defend result.",
  potionDurationSource: "Whether a potion lasts the drinker's STA in minutes or the brewer's successes.",
  sapMode: "Whether a sap deals the wielder's STR outright or rolls damage like other weapons.",
  xpPerSession: "Experience points the GM hands out for a session by default.",
  skillMax: "The highest a skill can be raised.",
  traitMax: "The highest a trait can be rated.",
  attributeMax: "The highest an attribute can be raised after creation; none by default.",
  negativeTraitBuyOff: "Whether a missing limb can be bought off with XP at a cost the GM sets.",
  healingGranularity: "Whether healing counts only whole days and weeks, or part weeks rounded down too.",
  extraAttributes:
    "Attributes the GM adds for a campaign, either bought with points or starting at a set value.",
  extraSkills: "Skills the GM adds to the sample list.",
  statistics: "Statistics from rules modules, each a weighted sum of attributes shown on the sheet.",
};

export function optionDocList(): OptionDoc[] {
  const defaults = parseOptions({});
  return (Object.keys(OPTION_DOCS) as (keyof ObjOptions)[]).map((name) => ({
    name,
    default: defaults[name],
    description: OPTION_DOCS[name],
  }));
}
