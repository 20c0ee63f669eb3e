// Damage (OBJ-DMG-1..6, OBJ-EQUIP-9, 10, 13, OBJ-TRAIT-15): the damage roll must reach the target's
// STA + Armor — after the weapon's effects on the armour (reduced, doubled) and armour-piercing
// rounds on the whole, never below the floor — and deals 1 plus one per success beyond. A threshold
// above the damage pool is capped at the pool like any difficulty (OBJ-ROLL-6). Fire damage is
// reduced by Fireproof.

import { traitDef } from "../data/traits.js";
import type { ActiveTrait } from "../dice/pool.js";
import { effectiveDifficulty } from "../dice/roll.js";
import type { ObjOptions } from "../options/schema.js";
import type { AttackWeapon } from "./weapons.js";

export interface Threshold {
  threshold: number;
  /** The Armor rating as the weapon sees it. */
  armor: number;
  steps: string[];
}

export function damageThreshold(stamina: number, armor: number, w: AttackWeapon, o: ObjOptions): Threshold {
  const steps: string[] = [];
  let a = armor;
  if (w.armorReduction > 0 && a > 0) {
    a = Math.max(0, a - w.armorReduction);
    steps.push(`${w.name} takes ${w.armorReduction} off Armor ${armor} → ${a}`);
  }
  if (w.armorMultiplier !== 1 && a > 0) {
    steps.push(`${w.name} multiplies Armor ${a} by ${w.armorMultiplier} → ${a * w.armorMultiplier}`);
    a *= w.armorMultiplier;
  }
  let t = stamina + a;
  if (w.armorPiercing) {
    steps.push(`armour-piercing rounds take ${w.damage} off STA + Armor ${t} → ${t - w.damage}`);
    t -= w.damage;
  }
  if (o.thresholdFloor !== null && t < o.thresholdFloor) {
    steps.push(`threshold raised to the floor ${o.thresholdFloor}`);
    t = o.thresholdFloor;
  }
  return { threshold: t, armor: a, steps };
}

/** OBJ-DMG-5: with S successes against effective threshold T, nothing below T, else 1 + (S − T). */
export function damageDealt(successes: number, threshold: number, pool: number, o: ObjOptions): number {
  const t = effectiveDifficulty(threshold, pool, o, "damage");
  return successes < t ? 0 : 1 + successes - t;
}

/** OBJ-TRAIT-15: what a damage-reducing trait takes off damage with its tag. */
export function damageReduction(traits: readonly ActiveTrait[], tags: readonly string[]): number {
  return traits
    .filter((t) => {
      const tag = traitDef(t.id)?.reducesDamageTagged;
      return tag !== undefined && tags.includes(tag);
    })
    .reduce((s, t) => s + t.rating, 0);
}

export function reduced(amount: number, reduction: number): number {
  return Math.max(0, amount - reduction);
}
