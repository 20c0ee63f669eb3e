// One sentence per option, in our own words, for help text and the designer page. The options module checks
// that every option is documented; this file imports nothing, so the two do not import each other.

export const OPTION_DOCS = {
  attributeNames: "Display names of the seven attributes; renaming changes no outcome.",
  defenseBase: "The number Defense starts from before attribute modifiers are added (LUC-ATTR-4).",
  defenseAttributes:
    "Which attribute modifiers are added to Defense; Precognition swaps DEX for KNO (LUC-ATTR-4).",
  initiativeMode: "Roll d20 + AWA for the order, or let the GM set it (LUC-ATTR-5).",
  initiativeEachRound: "Roll initiative again at the start of every round instead of once per combat.",
  assignRolledInOrder:
    "Rolled results go to STR, DEX, CON, KNO, AWA, WIL, CHA in roll order instead of where the player chooses.",
  lucidityFloor: "The lowest current Lucidity can fall to; 'none' lets it go negative.",
  substituteTiming:
    "Whether a Lucidity roll must be declared before the d20 is rolled or may replace a failed d20 afterwards.",
  npcsUseLucidity: "Whether non-player characters have Lucidity (and its 0-Health rules) too.",
  lucidityRollAttribute:
    "Whether the attribute modifier is added to the Lucidity target or ignored (LUC-LUC-4).",
  lucidityAttackPenetration:
    "Penetration of an attack won by a Lucidity roll: a fixed number, or the margin under the target + 1.",
  buffsApplyToLucidity: "Whether Buffs and Breaks move the target of a Lucidity roll.",
  guaranteedSuccessScope:
    "Whether a guaranteed turn makes every roll of that turn succeed or only the first one.",
  healthGrowth:
    "Recalculate maximum Health and Energy from the current attributes, or add each level's gain as it comes.",
  levelUpRaisesCurrent:
    "Whether current Health, Energy and Lucidity rise with their maximums when those go up.",
  wingmanCost: "What using Wingman costs: one action, or nothing.",
  inspiratorTiming:
    "Whether Inspirator is used after the face is seen (only if it changes the result) or declared before.",
  roundSeconds: "Seconds in a combat round; Adrenaline Rush lasts one minute of rounds.",
  healthyLivingStacks: "Whether several Healthy Living holders in a party add +5 each.",
  mentalClarityScope:
    "Whether Mental Clarity removes Breaks from every KNO/AWA/WIL/CHA roll or only from rolls with a ranked skill.",
  fellowshipStacks: "Whether several Fellowship holders in a group add one Buff each.",
  fatesGambleAttribute: "The attribute added to Fate's Gamble Lucidity rolls, or none.",
  mustSpendAllSkillPoints: "Whether a new character must spend all 8 skill points.",
  skillAdvancement:
    "Whether only the GM changes skill ranks after creation, or each level gained also buys one rank.",
  checkTies: "Whether a check total equal to the target succeeds or fails.",
  attackAttribute: "The attribute of melee and of ranged attacks when the weapon names none.",
  opposedTies: "Whether a tied opposed roll goes to the side not acting or is rolled again.",
  opposedMode: "Whether both sides of an opposed roll roll, or the defender sits at 10 + attribute.",
  unarmedDamage: "Damage of an unarmed strike without Brawler, as a dice expression.",
  xpPerGold: "XP per gold piece collected, when the GM converts gold to XP; null: the GM enters XP.",
  levelCap: "The highest level XP can reach (6 in the book), or extrapolate the XP table past it.",
  moveActionFlexible: "Whether the move action may pay for any option, not only Move.",
  helpWindow: "How long a Help/Interfere Buff waits: until the helper's next turn, or for the next roll.",
  moveHalvingStacks: "Whether careful movement and standing up halve the distance twice.",
  opportunityAttacks: "Whether leaving an enemy's reach during a full Move grants it a free attack.",
  readQuestionCount:
    "Who sets how many Read questions are asked: the GM (1–3), or the roll's margin (1, 2 or 3).",
  readyCost: "Actions Ready itself costs on top of those set aside.",
  castingDisruption: "Whether casting disruption counts damage over the round or per single hit.",
  protectionResolution:
    "How Protection left after Penetration reduces damage: the thresholds (default), the literal thresholds (equal gives 0), or plain subtraction.",
  partialStacks: "Whether a partial stack of coins or arrows still takes a slot (ceil) or not (floor).",
  overCapacity: "Whether carrying more than the item slots is refused or allowed and flagged.",
  overflowTriggersCheck:
    "Whether the overflow of the hit that brings Health to 0 also calls for the end-of-round Lucidity roll.",
  degreeOfFailureStep: "How many points past the target make one degree of failure on the 0-Health roll.",
  woundDuration: "Whether the GM picks a wound's healing time or it is rolled within the table's window.",
  finalTurnLucidityTiming:
    "Whether the death sequence restores Lucidity before the final turn or only records it after death.",
  partialRest: "What an interrupted rest gives: nothing, or a share in proportion to the hours rested.",
  buffsApplyToDamage: "Whether Buffs and Breaks also add to or subtract from damage rolls.",
  narrativeDamageRounding: "Whether halved narrative damage rounds down or up.",
  majorExploitAccess: "Whether everyone may attempt major exploits or only characters flagged as warriors.",
  exploitTrigger: "Whether a minor exploit needs the attack to deal damage or only to hit.",
  rescueCost: "Whether a rescue is free or spends actions the rescuer readied.",
};
