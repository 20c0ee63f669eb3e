// Every check this area rolls (consciousness, death, resisting a condition, the checks a condition
// causes, long-rest healing and repair) goes through the check core, built here from the character:
// its stat and training, the disadvantage its conditions give (a Poisoned character's death checks
// are made with disadvantage, DE-COND-24), its susceptibility or resilience to the condition concerned
// (DE-COND-3/4), and perk effects keyed on the purpose (Pain Resistance Techniques, DE-PERK-71).

import type { DiceSource } from "../../../dice/index.js";
import { type CheckResult, rollCheck } from "../check/check.js";
import type { CheckOptions } from "../check/options.js";
import type { CheckRequestInput } from "../check/request.js";
import type { Stat } from "../check/stats.js";
import type { ConditionCatalog } from "../conditions/catalog.js";
import { type ConditionHolder, conditionCheckModifiers, conditionStance } from "../conditions/effects.js";
import type { DefenderView, HealthCheckPurpose } from "../damage/target.js";

export type CheckerView = ConditionHolder &
  Pick<DefenderView, "stats"> &
  Partial<Pick<DefenderView, "training" | "checkEffects">>;

export interface HealthCheckSpec {
  purpose: HealthCheckPurpose;
  stat: Stat;
  dc: number;
  /** The condition resisted or causing the check. */
  condition?: string;
  /** Extra levels from outside the character (First Aid's advantage on a death check…). */
  advantage?: number;
  disadvantage?: number;
  /** Flat modifiers (Endurance Booster's +2…). */
  modifiers?: number[];
}

export interface LevelSource {
  source: string;
  advantage: number;
  disadvantage: number;
  bonus: number;
}

export interface HealthCheck {
  purpose: HealthCheckPurpose;
  stat: Stat;
  dc: number;
  condition?: string;
  /** The request handed to the check core, so the roll log can show and replay it. */
  request: CheckRequestInput;
  /** Where each level of advantage, disadvantage and bonus came from. */
  sources: LevelSource[];
  result: CheckResult;
  success: boolean;
  dos: number;
}

/** Builds the check request (no dice): useful for odds before rolling (checkOdds). */
export function healthCheckRequest(
  view: CheckerView,
  spec: HealthCheckSpec,
  opts: { poisonedAffectsAttacks: boolean },
  now?: number,
  catalog?: ConditionCatalog,
): { request: CheckRequestInput; sources: LevelSource[] } {
  const sources: LevelSource[] = [];
  const cond = conditionCheckModifiers(view, { stat: spec.stat }, opts, now, catalog);
  for (const r of cond.reasons) {
    sources.push({ source: r.condition, advantage: 0, disadvantage: r.levels ?? 0, bonus: 0 });
  }
  if (
    spec.condition !== undefined &&
    (spec.purpose === "resistCondition" || spec.purpose === "conditionCheck")
  ) {
    const st = conditionStance(view, spec.condition, catalog);
    if (st.advantage || st.disadvantage) {
      sources.push({
        source: `${st.reasons.join(", ")} (${spec.condition})`,
        advantage: st.advantage,
        disadvantage: st.disadvantage,
        bonus: 0,
      });
    }
  }
  for (const e of view.checkEffects ?? []) {
    if (e.purpose !== undefined && e.purpose !== spec.purpose) continue;
    if (e.stat !== undefined && e.stat !== spec.stat) continue;
    if (e.condition !== undefined && e.condition !== spec.condition) continue;
    sources.push({ source: e.source, advantage: e.advantage, disadvantage: e.disadvantage, bonus: e.bonus });
  }
  if (spec.advantage || spec.disadvantage) {
    sources.push({
      source: "situation",
      advantage: spec.advantage ?? 0,
      disadvantage: spec.disadvantage ?? 0,
      bonus: 0,
    });
  }
  const sum = (k: "advantage" | "disadvantage" | "bonus") => sources.reduce((s, x) => s + x[k], 0);
  const bonus = sum("bonus");
  const request: CheckRequestInput = {
    stat: view.stats[spec.stat],
    training: view.training?.[spec.stat] ?? "none",
    advantage: sum("advantage"),
    disadvantage: sum("disadvantage"),
    modifiers: [...(spec.modifiers ?? []), ...(bonus !== 0 ? [bonus] : [])],
    target: spec.dc,
  };
  return { request, sources };
}

/** Rolls one check of this area through the check core (crits, advantage, meet-is-beat and all). */
export function rollHealthCheck(
  view: CheckerView,
  spec: HealthCheckSpec,
  dice: DiceSource,
  opts: Partial<CheckOptions> & { poisonedAffectsAttacks: boolean },
  now?: number,
  catalog?: ConditionCatalog,
): HealthCheck {
  const { request, sources } = healthCheckRequest(view, spec, opts, now, catalog);
  const result = rollCheck(request, dice, opts);
  const out: HealthCheck = {
    purpose: spec.purpose,
    stat: spec.stat,
    dc: spec.dc,
    request,
    sources,
    result,
    success: result.outcome!.success,
    dos: result.outcome!.dos,
  };
  if (spec.condition !== undefined) out.condition = spec.condition;
  return out;
}

const D6 = [1, 2, 3, 4, 5, 6] as const;

/** One d6 (hours unconscious, stun dice…): not a check, so no crits and no advantage. */
export function rollD6(dice: DiceSource, what: string): number {
  return dice.roll(D6, `d6 (${what})`);
}

/** `n` dice of `sides` faces, in order: periodic damage and stun dice. */
export function rollDice(dice: DiceSource, n: number, sides: number, what: string): number[] {
  const faces = Array.from({ length: sides }, (_, i) => i + 1);
  return Array.from({ length: n }, () => dice.roll(faces, `d${sides} (${what})`));
}
