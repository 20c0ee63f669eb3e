// The check action: d20 + stat + modifiers against a rung of the ladder the GM sets (B15-CORE-*,
// B15-TN-*, B15-IMP-*, B15-RES-*), with allies acting together (B15-GRP-4) and an optional item whose
// use costs a supply roll (B15-SUP-*). The GM's description is asked for through an open note.

import { z } from "zod";
import { action } from "../../../engine/ruleset.js";
import type { B15Options } from "../character/index.js";
import { type CheckInput, checkOutcomes, resolveCheck } from "./check-core.js";
import { circumstanceParam, itemUseParam, rollerParam, rollerShape, targetParam } from "./params.js";

export const checkParams = z.strictObject({
  ...rollerShape,
  /** Others acting together with the roller: the side's value is the best total (B15-GRP-4). */
  allies: z.array(rollerParam).max(11).default([]),
  target: targetParam,
  /** Circumstances in the roller's favour: each moves the target down (B15-TN-7). */
  advantages: z.array(circumstanceParam).max(30).default([]),
  /** Circumstances against the roller: each moves the target up. */
  disadvantages: z.array(circumstanceParam).max(30).default([]),
  /** The GM allows an attempt at an "Impossible" task (B15-IMP-2). */
  gmPermission: z.boolean().default(false),
  item: itemUseParam.optional(),
});
export type CheckParams = z.infer<typeof checkParams>;

/** The check's parameters as the shared check machinery reads them. */
export function checkInput(p: CheckParams): CheckInput {
  const { allies, target, advantages, disadvantages, gmPermission, item, ...roller } = p;
  return { action: "check", roller, allies, target, advantages, disadvantages, gmPermission, item };
}

export const checkAction = action<CheckParams, B15Options, z.input<typeof checkParams>>({
  summary: "a check: d20 + stat + modifiers against a target on the ladder; meeting it succeeds",
  params: checkParams,
  examples: [
    checkParams.parse({
      actor: "wren",
      stat: "agility",
      target: { difficulty: "challenging", reason: "a slick rooftop" },
      modifiers: [{ value: 2, kind: "bonus", label: "soft boots", by: "wren" }],
    }),
    checkParams.parse({
      actor: "wren",
      stat: "agility",
      target: { base: 15 },
      disadvantages: ["rain"],
      item: { name: "Climbing kit", use: "climb" },
    }),
    checkParams.parse({
      actor: "bryn",
      stat: "might",
      allies: [{ actor: "cole", stat: "might" }],
      target: { base: 18, reason: "a jammed portcullis" },
    }),
    checkParams.parse({ stat: 4, statScale: "1/2", modifiers: [{ value: "3/2" }], target: { base: 12 } }),
  ],
  odds: ({ state, options }, p) => checkOutcomes(state, checkInput(p), options),
  resolve: (ctx, p) => resolveCheck(ctx, checkInput(p)),
});
