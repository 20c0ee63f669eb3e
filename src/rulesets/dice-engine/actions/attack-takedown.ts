// Takedowns at the table (DE-TAKE-*): the performer, unnoticed and within 1 m, with a one-handed
// melee weapon of its skill (or unarmed), first passes a Stealth check against the target's passive
// Intuition; then the target rolls Endurance (its perks and the performer's Takedown Specialist
// through `buildRoll`) and the total picks a band of the takedown table: one weapon roll × 1–4 as one
// damage instance, 0 HP (or Res) with the usual death check, or death. The takedown costs its
// initiative in a fight, spent whether or not the setup is noticed (the attempt was made).

import { z } from "zod";
import type { TableEvent } from "../../../engine/events.js";
import type { DieRecord } from "../../../engine/roll.js";
import { action, type Outcomes, type Resolution } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import {
  checkCells,
  type DamageHandOff,
  passiveValue,
  rollTakedown,
  rollTakedownStealth,
  TAKEDOWN_COST,
  type TakedownEffect,
  type TakedownRequest,
  takedownAllowed,
  takedownOdds,
} from "../attack/index.js";
import { buildRoll, rollSchema } from "../bridge.js";
import { judge } from "../check/check.js";
import type { CheckRequestInput } from "../check/request.js";
import { conditionCheckModifiers } from "../conditions/index.js";
import type { DiceEngineOptions } from "../options.js";
import { orThrow } from "../tracker/index.js";
import {
  charge,
  chargeEvents,
  checkDice,
  type Dealt,
  dealDamage,
  happeningsOf,
  plainDice,
  settle,
} from "./attack-common.js";
import { defenderOf } from "./attack-view.js";
import { nowOf, weaponOf } from "./combat-state.js";
import { weaponChoices } from "./weapon-choices.js";

export const takedownParams = z.strictObject({
  performer: z.string().min(1),
  target: z.string().min(1),
  /** DE-TAKE-2: a one-handed melee weapon of the performer's (with its skill), or "Unarmed Strike". */
  weapon: z.string().trim().min(1).default("Unarmed Strike"),
  /** DE-TAKE-3: metres to the target; at most 1. */
  distance: z.number().min(0).max(1000).default(1),
  /** DE-TAKE-1: the target knows the performer is there. */
  targetAware: z.boolean().default(false),
  /** DE-TAKE-3: roll the Stealth setup here, or the GM has already settled it. */
  stealth: z.enum(["roll", "passed"]).default("roll"),
  /** DE-TAKE-3 Decision: the target's passive Intuition, when the setting gives it (option passiveValue). */
  passive: z.number().int().min(0).max(100).optional(),
});
export type TakedownParams = z.output<typeof takedownParams>;

interface Built {
  request: TakedownRequest;
  stealth: { request: Omit<CheckRequestInput, "target" | "attack">; passive: number } | null;
  sources: string[];
}

const refusedAs = <T>(
  r:
    | { ok: true; value: T }
    | { ok: false; error: { code: string; path: (string | number)[]; message: string } },
): T => orThrow(r as never);

function build(state: TableState, p: TakedownParams, o: DiceEngineOptions): Built {
  const weapon = weaponOf(state, p.performer, p.weapon, ["weapon"]);
  const performer = defenderOf(state, p.performer, o, ["performer"]);
  const target = defenderOf(state, p.target, o, ["target"]);
  refusedAs(
    takedownAllowed({
      targetAware: p.targetAware,
      distance: p.distance,
      weapon,
      unarmed: weapon.id.startsWith("unarmed"),
      hasWeaponSkill: weapon.skill !== null && performer.view.skills.includes(weapon.skill),
    }),
  );
  // The target's Endurance: its own perks, and the performer's Takedown Specialist (opponent perks).
  const end = buildRoll(
    state,
    p.target,
    rollSchema.parse({ stat: "endurance", purpose: "takedownResist", opponent: p.performer }),
    o,
    [],
    { idField: "target" },
  );
  const now = nowOf(state);
  const tc = conditionCheckModifiers(target.view, { stat: "endurance", attack: false }, o, now);
  const er = end.build.request;
  const request: TakedownRequest = {
    weapon,
    target: {
      stat: er.stat,
      training: er.training,
      advantage: er.advantage + tc.advantage,
      disadvantage: er.disadvantage + tc.disadvantage,
      modifiers: er.modifiers,
      critThresholds: er.critThresholds,
    },
  };
  let stealth: Built["stealth"] = null;
  const sources = [...end.build.sources.map((s) => `target: ${s}`)];
  if (p.stealth === "roll") {
    const s = buildRoll(
      state,
      p.performer,
      rollSchema.parse({ stat: o.stealthStat, focus: "stealth" }),
      o,
      [],
      { idField: "performer" },
    );
    const pc = conditionCheckModifiers(performer.view, { stat: o.stealthStat, attack: false }, o, now);
    const passive = refusedAs(passiveValue(target.view.stats.intuition, o, p.passive));
    const sr = s.build.request;
    stealth = {
      request: {
        ...sr,
        advantage: sr.advantage + pc.advantage,
        disadvantage: sr.disadvantage + pc.disadvantage,
      },
      passive,
    };
    sources.push(...s.build.sources.map((x) => `stealth: ${x}`));
  }
  return { request, stealth, sources };
}

const effectKey = (e: TakedownEffect) => (e.kind === "damage" ? `x${e.multiplier}` : e.kind);

