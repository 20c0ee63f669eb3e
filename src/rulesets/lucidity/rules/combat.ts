// How an attack resolves (LUC-CMB-1..8): it hits only above Defense; the margin is Penetration,
// which strips Protection; what Protection remains reduces the damage. The book gives the Protection
// step twice and the versions disagree: `protectionResolution` picks the reading (see README).

import type { LucidityOptions } from "../options/schema.js";

/** LUC-CMB-1: the attack must exceed Defense; equal is a miss. */
export function hits(attackTotal: number, defense: number): boolean {
  return attackTotal > defense;
}

/**
 * LUC-CMB-2, LUC-TRAIT-4: Penetration = attack − Defense, plus bonuses added after the hit is decided
 * (so they never turn a miss into a hit); never below 0.
 */
export function penetration(attackTotal: number, defense: number, bonus: number): number {
  return Math.max(0, attackTotal - defense + bonus);
}

/** LUC-CMB-3: Protection left after Penetration; excess Penetration does nothing. */
export function effectiveProtection(protection: number, pen: number): number {
  return Math.max(0, protection - pen);
}

/**
 * LUC-CMB-4..7: damage after the remaining Protection.
 *  thresholds (default): 0 → full; ≥ 2D → 0; < D → D − P′; otherwise (D ≤ P′ < 2D) → 1.
 *  thresholds-literal: the same, but P′ = D deducts to 0 (only "exceeds" gives 1).
 *  subtract-only: the first version of the book, max(0, D − P′).
 */
export function damageAfterProtection(
  d: number,
  effProt: number,
  mode: LucidityOptions["protectionResolution"],
): number {
  const D = Math.max(0, d);
  if (effProt <= 0) return D;
  if (mode === "subtract-only") return Math.max(0, D - effProt);
  if (effProt >= 2 * D) return 0;
  if (effProt < D) return D - effProt;
  if (mode === "thresholds-literal") return effProt > D ? 1 : 0;
  return 1;
}

export interface HitInputs {
  attackTotal: number;
  defense: number;
  penBonus: number;
  /** Damage before Protection: the weapon roll + damage bonuses. */
  d: number;
  protection: number;
}

/** LUC-CMB-8 in order, for a hit already decided: Penetration → Protection → damage. */
export function resolveHit(x: HitInputs, mode: LucidityOptions["protectionResolution"]) {
  const pen = penetration(x.attackTotal, x.defense, x.penBonus);
  const eff = effectiveProtection(x.protection, pen);
  return { pen, effectiveProtection: eff, damage: damageAfterProtection(x.d, eff, mode) };
}

/** The same from a Penetration already known (Lucidity hits and guaranteed hits, LUC-LUC-8, 10). */
export function damageFromPen(
  pen: number,
  protection: number,
  d: number,
  mode: LucidityOptions["protectionResolution"],
) {
  const eff = effectiveProtection(protection, pen);
  return { pen, effectiveProtection: eff, damage: damageAfterProtection(d, eff, mode) };
}
