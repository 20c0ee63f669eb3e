// An attack (DE-ATK-1..9, DE-TYPE-*, DE-DV-*, DE-ASSN-*, DE-ACT-2): the attacker's weapon by name
// from its equipment (the Unarmed Strike always), rolled against the DV of the whole defender; both
// sides are built in attack-sides.ts. One action covers every attack type: this file resolves an
// attack at one defender, where a Sustained attack continues the chain kept in the attacker's note
// and an assassination meets the Surprised DV; a Spray at several defenders is attack-spray.ts's.
// Ammunition counted in the note is spent and checked. In a fight the attack's initiative is charged
// on the tracker first, so a refused attack throws no dice.

import type { z } from "zod";
import type { TableEvent } from "../../../engine/events.js";
import type { RollRecord } from "../../../engine/roll.js";
import { type ActionContext, action, type Outcomes, type Resolution } from "../../../engine/ruleset.js";
import { swapPlaces } from "../../../engine/scene/swap.js";
import type { TableState } from "../../../engine/state.js";
import {
  type AttackRequest,
  attackHandOff,
  attackOdds,
  planAssassination,
  planAttack,
  rollAttack,
} from "../attack/index.js";
import { CRIT_WORDS, dieRecords } from "../bridge.js";
import type { DamageReduction } from "../damage/instance.js";
import type { DefenderView } from "../damage/target.js";
import type { Happening } from "../health/log.js";
import type { DiceEngineOptions } from "../options.js";
import { gmNoteLine, gmPerkNotes } from "../perks/gm-notes.js";
import { deadlyDescentBonus } from "../perks/movement.js";
import { attackActionName, interruptRow } from "../tracker/costs.js";
import {
  type Charge,
  charge,
  type Dealt,
  damageDice,
  dealDamage,
  happeningsOf,
  initiativeNow,
} from "./attack-common.js";
import { type AttackParams, attackParams, refused } from "./attack-params.js";
import { parryNoteEvents, parryUsedEvents, planReactions, spentEvents } from "./attack-reactions.js";
import { semiCritRiders, sweepPlan, sweepRider } from "./attack-riders.js";
import {
  ammoOf,
  attackerSide,
  closeAttack,
  extraAttackFollowUp,
  type TargetSide,
  targetSide,
} from "./attack-sides.js";
import { oddsOfSpray, resolveSpray } from "./attack-spray.js";
import { attackNote } from "./attack-state.js";
import { defenderOf } from "./attack-view.js";
import { after, nowOf, weaponOf } from "./combat-state.js";
import { dodgeOf, dodgeUsedEvents, readiedUsedEvents } from "./tracker-steps.js";
import { weaponChoices } from "./weapon-choices.js";

interface Single {
  request: AttackRequest;
  target: TargetSide;
  sources: string[];
  stance: string | null;
}

function buildSingle(state: TableState, p: AttackParams, o: DiceEngineOptions): Single {
  const weapon = weaponOf(state, p.attacker, p.weapon, ["weapon"]);
  const target = targetSide(
    state,
    p,
    o,
    weapon,
    { defender: p.defender!, cover: p.cover, offHandKnives: p.defenderOffHandKnives },
    ["defender"],
  );
  const a = attackerSide(state, p, o, weapon, p.defender);
  const note = attackNote(state, p.attacker);
  const ammo = ammoOf(note, p, weapon);
  const attacker = { ...a.view, advantage: (a.view.advantage ?? 0) + target.attackerAdvantage };
  const common = {
    attacker,
    weapon,
    attackType: p.type,
    lineOfSight: p.lineOfSight,
    ...(p.pathBend !== undefined ? { pathBend: p.pathBend } : {}),
    ...(p.rating !== undefined ? { rating: p.rating } : {}),
    ...(p.distance !== undefined ? { distance: p.distance } : {}),
    ...(ammo !== undefined ? { ammo } : {}),
    ...(p.type === "sustained"
      ? {
          sustained: {
            chain: note.sustained,
            attackerInitiative: initiativeNow(state, p.attacker),
            lineOfSightKept: !p.sightBroken,
          },
        }
      : {}),
  };
  const request: AttackRequest = p.assassinate
    ? refused(
        planAssassination({
          ...common,
          targetAware: false,
          behindCover: p.cover !== "none",
          defender: { id: target.id, surprisedDv: target.dv },
        }),
      )
    : // DE-ATK-9: a static target puts up no DV (the rules refuse it unless the option is on).
      { ...common, defender: p.static ? { id: target.id, static: true } : { id: target.id, dv: target.dv } };
  return {
    request,
    target,
    sources: [
      ...a.sources,
      ...target.sources,
      ...(p.assassinate ? ["assassination: advantage, Surprised DV, maximum damage"] : []),
    ],
    stance: a.stance,
  };
}

