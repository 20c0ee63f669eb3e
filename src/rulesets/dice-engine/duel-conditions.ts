// Conditions in a Dice Engine duel (checklist §25): which of the core catalogue a weapon may inflict
// on a hit, what the duel says about them, and what happens to a side that drops while a condition
// still hurts it. The conditions rules themselves (conditions/) do all the work: resisting a condition
// on a hit (applyDamage → applyConditions), time passing (advanceTime), becoming active
// (onBecomeActive), standing up (standUp); this file only says which of them a duel can play.

import type { DiceSource } from "../../dice/index.js";
import { EngineError } from "../../engine/errors.js";
import type { Side } from "../../engine/facets/fight.js";
import type { Weapon } from "./attack/index.js";
import {
  advanceTime,
  CORE_CONDITIONS,
  conditionDef,
  conditionIdFromName,
  effectsOfKind,
} from "./conditions/index.js";
import { applyDamage } from "./damage/apply.js";
import { type DamageOptions, damageOptions, damageOptionsSchema } from "./damage/options.js";
import type { DefenderView } from "./damage/target.js";
import { probeOf } from "./duel-attacks.js";
import { DEATH_CHECK } from "./health/death.js";
import { isDying } from "./health/vitals.js";
import type { DiceEngineOptions } from "./options.js";

/**
 * The options the damage, health and conditions rules read, picked out of the ruleset's once: those
 * rules fill defaults in by copying whatever they are given at every call, so a duel hands them only
 * what they use (the values are the ruleset's own).
 */
export function ruleOptions(o: DiceEngineOptions): DamageOptions {
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(damageOptionsSchema.shape))
    if (key in o) picked[key] = (o as unknown as Record<string, unknown>)[key];
  return damageOptions(picked as Partial<DamageOptions>);
}

/** Core conditions a duel plays in full but that change nothing in it, and why. */
export const NO_EFFECT_IN_A_DUEL: Readonly<Record<string, string>> = {
  deafened: "it only weighs on perception, which a duel never checks",
  grappled: "it only stops movement, and nobody moves in a duel",
  nauseated: "it only weighs on Convince, Charisma, Logic and Intuition checks, which a duel never makes",
};

/** Core conditions a duel refuses to simulate, and why. */
export const NOT_IN_A_DUEL: Readonly<Record<string, string>> = {
  asphyxiated:
    "it ends only when its cause lets the character breathe, which a duel has no way to say, and the stats it lowers would change rolls the duel works out once",
};

const SEEN_NOTHING = " (a condition the rules do not know is a tag that does nothing)";

/**
 * The conditions `weapon` inflicts on a hit, checked: each must be one of the core catalogue a duel
 * plays. Returns the note that says what the weapon does; refusals name the weapon's field.
 */
export function onHitNote(weapon: Weapon, owner: string, path: (string | number)[]): string | null {
  if (weapon.onHit.length === 0) return null;
  const parts = weapon.onHit.map((c) => {
    if (!(c.condition in CORE_CONDITIONS)) {
      const known = conditionIdFromName(c.condition);
      throw new EngineError(
        "refused",
        `${weapon.name} inflicts "${c.condition}"${known ? `: the condition's id is "${known}"` : `, which is not a condition of the core catalogue${SEEN_NOTHING}`}`,
        path,
      );
    }
    const why = NOT_IN_A_DUEL[c.condition];
    if (why)
      throw new EngineError(
        "refused",
        `${weapon.name} inflicts ${conditionDef(c.condition).name}, which duels do not simulate: ${why}`,
        path,
      );
    const def = conditionDef(c.condition);
    const rated = def.rated ? `:[${c.rating ?? 1}]` : "";
    const lasting = c.duration !== undefined ? ` for ${c.duration} initiative` : "";
    const check = c.check ? `a DC ${c.check.dc} ${statName(c.check.stat)} check resists` : null;
    const none = NO_EFFECT_IN_A_DUEL[c.condition];
    const asides = [check, none ? `no effect in a duel: ${none}` : null].filter((x) => x !== null);
    return `${def.name}${rated}${lasting}${asides.length > 0 ? ` (${asides.join("; ")})` : ""}`;
  });
  return `${owner}'s ${weapon.name} inflicts on a hit: ${parts.join(", ")}`;
}

const statName = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** DE-COND-25: whether Prone spoils this weapon's attack rolls (it is neither Light nor Anchored). */
export function proneSpoils(weapon: Weapon): boolean {
  return effectsOfKind(conditionDef("prone"), "attackDisadvantage").some(
    (e) => !e.unlessWeapon.some((p) => weapon.properties.includes(p)),
  );
}

/** The most a side's Bleed or Burning can still deal once it has gone through Endurance and EA. */
export type Hurting = (side: Side, view: DefenderView) => boolean;

/**
 * Whether any periodic damage the character carries can still get through at its highest roll
 * (rating × the die, through the damage rules), memoised per side: Endurance may stop a small Bleed.
 */
export function hurting(o: DamageOptions): Hurting {
  const memo = new Map<string, boolean>();
  return (side, view) => {
    for (const c of view.conditions) {
      const e = effectsOfKind(conditionDef(c.condition), "periodicDamage")[0];
      if (!e) continue;
      const most = (c.rating ?? 1) * e.die;
      const key = `${side}|${c.condition}|${most}`;
      let hurts = memo.get(key);
      if (hurts === undefined) {
        const out = applyDamage(
          probeOf(view),
          {
            parts: [{ amount: most, type: e.damageType }],
            resisted: e.resisted,
            unresisted: e.unresisted,
            track: e.track,
          },
          { now: 0, dice: { roll: () => 0 }, options: o },
        );
        hurts = out.damage.final > 0;
        memo.set(key, hurts);
      }
      if (hurts) return true;
    }
    return false;
  };
}

/** A guard, not a rule: 10-initiative steps a fallen side is followed for (over 2 days). */
const MAX_STEPS = 20_000;

/**
 * DE-DEATH-2..6, DE-COND-14, 31: a side that dropped is left alone from tracker time `from`. Time runs
 * on for it through the conditions rules (`advanceTime`: its death checks every 10 initiative, its
 * Bleed and Burning, damage at 0 HP forcing death checks, waking) until it is dead, or awake again
 * (it can then tend its own wounds), or neither dying nor carrying anything that can still hurt it.
 */
export function leftAlone(
  view: DefenderView,
  side: Side,
  from: number,
  dice: DiceSource,
  o: DamageOptions,
  hurts: Hurting,
): DefenderView {
  let now = from;
  for (let step = 0; step < MAX_STEPS; step++) {
    const v = view.vitals;
    if (v.dead || v.unconscious === null) return view;
    if (!isDying(v) && !hurts(side, view)) return view;
    const to = now + DEATH_CHECK.every;
    view = advanceTime(view, to, { now, dice, options: o }).view;
    now = to;
  }
  return view;
}
