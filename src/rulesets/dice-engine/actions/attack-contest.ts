// Grapple and Shove at the table (DE-GRAP-*, DE-SHOVE-*, DE-COND-18/19): contested Strength checks
// built from both characters like any check (`buildRoll`: training, Grapple Expertise's Martial
// Value, Shield Bash with a shield held) plus their conditions, with the size and AI-body rules from
// the defender view (`defenderOf`). A grapple holds (Grappled, naming the holder) or throws down
// (Prone) as declared; the conditions rules apply it, so an immune or resilient target is respected.
// A grappled character escapes with `mode: "escape"`. Each costs 5 initiative in a fight.

import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import type { RollRecord } from "../../../engine/roll.js";
import { type ActionContext, action, type Outcomes, type Resolution } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import {
  type ContestantView,
  type ContestPlan,
  type ContestRoll,
  contestOdds,
  planEscape,
  planGrapple,
  planShove,
  rollContest,
} from "../attack/index.js";
import { buildRoll, rollSchema } from "../bridge.js";
import type { CheckPurpose } from "../catalogue/effects.js";
import type { Stat } from "../check/stats.js";
import { applyConditions, removeCondition } from "../conditions/apply.js";
import { conditionCheckModifiers } from "../conditions/index.js";
import { SHIELD_SKILL } from "../defence/armour.js";
import type { DiceEngineOptions } from "../options.js";
import { orThrow } from "../tracker/index.js";
import { charge, chargeEvents, checkDice, type Dealt, happeningsOf, settle } from "./attack-common.js";
import { defenderOf } from "./attack-view.js";
import { nowOf } from "./combat-state.js";

const id = z.string().min(1);
const label = z.string().trim().min(1).max(100);
const situational = {
  advantage: z.array(label).max(20).default([]),
  disadvantage: z.array(label).max(20).default([]),
};

/** One side of a contested Strength check (or another stat's: Shield Render reads its effect's), from the character, its perks and its conditions. */
export function contestant(
  state: TableState,
  who: string,
  o: DiceEngineOptions,
  path: (string | number)[],
  purpose: CheckPurpose,
  extra: { opponent?: string; advantage?: string[]; disadvantage?: string[]; stat?: Stat } = {},
): { view: ContestantView; sources: string[]; holdingShield: boolean } {
  const stat = extra.stat ?? "strength";
  const side = defenderOf(state, who, o, path);
  const holdingShield = side.view.held?.skill === SHIELD_SKILL;
  const roll = buildRoll(
    state,
    who,
    rollSchema.parse({
      stat,
      purpose,
      holding: holdingShield ? ["shield"] : [],
      ...(extra.opponent !== undefined ? { opponent: extra.opponent } : {}),
      advantage: extra.advantage ?? [],
      disadvantage: extra.disadvantage ?? [],
    }),
    o,
    [],
    { idField: path[0] as string },
  );
  const cond = conditionCheckModifiers(side.view, { stat, attack: false }, o, nowOf(state));
  const r = roll.build.request;
  return {
    view: {
      id: who,
      stat: r.stat,
      training: r.training,
      advantage: r.advantage + cond.advantage,
      disadvantage: r.disadvantage + cond.disadvantage,
      modifiers: r.modifiers,
      critThresholds: r.critThresholds,
      size: side.body.size,
      aiBody: side.view.aiBody !== null,
    },
    sources: [...roll.build.sources, ...cond.reasons.map((x) => JSON.stringify(x))],
    holdingShield,
  };
}

/** A refusal of the contest rules as an EngineError naming our parameter. */
export function refusedAs<T>(
  r:
    | { ok: true; value: T }
    | { ok: false; error: { code: string; path: (string | number)[]; message: string } },
  rename: Record<string, string> = {},
): T {
  if (r.ok) return r.value;
  const path = r.error.path.map((x) => rename[String(x)] ?? x);
  return orThrow({ ok: false, error: { ...r.error, path } } as never);
}

