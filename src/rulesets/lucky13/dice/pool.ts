// From a pool spec to the dice that will be thrown: applies each slot's step modifiers (net or
// sequential, L13-STEP-7), the stacking rules for assets and assists, the per-source slot rules
// (specialization → skill, reputation → ability, difficulty only if allowed), and works out how
// many times the ability slot is rolled under advantage and disadvantage (L13-BKG-2..4, L13-IMP-1..6).

import { aOrAn, L13Error } from "./errors.js";
import { type DieSize, diceOfStep, resolveSteps, type StepValue, stepValueOf } from "./ladder.js";
import { type L13DiceOptions, resolveDiceOptions } from "./options.js";
import {
  type AdvantageSource,
  type PoolSpec,
  type SlotRole,
  type StepModifier,
  THIRD_ROLES,
  validatePoolSpec,
} from "./spec.js";

/** A step modifier as it was used: `applied` is false when a highestOnly stacking rule dropped it. */
export interface AppliedStep extends StepModifier {
  applied: boolean;
}

export interface PoolSlot {
  role: SlotRole;
  label?: string;
  /** Step value before and after the modifiers. */
  baseStep: StepValue;
  step: StepValue;
  /** dice[0] is the slot's own die; the rest are overflow dice (L13-STEP-5). Empty for none. */
  dice: DieSize[];
  steps: AppliedStep[];
  /** How many times the slot is rolled, and which roll is kept (only the ability slot exceeds 1). */
  rolls: number;
  keep: "only" | "highest" | "lowest";
}

/** What advantage and disadvantage came to, for the log. */
export type AdvantageEffect = "none" | "advantage" | "disadvantage" | "cancelled" | "noAbilityDie";

export interface Pool {
  kind: "l13-pool";
  label?: string;
  /** Slots in the order their dice are thrown: ability, skill, third slot, then each added die. */
  slots: PoolSlot[];
  advantage: AdvantageSource[];
  disadvantage: AdvantageSource[];
  effect: AdvantageEffect;
}

export type PoolLike = Pool | PoolSpec;

export function isPool(x: unknown): x is Pool {
  return typeof x === "object" && x !== null && (x as Pool).kind === "l13-pool";
}

const ROLL_ORDER: readonly SlotRole[] = [
  "ability",
  "skill",
  "difficulty",
  "accuracy",
  "defense",
  "damage",
  "initiative",
];

/** Which slots each source may step; absent means any slot. */
const SOURCE_TARGETS: Partial<Record<StepModifier["source"], readonly SlotRole[]>> = {
  specialization: ["skill"], // L13-SPEC-5
  reputation: ["ability"], // L13-REP-5: the Charm slot of a Reaction check
  asset: ["skill", "ability"], // L13-ASSET-2, L13-ASSET-3
  assist: ["skill", "ability"], // L13-ASSIST-3
};

function checkShape(spec: PoolSpec): void {
  const seen = new Map<SlotRole, number>();
  spec.slots.forEach((slot, i) => {
    if (seen.has(slot.role)) {
      throw new L13Error("bad_slot", ["slots", i, "role"], `a pool has at most one ${slot.role} slot`);
    }
    seen.set(slot.role, i);
  });
  const thirds = spec.slots.filter((s) => THIRD_ROLES.includes(s.role));
  if (thirds.length > 1) {
    const i = spec.slots.indexOf(thirds[1]!);
    throw new L13Error(
      "bad_slot",
      ["slots", i, "role"],
      "a pool has one third die: difficulty, accuracy or defense",
    );
  }
  const single = spec.slots.findIndex((s) => s.role === "damage" || s.role === "initiative");
  if (single >= 0 && (spec.slots.length > 1 || (spec.extras?.length ?? 0) > 0)) {
    throw new L13Error(
      "bad_slot",
      ["slots", single, "role"],
      "a damage or initiative die is rolled on its own",
    );
  }
  const core = spec.slots.some(
    (s) => s.role === "ability" || s.role === "skill" || THIRD_ROLES.includes(s.role),
  );
  if (core) {
    // L13-ABIL-2, L13-SKILL-2: every check or contest pool has exactly one ability and one skill slot.
    for (const role of ["ability", "skill"] as const) {
      if (!seen.has(role)) throw new L13Error("bad_slot", ["slots"], `the pool needs ${aOrAn(role)} slot`);
    }
  }
}

/** L13-ASSET-7, L13-ASSIST-6: with highestOnly, only the largest step of that source counts. */
function applyStacking(steps: readonly StepModifier[], options: L13DiceOptions): AppliedStep[] {
  const out: AppliedStep[] = steps.map((s) => ({ ...s, applied: true }));
  const rules: [StepModifier["source"], L13DiceOptions["assetStacking"]][] = [
    ["asset", options.assetStacking],
    ["assist", options.assistStacking],
  ];
  for (const [source, stacking] of rules) {
    if (stacking !== "highestOnly") continue;
    let best = -1;
    out.forEach((s, i) => {
      if (s.source === source && (best < 0 || s.steps > out[best]!.steps)) best = i;
    });
    out.forEach((s, i) => {
      if (s.source === source && i !== best) s.applied = false;
    });
  }
  return out;
}

