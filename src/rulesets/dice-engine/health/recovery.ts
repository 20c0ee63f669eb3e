// Optimised Recovery (DE-PERK-69): a medic tending an unconscious ally halves, rounded up, the 1d6
// hours it would sleep — the 0-Stun period (DE-HEALTH-6) and the period after stabilising
// (DE-DEATH-6). The halving is measured from when the period began, so a medic who arrives late still
// shortens the whole of it; if the shorter period is already over, the ally wakes at once. Periods
// with no end of their own (dying, 0 Res, asphyxiation, the GM's) have nothing to halve.

import { refuse, type Verdict } from "../defence/verdict.js";
import { optimisedRecoveryHours } from "../perks/care.js";
import { wakeIfDue } from "./death.js";
import type { Happening } from "./log.js";
import { hoursToInitiative, INITIATIVE_PER_HOUR, type Vitals } from "./vitals.js";

/** The unconsciousness causes whose 1d6-hour period Optimised Recovery halves. */
const TIMED_CAUSES = ["stun", "stabilised"] as const;

export interface Shortened {
  vitals: Vitals;
  /** The period's hours before and after halving. */
  hours: { from: number; to: number };
  happenings: Happening[];
}

/** DE-PERK-69: halve an unconscious character's timed period, once; refused when there is none. */
export function shortenUnconsciousness(v: Vitals, now: number): Verdict<Shortened> {
  const u = v.unconscious;
  if (v.dead) return refuse("the character is dead", ["dead"]);
  if (!u) return refuse("the character is awake: there is no recovery time to shorten", ["unconscious"]);
  if (u.until === null || !(TIMED_CAUSES as readonly string[]).includes(u.cause))
    return refuse(
      `unconscious (${u.cause}) with no set time to wake: only the 1d6 hours after 0 Stun or after stabilising are shortened`,
      ["unconscious", "until"],
    );
  if (u.shortened)
    return refuse("its recovery time has already been halved by Optimised Recovery", [
      "unconscious",
      "shortened",
    ]);
  const length = u.until - u.since;
  const hours = length / INITIATIVE_PER_HOUR;
  // Periods are whole hours (1d6); anything else is halved in initiative, still rounded up.
  const to = Number.isInteger(hours)
    ? optimisedRecoveryHours(hours)
    : Math.ceil(length / 2) / INITIATIVE_PER_HOUR;
  const until = u.since + (Number.isInteger(hours) ? hoursToInitiative(to) : Math.ceil(length / 2));
  const happenings: Happening[] = [{ kind: "unconscious", at: now, cause: u.cause, until }];
  const woke = wakeIfDue({ ...v, unconscious: { ...u, until, shortened: true } }, now);
  happenings.push(...woke.happenings);
  return { ok: true, vitals: woke.vitals, hours: { from: hours, to }, happenings };
}