export function contestRecord(
  newId: (p: string) => string,
  act: string,
  actor: string,
  summary: string,
  r: ContestRoll,
  outcome: Record<string, unknown>,
): RollRecord {
  return {
    id: newId("roll"),
    action: act,
    actor,
    summary,
    dice: [...checkDice(r.defender, "core", "defender"), ...checkDice(r.attacker, "core", "attacker")],
    outcome: {
      success: r.success,
      attackerTotal: r.attacker.total,
      defenderTotal: r.defender.total,
      cost: r.cost,
      ...outcome,
    },
    partition: r.success ? "success" : "failure",
  };
}

const contestOutcomes = (plan: ContestPlan, o: DiceEngineOptions): Outcomes => {
  const c = refusedAs(contestOdds(plan, o));
  return {
    partition: { success: c.success, failure: c.failure },
    chances: {},
    distributions: {},
    truncated: 0,
  };
};

// ── grapple ──

export const grappleParams = z.strictObject({
  /** The grappler (for an escape: the grappled character breaking free). */
  grappler: id,
  /** The character grappled (for an escape: the one holding the grappler). */
  target: id,
  /** DE-GRAP-2: declared before rolling — hold (Grappled) or throw down (Prone); or escape a hold (DE-GRAP-6). */
  mode: z.enum(["hold", "prone", "escape"]).default("hold"),
  ...situational,
});
export type GrappleParams = z.output<typeof grappleParams>;

function grapplePlan(state: TableState, p: GrappleParams, o: DiceEngineOptions) {
  const g = contestant(state, p.grappler, o, ["grappler"], "grapple", {
    opponent: p.target,
    advantage: p.advantage,
    disadvantage: p.disadvantage,
  });
  const t = contestant(state, p.target, o, ["target"], "general", { opponent: p.grappler });
  if (p.mode === "escape") {
    const held = defenderOf(state, p.grappler, o, ["grappler"]).view.conditions.find(
      (c) => c.condition === "grappled",
    );
    if (!held)
      throw new EngineError(
        "refused",
        `${state.characters[p.grappler]!.name} is not grappled: there is nothing to escape`,
        ["grappler"],
      );
    if (held.source !== null && held.source !== p.target)
      throw new EngineError(
        "refused",
        `${state.characters[p.grappler]!.name} is held by ${held.source}, not ${p.target}`,
        ["target"],
      );
    return { plan: refusedAs(planEscape(g.view, t.view, o), { grappleEscape: "mode" }), g, t };
  }
  const planned = planGrapple({ grappler: g.view, target: t.view, mode: p.mode }, o);
  // The size rule refuses the target itself (DE-GRAP-3), which is our `target` parameter.
  const plan = refusedAs(
    planned.ok ? planned : { ...planned, error: { ...planned.error, path: ["target"] } },
  );
  return { plan, g, t };
}

