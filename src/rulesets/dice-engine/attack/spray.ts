// Spray attacks (DE-TYPE-10/11): X shots are shared among declared targets before rolling; each
// target gets its own attack roll, +1 per 5 shots aimed at it, and takes min(DoS, its shots) hits
// of one damage roll as one damage instance. The X shots are spent whatever lands.

import type { DiceSource } from "../../../dice/index.js";
import { fail, ok, type Result } from "../tracker/result.js";
import { type AttackPlan, type AttackRequest, planAttack, rollPlanned, type TargetResult } from "./attack.js";
import type { AttackOptions } from "./options.js";
import type { AttackerView, TargetView } from "./views.js";
import type { Weapon } from "./weapon.js";

export interface SprayTarget {
  defender: TargetView;
  shots: number;
  distance?: number;
  /** Levels of advantage this target gives the attacker (its conditions: Blinded, Restrained…). */
  attackerAdvantage?: number;
}

export interface SprayRequest {
  attacker: AttackerView;
  weapon: Weapon;
  rating?: number;
  targets: SprayTarget[];
  ammo?: number;
}

export interface SprayResult {
  weapon: string;
  rating: number;
  cost: number;
  ammoUsed: number;
  /** Shots allocated to nobody (wasted, still spent). */
  unallocated: number;
  targets: TargetResult[];
  followUps: Weapon["postAttackChecks"];
}

/** DE-TYPE-10/11: checks the allocation and plans one attack roll per target. */
export function planSpray(
  req: SprayRequest,
  opts: AttackOptions,
): Result<{ plans: AttackPlan[]; rating: number }> {
  if (req.targets.length === 0)
    return fail("invalid", ["targets"], "a Spray attack declares at least one target");
  const base: Omit<AttackRequest, "defender" | "shots"> = {
    attacker: req.attacker,
    weapon: req.weapon,
    attackType: "spray",
  };
  if (req.rating !== undefined) base.rating = req.rating;
  if (req.ammo !== undefined) base.ammo = req.ammo;
  const plans: AttackPlan[] = [];
  let total = 0;
  for (const [i, t] of req.targets.entries()) {
    if (!Number.isInteger(t.shots) || t.shots < 1)
      return fail("invalid", ["targets", i, "shots"], `a target gets at least 1 shot, got ${t.shots}`);
    total += t.shots;
    const one: AttackRequest = { ...base, defender: t.defender, shots: t.shots };
    if (t.attackerAdvantage)
      one.attacker = { ...req.attacker, advantage: (req.attacker.advantage ?? 0) + t.attackerAdvantage };
    if (t.distance !== undefined) one.distance = t.distance;
    const plan = planAttack(one, opts);
    if (!plan.ok) {
      // Per-target fields are named under the target; weapon-wide ones (rating, ammo) stay as they are.
      const own = ["distance", "defender"].includes(String(plan.error.path[0]));
      return own
        ? fail(plan.error.code, ["targets", i, ...plan.error.path], plan.error.message)
        : (plan as Result<never>);
    }
    plans.push(plan.value);
  }
  const rating = plans[0]!.rating!;
  if (total > rating)
    return fail("refused", ["targets"], `${total} shots allocated, but Spray:[${rating}] has ${rating}`);
  if (opts.sprayAllocation === "exactly" && total !== rating)
    return fail(
      "refused",
      ["targets"],
      `every one of the ${rating} shots must be allocated (option sprayAllocation); ${total} are`,
    );
  return ok({ plans, rating });
}

/** Rolls a Spray attack: per target in declared order, its attack roll, then its damage on a hit. */
export function rollSpray(req: SprayRequest, src: DiceSource, opts: AttackOptions): Result<SprayResult> {
  const planned = planSpray(req, opts);
  if (!planned.ok) return planned as Result<never>;
  const { plans, rating } = planned.value;
  const targets: TargetResult[] = [];
  for (const plan of plans) {
    const r = rollPlanned(plan, src, opts);
    if (!r.ok) return r as Result<never>;
    targets.push(r.value);
  }
  const allocated = req.targets.reduce((s, t) => s + t.shots, 0);
  return ok({
    weapon: req.weapon.id,
    rating,
    cost: plans[0]!.cost,
    ammoUsed: plans[0]!.ammoUsed,
    unallocated: rating - allocated,
    targets,
    followUps: [...req.weapon.postAttackChecks],
  });
}