/** DE-ASSN-4: a hit that brings the target to 0 HP or 0 Res kills it outright. */
function killedOutright(view: DefenderView, happenings: readonly Happening[], now: number) {
  const fell = happenings.some(
    (h) => h.kind === "unconscious" && (h.cause === "dying" || h.cause === "resilience"),
  );
  if (!fell || view.vitals.dead) return { view, happenings: [...happenings] };
  return {
    view: { ...view, vitals: { ...view.vitals, dead: true } },
    happenings: [...happenings, { kind: "died" as const, at: now }],
  };
}

export const attackAction = action<AttackParams, DiceEngineOptions, z.input<typeof attackParams>>({
  summary:
    "an attack with a weapon of the attacker's (any attack type; a Spray at several defenders; an assassination): 2d10 + stat against the DV, damage through Endurance and armour to Stun and HP; in a fight it costs the attack's initiative",
  params: attackParams,
  choices: ({ state }, p) => weaponChoices(state, p, "attacker", true),
  examples: [
    attackParams.parse({ attacker: "bruno", defender: "wren", weapon: "Hammer", type: "standard" }),
    attackParams.parse({ attacker: "ilse", defender: "bruno", weapon: "Knife", type: "precision" }),
    attackParams.parse({ attacker: "wren", defender: "ilse", weapon: "Unarmed Strike", type: "heavy" }),
    attackParams.parse({
      attacker: "wren",
      weapon: "Machine Pistol",
      type: "spray",
      rating: 6,
      targets: [
        { defender: "bruno", shots: 4, distance: 8 },
        { defender: "ilse", shots: 2, distance: 12 },
      ],
    }),
    attackParams.parse({
      attacker: "wren",
      defender: "bruno",
      weapon: "Machine Pistol",
      type: "sustained",
      distance: 8,
    }),
    attackParams.parse({
      attacker: "wren",
      defender: "ilse",
      weapon: "Machine Pistol",
      type: "standard",
      distance: 10,
      assassinate: true,
    }),
  ],
  odds({ state, options }, p): Outcomes {
    if (p.type === "spray") return oddsOfSpray(state, p, options);
    const b = buildSingle(state, p, options);
    const odds = refused(attackOdds(b.request, options));
    return {
      partition: { hit: odds.hit, miss: 1 - odds.hit },
      chances: { superCrit: odds.crit.superCrit },
      distributions: { damage: odds.damage.distribution },
      truncated: 0,
    };
  },
  resolve(ctx, p) {
    return p.type === "spray" ? resolveSpray(ctx, p) : resolveSingle(ctx, p);
  },
});

