// The Appendix A options the world rules read (§14–17, §26–28), with the checklist's defaults. The
// shape extends the check core's options (for `countingRounding`), so one options object for the
// whole ruleset — which merges every area's shape — parses here unchanged. The setting's XP/money
// rates ride here too: the core book leaves them to the setting, and a table picks its setting.

import { z } from "zod";
import { parse } from "../../../dice/index.js";
import { fromZod } from "../../../engine/errors.js";
import { expandExpression } from "../check/expression.js";
import { checkOptionsSchema } from "../check/options.js";

/** A gravity band in g; both ends inclusive. */
export const gravityBandSchema = z
  .strictObject({ min: z.number().min(0), max: z.number().min(0) })
  .refine((b) => b.min <= 1 && b.max >= 1, { message: "the normal band must contain 1 g", path: ["min"] });

/** DE-MOVE-14 Decision: the core has no fall damage; a setting may give dice per so many metres. */
export const fallDamageRuleSchema = z.strictObject({
  /** A core dice expression; `N` stands for the whole `perMetres` fallen, `metres` for the fall. */
  expression: z
    .string()
    .min(1)
    // Checked when the table's options are parsed, so a typo is refused there rather than at the
    // first fall in play.
    .superRefine((text, ctx) => {
      try {
        parse(expandExpression(text, { N: 1, metres: 1 }));
      } catch (e) {
        ctx.addIssue({ code: "custom", message: `not a fall-damage expression: ${(e as Error).message}` });
      }
    }),
  perMetres: z.number().int().min(1).default(1),
});
export type FallDamageRule = z.output<typeof fallDamageRuleSchema>;

export const worldOptionsShape = {
  /** DE-SENSE-1: losing one or more senses is one level ("single") or one level per sense. */
  senseLossDisadvantage: z.enum(["single", "perSense"]).default("single"),
  /** DE-SENSE-10: a barrier's damping is its material's rating × ⌈thickness ÷ reference⌉ when true. */
  dampingScalesWithThickness: z.boolean().default(false),
  /** DE-MAP-6: 3D square distance nests the diagonal rule (horizontal, then vertical) or is Euclidean. */
  grid3dMetric: z.enum(["nested", "euclidean"]).default("nested"),
  /** DE-AOE-3, DE-AOE-6: the straight-line distance of an area is Euclidean, or the grid's own rule. */
  aoeDistanceMetric: z.enum(["euclidean", "grid"]).default("euclidean"),
  /** DE-AOE-3: cones of other angles than 90/45/22.5 use p ≤ a·tan(Y/2) ("tangent") or are refused. */
  coneOtherAngles: z.enum(["tangent", "reject"]).default("tangent"),
  /** DE-ENV-2, DE-MOVE-11: gravities in this band count as exactly 1 g. */
  normalGravityBand: gravityBandSchema.default({ min: 0.8, max: 1.2 }),
  /** DE-ENV-11, DE-BULK-3: one bulk row lost at 2 g or more ("once"), or one per whole g from 2 g ("perG"). */
  highGravityBulkRowLoss: z.enum(["once", "perG"]).default("once"),
  /** DE-ENV-12: null = the fatigue check's DC, 15 + current fatigue level; or a fixed DC. */
  highGravityFatigueDC: z.number().int().nullable().default(null),
  /** DE-MOVE-9: the book's optional hex-grid rule, turns of up to 60° instead of 45°. */
  hexGlideTurn60: z.boolean().default(false),
  /** DE-BULK-4: items may be turned 90° in bulk space. */
  bulkRotation: z.boolean().default(true),
  /** DE-MOVE-14, DE-PERK-40: none in core (null); setting data otherwise. */
  fallDamage: fallDamageRuleSchema.nullable().default(null),
  /** DE-DOWN-1: money earned per XP worked off (setting data; null disables Working). */
  xpToMoneyRate: z.number().int().min(1).nullable().default(null),
  /** DE-DOWN-2: money a relaxing character spends per XP gained (setting data; null disables Relaxation). */
  moneyToXpRate: z.number().int().min(1).nullable().default(null),
};

export const worldOptionsSchema = checkOptionsSchema.extend(worldOptionsShape);
export type WorldOptions = z.output<typeof worldOptionsSchema>;
export type WorldOptionsInput = z.input<typeof worldOptionsSchema>;

export const DEFAULT_WORLD_OPTIONS: Readonly<WorldOptions> = Object.freeze(worldOptionsSchema.parse({}));

/** Fills the defaults in and validates; throws an EngineError naming the option at fault. */
export function parseWorldOptions(raw: unknown = {}): WorldOptions {
  const r = worldOptionsSchema.safeParse(raw ?? {});
  if (!r.success) throw fromZod(r.error, "options");
  return r.data;
}

/** Fills defaults without validating: for options parsed once at the boundary. */
export function worldOptions(partial: Partial<WorldOptions> = {}): WorldOptions {
  return { ...DEFAULT_WORLD_OPTIONS, ...partial };
}
