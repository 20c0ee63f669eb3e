// The trackers' arithmetic (DE-HEALTH-2..5, DE-DMG-11..13, DE-RES-1) and healing that keeps every
// current value between 0 and its maximum. What damage *triggers* (consciousness and death checks)
// is decided in consequences.ts from the change reported here, after the whole instance is applied
// (DE-HEALTH-10).

import type { DamageTrack } from "../damage/types.js";
import type { Happening } from "./log.js";
import type { Track, Vitals } from "./vitals.js";

export interface TrackChange {
  track: Track;
  stunLost: number;
  hpLost: number;
  resLost: number;
  /** This instance took Stun from above 0 to 0 (DE-HEALTH-6). */
  stunReachedZero: boolean;
  /** Stun was already 0 when the instance landed (DE-HEALTH-7). */
  stunWasZero: boolean;
  /** HP or Res went from above 0 to 0 (DE-HEALTH-8, DE-RES-5). */
  lifeReachedZero: boolean;
  /** HP or Res was 0 before the instance (DE-DEATH-4). */
  lifeWasZero: boolean;
  /**
   * Whether the character "took damage" for the rules that fire on it. Any instance that still has
   * damage after every reduction counts, except Stun damage on a Resilience character, which does
   * nothing at all (DE-DMG-13).
   */
  tookDamage: boolean;
}

/**
 * Applies one instance's final damage to the trackers.
 *
 * - normal: Stun first (DE-HEALTH-3). Damage beyond the Stun left zeroes it and costs exactly 1 HP
 *   with `stunOverflow: "oneHp"` (DE-HEALTH-4), or the rest in full with "full"; at 0 Stun everything
 *   goes to HP (DE-HEALTH-5).
 * - stun: Stun only, never HP (DE-DMG-11); nothing on Resilience (DE-DMG-13).
 * - direct: HP only, Stun untouched (DE-DMG-12).
 * A Resilience tracker takes normal and direct damage alike (DE-RES-1). Nothing goes below 0
 * (DE-HEALTH-8).
 */
export function damageTrack(
  track: Track,
  amount: number,
  mode: DamageTrack,
  opts: { stunOverflow: "oneHp" | "full" },
): TrackChange {
  const none = { stunLost: 0, hpLost: 0, resLost: 0, stunReachedZero: false };
  if (track.kind === "resilience") {
    const wasZero = track.res === 0;
    if (mode === "stun" || amount <= 0) {
      return {
        track,
        ...none,
        stunWasZero: false,
        lifeReachedZero: false,
        lifeWasZero: wasZero,
        tookDamage: false,
      };
    }
    const res = Math.max(0, track.res - amount);
    return {
      track: { ...track, res },
      ...none,
      resLost: track.res - res,
      stunWasZero: false,
      lifeReachedZero: !wasZero && res === 0,
      lifeWasZero: wasZero,
      tookDamage: true,
    };
  }

  const stunWasZero = track.stun === 0;
  const lifeWasZero = track.hp === 0;
  let stun = track.stun;
  let hpDamage = 0;
  if (amount > 0) {
    if (mode === "direct") hpDamage = amount;
    else if (mode === "stun") stun = Math.max(0, stun - amount);
    else if (stun === 0) hpDamage = amount;
    else if (amount <= stun) stun -= amount;
    else {
      const excess = amount - stun;
      stun = 0;
      hpDamage = opts.stunOverflow === "oneHp" ? 1 : excess;
    }
  }
  const hp = Math.max(0, track.hp - hpDamage);
  return {
    track: { ...track, hp, stun },
    stunLost: track.stun - stun,
    hpLost: track.hp - hp,
    resLost: 0,
    stunReachedZero: !stunWasZero && stun === 0,
    stunWasZero,
    lifeReachedZero: !lifeWasZero && hp === 0,
    lifeWasZero,
    tookDamage: amount > 0,
  };
}

export interface Healed {
  vitals: Vitals;
  gained: number;
  happenings: Happening[];
}

