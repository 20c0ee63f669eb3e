// The arithmetic of the Medic, Surgeon and Repair Technician perks (DE-PERK-66..79). Supplies are
// items (setting data); these functions say how many uses a perk consumes and what it restores.

import type { DiceSource } from "../../../dice/index.js";
import { maxHpOf } from "../character/derive.js";
import { type Refused, refusal } from "../character/errors.js";
import type { DeOptions } from "../character/options.js";
import type { DeCharacter } from "../character/schema.js";
import { stunDiceCount, stunDieRoll } from "../character/stun.js";
import { divUp } from "../check/round.js";

/** DE-PERK-66: First Aid costs 5 initiative with Emergency Triage, else 10. */
export function firstAidCost(emergencyTriage: boolean): number {
  return emergencyTriage ? 5 : 10;
}

/** DE-PERK-67: death checks First Aid gives advantage to. */
export function firstAidAdvantageChecks(improvedFirstAid: boolean): number {
  return improvedFirstAid ? 2 : 1;
}

/** DE-PERK-68: a transfusion is one automatic death-check success (3 stabilise); it uses 1 supply. */
export function battlefieldTransfusion(tally: { successes: number; failures: number }): {
  successes: number;
  failures: number;
  stabilised: boolean;
  suppliesUsed: number;
} {
  const successes = tally.successes + 1;
  return { successes, failures: tally.failures, stabilised: successes >= 3, suppliesUsed: 1 };
}

/** DE-PERK-69: unconsciousness time halved, rounded up (5 h → 3 h). */
export function optimisedRecoveryHours(hours: number): number {
  return divUp(hours, 2);
}

/**
 * DE-PERK-72: during a short rest the medic spends one of its own stun dice (1d6 + the medic's
 * Endurance) to restore an ally's Stun, up to the ally's max.
 */
export function overwatchMedic(
  medic: DeCharacter,
  ally: DeCharacter,
  allyMaxStun: number,
  dice: DiceSource,
): { ok: true; medic: DeCharacter; ally: DeCharacter; restored: number; changes: string[] } | Refused {
  if (stunDiceCount(medic) - medic.current.stunDiceSpent <= 0)
    return refusal("invalid", ["current", "stunDiceSpent"], `${medic.name} has no stun dice left to spend`);
  const rolled = stunDieRoll(medic, dice, `${medic.name}'s stun die for ${ally.name}`);
  const stun = Math.min(allyMaxStun, ally.current.stun + rolled);
  return {
    ok: true,
    medic: { ...medic, current: { ...medic.current, stunDiceSpent: medic.current.stunDiceSpent + 1 } },
    ally: { ...ally, current: { ...ally.current, stun } },
    restored: stun - ally.current.stun,
    changes: [
      `${medic.name} spends a stun die (${rolled}) on ${ally.name}: Stun ${ally.current.stun} → ${stun}`,
    ],
  };
}

/**
 * DE-PERK-73: an Intuition (+ Medicine) check, DC 15, when someone within 1 m fails a third death
 * check: success stabilises them with `resuscitationFailureTally` failures left; failure, they die.
 */
export function emergencyResuscitation(
  total: number,
  o: { resuscitationFailureTally: number },
): { stabilised: boolean; dead: boolean; failures: number } {
  return total >= 15
    ? { stabilised: true, dead: false, failures: o.resuscitationFailureTally }
    : { stabilised: false, dead: true, failures: 3 };
}

/**
 * DE-PERK-74: Field Surgeon restores 1 HP to an ally during a short rest with one rating of medical
 * supplies; once per long rest, and the ally then recovers no HP on its next long rest.
 */
export function fieldSurgery(
  ally: DeCharacter,
  o: DeOptions,
): { ok: true; character: DeCharacter; suppliesUsed: number; changes: string[] } | Refused {
  if (ally.rest.noHpNextLongRest)
    return refusal(
      "invalid",
      ["rest", "noHpNextLongRest"],
      `${ally.name} already had field surgery since the last long rest`,
    );
  const hp = Math.min(maxHpOf(ally, o), ally.current.hp + 1);
  return {
    ok: true,
    character: { ...ally, current: { ...ally.current, hp }, rest: { ...ally.rest, noHpNextLongRest: true } },
    suppliesUsed: 1,
    changes: [`${ally.name}: field surgery, HP ${ally.current.hp} → ${hp}; no HP on the next long rest`],
  };
}

/** DE-PERK-75: medical supplies used on a character at 0 HP or 0 Res work twice over. */
export function criticalCare(gain: number, atZero: boolean): number {
  return atZero ? gain * 2 : gain;
}

/** DE-PERK-76: +2 to another character's long-rest HP roll. */
export function enduranceBooster(total: number): number {
  return total + 2;
}

/** DE-PERK-77: medical supplies standing in for repair supplies: two uses for each. */
export function techMedicUses(repairUses: number): number {
  return repairUses * 2;
}

/** DE-PERK-78: Resilience repaired by uses of repair supplies that each mend 1 (2 with the kit). */
export function repairSuppliesRes(uses: number, enhancedRepairKit: boolean): number {
  return uses * (enhancedRepairKit ? 2 : 1);
}

/** DE-PERK-79: 1 Resilience during a short rest, once per long rest. */
export function advancedResilienceRepair(
  res: number,
  maxRes: number,
  usedSinceLongRest: boolean,
): { res: number; used: boolean } | null {
  if (usedSinceLongRest) return null;
  return { res: Math.min(maxRes, res + 1), used: true };
}
