// Senses (checklist §14): what light, obstruction and lost senses do to a perception check, and how
// far Vibrosense reaches through the materials between a character and what it feels. The results
// are levels of advantage and disadvantage (or an automatic failure) for the check builder; the
// perks that act on one sense (Perceptive Vision, Half-Blind, Blind…) are applied there.

import { z } from "zod";
import { SENSES, type Sense } from "../catalogue/effects.js";
import { OTHER_COST_ROWS } from "../tracker/costs.js";
import { fail, ok, parseAs, type Result } from "../tracker/result.js";
import { DEFAULT_WORLD_OPTIONS, type WorldOptions } from "./options.js";

export type { Sense };

/** DE-SENSE-2: light on what is looked at. */
export const LIGHT_LEVELS = ["bright", "dim", "unlit"] as const;
export type LightLevel = (typeof LIGHT_LEVELS)[number];

/** DE-SENSE-3: obstruction between the eye and what it looks for, and its levels of disadvantage. */
export const OBSTRUCTION_LEVELS = { none: 0, light: 1, moderate: 2, heavy: 3 } as const;
export type Obstruction = keyof typeof OBSTRUCTION_LEVELS;

const senses = z.array(z.enum(SENSES)).default([]);

export const perceptionSituationSchema = z.strictObject({
  /** The senses this creature would normally use to perceive this (what the check relies on). */
  uses: z.array(z.enum(SENSES)).min(1),
  /** DE-SENSE-1: senses taken away here (a blindfold, a sense switched off, DE-SENSE-7). */
  removed: senses,
  /** DE-SENSE-1: senses still working but obscured (a loud room for hearing). */
  obscured: senses,
  /** DE-SENSE-2. */
  light: z.enum(LIGHT_LEVELS).default("bright"),
  /** DE-SENSE-3, with the cause, for perks and items that remove levels from some causes only. */
  obstruction: z
    .strictObject({
      level: z.enum(["none", "light", "moderate", "heavy"]).default("none"),
      cause: z.string().min(1).optional(),
    })
    .prefault({}),
  /** DE-SENSE-3: levels of obstruction a perk or item removes; `causes` absent = any cause. */
  obstructionRelief: z
    .array(
      z.strictObject({
        source: z.string().min(1),
        levels: z.number().int().min(1),
        causes: z.array(z.string().min(1)).optional(),
      }),
    )
    .default([]),
  /** DE-SENSE-4: the GM's extra disadvantage on sight for great distance or something tiny. */
  sightDisadvantage: z.number().int().min(0).default(0),
  /** DE-SENSE-5: the GM's levels for a sound that stands out from, or blends into, the background. */
  hearingAdvantage: z.number().int().min(0).default(0),
  hearingDisadvantage: z.number().int().min(0).default(0),
});
export type PerceptionSituation = z.output<typeof perceptionSituationSchema>;
export type PerceptionSituationInput = z.input<typeof perceptionSituationSchema>;

export interface PerceptionLevels {
  advantage: number;
  disadvantage: number;
  /** No sense the check relies on can work here: it fails without a roll. */
  autoFail: boolean;
  /** The senses the check can still use. */
  usable: Sense[];
  /** The senses lost or obscured (DE-SENSE-1). */
  impaired: Sense[];
  /** One line per level, for the roll log. */
  sources: string[];
}

/**
 * DE-SENSE-1..5: the levels a perception check gets from its surroundings. Darkness takes sight
 * away (DE-SENSE-2); any sense taken away or obscured costs one level in all (option
 * `senseLossDisadvantage: "perSense"`: one each); if no sense is left the check fails outright (the
 * sight-only character in an unlit room). Dimness, obstruction and the GM's sight levels apply only
 * while sight is still one of the senses used; the GM's hearing levels only while hearing is.
 */
