// One sentence per option, in our own words, for CLI help and the designer page. The options module
// checks that every option is documented; this file imports nothing, so the two do not import each
// other.

export const OPTION_DOCS = {
  labels: "Display names for the abilities, skills and game terms; renaming changes no outcome.",
  playMode:
    "Cinematic lets every die explode without limit; Gritty lets only the Ability die explode, once; off turns exploding and imploding off (not in the book).",
  overflowMode:
    "How a die grows past d12: the added die climbs the ladder (growExtra) or every step adds a d4 (addD4Each).",
  stepResolution:
    "Whether step modifiers are summed before applying (net) or applied one by one in order (sequential).",
  allowDifficultyStepping:
    "Whether modifiers may step the Difficulty die instead of the GM choosing another level.",
  advantageStacks:
    "Whether each extra advantage or disadvantage source adds one more roll of the Ability die.",
  advDisInteraction:
    "Whether advantage and disadvantage on one roll always cancel or the side with more sources applies.",
  explosionPrompt:
    "Whether a program rolling through the API is asked (its explosionPrompt callback) before an exploding die is rolled again; the table always rolls it again, since a reroll never lowers the result.",
  explosionRerollCanImplode: "Whether a 1 rolled as an explosion reroll also counts as an implosion.",
  grittyOverflowExplodes:
    "In Gritty play, whether the dice added past d12 to the Ability slot may explode too.",
  grittyImplodeScope: "In Gritty play, whether every die can implode or only the Ability die.",
  explodeOnDamage: "Whether damage dice can explode.",
  explodeOnInitiative: "Whether initiative dice can explode.",
  dilemmaPerImplodedDie: "Whether each imploded die opens its own dilemma rather than one per roll.",
  contestTie:
    "Who wins a tied two-sided contest: the initiator fails, the sides roll again, or the GM decides.",
  multiContestTie: "How a tie for first place among three or more sides is settled.",
  assetStacking: "Whether several assets on one roll add their steps or only the best one counts.",
  assetDefaultTarget: "Which slot an asset steps when the use does not say: the skill or the ability.",
  assistStacking: "Whether several helpers add their steps or only the best helper counts.",
  maxSpecializationsPerRoll: "How many specializations may apply to a single roll.",
  hpAbility: "The ability whose die sets hit points and the death threshold.",
  initiativeAbility: "The ability rolled for initiative.",
  combatAbility: "The ability rolled in attacks and defenses.",
  reactionAbility: "The ability rolled in Reaction checks and stepped by reputation.",
  allowedAbilityMethods: "Which ability-generation methods players may use: random rolls, arrays, or both.",
  arrays: "The dice of the balanced and specialized arrays.",
  specializedArrayMode:
    "Whether the specialized array lets a player pick any five of its dice or must be used exactly.",
  skillPreset: "The example skill list the ruleset starts from, or custom when the list is given in skills.",
  skills: "The ordered list of broad skills every character has a die in.",
  combatSkill: "The skill used by every attack and defense; null for a ruleset without combat.",
  allowUntrainedSkill: "Whether a character may have no die at all in a skill.",
  skillGeneration:
    "How skill dice are set at creation: rolled, copied from linked abilities, an array, point-buy or typed in.",
  skillLinks: "For linked skills, which ability each skill copies its die from.",
  skillArray: "For the skill array method, the dice a player distributes over the skills.",
  skillPointBuy: "For point-buy skills, the budget and the price of each die.",
  difficultyLadder: "The difficulty levels the GM picks from and the die each one sets.",
  specializationTiers: "How many tiers of specializations exist; only one is defined.",
  startingSpecializations: "How many specializations a new character may choose; null means no limit.",
  useBackgrounds: "Whether characters may have a background that grants advantage when invoked.",
  maxBackgrounds: "How many backgrounds one character may hold.",
  backgroundCatalog: "The backgrounds players may choose or roll at creation.",
  useImpairments: "Whether characters may take impairments that impose disadvantage when they apply.",
  impairmentCatalog: "The impairments players may choose or roll at creation.",
  impairmentBonusMode:
    "Whether taking impairments grants one bonus specialization in total or one per impairment.",
  assetLadder: "The asset quality levels and how many steps each gives.",
  assistTaskDefault: "Which slot an assist steps when the task kind is not given.",
  assistDieSource: "Whether a helper offers the die on their sheet or the die after their own modifiers.",
  hpPerPulseDie: "How many hit points each Pulse die level is worth.",
  damageFloorAtZero: "Whether damage stops at 0 HP instead of going negative.",
  pulseIncreaseHealsNewRow: "Whether raising the Pulse die also raises current HP by the new row.",
  restHealing:
    "How much resting heals: HP per interval, interval length, and the most rest can restore; null disables it.",
  restCapReset: "Whether the rest healing cap resets when the character is next hurt or at every rest.",
  dyingLossPerMinute: "How many hit points a dying, unstabilized character loses each full minute.",
  healingStabilizes: "Whether any healing of a dying character also stabilizes them.",
  recoveryMode: "Whether a character brought back from dying fights on at once or is marked as recuperating.",
  secondsPerRound:
    "How long a combat round lasts in seconds: each new round of an encounter then runs the dying clock that long; null (the book gives no length) leaves it to game minutes.",
  unconsciousDefense:
    "What an unconscious defender rolls: the normal defense pool or only the Defensive die.",
  initiativeTieBreak: "The ordered ways to break initiative ties.",
  attacksPerTurn: "How many attacks a combatant makes on their turn.",
  unarmedWeapon:
    "The weapon an attacker without one uses; null means no Accuracy die and damage equal to the margin.",
  defensiveDieSelection: "Which Defensive die a defender with several sources uses.",
  apGuidelineRange: "The usual range of an adventure's award; awards outside it are accepted with a warning.",
  specializationCost: "What a new specialization, or one more level in one, costs.",
  abilityIncreaseMultiplier: "An ability step costs this many times the current die size.",
  spendTiming: "Whether points may be spent only between adventures or at any time.",
  skillIncreaseCost: "What raising a skill die costs; null means skills cannot be bought.",
  useReputation: "Whether characters track a reputation that steps Reaction checks.",
  reputationRange: "The lowest and highest reputation.",
  reactionSkill: "The social skill rolled in Reaction checks; it must be set before one is made.",
  reputationScope: "Whether reputation steps only Reaction checks or every roll of the reaction ability.",
};
