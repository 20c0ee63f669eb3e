// Turns the book's named modifiers into step modifiers on a slot: specializations (L13-SPEC-4..8),
// assets (L13-ASSET-1..8), assists (L13-ASSIST-2..6) and reputation (L13-REP-5). Each helper only
// says how many steps and where; netting and stacking happen once, in buildPool, so every source
// combines the same way (L13-STEP-7, L13-ASSET-8).

import { aOrAn, L13Error } from "./errors.js";
import { assertDieSize, compareDice, type DieSize, ladderIndex } from "./ladder.js";
import { type L13DiceOptions, resolveDiceOptions } from "./options.js";
import type { PoolSpec, StepModifier } from "./spec.js";

/** A step modifier and the slot it belongs on. */
export interface TargetedStep {
  target: "ability" | "skill";
  modifier: StepModifier;
}

export interface Specialization {
  id: string;
  parentSkill: string;
  level: number;
}

/**
 * L13-SPEC-4..6: each applied specialization steps the skill slot up by its level. It must belong to
 * the skill being rolled, its level must be 1..5, and at most maxSpecializationsPerRoll may apply.
 * Whether the character owns it is the character module's business.
 */
export function specializationSteps(
  rollSkill: string,
  specializations: readonly Specialization[],
  opts: Partial<L13DiceOptions> = {},
): TargetedStep[] {
  const options = resolveDiceOptions(opts);
  if (specializations.length > options.maxSpecializationsPerRoll) {
    throw new L13Error(
      "too_many_specializations",
      ["specializations", options.maxSpecializationsPerRoll],
      `at most ${options.maxSpecializationsPerRoll} specialization(s) may apply to one roll`,
    );
  }
  return specializations.map((s, i) => {
    if (s.parentSkill !== rollSkill) {
      throw new L13Error(
        "specialization_mismatch",
        ["specializations", i, "parentSkill"],
        `${s.id} belongs to ${s.parentSkill} and cannot help ${aOrAn(rollSkill)} roll`,
      );
    }
    if (!Number.isInteger(s.level) || s.level < 1 || s.level > 5) {
      throw new L13Error("bad_level", ["specializations", i, "level"], `must be 1..5, not ${s.level}`);
    }
    return {
      target: "skill",
      modifier: { source: "specialization", steps: s.level, ref: s.id, label: s.id },
    };
  });
}

/** L13-ASSET-1: quality label → steps; designer data (`assetLadder`), so callers may pass their own. */
export const ASSET_LADDER: Readonly<Record<string, number>> = Object.freeze({
  perfect: 5,
  excellent: 4,
  standard: 3,
  adequate: 2,
  inferior: 1,
});

export interface AssetUse {
  id?: string;
  /** A label on the ladder ("adequate") or the level itself (2). */
  quality: string | number;
  /** Which slot this use steps; defaults to `assetDefaultTarget` (L13-ASSET-3). */
  target?: "skill" | "ability";
  label?: string;
}

/** L13-ASSET-2/3/6: each asset use steps its target slot up by its quality level. Nothing is used up. */
export function assetSteps(
  uses: readonly AssetUse[],
  opts: Partial<L13DiceOptions> = {},
  ladder: Readonly<Record<string, number>> = ASSET_LADDER,
): TargetedStep[] {
  const options = resolveDiceOptions(opts);
  return uses.map((use, i) => {
    const level =
      typeof use.quality === "number"
        ? use.quality
        : (ladder[use.quality] ?? ladder[use.quality.toLowerCase()]);
    if (level === undefined || !Number.isInteger(level) || level < 1) {
      const known = Object.keys(ladder).join(", ");
      throw new L13Error("bad_level", ["assets", i, "quality"], `must be one of ${known} or a level ≥ 1`);
    }
    const target = use.target ?? options.assetDefaultTarget;
    if (target !== "skill" && target !== "ability") {
      throw new L13Error(
        "bad_modifier",
        ["assets", i, "target"],
        "an asset steps the skill or the ability slot",
      );
    }
    const label = use.label ?? use.id;
    return {
      target,
      modifier: {
        source: "asset",
        steps: level,
        ...(use.id === undefined ? {} : { ref: use.id }),
        ...(label === undefined ? {} : { label }),
      },
    };
  });
}

export interface AssistUse {
  id?: string;
  /** The helper's own die in the same ability or skill, as a size: 4..12 (L13-ASSIST-4). */
  die: number;
  label?: string;
}

/**
 * L13-ASSIST-2/3/5: a helper steps the assisted slot by their die's ladder index (d4 → 1 … d12 → 5);
 * the helper rolls nothing. `task` says whether the ability or the skill slot is stepped. Whether a
 * helper may assist at all (dying, no die, relevance) is decided by the caller.
 */
export function assistSteps(
  helpers: readonly AssistUse[],
  task: "ability" | "skill" = "skill",
): TargetedStep[] {
  if (task !== "ability" && task !== "skill") {
    throw new L13Error("bad_modifier", ["task"], "an assist steps the ability or the skill slot");
  }
  return helpers.map((h, i) => {
    const die = assertDieSize(h.die, ["assists", i, "die"]);
    const label = h.label ?? h.id;
    return {
      target: task,
      modifier: {
        source: "assist",
        steps: ladderIndex(die),
        ...(h.id === undefined ? {} : { ref: h.id }),
        ...(label === undefined ? {} : { label }),
      },
    };
  });
}

/**
 * L13-REP-5: in a Reaction check, reputation r steps the Charm (ability) slot by r, up or down.
 * The range is the ruleset's `reputationRange`; Reaction-only scope (L13-REP-6) is the caller's call.
 */
export function reputationSteps(
  reputation: number,
  range: readonly [number, number] = [-5, 5],
): TargetedStep[] {
  if (!Number.isInteger(reputation) || reputation < range[0] || reputation > range[1]) {
    throw new L13Error("bad_level", ["reputation"], `must be a whole number in ${range[0]}..${range[1]}`);
  }
  if (reputation === 0) return [];
  return [{ target: "ability", modifier: { source: "reputation", steps: reputation, label: "reputation" } }];
}

/** Adds targeted steps to a copy of the spec; the target slot must exist. */
export function withSteps(spec: PoolSpec, steps: readonly TargetedStep[]): PoolSpec {
  const slots = spec.slots.map((s) => ({ ...s, steps: [...(s.steps ?? [])] }));
  steps.forEach((t, i) => {
    const slot = slots.find((s) => s.role === t.target);
    if (!slot) throw new L13Error("bad_slot", ["steps", i, "target"], `the pool has no ${t.target} slot`);
    slot.steps.push(t.modifier);
  });
  return { ...spec, slots };
}

/** L13-CMB-8/9: the one Defensive die a defender rolls is the largest that applies; none if none. */
export function defensiveDie(sources: readonly number[]): DieSize | "none" {
  let best: DieSize | "none" = "none";
  sources.forEach((s, i) => {
    const die = assertDieSize(s, ["defensiveDice", i]);
    if (compareDice(die, best) > 0) best = die;
  });
  return best;
}
