// What an attack needs to know, as small plain views a later glue step fills from the character
// file, the DV rules and the map. Nothing here looks anything up: a stat is its value, a DV is a
// number, a distance is metres.

import type { Training } from "../check/pool.js";

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
  /** + min(DoS, this) damage on a hit (Reckless Abandon: Strength); a static target gives this in full. */
  dosDamageCap?: number;
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
