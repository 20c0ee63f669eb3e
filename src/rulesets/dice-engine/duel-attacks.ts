// One side's attack in a Dice Engine duel (see duel.ts). It has two parts: what stays the same for
// the whole fight (the weapon, the attack type and rating, the roll the character builds with its
// training and perks, the distance) and what the moment adds (the conditions on both sides: levels of
// advantage and disadvantage and the DV the attack meets; the n of a Sustained chain). From both
// comes the request the table's attack action would build (actions/attack-sides.ts); the fast duel
// compiles one attack per moment it meets, the reference rolls the request itself.

import type { Side } from "../../engine/facets/fight.js";
import type { TableState } from "../../engine/state.js";
import {
  type AttackerView,
  type AttackPlan,
  type AttackRequest,
  type AttackTypeId,
  attackHandOff,
  type DamageHandOff,
  damageFromRoll,
  judgeAttack,
  planAttack,
  type SprayRequest,
  type SustainedContext,
  type TargetResult,
  type Weapon,
} from "./attack/index.js";
import { buildRoll, rollSchema } from "./bridge.js";
import type { CritClass } from "./check/crit.js";
import { conditionCheckModifiers, type WeaponProperty } from "./conditions/index.js";
import { applyDamage } from "./damage/apply.js";
import { dvForAttack } from "./damage/defend.js";
import type { DefenderView } from "./damage/target.js";
import { compileCheck, type FastCheck } from "./duel-checks.js";
import type { DiceEngineOptions } from "./options.js";
import { orThrow } from "./tracker/index.js";

/** What does not change in a fight: the weapon, how it attacks, and the attacker's own roll. */
export interface AttackBase {
  side: Side;
  /** The defender's id, which a Sustained chain follows. */
  foe: string;
  weapon: Weapon;
  type: AttackTypeId;
  rating: number | undefined;
  distance: number | undefined;
  /** The roll as `buildRoll` makes it (training, perks, an unskilled weapon), before any condition. */
  roll: AttackerView;
}

/** What the moment adds: the conditions of both sides (DE-COND-13, 23..27, 30) and the DV met. */
export interface Moment {
  advantage: number;
  disadvantage: number;
  dv: number;
}

/** The attacker's roll before conditions, as the table's attack action builds it (attackerSide). */
export function attackBase(
  state: TableState,
  side: Side,
  ids: readonly [string, string],
  attacker: DefenderView,
  weapon: Weapon,
  type: AttackTypeId,
  rating: number | undefined,
  distance: number | undefined,
  o: DiceEngineOptions,
): AttackBase {
  const id = ids[side];
  const foe = ids[side === 0 ? 1 : 0];
  const roll = buildRoll(
    state,
    id,
    rollSchema.parse({
      stat: weapon.stat,
      attack: true,
      weapon: { melee: weapon.melee, ...(weapon.skill ? { skill: weapon.skill } : {}) },
      opponent: foe,
    }),
    o,
    [],
    { idField: "attacker" },
  );
  const r = roll.build.request;
  return {
    side,
    foe,
    weapon,
    type,
    rating,
    distance,
    roll: {
      stat: r.stat,
      training: r.training,
      advantage: r.advantage,
      // DE-UNSK-1: a weapon without its skill is one more level of disadvantage.
      disadvantage: r.disadvantage + (r.unskilled ? 1 : 0),
      modifiers: r.modifiers,
      critThresholds: r.critThresholds,
      ...(roll.build.reckless ? { dosDamageCap: attacker.stats.strength } : {}),
    },
  };
}

/**
 * The moment's part of an attack at tracker time `now`: the attacker's conditions on its attack roll
 * (Blinded, Prone unless the weapon is Light or Anchored, Restrained), and the defender's DV with the
 * advantage its conditions give (Blinded, Restrained; Paralysed and Surprised: the Surprised DV).
 */
export function momentOf(
  weapon: Weapon,
  attacker: DefenderView,
  defender: DefenderView,
  now: number,
  o: DiceEngineOptions,
): Moment {
  const cond = conditionCheckModifiers(
    attacker,
    { stat: weapon.stat, attack: true, weapon: weapon.properties as WeaponProperty[] },
    o,
    now,
  );
  const dv = dvForAttack(defender, { ranged: !weapon.melee, ap: weapon.ap, cover: "none" }, now);
  return { advantage: cond.advantage + dv.attackerAdvantage, disadvantage: cond.disadvantage, dv: dv.dv };
}

/** A Spray empties its whole rating at the one defender (DE-TYPE-10): the shots are the rating. */
function shotsOf(b: AttackBase): number {
  return b.rating ?? b.weapon.attacks.find((a) => a.type === "spray")!.ratings[0]!;
}

/** The request the table's attack action builds for this attack at this moment (one defender). */
export function requestAt(
  b: AttackBase,
  m: Moment,
  extra: { ammo?: number | undefined; sustained?: SustainedContext } = {},
): AttackRequest {
  return {
    attacker: {
      ...b.roll,
      advantage: (b.roll.advantage ?? 0) + m.advantage,
      disadvantage: (b.roll.disadvantage ?? 0) + m.disadvantage,
    },
    weapon: b.weapon,
    attackType: b.type,
    defender: { id: b.foe, dv: m.dv },
    lineOfSight: true,
    ...(b.rating !== undefined ? { rating: b.rating } : {}),
    ...(b.distance !== undefined ? { distance: b.distance } : {}),
    ...(b.type === "spray" ? { shots: shotsOf(b) } : {}),
    ...(extra.ammo !== undefined ? { ammo: extra.ammo } : {}),
    ...(extra.sustained ? { sustained: extra.sustained } : {}),
  };
}

