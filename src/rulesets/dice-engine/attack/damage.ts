// Steps 1–3 of an attack's damage (DE-ATK-7): the weapon roll times its multiples (Heavy, Sustained,
// Spray hits), plus flat on-hit bonuses (+1 per semi-critical die and the attacker's own), doubled on
// a super-critical. Everything after that — distance, Dodge, parry, Endurance, EA, the trackers —
// is the damage rules' (another helper's); the result says what they need: type, rating, modifiers.

import { type DiceSource, isDiceError, roll } from "../../../dice/index.js";
import type { CritClass } from "../check/crit.js";
import { critDamage } from "../check/critDamage.js";
import { fail, ok, type Result } from "../tracker/result.js";
import type { AttackerView } from "./views.js";
import type { Weapon } from "./weapon.js";

/** The damage type as the damage rules read it (C.6). */
export interface DamageTypeRef {
  type: string;
  /** Flak:[X] or Impulse:[X]. */
  rating?: number;
  /** Flak Offset:[Y]. */
  offset?: number;
  stun: boolean;
  direct: boolean;
  /** DE-DMG-2: resisted by Endurance because the source says so, never because of its type. */
  resisted: boolean;
  unresisted: boolean;
}

export function damageTypeOf(w: Weapon): DamageTypeRef {
  const ref: DamageTypeRef = { type: w.damageType, ...w.damageModifiers };
  if (w.damageRating !== undefined) ref.rating = w.damageRating;
  if (w.flakOffset !== undefined) ref.offset = w.flakOffset;
  return ref;
}

export interface AttackDamage {
  /** The weapon roll (its maximum for an assassination), and its dice. */
  rolled: number;
  dice: number[];
  multiples: number;
  /** Step 1: rolled × multiples. */
  base: number;
  /** Step 2: +1 per semi-critical die (DE-CRIT-3). */
  critBonus: number;
  /** Step 2: the attacker's flat bonuses (per-crit-die, DoS-capped and plain). */
  otherBonus: number;
  /** Step 3: a super-critical doubles everything above. */
  doubled: boolean;
  /** What the damage rules take on from here. */
  amount: number;
  type: DamageTypeRef;
  /** DE-DMG-16: several multiples or shots at one moment are one damage instance. */
  instances: 1;
}

/** How many kept dice count as semi-critical for damage (DE-CRIT-3/4; an anti-critical has none). */
export function critDice(crit: CritClass): number {
  return crit === "superCrit" ? 2 : crit === "semiCrit" ? 1 : 0;
}

/** A DoS that a static target leaves unbounded (null) is capped by whoever reads it (DE-ATK-9). */
export function capDos(dos: number | null, cap: number): number {
  return dos === null ? cap : Math.min(dos, cap);
}

/** Steps 1–3 from a weapon roll that is already known. */
export function damageFromRoll(
  rolled: number,
  dice: number[],
  multiples: number,
  crit: CritClass,
  dos: number | null,
  attacker: Pick<AttackerView, "damageBonus" | "critDieDamageBonus" | "critDieDamageOnce" | "dosDamageCap">,
  type: DamageTypeRef,
): AttackDamage {
  const base = rolled * multiples;
  const dosBonus = attacker.dosDamageCap === undefined ? 0 : Math.max(0, capDos(dos, attacker.dosDamageCap));
  const perDie = attacker.critDieDamageOnce ? Math.min(1, critDice(crit)) : critDice(crit);
  const otherBonus = perDie * (attacker.critDieDamageBonus ?? 0) + (attacker.damageBonus ?? 0) + dosBonus;
  return {
    rolled,
    dice,
    multiples,
    base,
    critBonus: critDice(crit),
    otherBonus,
    doubled: crit === "superCrit",
    amount: critDamage(base, crit, otherBonus),
    type,
    instances: 1,
  };
}

/** Rolls a weapon's damage once (multiples multiply this one roll; DE-ATK-7, DE-TAKE-5). */
export function rollDamage(expr: string, src: DiceSource): { total: number; dice: number[] } {
  const r = roll(expr, src);
  return { total: r.total, dice: r.dice.map((d) => d.value) };
}

/** Every die at its highest face: what an assassination deals (DE-ASSN-3). */
const HIGHEST: DiceSource = { roll: (faces) => Math.max(...faces) };

export function maxDamage(expr: string): Result<{ total: number; dice: number[] }> {
  try {
    return ok(rollDamage(expr, HIGHEST));
  } catch (e) {
    if (isDiceError(e))
      return fail("refused", ["weapon", "damage"], `"${expr}" has no maximum to deal: ${e.message}`);
    throw e;
  }
}
