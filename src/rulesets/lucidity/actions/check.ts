// A check (LUC-CHECK-1): d20 + attribute + skill rank ± the Buff/Break die against the GM's target;
// or a Lucidity roll in its place (LUC-LUC-3..10). A named Lucidity roll on its own is `lucidityRoll`.

import { z } from "zod";
import { addCondition } from "../../../engine/encounter.js";
import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import type { RollRecord } from "../../../engine/roll.js";
import { action } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import { characterOf, Edits, mustAct, payCost } from "../bridge.js";
import { hasLucidity, hasTrait } from "../character/index.js";
import type { LucidityOptions } from "../options/schema.js";
import { checkOdds, meets, rollCheck } from "../rules/check.js";
import { type LucidityRoll, lucidityOdds, lucidityTarget, rollLucidity } from "../rules/lucidity.js";
import {
  afterRoll,
  attrParam,
  guaranteedNow,
  modifierRecord,
  type PreparedRoll,
  prepareRoll,
  type RollSubject,
  reason,
  rollDice,
  rollModifiers,
} from "./roll-parts.js";

export const checkParams = z.strictObject({
  actor: z.string(),
  /** The attribute is always named: the GM's call (LUC-ATTR-3). */
  attribute: attrParam,
  skill: z.string().trim().min(1).optional(),
  /** The target number the GM sets. */
  target: z.number().int().min(-50).max(100),
  /** Actions it takes in a turn, when the GM counts it as one (0: a reaction or outside combat). */
  cost: z.number().int().min(0).max(2).default(0),
  ...rollModifiers,
});
export type CheckParams = z.infer<typeof checkParams>;

function subject(state: TableState, p: CheckParams): RollSubject {
  return {
    id: p.actor,
    character: characterOf(state, p.actor, ["actor"]),
    attribute: p.attribute,
    skill: p.skill ?? null,
    attack: false,
  };
}

function prepared(state: TableState, p: CheckParams, o: LucidityOptions) {
  const s = subject(state, p);
  mustAct(s.character, o, ["actor"]);
  const r = prepareRoll(state, s, p, o);
  return { s, r };
}

/** The chance of success: d20 odds, Lucidity odds, or the d20 then Lucidity if it failed. */
export function successChance(
  r: PreparedRoll,
  target: number,
  o: LucidityOptions,
  net: number,
): { success: number; total: [number, number][] } {
  const d20 = checkOdds({
    modifier: r.modifier,
    net,
    target,
    ties: o.checkTies,
    inspiration: r.inspiration,
    guaranteed: r.way === "guaranteed",
  });
  if (r.way === "lucidity")
    return { success: lucidityOdds(r.lucidityTarget!, net, o.buffsApplyToLucidity), total: [] };
  if (r.way === "lucidity-if-failed")
    return {
      success: d20.success + (1 - d20.success) * lucidityOdds(r.lucidityTarget!, net, o.buffsApplyToLucidity),
      total: d20.total,
    };
  return d20;
}

export const checkAction = action<CheckParams, LucidityOptions, z.input<typeof checkParams>>({
  summary: "a check: d20 + attribute + skill rank ± the highest Buff/Break d6, meeting the GM's target",
  params: checkParams,
  examples: [
    checkParams.parse({
      actor: "ysolde",
      attribute: "STR",
      skill: "Swords",
      target: 15,
      buffs: ["high ground"],
    }),
    checkParams.parse({
      actor: "tomas",
      attribute: "AWA",
      target: 12,
      breaks: ["fog"],
      tags: ["information"],
    }),
    checkParams.parse({ actor: "ysolde", attribute: "CON", target: 14, lucidity: true }),
    checkParams.parse({ actor: "ysolde", attribute: "CHA", skill: "Charm", target: 13, inspiredBy: "tomas" }),
  ],
  odds({ state, options }, p) {
    const { r } = prepared(state, p, options);
    const o = successChance(r, p.target, options, r.net);
    return {
      partition: { success: o.success, failure: 1 - o.success },
      chances: {},
      distributions: (o.total.length > 0 ? { total: o.total } : {}) as Record<string, [number, number][]>,
      truncated: 0,
    };
  },
  resolve({ state, options, dice, newId }, p) {
    const { s, r } = prepared(state, p, options);
    const events: TableEvent[] = [...payCost(state, p.actor, { actions: p.cost }, options, ["cost"])];
    let face: number | null = null;
    let total: number | null = null;
    let buff = null;
    let luc: LucidityRoll | null = null;
    let success: boolean;
    let inspired = false;
    if (r.way !== "lucidity") {
      const c = rollCheck(
        {
          modifier: r.modifier,
          net: r.net,
          target: p.target,
          ties: options.checkTies,
          inspiration: r.inspiration,
          guaranteed: r.way === "guaranteed",
        },
        dice,
      );
      face = c.face;
      total = c.total;
      buff = c.buff;
      success = c.success;
      inspired = c.inspired;
    } else success = false;
    if (r.way === "lucidity" || (r.way === "lucidity-if-failed" && !success)) {
      luc = rollLucidity(r.lucidityTarget!, dice, r.net, options.buffsApplyToLucidity);
      success = luc.success;
    }
    const edits = new Edits(state);
    afterRoll(edits, s, r, { success, luciditySuccess: luc?.success === true, inspired }, options);
    const name = s.character.name;
    const how = luc ? `Lucidity roll ${luc.face} against ${luc.target}` : `${total} against ${p.target}`;
    const roll: RollRecord = {
      id: newId("roll"),
      action: "check",
      actor: p.actor,
      summary: `${name}'s ${p.attribute}${p.skill ? ` + ${p.skill}` : ""} check ${success ? "succeeds" : "fails"}: ${how}${r.way === "guaranteed" ? " (guaranteed)" : ""}`,
      dice: rollDice(face, buff, luc),
      outcome: {
        total,
        target: p.target,
        success,
        by: luc ? "lucidity" : r.way === "guaranteed" ? "guaranteed" : "d20",
        lucidityTarget: luc?.target ?? null,
        meetsWithoutDice: total !== null ? meets(total, p.target, options.checkTies) : null,
        inspired,
        tags: p.tags,
        modifiers: modifierRecord(r),
      },
      partition: success ? "success" : "failure",
    };
    events.push({ type: "roll", roll }, ...edits.events());
    // LUC-TRAIT-22: failing a roll to resist fear brings the Adrenaline Rush until the fear ends.
    if (!success && p.tags.includes("fear") && hasTrait(s.character, "Adrenaline Rush"))
      events.push(...adrenalineEvents(state, p.actor, null, newId));
    return { events, roll };
  },
});

