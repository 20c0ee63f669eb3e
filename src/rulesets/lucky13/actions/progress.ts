// Between adventures: Adventure Points awarded and spent (L13-ADV-*), reputation (L13-REP-1..3), and
// an impairment the GM adds later (L13-IMP-2's Decision).

import { z } from "zod";
import type { RollRecord } from "../../../engine/roll.js";
import { action } from "../../../engine/ruleset.js";
import { changed, characterOf, guard } from "../bridge.js";
import {
  addImpairment,
  adjustReputation,
  awardAP,
  type L13Options,
  type Purchase,
  purchase,
} from "../character/index.js";

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

const impairParams = z.strictObject({
  target: z.string(),
  /** A name from the table's impairment catalog; left out, one is rolled uniformly from it. */
  impairment: z.string().trim().min(1).max(200).optional(),
});
/**
 * L13-IMP-2 (Decision): the GM gives a character an impairment after creation, named from the
 * catalog or rolled from it on the table's dice; it never brings the creation's bonus specialization.
 */
export const impairAction = action<z.infer<typeof impairParams>, L13Options, z.input<typeof impairParams>>({
  summary: "the GM gives a character an impairment from the catalog, or rolls one (no bonus specialization)",
  params: impairParams,
  examples: [],
  choices: ({ options }) => ({
    impairment: options.impairmentCatalog.map((e) => ({ value: e.name, label: e.name })),
  }),
  resolve({ state, options, dice, newId }, p) {
    const c = characterOf(state, p.target, ["target"]);
    // The die a rolled impairment took, for the log: the table shows every die it throws.
    const thrown: { sides: number; face: number }[] = [];
    const watched = {
      roll(faces: readonly number[], name: string) {
        const face = dice.roll(faces, name);
        thrown.push({ sides: faces.length, face });
        return face;
      },
    };
    const choice =
      p.impairment === undefined
        ? { kind: "random" as const }
        : { kind: "catalog" as const, name: p.impairment };
    const outcome = guard(() => addImpairment(c, choice, watched, options));
    const event = changed(p.target, outcome, p.impairment === undefined ? "target" : "impairment");
    if (thrown.length === 0) return { roll: null, events: [event] };
    const roll: RollRecord = {
      id: newId("roll"),
      action: "impair",
      // The GM's throw, not the character's: a player may not roll this for their own character.
      actor: null,
      summary: outcome.changes.join("; "),
      dice: thrown.map((d) => ({
        role: "impairment",
        sides: d.sides,
        faces: [d.face],
        value: d.face,
        kept: true,
        exploded: false,
        imploded: false,
      })),
      outcome: { impairment: outcome.character.impairments.at(-1)?.name ?? null },
      partition: "impairment",
    };
    return { roll, events: [{ type: "roll", roll }, event] };
  },
});
