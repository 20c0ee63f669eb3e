// What an attack needs to know, as small plain views a later glue step fills from the character
// file, the DV rules and the map. Nothing here looks anything up: a stat is its value, a DV is a
// number, a distance is metres.

import type { RaceDef, Size } from "../catalogue/races.js";
import type { Training } from "../check/pool.js";
import type { AiBody } from "../damage/target.js";

export interface AttackerView {
  /** The value of the stat the weapon uses (or the one chosen, e.g. Martial Strike). */
  stat: number;
  /** Proficiency or Expertise in that stat (DE-PROF-*): d12s in the pool. */
  training?: Training;
  /** Summed levels from every source (conditions, perks, assassination, prone…), DE-ADV-*. */
  advantage?: number;
  disadvantage?: number;
  /** Other floating modifiers on the roll (stances, Momentum Master, GM calls). Never a focus. */
  modifiers?: number[];
  /** Per-die crit thresholds in roll order (DE-CRIT-10). */
  critThresholds?: number[];
  /** Flat on-hit damage bonuses (step 2 of DE-ATK-7: Deadly Descent's Agility…). */
  damageBonus?: number;
  /** Extra damage per semi-critical die on a hit (Brutal Swing: its rank), before doubling. */
  critDieDamageBonus?: number;
  /** That bonus once per critical hit instead of per die (option brutalSwingPerCritDie: false). */
  critDieDamageOnce?: boolean;
  /** + min(DoS, this) damage on a hit (Reckless Abandon: Strength); a static target gives this in full. */
  dosDamageCap?: number;
  /**
   * DE-PERK-31/32 (Lethal Edge): once the attack hits with the normal thresholds, up to `dice` kept
   * dice showing `threshold` or more count as critical.
   */
  lethalEdge?: { dice: number; threshold: number };
  /** DE-ACT-1 Decision: the weapon is readied when it is in the Held slot. Default true. */
  weaponReadied?: boolean;
}

export interface TargetView {
  /** Names the target for a Sustained chain. */
  id?: string;
  /** The DV that applies to this attack (Normal, Touch, Surprised, with cover), from the DV rules. */
  dv?: number;
  /** DE-ATK-9: a target with no DV (it cannot move, or cannot reasonably be missed). */
  static?: boolean;
}

/** DE-TYPE-5: the run of consecutive Sustained hits an attacker has going. */
export interface SustainedChain {
  weapon: string;
  target: string;
  hits: number;
  /** The attacker's initiative right after the last attack of the chain was paid for. */
  initiativeAfter: number;
}

export interface SustainedContext {
  chain: SustainedChain | null;
  /** The attacker's initiative now, before paying for this attack. */
  attackerInitiative: number;
  /** False when the target broke line of sight since the last attack. */
  lineOfSightKept?: boolean;
}

// ── the defender's body and perks, as the defender view carries them ──

/** What a race (and the perks on top) says about the body an attack or a condition meets. */
export interface DefenderBody {
  size: Size;
  /** DE-COND-2..4: by condition id. */
  immunities: string[];
  susceptibilities: string[];
  resiliences: string[];
  /** DE-COND-33. */
  canBleed: boolean;
  /** DE-GRAP-5, DE-COND-19. */
  aiBody: AiBody | null;
  /** DE-RES-1: a Resilience body (automatons and the like) rather than HP and Stun. */
  nonOrganic: boolean;
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z]/g, "");

/**
 * DE-GRAP-5, DE-COND-19: the book calls Hard Light and Soft Light AI bodies a setting flag, and the
 * race schema has no field for it, so a race whose id or name names one of them ("hardLight",
 * "Soft Light AI"…) is that body. Anything else is not an AI body.
 */
export function aiBodyOfRace(race: Pick<RaceDef, "id" | "name">): AiBody | null {
  for (const text of [race.id, race.name]) {
    const s = squash(text);
    if (s.includes("hardlight")) return "hardLight";
    if (s.includes("softlight")) return "softLight";
  }
  return null;
}

/** The defender's body from its race, with the condition resiliences its perks add (Better Balance I). */
export function bodyOfRace(race: RaceDef, perkResiliences: readonly string[] = []): DefenderBody {
  return {
    size: race.size,
    immunities: [...race.immunities],
    susceptibilities: [...race.susceptibilities],
    resiliences: [...new Set([...race.resiliences, ...perkResiliences])],
    canBleed: race.canBleed,
    aiBody: aiBodyOfRace(race),
    nonOrganic: !race.traits.includes("organic") || race.health === "resilience",
  };
}
