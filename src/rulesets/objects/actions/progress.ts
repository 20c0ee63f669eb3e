// Experience (OBJ-ADV-1..8): the GM's awards, purchases one step per event, and traits gained in
// play, which give nothing back even when negative (OBJ-TRAIT-5).

import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import { action } from "../../../engine/ruleset.js";
import { changed, characterOf } from "../bridge.js";
import {
  awardXp,
  parsePurchase,
  purchase,
  resolveTrait,
  sheetIssues,
  traitName,
} from "../character/index.js";
import { LIMB_EXTENTS, SENSES } from "../data/traits.js";
import type { ObjOptions } from "../options/schema.js";

const awardParams = z.strictObject({
  actor: z.string(),
  /** Default: the table's XP per session. */
  amount: z.number().int().min(0).max(10_000).optional(),
  reason: z.string().trim().min(1).max(200).default("session played"),
  session: z.string().trim().min(1).max(100).optional(),
});

export const awardAction = action<z.infer<typeof awardParams>, ObjOptions, z.input<typeof awardParams>>({
  summary: "the GM awards XP (one a session by default), with the reason and session",
  params: awardParams,
  examples: [
    awardParams.parse({ actor: "marta", session: "2" }),
    awardParams.parse({ actor: "rook", amount: 3, reason: "saved the ferry" }),
  ],
  resolve({ state, options }, p) {
    const c = characterOf(state, p.actor, ["actor"]);
    const amount = p.amount ?? options.xpPerSession;
    return { roll: null, events: [changed(p.actor, awardXp(c, amount, p.reason, p.session ?? null))] };
  },
});

const buyParams = z.strictObject({
  actor: z.string(),
  /** In the purchase syntax: "attribute:DEX", "skill:Dodge:4", "new-trait:Aquatic", "buy-off:missingLimb:30". */
  buy: z.array(z.string().min(1)).min(1).max(20),
});

export const buyAction = action<z.infer<typeof buyParams>, ObjOptions, z.input<typeof buyParams>>({
  summary: "spend XP: (new rating)² a step; a new skill 4, a new trait 6; all or nothing, one event per step",
  params: buyParams,
  examples: [
    buyParams.parse({ actor: "rook", buy: ["skill:Dodge:3"] }),
    buyParams.parse({ actor: "marta", buy: ["skill:Boating"] }),
  ],
  resolve({ state, options }, p) {
    const c = characterOf(state, p.actor, ["actor"]);
    const steps = purchase(c, p.buy.map(parsePurchase), options);
    return { roll: null, events: steps.map((s) => changed(p.actor, s)) };
  },
});

const gainParams = z.strictObject({
  actor: z.string(),
  trait: z.string(),
  rating: z.number().int().min(1),
  label: z.string().trim().min(1).optional(),
  kind: z.enum(["positive", "negative"]).optional(),
  sense: z.enum(SENSES).optional(),
  trigger: z.string().trim().min(1).optional(),
  triggers: z.array(z.string().trim().min(1)).optional(),
  extent: z.enum(LIMB_EXTENTS).optional(),
  reason: z.string().trim().min(1).max(200),
});

export const gainTraitAction = action<z.infer<typeof gainParams>, ObjOptions, z.input<typeof gainParams>>({
  summary: "the GM gives a trait earned in play (a scar, a curse): no trait points or XP in return",
  params: gainParams,
  examples: [
    gainParams.parse({
      actor: "rook",
      trait: "Phobia",
      rating: 2,
      trigger: "deep water",
      reason: "nearly drowned",
    }),
  ],
  resolve({ state, options }, p) {
    const c = characterOf(state, p.actor, ["actor"]);
    const id = resolveTrait(p.trait) ?? (/^[a-z][a-zA-Z0-9]*$/.test(p.trait) ? p.trait : null);
    if (id === null)
      throw new EngineError("invalid", `'${p.trait}' is not a trait id or catalogue name`, ["trait"]);
    const { actor: _a, trait: _t, reason, ...rest } = p;
    const entry = { ...rest, trait: id, approved: true, acquired: "play" as const, notes: reason };
    const next = { ...c, traits: [...c.traits, entry] };
    const issues = sheetIssues(next, options);
    if (issues.length > 0)
      throw new EngineError(
        "invalid",
        `${issues[0]!.path.join(".")}: ${issues[0]!.message}`,
        issues[0]!.path,
        issues,
      );
    return {
      roll: null,
      events: [
        changed(p.actor, {
          character: next,
          changes: [
            `${c.name} gains ${traitName(entry)} ${p.rating} in play (${reason}); no points in return`,
          ],
        }),
      ],
    };
  },
});

const advanceParams = z.strictObject({
  actor: z.string(),
  award: z
    .strictObject({
      amount: z.number().int().min(0).max(10_000),
      reason: z.string().trim().min(1).max(200),
      session: z.string().trim().min(1).max(100).optional(),
    })
    .optional(),
  buy: z.array(z.string().min(1)).max(20).default([]),
});

export const advanceAction = action<z.infer<typeof advanceParams>, ObjOptions, z.input<typeof advanceParams>>(
  {
    summary: "between sessions: an XP award, then purchases; one event for the award and one per step bought",
    params: advanceParams,
    examples: [
      advanceParams.parse({
        actor: "marta",
        award: { amount: 6, reason: "the river crossing", session: "3" },
        buy: ["skill:Dodge:3"],
      }),
    ],
    resolve({ state, options }, p) {
      const c = characterOf(state, p.actor, ["actor"]);
      if (!p.award && p.buy.length === 0)
        throw new EngineError("invalid", "give an award, purchases, or both", ["buy"]);
      const events = [];
      let cur = c;
      if (p.award) {
        const a = awardXp(cur, p.award.amount, p.award.reason, p.award.session ?? null);
        events.push(changed(p.actor, a));
        cur = a.character;
      }
      if (p.buy.length > 0)
        events.push(...purchase(cur, p.buy.map(parsePurchase), options).map((s) => changed(p.actor, s)));
      return { roll: null, events };
    },
  },
);
