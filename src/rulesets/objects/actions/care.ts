// Health outside an attack: damage the GM applies (falls, fire, drowning), rest and healing
// (OBJ-HEAL-1..6), and holding one's breath (OBJ-SKILL-9, OBJ-TRAIT-8).

import { z } from "zod";
import { addCondition } from "../../../engine/encounter.js";
import type { TableEvent } from "../../../engine/events.js";
import { action } from "../../../engine/ruleset.js";
import { changed, characterOf, viewOf } from "../bridge.js";
import { applyDamage, breathesWater, breathTurns, heal } from "../character/index.js";
import { damageReduction, reduced } from "../combat/damage.js";
import { DAMAGE_KINDS } from "../data/item.js";
import type { ObjOptions } from "../options/schema.js";

const target = z.string();
const source = z.string().trim().min(1).max(200);

const damageParams = z.strictObject({
  target,
  amount: z.number().int().min(0).max(100_000),
  kind: z.enum(DAMAGE_KINDS).default("lethal"),
  /** Tags such as fire, which Fireproof reduces. */
  tags: z.array(z.string().trim().min(1)).default([]),
  source: source.default("the GM"),
});

export const damageAction = action<z.infer<typeof damageParams>, ObjOptions, z.input<typeof damageParams>>({
  summary: "apply damage from any source: lethal or non-lethal, fire reduced by Fireproof",
  params: damageParams,
  examples: [
    damageParams.parse({
      target: "marta",
      amount: 3,
      kind: "non-lethal",
      source: "a tumble down the stairs",
    }),
    damageParams.parse({ target: "rook", amount: 3, tags: ["fire"], source: "a burning car" }),
  ],
  resolve({ state, options }, p) {
    const c = characterOf(state, p.target, ["target"]);
    const cut = damageReduction(viewOf(state, p.target, c).traits, p.tags);
    const amount = reduced(p.amount, cut);
    const outcome = applyDamage(c, amount, p.kind, options, p.source);
    if (cut > 0)
      outcome.changes.unshift(
        `${c.name}'s resistance takes ${Math.min(cut, p.amount)} off ${p.amount} ${p.tags.join("/")} damage`,
      );
    return { roll: null, events: [changed(p.target, outcome)] };
  },
});

const healParams = z.strictObject({
  target,
  days: z.number().int().min(0).max(10_000).default(0),
  weeks: z.number().int().min(0).max(1_000).default(0),
  underCare: z.boolean().default(false),
  activity: z.enum(["light", "heavier"]).default("light"),
  /** The GM's own rates, e.g. for heavier activity (OBJ-HEAL-5). */
  rate: z
    .strictObject({
      nonLethalPerDay: z.number().int().min(0).optional(),
      lethalPerWeek: z.number().int().min(0).optional(),
    })
    .optional(),
});

export const healAction = action<z.infer<typeof healParams>, ObjOptions, z.input<typeof healParams>>({
  summary: "rest: STA non-lethal a day; ⌊STA/2⌋ lethal a week (only under care at 0 lethal Health or below)",
  params: healParams,
  examples: [
    healParams.parse({ target: "rook", days: 2 }),
    healParams.parse({ target: "marta", weeks: 1, underCare: true }),
  ],
  resolve({ state, options }, p) {
    const c = characterOf(state, p.target, ["target"]);
    return { roll: null, events: [changed(p.target, heal(c, p, options))] };
  },
});

const breathParams = z.strictObject({
  actor: z.string(),
  /** Turns spent so far without breathable air. */
  turns: z.number().int().min(0).max(10_000),
  /** Where they are: an air-breather drowns under water; an Aquatic character in air. */
  environment: z.enum(["water", "air"]).default("water"),
});

export const DROWNING = "drowning";

export const breathAction = action<z.infer<typeof breathParams>, ObjOptions, z.input<typeof breathParams>>({
  summary: "count held breath: STA + Swimming turns, then the character is drowning",
  params: breathParams,
  examples: [
    breathParams.parse({ actor: "rook", turns: 5 }),
    breathParams.parse({ actor: "marta", turns: 7, environment: "air" }),
  ],
  resolve({ state, options, newId }, p) {
    const c = characterOf(state, p.actor, ["actor"]);
    const inOwnElement = breathesWater(c) === (p.environment === "water");
    const limit = breathTurns(c);
    if (inOwnElement || p.turns <= limit) return { roll: null, events: [] };
    const events: TableEvent[] = [];
    if (!state.conditions.some((x) => x.target === p.actor && x.name === DROWNING))
      events.push(
        ...addCondition(state, { id: newId("condition"), target: p.actor, name: DROWNING, source: "breath" }),
      );
    if (options.drowningDamagePerTurn !== null && options.drowningDamagePerTurn > 0)
      events.push(
        changed(
          p.actor,
          applyDamage(
            c,
            options.drowningDamagePerTurn,
            "lethal",
            options,
            `drowning (turn ${p.turns - limit})`,
          ),
        ),
      );
    return { roll: null, events };
  },
});
