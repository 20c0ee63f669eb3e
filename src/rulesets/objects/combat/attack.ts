// One attack, as the book runs it (OBJ-ACT-3..8, OBJ-DMG-1..6): DEX + Melee or Ranged (+ Fire
// Breathing) against the target's Dodge, or half their DEX without it; a hit may be negated by the
// target's Defend roll, DEX + Dodge against the attacker's skill rating (or half their DEX); a hit
// that stands deals fixed damage or rolls STR (melee) or DEX (ranged) + Damage against STA + Armor.
// Dice are thrown in that order: attack, Defend, damage.

import type { DiceSource } from "../../../dice/index.js";
import { ROLE } from "../data/attributes.js";
import type { DamageKind } from "../data/item.js";
import { SKILL } from "../data/skills.js";
import { ratingOrHalf } from "../dice/half.js";
import { buildPool, type DiceModifier, type Pool, type PoolRequest, type RollerView } from "../dice/pool.js";
import {
  countSuccesses,
  type Die,
  effectiveDifficulty,
  rollTask,
  type TaskRoll,
  throwDice,
} from "../dice/roll.js";
import type { ObjOptions } from "../options/schema.js";
import { damageDealt, damageReduction, damageThreshold, reduced, type Threshold } from "./damage.js";
import { type AttackWeapon, strengthPenalty } from "./weapons.js";

export interface AttackSide {
  view: RollerView;
  /** Worn Armor (only the defender's is read). */
  armor: number;
}

export interface AttackSettings {
  attackerModifiers: readonly DiceModifier[];
  defenderModifiers: readonly DiceModifier[];
  damageModifiers: readonly DiceModifier[];
  /** Whether the defender rolls Defend (a reaction they may decline, or may not be able to make). */
  defend: boolean;
}

export interface AttackPlan {
  weapon: AttackWeapon;
  attackPool: Pool;
  /** Successes needed to hit before the cap: the target's Dodge or half their DEX (OBJ-ACT-5). */
  attackDifficulty: number;
  defend: boolean;
  /** The Defend pool before any autofire reduction. */
  defendRequest: PoolRequest;
  /** Successes needed to negate the hit: the attacker's skill or half their DEX (OBJ-ACT-6, 7). */
  defendDifficulty: number;
  damage: { fixed: number } | { pool: Pool; threshold: Threshold };
  kind: DamageKind;
  tags: string[];
  /** Taken off damage with a matching tag (Fireproof). */
  reduction: number;
}

const at = (v: RollerView, id: string) => v.attributes[id] ?? 0;

export function planAttack(
  attacker: AttackSide,
  defender: AttackSide,
  weapon: AttackWeapon,
  s: AttackSettings,
  o: ObjOptions,
): AttackPlan {
  const a = attacker.view;
  const d = defender.view;
  const penalty = strengthPenalty(weapon, at(a, ROLE.might));
  const attackModifiers: DiceModifier[] = [...s.attackerModifiers];
  if (penalty > 0)
    attackModifiers.push({
      label: `${weapon.name} needs STR ${weapon.strengthRequired}`,
      dice: -penalty,
      source: "weapon",
    });
  const attackPool = buildPool(
    a,
    { attributes: [ROLE.agility], skill: weapon.skill, trait: weapon.trait, modifiers: attackModifiers },
    o,
  );
  if (o.trackAmmo && weapon.rounds === 0 && attackPool.impossible === null)
    attackPool.impossible = `${weapon.name} is out of ammunition`;
  const damageAttribute = weapon.mode === "melee" ? ROLE.might : ROLE.agility;
  const damage =
    weapon.fixed !== null
      ? { fixed: weapon.fixed }
      : {
          pool: buildPool(
            a,
            {
              attributes: [damageAttribute],
              skill: null,
              trait: null,
              extra: [{ label: `${weapon.name} Damage`, dice: weapon.damage }],
              modifiers: s.damageModifiers,
            },
            o,
          ),
          threshold: damageThreshold(at(d, ROLE.toughness), defender.armor, weapon, o),
        };
  return {
    weapon,
    attackPool,
    attackDifficulty: ratingOrHalf(d.skills[SKILL.dodge] ?? 0, at(d, ROLE.agility), o.halfRounding),
    defend: s.defend,
    defendRequest: {
      attributes: [ROLE.agility],
      skill: SKILL.dodge,
      trait: null,
      modifiers: s.defenderModifiers,
    },
    defendDifficulty: ratingOrHalf(a.skills[weapon.skill] ?? 0, at(a, ROLE.agility), o.halfRounding),
    damage,
    kind: weapon.kind,
    tags: weapon.tags,
    reduction: damageReduction(d.traits, weapon.tags),
  };
}