/**
 * LUC-TRAIT-22: +6 Protection as a condition, for `rounds` after damage or (null) until the fear ends.
 * A repeat trigger refreshes it instead of stacking; a fear trigger makes a timed one last until the
 * GM ends it, and damage leaves an untimed (fear) one as it is.
 */
export function adrenalineEvents(
  state: TableState,
  characterId: string,
  rounds: number | null,
  newId: (prefix: string) => string,
): TableEvent[] {
  const existing = state.conditions.find((c) => c.target === characterId && c.name === "adrenaline rush");
  if (existing?.duration === null) return [];
  if (existing && rounds !== null)
    return [{ type: "condition.changed", id: existing.id, rating: 6, remaining: rounds }];
  const removed: TableEvent[] = existing
    ? [{ type: "condition.removed", id: existing.id, reason: "refreshed" }]
    : [];
  return [
    ...removed,
    ...addCondition(state, {
      id: newId("condition"),
      target: characterId,
      name: "adrenaline rush",
      rating: 6,
      duration: rounds === null ? null : { unit: "round", remaining: rounds },
      source: "Adrenaline Rush",
    }),
  ];
}

export const lucidityParams = z.strictObject({
  actor: z.string(),
  /** The attribute in brackets, e.g. Lucidity (CON); none adds 0 (LUC-LUC-7). */
  attribute: attrParam.nullable().default(null),
  gmModifier: z.number().int().min(-20).max(20).default(0),
  /** What the roll is for, shown in the log ("to keep hold of the rope"); none by default. */
  purpose: reason.optional(),
});
export type LucidityParams = z.infer<typeof lucidityParams>;

export const lucidityRollAction = action<LucidityParams, LucidityOptions, z.input<typeof lucidityParams>>({
  summary: "a named Lucidity roll: d20 at or under current Lucidity + attribute; a success spends 1",
  params: lucidityParams,
  examples: [
    lucidityParams.parse({ actor: "ysolde", attribute: "CON" }),
    lucidityParams.parse({ actor: "ysolde", gmModifier: -2 }),
  ],
  odds({ state, options }, p) {
    const c = characterOf(state, p.actor, ["actor"]);
    const t = lucidityTarget(c.lucidity, p.attribute ? c.attributes[p.attribute] : 0, p.gmModifier, options);
    const s = guaranteedNow(c, options) ? 1 : lucidityOdds(t);
    return { partition: { success: s, failure: 1 - s }, chances: {}, distributions: {}, truncated: 0 };
  },
  resolve({ state, options, dice, newId }, p) {
    const c = characterOf(state, p.actor, ["actor"]);
    mustAct(c, options, ["actor"]);
    if (!hasLucidity(c, options)) throw new EngineError("refused", `${c.name} has no Lucidity`, ["actor"]);
    const s: RollSubject = {
      id: p.actor,
      character: c,
      attribute: p.attribute ?? "CON",
      skill: null,
      attack: false,
    };
    const t = lucidityTarget(c.lucidity, p.attribute ? c.attributes[p.attribute] : 0, p.gmModifier, options);
    // LUC-LUC-10: in a guaranteed turn the roll succeeds and spends nothing.
    const sure = guaranteedNow(c, options);
    const thrown = rollLucidity(t, dice);
    const luc = sure ? { ...thrown, success: true, over: 0 } : thrown;
    const edits = new Edits(state);
    const r: PreparedRoll = {
      modifier: 0,
      parts: [],
      buffs: [],
      breaks: [],
      net: 0,
      consumedAids: [],
      inspiration: null,
      inspirerId: null,
      way: sure ? "guaranteed" : "lucidity",
      critical: sure && c.effects.pending?.kind === "final-turn",
      lucidityTarget: t,
    };
    afterRoll(edits, s, r, { success: luc.success, luciditySuccess: luc.success, inspired: false }, options);
    const roll: RollRecord = {
      id: newId("roll"),
      action: "lucidityRoll",
      actor: p.actor,
      summary: `${c.name}'s Lucidity${p.attribute ? ` (${p.attribute})` : ""} roll${p.purpose ? ` for ${p.purpose}` : ""}: ${luc.face} against ${t}, ${luc.success ? "success" : "failure"}`,
      dice: rollDice(null, null, luc),
      outcome: { face: luc.face, target: t, success: luc.success, over: luc.over, guaranteed: sure },
      partition: luc.success ? "success" : "failure",
    };
    return { events: [{ type: "roll", roll }, ...edits.events()], roll };
  },
});
