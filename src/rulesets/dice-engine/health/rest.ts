// Healing (checklist §24.2) and Resilience repair (§24.3). Stun comes back from stun dice on a short
// rest and in full on a long rest; HP only from treatment during a long rest; Res never by itself,
// only by repair during a long rest.

import { refuse, type Verdict } from "../defence/verdict.js";
import type { HealthView, RuleContext } from "./context.js";
import type { Happening } from "./log.js";
import { type HealthCheck, rollDice, rollHealthCheck } from "./roll.js";
import { healHp, healRes, healStun } from "./track.js";
import type { Vitals } from "./vitals.js";

/** DE-HEAL-1, 2, 5, DE-RES-3, 4: the numbers of this section. */
export const HEALING = {
  /** Stun dice a character starts with; +1 per Stun rank. */
  startingStunDice: 1,
  stunDieSides: 6,
  hpCheck: { stat: "endurance", dc: 15 },
  hpFromCheck: 1,
  hpFromSupplies: 1,
  repairCheck: { stat: "intuition", dc: 15 },
  resFromChecks: 1,
  resFromSupplies: 1,
} as const;

/** DE-HEAL-1: 1 stun die, plus 1 per Stun rank bought. */
export function stunDiceOwned(stunRanks: number): number {
  return HEALING.startingStunDice + stunRanks;
}

/** A perk may change the stun die (DE-HEAL-2); the default is 1d6 + Endurance. */
export interface StunDie {
  sides: number;
  bonus: number;
}

/** DE-HEAL-2: one stun die: 1d6 + Endurance (+ any perk bonus), never below 0 (the Decision). */
export function stunDieValue(face: number, endurance: number, die: StunDie = { sides: 6, bonus: 0 }): number {
  return Math.max(0, face + endurance + die.bonus);
}

export interface ShortRest {
  vitals: Vitals;
  faces: number[];
  rolled: number;
  recovered: number;
  happenings: Happening[];
}

/**
 * DE-HEAL-3: at the end of a short rest, spend any number of unspent stun dice and recover the total,
 * up to max Stun. DE-RES-2: a Resilience character has no stun dice.
 */
export function shortRest(
  view: HealthView,
  spend: number,
  ctx: RuleContext,
  die: StunDie = { sides: HEALING.stunDieSides, bonus: 0 },
): Verdict<ShortRest> {
  const v = view.vitals;
  if (v.track.kind !== "hpStun") {
    return refuse("a Resilience character has no stun dice", ["vitals", "track", "kind"]);
  }
  if (v.dead) return refuse("the character is dead", ["vitals", "dead"]);
  const left = v.stunDice.max - v.stunDice.spent;
  if (!Number.isInteger(spend) || spend < 0 || spend > left) {
    return refuse(`${left} stun dice left to spend, asked for ${spend}`, ["spend"]);
  }
  const faces = rollDice(ctx.dice, spend, die.sides, "stun die");
  const rolled = faces.reduce((s, f) => s + stunDieValue(f, view.stats.endurance, die), 0);
  const spent: Vitals = { ...v, stunDice: { ...v.stunDice, spent: v.stunDice.spent + spend } };
  const h = healStun(spent, rolled, ctx.now, "stun dice");
  const happenings: Happening[] = [];
  if (spend > 0) happenings.push({ kind: "dice", at: ctx.now, what: "stun dice", faces, total: rolled });
  happenings.push(...h.happenings);
  return { ok: true, vitals: h.vitals, faces, rolled, recovered: h.gained, happenings };
}

/** DE-HEAL-4, DE-RES-2: a long rest refills Stun and every stun die; it does nothing for Res. */
export function longRestStun(v: Vitals, now: number): { vitals: Vitals; happenings: Happening[] } {
  if (v.track.kind !== "hpStun" || v.dead) return { vitals: v, happenings: [] };
  const h = healStun({ ...v, stunDice: { ...v.stunDice, spent: 0 } }, v.track.maxStun, now, "long rest");
  return { vitals: h.vitals, happenings: h.happenings };
}

/** DE-HEAL-6: why no HP can come back on this long rest (DE-FOOD-2, DE-PERK-74). */
export type NoHpRecovery = "halfRations" | "starving" | "fieldSurgeon";

export interface LongRestHpInput {
  /** The DC 15 Endurance check (rolled with rollLongRestHpCheck, or its result); null when not made. */
  check: { success: boolean } | null;
  medicalSupplies: boolean;
  blocked?: NoHpRecovery | null;
  /** HP a use of supplies restores (Critical Care doubles it at 0 HP, DE-PERK-75). */
  suppliesHp?: number;
}

