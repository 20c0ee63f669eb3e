// An attack (DE-ATK-1..9, DE-TYPE-*, DE-DV-*, DE-ASSN-*, DE-ACT-2): the attacker's weapon by name
// from its equipment (the Unarmed Strike always), the attack roll built from the character like a
// check (`buildRoll`: training, perks, unskilled weapons, an active stance) plus its conditions,
// against the DV the DV rules give for the whole defender (`defenderOf`: armour, perks' DV
// modifiers, conditions, race). One action covers every attack type: a Spray shares its shots among
// several defenders (`targets`), a Sustained attack continues the chain kept in the attacker's note,
// an assassination meets the Surprised DV. Ammunition counted in the note is spent and checked. In a
// fight the attack's initiative is charged on the tracker first, so a refused attack throws no dice.

import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import type { DieRecord, RollRecord } from "../../../engine/roll.js";
import { type ActionContext, action, type Outcomes, type Resolution } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import {
  ATTACK_TYPES,
  type AttackerView,
  type AttackOdds,
  type AttackRequest,
  attackHandOff,
  attackOdds,
  planAssassination,
  planAttack,
  planSpray,
  rollAttack,
  rollSpray,
  type SprayRequest,
  sprayOdds,
  type TargetResult,
  type Weapon,
} from "../attack/index.js";
import { buildRoll, CRIT_WORDS, dieRecords, rollSchema } from "../bridge.js";
import { catalogueFor, findPerk } from "../catalogue/setting.js";
import { conditionCheckModifiers, type WeaponProperty } from "../conditions/index.js";
import { dvForAttack } from "../damage/defend.js";
import type { DefenderView } from "../damage/target.js";
import { COVER_LEVELS, type CoverLevel } from "../defence/dv.js";
import type { Happening } from "../health/log.js";
import type { DiceEngineOptions } from "../options.js";
import { stanceWindow } from "../perks/melee.js";
import { orThrow } from "../tracker/index.js";
import {
  type Charge,
  charge,
  chargeEvents,
  type Dealt,
  dealDamage,
  happeningsOf,
  initiativeNow,
  plainDice,
} from "./attack-common.js";
import { type AttackNote, attackNote, attackNoteEvents } from "./attack-state.js";
import { activeStance, defenderOf } from "./attack-view.js";
import { after, nowOf, weaponOf } from "./combat-state.js";
import { dodgeOf, dodgeUsedEvents } from "./tracker.js";

const label = z.string().trim().min(1).max(100);
const id = z.string().min(1);

/** DE-TYPE-10: one defender of a Spray and the shots aimed at it. */
export const sprayTargetParams = z.strictObject({
  defender: id,
  shots: z.number().int().min(1).max(1000),
  distance: z.number().min(0).max(100_000).optional(),
  cover: z.enum(COVER_LEVELS).default("none"),
  /** DE-PERK-19: the defender holds a knife in every off hand (Second Blade). */
  offHandKnives: z.boolean().default(false),
});

export const attackParams = z
  .strictObject({
    attacker: id,
    /** The one defender; a Spray may name several in `targets` instead. */
    defender: id.optional(),
    /** DE-TYPE-10/11: a Spray's defenders in declared order, with the shots aimed at each. */
    targets: z.array(sprayTargetParams).min(1).max(20).optional(),
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
    /** DE-ATK-6: ammunition the weapon holds now; afterwards the note counts it. */
    ammo: z.number().int().min(0).optional(),
    advantage: z.array(label).max(20).default([]),
    disadvantage: z.array(label).max(20).default([]),
    modifiers: z.array(z.number().int().min(-50).max(50)).max(20).default([]),
    /**
     * DE-INT-3: the defender dodged: the damage is halved (rounded up). Also true without the
     * flag when the defender's Dodge interrupt succeeded at this moment.
     */
    dodged: z.boolean().default(false),
    /** DE-TYPE-5: the target broke line of sight since the last attack of the chain. */
    sightBroken: z.boolean().default(false),
    /** DE-ASSN-1..5: an assassination of an unaware target (ranged, no cover). */
    assassinate: z.boolean().default(false),
    /** DE-PERK-22..25: a stance perk entered with this attack. */
    stance: z.string().trim().min(1).optional(),
    /** DE-PERK-19: the defender holds a knife in every off hand (Second Blade). */
    defenderOffHandKnives: z.boolean().default(false),
  })
  .superRefine((p, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (p.targets !== undefined) {
      if (p.type !== "spray") issue("targets", "only a Spray attack has several targets: give `defender`");
      if (p.defender !== undefined) issue("defender", "give either `defender` or `targets`, not both");
      const seen = new Set<string>();
      p.targets.forEach((t, i) => {
        if (seen.has(t.defender))
          ctx.addIssue({
            code: "custom",
            path: ["targets", i, "defender"],
            message: `${t.defender} is named twice: give it all its shots in one entry`,
          });
        seen.add(t.defender);
      });
    } else if (p.defender === undefined) issue("defender", "name the defender (or, for a Spray, `targets`)");
    if (p.type === "spray" && p.dodged)
      issue("dodged", "a Dodge halves area damage; a Spray's defenders do not dodge it");
    if (p.assassinate && p.type === "spray")
      issue("assassinate", "an assassination is one attack at one target");
  });
