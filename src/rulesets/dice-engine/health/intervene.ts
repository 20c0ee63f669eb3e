// A medic saving a dying character beyond First Aid (checklist §7.8, §24.4): Battlefield Transfusion's
// automatic death-check success (DE-PERK-68) and Emergency Resuscitation's last-chance check when a
// third failure would kill (DE-PERK-73). Both end in the same stabilisation as three successes
// (DE-DEATH-5..7), so a saved character sleeps, wakes and keeps its tallies exactly as the book says.

import type { Stat } from "../check/stats.js";
import { refuse, type Verdict } from "../defence/verdict.js";
import type { HealthView, RuleContext } from "./context.js";
import { DEATH_CHECK, stabilise, tallyDeathCheck } from "./death.js";
import type { Happening } from "./log.js";
import type { CheckerView, HealthCheck } from "./roll.js";
import { rollHealthCheck } from "./roll.js";
import { isDying } from "./vitals.js";

/** DE-PERK-68: one automatic success on a dying character; it costs a use of medical supplies. */
export function transfuse<V extends HealthView>(
  patient: V,
  ctx: RuleContext,
): Verdict<{ view: V; happenings: Happening[]; stabilised: boolean }> {
  const v = patient.vitals;
  if (!isDying(v))
    return refuse("a transfusion helps a dying character that is not yet stabilised", ["patient"]);
  // The Decision: it is a death check, not a damage-triggered one, so it counts toward stabilising.
  const t = tallyDeathCheck(v.death, true, false);
  const happenings: Happening[] = [
    {
      kind: "deathTally",
      at: ctx.now,
      success: true,
      counted: true,
      successes: t.death.successes,
      failures: t.death.failures,
    },
  ];
  let vitals = { ...v, death: t.death };
  if (t.outcome === "stabilised") {
    const s = stabilise(vitals, ctx);
    vitals = s.vitals;
    happenings.push(...s.happenings);
  }
  return {
    ok: true,
    view: { ...patient, vitals },
    happenings,
    stabilised: t.outcome === "stabilised",
  };
}

/** DE-PERK-73: the medic's check (Intuition + the Medicine focus by the Decision, DC 15). */
export const RESUSCITATION = { stat: "intuition", focus: "medicine", dc: 15, reach: 1 } as const;

/** Whether `patient` has just died of a third failed death check and nobody has tried yet. */
export function canResuscitate(patient: HealthView): boolean {
  const v = patient.vitals;
  return v.dead && v.death.failures >= DEATH_CHECK.limit && !v.death.resuscitationTried;
}

/** Rolls the medic's check; `focus` is the medic's Medicine rating (the Decision under DE-PERK-73). */
export function rollResuscitation(
  medic: CheckerView,
  focus: number,
  ctx: RuleContext,
  spec: { stat?: Stat; dc?: number } = {},
): HealthCheck {
  return rollHealthCheck(
    medic,
    {
      purpose: "healing",
      stat: spec.stat ?? RESUSCITATION.stat,
      dc: spec.dc ?? RESUSCITATION.dc,
      modifiers: focus !== 0 ? [focus] : [],
    },
    ctx.dice,
    ctx.options,
    ctx.now,
    ctx.catalog,
  );
}

/**
 * DE-PERK-73: success stabilises the patient instead of letting it die, with `failuresLeft` failures
 * on its tally (option `resuscitationFailureTally`, 2 by default, so its next failure still kills,
 * DE-DEATH-5); failure confirms the death. Either way the try is spent.
 */
export function resuscitate<V extends HealthView>(
  patient: V,
  check: { success: boolean },
  ctx: RuleContext,
  opts: { resuscitationFailureTally: number },
): Verdict<{ view: V; happenings: Happening[] }> {
  if (!canResuscitate(patient)) {
    const reason = patient.vitals.death.resuscitationTried
      ? "Emergency Resuscitation was already tried on this death"
      : "Emergency Resuscitation saves a character that has just failed its third death check";
    return refuse(reason, ["patient"]);
  }
  const v = patient.vitals;
  if (!check.success) {
    const vitals = { ...v, death: { ...v.death, resuscitationTried: true } };
    return { ok: true, view: { ...patient, vitals }, happenings: [] };
  }
  const failures = Math.min(opts.resuscitationFailureTally, DEATH_CHECK.limit - 1);
  const saved = {
    ...v,
    dead: false,
    death: { ...v.death, failures, stabilised: true, nextCheckAt: null, resuscitationTried: true },
  };
  const s = stabilise(saved, ctx);
  return { ok: true, view: { ...patient, vitals: s.vitals }, happenings: s.happenings };
}
