// Health, Energy and Lucidity between their bounds (LUC-LUC-2, 5, LUC-HP-3, LUC-EN-3, LUC-ZERO-1..3,
// 9), and the damage bookkeeping that Adrenaline Rush (per turn) and spell disruption (per round) need.

import type { LucidityOptions } from "../options/schema.js";
import { clampLucidity, lucidityFloor } from "../rules/lucidity.js";
import { takeDamage } from "../rules/zero.js";
import { hasLucidity, maxEnergy, maxHealth, maxLucidityOf } from "./derive.js";
import type { Outcome } from "./outcome.js";
import type { LucidityCharacter } from "./schema.js";
import { hasTrait } from "./traits.js";

/** Where in the encounter the damage lands: keys of the current turn and round (null outside one). */
export interface When {
  turn: string | null;
  round: string | null;
}

export const NO_ENCOUNTER: When = { turn: null, round: null };

export interface DamageOutcome extends Outcome {
  /** Health went from above 0 to 0 with this damage. */
  droppedToZero: boolean;
  /** An NPC without Lucidity reached 0 Health: defeated, the GM settles how (LUC-ZERO-1). */
  defeated: boolean;
  /** Damage taken within the current turn, this hit included (Adrenaline Rush, LUC-TRAIT-22). */
  damageInTurn: number;
  /** The casting time grew by a round (LUC-OPT-14). */
  disrupted: boolean;
}

/**
 * LUC-ZERO-1, 3: Health first, the rest off Lucidity. Damage taken while already at 0 marks the
 * character for the end-of-round Lucidity (CON) roll; the overflow of the hit that brought Health to
 * 0 only does so with `overflowTriggersCheck`.
 */
export function applyDamage(
  c: LucidityCharacter,
  amount: number,
  o: LucidityOptions,
  when: When,
  source: string,
): DamageOutcome {
  const luc = hasLucidity(c, o);
  const before = c.health;
  const v = takeDamage(c.health, c.lucidity, amount, lucidityFloor(o), luc);
  const t = c.effects.tracking;
  const sameTurn = when.turn !== null && t.turn === when.turn;
  const sameRound = when.round !== null && t.round === when.round;
  const damageInTurn = (sameTurn ? t.damageInTurn : 0) + amount;
  const damageInRound = (sameRound ? t.damageInRound : 0) + amount;
  const atZeroAlready = before === 0;
  const zeroHit =
    t.zeroHit || (luc && amount > 0 && (atZeroAlready || (o.overflowTriggersCheck && v.overflow > 0)));
  // LUC-OPT-14: 10 + CON in one round (or one hit) adds a round to the casting time, once per round.
  const threshold = 10 + c.attributes.CON;
  let casting = c.effects.casting;
  let disruptedRound = t.disruptedRound;
  let disrupted = false;
  const counted = o.castingDisruption === "per-round" ? damageInRound : amount;
  const already = when.round !== null && disruptedRound === when.round;
  if (casting && counted >= threshold && !already) {
    casting = { ...casting, roundsLeft: casting.roundsLeft + 1 };
    disruptedRound = when.round;
    disrupted = true;
  }
  const character: LucidityCharacter = {
    ...c,
    health: v.health,
    lucidity: v.lucidity,
    effects: {
      ...c.effects,
      casting,
      tracking: {
        turn: when.turn,
        damageInTurn,
        round: when.round,
        damageInRound,
        disruptedRound,
        zeroHit,
      },
    },
  };
  const changes = [`${c.name} takes ${amount} damage (${source}): Health ${before} → ${v.health}`];
  if (v.lucidityLost > 0)
    changes.push(`${c.name} loses ${v.lucidityLost} Lucidity past 0 Health: ${c.lucidity} → ${v.lucidity}`);
  if (luc && v.overflow > v.lucidityLost)
    changes.push(`${v.overflow - v.lucidityLost} damage is lost at the Lucidity floor`);
  if (!luc && v.overflow > 0) changes.push(`${v.overflow} damage past 0 Health is discarded (no Lucidity)`);
  if (disrupted)
    changes.push(`${c.name}'s spell takes a round longer (${counted} ≥ 10 + CON = ${threshold})`);
  const droppedToZero = before > 0 && v.health === 0;
  return {
    character,
    changes,
    droppedToZero,
    defeated: !luc && droppedToZero,
    damageInTurn,
    disrupted,
  };
}

/** Healing up to the maximum; an unconscious character wakes when Health rises above 0 (LUC-ZERO-9). */
export function heal(c: LucidityCharacter, amount: number, o: LucidityOptions, source: string): Outcome {
  const max = maxHealth(c, o);
  const health = Math.min(max, c.health + Math.max(0, amount));
  const changes = [`${c.name} heals ${health - c.health} (${source}): Health ${c.health} → ${health}`];
  let status = c.status;
  if (status === "unconscious" && health > 0 && c.effects.pending === null) {
    status = "conscious";
    changes.push(`${c.name} regains consciousness`);
  }
  return { character: { ...c, health, status }, changes };
}

/** Lucidity up or down, within floor … maximum (LUC-LUC-2). */
export function changeLucidity(
  c: LucidityCharacter,
  delta: number,
  o: LucidityOptions,
  why: string,
): Outcome {
  const lucidity = clampLucidity(c.lucidity + delta, maxLucidityOf(c), o);
  if (lucidity === c.lucidity)
    return { character: c, changes: [`${c.name}'s Lucidity stays ${c.lucidity} (${why})`] };
  return {
    character: { ...c, lucidity },
    changes: [`${c.name}'s Lucidity ${c.lucidity} → ${lucidity} (${why})`],
  };
}

/** Energy within 0 … maximum (LUC-EN-3); nothing in the book spends it, a setting may. */
export function changeEnergy(c: LucidityCharacter, delta: number, o: LucidityOptions, why: string): Outcome {
  const energy = Math.min(maxEnergy(c, o), Math.max(0, c.energy + delta));
  return { character: { ...c, energy }, changes: [`${c.name}'s Energy ${c.energy} → ${energy} (${why})`] };
}

/** Adrenaline Rush triggers on 10 or more damage within one turn (LUC-TRAIT-22). */
export function adrenalineTriggered(c: LucidityCharacter, damageInTurn: number): boolean {
  return hasTrait(c, "Adrenaline Rush") && damageInTurn >= 10;
}