export type AttackParams = z.output<typeof attackParams>;

interface AttackerSide {
  view: AttackerView;
  sources: string[];
  stance: string | null;
}

/** The attack roll as the attacker makes it: training, perks, stance, its own conditions. */
function attackerSide(
  state: TableState,
  p: AttackParams,
  o: DiceEngineOptions,
  weapon: Weapon,
  opponent: string | undefined,
): AttackerSide {
  // A stance is named as the table likes ("Defensive Stance I"); the note keeps its id.
  const declared = p.stance !== undefined ? findPerk(catalogueFor(o), p.stance)?.id : undefined;
  const stance = declared ?? p.stance ?? activeStance(state, p.attacker);
  const roll = buildRoll(
    state,
    p.attacker,
    rollSchema.parse({
      stat: weapon.stat,
      attack: true,
      weapon: { melee: weapon.melee, ...(weapon.skill ? { skill: weapon.skill } : {}) },
      ...(opponent !== undefined ? { opponent } : {}),
      ...(stance ? { stance } : {}),
      advantage: p.advantage,
      disadvantage: p.disadvantage,
      modifiers: p.modifiers,
    }),
    o,
    [],
    { idField: "attacker" },
  );
  const attacker = defenderOf(state, p.attacker, o, ["attacker"]).view;
  // DE-COND-13, 17, 24, 25: the attacker's own conditions weigh on its attack roll.
  const cond = conditionCheckModifiers(
    attacker,
    { stat: weapon.stat, attack: true, weapon: weapon.properties as WeaponProperty[] },
    o,
    nowOf(state),
  );
  const r = roll.build.request;
  return {
    view: {
      stat: r.stat,
      training: r.training,
      advantage: r.advantage + cond.advantage,
      // DE-UNSK-1: a weapon without its skill is one more level of disadvantage.
      disadvantage: r.disadvantage + cond.disadvantage + (r.unskilled ? 1 : 0),
      modifiers: r.modifiers,
      critThresholds: r.critThresholds,
      ...(roll.build.reckless ? { dosDamageCap: attacker.stats.strength } : {}),
    },
    sources: [...roll.build.sources, ...cond.reasons.map((x) => JSON.stringify(x))],
    stance: stance ?? null,
  };
}

interface TargetSide {
  id: string;
  view: DefenderView;
  dv: number;
  dvType: string;
  attackerAdvantage: number;
  sources: string[];
}

/** The DV one defender puts up against this attack (DE-DV-6, 7, 10, 12; DE-ASSN-2: Surprised). */
function targetSide(
  state: TableState,
  p: AttackParams,
  o: DiceEngineOptions,
  weapon: Weapon,
  t: { defender: string; cover: CoverLevel; offHandKnives: boolean },
  path: (string | number)[],
): TargetSide {
  const side = defenderOf(state, t.defender, o, path, { offHandKnives: t.offHandKnives });
  const dvType = p.assassinate ? ("surprised" as const) : p.touch ? ("touch" as const) : undefined;
  const dv = dvForAttack(
    side.view,
    {
      ranged: !weapon.melee,
      ap: weapon.ap + (p.ap ?? 0),
      cover: t.cover,
      ...(dvType ? { dvType } : {}),
    },
    nowOf(state),
  );
  return {
    id: t.defender,
    view: side.view,
    dv: dv.dv,
    dvType: dv.dvType,
    attackerAdvantage: dv.attackerAdvantage,
    sources: [
      ...side.dvSources.map((s) => `${state.characters[t.defender]!.name}: ${s}`),
      ...(dv.attackerAdvantage > 0 ? [`the defender's conditions: ${dv.attackerAdvantage} advantage`] : []),
    ],
  };
}

