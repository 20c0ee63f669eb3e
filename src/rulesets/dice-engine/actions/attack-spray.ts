// A Spray (DE-TYPE-10, 11): one attack whose X shots are shared among several defenders in the
// declared order (`targets`), or all aimed at one. Each defender meets its own roll against its own
// DV, takes min(DoS, shots) hits as one damage instance and does not dodge; the whole X is spent.
// The odds are any hit against none, and the total damage as the sum of independent rolls.

import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import type { RollRecord } from "../../../engine/roll.js";
import type { ActionContext, Outcomes, Resolution } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import {
  type AttackOdds,
  attackHandOff,
  planSpray,
  rollSpray,
  type SprayRequest,
  sprayOdds,
  type Weapon,
} from "../attack/index.js";
import { CRIT_WORDS, dieRecords } from "../bridge.js";
import type { DiceEngineOptions } from "../options.js";
import { charge, type Dealt, damageDice, dealDamage, happeningsOf } from "./attack-common.js";
import { type AttackParams, refused } from "./attack-params.js";
import { ammoOf, attackerSide, closeAttack, type TargetSide, targetSide } from "./attack-sides.js";
import { attackNote } from "./attack-state.js";
import { after, weaponOf } from "./combat-state.js";

interface Spray {
  request: SprayRequest;
  targets: TargetSide[];
  distances: (number | undefined)[];
  sources: string[];
  stance: string | null;
}

function sprayTargets(p: AttackParams, weapon: Weapon) {
  if (p.targets) return p.targets;
  // One defender takes every shot of the chosen (or only) rating.
  const offered = weapon.attacks.find((a) => a.type === "spray");
  const shots = p.rating ?? (offered?.ratings.length === 1 ? offered.ratings[0]! : undefined);
  if (shots === undefined)
    throw new EngineError(
      "invalid",
      `choose a rating for spray: ${offered?.ratings.join(", ") ?? "none listed"}`,
      ["rating"],
    );
  return [
    {
      defender: p.defender!,
      shots,
      cover: p.cover,
      offHandKnives: p.defenderOffHandKnives,
      ...(p.distance !== undefined ? { distance: p.distance } : {}),
    },
  ];
}

function buildSpray(state: TableState, p: AttackParams, o: DiceEngineOptions): Spray {
  const weapon = weaponOf(state, p.attacker, p.weapon, ["weapon"]);
  if (!weapon.attacks.some((a) => a.type === "spray"))
    throw new EngineError(
      "refused",
      `${weapon.name} allows ${weapon.attacks.map((a) => a.type).join(", ")} attacks, not spray`,
      ["type"],
    );
  const list = sprayTargets(p, weapon);
  const targets = list.map((t, i) =>
    targetSide(state, p, o, weapon, t, p.targets ? ["targets", i, "defender"] : ["defender"]),
  );
  const a = attackerSide(state, p, o, weapon, undefined);
  const ammo = ammoOf(attackNote(state, p.attacker), p, weapon);
  const request: SprayRequest = {
    attacker: a.view,
    weapon,
    ...(p.rating !== undefined ? { rating: p.rating } : {}),
    ...(ammo !== undefined ? { ammo } : {}),
    targets: list.map((t, i) => ({
      defender: { id: t.defender, dv: targets[i]!.dv },
      shots: t.shots,
      ...(t.distance !== undefined ? { distance: t.distance } : {}),
      ...(targets[i]!.attackerAdvantage > 0 ? { attackerAdvantage: targets[i]!.attackerAdvantage } : {}),
    })),
  };
  return {
    request,
    targets,
    distances: list.map((t) => t.distance),
    sources: [...a.sources, ...targets.flatMap((t) => t.sources)],
    stance: a.stance,
  };
}

/** The distribution of a sum of independent damages (each target's own roll). */
function convolve(a: [number, number][], b: [number, number][]): [number, number][] {
  const m = new Map<number, number>();
  for (const [x, p] of a) for (const [y, q] of b) m.set(x + y, (m.get(x + y) ?? 0) + p * q);
  return [...m].sort((x, y) => x[0] - y[0]);
}

function sprayOutcomes(targets: readonly TargetSide[], odds: readonly AttackOdds[]): Outcomes {
  const miss = odds.reduce((m, x) => m * (1 - x.hit), 1);
  const chances: Record<string, number> = {};
  const distributions: Record<string, [number, number][]> = {};
  let total: [number, number][] = [[0, 1]];
  odds.forEach((x, i) => {
    const t = targets[i]!.id;
    chances[`hit:${t}`] = x.hit;
    distributions[`damage:${t}`] = x.damage.distribution;
    total = convolve(total, x.damage.distribution);
  });
  distributions.damage = total;
  return { partition: { hit: 1 - miss, miss }, chances, distributions, truncated: 0 };
}

