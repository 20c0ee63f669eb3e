// What a caller asks for: a pool spec made of slots (each a base die and labelled step modifiers),
// advantage and disadvantage sources, and added dice. There is deliberately no field for a number
// to add to a face or a total (L13-CHK-6, L13-CORE-1): the type has none, and the runtime validator
// below refuses unknown keys, calling out the ones that look like a flat bonus.

import { aOrAn, L13Error, type L13Path } from "./errors.js";
import { assertDieSize, type DieSize, type SlotBase } from "./ladder.js";

export type SlotRole =
  | "ability"
  | "skill"
  | "difficulty"
  | "accuracy"
  | "defense"
  | "damage"
  | "initiative"
  | "extra";

export const SLOT_ROLES: readonly SlotRole[] = [
  "ability",
  "skill",
  "difficulty",
  "accuracy",
  "defense",
  "damage",
  "initiative",
  "extra",
];

/** The third die of a check (difficulty), an attack (accuracy) or a defense (defense). */
export const THIRD_ROLES: readonly SlotRole[] = ["difficulty", "accuracy", "defense"];

/** Where a step comes from; recorded on the roll so the log can say why a die was what it was. */
export type StepSource =
  | "specialization"
  | "asset"
  | "assist"
  | "reputation"
  | "gm"
  | "situation"
  | "combat"
  | "injury"
  | "designer";

export const STEP_SOURCES: readonly StepSource[] = [
  "specialization",
  "asset",
  "assist",
  "reputation",
  "gm",
  "situation",
  "combat",
  "injury",
  "designer",
];

/** One step modifier: +n steps up or −n steps down, never a number added to the total. */
export interface StepModifier {
  source: StepSource;
  /** Whole number of steps, positive up, negative down. */
  steps: number;
  /** Free text for the log ("Snake Preacher's map", "prone target"). */
  label?: string;
  /** The ID of the thing that gave the step (specialization, asset, helper). */
  ref?: string;
}

export interface SlotSpec {
  role: Exclude<SlotRole, "extra">;
  /** The die before modifiers: d4..d12, none, or an overflow group such as [12, 4]. */
  base: SlotBase;
  steps?: StepModifier[];
  /** The ability or skill ID, or the weapon or armour name, for the log. */
  label?: string;
}

/** A die added to the pool by a modifier ("additional dice as the situation warrants"). */
export interface ExtraDieSpec {
  size: DieSize;
  source: StepSource;
  label?: string;
}

export type AdvantageSourceKind = "background" | "impairment" | "combat" | "situation" | "gm" | "designer";
const ADVANTAGE_KINDS: readonly AdvantageSourceKind[] = [
  "background",
  "impairment",
  "combat",
  "situation",
  "gm",
  "designer",
];

export interface AdvantageSource {
  source: AdvantageSourceKind;
  label?: string;
}

export interface PoolSpec {
  slots: SlotSpec[];
  /** Sources of advantage on the ability slot (a background invoked, a combat modifier). */
  advantage?: AdvantageSource[];
  /** Sources of disadvantage on the ability slot (an impairment, a combat modifier). */
  disadvantage?: AdvantageSource[];
  /** Added dice, rolled after every slot in the order given. */
  extras?: ExtraDieSpec[];
  label?: string;
}

/** Key names that can only mean a flat number: refused with a pointed message, not just "unknown". */
const NUMERIC_WORDS =
  /^(bonus|penalty|malus|modifier|mod|mods|flat|plus|minus|add|adds|adjust|adjustment|offset|target|targetnumber|tn|dc|total)$/i;

function fail(
  code: "unknown_field" | "numeric_modifier" | "bad_slot" | "bad_step",
  path: L13Path,
  msg: string,
) {
  return new L13Error(code, path, msg);
}