export function perceptionLevels(
  raw: PerceptionSituationInput,
  o: Pick<WorldOptions, "senseLossDisadvantage"> = DEFAULT_WORLD_OPTIONS,
): Result<PerceptionLevels> {
  const r = parseAs(perceptionSituationSchema, raw, ["perception"]);
  if (!r.ok) return r;
  const s = r.value;
  const gone = new Set<Sense>(s.removed);
  if (s.light === "unlit") gone.add("sight");
  const uses = [...new Set(s.uses)];
  const usable = uses.filter((x) => !gone.has(x));
  const impaired = uses.filter((x) => gone.has(x) || s.obscured.includes(x));
  const sources: string[] = [];
  let advantage = 0;
  let disadvantage = 0;
  if (usable.length === 0)
    return ok({
      advantage: 0,
      disadvantage: 0,
      autoFail: true,
      usable,
      impaired,
      sources: [`no usable sense (${impaired.join(", ")} lost): automatic failure`],
    });
  if (impaired.length > 0) {
    const levels = o.senseLossDisadvantage === "perSense" ? impaired.length : 1;
    disadvantage += levels;
    sources.push(`${impaired.join(" and ")} lost or obscured: ${levels} disadvantage`);
  }
  if (usable.includes("sight")) {
    if (s.light === "dim") {
      disadvantage += 1;
      sources.push("dim light: 1 disadvantage");
    }
    const relief = s.obstructionRelief
      .filter(
        (x) =>
          x.causes === undefined ||
          (s.obstruction.cause !== undefined && x.causes.includes(s.obstruction.cause)),
      )
      .reduce((sum, x) => sum + x.levels, 0);
    const obstruction = Math.max(0, OBSTRUCTION_LEVELS[s.obstruction.level] - relief);
    if (obstruction > 0) {
      disadvantage += obstruction;
      sources.push(
        `${s.obstruction.level} obstruction: ${obstruction} disadvantage${relief > 0 ? ` (${relief} removed)` : ""}`,
      );
    }
    if (s.sightDisadvantage > 0) {
      disadvantage += s.sightDisadvantage;
      sources.push(`distance or size (GM): ${s.sightDisadvantage} disadvantage`);
    }
  }
  if (usable.includes("hearing")) {
    if (s.hearingAdvantage > 0) {
      advantage += s.hearingAdvantage;
      sources.push(`distinct sound (GM): ${s.hearingAdvantage} advantage`);
    }
    if (s.hearingDisadvantage > 0) {
      disadvantage += s.hearingDisadvantage;
      sources.push(`indistinct sound (GM): ${s.hearingDisadvantage} disadvantage`);
    }
  }
  return ok({ advantage, disadvantage, autoFail: false, usable, impaired, sources });
}

// ── sight or Vibrosense (DE-SENSE-7) ──

export type SeeingMode = "sight" | "vibrosense";

/** The tracker's price for switching (C.10), so the two tables cannot disagree. */
export const SWITCH_SENSE_COST = OTHER_COST_ROWS.find((c) => c.id === "switchSense")!.cost as number;

/**
 * DE-SENSE-7: sight and Vibrosense are never used together; switching between them costs 1
 * initiative, staying costs nothing. The sense not in use counts as removed (DE-SENSE-1).
 */
export function switchSeeingMode(
  current: SeeingMode,
  wanted: SeeingMode,
): { mode: SeeingMode; initiative: number } {
  return { mode: wanted, initiative: current === wanted ? 0 : SWITCH_SENSE_COST };
}

/** DE-SENSE-7: the sense that is off while the other is in use, for `removed` above. */
export function idleSense(mode: SeeingMode): SeeingMode {
  return mode === "sight" ? "vibrosense" : "sight";
}

// ── damping (DE-SENSE-8..10, C.13) ──

export interface DampingMaterial {
  id: string;
  name: string;
  /** Metres of material the rating is quoted for. */
  reference: number;
  /** Infinity blocks Vibrosense completely. */
  rating: number;
}

/** C.13: the book's sample materials; a setting may bring more. */
export const DAMPING_MATERIALS: readonly DampingMaterial[] = [
  { id: "brickAndMortar", name: "Brick and mortar wall", reference: 0.1, rating: 4 },
  { id: "solidStone", name: "Solid stone", reference: 1, rating: 8 },
  { id: "durasteel", name: "Durasteel", reference: 0.05, rating: 10 },
  { id: "aeroliteFoam", name: "Aerolite sound damping foam", reference: 0.01, rating: 10 },
  { id: "freshWater", name: "Fresh water", reference: 1, rating: 7 },
  { id: "hardVacuum", name: "Hard vacuum", reference: 0.001, rating: Number.POSITIVE_INFINITY },
];

/** A barrier a vibration crosses: a material from the table, or a rating given directly. */
export const barrierSchema = z.union([
  z.strictObject({
    material: z.string().min(1),
    /** Metres; only read under `dampingScalesWithThickness`. */
    thickness: z.number().positive().finite().optional(),
  }),
  z.strictObject({
    /** A rating, or "blocks" for an infinite one (JSON has no ∞). */
    damping: z.union([z.number().min(0).finite(), z.literal("blocks")]),
  }),
]);
export type Barrier = z.input<typeof barrierSchema>;

/** Whole micrometres, so ⌈1.1 m ÷ 0.1 m⌉ is 11 and not 12 as binary floating point would make it. */
const micro = (m: number) => Math.round(m * 1e6);

