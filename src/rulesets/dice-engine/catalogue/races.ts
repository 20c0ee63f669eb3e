// Races are setting data (DE-GEN-2, DE-CREA-6). The core book defines none, so the engine ships one
// neutral "raceless" entry with the checklist's defaults (Decision under DE-CREA-6): base Stun 0, an
// organic body with eyes, ears, nose, skin and a taste organ, no Vibrosense, Medium size, HP and
// Stun trackers. The book gives no base speed for it; a setting race must state one, and the
// raceless entry takes the `racelessBaseSpeed` option (unset by default: speed is then unknown).

import { z } from "zod";
import { STATS, type Stat } from "../check/stats.js";
import { idSchema, RACE_TRAITS, type RaceTrait } from "./ids.js";

export const SIZES = ["tiny", "small", "medium", "large", "huge"] as const;
export type Size = (typeof SIZES)[number];

/** A race a setting module adds. Everything but id, name and baseSpeed has the raceless default. */
export const raceSchema = z.strictObject({
  id: idSchema,
  name: z.string().trim().min(1),
  description: z.string().default(""),
  /** DE-CREA-17: Stun a new character starts with before adding Endurance. */
  baseStun: z.number().int().min(0).default(0),
  /** DE-MOVE-1: metres; no core value, so a setting race must give one. */
  baseSpeed: z.number().int().min(0),
  size: z.enum(SIZES).default("medium"),
  traits: z.array(z.enum(RACE_TRAITS)).default(["organic", "eyes", "ears", "nose", "skin", "tasteOrgan"]),
  /** Vibrosense rating; null = the race has no Vibrosense. */
  vibrosense: z.number().int().min(0).nullable().default(null),
  /** DE-HEALTH-1, DE-RES-1: HP and Stun trackers, or a single Resilience tracker. */
  health: z.enum(["hpStun", "resilience"]).default("hpStun"),
  startingResilience: z.number().int().min(0).optional(),
  /** DE-CREA-6, DE-CREA-7: stat values before purchases (races may generate stats differently). */
  startingStats: z.partialRecord(z.enum(STATS), z.number().int()).default({}),
  /** DE-PERK-55: perks the race always has (e.g. a blind species). */
  innatePerks: z
    .array(z.strictObject({ perk: idSchema, rank: z.number().int().min(1).default(1) }))
    .default([]),
  immunities: z.array(idSchema).default([]),
  susceptibilities: z.array(idSchema).default([]),
  resiliences: z.array(idSchema).default([]),
  canBleed: z.boolean().default(true),
  hands: z.number().int().min(0).default(2),
});

export type RaceInput = z.input<typeof raceSchema>;
/** A race; `baseSpeed` is null only for the raceless default. */
export type RaceDef = Omit<z.output<typeof raceSchema>, "baseSpeed"> & { baseSpeed: number | null };

export const RACELESS_ID = "raceless";

/** The neutral default race (DE-CREA-6 Decision); `racelessBaseStun`/`racelessBaseSpeed` override it. */
export function racelessRace(o: { racelessBaseStun: number; racelessBaseSpeed: number | null }): RaceDef {
  const shape = raceSchema.parse({ id: RACELESS_ID, name: "No race (core defaults)", baseSpeed: 0 });
  return {
    ...shape,
    description: "The core rules with no setting race: an organic, Medium, five-sensed body.",
    baseStun: o.racelessBaseStun,
    baseSpeed: o.racelessBaseSpeed,
  };
}

export function raceHasTrait(r: RaceDef, t: RaceTrait): boolean {
  return t === "vibrosense" ? r.vibrosense !== null || r.traits.includes(t) : r.traits.includes(t);
}

export function raceTraits(r: RaceDef): RaceTrait[] {
  return RACE_TRAITS.filter((t) => raceHasTrait(r, t));
}

/** DE-CREA-7: a race's starting stat (0 unless the race says otherwise). */
export function raceStartingStat(r: RaceDef, s: Stat): number {
  return r.startingStats[s] ?? 0;
}
