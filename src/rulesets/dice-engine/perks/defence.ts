// The perks that change how a character defends (DE-DV-12, DE-COND-4): which conditions its perks
// make it resilient to, and which stance perk is active at a moment. The DV bonuses themselves are
// worked out by `character/derive.ts`'s `dvModifiers`, which the defender view calls.

import type { PerkEffect } from "../catalogue/effects.js";

/** DE-COND-4, DE-PERK-43: the conditions a character's perks make it resilient to (Better Balance I: Prone). */
export function perkResiliences(effects: readonly PerkEffect[]): string[] {
  const out = new Set<string>();
  for (const e of effects) if (e.kind === "conditionResilience") out.add(e.condition);
  return [...out];
}

/** A stance entered with an attack (DE-PERK-22..25): its perk and the end of its window. */
export interface ActiveStance {
  perk: string;
  until: number;
}

/** DE-PERK-22..25: the stance still in force at `now` (its window is [entered, until)), or null. */
export function stanceAt(stance: ActiveStance | null, now: number): string | null {
  return stance && now < stance.until ? stance.perk : null;
}
