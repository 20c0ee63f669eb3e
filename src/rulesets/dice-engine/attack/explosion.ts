// Explosions and Ace in the Hole (DE-EXPLO-*). An explosive deals flat damage less the metres of the
// shortest path from the character to its centre (Flak components lose their rating per metre
// instead). Under Ace in the Hole, concussive damage also reflects off surfaces the GM marks
// reflective: each reflection hits again from d + 2w, w being the character's distance to that
// surface. Everything one explosion does to one character is a single damage instance.

import { fail, ok, type Result } from "../tracker/result.js";
import type { AttackOptions } from "./options.js";

/** One kind of damage the explosive deals (weapon data): "25 concussive", "15 Flak:[3] Offset:[1]". */
export interface ExplosionComponent {
  type: string;
  damage: number;
  /** Flak:[X]: minus X per metre instead of 1. */
  flak?: number;
  /** Flak Offset:[Y]: the distance counts Y m less. */
  flakOffset?: number;
}

export interface Explosive {
  components: ExplosionComponent[];
  /** Its stated radius, if any: characters beyond it take nothing (DE-EXPLO-1). */
  radius?: number | null;
}

/** A wall or object near the character (DE-EXPLO-5: the GM decides which are reflective). */
export interface Surface {
  id: string;
  /** The character's distance to it, metres. */
  distance: number;
  reflective: boolean;
  /** DE-EXPLO-6: the character's distance to a reflective surface facing this one (a corridor). */
  opposite?: number;
}

export interface ExplosionHit {
  type: string;
  /** "direct", or the surface the damage last bounced off. */
  via: string;
  /** 0 for the direct hit, 1 for the first reflection, … */
  pass: number;
  distance: number;
  damage: number;
  /** Flak:[X] of a Flak component, which the damage rules need to name the type. */
  rating?: number;
}

export interface ExplosionDamage {
  hits: ExplosionHit[];
  /** Summed per damage type, and in all. */
  byType: Record<string, number>;
  total: number;
  /** DE-EXPLO-7, DE-DMG-16: one instance, so EA and "on taking damage" effects apply once. */
  instances: 1;
}

/** DE-EXPLO-1/2: one component's damage at `distance` metres of path. */
export function componentDamage(c: ExplosionComponent, distance: number): number {
  if (c.flak !== undefined)
    return Math.max(0, c.damage - c.flak * Math.max(0, distance - (c.flakOffset ?? 0)));
  return Math.max(0, c.damage - distance);
}

/**
 * DE-EXPLO-1..8: the damage one explosion deals to one character, given the shortest path to its
 * centre (the map layer measures it, around obstacles) and the surfaces around the character.
 * DE-EXPLO-6: with `aceInTheHoleMaxBounces` above 1, a reflection goes on between a surface and the
 * one opposite, each pass adding twice the distance to the next surface, until it deals nothing.
 */
export function explosionDamage(
  explosive: Explosive,
  distance: number,
  surfaces: readonly Surface[],
  opts: Pick<AttackOptions, "aceInTheHole" | "aceInTheHoleMaxBounces">,
): Result<ExplosionDamage> {
  if (!Number.isFinite(distance) || distance < 0)
    return fail("invalid", ["distance"], `a path length is metres ≥ 0, got ${distance}`);
  for (const [i, s] of surfaces.entries())
    if (!(s.distance >= 0))
      return fail("invalid", ["surfaces", i, "distance"], "a surface distance is metres ≥ 0");
  const hits: ExplosionHit[] = [];
  const outside = explosive.radius != null && distance > explosive.radius;
  if (!outside) {
    for (const c of explosive.components) {
      const rated = c.flak !== undefined ? { rating: c.flak } : {};
      hits.push({
        type: c.type,
        via: "direct",
        pass: 0,
        distance,
        damage: componentDamage(c, distance),
        ...rated,
      });
      // DE-EXPLO-4: only concussive damage reflects.
      if (!opts.aceInTheHole || c.type !== "concussive") continue;
      for (const s of surfaces) {
        if (!s.reflective) continue;
        let d = distance;
        for (let pass = 1; pass <= opts.aceInTheHoleMaxBounces; pass++) {
          // Odd passes bounce off this surface, even ones off the one opposite (if there is one).
          const w = pass % 2 === 1 ? s.distance : s.opposite;
          if (w === undefined) break;
          d += 2 * w;
          const damage = componentDamage(c, d);
          if (damage <= 0) break;
          hits.push({
            type: c.type,
            via: pass % 2 === 1 ? s.id : `${s.id}:opposite`,
            pass,
            distance: d,
            damage,
          });
        }
      }
    }
  }
  const byType: Record<string, number> = {};
  for (const h of hits) byType[h.type] = (byType[h.type] ?? 0) + h.damage;
  return ok({ hits, byType, total: hits.reduce((s, h) => s + h.damage, 0), instances: 1 });
}
