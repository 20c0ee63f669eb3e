// Shield Render at the table (DE-PERK-26): a character with the perk spends its stated initiative (3)
// against an opponent within its reach (1 m) who holds a shield; a contested check of the effect's
// stat (Strength, built like a shove's: training, perks, conditions) and, on a success, the target
// gains no benefit from that shield for the effect's duration (10 initiative). The render is kept in
// the target's combat note (`shieldRenderedUntil`); the defender view drops the held shield while it
// lasts (combat-state.ts `viewOf`), so every DV and damage rule sees it gone. The numbers are read
// from the perk's effect in the catalogue, never repeated here.

import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import { action, type Outcomes, type Resolution } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import { contestOdds, planShove, rollContest } from "../attack/index.js";
import { characterOf } from "../bridge.js";
import type { PerkEffect } from "../catalogue/effects.js";
import { catalogueFor } from "../catalogue/setting.js";
import { SHIELD_SKILL } from "../defence/armour.js";
import type { DiceEngineOptions } from "../options.js";
import { charge, chargeEvents } from "./attack-common.js";
import { contestant, contestRecord, refusedAs } from "./attack-contest.js";
import { COMBAT_NOTE_KIND, combatNote, combatNoteId, nowOf, stateEvent, viewOf } from "./combat-state.js";

type ShieldRender = Extract<PerkEffect, { kind: "shieldRender" }>;

export const shieldRenderParams = z.strictObject({
  actor: z.string().min(1),
  /** The opponent whose held shield is rendered. */
  target: z.string().min(1),
  /** Metres between the two; the perk reaches 1 m. */
  distance: z.number().min(0).max(100_000).default(0),
  advantage: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
  disadvantage: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
});
export type ShieldRenderParams = z.output<typeof shieldRenderParams>;

function plan(state: TableState, p: ShieldRenderParams, o: DiceEngineOptions) {
  const c = characterOf(state, p.actor, ["actor"]);
  const cat = catalogueFor(o);
  const effect = Object.keys(c.perks)
    .flatMap((id) => cat.perks.get(id)?.effects ?? [])
    .find((e): e is ShieldRender => e.kind === "shieldRender");
  if (!effect) throw new EngineError("refused", `${c.name} does not have the Shield Render perk`, ["actor"]);
  const target = characterOf(state, p.target, ["target"]);
  if (p.target === p.actor)
    throw new EngineError("invalid", "Shield Render is used on an opponent", ["target"]);
  if (p.distance > effect.reach)
    throw new EngineError(
      "refused",
      `Shield Render reaches ${effect.reach} m; ${target.name} is ${p.distance} m away`,
      ["distance"],
    );
  const held = viewOf(state, p.target, o, ["target"]).held;
  if (held?.skill !== SHIELD_SKILL)
    throw new EngineError(
      "refused",
      combatNote(state, p.target).equipment.held
        ? `${target.name}'s shield is already rendered useless`
        : `${target.name} holds no shield`,
      ["target"],
    );
  const a = contestant(state, p.actor, o, ["actor"], "general", {
    opponent: p.target,
    stat: effect.contest,
    advantage: p.advantage,
    disadvantage: p.disadvantage,
  });
  const t = contestant(state, p.target, o, ["target"], "general", {
    opponent: p.actor,
    stat: effect.contest,
  });
  // A plain contest of the two checks: a shove's plan without Shield Bash or the Fortified stance.
  const contest = { ...refusedAs(planShove({ shover: a.view, target: t.view })), cost: effect.initiative };
  return { effect, contest, a, t, shield: held.name };
}

export const shieldRenderAction = action<
  ShieldRenderParams,
  DiceEngineOptions,
  z.input<typeof shieldRenderParams>
>({
  summary:
    "DE-PERK-26 Shield Render (3 initiative): contested Strength against an opponent within 1 m holding a shield; on a success the shield gives it no benefit for 10 initiative",
  params: shieldRenderParams,
  examples: [shieldRenderParams.parse({ actor: "kenji", target: "pell", distance: 1 })],
  odds({ state, options }, p): Outcomes {
    const c = refusedAs(contestOdds(plan(state, p, options).contest, options));
    return {
      partition: { success: c.success, failure: c.failure },
      chances: {},
      distributions: {},
      truncated: 0,
    };
  },
  resolve({ state, options, dice, newId }, p): Resolution {
    const { effect, contest, a, t, shield } = plan(state, p, options);
    const paid = charge(state, p.actor, "shieldRender", effect.initiative, options, ["actor"]);
    const r = rollContest(contest, dice, options);
    const until = nowOf(state) + effect.duration;
    const events: TableEvent[] = r.success
      ? [
          stateEvent(combatNoteId(p.target), COMBAT_NOTE_KIND, {
            ...combatNote(state, p.target),
            shieldRenderedUntil: until,
          }),
        ]
      : [];
    const step = chargeEvents(state, events, paid, dice, options);
    events.push(...step.events);
    const name = (x: string) => state.characters[x]!.name;
    const roll = contestRecord(
      newId,
      "shieldRender",
      p.actor,
      [
        `${name(p.actor)} renders ${name(p.target)}'s ${shield} (Shield Render): ${r.attacker.total} against ${r.defender.total}, ${
          r.success ? `the shield gives no benefit until ${until}` : "the shield holds"
        }`,
        ...step.lines,
      ].join("; "),
      r,
      {
        rendered: r.success,
        until: r.success ? until : null,
        sources: { actor: a.sources, target: t.sources },
      },
    );
    return { roll, events: [{ type: "roll", roll }, ...events] };
  },
});
