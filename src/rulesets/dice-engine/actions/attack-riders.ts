// What a hit sets off besides its damage, for perks whose arithmetic lived in perks/ with no action
// calling it (issue 21). Blunt Force (DE-PERK-29): a semi-critical hit with a Hammer Fighting weapon
// makes the target pass an Endurance check, DC 13, or take 2 initiative damage (the perk's
// `onSemiCritHit` effect with `initiativeDamage`; `bluntForce` in perks/melee.ts). Sweeping Leg
// Technique (DE-PERK-65): a Martial Strike that hits may trip instead of harm: no damage, and the
// target makes an Agility check, DC 12 + Martial Value, or falls Prone (`sweepingLeg` in
// perks/martial.ts). The target's checks are built like any of its checks (training, perks, its
// conditions) and rolled after the attack's own dice.

import type { DiceSource } from "../../../dice/index.js";
import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import type { DieRecord } from "../../../engine/roll.js";
import type { TableState } from "../../../engine/state.js";
import type { TargetResult } from "../attack/attack.js";
import type { Weapon } from "../attack/weapon.js";
import { buildRoll, characterOf, dieRecords, rollSchema } from "../bridge.js";
import { catalogueFor } from "../catalogue/setting.js";
import type { CheckBuild } from "../character/index.js";
import { martialValue } from "../character/subject.js";
import type { Stat } from "../check/stats.js";
import { applyConditions } from "../conditions/apply.js";
import { conditionCheckModifiers } from "../conditions/effects.js";
import type { DiceEngineOptions } from "../options.js";
import { sweepingLeg } from "../perks/martial.js";
import { bluntForce } from "../perks/melee.js";
import { settle } from "./attack-common.js";
import type { AttackParams } from "./attack-params.js";
import { defenderOf } from "./attack-view.js";
import { nowOf, viewOf } from "./combat-state.js";
import { rollBuilt } from "./roll.js";

export interface Rider {
  events: TableEvent[];
  lines: string[];
  dice: DieRecord[];
  outcome: Record<string, unknown>;
}

/** A check of `character`'s `stat` against `dc`, with its training, perks and conditions. */
function saveBuild(
  state: TableState,
  character: string,
  stat: Stat,
  dc: number,
  o: DiceEngineOptions,
): CheckBuild {
  const { build } = buildRoll(state, character, rollSchema.parse({ stat }), o, [], {
    target: dc,
    idField: "defender",
  });
  const cond = conditionCheckModifiers(viewOf(state, character, o, ["defender"]), { stat }, o, nowOf(state));
  return {
    ...build,
    autoFail: build.autoFail || cond.autoFail,
    request: {
      ...build.request,
      advantage: build.request.advantage + cond.advantage,
      disadvantage: build.request.disadvantage + cond.disadvantage,
    },
    sources: [...build.sources, ...cond.reasons.map((x) => JSON.stringify(x))],
  };
}

/**
 * DE-PERK-29: the attacker's semi-critical riders that deal initiative damage (Blunt Force), each a
 * check of the target's; a failure costs it the initiative on the tracker. "Semi-critical" is any
 * critical die (a super-critical has two), as Brutal Swing reads it. `state` holds the hit's events.
 */