function advantageOf(
  spec: PoolSpec,
  abilityDice: number,
  options: L13DiceOptions,
): { effect: AdvantageEffect; rolls: number; keep: PoolSlot["keep"] } {
  const adv = spec.advantage?.length ?? 0;
  const dis = spec.disadvantage?.length ?? 0;
  if (adv === 0 && dis === 0) return { effect: "none", rolls: 1, keep: "only" };
  if (!spec.slots.some((s) => s.role === "ability")) {
    throw new L13Error(
      "no_ability_slot",
      [adv > 0 ? "advantage" : "disadvantage"],
      "advantage and disadvantage act on the ability slot, and this pool has none",
    );
  }
  // L13-IMP-5: cancel outright by default; netCount lets the side with more sources apply.
  let net: number;
  if (options.advDisInteraction === "cancel") net = adv > 0 && dis > 0 ? 0 : adv - dis;
  else net = adv - dis;
  if (net === 0) return { effect: "cancelled", rolls: 1, keep: "only" };
  // L13-BKG-3: an ability slot stepped to none has nothing to roll twice.
  if (abilityDice === 0) return { effect: "noAbilityDie", rolls: 1, keep: "only" };
  // L13-BKG-4, L13-IMP-4: twice however many sources, unless advantageStacks (1 + n rolls).
  const rolls = options.advantageStacks ? 1 + Math.abs(net) : 2;
  return net > 0
    ? { effect: "advantage", rolls, keep: "highest" }
    : { effect: "disadvantage", rolls, keep: "lowest" };
}

/** Builds the pool: validates the spec, steps every slot and settles advantage. Pure. */
export function buildPool(input: PoolLike, opts: Partial<L13DiceOptions> = {}): Pool {
  if (isPool(input)) return input;
  const options = resolveDiceOptions(opts);
  const spec = validatePoolSpec(input);
  checkShape(spec);

  let specializations = 0;
  const slots: PoolSlot[] = [];
  for (const role of ROLL_ORDER) {
    const i = spec.slots.findIndex((s) => s.role === role);
    if (i < 0) continue;
    const slot = spec.slots[i]!;
    const mods = slot.steps ?? [];
    mods.forEach((m, j) => {
      const at = ["slots", i, "steps", j];
      const allowed = SOURCE_TARGETS[m.source];
      if (allowed && !allowed.includes(role)) {
        throw new L13Error(
          "bad_modifier",
          [...at, "source"],
          `${aOrAn(m.source)} step may not touch the ${role} slot`,
        );
      }
      if (role === "difficulty" && !options.allowDifficultyStepping) {
        throw new L13Error(
          "difficulty_stepping",
          at,
          "the Difficulty die is never stepped; pick another difficulty level instead (allowDifficultyStepping)",
        );
      }
      if (m.source === "specialization" && ++specializations > options.maxSpecializationsPerRoll) {
        throw new L13Error(
          "too_many_specializations",
          at,
          `at most ${options.maxSpecializationsPerRoll} specialization(s) may apply to one roll`,
        );
      }
    });
    const applied = applyStacking(mods, options);
    const baseStep = stepValueOf(slot.base, options.overflowMode, ["slots", i, "base"]);
    const step = resolveSteps(
      baseStep,
      applied.filter((s) => s.applied).map((s) => s.steps),
      options.stepResolution,
    );
    slots.push({
      role,
      ...(slot.label === undefined ? {} : { label: slot.label }),
      baseStep,
      step,
      dice: diceOfStep(step, options.overflowMode),
      steps: applied,
      rolls: 1,
      keep: "only",
    });
  }

  const ability = slots.find((s) => s.role === "ability");
  const adv = advantageOf(spec, ability?.dice.length ?? 0, options);
  if (ability) {
    ability.rolls = adv.rolls;
    ability.keep = adv.keep;
  }
  for (const extra of spec.extras ?? []) {
    const step = stepValueOf(extra.size, options.overflowMode);
    slots.push({
      role: "extra",
      ...(extra.label === undefined ? {} : { label: extra.label }),
      baseStep: step,
      step,
      dice: [extra.size],
      steps: [],
      rolls: 1,
      keep: "only",
    });
  }
  return {
    kind: "l13-pool",
    ...(spec.label === undefined ? {} : { label: spec.label }),
    slots,
    advantage: [...(spec.advantage ?? [])],
    disadvantage: [...(spec.disadvantage ?? [])],
    effect: adv.effect,
  };
}