function checkObject(
  x: unknown,
  path: L13Path,
  allowed: readonly string[],
  what: string,
): Record<string, unknown> {
  if (typeof x !== "object" || x === null || Array.isArray(x)) {
    throw fail("bad_slot", path, `${what} must be an object`);
  }
  const obj = x as Record<string, unknown>;
  for (const key of Object.keys(obj)) {
    if (allowed.includes(key) || obj[key] === undefined) continue;
    if (NUMERIC_WORDS.test(key) || typeof obj[key] === "number") {
      throw fail(
        "numeric_modifier",
        [...path, key],
        "Lucky 13 has no flat bonuses or penalties: step a slot, add a die, or give advantage or disadvantage instead",
      );
    }
    throw fail(
      "unknown_field",
      [...path, key],
      `${what} has no field "${key}" (allowed: ${allowed.join(", ")})`,
    );
  }
  return obj;
}

function checkLabel(x: unknown, path: L13Path): void {
  if (x !== undefined && typeof x !== "string") throw fail("bad_slot", path, "must be text");
}

function checkArray(x: unknown, path: L13Path): unknown[] {
  if (x === undefined) return [];
  if (!Array.isArray(x)) throw fail("bad_slot", path, "must be a list");
  return x;
}

function checkBase(x: unknown, path: L13Path): void {
  if (x === "none") return;
  if (Array.isArray(x)) {
    x.forEach((d, i) => {
      assertDieSize(d, [...path, i]);
    });
    return;
  }
  assertDieSize(x, path);
}

export function validateStepModifier(x: unknown, path: L13Path): StepModifier {
  const m = checkObject(x, path, ["source", "steps", "label", "ref"], "a step modifier");
  if (!STEP_SOURCES.includes(m.source as StepSource)) {
    throw fail("bad_slot", [...path, "source"], `must be one of ${STEP_SOURCES.join(", ")}`);
  }
  if (!Number.isInteger(m.steps))
    throw fail("bad_step", [...path, "steps"], "must be a whole number of steps");
  checkLabel(m.label, [...path, "label"]);
  checkLabel(m.ref, [...path, "ref"]);
  return m as unknown as StepModifier;
}

/** Checks untrusted input against the PoolSpec shape; returns it typed, or throws an L13Error. */
export function validatePoolSpec(x: unknown, path: L13Path = []): PoolSpec {
  const spec = checkObject(x, path, ["slots", "advantage", "disadvantage", "extras", "label"], "a pool");
  checkLabel(spec.label, [...path, "label"]);
  if (!Array.isArray(spec.slots)) throw fail("bad_slot", [...path, "slots"], "a pool needs a list of slots");
  spec.slots.forEach((s, i) => {
    const at = [...path, "slots", i];
    const slot = checkObject(s, at, ["role", "base", "steps", "label"], "a slot");
    if (!SLOT_ROLES.includes(slot.role as SlotRole) || slot.role === "extra") {
      throw fail(
        "bad_slot",
        [...at, "role"],
        `must be one of ${SLOT_ROLES.filter((r) => r !== "extra").join(", ")}`,
      );
    }
    checkBase(slot.base, [...at, "base"]);
    checkArray(slot.steps, [...at, "steps"]).forEach((m, j) => {
      validateStepModifier(m, [...at, "steps", j]);
    });
    checkLabel(slot.label, [...at, "label"]);
  });
  for (const side of ["advantage", "disadvantage"] as const) {
    checkArray(spec[side], [...path, side]).forEach((a, i) => {
      const at = [...path, side, i];
      const src = checkObject(a, at, ["source", "label"], `${aOrAn(side)} source`);
      if (!ADVANTAGE_KINDS.includes(src.source as AdvantageSourceKind)) {
        throw fail("bad_slot", [...at, "source"], `must be one of ${ADVANTAGE_KINDS.join(", ")}`);
      }
      checkLabel(src.label, [...at, "label"]);
    });
  }
  checkArray(spec.extras, [...path, "extras"]).forEach((e, i) => {
    const at = [...path, "extras", i];
    const extra = checkObject(e, at, ["size", "source", "label"], "an added die");
    assertDieSize(extra.size, [...at, "size"]);
    if (!STEP_SOURCES.includes(extra.source as StepSource)) {
      throw fail("bad_slot", [...at, "source"], `must be one of ${STEP_SOURCES.join(", ")}`);
    }
    checkLabel(extra.label, [...at, "label"]);
  });
  return spec as unknown as PoolSpec;
}