export function semiCritRiders(
  state: TableState,
  p: AttackParams,
  weapon: Weapon,
  result: TargetResult,
  dice: DiceSource,
  o: DiceEngineOptions,
): Rider[] {
  if (!result.hit || (result.crit !== "semiCrit" && result.crit !== "superCrit")) return [];
  const c = characterOf(state, p.attacker, ["attacker"]);
  const cat = catalogueFor(o);
  const out: Rider[] = [];
  for (const id of Object.keys(c.perks)) {
    const def = cat.perks.get(id);
    for (const e of def?.effects ?? []) {
      if (e.kind !== "onSemiCritHit" || e.initiativeDamage === undefined) continue;
      if (e.weaponSkill !== undefined && weapon.skill !== e.weaponSkill) continue;
      if (e.meleeOnly && !weapon.melee) continue;
      const rolled = rollBuilt(saveBuild(state, p.defender!, e.save.stat, e.save.dc, o), o, dice, e.save.dc);
      const total = rolled.result?.total ?? (rolled.success ? e.save.dc : 0);
      const lost = bluntForce(0, total, e.save.dc);
      const who = state.characters[p.defender!]!.name;
      const pt = state.encounter?.participants.find((x) => x.character === p.defender);
      out.push({
        events:
          lost > 0 && pt ? [{ type: "ticks.spent", id: pt.id, cost: lost, action: `${def!.name}` }] : [],
        lines: [
          `${def!.name}: ${who}'s ${e.save.stat} check ${rolled.result?.total ?? "(no roll)"} against DC ${e.save.dc}, ${
            lost > 0 ? `fails: ${lost} initiative damage` : "holds"
          }`,
        ],
        dice: rolled.result ? dieRecords(rolled.result, "save") : [],
        outcome: {
          perk: def!.name,
          dc: e.save.dc,
          total: rolled.result?.total ?? null,
          initiativeDamage: lost,
        },
      });
    }
  }
  return out;
}

/** DE-PERK-65: whether this attack sweeps instead of harming; refused (before any die) without the perk. */
export function sweepPlan(
  state: TableState,
  p: AttackParams,
  weapon: Weapon,
  o: DiceEngineOptions,
): { dcBase: number; stat: Stat; condition: string; mv: number; perk: string } | null {
  if (!p.sweep) return null;
  const c = characterOf(state, p.attacker, ["attacker"]);
  const cat = catalogueFor(o);
  for (const id of Object.keys(c.perks)) {
    const def = cat.perks.get(id);
    const e = def?.effects.find((x) => x.kind === "sweepingLeg");
    if (e?.kind !== "sweepingLeg") continue;
    if (!weapon.id.startsWith("martialStrike"))
      throw new EngineError("refused", `${def!.name} comes with a Martial Strike`, ["weapon"]);
    return {
      dcBase: e.dcBase,
      stat: e.stat as Stat,
      condition: e.condition,
      mv: martialValue(c, cat),
      perk: def!.name,
    };
  }
  throw new EngineError("refused", `${c.name} does not have the Sweeping Leg Technique perk`, ["sweep"]);
}

/** DE-PERK-65: the target's check against 12 + MV; on a failure it falls Prone (its resiliences apply). */
export function sweepRider(
  state: TableState,
  p: AttackParams,
  plan: NonNullable<ReturnType<typeof sweepPlan>>,
  dice: DiceSource,
  o: DiceEngineOptions,
): Rider {
  const dc = plan.dcBase + plan.mv;
  const rolled = rollBuilt(saveBuild(state, p.defender!, plan.stat, dc, o), o, dice, dc);
  const total = rolled.result?.total ?? (rolled.success ? dc : 0);
  // sweepingLeg (perks/martial.ts) is the core's 12 + MV; a setting's other base keeps the same rule.
  const v = plan.dcBase === 12 ? sweepingLeg(total, plan.mv) : { dc, prone: total < dc };
  const who = state.characters[p.defender!]!.name;
  const events: TableEvent[] = [];
  const lines = [
    `${plan.perk}: no damage; ${who}'s ${plan.stat} check ${rolled.result?.total ?? "(no roll)"} against DC ${dc}, ${
      v.prone ? "fails" : "keeps its feet"
    }`,
  ];
  if (v.prone) {
    const view = defenderOf(state, p.defender!, o, ["defender"]).view;
    const out = applyConditions(view, [{ condition: plan.condition, source: p.attacker }], {
      now: nowOf(state),
      dice,
      options: o,
    });
    const dealt = settle(state, p.defender!, out.view, out.happenings, out.initiative);
    events.push(...dealt.events);
    lines.push(...dealt.lines);
  }
  return {
    events,
    lines,
    dice: rolled.result ? dieRecords(rolled.result, "save") : [],
    outcome: { perk: plan.perk, dc, total: rolled.result?.total ?? null, prone: v.prone },
  };
}
