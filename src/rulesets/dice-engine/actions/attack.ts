// An attack (DE-ATK-1..9, DE-TYPE-*, DE-DV-*, DE-ACT-2): the attacker's weapon by name from its
// equipment (the Unarmed Strike always), the attack roll built from the character like a check
// (`buildRoll`: training, perks, unskilled weapons) plus its conditions, against the DV the DV rules
// give (`dvForAttack`: armour piercing, cover, the defender's conditions); rolled by the attack rules,
// the damage handed to `applyDamage`, and the result persisted. In a fight the attack's initiative is
// charged on the tracker first, so a refused attack throws no dice.

import { z } from "zod";
import type { TableEvent } from "../../../engine/events.js";
import type { RollRecord } from "../../../engine/roll.js";
import { action, type Outcomes } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import {
  ATTACK_TYPES,
  type AttackRequest,
  attackHandOff,
  attackOdds,
  planAttack,
  rollAttack,
} from "../attack/index.js";
import { buildRoll, CRIT_WORDS, dieRecords, rollSchema } from "../bridge.js";
import { conditionCheckModifiers, type WeaponProperty } from "../conditions/index.js";
import { applyDamage } from "../damage/apply.js";
import { dvForAttack } from "../damage/defend.js";
import { COVER_LEVELS } from "../defence/dv.js";
import type { DiceEngineOptions } from "../options.js";
import { act, orThrow, type Step, type Tracker } from "../tracker/index.js";
import { after, happeningsData, happeningText, nowOf, persist, viewOf, weaponOf } from "./combat-state.js";
import { isIncapacitated, participantOf, stepEvents, trackerOf } from "./tracker.js";

const label = z.string().trim().min(1).max(100);

export const attackParams = z.strictObject({
  attacker: z.string().min(1),
  defender: z.string().min(1),
  /** A weapon of the attacker's equipment (name or id), or "Unarmed Strike". */
  weapon: z.string().trim().min(1),
  /** DE-ATK-1: the attack type, declared before rolling. */
  type: z.enum(ATTACK_TYPES).default("standard"),
  /** DE-ATK-6: the Type:[X] chosen. */
  rating: z.number().int().min(1).optional(),
  /** DE-ATK-2: metres to the target. */
  distance: z.number().min(0).max(100_000).optional(),
  /** DE-DV-10: cover, ranged attacks only. */
  cover: z.enum(COVER_LEVELS).default("none"),
  /** DE-DV-6: armour piercing beyond the weapon's own. */
  ap: z.number().int().min(0).max(50).optional(),
  /** A touch attack meets the Touch DV (DE-DV-11). */
  touch: z.boolean().default(false),
  lineOfSight: z.boolean().default(true),
  ammo: z.number().int().min(0).optional(),
  advantage: z.array(label).max(20).default([]),
  disadvantage: z.array(label).max(20).default([]),
  modifiers: z.array(z.number().int().min(-50).max(50)).max(20).default([]),
  /** DE-INT-3: the defender dodged: the damage is halved (rounded up). */
  dodged: z.boolean().default(false),
});
export type AttackParams = z.output<typeof attackParams>;

interface Built {
  request: AttackRequest;
  sources: string[];
  dvType: string;
}

function build(state: TableState, p: AttackParams, o: DiceEngineOptions): Built {
  const weapon = weaponOf(state, p.attacker, p.weapon, ["weapon"]);
  const defender = viewOf(state, p.defender, o, ["defender"]);
  const attackerView = viewOf(state, p.attacker, o, ["attacker"]);
  const now = nowOf(state);
  const dv = dvForAttack(
    defender,
    {
      ranged: !weapon.melee,
      ap: weapon.ap + (p.ap ?? 0),
      cover: p.cover,
      ...(p.touch ? { dvType: "touch" as const } : {}),
    },
    now,
  );
  const roll = buildRoll(
    state,
    p.attacker,
    rollSchema.parse({
      stat: weapon.stat,
      attack: true,
      weapon: { melee: weapon.melee, ...(weapon.skill ? { skill: weapon.skill } : {}) },
      opponent: p.defender,
      advantage: p.advantage,
      disadvantage: p.disadvantage,
      modifiers: p.modifiers,
    }),
    o,
    [],
    { idField: "attacker" },
  );
  // DE-COND-13, 17, 24, 25: the attacker's own conditions weigh on its attack roll.
  const cond = conditionCheckModifiers(
    attackerView,
    { stat: weapon.stat, attack: true, weapon: weapon.properties as WeaponProperty[] },
    o,
    now,
  );
  const r = roll.build.request;
  const request: AttackRequest = {
    attacker: {
      stat: r.stat,
      training: r.training,
      advantage: r.advantage + dv.attackerAdvantage + cond.advantage,
      // DE-UNSK-1: a weapon without its skill is one more level of disadvantage.
      disadvantage: r.disadvantage + cond.disadvantage + (r.unskilled ? 1 : 0),
      modifiers: r.modifiers,
      critThresholds: r.critThresholds,
      ...(roll.build.reckless ? { dosDamageCap: attackerView.stats.strength } : {}),
    },
    weapon,
    attackType: p.type,
    defender: { id: p.defender, dv: dv.dv },
    lineOfSight: p.lineOfSight,
    ...(p.rating !== undefined ? { rating: p.rating } : {}),
    ...(p.distance !== undefined ? { distance: p.distance } : {}),
    ...(p.ammo !== undefined ? { ammo: p.ammo } : {}),
  };
  const sources = [
    ...roll.build.sources,
    ...cond.reasons.map((x) => JSON.stringify(x)),
    ...(dv.attackerAdvantage > 0 ? [`the defender's conditions: ${dv.attackerAdvantage} advantage`] : []),
  ];
  return { request, sources, dvType: dv.dvType };
}

