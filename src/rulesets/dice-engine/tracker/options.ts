// The tracker's options (checklist Appendix A) with the checklist's defaults. Like the check core's
// options, this object can be merged into the full ruleset options schema unchanged.

import { z } from "zod";
import { parse as parseDice } from "../../../dice/index.js";
import { expandExpression } from "../check/expression.js";
import { STATS } from "../check/stats.js";

const ZERO_STATS = Object.fromEntries(STATS.map((s) => [s, 0]));

/** A formula is usable if, with every stat named by its id, it expands and parses as dice. */
function formulaProblem(text: string): string | null {
  try {
    parseDice(expandExpression(text, ZERO_STATS));
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

export const trackerOptionsSchema = z.object({
  /** DE-INIT-2: the roll; stat ids (logic, agility…) stand for the roller's values. */
  initiativeFormula: z
    .string()
    .default("1d6 - logic")
    .superRefine((text, ctx) => {
      const problem = formulaProblem(text);
      if (problem) ctx.addIssue({ code: "custom", message: `not a usable formula: ${problem}` });
    }),
  /** DE-INIT-7: a periodic effect first fires one period after it starts, or at once. */
  tickFirstAt: z.enum(["plusPeriod", "immediate"]).default("plusPeriod"),
  /** DE-INIT-8: initiative that stands for the book's "round" (there are no rounds). */
  roundLength: z.number().int().min(1).default(10),
  /** DE-INIT-9: a late joiner rolls and adds the current time, or the GM sets the value. */
  lateJoinInitiative: z.enum(["rollPlusCurrent", "gmSet"]).default("rollPlusCurrent"),
  /** DE-ACT-7: the least a Wait may burn. */
  waitMinimum: z.number().int().min(1).default(1),
  /** DE-ACT-6: initiative per Move action at each pace (each moves up to speed metres). */
  movePaces: z
    .object({
      run: z.number().int().min(1).default(2),
      jog: z.number().int().min(1).default(4),
      walk: z.number().int().min(1).default(6),
    })
    .default({ run: 2, jog: 4, walk: 6 }),
  /**
   * DE-ACT-8 Decision: 0-cost actions leave the actor active at the same initiative; this caps how
   * many one character may take in a row, the only guard against an endless loop.
   */
  zeroCostActionCap: z.number().int().min(1).default(20),
});

export type TrackerOptions = z.output<typeof trackerOptionsSchema>;
export type TrackerOptionsInput = z.input<typeof trackerOptionsSchema>;

export const DEFAULT_TRACKER_OPTIONS: Readonly<TrackerOptions> = Object.freeze(
  trackerOptionsSchema.parse({}),
);

/** Fills the defaults in; throws a ZodError on a bad value (options are validated once, at the table). */
export function resolveTrackerOptions(partial: TrackerOptionsInput = {}): TrackerOptions {
  return trackerOptionsSchema.parse(partial);
}
