// The attack options (checklist Appendix A) with the checklist's defaults, on top of the check
// core's (an attack roll is a check: crit threshold, super-critical bonus, "+1 per N" counting).

import { z } from "zod";
import { checkOptionsSchema } from "../check/options.js";
import { STATS } from "../check/stats.js";

export const attackOptionsSchema = checkOptionsSchema.extend({
  /** DE-ATK-9: the optional Static Targets rule. */
  staticTargets: z.boolean().default(false),
  /** DE-EXPLO-8: concussive damage reflects off GM-designated surfaces. */
  aceInTheHole: z.boolean().default(true),
  /** DE-EXPLO-6: passes of a reflection between opposing surfaces. */
  aceInTheHoleMaxBounces: z.number().int().min(1).default(1),
  /** DE-SCAT-2: scatter faces run clockwise (seen from above) from face 1, or the other way. */
  scatterNumbering: z.enum(["clockwise", "counterClockwise"]).default("clockwise"),
  /** DE-THROW-6: a scatter landing farther than the target rerolls its direction, or stands. */
  throwScatterReroll: z.enum(["reroll", "none"]).default("reroll"),
  /** DE-GRAP-3: how many size categories larger a grapple target may be. */
  grappleMaxSizeDiff: z.number().int().min(0).default(1),
  /** DE-GRAP-6: a grappled character escapes by a contested Strength check, or only as the GM rules. */
  grappleEscape: z.enum(["contested", "gmOnly"]).default("contested"),
  /** DE-TYPE-5: a miss breaks a Sustained chain. */
  sustainedResetOnMiss: z.boolean().default(true),
  /** DE-TYPE-11: Spray shots allocated must be at most X, or exactly X. */
  sprayAllocation: z.enum(["atMost", "exactly"]).default("atMost"),
  /** DE-TAKE-3: passive Intuition is 10 + Intuition, or a value the setting gives. */
  passiveValue: z.enum(["tenPlusStat", "setting"]).default("tenPlusStat"),
  /** DE-TAKE-3: the stat of the takedown's Stealth check (plus the Stealth focus). */
  stealthStat: z.enum(STATS).default("agility"),
});

export type AttackOptions = z.output<typeof attackOptionsSchema>;
export type AttackOptionsInput = z.input<typeof attackOptionsSchema>;

export const DEFAULT_ATTACK_OPTIONS: Readonly<AttackOptions> = Object.freeze(attackOptionsSchema.parse({}));

/** Fills the defaults in; throws a ZodError on a bad value (options are validated at the table). */
export function resolveAttackOptions(partial: AttackOptionsInput = {}): AttackOptions {
  return attackOptionsSchema.parse(partial);
}
