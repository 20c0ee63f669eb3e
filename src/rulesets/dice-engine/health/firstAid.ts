// First Aid (checklist §24.5): an ally with the Medic skill, within reach, spends 10 initiative (5 with
// Emergency Triage) to give an unconscious, dying character advantage on its next death check (the
// next two with Improved First Aid).

import { refuse, type Verdict } from "../defence/verdict.js";
import { isDying, type Vitals } from "./vitals.js";

export const FIRST_AID = {
  skill: "medic",
  cost: 10,
  /** DE-AID-3 / DE-PERK-66. */
  emergencyTriageCost: 5,
  checks: 1,
  /** DE-PERK-67. */
  improvedChecks: 2,
} as const;

export interface FirstAider {
  skills: readonly string[];
  /** Metres between helper and patient. */
  distance: number;
  allied: boolean;
  emergencyTriage?: boolean;
  improvedFirstAid?: boolean;
}

/**
 * DE-AID-1, 2, 3. Repeated First Aid does not stack a second level on the same check; it refreshes
 * the number of checks still to get the advantage (the Decision under DE-AID-2).
 */
export function giveFirstAid(
  patient: Vitals,
  helper: FirstAider,
  opts: { firstAidReach: number },
): Verdict<{ vitals: Vitals; cost: number }> {
  if (!helper.allied) return refuse("First Aid comes from an allied character", ["helper", "allied"]);
  if (!helper.skills.includes(FIRST_AID.skill)) {
    return refuse("First Aid needs the Medic skill", ["helper", "skills"]);
  }
  if (helper.distance > opts.firstAidReach) {
    return refuse(`the helper must be within ${opts.firstAidReach} m of the patient`, ["helper", "distance"]);
  }
  if (!isDying(patient) || patient.unconscious === null) {
    return refuse("First Aid helps an unconscious character that is making death checks", ["patient"]);
  }
  const checks = helper.improvedFirstAid ? FIRST_AID.improvedChecks : FIRST_AID.checks;
  return {
    ok: true,
    vitals: { ...patient, firstAidChecks: Math.max(patient.firstAidChecks, checks) },
    cost: helper.emergencyTriage ? FIRST_AID.emergencyTriageCost : FIRST_AID.cost,
  };
}
