// The Appendix A options that defence, damage, health and conditions read, with the checklist's
// defaults. The shape extends the check core's options, so one options object for the whole ruleset
// (which merges every area's shape) parses here unchanged; `tickFirstAt` is shared with the tracker.

import { z } from "zod";
import { fromZod } from "../../../engine/errors.js";
import { checkOptionsSchema } from "../check/options.js";
import { STAT_MIN } from "../check/stats.js";

export const damageOptionsShape = {
  /** DE-HEALTH-4: damage past the last Stun costs exactly 1 HP ("oneHp") or overflows in full. */
  stunOverflow: z.enum(["oneHp", "full"]).default("oneHp"),
  /** DE-DEATH-8: both death-check tallies go back to 0 once HP/Res is above 0 again. */
  deathTallyResetOnRecovery: z.boolean().default(true),
  /** DE-AID-1: how close (metres) a helper must be to give First Aid. */
  firstAidReach: z.number().min(0).default(1),
  /** DE-COND-24: Poisoned also gives disadvantage on attack rolls. */
  poisonedAffectsAttacks: z.boolean().default(false),
  /** DE-ENV-16, DE-COND-16: underwater, Burning drops by 2 every 5 initiative (5) or per damage tick (10). */
  burningUnderwaterInterval: z.union([z.literal(5), z.literal(10)]).default(5),
  /** DE-DV-3, DE-EXPLO-7: EA is taken once per damage instance, or once per hit within it. */
  eaPer: z.enum(["damageInstance", "hit"]).default("damageInstance"),
  /** DE-INIT-7: a periodic effect first fires one period after it starts, or at once. */
  tickFirstAt: z.enum(["plusPeriod", "immediate"]).default("plusPeriod"),
  /** DE-COND-12: the floor for stats lowered by asphyxiation (Appendix A `statMin`). */
  statMin: z.number().int().default(STAT_MIN),
};

export const damageOptionsSchema = checkOptionsSchema.extend(damageOptionsShape);
export type DamageOptions = z.output<typeof damageOptionsSchema>;
export type DamageOptionsInput = z.input<typeof damageOptionsSchema>;

export const DEFAULT_DAMAGE_OPTIONS: Readonly<DamageOptions> = Object.freeze(damageOptionsSchema.parse({}));

/** Fills the defaults in; throws an EngineError naming the option at fault. */
export function resolveDamageOptions(
  partial: Partial<DamageOptions> | DamageOptionsInput = {},
): DamageOptions {
  const r = damageOptionsSchema.safeParse(partial);
  if (!r.success) throw fromZod(r.error, "options");
  return r.data;
}

/** Fills defaults without validating: for options that were parsed once at the boundary. */
export function damageOptions(partial: Partial<DamageOptions> = {}): DamageOptions {
  return { ...DEFAULT_DAMAGE_OPTIONS, ...partial };
}
