// Extended checks (DE-EXT-*): rounds of rolls against one DC, tallied until successes reach the
// Success Value (SV) or failures reach half of it (rounded up, DE-ROUND-1). Thresholds are looked at
// only at the end of a round, since allies roll simultaneously (DE-EXT-6/7).

import type { CheckOptions } from "./options.js";
import { halfUp } from "./round.js";

export interface ExtendedParams {
  /** DE-EXT-1: GM-set Success Value and DC; duration is in any unit the caller likes. */
  sv: number;
  dc: number;
  duration: number;
}

export interface ExtendedState {
  successes: number;
  failures: number;
  rounds: number;
  status: "ongoing" | "succeeded" | "failed";
}

/** One roll of a round: its final total, and whether it is the main roller's or an ally's. */
export interface ExtendedRoll {
  total: number;
  ally?: boolean;
  /** A super-critical fail fails whatever its total (DE-CRIT-7). */
  autoFail?: boolean;
}

type ExtOpts = Pick<
  CheckOptions,
  "extendedCheckTally" | "extendedAllyFailuresCount" | "extendedTiePrecedence"
>;

/** DE-EXT-4: the failure threshold is half the SV rounded up. */
export function extendedFailThreshold(sv: number): number {
  return halfUp(sv);
}

export function startExtended(): ExtendedState {
  return { successes: 0, failures: 0, rounds: 0, status: "ongoing" };
}

/** DE-EXT-2..7: adds one round of rolls and checks both thresholds at its end. */
export function extendedRound(
  state: ExtendedState,
  rolls: readonly ExtendedRoll[],
  p: ExtendedParams,
  opts: ExtOpts,
): ExtendedState {
  if (state.status !== "ongoing") throw new Error("the extended check is already over");
  let { successes, failures } = state;
  for (const r of rolls) {
    const ok = !r.autoFail && r.total >= p.dc;
    // "degrees" tallies a success's DoS and a failure's DoF (at least 1 each, so a roll always counts).
    const marks =
      opts.extendedCheckTally === "perRoll" ? 1 : ok ? r.total - p.dc + 1 : Math.max(p.dc - r.total, 1);
    if (ok) successes += marks;
    else if (!r.ally || opts.extendedAllyFailuresCount) failures += marks;
  }
  const won = successes >= p.sv;
  const lost = failures >= extendedFailThreshold(p.sv);
  let status: ExtendedState["status"] = "ongoing";
  if (won && lost) status = opts.extendedTiePrecedence === "success" ? "succeeded" : "failed";
  else if (won) status = "succeeded";
  else if (lost) status = "failed";
  return { successes, failures, rounds: state.rounds + 1, status };
}

/** DE-EXT-4: stopping (or running out of time) before reaching the SV is a failure. */
export function stopExtended(state: ExtendedState): ExtendedState {
  return state.status === "ongoing" ? { ...state, status: "failed" } : state;
}

/** DE-EXT-5: elapsed time is one duration per round. */
export function extendedElapsed(state: ExtendedState, p: Pick<ExtendedParams, "duration">): number {
  return state.rounds * p.duration;
}
