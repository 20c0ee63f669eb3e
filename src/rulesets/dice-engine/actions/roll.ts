// Rolling one built check and describing it for the log: shared by `check`, the two sides of a
// `contest` and every roll of an `extended` round, so all three read the same way.

import type { DiceSource } from "../../../dice/index.js";
import type { CheckBuild } from "../character/index.js";
import { type CheckResult, rollCheck } from "../check/index.js";
import type { DiceEngineOptions } from "../options.js";
import { forced } from "./odds.js";

export interface RolledCheck {
  /** Null when nothing was rolled (a forced failure or success). */
  result: CheckResult | null;
  forced: "fail" | "success" | null;
  /** Null when the roll had no DC to meet. */
  success: boolean | null;
  /** Of success when it succeeds, of failure as zero or a negative number otherwise; null without a DC. */
  degrees: number | null;
}

/** Throws the check's dice (none when the outcome is forced) against `dc`, if there is one. */
export function rollBuilt(b: CheckBuild, o: DiceEngineOptions, dice: DiceSource, dc?: number): RolledCheck {
  const f = forced(b);
  // Blind/Deaf fail and Better Balance II succeeds without dice: 0 degrees and 1, the least each can be.
  if (f === "fail") return { result: null, forced: f, success: false, degrees: dc === undefined ? null : 0 };
  if (f === "success")
    return { result: null, forced: f, success: true, degrees: dc === undefined ? null : 1 };
  const request = dc === undefined ? b.request : { ...b.request, target: dc };
  const result = rollCheck(request, dice, o);
  const out = result.outcome;
  return {
    result,
    forced: null,
    success: out ? out.success : null,
    degrees: out ? (out.success ? out.dos : -out.dof) : null,
  };
}

/** The fields of one character's check for a roll record's outcome. */
export function checkFields(b: CheckBuild, r: RolledCheck): Record<string, unknown> {
  const res = r.result;
  return {
    statValue: b.request.stat,
    training: b.request.training,
    total: res?.total ?? null,
    crit: res?.crit ?? "none",
    critBonus: res?.critBonus ?? 0,
    focusBonus: res?.focusBonus ?? 0,
    modifierTotal: res?.modifierTotal ?? 0,
    net: res?.net ?? 0,
    kept: res?.kept ?? null,
    success: r.success,
    degrees: r.degrees,
    forced: r.forced ?? res?.outcome?.forced ?? null,
    unskilled: b.unskilled,
    riskFlag: b.riskFlag,
    lethalEdge: b.lethalEdge,
    reckless: b.reckless,
    sources: b.sources,
  };
}
