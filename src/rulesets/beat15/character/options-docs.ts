// One sentence per option, in our own words, for `tabula rulesets` and the designer page. The options module
// checks that every option is documented; this file imports nothing, so the two do not import each other.

export const OPTION_DOCS = {
  statPreset:
    "Which stat list ships: none (the draft names no stats, each table brings its own) or six stats plus Luck with placeholder names.",
  stats: "The table's own stat list (IDs and labels); when set it replaces the preset.",
  statLabels:
    "Display names for stats by ID, e.g. to name the six-plus-luck placeholders; no rule reads them.",
  naturalTwentyAutoSuccess:
    "Whether a lone roller's d20 showing 20 succeeds whatever the target (not in the draft).",
  naturalOneAutoFailure:
    "Whether a lone roller's d20 showing 1 fails whatever the target (not in the draft).",
  difficultyBands:
    "How names cover the unnamed rungs: each rung takes the nearest named rung at or below it, or the name heads the rows under it.",
  ladderMax: "The highest target number the ladder reaches; null lets it climb past 39 in steps of 3.",
  ladderMin: "The lowest target number: 3 (the lowest printed rung), 0, or null for no floor.",
  stepsPerCircumstance: "How many rungs one advantage or disadvantage moves the target.",
  allowOffLadderTargets: "Whether the GM may set a target that is not a multiple of 3 on the ladder.",
  impossibleTasks:
    'Whether a task that starts at the "Impossible" rung needs the GM\'s explicit permission to be rolled, or may always be rolled.',
  taskTargets: "Starting target numbers per task type; the draft gives attack and stealth 15.",
  marginTiers:
    "Margins at or within `just` read as a near thing and margins of `dramatic` or more as dramatic; display only.",
  contestIncludesStat: "Whether each side of a contest adds its stat to the d20, not only its modifiers.",
  contestTieReroll:
    "Who rerolls when the best totals of a contest tie: only the tied leaders, or every side.",
  groupUsesRawFace:
    "Whether a group's value is its best bare d20 face + 2 per extra member instead of its best total.",
  groupBonusVsTarget: "Whether a group rolling against a fixed target also gets +2 per extra member.",
  supplyRollsPerUse: "How many supply rolls one use of an item makes, unless the item says otherwise.",
  supplyFailBlocksUse:
    "Whether a supply roll of 1–3 also makes the current use fail, not only shrinks the die.",
  resupplyRule: "What resupplying does: restore the item's starting die, or grow the die one size.",
  roundingMode: "How a fractional end result is rounded: down toward minus infinity (floor) or toward zero.",
  stressInputs: "The two stats halved and added to make Stress; null leaves Stress off the sheet.",
  vitalityInputs: "The two stats halved and added to make Vitality; null leaves Vitality off the sheet.",
};