/**
 * DE-SENSE-10: a barrier's damping. The Decision makes it the material's rating whatever its
 * thickness; under `dampingScalesWithThickness` it is the rating × ⌈thickness ÷ reference⌉.
 */
export function barrierDamping(
  raw: Barrier,
  o: Pick<WorldOptions, "dampingScalesWithThickness"> = DEFAULT_WORLD_OPTIONS,
  materials: readonly DampingMaterial[] = DAMPING_MATERIALS,
): Result<number> {
  const r = parseAs(barrierSchema, raw, ["barrier"]);
  if (!r.ok) return r;
  const b = r.value;
  if ("damping" in b) return ok(b.damping === "blocks" ? Number.POSITIVE_INFINITY : b.damping);
  const m = materials.find((x) => x.id === b.material);
  if (!m) return fail("not_found", ["barrier", "material"], `no damping rating is known for "${b.material}"`);
  if (!o.dampingScalesWithThickness || b.thickness === undefined || m.rating === Number.POSITIVE_INFINITY)
    return ok(m.rating);
  const times = Math.ceil(micro(b.thickness) / micro(m.reference));
  return ok(m.rating * times);
}

export const vibrationPathSchema = z.strictObject({
  /** The character's Vibrosense rating (race data, raised by Vibration Awareness). */
  rating: z.number().min(0),
  /** DE-SENSE-6: touching the surface the vibration runs through. */
  contact: z.boolean(),
  /** Metres from the point of contact to what is felt, along the path the vibration takes. */
  distance: z.number().min(0).finite(),
  /** The materials crossed on the way (walls, doors, water). */
  barriers: z.array(z.unknown()).default([]),
  /** DE-SENSE-6: the path runs through air or another gas. */
  throughGas: z.boolean().default(false),
  /** DE-SENSE-9: the character, or the path, is inside a damping field. */
  dampingField: z.boolean().default(false),
});
export type VibrationPathInput = z.input<typeof vibrationPathSchema>;

export interface VibrationReading {
  sensed: boolean;
  /** How far a vibration can come from along this path: rating − the damping crossed (0 when blocked). */
  reach: number;
  why: string;
}

/**
 * DE-SENSE-6, 8, 9: whether a vibration is felt. It needs contact with a surface and never crosses
 * a gas; a damping field or hard vacuum blocks it; every barrier crossed takes its damping off the
 * rating, and the source must be within what is left (inclusive, DE-MAP-8).
 */
export function senseVibration(
  raw: VibrationPathInput,
  o: Pick<WorldOptions, "dampingScalesWithThickness"> = DEFAULT_WORLD_OPTIONS,
  materials: readonly DampingMaterial[] = DAMPING_MATERIALS,
): Result<VibrationReading> {
  const r = parseAs(vibrationPathSchema, raw, ["vibration"]);
  if (!r.ok) return r;
  const p = r.value;
  if (!p.contact) return ok({ sensed: false, reach: 0, why: "no contact with a surface" });
  if (p.throughGas) return ok({ sensed: false, reach: 0, why: "vibrations do not travel through gas" });
  if (p.dampingField) return ok({ sensed: false, reach: 0, why: "inside a damping field" });
  let damping = 0;
  for (const [i, b] of p.barriers.entries()) {
    const d = barrierDamping(b as Barrier, o, materials);
    if (!d.ok)
      return fail(d.error.code, ["vibration", "barriers", i, ...d.error.path.slice(1)], d.error.message);
    damping += d.value;
  }
  if (damping === Number.POSITIVE_INFINITY) return ok({ sensed: false, reach: 0, why: "blocked completely" });
  // Compared unclamped: a barrier damping more than the rating leaves nothing to feel beyond it.
  const left = p.rating - damping;
  const reach = Math.max(0, left);
  const sensed = p.distance <= left;
  return ok({
    sensed,
    reach,
    why: sensed
      ? `within ${reach} m`
      : `${p.distance} m is beyond the ${reach} m left after damping ${damping}`,
  });
}

/**
 * DE-SENSE-8's worked example as a function: standing `distanceToBarrier` metres from a barrier of
 * this damping, how far the character feels on its own side (the full rating) and past the
 * barrier's far face (what the rating has left after the walk to the barrier, its thickness and its
 * damping; 0 = nothing on the far side).
 */
export function vibrosenseAcross(
  rating: number,
  distanceToBarrier: number,
  damping: number,
  thickness = 0,
): { nearSide: number; farSide: number } {
  return { nearSide: rating, farSide: Math.max(0, rating - damping - distanceToBarrier - thickness) };
}
