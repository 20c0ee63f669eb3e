// The hand-off to the damage rules (../damage, another module): one plain damage instance per hit
// target, in the shape `parseDamageInstance` takes. The attack has done steps 1–3 of DE-ATK-7; the
// damage rules do the rest — the distance rule of the type (Concussive, Flak, Impulse), reductions
// (a Dodge's half, a parry), Endurance if resisted, EA last — and apply it to the trackers.

import type { OnHitCondition, TargetResult } from "./attack.js";
import type { ExplosionDamage } from "./explosion.js";

export interface DamagePartHandOff {
  amount: number;
  type: string | null;
  rating?: number;
  flakOffset?: number;
  /** Metres from the source, for the types whose damage depends on it. */
  distance?: number;
}

export interface DamageHandOff {
  source: string | null;
  parts: DamagePartHandOff[];
  resisted: boolean;
  unresisted: boolean;
  track: "normal" | "stun" | "direct";
  conditions: OnHitCondition[];
}

/** Damage types whose amount changes with distance (DE-DMG-5, 6, 9): the damage rules apply it. */
const BY_DISTANCE = new Set(["concussive", "flak", "impulse"]);

/** One hit target's damage instance (DE-DMG-16: Heavy multiples and Spray hits are one), or null on a miss. */
export function attackHandOff(
  r: TargetResult,
  ctx: { source?: string; distance?: number } = {},
): DamageHandOff | null {
  if (!r.hit || !r.damage) return null;
  const t = r.damage.type;
  const part: DamagePartHandOff = { amount: r.damage.amount, type: t.type };
  if (t.rating !== undefined) part.rating = t.rating;
  if (t.offset !== undefined) part.flakOffset = t.offset;
  if (ctx.distance !== undefined && BY_DISTANCE.has(t.type)) part.distance = ctx.distance;
  return {
    source: ctx.source ?? null,
    parts: [part],
    resisted: t.resisted,
    unresisted: t.unresisted,
    track: t.direct ? "direct" : t.stun ? "stun" : "normal",
    conditions: [...r.conditions],
  };
}

/**
 * DE-EXPLO-7: everything one explosion does to one character as one instance. The distances are
 * already taken off each hit (reflections included), so the parts carry none — passing them again
 * would take the metres off twice.
 */
export function explosionHandOff(d: ExplosionDamage, source: string | null = null): DamageHandOff | null {
  const parts = d.hits
    .filter((h) => h.damage > 0)
    .map((h) => ({
      amount: h.damage,
      type: h.type,
      ...(h.rating !== undefined ? { rating: h.rating } : {}),
    }));
  if (parts.length === 0) return null;
  return { source, parts, resisted: false, unresisted: false, track: "normal", conditions: [] };
}
