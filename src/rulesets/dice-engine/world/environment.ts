// Environments (checklist §17): an atmosphere, a gravity and whether the place is under water, and
// what each does to a character. The conditions, damage instances and check levels produced here
// are handed to the conditions, damage and check layers; nothing here changes a character itself,
// except the hourly high-gravity fatigue check, which goes through rules-of-play's fatigue check.
//
// Gravity is compared in whole thousandths of a g: the book's "−1 m per 0.1 g above 1 g" counted in
// floating point makes 1.3 g give (1.3 − 1) / 0.1 = 2.999… and so −2 instead of −3.

import { z } from "zod";
import type { DiceSource } from "../../../dice/index.js";
import type { WeaponRange } from "../attack/weapon.js";
import type { CharacterCheck } from "../character/check-effects.js";
import { refusal } from "../character/errors.js";
import type { DeOptions } from "../character/options.js";
import type { DeCharacter } from "../character/schema.js";
import { expandExpression, rollExpression } from "../check/expression.js";
import type { CheckOptions } from "../check/options.js";
import { countPer, divUp } from "../check/round.js";
import type { ConditionCatalog } from "../conditions/catalog.js";
import type { ConditionApplication } from "../conditions/state.js";
import { type DamageInstance, parseDamageInstance } from "../damage/instance.js";
import type { Environment as DamageEnvironment } from "../damage/target.js";
import { type CheckerView, type HealthCheck, rollHealthCheck } from "../health/roll.js";
import { type CheckedOutcome, fatigueCheck } from "../rules-of-play/fatigue.js";
import { fatigueCheckDc, MAX_FATIGUE } from "../rules-of-play/fatigue-table.js";
import { fail, ok, parseAs, type Result } from "../tracker/result.js";
import { DEFAULT_WORLD_OPTIONS, type WorldOptions } from "./options.js";

/** C.14: the book's sample toxicities (the GM may set others). */
export const TOXICITY_TABLE = {
  slight: { name: "Slight", damage: "1d4", dc: 7 },
  mild: { name: "Mild", damage: "1d6", dc: 10 },
  medium: { name: "Medium", damage: "2d4", dc: 13 },
  extreme: { name: "Extreme", damage: "2d6", dc: 16 },
} as const;
export type ToxicityLevel = keyof typeof TOXICITY_TABLE;

/** A toxicity the GM sets: the damage roll (a core dice expression) and the Endurance DC. */
const customToxicitySchema = z.strictObject({
  name: z.string().min(1).default("Custom"),
  damage: z.string().superRefine((text, ctx) => {
    try {
      expandExpression(text);
    } catch (e) {
      ctx.addIssue({ code: "custom", message: (e as Error).message });
    }
  }),
  dc: z.number().int(),
});
export type Toxicity = z.output<typeof customToxicitySchema>;

/** DE-ENV-1: the four atmosphere classes. */
export const atmosphereSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("breathable") }),
  z.strictObject({
    kind: z.literal("toxic"),
    toxicity: z.union([z.enum(["slight", "mild", "medium", "extreme"]), customToxicitySchema]),
    /** DE-ENV-6: whether anything in it can be breathed (if not, Asphyxiated as well). */
    breathable: z.boolean(),
  }),
  z.strictObject({ kind: z.literal("nonBreathable") }),
  z.strictObject({ kind: z.literal("vacuum") }),
]);
export type Atmosphere = z.output<typeof atmosphereSchema>;

export const environmentSchema = z
  .strictObject({
    name: z.string().min(1).optional(),
    atmosphere: atmosphereSchema.default({ kind: "breathable" }),
    /** In g; 0 is zero gravity. */
    gravity: z.number().min(0).finite().default(1),
    /** DE-ENV-13..16: submerged in water or another liquid. */
    underwater: z.boolean().default(false),
  })
  .superRefine((e, ctx) => {
    if (e.underwater && e.atmosphere.kind === "vacuum")
      ctx.addIssue({
        code: "custom",
        path: ["underwater"],
        message: "a place cannot be under water and in vacuum",
      });
  });
export type WorldEnvironment = z.output<typeof environmentSchema>;
export type WorldEnvironmentInput = z.input<typeof environmentSchema>;

export function parseEnvironment(raw: unknown): Result<WorldEnvironment> {
  return parseAs(environmentSchema, raw, ["environment"]);
}

