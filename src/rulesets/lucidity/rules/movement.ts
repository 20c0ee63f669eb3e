// Moving and what actions cost (LUC-ACT-1..4, LUC-OPT-1, 3, 6, LUC-TRAIT-19, 24).

import { CRAWL_FEET, MOVE_FEET } from "../data/actions.js";

export interface MoveSpec {
  prone: boolean;
  /** Stands up from prone as part of the move. */
  standUp: boolean;
  /** Moves carefully to avoid opportunity attacks. */
  careful: boolean;
}

/**
 * LUC-OPT-6: 30 ft; a prone character who stays down crawls 10 ft; careful movement or standing up
 * halves the distance, once unless the halvings stack.
 */
export function moveFeet(m: MoveSpec, halvingStacks: boolean): number {
  const base = m.prone && !m.standUp ? CRAWL_FEET : MOVE_FEET;
  const halvings = (m.careful ? 1 : 0) + (m.prone && m.standUp ? 1 : 0);
  const times = halvingStacks ? halvings : Math.min(1, halvings);
  return base / 2 ** times;
}

export interface AttackCostSpec {
  melee: boolean;
  dualWielding: boolean;
  rapidStrikes: boolean;
  brawlerUnarmed: boolean;
}

/** LUC-OPT-1, 3, LUC-TRAIT-19, 24: melee 2 (1 dual-wielding, Rapid Strikes, Brawler unarmed); ranged 1. */
export function attackCost(s: AttackCostSpec): number {
  if (!s.melee || s.rapidStrikes) return 1;
  if (s.dualWielding || s.brawlerUnarmed) return 1;
  return 2;
}
