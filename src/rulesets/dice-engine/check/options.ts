// The check options of the Dice Engine (checklist Appendix A) with the checklist's defaults. Only
// the options the check core reads live here; the full ruleset options schema can extend this one
// (zod objects merge), so an options object built there parses here unchanged.

import { z } from "zod";

export const checkOptionsSchema = z.object({
  /** DE-CRIT-2, DE-CRIT-10: a kept die at or above this face is a semi-critical (d10 and d12 alike). */
  critThreshold: z.number().int().min(2).default(10),
  /** DE-CRIT-4: +4 applies both semi-critical +2s (Criticals text); 2 follows the book's "−2 to 27" range. */
  superCritRollBonus: z.union([z.literal(4), z.literal(2)]).default(4),
  /** DE-CRIT-9, DE-CONT-3: the book makes only attacks auto-succeed on a super-critical. */
  superCritAutoSucceedsChecks: z.boolean().default(false),
  /** DE-ADV-3: whether a merely Proficient roller's extra advantage dice are d12s too. */
  advantageDieFollowsProficiency: z.boolean().default(false),
  /** DE-ROUND-4: "+1 per N" counts completed units (floor) unless set to ceil. */
  countingRounding: z.enum(["floor", "ceil"]).default("floor"),
  /** DE-EXT-2: one tally mark per roll, or one per degree of success / failure. */
  extendedCheckTally: z.enum(["perRoll", "degrees"]).default("perRoll"),
  /** DE-EXT-6: whether allies' failed rolls add to the failure tally. */
  extendedAllyFailuresCount: z.boolean().default(true),
  /** DE-EXT-7: which threshold wins when both are reached in the same round. */
  extendedTiePrecedence: z.enum(["success", "failure"]).default("success"),
});

export type CheckOptions = z.output<typeof checkOptionsSchema>;

export const DEFAULT_CHECK_OPTIONS: Readonly<CheckOptions> = Object.freeze(checkOptionsSchema.parse({}));

/** Fills the defaults in and validates; throws a ZodError on a bad value. */
export function resolveCheckOptions(partial: Partial<CheckOptions> = {}): CheckOptions {
  return checkOptionsSchema.parse(partial);
}
