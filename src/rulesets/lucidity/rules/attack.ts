// An attack from numbers to damage (LUC-CHECK-2, LUC-CMB-1..8, LUC-LUC-8, 10): the d20 (or a Lucidity
// roll in its place, or a guaranteed success), Penetration, damage before Protection, and the damage
// taken, with the exact hit chance and damage distribution.

import type { DiceSource } from "../../../dice/index.js";
import type { DieRecord } from "../../../engine/roll.js";
import type { LucidityOptions } from "../options/schema.js";
import { type BuffRoll, buffDistribution, rollBuffs } from "./buffs.js";
import { type Inspiration, settleInspiration, totalDist } from "./check.js";
import { damageFromPen, hits } from "./combat.js";
import { damageDistribution, rollDamage } from "./damage-dice.js";
import { addInto, convolve, type Dist, mapValues, pairs, point, probWhere, shift } from "./dist.js";
import { D20 } from "./generate.js";
import { type LucidityRoll, lucidityChance, rollLucidity } from "./lucidity.js";

export type AttackWay = "d20" | "lucidity" | "lucidity-if-failed" | "guaranteed";

export interface LuciditySubstitute {
  target: number;
  penetration: LucidityOptions["lucidityAttackPenetration"];
  net: number;
  buffsApply: boolean;
}

export interface AttackSpec {
  /** Attribute + weapon skill rank + other bonuses. */
  modifier: number;
  net: number;
  defense: number;
  /** Penetration bonuses, added once the hit is decided (Impaler, Improvised Fighter, 1 on 1). */
  penBonus: number;
  damage: string;
  /** Breakthrough, Backstabber, Improvised Fighter, 1 on 1. */
  damageBonus: number;
  /** Buffs − Breaks on the damage roll (only with buffsApplyToDamage). */
  damageNet: number;
  protection: number;
  resolution: LucidityOptions["protectionResolution"];
  way: AttackWay;
  lucidity: LuciditySubstitute | null;
  inspiration: Inspiration | null;
}

export interface AttackRoll {
  face: number | null;
  buff: BuffRoll | null;
  total: number | null;
  lucidityRoll: LucidityRoll | null;
  hit: boolean;
  /** How the hit was decided. */
  by: "d20" | "lucidity" | "guaranteed";
  inspired: boolean;
  pen: number;
  d: number;
  effectiveProtection: number;
  damage: number;
  damageDice: DieRecord[];
  damageBuff: BuffRoll | null;
}

function lucidityPen(target: number, face: number, l: LuciditySubstitute, bonus: number): number {
  const base = l.penetration === "margin" ? target - face + 1 : l.penetration;
  return Math.max(0, base + bonus);
}

/** Dice order: d20, Buff/Break d6s; a Lucidity d20 (and its d6s) if used; then the damage dice. */
export function rollAttack(spec: AttackSpec, dice: DiceSource): AttackRoll {
  let face: number | null = null;
  let buff: BuffRoll | null = null;
  let total: number | null = null;
  let luc: LucidityRoll | null = null;
  let hit = false;
  let inspired = false;
  let by: AttackRoll["by"] = "d20";
  let pen = 0;
  if (spec.way !== "lucidity") {
    face = dice.roll(D20, "d20 (attack)");
    buff = rollBuffs(spec.net, dice);
    const s = settleInspiration(
      face + spec.modifier + buff.value,
      (t) => hits(t, spec.defense),
      spec.inspiration,
    );
    total = s.total;
    inspired = s.inspired;
    if (spec.way === "guaranteed") {
      hit = true;
      by = "guaranteed";
      pen = Math.max(0, Math.max(1, total - spec.defense) + spec.penBonus);
    } else {
      hit = hits(total, spec.defense);
      pen = Math.max(0, total - spec.defense + spec.penBonus);
    }
  }
  if (spec.way === "lucidity" || (spec.way === "lucidity-if-failed" && !hit)) {
    const l = spec.lucidity!;
    luc = rollLucidity(l.target, dice, l.net, l.buffsApply);
    hit = luc.success;
    by = "lucidity";
    pen = hit ? lucidityPen(luc.target, luc.face, l, spec.penBonus) : 0;
  }
  if (!hit) {
    return {
      face,
      buff,
      total,
      lucidityRoll: luc,
      hit,
      by,
      inspired,
      pen: 0,
      d: 0,
      effectiveProtection: 0,
      damage: 0,
      damageDice: [],
      damageBuff: null,
    };
  }
  const rolled = rollDamage(spec.damage, dice);
  const damageBuff = spec.damageNet !== 0 ? rollBuffs(spec.damageNet, dice) : null;
  const d = Math.max(0, rolled.total + spec.damageBonus + (damageBuff?.value ?? 0));
  const r = damageFromPen(pen, spec.protection, d, spec.resolution);
  return {
    face,
    buff,
    total,
    lucidityRoll: luc,
    hit,
    by,
    inspired,
    pen,
    d,
    effectiveProtection: r.effectiveProtection,
    damage: r.damage,
    damageDice: rolled.records,
    damageBuff,
  };
}