/** Why the rules refuse, as an EngineError naming the parameter (`attackType` is our `type`). */
function refused<T>(
  r:
    | { ok: true; value: T }
    | { ok: false; error: { code: string; path: (string | number)[]; message: string } },
): T {
  if (r.ok) return r.value;
  const path = r.error.path.map((x) => (x === "attackType" ? "type" : x));
  if (path[0] === "targetAware" || path[0] === "behindCover") path.splice(0, 1, "assassinate");
  return orThrow({ ok: false, error: { ...r.error, path } } as never);
}

/** Ammunition the weapon holds: declared now, or counted in the note; undefined when nobody counts. */
function ammoOf(note: AttackNote, p: AttackParams, weapon: Weapon): number | undefined {
  return p.ammo ?? note.ammo[weapon.id];
}

// ── one defender ──

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
    : { ...common, defender: { id: target.id, dv: target.dv } };
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

// ── a Spray at several defenders ──

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

// ── odds ──

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

// ── the note after an attack ──

function nextNote(
  state: TableState,
  p: AttackParams,
  o: DiceEngineOptions,
  weapon: Weapon,
  used: { ammo: number | undefined; ammoUsed: number },
  sustained: AttackNote["sustained"],
  stance: string | null,
): AttackNote {
  const note = attackNote(state, p.attacker);
  const ammo = { ...note.ammo };
  if (used.ammo !== undefined) ammo[weapon.id] = used.ammo - used.ammoUsed;
  let entered = note.stance;
  // A stance declared now (not the one already held) opens its window at the attack (DE-PERK-22..25).
  if (p.stance !== undefined && stance && activeStance(state, p.attacker) !== stance) {
    const perk = catalogueFor(o).perks.get(stance);
    const effect = perk?.effects.find((e) => e.kind === "stance");
    if (effect?.kind === "stance") {
      const w = stanceWindow(initiativeNow(state, p.attacker), effect.duration, o);
      entered = { perk: stance, until: w.until };
    }
  }
  return { ammo, sustained, stance: entered };
}

