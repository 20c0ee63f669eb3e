// Applying one damage instance to a character, in the book's order (DE-HEALTH-10, DE-ATK-7):
//   1. the final damage: distance, reductions, Endurance if resisted, EA last unless unresisted;
//   2. the trackers: Stun first, then HP, or Resilience (DE-HEALTH-3..5, DE-DMG-11..13);
//      initiative damage goes onto the initiative instead (DE-DMG-8);
//   3. the checks the damage triggers, once for the whole instance (DE-DMG-16): the death check on
//      reaching 0 or on damage at 0 (DE-HEALTH-8, DE-DEATH-4), otherwise the 0-Stun consciousness
//      check (DE-HEALTH-6/7);
//   4. the conditions riding on the instance, merged (DE-DMG-17) and each checked (DE-COND-6).
// Conditions come after the triggered checks because those checks are about the damage just taken;
// a rider such as Slicer's Bleed is an effect of the same hit, resolved once its damage is settled.

import { applyConditions } from "../conditions/apply.js";
import { computeDefence } from "../defence/dv.js";
import { makeConsciousnessCheck, needsConsciousnessCheck } from "../health/consciousness.js";
import type { RuleContext } from "../health/context.js";
import { makeDeathCheck, reachZero } from "../health/death.js";
import type { Happening } from "../health/log.js";
import { damageTrack } from "../health/track.js";
import { type DamageInstance, type DamageInstanceInput, parseDamageInstance } from "./instance.js";
import { type DamageOptions, damageOptions } from "./options.js";
import { type FinalDamage, finalDamage } from "./pipeline.js";
import type { DefenderView } from "./target.js";

export interface DamageOutcome {
  view: DefenderView;
  damage: FinalDamage;
  /** Initiative the target must add: initiative damage (DE-DMG-8) and burns on gaining a condition. */
  initiative: number;
  happenings: Happening[];
}

export interface DamageContext extends Omit<RuleContext, "options"> {
  options?: Partial<DamageOptions>;
}

/** Applies one damage instance (validated here) to a character; pure given the dice. */
export function applyDamage(
  view: DefenderView,
  raw: DamageInstance | DamageInstanceInput,
  c: DamageContext,
): DamageOutcome {
  const instance = parseDamageInstance(raw);
  const ctx: RuleContext = { ...c, options: damageOptions(c.options) };
  const now = ctx.now;
  const defence = computeDefence({
    endurance: view.stats.endurance,
    agility: view.stats.agility,
    skills: view.skills,
    armour: view.armour,
    held: view.held,
    fortified: view.fortified,
  });
  const damage = finalDamage(
    instance,
    {
      endurance: view.stats.endurance,
      ea: defence.ea.total,
      underwater: view.environment.underwater,
      damageImmunities: view.damageImmunities,
    },
    ctx.options,
  );
  const happenings: Happening[] = [];
  if (view.vitals.dead) return { view, damage, initiative: 0, happenings };

  // 2. trackers and initiative
  const before = view.vitals;
  const change = damageTrack(before.track, damage.final, instance.track, ctx.options);
  if (change.tookDamage) {
    happenings.push({
      kind: "damage",
      at: now,
      source: instance.source,
      amount: damage.final,
      track: instance.track,
      before: before.track,
      after: change.track,
    });
  }
  let initiative = damage.initiative;
  if (damage.initiative > 0) {
    happenings.push({ kind: "initiative", at: now, amount: damage.initiative, reason: "initiative damage" });
  }
  let next: DefenderView = { ...view, vitals: { ...before, track: change.track } };

  // 3. the checks the damage triggers, once per instance
  if (change.lifeReachedZero) {
    const r = reachZero(next, ctx, instance.executed);
    next = r.view;
    happenings.push(...r.happenings);
  } else if (change.lifeWasZero && change.tookDamage) {
    const r = makeDeathCheck(next, ctx, true);
    next = r.view;
    happenings.push(...r.happenings);
  } else if (needsConsciousnessCheck(before, change)) {
    const r = makeConsciousnessCheck(next, ctx);
    next = r.view;
    happenings.push(...r.happenings);
  }

  // 4. conditions riding on the instance
  if (instance.conditions.length > 0) {
    const g = applyConditions(next, instance.conditions, ctx);
    next = g.view;
    initiative += g.initiative;
    happenings.push(...g.happenings);
  }
  return { view: next, damage, initiative, happenings };
}
