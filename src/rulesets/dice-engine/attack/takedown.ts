// Takedowns and assassinations (DE-TAKE-*, DE-ASSN-*). A takedown is no attack roll: after a
// Stealth setup against the target's passive Intuition, the target rolls Endurance and its total
// picks a row of the takedown table (C.17) — a multiple of one weapon roll, 0 HP, or death. An
// assassination is a ranged attack with one more level of advantage against the Surprised DV that
// deals maximum damage and kills a target it brings to 0.

import type { DiceSource } from "../../../dice/index.js";
import { type CheckResult, rollCheck } from "../check/check.js";
import type { Training } from "../check/pool.js";
import type { CheckRequestInput } from "../check/request.js";
import { otherCostRow } from "../tracker/costs.js";
import { fail, ok, type Result } from "../tracker/result.js";
import { type AttackRequest, type AttackResult, rollAttack } from "./attack.js";
import { type DamageTypeRef, damageTypeOf, rollDamage } from "./damage.js";
import type { AttackOptions } from "./options.js";
import type { Weapon } from "./weapon.js";

export const TAKEDOWN_COST = otherCostRow("takedown").cost as number;

export type TakedownEffect =
  | { kind: "damage"; multiplier: 1 | 2 | 3 | 4 }
  | { kind: "zeroHp" }
  | { kind: "dies" };

/** C.17, bounds inclusive; `min`/`max` null = unbounded. */
export const TAKEDOWN_TABLE: readonly { min: number | null; max: number | null; effect: TakedownEffect }[] = [
  { min: 21, max: null, effect: { kind: "damage", multiplier: 1 } },
  { min: 16, max: 20, effect: { kind: "damage", multiplier: 2 } },
  { min: 11, max: 15, effect: { kind: "damage", multiplier: 3 } },
  { min: 6, max: 10, effect: { kind: "damage", multiplier: 4 } },
  { min: 0, max: 5, effect: { kind: "zeroHp" } },
  { min: null, max: -1, effect: { kind: "dies" } },
];

/** DE-TAKE-4: the row the target's Endurance total falls in. */
export function takedownEffect(total: number): TakedownEffect {
  return TAKEDOWN_TABLE.find((r) => (r.min === null || total >= r.min) && (r.max === null || total <= r.max))!
    .effect;
}

export interface TakedownSetup {
  /** DE-TAKE-1: the target must not know the performer is there. */
  targetAware: boolean;
  /** DE-TAKE-3: metres to the target; at most 1. */
  distance: number;
  /** DE-TAKE-2: a one-handed melee weapon with its skill, or an unarmed attack. */
  weapon: Weapon;
  unarmed?: boolean;
  hasWeaponSkill?: boolean;
}

/** DE-TAKE-1..3: whether a takedown may be attempted at all. */
export function takedownAllowed(s: TakedownSetup): Result<null> {
  if (s.targetAware)
    return fail("refused", ["targetAware"], "the target is aware of the performer: no takedown");
  if (s.distance > 1)
    return fail("refused", ["distance"], `a takedown needs the target within 1 m, not ${s.distance} m`);
  if (s.unarmed) return ok(null);
  if (!s.weapon.melee || s.weapon.hands !== 1)
    return fail("refused", ["weapon"], `${s.weapon.name} is not a one-handed melee weapon`);
  if (!s.hasWeaponSkill)
    return fail("refused", ["hasWeaponSkill"], `a takedown with ${s.weapon.name} needs its skill`);
  return ok(null);
}

/** DE-TAKE-3 Decision: passive Intuition = 10 + Intuition, or the setting's value (option passiveValue). */
export function passiveValue(
  stat: number,
  opts: Pick<AttackOptions, "passiveValue">,
  settingValue?: number,
): Result<number> {
  if (opts.passiveValue === "tenPlusStat") return ok(10 + stat);
  if (settingValue === undefined)
    return fail(
      "invalid",
      ["settingValue"],
      "with passiveValue 'setting' the setting gives the passive value",
    );
  return ok(settingValue);
}

/**
 * DE-TAKE-3: the Stealth check of the setup (the `stealthStat` option's stat plus the Stealth focus,
 * which the request carries as `focusRating`) against the passive value; failing it, the performer
 * is noticed and there is no takedown.
 */
