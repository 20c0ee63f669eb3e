// Contested rolls (DE-CONT-*): the defender rolls first and its total is the attacker's DC.
// Super-critical fails are checked before totals (DE-CONT-3): the attacker's own first, because a
// check that "automatically fails" fails whatever the other side rolled.

import type { CheckResult } from "./check.js";
import type { CheckOptions } from "./options.js";

export interface ContestResult {
  attackerSucceeds: boolean;
  /** Why: a forced result, or the totals (meet is beat). */
  reason: "attackerSuperFail" | "defenderSuperFail" | "attackerSuperCrit" | "defenderSuperCrit" | "totals";
  /** DE-CONT-4: attacker total − defender total + 1 on an attacker success (at least 1), else 0. */
  dos: number;
}

type Rolled = Pick<CheckResult, "total" | "crit">;

export function resolveContest(
  attacker: Rolled,
  defender: Rolled,
  opts: Pick<CheckOptions, "superCritAutoSucceedsChecks">,
): ContestResult {
  const dos = Math.max(attacker.total - defender.total + 1, 0);
  if (attacker.crit === "superFail") return { attackerSucceeds: false, reason: "attackerSuperFail", dos: 0 };
  if (defender.crit === "superFail") {
    return { attackerSucceeds: true, reason: "defenderSuperFail", dos: Math.max(dos, 1) };
  }
  // Only with superCritAutoSucceedsChecks does a super-critical do more than its bonus (DE-CRIT-9);
  // if both sides have one, the totals decide.
  if (opts.superCritAutoSucceedsChecks && attacker.crit !== defender.crit) {
    if (attacker.crit === "superCrit") {
      return { attackerSucceeds: true, reason: "attackerSuperCrit", dos: Math.max(dos, 1) };
    }
    if (defender.crit === "superCrit")
      return { attackerSucceeds: false, reason: "defenderSuperCrit", dos: 0 };
  }
  const ok = attacker.total >= defender.total;
  return { attackerSucceeds: ok, reason: "totals", dos: ok ? dos : 0 };
}