function damageDice(r: TargetResult, group?: string): DieRecord[] {
  return plainDice(r.damage?.dice ?? [], "damage", 0, group);
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

export const attackAction = action<AttackParams, DiceEngineOptions>({
  summary:
    "an attack with a weapon of the attacker's (any attack type; a Spray at several defenders; an assassination): 2d10 + stat against the DV, damage through Endurance and armour to Stun and HP; in a fight it costs the attack's initiative",
  params: attackParams,
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
    if (p.type === "spray") {
      const b = buildSpray(state, p, options);
      return sprayOutcomes(b.targets, refused(sprayOdds(b.request, options)));
    }
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

type Ctx = ActionContext<DiceEngineOptions>;

function resolveSingle({ state, options, dice, newId }: Ctx, p: AttackParams): Resolution {
  const b = buildSingle(state, p, options);
  const plan = refused(planAttack(b.request, options));
  const paid: Charge | null = charge(state, p.attacker, `attack:${p.type}`, plan.cost, options, ["attacker"]);
  const result = refused(rollAttack(b.request, dice, options));
  const attacker = state.characters[p.attacker]!.name;
  const defender = state.characters[p.defender!]!.name;
  const events: TableEvent[] = [];
  const lines: string[] = [];
  let dealt: Dealt | null = null;
  const handOff = attackHandOff(result, {
    source: `${attacker}'s ${b.request.weapon.name}`,
    ...(p.distance !== undefined ? { distance: p.distance } : {}),
  });
  if (handOff) {
    const now = nowOf(state);
    // A Dodge interrupt the defender rolled at this moment (DE-INT-3) counts as the flag does.
    const dodge = dodgeOf(state, p.defender!);
    const dodged = p.dodged || dodge?.success === true;
    dealt = dealDamage(
      state,
      p.defender!,
      b.target.view,
      handOff,
      {
        reductions: dodged ? [{ kind: "half", source: "dodge" }] : [],
        // DE-ASSN-4: no death check on reaching 0 — the target dies outright.
        ...(p.assassinate ? { executed: true, post: (v, h) => killedOutright(v, h, now) } : {}),
      },
      dice,
      options,
    );
    events.push(...dealt.events);
    lines.push(...dealt.lines);
    if (dodge) events.push(...dodgeUsedEvents(after(state, events), p.defender!));
  }
  // The chain continues from the initiative the attacker actually has after paying (Extra Attack…).
  const sustained =
    result.sustained && paid
      ? { ...result.sustained, initiativeAfter: paid.initiativeAfter }
      : result.sustained;
  events.push(
    ...attackNoteEvents(
      state,
      p.attacker,
      nextNote(
        state,
        p,
        options,
        b.request.weapon,
        { ammo: b.request.ammo, ammoUsed: result.ammoUsed },
        sustained,
        b.stance,
      ),
    ),
  );
  const step = chargeEvents(state, events, paid, dice, options);
  events.push(...step.events);
  lines.push(...step.lines);
  const crit = CRIT_WORDS[result.crit] ? ` (${CRIT_WORDS[result.crit]})` : "";
  const n = result.attackType === "sustained" && result.hit ? `, hit ${result.multiples} of the chain` : "";
  const verdict = result.hit
    ? `hits${crit}, ${result.dos ?? "max"} degrees${n}: ${result.damage?.amount ?? 0} damage, ${dealt?.final ?? 0} after armour`
    : `misses${crit}`;
  const what = p.assassinate ? `tries to assassinate ${defender}` : `attacks ${defender}`;
  const ammoLeft = b.request.ammo !== undefined ? b.request.ammo - result.ammoUsed : null;
  const roll: RollRecord = {
    id: newId("roll"),
    action: "attack",
    actor: p.attacker,
    summary: [
      `${attacker} ${what} with ${b.request.weapon.name} (${p.type}): ${result.check.total} against DV ${b.target.dv} ${verdict}`,
      ...(ammoLeft !== null ? [`${ammoLeft} ammunition left`] : []),
      ...lines,
    ].join("; "),
    dice: [...dieRecords(result.check), ...damageDice(result)],
    outcome: {
      hit: result.hit,
      total: result.check.total,
      dv: b.target.dv,
      dvType: b.target.dvType,
      dos: result.dos,
      crit: result.crit,
      multiples: result.multiples,
      damage: result.damage?.amount ?? 0,
      dealt: dealt?.final ?? 0,
      cost: plan.cost,
      ammoUsed: result.ammoUsed,
      ammoLeft,
      sustained: result.sustained,
      sources: b.sources,
      happenings: dealt ? happeningsOf([dealt]) : [],
    },
    partition: result.hit ? "hit" : "miss",
  };
  return { roll, events: [{ type: "roll", roll }, ...events] };
}

function resolveSpray({ state, options, dice, newId }: Ctx, p: AttackParams): Resolution {
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
  events.push(
    ...attackNoteEvents(
      state,
      p.attacker,
      nextNote(
        state,
        p,
        options,
        b.request.weapon,
        { ammo: b.request.ammo, ammoUsed: result.ammoUsed },
        null,
        b.stance,
      ),
    ),
  );
  const step = chargeEvents(state, events, paid, dice, options);
  events.push(...step.events);
  lines.push(...step.lines);
  const anyHit = result.targets.some((r) => r.hit);
  const ammoLeft = b.request.ammo !== undefined ? b.request.ammo - result.ammoUsed : null;
  const roll: RollRecord = {
    id: newId("roll"),
    action: "attack",
    actor: p.attacker,
    summary: [
      `${attacker} sprays ${result.rating} shots with ${b.request.weapon.name}${result.unallocated > 0 ? ` (${result.unallocated} wasted)` : ""}`,
      ...per.map((x) => x.text),
      ...(ammoLeft !== null ? [`${ammoLeft} ammunition left`] : []),
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
      ammoLeft,
      sources: b.sources,
      happenings: happeningsOf(dealt),
    },
    partition: anyHit ? "hit" : "miss",
  };
  return { roll, events: [{ type: "roll", roll }, ...events] };
}