export const takedownAction = action<TakedownParams, DiceEngineOptions, z.input<typeof takedownParams>>({
  summary:
    "a takedown of an unaware target within 1 m: a Stealth setup, then the target's Endurance picks the band — damage ×1–4, 0 HP, or death",
  params: takedownParams,
  choices: ({ state }, p) => weaponChoices(state, p, "performer", false),
  examples: [
    takedownParams.parse({ performer: "wren", target: "bruno", weapon: "Knife" }),
    takedownParams.parse({ performer: "bruno", target: "ilse", stealth: "passed" }),
  ],
  odds({ state, options }, p): Outcomes {
    const b = build(state, p, options);
    const t = refusedAs(takedownOdds(b.request, options));
    let unnoticed = 1;
    if (b.stealth) {
      const cells = refusedAs(checkCells(b.stealth.request, options));
      let wins = 0;
      for (const c of cells.cells)
        if (judge(c.total, b.stealth.passive, c.crit, false, options).success) wins += c.count;
      unnoticed = wins / cells.outcomes;
    }
    const partition: Record<string, number> = {};
    if (b.stealth) partition.noticed = 1 - unnoticed;
    for (const [k, v] of Object.entries(t.effects)) partition[k] = unnoticed * v;
    return {
      partition,
      chances: {},
      distributions: t.damage ? { damage: t.damage.distribution } : {},
      truncated: 0,
    };
  },
  resolve({ state, options, dice, newId }, p): Resolution {
    const b = build(state, p, options);
    const paid = charge(state, p.performer, "takedown", TAKEDOWN_COST, options, ["performer"]);
    const name = (x: string) => state.characters[x]!.name;
    const events: TableEvent[] = [];
    const lines: string[] = [];
    const dice0: DieRecord[] = [];
    let partition = "noticed";
    let dealt: Dealt | null = null;
    let outcome: Record<string, unknown> = { noticed: true };
    const stealth = b.stealth
      ? rollTakedownStealth(b.stealth.request, b.stealth.passive, dice, options)
      : null;
    if (stealth) {
      dice0.push(...checkDice(stealth.check, "stealth", "performer"));
      lines.push(
        `Stealth ${stealth.check.total} against passive ${b.stealth!.passive}: ${stealth.noticed ? "noticed, no takedown" : "unnoticed"}`,
      );
    }
    if (!stealth?.noticed) {
      const r = rollTakedown(b.request, dice, options);
      partition = effectKey(r.effect);
      dice0.push(...checkDice(r.check, "endurance", "target"), ...plainDice(r.damage?.dice ?? [], "damage"));
      const view = defenderOf(state, p.target, options, ["target"]).view;
      const now = nowOf(state);
      const source = `${name(p.performer)}'s takedown`;
      if (r.effect.kind === "damage") {
        const t = r.damage!.type;
        const handOff: DamageHandOff = {
          source,
          parts: [
            {
              amount: r.damage!.amount,
              type: t.type,
              ...(t.rating !== undefined ? { rating: t.rating } : {}),
              ...(t.offset !== undefined ? { flakOffset: t.offset } : {}),
            },
          ],
          resisted: t.resisted,
          unresisted: t.unresisted,
          track: t.direct ? "direct" : t.stun ? "stun" : "normal",
          conditions: [],
        };
        dealt = dealDamage(state, p.target, view, handOff, {}, dice, options);
        lines.push(
          `Endurance ${r.check.total}: ${r.damage!.rolled} × ${r.damage!.multiplier} = ${r.damage!.amount} damage, ${dealt.final} after armour`,
        );
      } else if (r.effect.kind === "zeroHp") {
        // 0 HP (or Res) with the usual consequences: the whole track as one direct, unresisted hit.
        const track = view.vitals.track;
        const life = track.kind === "hpStun" ? track.hp : track.res;
        dealt = dealDamage(
          state,
          p.target,
          view,
          {
            source,
            parts: [{ amount: life, type: null }],
            resisted: false,
            unresisted: true,
            track: "direct",
            conditions: [],
          },
          {},
          dice,
          options,
        );
        lines.push(`Endurance ${r.check.total}: down to 0 ${track.kind === "hpStun" ? "HP" : "Res"}`);
      } else {
        dealt = settle(
          state,
          p.target,
          { ...view, vitals: { ...view.vitals, dead: true } },
          view.vitals.dead ? [] : [{ kind: "died", at: now }],
          0,
        );
        lines.push(`Endurance ${r.check.total}: the takedown kills`);
      }
      events.push(...dealt.events);
      lines.push(...dealt.lines);
      outcome = {
        noticed: false,
        total: r.check.total,
        effect: r.effect,
        damage: r.damage?.amount ?? 0,
        dealt: dealt.final,
      };
    }
    const step = chargeEvents(state, events, paid, dice, options);
    events.push(...step.events);
    const roll = {
      id: newId("roll"),
      action: "takedown",
      actor: p.performer,
      summary: [
        `${name(p.performer)} attempts a takedown of ${name(p.target)}`,
        ...lines,
        ...step.lines,
      ].join("; "),
      dice: dice0,
      outcome: {
        ...outcome,
        stealth: stealth ? { total: stealth.check.total, passive: b.stealth!.passive } : null,
        cost: TAKEDOWN_COST,
        sources: b.sources,
        happenings: dealt ? happeningsOf([dealt]) : [],
      },
      partition,
    };
    return { roll, events: [{ type: "roll", roll }, ...events] };
  },
});
