// Health and damage (OBJ-STAT-2, OBJ-DMG-7..11). The sheet keeps two tallies, lethal (L) and
// non-lethal (N) damage taken: Health = 2 × STA − L − N, lethal Health = 2 × STA − L.
//   helpless     Health ≤ 0, lethal Health > 0
//   unconscious  Health ≤ −STA (not dead): every further point of damage is lethal
//   bleeding     lethal Health ≤ 0
//   dead         lethal Health ≤ −STA
// With `healthModel: single-track` the states come from one Health and the kind of the damage
// point that crossed 0 or −STA (a lethal point at or past a threshold makes it the lethal state).

import { ROLE } from "../data/attributes.js";
import type { DamageKind } from "../data/item.js";
import type { ObjOptions } from "../options/schema.js";
import { type Outcome, signed } from "./outcome.js";
import type { ObjCharacter } from "./schema.js";

export function stamina(c: ObjCharacter): number {
  return c.attributes[ROLE.toughness] ?? 0;
}

/** OBJ-STAT-2: twice Stamina. */
export function maxHealth(c: ObjCharacter): number {
  return 2 * stamina(c);
}

export function currentHealth(c: ObjCharacter): number {
  return maxHealth(c) - c.damage.lethal - c.damage.nonLethal;
}

export function lethalHealth(c: ObjCharacter): number {
  return maxHealth(c) - c.damage.lethal;
}

export interface HealthStates {
  helpless: boolean;
  unconscious: boolean;
  bleeding: boolean;
  dead: boolean;
}

export type Status = "active" | "helpless" | "bleeding" | "unconscious" | "dead";

export function healthStates(c: ObjCharacter, o: ObjOptions): HealthStates {
  const sta = stamina(c);
  const h = currentHealth(c);
  if (o.healthModel === "single-track") {
    const dead = h <= -sta && c.crossed.floor === "lethal";
    const bleeding = !dead && h <= 0 && c.crossed.zero === "lethal";
    return {
      dead,
      bleeding,
      unconscious: !dead && h <= -sta,
      helpless: !dead && !bleeding && h <= 0,
    };
  }
  const lh = lethalHealth(c);
  const dead = lh <= -sta;
  return {
    dead,
    bleeding: !dead && lh <= 0,
    unconscious: !dead && h <= -sta,
    helpless: !dead && h <= 0 && lh > 0,
  };
}

/** The one word a sheet shows, worst first. */
export function status(c: ObjCharacter, o: ObjOptions): Status {
  const s = healthStates(c, o);
  if (s.dead) return "dead";
  if (s.unconscious) return "unconscious";
  if (s.bleeding) return "bleeding";
  if (s.helpless) return "helpless";
  return "active";
}

/** Only a character on their feet can act: not helpless, bleeding, unconscious or dead. */
export function canAct(c: ObjCharacter, o: ObjOptions): boolean {
  return status(c, o) === "active";
}

/**
 * Applies damage point by point, so a blow that knocks someone out turns its remaining points lethal
 * (OBJ-DMG-9). Returns the new sheet and what happened.
 */
export function applyDamage(
  c: ObjCharacter,
  amount: number,
  kind: DamageKind,
  o: ObjOptions,
  source = "damage",
): Outcome {
  if (amount <= 0) return { character: c, changes: [`${c.name} takes no damage from ${source}`] };
  const sta = stamina(c);
  let lethal = c.damage.lethal;
  let nonLethal = c.damage.nonLethal;
  let crossed = { ...c.crossed };
  let converted = 0;
  const max = maxHealth(c);
  for (let i = 0; i < amount; i++) {
    const now: ObjCharacter = { ...c, damage: { lethal, nonLethal }, crossed };
    const knockedOut = healthStates(now, o).unconscious;
    const asLethal = kind === "lethal" || knockedOut;
    if (asLethal && kind !== "lethal") converted++;
    if (asLethal) lethal++;
    else nonLethal++;
    if (o.healthModel === "single-track") {
      const h = max - lethal - nonLethal;
      const k: DamageKind = asLethal ? "lethal" : "non-lethal";
      if (h <= 0 && (crossed.zero === null || k === "lethal")) crossed = { ...crossed, zero: k };
      if (h <= -sta && (crossed.floor === null || k === "lethal")) crossed = { ...crossed, floor: k };
    }
  }
  const next: ObjCharacter = { ...c, damage: { lethal, nonLethal }, crossed };
  const before = status(c, o);
  const after = status(next, o);
  const changes = [
    `${c.name} takes ${amount} ${kind} damage from ${source}${converted > 0 ? ` (${converted} of it lethal: unconscious)` : ""}: Health ${signed(currentHealth(c))} → ${signed(currentHealth(next))} of ${max}`,
  ];
  if (after !== before) changes.push(`${c.name} is now ${after}`);
  return { character: next, changes };
}

/** Forgets threshold crossings the character has healed back above (single-track model). */
export function settleCrossings(c: ObjCharacter): ObjCharacter {
  const h = currentHealth(c);
  const crossed = {
    zero: h > 0 ? null : c.crossed.zero,
    floor: h > -stamina(c) ? null : c.crossed.floor,
  };
  return crossed.zero === c.crossed.zero && crossed.floor === c.crossed.floor ? c : { ...c, crossed };
}