/** What protects a character: its own air, a filter or seal against toxins, a pressure suit. */
export const protectionSchema = z.strictObject({
  /** An air supply: no Asphyxiated from vacuum or an unbreathable atmosphere. */
  breath: z.boolean().default(false),
  /** Equipment or preparation against the atmosphere's toxins (DE-ENV-5). */
  toxins: z.boolean().default(false),
  /** A pressure suit: no vacuum shock (DE-ENV-4). */
  pressure: z.boolean().default(false),
});
export type Protection = z.output<typeof protectionSchema>;
export type ProtectionInput = z.input<typeof protectionSchema>;

/** Protection with its defaults (every flag false unless given); validate at the boundary with the schema. */
function protectionOf(p: ProtectionInput): Protection {
  return { breath: p.breath === true, toxins: p.toxins === true, pressure: p.pressure === true };
}

// ── gravity (DE-ENV-2, 8..12) ──

// The gravity bands and the speed change live in gravity.ts (movement needs them, and this file
// needs the fatigue check, which needs movement: kept apart, no import runs in a circle).
export { effectiveGravity, type GravityClass, gravityClass, gravitySpeedModifier } from "./gravity.js";

import {
  type Band,
  effectiveGravity,
  type GravityClass,
  gravityClass,
  gravitySpeedModifier,
  milli,
} from "./gravity.js";

/** DE-ENV-9: low gravity gives advantage on every Strength check. */
export function strengthAdvantage(g: number, o: Band = DEFAULT_WORLD_OPTIONS): number {
  return gravityClass(g, o) === "low" ? 1 : 0;
}

/**
 * DE-ENV-11, DE-BULK-3: bulk rows lost at 2 g or more: one (the Decision), or under
 * `highGravityBulkRowLoss: "perG"` one for each whole g from 2 g on.
 */
export function bulkRowLoss(
  g: number,
  o: Band & Pick<WorldOptions, "highGravityBulkRowLoss"> = DEFAULT_WORLD_OPTIONS,
): number {
  const m = milli(g);
  if (gravityClass(g, o) !== "high" || m < 2000) return 0;
  return o.highGravityBulkRowLoss === "once" ? 1 : Math.floor(m / 1000) - 1;
}

/** DE-ENV-12: more than 1.5 g calls for an Endurance check after every hour. */
export function needsHourlyFatigueCheck(g: number, o: Band = DEFAULT_WORLD_OPTIONS): boolean {
  return gravityClass(g, o) === "high" && milli(g) > 1500;
}

/** DE-ENV-12: the DC; the Decision's default is the fatigue check's 15 + current level. */
export function highGravityFatigueDc(
  fatigueLevel: number,
  o: Pick<WorldOptions, "highGravityFatigueDC"> = DEFAULT_WORLD_OPTIONS,
): number {
  return o.highGravityFatigueDC ?? fatigueCheckDc(fatigueLevel);
}

/** DE-ENV-12: how many hourly checks fall due between `hoursBefore` and `hoursAfter` spent in it. */
export function hourlyChecksDue(hoursBefore: number, hoursAfter: number): number {
  return Math.max(0, Math.floor(hoursAfter) - Math.floor(hoursBefore));
}

/**
 * DE-ENV-12: `hours` more in this environment, after `hoursBefore` already spent in it. Every
 * completed hour above 1.5 g rolls the Endurance check at the level then (rules-of-play's fatigue
 * check, so the character's own modifiers and fatigue disadvantage apply); each failure adds a level.
 */
export function endureHighGravity(
  c: DeCharacter,
  env: WorldEnvironment,
  hoursBefore: number,
  hours: number,
  o: DeOptions & Pick<WorldOptions, "normalGravityBand" | "highGravityFatigueDC">,
  dice: DiceSource,
): CheckedOutcome {
  if (!(hours >= 0)) return refusal("invalid", ["hours"], `hours must be 0 or more (got ${hours})`);
  if (!needsHourlyFatigueCheck(env.gravity, o)) return { ok: true, character: c, changes: [], checks: [] };
  let cur = c;
  const changes: string[] = [];
  const checks: CharacterCheck[] = [];
  const due = hourlyChecksDue(hoursBefore, hoursBefore + hours);
  for (let i = 0; i < due && cur.fatigue < MAX_FATIGUE; i++) {
    const r = fatigueCheck(cur, o, dice, `an hour at ${env.gravity} g`, highGravityFatigueDc(cur.fatigue, o));
    if (!r.ok) return r;
    cur = r.character;
    changes.push(...r.changes);
    checks.push(...r.checks);
  }
  return { ok: true, character: cur, changes, checks };
}

