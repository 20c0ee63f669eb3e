// The defence side of an attack, read from the whole character: its three DV types (computeDefence
// over its armour, skills and DV modifiers) and the DV one attack meets, with the DV type and the
// advantage its conditions give the attacker (Surprised and Paralysed: Surprised DV; Blinded and
// Restrained: advantage) before armour piercing and cover. The attack layer rolls against `dv`.

import { attackAgainstModifiers } from "../conditions/effects.js";
import { type AttackAgainst, computeDefence, type Defence, type DvType, dvAgainst } from "../defence/dv.js";
import type { DefenderView } from "./target.js";

/** DE-DV-1..12 for a character view (PA, EA and all three DV types). */
export function defenceOf(view: DefenderView): Defence {
  return computeDefence({
    endurance: view.stats.endurance,
    agility: view.stats.agility,
    skills: view.skills,
    armour: view.armour,
    held: view.held,
    fortified: view.fortified,
    modifiers: view.dvModifiers,
  });
}

export interface AttackOnView extends Omit<AttackAgainst, "dvType"> {
  /** A DV type the attack itself asks for (a touch attack); a target's condition naming one overrides it. */
  dvType?: DvType;
}

export interface DvForAttack {
  dv: number;
  dvType: DvType;
  /** Levels of advantage the target's conditions give the attacker (DE-COND-13, 27). */
  attackerAdvantage: number;
  paRemoved: number;
  coverBonus: number;
}

/** DE-DV-6, 7, 10, 12, DE-COND-13, 23, 27, 30: the DV an attack meets at tracker time `now`. */
export function dvForAttack(view: DefenderView, attack: AttackOnView, now?: number): DvForAttack {
  const defence = defenceOf(view);
  const mods = attackAgainstModifiers(view, now);
  // A condition that names the DV attacks use (Surprised, Paralysed) decides it; otherwise the attack does.
  const dvType: DvType = mods.dvType !== "normal" ? mods.dvType : (attack.dvType ?? "normal");
  const r = dvAgainst(defence, { ...attack, dvType });
  return {
    dv: r.dv,
    dvType,
    attackerAdvantage: mods.advantage,
    paRemoved: r.paRemoved,
    coverBonus: r.coverBonus,
  };
}