export const grappleAction = action<GrappleParams, DiceEngineOptions, z.input<typeof grappleParams>>({
  summary:
    "grapple (5 initiative): contested Strength; a success holds the target (Grappled) or throws it Prone, as declared; or escape a hold",
  params: grappleParams,
  examples: [
    grappleParams.parse({ grappler: "bruno", target: "wren", mode: "hold" }),
    grappleParams.parse({ grappler: "ilse", target: "bruno", mode: "prone" }),
  ],
  odds({ state, options }, p) {
    return contestOutcomes(grapplePlan(state, p, options).plan, options);
  },
  resolve({ state, options, dice, newId }: ActionContext<DiceEngineOptions>, p): Resolution {
    const { plan, g, t } = grapplePlan(state, p, options);
    const paid = charge(state, p.grappler, "grapple", plan.cost, options, ["grappler"]);
    const r = rollContest(plan, dice, options);
    const name = (x: string) => state.characters[x]!.name;
    const events: TableEvent[] = [];
    let dealt: Dealt | null = null;
    const now = nowOf(state);
    const ctx = { now, dice, options };
    if (r.success && p.mode === "escape") {
      const view = defenderOf(state, p.grappler, options, ["grappler"]).view;
      const out = removeCondition(view, "grappled", now, "removed");
      dealt = settle(state, p.grappler, out.view, out.happenings, 0);
    } else if (r.success) {
      const view = defenderOf(state, p.target, options, ["target"]).view;
      const condition = p.mode === "hold" ? "grappled" : "prone";
      const out = applyConditions(view, [{ condition, source: p.grappler }], ctx);
      dealt = settle(state, p.target, out.view, out.happenings, out.initiative);
    }
    if (dealt) events.push(...dealt.events);
    const step = chargeEvents(state, events, paid, dice, options);
    events.push(...step.events);
    const verb =
      p.mode === "escape"
        ? `tries to break free of ${name(p.target)}'s hold`
        : p.mode === "hold"
          ? `grapples ${name(p.target)} to hold`
          : `grapples ${name(p.target)} to throw down`;
    const roll = contestRecord(
      newId,
      "grapple",
      p.grappler,
      [
        `${name(p.grappler)} ${verb}: ${r.attacker.total} against ${r.defender.total}, ${r.success ? "succeeds" : "fails"}`,
        ...(dealt?.lines ?? []),
        ...step.lines,
      ].join("; "),
      r,
      {
        mode: p.mode,
        inflicts: r.success && p.mode !== "escape" ? (p.mode === "hold" ? "grappled" : "prone") : null,
        sources: { grappler: g.sources, target: t.sources },
        happenings: dealt ? happeningsOf([dealt]) : [],
      },
    );
    return { roll, events: [{ type: "roll", roll }, ...events] };
  },
});

// ── shove ──

export const shoveParams = z.strictObject({
  shover: id,
  target: id,
  /** DE-SHOVE-1: metres pushed on a success, 0 to 1 (the shover's choice). */
  push: z.number().min(0).max(1).default(1),
  /** DE-DV-9, DE-SHOVE-2: the target stands in Fortified stance. */
  targetFortified: z.boolean().default(false),
  ...situational,
});
export type ShoveParams = z.output<typeof shoveParams>;

function shovePlan(state: TableState, p: ShoveParams, o: DiceEngineOptions) {
  const s = contestant(state, p.shover, o, ["shover"], "shove", {
    opponent: p.target,
    advantage: p.advantage,
    disadvantage: p.disadvantage,
  });
  const t = contestant(state, p.target, o, ["target"], "general", { opponent: p.shover });
  const fortified = p.targetFortified || defenderOf(state, p.target, o, ["target"]).view.fortified;
  // Shield Bash is already in the shover's check through its perk (buildRoll with the shield held).
  const plan = refusedAs(
    planShove({ shover: { ...s.view }, target: { ...t.view, fortified }, push: p.push }),
  );
  return { plan, s, t, fortified };
}

export const shoveAction = action<ShoveParams, DiceEngineOptions, z.input<typeof shoveParams>>({
  summary: "shove (5 initiative): contested Strength; a success pushes the target up to 1 m directly away",
  params: shoveParams,
  examples: [
    shoveParams.parse({ shover: "bruno", target: "ilse" }),
    shoveParams.parse({ shover: "wren", target: "bruno", push: 0.5, targetFortified: true }),
  ],
  odds({ state, options }, p) {
    return contestOutcomes(shovePlan(state, p, options).plan, options);
  },
  resolve({ state, options, dice, newId }, p): Resolution {
    const { plan, s, t, fortified } = shovePlan(state, p, options);
    const paid = charge(state, p.shover, "shove", plan.cost, options, ["shover"]);
    const r = rollContest(plan, dice, options);
    const pushed = r.success ? p.push : 0;
    const name = (x: string) => state.characters[x]!.name;
    const step = chargeEvents(state, [], paid, dice, options);
    const roll = contestRecord(
      newId,
      "shove",
      p.shover,
      [
        `${name(p.shover)} shoves ${name(p.target)}: ${r.attacker.total} against ${r.defender.total}, ${r.success ? `pushed ${pushed} m` : "no effect"}`,
        ...step.lines,
      ].join("; "),
      r,
      {
        pushed,
        fortified,
        sources: { shover: s.sources, target: t.sources },
      },
    );
    return { roll, events: [{ type: "roll", roll }, ...step.events] };
  },
});