// ── atmosphere (DE-ENV-3..7) ──

export function toxicityOf(a: Atmosphere): Toxicity | null {
  if (a.kind !== "toxic") return null;
  return typeof a.toxicity === "string" ? { ...TOXICITY_TABLE[a.toxicity] } : a.toxicity;
}

/**
 * DE-ENV-3, 5, 6: the conditions an atmosphere puts on an unprotected character: Asphyxiated in
 * vacuum or where nothing is breathable (unless it has its own air); Nauseated and Poisoned in a
 * toxic atmosphere (unless protected against its toxins). They last as long as their cause, so the
 * glue removes them (by `source`) when the character leaves.
 */
export function atmosphereConditions(a: Atmosphere, p: ProtectionInput = {}): ConditionApplication[] {
  const pr = protectionOf(p);
  const source = `atmosphere: ${a.kind}`;
  const out: ConditionApplication[] = [];
  if (a.kind === "toxic" && !pr.toxins)
    out.push({ condition: "nauseated", source }, { condition: "poisoned", source });
  const unbreathable =
    a.kind === "vacuum" || a.kind === "nonBreathable" || (a.kind === "toxic" && !a.breathable);
  if (unbreathable && !pr.breath) out.push({ condition: "asphyxiated", source });
  return out;
}

export interface VacuumShock {
  die: "1d10" | "1d6";
  amount: number;
  /** Straight to HP (Res for a Resilience character), for `applyDamage`. */
  damage: DamageInstance;
}

/**
 * DE-ENV-4: vacuum shock on a sudden move from an atmosphere into vacuum: 1d10 straight to HP with
 * air in the lungs, 1d6 if the character declared emptying them before exposure, always 1d6 without
 * lungs. We make it unresisted: it is the body's own fluids boiling, which armour cannot stop.
 */
export function vacuumShock(body: { lungs: boolean; clearedLungs: boolean }, dice: DiceSource): VacuumShock {
  const die = body.lungs && !body.clearedLungs ? "1d10" : "1d6";
  const amount = rollExpression(die, dice);
  const damage = parseDamageInstance({
    source: "vacuum shock",
    parts: [{ amount }],
    track: "direct",
    unresisted: true,
  });
  return { die, amount, damage };
}

/** DE-ENV-4: a sudden change from an atmosphere into vacuum shocks a character without a pressure suit. */
export function causesVacuumShock(
  from: Atmosphere,
  to: Atmosphere,
  sudden: boolean,
  p: ProtectionInput = {},
): boolean {
  return sudden && from.kind !== "vacuum" && to.kind === "vacuum" && !protectionOf(p).pressure;
}

/**
 * DE-ENV-7: when the toxic-atmosphere checks fall. The first is on the character's first turn as
 * the active character after exposure (`nextCheckAt` null until then), then every 10 initiative.
 */
export interface ToxicExposure {
  since: number;
  nextCheckAt: number | null;
}

export const TOXIC_CHECK_INTERVAL = 10;

export function startToxicExposure(now: number): ToxicExposure {
  return { since: now, nextCheckAt: null };
}

/** DE-ENV-7: is a check due now? `activeNow` says the character has just become the active character. */
export function toxicCheckDue(e: ToxicExposure, now: number, activeNow: boolean): boolean {
  return e.nextCheckAt === null ? activeNow && now >= e.since : now >= e.nextCheckAt;
}

/** DE-ENV-7: after a check, the next one is 10 initiative on (keeping the cadence if checks ran late). */
export function afterToxicCheck(e: ToxicExposure, now: number): ToxicExposure {
  return { ...e, nextCheckAt: (e.nextCheckAt ?? now) + TOXIC_CHECK_INTERVAL };
}

export interface ToxicCheck {
  toxicity: Toxicity;
  check: HealthCheck;
  /** The rolled damage on a failure (0 on a success). */
  amount: number;
  /** The Toxic damage for `applyDamage`, or null when the check held. */
  damage: DamageInstance | null;
}

/**
 * DE-ENV-7: the Endurance check against the atmosphere's DC, through the health layer's check
 * builder, so the character's conditions count — Poisoned, which the same atmosphere gives, makes
 * it with disadvantage. On a failure the toxicity's damage is rolled as Toxic damage.
 */
