// Grapple and Shove (DE-GRAP-*, DE-SHOVE-*): contested Strength checks through the check core's
// contest rule — the defender rolls first and its total is the attacker's DC, meet is beat, a
// super-critical fail loses whatever the totals. Grapple adds the size rules; Shove adds Shield Bash
// and Fortified stance. Both cost 5 initiative (C.8, C.10).

import type { DiceSource } from "../../../dice/index.js";
import { SIZES, type Size } from "../catalogue/races.js";
import { type CheckResult, rollCheck } from "../check/check.js";
import { type ContestResult, resolveContest } from "../check/contest.js";
import type { Training } from "../check/pool.js";
import type { CheckRequestInput } from "../check/request.js";
import { attackActionCost, otherCostRow } from "../tracker/costs.js";
import { fail, ok, type Result } from "../tracker/result.js";
import type { AttackOptions } from "./options.js";

/** One side of a contested Strength check. */
export interface ContestantView {
  id?: string;
  /** The Strength value. */
  stat: number;
  training?: Training;
  advantage?: number;
  disadvantage?: number;
  modifiers?: number[];
  critThresholds?: number[];
  size?: Size;
  /** DE-GRAP-5, DE-COND-19: a Hard Light or Soft Light AI body (setting flag). */
  aiBody?: boolean;
}

export function sizeIndex(size: Size): number {
  return SIZES.indexOf(size);
}

function request(
  side: ContestantView,
  extraAdvantage: number,
  extraDisadvantage: number,
  bonus = 0,
): CheckRequestInput {
  return {
    stat: side.stat,
    training: side.training ?? "none",
    advantage: (side.advantage ?? 0) + extraAdvantage,
    disadvantage: (side.disadvantage ?? 0) + extraDisadvantage,
    modifiers: [...(side.modifiers ?? []), ...(bonus !== 0 ? [bonus] : [])],
    critThresholds: side.critThresholds ?? [],
  };
}

export interface ContestPlan {
  attacker: CheckRequestInput;
  defender: CheckRequestInput;
  cost: number;
}

export interface ContestRoll {
  attacker: CheckResult;
  defender: CheckResult;
  contest: ContestResult;
  success: boolean;
  cost: number;
}

/** Rolls a planned contest: the defender first (DE-CONT-1), then the attacker. */
export function rollContest(plan: ContestPlan, src: DiceSource, opts: AttackOptions): ContestRoll {
  const defender = rollCheck(plan.defender, src, opts);
  const attacker = rollCheck(plan.attacker, src, opts);
  const contest = resolveContest(attacker, defender, opts);
  return { attacker, defender, contest, success: contest.attackerSucceeds, cost: plan.cost };
}

export interface GrappleRequest {
  grappler: ContestantView & {
    /** DE-GRAP-5, DE-PERK-61: Grapple Expertise adds the Martial Value to the grappler's total. */
    expertiseBonus?: number;
  };
  target: ContestantView;
  /** DE-GRAP-2 Decision: declared before rolling — hold the target (Grappled) or throw it down (Prone). */
  mode: "hold" | "prone";
}

/** DE-GRAP-1..5: the two checks of a grapple, or why it cannot be tried. */
export function planGrapple(req: GrappleRequest, opts: AttackOptions): Result<ContestPlan> {
  const mine = sizeIndex(req.grappler.size ?? "medium");
  const theirs = sizeIndex(req.target.size ?? "medium");
  if (theirs - mine > opts.grappleMaxSizeDiff)
    return fail(
      "refused",
      ["target", "size"],
      `a ${req.grappler.size ?? "medium"} character can grapple at most ${opts.grappleMaxSizeDiff} size larger, not ${req.target.size}`,
    );
  // A larger target rolls with advantage; an AI body grapples with disadvantage and, being resilient
  // to Grappled, resists being held with advantage (not being thrown down: that is Prone).
  const targetAdvantage = (theirs > mine ? 1 : 0) + (req.target.aiBody && req.mode === "hold" ? 1 : 0);
  return ok({
    attacker: request(req.grappler, 0, req.grappler.aiBody ? 1 : 0, req.grappler.expertiseBonus ?? 0),
    defender: request(req.target, targetAdvantage, 0),
    cost: attackActionCost("grapple"),
  });
}

