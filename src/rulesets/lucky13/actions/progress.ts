// Between adventures: Adventure Points awarded and spent (L13-ADV-*), reputation (L13-REP-1..3).

import { z } from "zod";
import { action } from "../../../engine/ruleset.js";
import { changed, characterOf, guard } from "../bridge.js";
import { adjustReputation, awardAP, type L13Options, type Purchase, purchase } from "../character/index.js";

const awardParams = z.strictObject({
  actor: z.string(),
  amount: z.number().int().min(0).max(10_000),
  reason: z.string().trim().min(1).max(200),
  adventure: z.string().optional(),
});
export const awardAction = action<z.infer<typeof awardParams>, L13Options, z.input<typeof awardParams>>({
  summary: "award Adventure Points for an adventure",
  params: awardParams,
  examples: [
    awardParams.parse({ actor: "brunella", amount: 14, reason: "rescued the envoy", adventure: "act 1" }),
  ],
  resolve({ state, options }, p) {
    const c = characterOf(state, p.actor, ["actor"]);
    const settings = p.adventure !== undefined ? { adventure: p.adventure } : {};
    return {
      roll: null,
      events: [
        changed(
          p.actor,
          guard(() => awardAP(c, p.amount, p.reason, options, settings)),
          "actor",
        ),
      ],
    };
  },
});

const buyParams = z.strictObject({
  actor: z.string(),
  purchases: z.array(z.record(z.string(), z.unknown())).min(1).max(50),
  betweenAdventures: z.boolean().default(true),
});
export const buyAction = action<z.infer<typeof buyParams>, L13Options, z.input<typeof buyParams>>({
  summary: "spend Adventure Points: specializations (4 each level) and ability steps (4 × die size)",
  params: buyParams,
  examples: [
    buyParams.parse({
      actor: "brunella",
      purchases: [{ kind: "newSpecialization", name: "Axe", skill: "fighting" }],
    }),
  ],
  resolve({ state, options }, p) {
    const c = characterOf(state, p.actor, ["actor"]);
    const outcome = guard(() =>
      purchase(c, p.purchases as unknown as Purchase[], options, { betweenAdventures: p.betweenAdventures }),
    );
    return { roll: null, events: [changed(p.actor, outcome, "actor")] };
  },
});

const reputationParams = z.strictObject({
  actor: z.string(),
  delta: z.number().int().min(-10).max(10),
  reason: z.string().trim().min(1).max(200),
});
export const reputationAction = action<
  z.infer<typeof reputationParams>,
  L13Options,
  z.input<typeof reputationParams>
>({
  summary: "adjust reputation (−5…+5) at the end of a mission",
  params: reputationParams,
  examples: [reputationParams.parse({ actor: "brunella", delta: 2, reason: "kept her word" })],
  resolve({ state, options }, p) {
    const c = characterOf(state, p.actor, ["actor"]);
    return {
      roll: null,
      events: [
        changed(
          p.actor,
          guard(() => adjustReputation(c, p.delta, p.reason, options)),
          "actor",
        ),
      ],
    };
  },
});