/** The `attack` action's odds for a Spray. */
export function oddsOfSpray(state: TableState, p: AttackParams, o: DiceEngineOptions): Outcomes {
  const b = buildSpray(state, p, o);
  return sprayOutcomes(b.targets, refused(sprayOdds(b.request, o)));
}

/** The `attack` action for a Spray: the shots paid for, then each defender's roll and damage in order. */
export function resolveSpray(
  { state, options, dice, newId }: ActionContext<DiceEngineOptions>,
  p: AttackParams,
): Resolution {
  const b = buildSpray(state, p, options);
  const planned = refused(planSpray(b.request, options));
  const cost = planned.plans[0]!.cost;
  const paid = charge(state, p.attacker, "attack:spray", cost, options, ["attacker"]);
  const result = refused(rollSpray(b.request, dice, options));
  const attacker = state.characters[p.attacker]!.name;
  const events: TableEvent[] = [];
  const lines: string[] = [];
  const dealt: Dealt[] = [];
  const per = result.targets.map((r, i) => {
    const t = b.targets[i]!;
    const name = state.characters[t.id]!.name;
    const distance = b.distances[i];
    const handOff = attackHandOff(r, {
      source: `${attacker}'s ${b.request.weapon.name}`,
      ...(distance !== undefined ? { distance } : {}),
    });
    let final = 0;
    if (handOff) {
      // Each defender's instance sees the state after the ones before it (one may be hit twice over time).
      const d = dealDamage(after(state, events), t.id, t.view, handOff, {}, dice, options);
      events.push(...d.events);
      lines.push(...d.lines);
      dealt.push(d);
      final = d.final;
    }
    const crit = CRIT_WORDS[r.crit] ? ` (${CRIT_WORDS[r.crit]})` : "";
    const shots = b.request.targets[i]!.shots;
    return {
      text: r.hit
        ? `${name} (${shots} shots): ${r.check.total} against DV ${t.dv}, ${r.multiples} hit${r.multiples === 1 ? "" : "s"}${crit}: ${r.damage?.amount ?? 0} damage, ${final} after armour`
        : `${name} (${shots} shots): ${r.check.total} against DV ${t.dv}, no hit${crit}`,
      outcome: {
        defender: t.id,
        shots,
        hit: r.hit,
        total: r.check.total,
        dv: t.dv,
        dvType: t.dvType,
        dos: r.dos,
        crit: r.crit,
        hits: r.multiples,
        damage: r.damage?.amount ?? 0,
        dealt: final,
      },
    };
  });
  const close = closeAttack(state, p, options, dice, events, paid, {
    weapon: b.request.weapon,
    ammo: b.request.ammo,
    ammoUsed: result.ammoUsed,
    sustained: null,
    stance: b.stance,
  });
  events.push(...close.events);
  lines.push(...close.lines);
  const anyHit = result.targets.some((r) => r.hit);
  const roll: RollRecord = {
    id: newId("roll"),
    action: "attack",
    actor: p.attacker,
    summary: [
      `${attacker} sprays ${result.rating} shots with ${b.request.weapon.name}${result.unallocated > 0 ? ` (${result.unallocated} wasted)` : ""}`,
      ...per.map((x) => x.text),
      ...(close.ammoLeft !== null ? [`${close.ammoLeft} ammunition left`] : []),
      ...lines,
    ].join("; "),
    dice: result.targets.flatMap((r, i) => [
      ...dieRecords(r.check, b.targets[i]!.id),
      ...damageDice(r, b.targets[i]!.id),
    ]),
    outcome: {
      hit: anyHit,
      targets: per.map((x) => x.outcome),
      damage: per.reduce((s, x) => s + x.outcome.damage, 0),
      dealt: per.reduce((s, x) => s + x.outcome.dealt, 0),
      cost,
      rating: result.rating,
      unallocated: result.unallocated,
      ammoUsed: result.ammoUsed,
      ammoLeft: close.ammoLeft,
      sources: b.sources,
      happenings: happeningsOf(dealt),
    },
    partition: anyHit ? "hit" : "miss",
  };
  return { roll, events: [{ type: "roll", roll }, ...events] };
}