/** The same attack as a Spray request (`rollSpray`): every shot at the one defender. */
export function sprayRequestAt(b: AttackBase, m: Moment, ammo: number | undefined): SprayRequest {
  const r = requestAt(b, m);
  return {
    attacker: r.attacker,
    weapon: b.weapon,
    rating: shotsOf(b),
    ...(ammo !== undefined ? { ammo } : {}),
    targets: [
      {
        defender: r.defender,
        shots: shotsOf(b),
        ...(b.distance !== undefined ? { distance: b.distance } : {}),
      },
    ],
  };
}

/** A Sustained chain whose next hit is the n-th (DE-TYPE-5), as the attack rules take it. */
export function chainFor(b: AttackBase, n: number, initiative: number): SustainedContext {
  return {
    chain: n > 1 ? { weapon: b.weapon.id, target: b.foe, hits: n - 1, initiativeAfter: initiative } : null,
    attackerInitiative: initiative,
    lineOfSightKept: true,
  };
}

// ---- an attack compiled for one moment ---------------------------------------------------------

/** A hit's damage class: what, besides the weapon roll, decides its damage (DE-ATK-7 steps 1–3). */
interface DamageClass {
  multiples: number;
  crit: CritClass;
  dos: number | null;
  /** Weapon roll → damage to the trackers and initiative damage, filled as rolls come. */
  body: Map<number, number>;
  initiative: Map<number, number>;
}

/** One side's attack at one moment: the request, its plan, and its roll compiled over the faces. */
export interface SideAttack {
  base: AttackBase;
  /** The moment it was compiled for. */
  moment: Moment;
  request: AttackRequest;
  plan: AttackPlan;
  label: string;
  /** 0 = a miss; k > 0 = a hit of damage class k − 1. */
  roll: FastCheck;
  classes: DamageClass[];
  distance: number | undefined;
}

export function labelOf(b: AttackBase, plan: AttackPlan): string {
  return `${b.weapon.name} ${b.type}${plan.rating === null ? "" : `:[${plan.rating}]`}`;
}

/** Plans and compiles the attack at moment `m` (the n-th hit of a Sustained chain); refusals throw. */
export function compileAttack(b: AttackBase, m: Moment, n: number, o: DiceEngineOptions): SideAttack {
  const request = requestAt(b, m, b.type === "sustained" ? { sustained: chainFor(b, n, 0) } : {});
  const plan = orThrow(planAttack(request, o));
  const classes: DamageClass[] = [];
  const keys = new Map<string, number>();
  const roll = compileCheck(plan.check, o, (r) => {
    const out = judgeAttack(plan, r.total, r.crit, o);
    if (!out.hit) return 0;
    // The DoS matters to the damage only through a DoS-capped bonus (Reckless Abandon).
    const dos = request.attacker.dosDamageCap === undefined ? null : out.dos;
    const crit: CritClass = out.crit === "superCrit" || out.crit === "semiCrit" ? out.crit : "none";
    const key = `${out.multiples}|${crit}|${dos}`;
    let k = keys.get(key);
    if (k === undefined) {
      k = classes.length;
      keys.set(key, k);
      classes.push({ multiples: out.multiples, crit, dos, body: new Map(), initiative: new Map() });
    }
    return k + 1;
  });
  return { base: b, moment: m, request, plan, label: labelOf(b, plan), roll, classes, distance: b.distance };
}

/** The hit as `rollPlanned` reports it (what `attackHandOff` reads), for a weapon roll already known. */
function rollFree(a: SideAttack, c: DamageClass, rolled: number, conditions: boolean): TargetResult {
  // Steps 1–3 of DE-ATK-7 by the attack rules' own function.
  const damage = damageFromRoll(
    rolled,
    [],
    c.multiples,
    c.crit,
    c.dos,
    a.request.attacker,
    a.plan.damageType,
  );
  const onHit = conditions ? [...a.request.weapon.onHit] : [];
  return { hit: true, damage, conditions: onHit } as unknown as TargetResult;
}

/** The damage instance of a hit of class `k` with weapon roll `rolled`, conditions and all. */
export function handOffOf(a: SideAttack, k: number, rolled: number): DamageHandOff {
  const result = rollFree(a, a.classes[k]!, rolled, true);
  return attackHandOff(result, a.distance === undefined ? {} : { distance: a.distance })!;
}

/** A view that is dead takes nothing to its trackers and rolls nothing: `applyDamage` only computes. */
export function probeOf(view: DefenderView): DefenderView {
  return { ...view, vitals: { ...view.vitals, dead: true } };
}

const NO_DICE = {
  roll: (): number => {
    throw new Error("the damage probe rolls no dice");
  },
};

/** The final damage of a hit of class `k` with weapon roll `rolled` (memoised per class). */
export function damageOf(
  a: SideAttack,
  target: DefenderView,
  k: number,
  rolled: number,
  o: DiceEngineOptions,
): number {
  const c = a.classes[k]!;
  let body = c.body.get(rolled);
  if (body === undefined) {
    const result = rollFree(a, c, rolled, false);
    const handOff = attackHandOff(result, a.distance === undefined ? {} : { distance: a.distance });
    const out = applyDamage(probeOf(target), handOff!, { now: 0, dice: NO_DICE, options: o });
    body = out.damage.final;
    c.body.set(rolled, body);
    c.initiative.set(rolled, out.damage.initiative);
  }
  return body;
}

/** The initiative damage of a hit whose `damageOf` was taken (DE-DMG-8). */
export function initiativeOf(a: SideAttack, k: number, rolled: number): number {
  return a.classes[k]!.initiative.get(rolled)!;
}