/** The Defend pool after a hit with `attackSuccesses`: autofire may take dice away (OBJ-EQUIP-15). */
export function defendPool(
  plan: AttackPlan,
  defender: RollerView,
  attackSuccesses: number,
  o: ObjOptions,
): Pool {
  const modifiers = [...(plan.defendRequest.modifiers ?? [])];
  if (plan.weapon.reducesDefend && o.m16Reduction === "pool" && attackSuccesses > 0)
    modifiers.push({ label: `${plan.weapon.name} autofire`, dice: -attackSuccesses, source: "weapon" });
  return buildPool(defender, { ...plan.defendRequest, modifiers }, o);
}

/** Whether a Defend result negates the hit; autofire may instead take successes away. */
export function defendHolds(
  plan: AttackPlan,
  pool: Pool,
  defendSuccesses: number,
  attackSuccesses: number,
  o: ObjOptions,
) {
  const eff = effectiveDifficulty(plan.defendDifficulty, pool.size, o);
  const lost = plan.weapon.reducesDefend && o.m16Reduction === "successes" ? attackSuccesses : 0;
  return Math.max(0, defendSuccesses - lost) >= eff;
}

export interface AttackRoll {
  partition: "hit" | "dodged" | "miss" | "impossible";
  attack: TaskRoll;
  defendPool: Pool | null;
  defend: TaskRoll | null;
  damageRoll: {
    faces: number[];
    successes: number;
    pool: number;
    threshold: number;
    effective: number;
  } | null;
  /** Damage before and after Fireproof-like reductions. */
  rawDamage: number;
  damage: number;
}

export function rollAttack(
  plan: AttackPlan,
  defender: RollerView,
  die: Die,
  dice: DiceSource,
  o: ObjOptions,
): AttackRoll {
  const attack = rollTask(plan.attackPool, plan.attackDifficulty, die, dice, o, "attack");
  const none = { defendPool: null, defend: null, damageRoll: null, rawDamage: 0, damage: 0 };
  if (attack.outcome === "impossible") return { partition: "impossible", attack, ...none };
  if (!attack.success) return { partition: "miss", attack, ...none };
  let defend: TaskRoll | null = null;
  let pool: Pool | null = null;
  if (plan.defend) {
    pool = defendPool(plan, defender, attack.successes, o);
    defend = rollTask(pool, plan.defendDifficulty, die, dice, o, "defend");
    if (defend.outcome !== "impossible" && defendHolds(plan, pool, defend.successes, attack.successes, o)) {
      defend = { ...defend, success: true, outcome: "success" };
      return { partition: "dodged", attack, ...none, defendPool: pool, defend };
    }
    if (defend.outcome !== "impossible") defend = { ...defend, success: false, outcome: "failure" };
  }
  let rawDamage: number;
  let damageRoll: AttackRoll["damageRoll"] = null;
  if ("fixed" in plan.damage) rawDamage = plan.damage.fixed;
  else {
    const { pool: dp, threshold } = plan.damage;
    const faces = dp.impossible === null ? throwDice(dp.size, die, dice, "damage") : [];
    const successes = countSuccesses(faces, die.targetNumber);
    rawDamage = dp.impossible === null ? damageDealt(successes, threshold.threshold, dp.size, o) : 0;
    damageRoll = {
      faces,
      successes,
      pool: dp.impossible === null ? dp.size : 0,
      threshold: threshold.threshold,
      effective: effectiveDifficulty(threshold.threshold, dp.size, o, "damage"),
    };
  }
  return {
    partition: "hit",
    attack,
    defendPool: pool,
    defend,
    damageRoll,
    rawDamage,
    damage: reduced(rawDamage, plan.reduction),
  };
}
