// Exact odds of an attack before anything is rolled: the attack's success count, and for each count
// that hits, the chance the Defend roll negates it (autofire makes that depend on the count), then
// the damage distribution of a hit that stands.

import { atLeast, perDieChance, successPmf } from "../dice/odds.js";
import type { RollerView } from "../dice/pool.js";
import { type Die, effectiveDifficulty } from "../dice/roll.js";
import type { ObjOptions } from "../options/schema.js";
import { type AttackPlan, defendPool } from "./attack.js";
import { damageDealt, reduced } from "./damage.js";

export interface AttackOdds {
  partition: { hit: number; dodged: number; miss: number; impossible: number };
  /** Damage dealt by the whole attack (0 on a miss), after reductions. */
  damage: [number, number][];
  /** Damage given that a hit stands. */
  damageOnHit: [number, number][];
}

function defendChance(plan: AttackPlan, defender: RollerView, s: number, die: Die, o: ObjOptions): number {
  if (!plan.defend) return 0;
  const pool = defendPool(plan, defender, s, o);
  if (pool.impossible !== null) return 0;
  const eff = effectiveDifficulty(plan.defendDifficulty, pool.size, o);
  const pmf = successPmf(pool.size, perDieChance(die));
  const lost = plan.weapon.reducesDefend && o.m16Reduction === "successes" ? s : 0;
  return eff <= 0 ? 1 : atLeast(pmf, eff + lost);
}

export function damageOnHit(plan: AttackPlan, die: Die, o: ObjOptions): [number, number][] {
  const out = new Map<number, number>();
  const add = (v: number, p: number) => out.set(v, (out.get(v) ?? 0) + p);
  if ("fixed" in plan.damage) add(reduced(plan.damage.fixed, plan.reduction), 1);
  else if (plan.damage.pool.impossible !== null) add(0, 1);
  else {
    const { pool, threshold } = plan.damage;
    successPmf(pool.size, perDieChance(die)).forEach((p, s) => {
      add(reduced(damageDealt(s, threshold.threshold, pool.size, o), plan.reduction), p);
    });
  }
  return [...out.entries()].sort((a, b) => a[0] - b[0]);
}

export function attackOdds(plan: AttackPlan, defender: RollerView, die: Die, o: ObjOptions): AttackOdds {
  if (plan.attackPool.impossible !== null)
    return {
      partition: { hit: 0, dodged: 0, miss: 0, impossible: 1 },
      damage: [[0, 1]],
      damageOnHit: [[0, 1]],
    };
  const pool = plan.attackPool.size;
  const eff = effectiveDifficulty(plan.attackDifficulty, pool, o);
  let hit = 0;
  let dodged = 0;
  let miss = 0;
  successPmf(pool, perDieChance(die)).forEach((p, s) => {
    if (s < eff) miss += p;
    else {
      const d = defendChance(plan, defender, s, die, o);
      dodged += p * d;
      hit += p * (1 - d);
    }
  });
  const onHit = damageOnHit(plan, die, o);
  const total = new Map<number, number>([[0, miss + dodged]]);
  for (const [v, p] of onHit) total.set(v, (total.get(v) ?? 0) + hit * p);
  return {
    partition: { hit, dodged, miss, impossible: 0 },
    damage: [...total.entries()].sort((a, b) => a[0] - b[0]),
    damageOnHit: onHit,
  };
}
