// The final damage of one instance (DE-ATK-7 steps 4–7, DE-DMG-1, DE-DV-3/4, DE-DMG-14): distance,
// then other reductions, then Endurance if the source is resisted, then EA last unless the source is
// unresisted. Every subtraction stops at 0. Initiative damage is kept apart: it never meets the
// trackers, so neither Endurance nor EA — which protect the body — reduce it (our reading; the book
// only says it is "not a traditional damage type").

import { partAtDistance } from "./distance.js";
import type { DamageInstance, DamageReduction } from "./instance.js";
import { damageMechanic } from "./types.js";

export interface DamageStep {
  step: "immunity" | "distance" | "reduction" | "endurance" | "energyArmour";
  source: string;
  before: number;
  after: number;
}

export interface PartResult {
  type: string | null;
  base: number;
  final: number;
}

export interface FinalDamage {
  parts: PartResult[];
  /** DE-DMG-8: initiative damage to add to the target's initiative. */
  initiative: number;
  /** The damage that reaches the trackers. */
  final: number;
  enduranceApplied: number;
  eaApplied: number;
  steps: DamageStep[];
}

/** What the pipeline reads from the target. */
export interface DamageTaker {
  endurance: number;
  /** Total EA that counts (worn + held, skill permitting): computeDefence(…).ea.total. */
  ea: number;
  underwater?: boolean;
  /** Damage types it takes nothing from. */
  damageImmunities?: readonly string[];
}

/** DE-DMG-1: resisted damage loses the target's Endurance when it is above 0; never gains. */
export function resistedByEndurance(amount: number, endurance: number): number {
  return Math.max(0, amount - Math.max(0, endurance));
}

/** DE-DV-3: EA comes off last, never below 0. */
export function reducedByEa(amount: number, ea: number): number {
  return Math.max(0, amount - Math.max(0, ea));
}

function reduce(amount: number, r: DamageReduction): number {
  // DE-INT-3: a Dodge halves, rounding up (DE-ROUND-1).
  return r.kind === "half" ? Math.ceil(amount / 2) : Math.max(0, amount - r.amount);
}

/**
 * DE-ATK-7 steps 4–7 for one instance. Endurance and EA come off once for the whole instance (the
 * Decision under DE-EXPLO-7, option `eaPer`); with `eaPer: "hit"` steps 5–7 run on each part alone
 * and the parts are then added up.
 */
export function finalDamage(
  instance: DamageInstance,
  target: DamageTaker,
  opts: { eaPer: "damageInstance" | "hit"; countingRounding: "floor" | "ceil" },
): FinalDamage {
  const steps: DamageStep[] = [];
  const parts: PartResult[] = [];
  let initiative = 0;
  const bodily: number[] = [];
  for (const p of instance.parts) {
    let amount = p.amount;
    if (p.type !== null && (target.damageImmunities ?? []).includes(p.type)) {
      steps.push({ step: "immunity", source: p.type, before: amount, after: 0 });
      amount = 0;
    }
    const moved = partAtDistance(
      { ...p, amount },
      { underwater: target.underwater ?? false, rounding: opts.countingRounding },
    );
    if (moved !== amount)
      steps.push({ step: "distance", source: p.type ?? "untyped", before: amount, after: moved });
    parts.push({ type: p.type, base: p.amount, final: moved });
    if (damageMechanic(p.type) === "initiative") initiative += moved;
    else bodily.push(moved);
  }

  const rest = (amount: number, log: boolean) => {
    let x = amount;
    let endurance = 0;
    let ea = 0;
    for (const r of instance.reductions) {
      const y = reduce(x, r);
      if (log) steps.push({ step: "reduction", source: r.source, before: x, after: y });
      x = y;
    }
    if (instance.resisted && !instance.unresisted) {
      const y = resistedByEndurance(x, target.endurance);
      if (log) steps.push({ step: "endurance", source: "endurance", before: x, after: y });
      endurance = x - y;
      x = y;
    }
    if (!instance.unresisted) {
      const y = reducedByEa(x, target.ea);
      if (log) steps.push({ step: "energyArmour", source: "energy armour", before: x, after: y });
      ea = x - y;
      x = y;
    }
    return { x, endurance, ea };
  };

  let final = 0;
  let enduranceApplied = 0;
  let eaApplied = 0;
  if (bodily.length > 0) {
    const chunks = opts.eaPer === "hit" ? bodily : [bodily.reduce((s, a) => s + a, 0)];
    for (const c of chunks) {
      const r = rest(c, true);
      final += r.x;
      enduranceApplied += r.endurance;
      eaApplied += r.ea;
    }
  }
  return { parts, initiative, final, enduranceApplied, eaApplied, steps };
}