/**
 * DE-HEALTH-2, DE-DEATH-8: HP rises, never above its maximum. Leaving 0 HP ends the dying state: the
 * tallies reset (option `deathTallyResetOnRecovery`) and periodic checks stop; a character that was
 * unconscious only because it was dying stays unconscious until it has Stun again (the 0-Stun rule,
 * DE-HEALTH-9) unless it already has some.
 */
export function healHp(
  v: Vitals,
  amount: number,
  now: number,
  source: string,
  opts: { deathTallyResetOnRecovery: boolean },
): Healed {
  if (v.track.kind !== "hpStun" || v.dead || amount <= 0) return { vitals: v, gained: 0, happenings: [] };
  const hp = Math.min(v.track.maxHp, v.track.hp + amount);
  const gained = hp - v.track.hp;
  if (gained === 0) return { vitals: v, gained: 0, happenings: [] };
  const happenings: Happening[] = [{ kind: "healed", at: now, what: "hp", amount: gained, source }];
  let next: Vitals = { ...v, track: { ...v.track, hp } };
  if (v.track.hp === 0) {
    next = leaveZero(next, opts);
    if (next.unconscious?.cause === "dying") {
      if (v.track.stun > 0) {
        happenings.push({ kind: "woke", at: now, cause: "dying" });
        next = { ...next, unconscious: null };
      } else {
        next = { ...next, unconscious: { ...next.unconscious, cause: "stun", until: null } };
      }
    }
  }
  return { vitals: next, gained, happenings };
}

/** DE-HEALTH-2, DE-HEALTH-9: Stun rises (never above max); any Stun wakes a 0-Stun sleeper. */
export function healStun(v: Vitals, amount: number, now: number, source: string): Healed {
  if (v.track.kind !== "hpStun" || v.dead || amount <= 0) return { vitals: v, gained: 0, happenings: [] };
  const stun = Math.min(v.track.maxStun, v.track.stun + amount);
  const gained = stun - v.track.stun;
  if (gained === 0) return { vitals: v, gained: 0, happenings: [] };
  const happenings: Happening[] = [{ kind: "healed", at: now, what: "stun", amount: gained, source }];
  let next: Vitals = { ...v, track: { ...v.track, stun } };
  if (next.unconscious?.cause === "stun") {
    happenings.push({ kind: "woke", at: now, cause: "stun" });
    next = { ...next, unconscious: null };
  }
  return { vitals: next, gained, happenings };
}

/**
 * DE-RES-5, DE-DEATH-7, DE-DEATH-8: Res rises (never above max). Reaching 1 Res again is the only way
 * a Resilience character at 0 wakes up; it also ends the dying state.
 */
export function healRes(
  v: Vitals,
  amount: number,
  now: number,
  source: string,
  opts: { deathTallyResetOnRecovery: boolean },
): Healed {
  if (v.track.kind !== "resilience" || v.dead || amount <= 0) return { vitals: v, gained: 0, happenings: [] };
  const res = Math.min(v.track.maxRes, v.track.res + amount);
  const gained = res - v.track.res;
  if (gained === 0) return { vitals: v, gained: 0, happenings: [] };
  const happenings: Happening[] = [{ kind: "healed", at: now, what: "res", amount: gained, source }];
  let next: Vitals = { ...v, track: { ...v.track, res } };
  if (v.track.res === 0) {
    next = leaveZero(next, opts);
    if (next.unconscious?.cause === "resilience") {
      happenings.push({ kind: "woke", at: now, cause: "resilience" });
      next = { ...next, unconscious: null };
    }
  }
  return { vitals: next, gained, happenings };
}

/** DE-DEATH-8: above 0 again, the dying episode is over. */
function leaveZero(v: Vitals, opts: { deathTallyResetOnRecovery: boolean }): Vitals {
  const death = opts.deathTallyResetOnRecovery
    ? { successes: 0, failures: 0, stabilised: false, nextCheckAt: null, resuscitationTried: false }
    : { ...v.death, stabilised: false, nextCheckAt: null, resuscitationTried: false };
  return { ...v, death, firstAidChecks: 0 };
}
