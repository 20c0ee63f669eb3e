// The character-side options of the Dice Engine (checklist Appendix A rows for §5–13), extending the
// check core's options so one object serves both. Every default is the checklist's; the setting
// module (races, extra skills, perks and focuses) rides along as the `setting` option because it is
// chosen per table, exactly like an option.

import { z } from "zod";
import { fromZod } from "../../../engine/errors.js";
import { settingIssues, settingModuleSchema } from "../catalogue/setting.js";
import { checkOptionsSchema } from "../check/options.js";

/** What SP may buy at creation (DE-CREA-4). */
export const SP_PURCHASABLE = [
  "perk",
  "skill",
  "stat",
  "proficiency",
  "credits",
  "vehicle",
  "focus",
  "hp",
  "stun",
] as const;
export type SpPurchasable = (typeof SP_PURCHASABLE)[number];

export const characterOptionsShape = {
  /** DE-STAT-2, DE-CREA-12. */
  statMin: z.number().int().default(-4),
  statMax: z.number().int().default(5),
  /** DE-CREA-2. */
  startingSP: z.number().int().min(0).default(1000),
  /** DE-CREA-10: SP that may go into stat increases, whatever decreases gave back. */
  statSpendCapSP: z.number().int().min(0).default(250),
  /** DE-CREA-13: how many stats may sit at `statMax` when the game starts. */
  maxStatsAtMaxAtStart: z.number().int().min(0).default(1),
  /** DE-CREA-4: what SP may buy (focus ratings, HP and Stun are XP-only by default). */
  spPurchasable: z
    .array(z.enum(SP_PURCHASABLE))
    .default(["perk", "skill", "stat", "proficiency", "credits", "vehicle"]),
  /** DE-CREA-16. */
  startingHP: z.number().int().min(1).default(3),
  /** DE-CREA-17: the raceless base Stun. */
  racelessBaseStun: z.number().int().min(0).default(0),
  /** DE-CREA-6: the book has no base speed without a race; null leaves speed unknown. */
  racelessBaseSpeed: z.number().int().min(0).nullable().default(null),
  /** DE-CREA-17: starting Stun never below this (null: no floor). */
  startingStunMin: z.number().int().nullable().default(0),
  /** DE-PERK-9: Power Walk's SP price at creation. */
  powerWalkCreationCost: z.number().int().min(0).default(0),
  /** DE-PERK-16: the bonus ends early if the character acts. */
  vibrationAwarenessEndsOnAction: z.boolean().default(true),
  /** DE-PERK-17: the activated bonus is 5 + this × (rank − 1); 0 makes extra ranks add nothing. */
  vibrationAwarenessBonusPerRank: z.number().int().min(0).default(5),
  /** DE-PERK-22..25: the stance applies to the attack that starts it. */
  stanceIncludesTriggeringAttack: z.boolean().default(true),
  /** DE-PERK-27: Brutal Swing once per semi-critical die (true) or once per attack. */
  brutalSwingPerCritDie: z.boolean().default(true),
  /** DE-PERK-63: only a parry that stops all the damage allows a Counter Attack. */
  counterAttackRequiresFullNegation: z.boolean().default(false),
  /** DE-PERK-73: the failure tally left after a successful resuscitation. */
  resuscitationFailureTally: z.number().int().min(0).max(2).default(2),
  /** DE-PERK-55/56: every innate negative perk pays its SP, not only Blind. */
  racialDisabilitySPForAll: z.boolean().default(false),
  /** DE-STAT-7: max Stun follows Endurance after creation. */
  maxStunTracksEndurance: z.boolean().default(false),
  /** DE-STUN-2: a Stun rank gives a flat 4 or a roll of the new stun die. */
  stunIncreaseMode: z.enum(["fixed4", "rollStunDie"]).default("fixed4"),
  /** DE-HP-2: a bought HP or Stun rank also fills the current value. */
  purchaseRaisesCurrent: z.boolean().default(true),
  /** DE-FOCUS-6: null = no maximum. */
  focusMaxRating: z.number().int().min(1).nullable().default(null),
  /** DE-PLAY-2..4. */
  oneShot: z.boolean().default(true),
  lawOfLargeNumbers: z.boolean().default(false),
  multipleInsight: z.boolean().default(false),
  /** DE-FAT-1: the hour without a long rest that calls for a fatigue check, and optional repeats. */
  fatigueCheckHour: z.number().int().min(1).default(26),
  fatigueRecheckEveryHours: z.number().int().min(1).nullable().default(null),
  /** DE-FAT-3: levels 1 and 2 both add disadvantage to attacks. */
  fatigueDisadvantageStacks: z.boolean().default(true),
  /** DE-FAT-13: fatigue levels a completed long rest removes. */
  fatigueRecoveryPerLongRest: z.number().int().min(0).default(1),
  /** DE-FAT-8: failing to sleep costs a level outright (auto) or calls for the fatigue check. */
  failedSleepFatigue: z.enum(["auto", "check"]).default("auto"),
  /** DE-GEN-2: the setting module; empty = core rules only. */
  setting: settingModuleSchema.prefault({}),
};

/** The options as a plain (strict) object, for a ruleset schema that adds its own options to it. */
export const characterOptionsObject = checkOptionsSchema.extend(characterOptionsShape).strict();

/** The cross-field rules of the options (stat range, a valid setting); add to any schema built on them. */
export function refineCharacterOptions(
  o: z.output<typeof characterOptionsObject>,
  ctx: z.RefinementCtx,
): void {
  if (o.statMin > 0 || o.statMax < 0 || o.statMin >= o.statMax)
    ctx.addIssue({
      code: "custom",
      path: ["statMax"],
      message: "statMin must be ≤ 0 ≤ statMax and below it",
    });
  for (const i of settingIssues(o.setting))
    ctx.addIssue({ code: "custom", path: ["setting", ...i.path], message: i.message });
}

export const characterOptionsSchema = characterOptionsObject.superRefine(refineCharacterOptions);

export type DeOptions = z.output<typeof characterOptionsSchema>;
export type DeOptionsInput = z.input<typeof characterOptionsSchema>;

export const DEFAULT_DE_OPTIONS: Readonly<DeOptions> = Object.freeze(characterOptionsSchema.parse({}));

/** Fills the defaults in; throws an EngineError naming the option at fault. */
export function parseDeOptions(raw: unknown = {}): DeOptions {
  const r = characterOptionsSchema.safeParse(raw ?? {});
  if (!r.success) throw fromZod(r.error, "options");
  return r.data;
}