/**
 * DE-HEAL-5, 6: a long rest's HP. A passed DC 15 Endurance check gives 1 HP, and medical supplies 1
 * more whether or not the check passed (the Decision), consuming one use. Half rations, starving or a
 * Field Surgeon benefit since the last long rest block both.
 */
export function longRestHp(
  v: Vitals,
  input: LongRestHpInput,
  now: number,
  opts: { deathTallyResetOnRecovery: boolean },
): { vitals: Vitals; gained: number; suppliesUsed: boolean; happenings: Happening[] } {
  if (v.track.kind !== "hpStun" || input.blocked)
    return { vitals: v, gained: 0, suppliesUsed: false, happenings: [] };
  const happenings: Happening[] = [];
  let vitals = v;
  let gained = 0;
  if (input.check?.success) {
    const h = healHp(vitals, HEALING.hpFromCheck, now, "long rest check", opts);
    vitals = h.vitals;
    gained += h.gained;
    happenings.push(...h.happenings);
  }
  if (input.medicalSupplies) {
    const h = healHp(vitals, input.suppliesHp ?? HEALING.hpFromSupplies, now, "medical supplies", opts);
    vitals = h.vitals;
    gained += h.gained;
    happenings.push(...h.happenings);
  }
  return { vitals, gained, suppliesUsed: input.medicalSupplies, happenings };
}

/** DE-HEAL-5: the long-rest Endurance check (Endurance Booster passes `bonus: 2`, DE-PERK-76). */
export function rollLongRestHpCheck(view: HealthView, ctx: RuleContext, bonus = 0): HealthCheck {
  return rollHealthCheck(
    view,
    { purpose: "healing", ...HEALING.hpCheck, modifiers: bonus ? [bonus] : [] },
    ctx.dice,
    ctx.options,
    ctx.now,
    ctx.catalog,
  );
}

/** DE-RES-3: the repair check, rolled by the character itself or by another (pass that one's view). */
export function rollRepairCheck(repairer: HealthView, ctx: RuleContext): HealthCheck {
  return rollHealthCheck(
    repairer,
    { purpose: "repair", ...HEALING.repairCheck },
    ctx.dice,
    ctx.options,
    ctx.now,
    ctx.catalog,
  );
}

export interface RepairInput {
  /** DC 15 Intuition checks made this long rest, by the character ("self") or another ("ally"). */
  checks: { by: "self" | "ally"; success: boolean }[];
  repairSupplies: boolean;
  /** Res a use of repair supplies restores (Enhanced Repair Kit: 2, DE-PERK-78). */
  resPerUse?: number;
  /** What the supplies repair is made with, for the log (Tech Medic's medical supplies, DE-PERK-77). */
  suppliesSource?: string;
}

/**
 * DE-RES-3, 4, 5: a long rest's repair. Any number of characters may try the check, but the checks
 * restore at most 1 Res in all; repair supplies restore 1 more. At 0 Res the character is out and
 * cannot repair itself — another must (DE-RES-5).
 */
export function longRestRepair(
  v: Vitals,
  input: RepairInput,
  now: number,
  opts: { deathTallyResetOnRecovery: boolean },
): Verdict<{ vitals: Vitals; gained: number; happenings: Happening[] }> {
  if (v.track.kind !== "resilience")
    return refuse("only a Resilience character is repaired", ["vitals", "track", "kind"]);
  const selfAt = input.checks.findIndex((c) => c.by === "self");
  if (selfAt >= 0 && (v.track.res === 0 || v.unconscious !== null)) {
    return refuse("a character at 0 Res cannot repair itself: another must", ["checks", selfAt, "by"]);
  }
  let vitals = v;
  let gained = 0;
  const happenings: Happening[] = [];
  if (input.checks.some((c) => c.success)) {
    const h = healRes(vitals, HEALING.resFromChecks, now, "repair check", opts);
    vitals = h.vitals;
    gained += h.gained;
    happenings.push(...h.happenings);
  }
  if (input.repairSupplies) {
    const h = healRes(
      vitals,
      input.resPerUse ?? HEALING.resFromSupplies,
      now,
      input.suppliesSource ?? "repair supplies",
      opts,
    );
    vitals = h.vitals;
    gained += h.gained;
    happenings.push(...h.happenings);
  }
  return { ok: true, vitals, gained, happenings };
}