/** Why the rules refuse, as an EngineError naming the parameter (`attackType` is our `type`). */
function refused<T>(
  r:
    | { ok: true; value: T }
    | { ok: false; error: { code: string; path: (string | number)[]; message: string } },
): T {
  if (r.ok) return r.value;
  const path = r.error.path.map((x) => (x === "attackType" ? "type" : x));
  return orThrow({ ok: false, error: { ...r.error, path } } as never);
}

export const attackAction = action<AttackParams, DiceEngineOptions>({
  summary:
    "an attack with a weapon of the attacker's: 2d10 + stat against the DV, damage through Endurance and armour to Stun and HP; in a fight it costs the attack's initiative",
  params: attackParams,
  examples: [
    attackParams.parse({ attacker: "bruno", defender: "wren", weapon: "Hammer", type: "standard" }),
    attackParams.parse({ attacker: "ilse", defender: "bruno", weapon: "Knife", type: "precision" }),
    attackParams.parse({ attacker: "wren", defender: "ilse", weapon: "Unarmed Strike", type: "heavy" }),
  ],
  odds({ state, options }, p): Outcomes {
    const b = build(state, p, options);
    const odds = refused(attackOdds(b.request, options));
    return {
      partition: { hit: odds.hit, miss: 1 - odds.hit },
      chances: { superCrit: odds.crit.superCrit },
      distributions: { damage: odds.damage.distribution },
      truncated: 0,
    };
  },
  resolve({ state, options, dice, newId }, p) {
    const b = build(state, p, options);
    const plan = refused(planAttack(b.request, options));
    // DE-ACT-2: in a fight the attacker must be active and pays the attack's cost — checked before a die.
    let before: Tracker | null = null;
    let step: Step | null = null;
    const inFight = state.encounter?.participants.some(
      (x) => x.character === p.attacker || x.id === p.attacker,
    );
    if (inFight) {
      const pt = participantOf(state, p.attacker, ["attacker"]);
      before = trackerOf(state);
      step = orThrow(
        act(before, pt.id, { kind: "custom", name: `attack:${p.type}`, cost: plan.cost }, options, {
          incapacitated: isIncapacitated(state, pt.character, options),
        }),
      );
    }
    const result = refused(rollAttack(b.request, dice, options));
    const attacker = state.characters[p.attacker]!.name;
    const defender = state.characters[p.defender]!.name;
    const events: TableEvent[] = [];
    const lines: string[] = [];
    let happenings: unknown[] = [];
    let dealt = 0;
    const handOff = attackHandOff(result, {
      source: `${attacker}'s ${result.weapon}`,
      ...(p.distance !== undefined ? { distance: p.distance } : {}),
    });
    if (handOff) {
      const view = viewOf(state, p.defender, options, ["defender"]);
      const out = applyDamage(
        view,
        { ...handOff, reductions: p.dodged ? [{ kind: "half", source: "dodge" }] : [] },
        { now: nowOf(state), dice, options },
      );
      dealt = out.damage.final;
      events.push(...persist(state, p.defender, out.view));
      const dp = state.encounter?.participants.find((x) => x.character === p.defender);
      if (out.initiative > 0 && dp)
        events.push({ type: "ticks.spent", id: dp.id, cost: out.initiative, action: "initiative damage" });
      lines.push(...out.happenings.filter((h) => h.kind !== "damage").map((h) => happeningText(h, defender)));
      happenings = happeningsData(out.happenings);
    }
    if (before && step) {
      const r = stepEvents(after(state, events), before, step, `attack:${p.type}`, dice, options);
      events.push(...r.events);
      lines.push(...r.lines);
    }
    const crit = CRIT_WORDS[result.crit] ? ` (${CRIT_WORDS[result.crit]})` : "";
    const verdict = result.hit
      ? `hits${crit}, ${result.dos ?? "max"} degrees: ${result.damage?.amount ?? 0} damage, ${dealt} after armour`
      : `misses${crit}`;
    const roll: RollRecord = {
      id: newId("roll"),
      action: "attack",
      actor: p.attacker,
      summary: [
        `${attacker} attacks ${defender} with ${b.request.weapon.name} (${p.type}): ${result.check.total} against DV ${b.request.defender.dv} ${verdict}`,
        ...lines,
      ].join("; "),
      dice: [
        ...dieRecords(result.check),
        ...(result.damage?.dice ?? []).map((f) => ({
          role: "damage",
          sides: 0,
          faces: [f],
          value: f,
          kept: true,
          exploded: false,
          imploded: false,
        })),
      ],
      outcome: {
        hit: result.hit,
        total: result.check.total,
        dv: b.request.defender.dv,
        dvType: b.dvType,
        dos: result.dos,
        crit: result.crit,
        damage: result.damage?.amount ?? 0,
        dealt,
        cost: plan.cost,
        sources: b.sources,
        happenings,
      },
      partition: result.hit ? "hit" : "miss",
    };
    return { roll, events: [{ type: "roll", roll }, ...events] };
  },
});
