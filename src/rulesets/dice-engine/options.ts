// The Dice Engine's options as one object: the check core's (§1–4), the character side's (§5–13,
// with the setting module), the initiative tracker's (§18) and the damage/health/conditions side's
// (§19–25), each area's shape merged into a single strict schema so a table has one place for every
// choice the book leaves open. Every default is the checklist's (Appendix A). The attack options
// (§19–22: static targets, scatter, grapple, Spray, takedowns) join them for the attack actions, and
// the world's (§14–17, §26–28: senses, maps, areas, gravity, bulk, falls, downtime rates) for the
// rules of the world around the fight.

import type { z } from "zod";
import { fromZod } from "../../engine/errors.js";
import type { OptionDoc } from "../../engine/ruleset.js";
import { attackOptionsSchema } from "./attack/options.js";
import { characterOptionsObject, refineCharacterOptions } from "./character/options.js";
import { CHARACTER_OPTION_DOCS } from "./character/options-docs.js";
import { checkOptionsSchema as checkOptionsObject } from "./check/options.js";
import { damageOptionsShape } from "./damage/options.js";
import { trackerOptionsSchema } from "./tracker/options.js";
import { worldOptionsShape } from "./world/options.js";

/**
 * Strict, so a misspelt option is refused by name rather than silently ignored. `statMin` is in
 * both the character and the damage shapes, and `tickFirstAt` in both the tracker and the damage
 * shapes, each with the same meaning and default; the merge keeps one of each.
 */
/** The attack options beyond the check core's (those are already in the character shape). */
const attackOnlyShape = Object.fromEntries(
  Object.entries(attackOptionsSchema.shape).filter(([k]) => !(k in checkOptionsObject.shape)),
) as Omit<(typeof attackOptionsSchema)["shape"], keyof (typeof checkOptionsObject)["shape"]>;

export const diceEngineOptionsObject = characterOptionsObject
  .extend(trackerOptionsSchema.shape)
  .extend(damageOptionsShape)
  .extend(attackOnlyShape)
  .extend(worldOptionsShape)
  .strict();

export const diceEngineOptionsSchema = diceEngineOptionsObject.superRefine(refineCharacterOptions);

export type DiceEngineOptions = z.output<typeof diceEngineOptionsSchema>;
export type DiceEngineOptionsInput = z.input<typeof diceEngineOptionsSchema>;

/** Fills the defaults in; throws an EngineError naming every option at fault. */
export function parseDiceEngineOptions(raw: unknown = {}): DiceEngineOptions {
  const r = diceEngineOptionsSchema.safeParse(raw ?? {});
  if (!r.success) throw fromZod(r.error, "options");
  return r.data;
}

type CheckOptionName = keyof (typeof checkOptionsObject)["shape"];
type AttackOptionName = keyof typeof attackOnlyShape;
type DamageOptionName = keyof typeof damageOptionsShape;
type TrackerOptionName = keyof (typeof trackerOptionsSchema)["shape"];
type WorldOptionName = keyof typeof worldOptionsShape;

/** One sentence per check-core option, in our words (the type insists every option has one). */
const CHECK_OPTION_DOCS: Readonly<Record<CheckOptionName, string>> = {
  critThreshold:
    "The face at or above which a kept die counts as a semi-critical (10 in the book, for d10s and d12s alike).",
  superCritRollBonus:
    "What a super-critical (both kept dice critical) adds to the total: 4, both semi-critical +2s (the book's text), or 2.",
  superCritAutoSucceedsChecks:
    "Whether a super-critical makes any check succeed, not only an attack (the book: attacks only).",
  advantageDieFollowsProficiency:
    "Whether a merely Proficient roller's extra advantage or disadvantage dice are d12s too (the book: only with Expertise).",
  countingRounding:
    "How '+1 per N' rules count: completed units only (floor, the book's reading) or any started unit (ceil).",
  extendedCheckTally:
    "What an extended check's roll adds to its tallies: one mark per roll (perRoll) or one per degree (degrees).",
  extendedAllyFailuresCount: "Whether an ally's failed roll in an extended check adds to the failure tally.",
  extendedTiePrecedence:
    "Which wins when an extended check reaches its success and failure thresholds in the same round.",
};

const TRACKER_OPTION_DOCS: Readonly<Record<Exclude<TrackerOptionName, "tickFirstAt">, string>> = {
  initiativeFormula:
    "The initiative roll, with stat names standing for the roller's values (the book: 1d6 - logic; the lowest acts first).",
  roundLength: 'How much initiative stands for the book\'s "round" on a tracker that has no rounds.',
  lateJoinInitiative:
    "A character joining a running fight rolls and adds the current time (rollPlusCurrent), or the GM sets its value (gmSet).",
  waitMinimum: "The least initiative a Wait action may spend.",
  movePaces:
    "Initiative each Move action costs at a run, a jog and a walk (each covers up to the speed in metres).",
  zeroCostActionCap:
    "How many actions costing 0 initiative one character may take in a row, so a turn cannot go on forever.",
};

