// Attack and stealth rolls: checks whose target starts at the task's default, 15 (B15-TN-8), and
// moves one rung up for each advantage of the defender (or observer) and one rung down for each
// advantage of the attacker (or the one sneaking) (B15-TN-9). The draft defines no damage.

import { z } from "zod";
import { action } from "../../../engine/ruleset.js";
import { nameOf } from "../bridge.js";
import type { B15Options } from "../character/index.js";
import { type CheckInput, checkOutcomes, resolveCheck } from "./check-core.js";
import { circumstanceParam, itemUseParam, label, rollerShape } from "./params.js";

const circumstances = z.array(circumstanceParam).max(30).default([]);

export const attackParams = z.strictObject({
  ...rollerShape,
  /** The defender: a character id or a description, for the log. */
  defender: label.optional(),
  defenderAdvantages: circumstances,
  attackerAdvantages: circumstances,
  /** Only needed if a table sets the attack default at the "Impossible" rung (B15-IMP-2). */
  gmPermission: z.boolean().default(false),
  item: itemUseParam.optional(),
});
export type AttackParams = z.infer<typeof attackParams>;

export const stealthParams = z.strictObject({
  ...rollerShape,
  /** Who might notice: a character id or a description, for the log. */
  observer: label.optional(),
  observerAdvantages: circumstances,
  sneakerAdvantages: circumstances,
  gmPermission: z.boolean().default(false),
  item: itemUseParam.optional(),
});
export type StealthParams = z.infer<typeof stealthParams>;

const attackInput = (state: Parameters<typeof nameOf>[0], p: AttackParams): CheckInput => {
  const { defender, defenderAdvantages, attackerAdvantages, gmPermission, item, ...roller } = p;
  return {
    action: "attack",
    roller,
    allies: [],
    target: { task: "attack", setBy: "GM" },
    advantages: attackerAdvantages,
    disadvantages: defenderAdvantages,
    gmPermission,
    item,
    against: defender === undefined ? undefined : nameOf(state, defender),
  };
};

const stealthInput = (state: Parameters<typeof nameOf>[0], p: StealthParams): CheckInput => {
  const { observer, observerAdvantages, sneakerAdvantages, gmPermission, item, ...roller } = p;
  return {
    action: "stealth",
    roller,
    allies: [],
    target: { task: "stealth", setBy: "GM" },
    advantages: sneakerAdvantages,
    disadvantages: observerAdvantages,
    gmPermission,
    item,
    against: observer === undefined ? undefined : nameOf(state, observer),
  };
};

export const attackAction = action<AttackParams, B15Options, z.input<typeof attackParams>>({
  summary: "an attack roll: d20 + stat + modifiers against 15, moved by each side's advantages",
  params: attackParams,
  examples: [
    attackParams.parse({
      actor: "bryn",
      stat: "might",
      defender: "cole",
      defenderAdvantages: ["cover"],
      attackerAdvantages: ["high ground", "flanking"],
    }),
  ],
  odds: ({ state, options }, p) => checkOutcomes(state, attackInput(state, p), options),
  resolve: (ctx, p) => resolveCheck(ctx, attackInput(ctx.state, p)),
});

export const stealthAction = action<StealthParams, B15Options, z.input<typeof stealthParams>>({
  summary:
    "a stealth roll: d20 + stat + modifiers against 15, moved by the observer's and the sneaker's advantages",
  params: stealthParams,
  examples: [
    stealthParams.parse({
      actor: "wren",
      stat: "agility",
      observer: "a watchful guard",
      observerAdvantages: ["torchlight", "a clear line of sight"],
    }),
  ],
  odds: ({ state, options }, p) => checkOutcomes(state, stealthInput(state, p), options),
  resolve: (ctx, p) => resolveCheck(ctx, stealthInput(ctx.state, p)),
});
