// The stun die (DE-HEAL-1/2, DE-STUN-1/2): 1d6 + Endurance, never below 0. A character has one die
// plus one per Stun rank. Rolled only through the dice source it is given.

import type { DiceSource } from "../../../dice/index.js";
import type { DeCharacter } from "./schema.js";

const D6 = [1, 2, 3, 4, 5, 6] as const;

/** DE-HEAL-2: the stun die as text, for the sheet. */
export function stunDieText(c: Pick<DeCharacter, "stats">): string {
  const e = c.stats.endurance;
  return e === 0 ? "1d6" : e > 0 ? `1d6+${e}` : `1d6−${-e}`;
}

/** DE-HEAL-2: one stun die for this character, clamped at 0. */
export function stunDieRoll(c: Pick<DeCharacter, "stats">, dice: DiceSource, label = "stun die"): number {
  return Math.max(0, dice.roll(D6, `d6 (${label})`) + c.stats.endurance);
}

/** DE-HEAL-1: one die to start, one more per Stun rank. */
export function stunDiceCount(c: Pick<DeCharacter, "stunRanks">): number {
  return 1 + c.stunRanks.length;
}