const DAMAGE_OPTION_DOCS: Readonly<Record<Exclude<DamageOptionName, "statMin">, string>> = {
  stunOverflow:
    "Damage beyond the last point of Stun costs exactly 1 HP (oneHp, the book) or carries over in full (full).",
  deathTallyResetOnRecovery:
    "Whether both death-check tallies go back to 0 once HP (or Resilience) is above 0 again.",
  firstAidReach: "How close, in metres, a helper must be to give First Aid.",
  poisonedAffectsAttacks: "Whether Poisoned also gives disadvantage on attack rolls, not only on checks.",
  burningUnderwaterInterval:
    "Under water, Burning drops by 2 every 5 initiative (5) or with each damage tick (10).",
  eaPer: "Energy armour (EA) comes off once per damage instance, or once per hit within it.",
  tickFirstAt:
    "A periodic effect (Burning, Bleed…) first fires one period after it starts (plusPeriod) or at once (immediate).",
};

const ATTACK_OPTION_DOCS: Readonly<Record<AttackOptionName, string>> = {
  staticTargets:
    "The optional Static Targets rule: a target that cannot move has no DV, only a double 1 misses and the degrees are unbounded.",
  aceInTheHole: "Whether concussive damage reflects off surfaces the GM designates (Ace in the Hole).",
  aceInTheHoleMaxBounces: "How many passes a reflection makes between two opposing surfaces.",
  scatterNumbering:
    "Whether the scatter die's faces run clockwise or counter-clockwise (seen from above) from face 1.",
  throwScatterReroll:
    "Whether a thrown object's scatter that lands farther than the target rerolls its direction (reroll) or stands (none).",
  grappleMaxSizeDiff: "How many size categories larger than the grappler a grapple target may be.",
  grappleEscape:
    "A grappled character escapes by a contested Strength check (contested) or only as the GM rules (gmOnly).",
  sustainedResetOnMiss: "Whether a miss breaks a Sustained attack chain.",
  sprayAllocation:
    "Whether the shots of a Spray attack spread among targets must be at most X (atMost) or exactly X.",
  passiveValue:
    "Passive Intuition against a takedown: 10 + Intuition (tenPlusStat) or a value the setting gives.",
  stealthStat: "The stat of a takedown's Stealth check (plus the Stealth focus).",
};

const WORLD_OPTION_DOCS: Readonly<Record<WorldOptionName, string>> = {
  senseLossDisadvantage:
    "Losing several senses for one check gives a single level of disadvantage (single) or one per sense lost (perSense).",
  dampingScalesWithThickness:
    "Whether a barrier's damping of a sense grows with its thickness (rating × thickness ÷ the material's reference).",
  grid3dMetric:
    "Square-grid distance in three dimensions: the diagonal rule nested (horizontal, then vertical) or straight-line (euclidean).",
  aoeDistanceMetric:
    "Whether an area's reach is measured in a straight line (euclidean) or by the grid's own distance rule (grid).",
  coneOtherAngles:
    "Cones of angles other than 90°, 45° and 22.5° are shaped by the tangent rule (tangent) or refused (reject).",
  normalGravityBand:
    "The band of gravities, in g, treated as exactly 1 g ({ min, max }, which must contain 1; the book: 0.8–1.2).",
  highGravityBulkRowLoss:
    "At 2 g or more a character loses one row of bulk space (once) or one more row per whole g above that (perG).",
  highGravityFatigueDC:
    "The DC of the fatigue check high gravity calls for; unset, it is the fatigue check's own 15 + fatigue level.",
  hexGlideTurn60: "The book's optional hex rule: a glide may turn up to 60° instead of 45°.",
  bulkRotation: "Whether items may be turned 90° to fit a character's bulk space.",
  fallDamage:
    "Fall damage as a dice expression per so many metres fallen ({ expression, perMetres }); the core has none, so unset the GM rules.",
  xpToMoneyRate: "Money earned for each XP worked off during downtime; unset, Working is not available.",
  moneyToXpRate: "Money a relaxing character spends for each XP gained; unset, Relaxation is not available.",
};

/** Every option with its default and what it changes, in schema order. */
export function diceEngineOptionDocs(): OptionDoc[] {
  const defaults = parseDiceEngineOptions({});
  const text: Record<string, string> = {
    ...CHECK_OPTION_DOCS,
    ...CHARACTER_OPTION_DOCS,
    ...TRACKER_OPTION_DOCS,
    ...DAMAGE_OPTION_DOCS,
    ...ATTACK_OPTION_DOCS,
    ...WORLD_OPTION_DOCS,
  };
  return Object.keys(diceEngineOptionsObject.shape).map((name) => ({
    name,
    default: defaults[name as keyof DiceEngineOptions],
    description: text[name] ?? "",
  }));
}
