// Martial Throw at the table (DE-PERK-62): a character with the perk spends its stated initiative (5)
// to throw a character it holds grappled, of its own size or smaller, up to the stated distance
// (2 m). The checklist's decision: the thrown character lands at a point the thrower chooses within
// that distance and its Grappled ends. No dice: the perk has no check. The numbers are read from
// the perk's effect in the catalogue (a setting may change them), never repeated here.

import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import type { RollRecord } from "../../../engine/roll.js";
import { action, type Outcomes, type Resolution } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import { characterOf } from "../bridge.js";
import type { PerkEffect } from "../catalogue/effects.js";
import { SIZES } from "../catalogue/races.js";
import { catalogueFor } from "../catalogue/setting.js";
import { removeCondition } from "../conditions/apply.js";
import { inForce } from "../conditions/state.js";
import type { DiceEngineOptions } from "../options.js";
import { charge, chargeEvents, happeningsOf, settle } from "./attack-common.js";
import { defenderOf } from "./attack-view.js";
import { nowOf } from "./combat-state.js";

type MartialThrow = Extract<PerkEffect, { kind: "martialThrow" }>;

export const martialThrowParams = z.strictObject({
  thrower: z.string().min(1),
  /** A character the thrower holds grappled (the Grappled condition naming the thrower). */
  target: z.string().min(1),
  /** How far the target is thrown, up to the perk's distance (2 m); default the whole distance. */
  metres: z.number().min(0).max(1000).optional(),
});
export type MartialThrowParams = z.output<typeof martialThrowParams>;

/** The thrower's Martial Throw effect, or a refusal naming the field at fault. */
function plan(state: TableState, p: MartialThrowParams, o: DiceEngineOptions) {
  const c = characterOf(state, p.thrower, ["thrower"]);
  const cat = catalogueFor(o);
  const effect = Object.keys(c.perks)
    .flatMap((id) => cat.perks.get(id)?.effects ?? [])
    .find((e): e is MartialThrow => e.kind === "martialThrow");
  const name = (id: string) => state.characters[id]!.name;
  if (!effect)
    throw new EngineError("refused", `${c.name} does not have the Martial Throw perk`, ["thrower"]);
  const target = defenderOf(state, p.target, o, ["target"]);
  const now = nowOf(state);
  const held = target.view.conditions.find(
    (x) => x.condition === "grappled" && x.source === p.thrower && inForce(x, now),
  );
  if (!held)
    throw new EngineError(
      "refused",
      `${name(p.target)} is not held grappled by ${c.name}: grapple to hold first`,
      ["target"],
    );
  const thrower = defenderOf(state, p.thrower, o, ["thrower"]);
  const steps = SIZES.indexOf(target.body.size) - SIZES.indexOf(thrower.body.size);
  if (steps > effect.maxSizeSteps)
    throw new EngineError(
      "refused",
      `${name(p.target)} (${target.body.size}) is larger than ${c.name} (${thrower.body.size}) can throw`,
      ["target"],
    );
  const metres = p.metres ?? effect.metres;
  if (metres > effect.metres)
    throw new EngineError("invalid", `Martial Throw reaches ${effect.metres} m at most, not ${metres}`, [
      "metres",
    ]);
  return { effect, target, metres };
}

export const martialThrowAction = action<
  MartialThrowParams,
  DiceEngineOptions,
  z.input<typeof martialThrowParams>
>({
  summary:
    "DE-PERK-62 Martial Throw (5 initiative): throw a character you hold grappled, your size or smaller, up to 2 m; its Grappled ends",
  params: martialThrowParams,
  examples: [martialThrowParams.parse({ thrower: "kenji", target: "pell", metres: 2 })],
  odds({ state, options }, p): Outcomes {
    plan(state, p, options);
    return { partition: { thrown: 1 }, chances: {}, distributions: {}, truncated: 0 };
  },
  resolve({ state, options, dice, newId }, p): Resolution {
    const { effect, target, metres } = plan(state, p, options);
    const paid = charge(state, p.thrower, "martialThrow", effect.initiative, options, ["thrower"]);
    const freed = removeCondition(target.view, "grappled", nowOf(state), "removed");
    const dealt = settle(state, p.target, freed.view, freed.happenings, 0);
    const events: TableEvent[] = [...dealt.events];
    const step = chargeEvents(state, events, paid, dice, options);
    events.push(...step.events);
    const name = (id: string) => state.characters[id]!.name;
    const roll: RollRecord = {
      id: newId("roll"),
      action: "martialThrow",
      actor: p.thrower,
      summary: [
        `${name(p.thrower)} throws ${name(p.target)} ${metres} m (Martial Throw, ${effect.initiative} initiative)`,
        ...dealt.lines,
        ...step.lines,
      ].join("; "),
      dice: [],
      outcome: {
        target: p.target,
        metres,
        cost: paid ? effect.initiative : 0,
        happenings: happeningsOf([dealt]),
      },
      partition: "thrown",
    };
    return { roll, events: [{ type: "roll", roll }, ...events] };
  },
});