export function rollTakedownStealth(
  stealth: Omit<CheckRequestInput, "target" | "attack">,
  passive: number,
  src: DiceSource,
  opts: AttackOptions,
): { check: CheckResult; noticed: boolean } {
  const check = rollCheck({ ...stealth, target: passive }, src, opts);
  return { check, noticed: !check.outcome!.success };
}

export interface TakedownRequest {
  weapon: Weapon;
  /** The target's Endurance check (its value, training, advantage, penalties from perks…). */
  target: {
    stat: number;
    training?: Training;
    advantage?: number;
    disadvantage?: number;
    modifiers?: number[];
    critThresholds?: number[];
  };
  /** DE-TAKE-8, DE-PERK-21: Takedown Specialist gives the target one level of disadvantage. */
  specialist?: boolean;
}

export interface TakedownResult {
  cost: number;
  check: CheckResult;
  effect: TakedownEffect;
  /** For the damage rows: one weapon roll × the multiplier, one damage instance (DE-TAKE-5). */
  damage: { rolled: number; dice: number[]; multiplier: number; amount: number; type: DamageTypeRef } | null;
}

/**
 * DE-TAKE-4..8: the target rolls Endurance (only the total counts: a semi-critical's +2 does, and a
 * double 1 is no automatic anything, as there is no DC), then the weapon is rolled once if the row
 * multiplies damage. A "zeroHp" row sets HP (or Resilience) to 0 with the usual consequences — the
 * health rules apply it.
 */
export function rollTakedown(req: TakedownRequest, src: DiceSource, opts: AttackOptions): TakedownResult {
  const check = rollCheck(
    {
      ...req.target,
      training: req.target.training ?? "none",
      disadvantage: (req.target.disadvantage ?? 0) + (req.specialist ? 1 : 0),
    },
    src,
    opts,
  );
  const effect = takedownEffect(check.total);
  let damage: TakedownResult["damage"] = null;
  if (effect.kind === "damage") {
    const r = rollDamage(req.weapon.damage, src);
    damage = {
      rolled: r.total,
      dice: r.dice,
      multiplier: effect.multiplier,
      amount: r.total * effect.multiplier,
      type: damageTypeOf(req.weapon),
    };
  }
  return { cost: TAKEDOWN_COST, check, effect, damage };
}

export interface AssassinationRequest extends Omit<AttackRequest, "defender" | "maximiseDamage"> {
  /** DE-ASSN-1: the target must be unaware of the assassin… */
  targetAware: boolean;
  /** …and not behind cover. */
  behindCover: boolean;
  /** DE-ASSN-2: the Surprised DV, from the DV rules. */
  defender: { id?: string; surprisedDv: number };
}

export interface AssassinationResult extends AttackResult {
  /** DE-ASSN-4: a hit that brings the target to 0 HP or 0 Res kills it outright (no death checks). */
  killsAtZero: true;
}

/**
 * DE-ASSN-1..3: the attack an assassination makes — refused for a melee weapon, an aware target or
 * one behind cover — with one more level of advantage, the Surprised DV and every damage die at its
 * highest face. The odds of an assassination are `attackOdds` of this request.
 */
export function planAssassination(req: AssassinationRequest): Result<AttackRequest> {
  if (req.weapon.melee) return fail("refused", ["weapon"], "an assassination needs a ranged weapon");
  if (req.targetAware) return fail("refused", ["targetAware"], "the target is aware of the assassin");
  if (req.behindCover) return fail("refused", ["behindCover"], "the target is behind cover");
  const { targetAware: _a, behindCover: _c, defender, ...rest } = req;
  return ok({
    ...rest,
    // One more level of advantage, stacking with any other (DE-ASSN-2).
    attacker: { ...req.attacker, advantage: (req.attacker.advantage ?? 0) + 1 },
    defender:
      defender.id === undefined
        ? { dv: defender.surprisedDv }
        : { id: defender.id, dv: defender.surprisedDv },
    maximiseDamage: true,
  });
}

/** DE-ASSN-1..5: an assassination, at the declared attack type's cost. */
export function rollAssassination(
  req: AssassinationRequest,
  src: DiceSource,
  opts: AttackOptions,
): Result<AssassinationResult> {
  const attack = planAssassination(req);
  if (!attack.ok) return attack as Result<never>;
  const r = rollAttack(attack.value, src, opts);
  if (!r.ok) return r as Result<never>;
  return ok({ ...r.value, killsAtZero: true });
}
