// The check request (DE-ROLL-4/5, DE-FOCUS-*, DE-ADV-*, DE-UNSK-*): plain data a GM or a declared
// action builds. The engine looks nothing up here; the caller resolves the stat value, whether the
// character has the designated focus, and the advantage sources into numbers.

import { z } from "zod";

export const checkRequestSchema = z.object({
  /** DE-STAT-2, DE-ROLL-4: exactly one stat's value. */
  stat: z.number().int().min(-4).max(5),
  /**
   * DE-FOCUS-1/2: the rating of the one GM-designated focus if the character has it; 0 otherwise
   * (a missing focus is never a penalty).
   */
  focusRating: z.number().int().min(0).default(0),
  /** DE-FOCUS-3, DE-CRIT-5: attack rolls take no focus and auto-hit on a super-critical. */
  attack: z.boolean().default(false),
  /** DE-UNSK-1/2: one more level of disadvantage and no focus. */
  unskilled: z.boolean().default(false),
  /** DE-ROLL-5: floating (situational) modifiers, summed. */
  modifiers: z.array(z.number().int()).default([]),
  /** DE-ADV-1/2: summed levels from every source. */
  advantage: z.number().int().min(0).default(0),
  disadvantage: z.number().int().min(0).default(0),
  /** DE-PROF-1/2: training in the rolled stat. */
  training: z.enum(["none", "proficient", "expert"]).default("none"),
  /** DE-CRIT-10: per-die thresholds in roll order; missing entries use the `critThreshold` option. */
  critThresholds: z.array(z.number().int().min(2)).default([]),
  /** The DC or DV (DE-DOS-*); absent for a roll whose target is another roll (DE-CONT-1). */
  target: z.number().int().optional(),
});

export type CheckRequest = z.output<typeof checkRequestSchema>;
export type CheckRequestInput = z.input<typeof checkRequestSchema>;

export function parseCheckRequest(input: CheckRequestInput): CheckRequest {
  return checkRequestSchema.parse(input);
}
