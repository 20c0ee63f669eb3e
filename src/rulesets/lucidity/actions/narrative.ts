// Narrative combat (LUC-NARR-1, 2): outwitting an opponent. The GM rules whether the ploy defeats
// them and which of the actor's attributes matters most; the opponent then resists against the GM's
// target and takes that attribute's modifier in damage on a failure, half (rounded down) on a success,
// straight to Health (no Defense, no Protection).

import { z } from "zod";
import type { TableEvent } from "../../../engine/events.js";
import type { RollRecord } from "../../../engine/roll.js";
import { action, type Outcomes } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import { characterOf, Edits, logged } from "../bridge.js";
import type { LucidityOptions } from "../options/schema.js";
import { checkOdds, meets, rollCheck } from "../rules/check.js";
import { narrativeDamage } from "../rules/narrative.js";
import { harm } from "./harm.js";
import { afterRoll, attrParam, prepareRoll, type RollSubject, reason, rollDice } from "./roll-parts.js";

export const narrativeParams = z.strictObject({
  actor: z.string(),
  target: z.string(),
  description: z.string().trim().min(1).max(2000),
  /** The actor's attribute the GM finds most relevant. */
  attribute: attrParam,
  /** The GM's verdict on the ploy. */
  defeated: z.boolean(),
  /** The opponent's resistance roll the GM sets. */
  resistance: z.strictObject({ attribute: attrParam, target: z.number().int().min(-50).max(100) }),
  targetBuffs: z.array(reason).default([]),
  targetBreaks: z.array(reason).default([]),
});
type NarrativeParams = z.infer<typeof narrativeParams>;

function setup(state: TableState, p: NarrativeParams, o: LucidityOptions) {
  const a = characterOf(state, p.actor, ["actor"]);
  const t = characterOf(state, p.target, ["target"]);
  const s: RollSubject = {
    id: p.target,
    character: t,
    attribute: p.resistance.attribute,
    skill: null,
    attack: false,
  };
  const r = prepareRoll(
    state,
    s,
    { buffs: p.targetBuffs, breaks: p.targetBreaks, bonus: 0, lucidity: false, gmModifier: 0, tags: [] },
    o,
  );
  return { a, t, s, r, mod: a.attributes[p.attribute] };
}

export const narrativeAction = action<NarrativeParams, LucidityOptions, z.input<typeof narrativeParams>>({
  summary:
    "narrative combat: a ploy the GM rules a defeat; the foe resists or takes the attribute in damage (half if resisted)",
  params: narrativeParams,
  examples: [
    narrativeParams.parse({
      actor: "tomas",
      target: "ysolde",
      description: "takes apart her argument in front of the council",
      attribute: "CHA",
      defeated: true,
      resistance: { attribute: "WIL", target: 12 },
    }),
  ],
  odds({ state, options }, p): Outcomes {
    if (!p.defeated) return { partition: { "no-effect": 1 }, chances: {}, distributions: {}, truncated: 0 };
    const { r, mod } = setup(state, p, options);
    const resisted = checkOdds({
      modifier: r.modifier,
      net: r.net,
      target: p.resistance.target,
      ties: options.checkTies,
      guaranteed: r.way === "guaranteed",
    }).success;
    const full = narrativeDamage(mod, false, options.narrativeDamageRounding);
    const half = narrativeDamage(mod, true, options.narrativeDamageRounding);
    const damage = new Map<number, number>();
    damage.set(full, 1 - resisted);
    damage.set(half, (damage.get(half) ?? 0) + resisted);
    return {
      partition: { resisted, "not-resisted": 1 - resisted },
      chances: {},
      distributions: { damage: [...damage].sort((x, y) => x[0] - y[0]) },
      truncated: 0,
    };
  },
  resolve({ state, options, dice, newId }, p) {
    const { a, t, s, r, mod } = setup(state, p, options);
    const events: TableEvent[] = [
      logged(
        `${a.name} tries to outwit ${t.name}: ${p.description} (${p.attribute}); the GM rules it ${p.defeated ? "a defeat" : "no defeat"}`,
      ),
    ];
    if (!p.defeated) {
      const roll: RollRecord = {
        id: newId("roll"),
        action: "narrative",
        actor: p.actor,
        summary: `${a.name}'s ploy against ${t.name} does not defeat them`,
        dice: [],
        outcome: { defeated: false, damage: 0 },
        partition: "no-effect",
      };
      return { events: [...events, { type: "roll", roll }], roll };
    }
    const c = rollCheck(
      {
        modifier: r.modifier,
        net: r.net,
        target: p.resistance.target,
        ties: options.checkTies,
        guaranteed: r.way === "guaranteed",
      },
      dice,
    );
    const damage = narrativeDamage(mod, c.success, options.narrativeDamageRounding);
    const edits = new Edits(state);
    afterRoll(edits, s, r, { success: c.success, luciditySuccess: false, inspired: false }, options);
    const roll: RollRecord = {
      id: newId("roll"),
      action: "narrative",
      actor: p.actor,
      summary: `${t.name} resists with ${c.total} against ${p.resistance.target}: ${c.success ? "resisted" : "not resisted"}, ${damage} damage`,
      dice: rollDice(c.face, c.buff, null, t.name),
      outcome: {
        defeated: true,
        resistance: c.total,
        resisted: c.success,
        meets: meets(c.total, p.resistance.target, options.checkTies),
        damage,
        attribute: p.attribute,
        modifier: mod,
      },
      partition: c.success ? "resisted" : "not-resisted",
    };
    const after = harm(state, edits, p.target, damage, `${a.name}'s ploy`, options, newId);
    events.push({ type: "roll", roll }, ...edits.events(), ...after);
    return { events, roll };
  },
});
