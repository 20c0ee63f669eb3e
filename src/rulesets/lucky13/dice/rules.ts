// Which dice may explode, how often, and which may implode, under the play mode (L13-EXPL-1..10).
// Shared by the roller and the odds so the two can never disagree.

import type { L13DiceOptions } from "./options.js";
import type { SlotRole } from "./spec.js";

export interface DieRule {
  /** How many explosion rerolls a die may chain: 0, 1 (Gritty) or Infinity (Cinematic). */
  maxRerolls: number;
  /** Whether a first face of 1 implodes this die. */
  implodes: boolean;
  /** Whether a 1 on an explosion reroll implodes it too (explosionRerollCanImplode). */
  rerollImplodes: boolean;
}

/**
 * The rule for one die. `overflow` is true for the dice a slot gained past d12; in Gritty mode only
 * the slot's own die is "the Ability die" (L13-EXPL-7). An initiative roll is a Reflex Ability die,
 * so in Gritty mode it explodes once like the ability slot (L13-EXPL-10).
 */
export function dieRule(role: SlotRole, overflow: boolean, o: L13DiceOptions): DieRule {
  if (o.playMode === "off") return { maxRerolls: 0, implodes: false, rerollImplodes: false };
  const abilityLike = role === "ability" || role === "initiative";
  const theAbilityDie = abilityLike && (!overflow || o.grittyOverflowExplodes);
  let maxRerolls: number;
  if (role === "damage" && !o.explodeOnDamage) maxRerolls = 0;
  else if (role === "initiative" && !o.explodeOnInitiative) maxRerolls = 0;
  else if (o.playMode === "cinematic") maxRerolls = Number.POSITIVE_INFINITY;
  else maxRerolls = theAbilityDie ? 1 : 0;
  // L13-EXPL-8: implosion touches every die in both modes unless grittyImplodeScope narrows it to
  // the same dice that may explode in Gritty mode.
  const implodes = o.playMode === "cinematic" || o.grittyImplodeScope === "allDice" || theAbilityDie;
  return { maxRerolls, implodes, rerollImplodes: implodes && o.explosionRerollCanImplode };
}