export function toxicCheck(
  view: CheckerView,
  atmosphere: Atmosphere,
  dice: DiceSource,
  o: Partial<CheckOptions> & { poisonedAffectsAttacks: boolean },
  now?: number,
  catalog?: ConditionCatalog,
): Result<ToxicCheck> {
  const toxicity = toxicityOf(atmosphere);
  if (!toxicity)
    return fail("invalid", ["atmosphere", "kind"], "only a toxic atmosphere calls for toxicity checks");
  const check = rollHealthCheck(
    view,
    { purpose: "conditionCheck", stat: "endurance", dc: toxicity.dc },
    dice,
    o,
    now,
    catalog,
  );
  if (check.success) return ok({ toxicity, check, amount: 0, damage: null });
  const amount = rollExpression(toxicity.damage, dice);
  const damage = parseDamageInstance({
    source: `${toxicity.name} toxic atmosphere`,
    parts: [{ amount, type: "toxic" }],
  });
  return ok({ toxicity, check, amount, damage });
}

// ── under water (DE-ENV-13..16) ──

/**
 * DE-ENV-14: most ranged weapons reach half as far under water (rounded up); the optimum band is
 * cut to fit. `halved` is the weapon's `underwaterRangeHalved` flag (Decision: true for ranged).
 */
export function underwaterRange(range: WeaponRange, halved = true): WeaponRange {
  if (!halved) return range;
  const max = divUp(range.max, 2);
  return { from: Math.min(range.from, max), to: Math.min(range.to, max), max };
}

/**
 * DE-ENV-15, DE-ENV-16: the flags the damage and conditions layers read (`DefenderView.environment`):
 * under water Flak ratings double and Burning is resisted and fades; in vacuum Burning fades per tick.
 */
export function damageEnvironment(env: WorldEnvironment): DamageEnvironment {
  return { underwater: env.underwater, vacuum: env.atmosphere.kind === "vacuum" };
}

// ── everything at once (DE-ENV-1) ──

export interface EnvironmentEffects {
  /** DE-ENV-1: atmosphere then gravity, as the book names places ("Non-Low"). */
  name: string;
  gravity: {
    class: GravityClass;
    /** What leap and other formulas divide by. */
    effective: number;
    speedModifier: number;
    strengthAdvantage: number;
    bulkRowLoss: number;
    hourlyFatigueCheck: boolean;
    /** DE-ENV-8: push-off movement applies. */
    zeroG: boolean;
  };
  /** Conditions the atmosphere gives an unprotected character (DE-ENV-3, 5, 6). */
  conditions: ConditionApplication[];
  /** Toxicity checks to schedule (DE-ENV-7), or null. */
  toxicity: Toxicity | null;
  underwater: boolean;
  damage: DamageEnvironment;
}

const ATMOSPHERE_WORD: Record<Atmosphere["kind"], string> = {
  breathable: "Normal",
  toxic: "Toxic",
  nonBreathable: "Unbreathable",
  vacuum: "Non",
};
const GRAVITY_WORD: Record<GravityClass, string> = {
  zero: "Zero",
  low: "Low",
  normal: "Normal",
  high: "High",
};

/** DE-ENV-1: "Normal-Normal", "Non-Low" (a lunar surface), "Toxic-High"…, "(underwater)" added. */
export function environmentName(env: WorldEnvironment, o: Band = DEFAULT_WORLD_OPTIONS): string {
  const base = `${ATMOSPHERE_WORD[env.atmosphere.kind]}-${GRAVITY_WORD[gravityClass(env.gravity, o)]}`;
  return env.underwater ? `${base} (underwater)` : base;
}

/** DE-ENV-1..16: what an environment does to a character with this protection. */
export function environmentEffects(
  env: WorldEnvironment,
  protection: ProtectionInput = {},
  o: Pick<
    WorldOptions,
    "normalGravityBand" | "highGravityBulkRowLoss" | "countingRounding"
  > = DEFAULT_WORLD_OPTIONS,
): EnvironmentEffects {
  const g = env.gravity;
  const cls = gravityClass(g, o);
  const pr = protectionOf(protection);
  return {
    name: env.name ?? environmentName(env, o),
    gravity: {
      class: cls,
      effective: effectiveGravity(g, o),
      speedModifier: gravitySpeedModifier(g, o),
      strengthAdvantage: strengthAdvantage(g, o),
      bulkRowLoss: bulkRowLoss(g, o),
      hourlyFatigueCheck: needsHourlyFatigueCheck(g, o),
      zeroG: cls === "zero",
    },
    conditions: atmosphereConditions(env.atmosphere, pr),
    toxicity: pr.toxins ? null : toxicityOf(env.atmosphere),
    underwater: env.underwater,
    damage: damageEnvironment(env),
  };
}
