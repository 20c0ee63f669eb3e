// Everything a long rest does for health, in the order it happens (checklist §24.2, §24.3): Stun and
// every stun die back (DE-HEAL-4); for an HP character the DC 15 Endurance check and medical supplies
// (DE-HEAL-5, 6); for a Resilience character the DC 15 Intuition repair checks — its own and a
// helper's, 1 Res at most between them — and repair supplies (DE-RES-2..5). The numbers a perk
// changes come in already worked out by the caller, which knows who holds which perk.

import { refuse, type Verdict } from "../defence/verdict.js";
import type { HealthView, RuleContext } from "./context.js";
import type { Happening } from "./log.js";
import {
  HEALING,
  longRestHp,
  longRestRepair,
  longRestStun,
  type NoHpRecovery,
  rollLongRestHpCheck,
  rollRepairCheck,
} from "./rest.js";
import type { HealthCheck } from "./roll.js";
import { isDying } from "./vitals.js";

export interface LongRestCare {
  /** DE-HEAL-6: why no HP comes back on this rest (half rations, starving, Field Surgeon), or null. */
  blocked: NoHpRecovery | null;
  /** DE-HEAL-5: make the DC 15 Endurance check (the character may choose not to). */
  hpCheck: boolean;
  /** DE-PERK-76: Endurance Booster's +2 from the character tending it. */
  hpCheckBonus: number;
  medicalSupplies: boolean;
  /** DE-PERK-75: Critical Care's factor on medical supplies for a character at 0 HP or Res. */
  criticalCareFactor: number;
  /** DE-RES-3: who makes the repair check; a character at 0 Res cannot make its own (DE-RES-5). */
  repairers: { by: "self" | "ally"; view: HealthView }[];
  repairSupplies: boolean;
  /** DE-PERK-78: Res per use of repair supplies (2 with Enhanced Repair Kit). */
  resPerUse: number;
  /**
   * DE-PERK-77: Tech Medic — the supplies repair is made with this many uses of medical supplies in
   * place of one use of repair supplies (2). Left out, repair supplies are used.
   */
  medicalPerRepair?: number;
}

export interface LongRestHealth<V> {
  view: V;
  happenings: Happening[];
  /** Every check rolled, in order (the HP check, or the repair checks). */
  checks: HealthCheck[];
  gained: { stun: number; hp: number; res: number };
  suppliesUsed: { medical: number; repair: number };
}

/** The long rest's health: refused for the dead and for a character still making death checks. */
export function longRestHealth<V extends HealthView>(
  view: V,
  care: LongRestCare,
  ctx: RuleContext,
): Verdict<LongRestHealth<V>> {
  const v0 = view.vitals;
  if (v0.dead) return refuse("the character is dead", ["actor"]);
  // Its death checks come every 10 initiative: a night's rest would be thousands of them. The GM
  // settles them first (deathCheck, First Aid, a transfusion), then the stabilised character rests.
  if (isDying(v0))
    return refuse("the character is dying: resolve its death checks or stabilise it before resting", [
      "actor",
    ]);
  const happenings: Happening[] = [];
  const checks: HealthCheck[] = [];
  const gained = { stun: 0, hp: 0, res: 0 };
  const suppliesUsed = { medical: 0, repair: 0 };
  const opts = { deathTallyResetOnRecovery: ctx.options.deathTallyResetOnRecovery };

  if (v0.track.kind === "hpStun") {
    const stunBefore = v0.track.stun;
    const s = longRestStun(v0, ctx.now);
    happenings.push(...s.happenings);
    let vitals = s.vitals;
    gained.stun = (vitals.track.kind === "hpStun" ? vitals.track.stun : 0) - stunBefore;
    // Critical Care looks at the character as the treatment begins, before the check's HP lands.
    const atZero = v0.track.hp === 0;
    let check: HealthCheck | null = null;
    if (care.hpCheck && !care.blocked) {
      check = rollLongRestHpCheck({ ...view, vitals }, ctx, care.hpCheckBonus);
      checks.push(check);
      happenings.push({ kind: "check", at: ctx.now, check });
    }
    const hp = longRestHp(
      vitals,
      {
        check,
        medicalSupplies: care.medicalSupplies,
        blocked: care.blocked,
        suppliesHp: HEALING.hpFromSupplies * (atZero ? care.criticalCareFactor : 1),
      },
      ctx.now,
      opts,
    );
    vitals = hp.vitals;
    gained.hp = hp.gained;
    if (hp.suppliesUsed) suppliesUsed.medical = 1;
    happenings.push(...hp.happenings);
    return { ok: true, view: { ...view, vitals }, happenings, checks, gained, suppliesUsed };
  }

  // DE-RES-2: no Stun, no stun dice, nothing by itself; only repair. DE-RES-5 is checked before any
  // die is rolled, so a refused rest leaves no roll behind.
  const selfAt = care.repairers.findIndex((r) => r.by === "self");
  if (selfAt >= 0 && (v0.track.res === 0 || v0.unconscious !== null))
    return refuse("a character at 0 Res cannot repair itself: another must", ["repairers", selfAt]);
  const rolled = care.repairers.map((r) => {
    const check = rollRepairCheck(r.view, ctx);
    return { by: r.by, check };
  });
  const repair = longRestRepair(
    v0,
    {
      checks: rolled.map((r) => ({ by: r.by, success: r.check.success })),
      repairSupplies: care.repairSupplies,
      resPerUse: care.resPerUse,
      ...(care.medicalPerRepair ? { suppliesSource: "medical supplies (Tech Medic)" } : {}),
    },
    ctx.now,
    opts,
  );
  if (!repair.ok) return repair;
  for (const r of rolled) {
    checks.push(r.check);
    happenings.push({ kind: "check", at: ctx.now, check: r.check });
  }
  happenings.push(...repair.happenings);
  gained.res = repair.gained;
  if (care.repairSupplies) {
    if (care.medicalPerRepair) suppliesUsed.medical = care.medicalPerRepair;
    else suppliesUsed.repair = 1;
  }
  return {
    ok: true,
    view: { ...view, vitals: repair.vitals },
    happenings,
    checks,
    gained,
    suppliesUsed,
  };
}