export type InflictedCondition = { condition: "grappled"; by: string | null } | { condition: "prone" };

export interface GrappleResult extends ContestRoll {
  /** DE-GRAP-2: what a success inflicts; null on a failure (nothing changes). */
  inflicts: InflictedCondition | null;
}

export function rollGrapple(
  req: GrappleRequest,
  src: DiceSource,
  opts: AttackOptions,
): Result<GrappleResult> {
  const plan = planGrapple(req, opts);
  if (!plan.ok) return plan as Result<never>;
  const r = rollContest(plan.value, src, opts);
  const inflicts: InflictedCondition | null = !r.success
    ? null
    : req.mode === "hold"
      ? { condition: "grappled", by: req.grappler.id ?? null }
      : { condition: "prone" };
  return ok({ ...r, inflicts });
}

/**
 * DE-GRAP-6: why a Grappled condition ends on its own — the grappler lets go (0 initiative), is
 * incapacitated, or is more than 1 m away — or null while it holds.
 */
export function grappleEnds(s: {
  released?: boolean;
  grapplerIncapacitated?: boolean;
  distance?: number;
}): "released" | "grapplerIncapacitated" | "apart" | null {
  if (s.released) return "released";
  if (s.grapplerIncapacitated) return "grapplerIncapacitated";
  if (s.distance !== undefined && s.distance > 1) return "apart";
  return null;
}

/**
 * DE-GRAP-6 Decision: the grappled character escapes by winning a contested Strength check as a
 * 5-initiative Grapple action (its resilience, as an AI body, gives it advantage). With the option
 * `grappleEscape: "gmOnly"` there is no such roll.
 */
export function planEscape(
  escaper: ContestantView,
  holder: ContestantView,
  opts: AttackOptions,
): Result<ContestPlan> {
  if (opts.grappleEscape === "gmOnly")
    return fail(
      "refused",
      ["grappleEscape"],
      "escaping a grapple is the GM's call at this table (option grappleEscape)",
    );
  return ok({
    attacker: request(escaper, escaper.aiBody ? 1 : 0, 0),
    defender: request(holder, 0, 0),
    cost: attackActionCost("grapple"),
  });
}

export interface ShoveRequest {
  shover: ContestantView & {
    /** DE-SHOVE-2, DE-PERK-33: Shield Bash gives advantage while holding a shield. */
    shieldBash?: boolean;
    holdingShield?: boolean;
  };
  target: ContestantView & {
    /** DE-SHOVE-2, DE-DV-9: Fortified stance gives advantage on checks against being moved. */
    fortified?: boolean;
  };
  /** Metres to push on a success, 0 to 1 (the shover's choice; default 1). */
  push?: number;
}

export interface ShoveResult extends ContestRoll {
  /** Metres pushed directly away: the chosen amount on a success, 0 on a failure. */
  pushed: number;
}

export function planShove(req: ShoveRequest): Result<ContestPlan> {
  const push = req.push ?? 1;
  if (!(push >= 0 && push <= 1)) return fail("invalid", ["push"], `a shove pushes 0 to 1 m, not ${push}`);
  return ok({
    attacker: request(req.shover, req.shover.shieldBash && req.shover.holdingShield ? 1 : 0, 0),
    defender: request(req.target, req.target.fortified ? 1 : 0, 0),
    cost: otherCostRow("shove").cost as number,
  });
}

/** DE-SHOVE-1/2: a contested Strength check; a success pushes the target up to 1 m directly away. */
export function rollShove(req: ShoveRequest, src: DiceSource, opts: AttackOptions): Result<ShoveResult> {
  const plan = planShove(req);
  if (!plan.ok) return plan as Result<never>;
  const r = rollContest(plan.value, src, opts);
  return ok({ ...r, pushed: r.success ? (req.push ?? 1) : 0 });
}
