// Staying conscious at 0 Stun (DE-HEALTH-6, 7, 9): when damage takes Stun to 0, and again after every
// later damage instance while at 0 Stun and still awake, an Endurance check against 12 + missing HP
// (counted after that damage); failing it means 1d6 hours unconscious, unless Stun comes back sooner.

import type { HealthView, RuleContext } from "./context.js";
import type { Happening } from "./log.js";
import { rollD6, rollHealthCheck } from "./roll.js";
import type { TrackChange } from "./track.js";
import { type HpStunTrack, hoursToInitiative, type Vitals } from "./vitals.js";

export const CONSCIOUSNESS_CHECK = { stat: "endurance", dcBase: 12, hoursDie: 6 } as const;

/** DE-HEALTH-6: 12 + (max HP − current HP). */
export function consciousnessDc(track: HpStunTrack): number {
  return CONSCIOUSNESS_CHECK.dcBase + (track.maxHp - track.hp);
}

/**
 * DE-HEALTH-6/7/8: whether an instance that changed the trackers like this calls for the check. At
 * 0 HP the character is already unconscious and dying, so the death check replaces it; an
 * unconscious character has nothing left to lose to it.
 */
export function needsConsciousnessCheck(before: Vitals, change: TrackChange): boolean {
  if (change.track.kind !== "hpStun" || before.dead || before.unconscious !== null) return false;
  if (change.track.hp === 0) return false;
  return change.stunReachedZero || (change.stunWasZero && change.tookDamage);
}

/** Rolls the check; on a failure rolls 1d6 for the hours unconscious (DE-HEALTH-6). */
export function makeConsciousnessCheck<V extends HealthView>(
  view: V,
  ctx: RuleContext,
): { view: V; happenings: Happening[] } {
  const track = view.vitals.track;
  if (track.kind !== "hpStun") return { view, happenings: [] };
  const check = rollHealthCheck(
    view,
    { purpose: "consciousness", stat: CONSCIOUSNESS_CHECK.stat, dc: consciousnessDc(track) },
    ctx.dice,
    ctx.options,
    ctx.now,
    ctx.catalog,
  );
  const happenings: Happening[] = [{ kind: "check", at: ctx.now, check }];
  if (check.success) return { view, happenings };
  const hours = rollD6(ctx.dice, "hours unconscious");
  const until = ctx.now + hoursToInitiative(hours);
  happenings.push(
    { kind: "dice", at: ctx.now, what: "hours unconscious", faces: [hours], total: hours },
    { kind: "unconscious", at: ctx.now, cause: "stun", until },
  );
  return {
    view: { ...view, vitals: { ...view.vitals, unconscious: { cause: "stun", since: ctx.now, until } } },
    happenings,
  };
}
