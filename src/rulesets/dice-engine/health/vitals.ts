// A character's health as plain data (checklist §24): the trackers (HP + Stun, or a single
// Resilience tracker, DE-HEALTH-1), unconsciousness with its own end trigger (DE-COND-34), the
// death-check tallies, death, stun dice and pending First Aid. Times are tracker initiative
// (2 initiative = 1 second, DE-INIT-10), so "1d6 hours" is a point on the same timeline as combat.

import { z } from "zod";
import { fromZod } from "../../../engine/errors.js";

/** DE-INIT-10: 2 initiative = 1 second. */
export const INITIATIVE_PER_SECOND = 2;
export const INITIATIVE_PER_MINUTE = 120;
export const INITIATIVE_PER_HOUR = 7200;

export const minutesToInitiative = (m: number) => m * INITIATIVE_PER_MINUTE;
export const hoursToInitiative = (h: number) => h * INITIATIVE_PER_HOUR;

const count = z.number().int().min(0);

export const hpStunTrackSchema = z.strictObject({
  kind: z.literal("hpStun"),
  hp: count,
  maxHp: count,
  stun: count,
  maxStun: count,
});
export const resilienceTrackSchema = z.strictObject({
  kind: z.literal("resilience"),
  res: count,
  maxRes: count,
});
export const trackSchema = z.discriminatedUnion("kind", [hpStunTrackSchema, resilienceTrackSchema]);
export type HpStunTrack = z.output<typeof hpStunTrackSchema>;
export type ResilienceTrack = z.output<typeof resilienceTrackSchema>;
export type Track = z.output<typeof trackSchema>;

/** Why a character is unconscious decides what wakes it (DE-HEALTH-9, DE-DEATH-6/7, DE-RES-5). */
export const UNCONSCIOUS_CAUSES = [
  "stun",
  "dying",
  "stabilised",
  "resilience",
  "asphyxiation",
  "other",
] as const;
export type UnconsciousCause = (typeof UNCONSCIOUS_CAUSES)[number];

export const unconsciousSchema = z.strictObject({
  cause: z.enum(UNCONSCIOUS_CAUSES),
  since: z.number(),
  /** When it ends by itself; null = only its trigger (Stun, Res, breath, the GM) ends it. */
  until: z.number().nullable(),
  /**
   * DE-PERK-69: a medic with Optimised Recovery has already halved this period. Left out until then,
   * so files written before the perk was wired read the same.
   */
  shortened: z.boolean().optional(),
});
export type Unconscious = z.output<typeof unconsciousSchema>;

export const deathTallySchema = z.strictObject({
  successes: z.number().int().min(0).max(3).default(0),
  failures: z.number().int().min(0).max(3).default(0),
  stabilised: z.boolean().default(false),
  /** The next periodic death check (every 10 initiative while dying, DE-DEATH-2); null otherwise. */
  nextCheckAt: z.number().nullable().default(null),
  /**
   * DE-PERK-73: Emergency Resuscitation was tried on this third failure. One try per death: a failed
   * try confirms it, so no second medic can roll again.
   */
  resuscitationTried: z.boolean().default(false),
});
export type DeathTally = z.output<typeof deathTallySchema>;

export const vitalsSchema = z
  .strictObject({
    track: trackSchema,
    unconscious: unconsciousSchema.nullable().default(null),
    death: deathTallySchema.prefault({}),
    dead: z.boolean().default(false),
    /** DE-HEAL-1: 1 + Stun ranks bought; `spent` come back on a long rest (DE-HEAL-4). */
    stunDice: z.strictObject({ max: count, spent: count }).default({ max: 1, spent: 0 }),
    /** DE-AID-2: death checks still to be rolled with First Aid's advantage. */
    firstAidChecks: count.default(0),
  })
  .superRefine((v, ctx) => {
    const t = v.track;
    if (t.kind === "hpStun") {
      if (t.hp > t.maxHp) ctx.addIssue({ code: "custom", path: ["track", "hp"], message: "above maxHp" });
      if (t.stun > t.maxStun)
        ctx.addIssue({ code: "custom", path: ["track", "stun"], message: "above maxStun" });
    } else if (t.res > t.maxRes) {
      ctx.addIssue({ code: "custom", path: ["track", "res"], message: "above maxRes" });
    }
    if (v.stunDice.spent > v.stunDice.max)
      ctx.addIssue({
        code: "custom",
        path: ["stunDice", "spent"],
        message: "more stun dice spent than owned",
      });
  });
export type Vitals = z.output<typeof vitalsSchema>;
export type VitalsInput = z.input<typeof vitalsSchema>;

/** Validates health data; throws an EngineError whose path names the field at fault. */
export function parseVitals(raw: unknown): Vitals {
  const r = vitalsSchema.safeParse(raw);
  if (!r.success) throw fromZod(r.error, "vitals");
  return r.data;
}

/** A healthy HP + Stun character (current = max). */
export function hpStunVitals(o: {
  maxHp: number;
  maxStun: number;
  hp?: number;
  stun?: number;
  /** DE-HEAL-1: Stun ranks bought; the character has 1 + this many stun dice. */
  stunRanks?: number;
}): Vitals {
  return parseVitals({
    track: {
      kind: "hpStun",
      maxHp: o.maxHp,
      maxStun: o.maxStun,
      hp: o.hp ?? o.maxHp,
      stun: o.stun ?? o.maxStun,
    },
    stunDice: { max: 1 + (o.stunRanks ?? 0), spent: 0 },
  });
}

/** DE-RES-1/2: a Resilience character has no stun dice. */
export function resilienceVitals(o: { maxRes: number; res?: number }): Vitals {
  return parseVitals({
    track: { kind: "resilience", maxRes: o.maxRes, res: o.res ?? o.maxRes },
    stunDice: { max: 0, spent: 0 },
  });
}

/** The value death checks watch: HP, or Res (DE-DEATH-2). */
export function lifeValue(t: Track): number {
  return t.kind === "hpStun" ? t.hp : t.res;
}

/** At 0 HP/Res, alive, and not yet stabilised: periodic death checks are due (DE-DEATH-2). */
export function isDying(v: Vitals): boolean {
  return !v.dead && lifeValue(v.track) === 0 && !v.death.stabilised;
}