function resolveSingle(
  { state, options, dice, newId }: ActionContext<DiceEngineOptions>,
  p: AttackParams,
): Resolution {
  const b = buildSingle(state, p, options);
  const plan = refused(planAttack(b.request, options));
  // Parry, Counter Attack and Get Down Mr President are checked before anything is paid or rolled.
  const reactions = planReactions(state, p, b.request.weapon, plan.cost, options);
  const sweep = sweepPlan(state, p, b.request.weapon, options);
  const counter = reactions.counter !== undefined;
  const descent = reactions.descent;
  const followUp = counter
    ? {
        cost: reactions.counter
          ? reactions.counter.initiativeAfter - reactions.counter.initiativeBefore
          : (interruptRow("counterAttack").cost as number),
        held: false,
        offers: false,
        sources: ["Counter Attack: off-turn, for the interrupt's cost"],
      }
    : descent
      ? {
          cost: plan.cost,
          held: false,
          offers: false,
          sources: [`Deadly Descent: off-turn, for the attack's cost; +${descent.bonus} damage on a hit`],
        }
      : extraAttackFollowUp(state, p.attacker, b.request.weapon, plan.cost, options);
  const paid: Charge | null = counter
    ? reactions.counter!
    : descent
      ? descent.charge
      : charge(state, p.attacker, attackActionName(p.type), followUp.cost, options, ["attacker"]);
  const result = refused(rollAttack(b.request, dice, options));
  const attacker = state.characters[p.attacker]!.name;
  const defender = state.characters[p.defender!]!.name;
  const events: TableEvent[] = [];
  const lines: string[] = [];
  let dealt: Dealt | null = null;
  const handOff0 = attackHandOff(result, {
    source: `${attacker}'s ${b.request.weapon.name}`,
    ...(p.distance !== undefined ? { distance: p.distance } : {}),
  });
  // DE-PERK-41: the landing attack's hit deals + Agility (deadlyDescentBonus), on its first part.
  const landingBonus = handOff0 && descent ? deadlyDescentBonus(descent.bonus, true) : 0;
  const handOff =
    handOff0 && landingBonus > 0
      ? {
          ...handOff0,
          parts: handOff0.parts.map((x, i) => (i === 0 ? { ...x, amount: x.amount + landingBonus } : x)),
        }
      : handOff0;
  // DE-PERK-65: a sweep deals no damage; the trip comes after the roll.
  if (handOff && !sweep) {
    const now = nowOf(state);
    // A Dodge interrupt the defender rolled at this moment (DE-INT-3) counts as the flag does.
    const dodge = dodgeOf(state, p.defender!);
    const dodged = p.dodged || dodge?.success === true;
    // DE-PERK-48: the interceptor takes the damage before the ally's Dodge, through its own EA.
    const into = reactions.interceptor;
    const parry = reactions.parry;
    if (into) {
      events.push(...spentEvents(into.charge));
      lines.push(
        `${state.characters[into.id]!.name} gets down in front of ${defender} and takes the damage (Get Down Mr President)`,
      );
      // "You and the friendly character swap positions": their tokens too, when both are on the map.
      events.push(...swapPlaces(state.scenes, into.id, p.defender!));
    }
    if (parry) {
      events.push(...spentEvents(parry.charge));
      lines.push(`${defender} parries: ${parry.mv} off the damage (Martial Parry)`);
    }
    const reductions: DamageReduction[] = into
      ? []
      : [
          ...(dodged ? [{ kind: "half" as const, source: "dodge" }] : []),
          ...(parry ? [{ kind: "minus" as const, source: "Martial Parry", amount: parry.mv }] : []),
        ];
    dealt = dealDamage(
      after(state, events),
      into ? into.id : p.defender!,
      into ? defenderOf(state, into.id, options, ["interceptor"]).view : b.target.view,
      handOff,
      {
        reductions,
        // DE-ASSN-4: no death check on reaching 0 — the target dies outright.
        ...(p.assassinate ? { executed: true, post: (v, h) => killedOutright(v, h, now) } : {}),
      },
      dice,
      options,
    );
    events.push(...dealt.events);
    lines.push(...dealt.lines);
    if (dodge) events.push(...dodgeUsedEvents(after(state, events), p.defender!));
    // A readied reaction is spent on the hit it answered; on a miss it stays ready for this moment.
    for (const used of [into?.readied ? into.id : null, parry?.readied ? p.defender! : null])
      if (used !== null) events.push(...readiedUsedEvents(after(state, events), used));
    if (parry)
      events.push(
        ...parryNoteEvents(after(state, events), p.defender!, {
          attacker: p.attacker,
          incoming: result.damage?.amount ?? 0,
          mv: parry.mv,
        }),
      );
  }
  if (counter || descent) events.push(...parryUsedEvents(after(state, events), p.attacker));
  // DE-PERK-29, 65: what the hit sets off besides its damage (the target's checks, after the attack's dice).
  const riders = [
    ...(sweep && result.hit ? [sweepRider(after(state, events), p, sweep, dice, options)] : []),
    ...semiCritRiders(after(state, events), p, b.request.weapon, result, dice, options),
  ];
  for (const r of riders) {
    events.push(...r.events);
    lines.push(...r.lines);
  }
  if (landingBonus > 0) lines.unshift(`Deadly Descent: +${landingBonus} damage`);
  // The chain continues from the initiative the attacker actually has after paying (Extra Attack…).
  const sustained =
    result.sustained && paid
      ? { ...result.sustained, initiativeAfter: paid.initiativeAfter }
      : result.sustained;
  const close = closeAttack(state, p, options, dice, events, paid, {
    weapon: b.request.weapon,
    ammo: b.request.ammo,
    ammoUsed: result.ammoUsed,
    sustained,
    stance: b.stance,
    followUp,
  });
  events.push(...close.events);
  lines.push(...close.lines);
  const crit = CRIT_WORDS[result.crit] ? ` (${CRIT_WORDS[result.crit]})` : "";
  const n = result.attackType === "sustained" && result.hit ? `, hit ${result.multiples} of the chain` : "";
  const verdict = result.hit
    ? sweep
      ? `hits${crit}, ${result.dos ?? "max"} degrees${n}: a sweep instead of damage`
      : `hits${crit}, ${result.dos ?? "max"} degrees${n}: ${result.damage?.amount ?? 0} damage, ${dealt?.final ?? 0} after armour`
    : `misses${crit}`;
  const what = p.assassinate
    ? `tries to assassinate ${defender}`
    : counter
      ? `counter-attacks ${defender}`
      : descent
        ? `lands on ${defender}`
        : `attacks ${defender}`;
  // Issue 21: perks no action applies yet are shown for the GM to rule on (catalogue gmAdjudicates).
  const gmNotes = [
    ...gmPerkNotes(state, p.attacker, "attacks", options),
    ...gmPerkNotes(state, p.defender!, "isAttacked", options),
  ];
  const roll: RollRecord = {
    id: newId("roll"),
    action: "attack",
    actor: p.attacker,
    summary: [
      `${attacker} ${what} with ${b.request.weapon.name} (${attackActionName(p.type)}): ${result.check.total} ${p.static ? "against a static target" : `against DV ${b.target.dv}`} ${verdict}`,
      ...(close.ammoLeft !== null ? [`${close.ammoLeft} ammunition left`] : []),
      ...lines,
      ...gmNotes.map(gmNoteLine),
    ].join("; "),
    dice: [
      ...dieRecords(result.check),
      ...(sweep ? [] : damageDice(result)),
      ...riders.flatMap((r) => r.dice),
    ],
    outcome: {
      hit: result.hit,
      total: result.check.total,
      dv: p.static ? null : b.target.dv,
      dvType: p.static ? null : b.target.dvType,
      dos: result.dos,
      crit: result.crit,
      multiples: result.multiples,
      damage: sweep ? 0 : (result.damage?.amount ?? 0),
      dealt: dealt?.final ?? 0,
      cost: followUp.cost,
      ammoUsed: result.ammoUsed,
      ammoLeft: close.ammoLeft,
      sustained: result.sustained,
      sources: [...b.sources, ...followUp.sources],
      happenings: dealt ? happeningsOf([dealt]) : [],
      gmNotes,
      parried: reactions.parry !== null && result.hit,
      counterAttack: counter,
      deadlyDescent: descent !== null,
      riders: riders.map((r) => r.outcome),
      landingBonus,
      interceptedBy: result.hit ? (reactions.interceptor?.id ?? null) : null,
    },
    partition: result.hit ? "hit" : "miss",
  };
  return { roll, events: [{ type: "roll", roll }, ...events] };
}