/** P(hit with Penetration p), for each p, of a Lucidity roll in place of the attack. */
function lucidityPens(l: LuciditySubstitute, bonus: number): Dist {
  const m: Dist = new Map();
  const shifts = l.buffsApply && l.net !== 0 ? buffDistribution(l.net) : point(0);
  for (const [v, q] of shifts) {
    const target = l.target + v;
    if (l.penetration !== "margin") {
      const p = lucidityChance(target);
      if (p > 0)
        m.set(lucidityPen(target, 1, l, bonus), (m.get(lucidityPen(target, 1, l, bonus)) ?? 0) + q * p);
      continue;
    }
    for (let f = 1; f <= 20; f++) {
      if (f > target) continue;
      const pen = lucidityPen(target, f, l, bonus);
      m.set(pen, (m.get(pen) ?? 0) + q / 20);
    }
  }
  return m;
}

export interface AttackOdds {
  hit: number;
  /** Attack totals (d20 ways only). */
  total: [number, number][];
  /** Damage taken, 0 on a miss. */
  damage: [number, number][];
  /** Damage before Protection on a hit. */
  d: [number, number][];
}

export function attackOdds(spec: AttackSpec): AttackOdds {
  const pens: Dist = new Map();
  let totals: Dist = new Map();
  let missMass = 0;
  if (spec.way === "lucidity") {
    addInto(pens, lucidityPens(spec.lucidity!, spec.penBonus), 1);
  } else {
    const raw = totalDist(spec.modifier, spec.net);
    const settled: Dist = new Map();
    for (const [t, p] of raw) {
      const s = settleInspiration(t, (x) => hits(x, spec.defense), spec.inspiration);
      settled.set(s.total, (settled.get(s.total) ?? 0) + p);
    }
    totals = settled;
    for (const [t, p] of settled) {
      if (spec.way === "guaranteed") {
        const pen = Math.max(0, Math.max(1, t - spec.defense) + spec.penBonus);
        pens.set(pen, (pens.get(pen) ?? 0) + p);
      } else if (hits(t, spec.defense)) {
        const pen = Math.max(0, t - spec.defense + spec.penBonus);
        pens.set(pen, (pens.get(pen) ?? 0) + p);
      } else missMass += p;
    }
    if (spec.way === "lucidity-if-failed" && missMass > 0) {
      addInto(pens, lucidityPens(spec.lucidity!, spec.penBonus), missMass);
    }
  }
  const hit = [...pens.values()].reduce((s, p) => s + p, 0);
  let dDist = shift(damageDistribution(spec.damage), spec.damageBonus);
  if (spec.damageNet !== 0) dDist = convolve(dDist, buffDistribution(spec.damageNet));
  dDist = mapValues(dDist, (v) => Math.max(0, v));
  const damage: Dist = new Map([[0, Math.max(0, 1 - hit)]]);
  for (const [pen, p] of pens) {
    addInto(
      damage,
      mapValues(dDist, (d) => damageFromPen(pen, spec.protection, d, spec.resolution).damage),
      p,
    );
  }
  return { hit, total: pairs(totals), damage: pairs(damage), d: pairs(dDist) };
}

/** P(at least `n` damage). */
export function atLeast(damage: [number, number][], n: number): number {
  return probWhere(new Map(damage), (v) => v >= n);
}
