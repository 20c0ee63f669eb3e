// Acting on the rising tracker (DE-INIT-5, DE-ACT-1..10, DE-INT-1..5): the active character takes
// an action with its cost from the tables (move, interact, wait, hold with a trigger, a complex action
// costing its DC, a fixed C.10 action), a held action's trigger fires, an interrupt (Dodge, Martial
// Parry…) is taken off-turn. The tracker rules (tracker/) do the rules; this file folds the engine's
// encounter into a Tracker, and turns the step into `ticks.spent` events (never the engine's
// `spendTicks`, which refuses anyone but the lowest), the tracker extras into a `dice-engine.state`
// note, and the time that passed into the conditions layer's `advanceTime` for everyone in the fight.

import { z } from "zod";
import type { DiceSource } from "../../../dice/index.js";
import { tickConditions } from "../../../engine/encounter.js";
import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import type { RollRecord } from "../../../engine/roll.js";
import { action } from "../../../engine/ruleset.js";
import type { Encounter, TableState } from "../../../engine/state.js";
import { characterOf } from "../bridge.js";
import { advanceTime } from "../conditions/advance.js";
import { incapacitation } from "../conditions/effects.js";
import type { DiceEngineOptions } from "../options.js";
import {
  act,
  actionLabel,
  burn,
  INTERRUPTS,
  incapacitatedBurn,
  interrupt,
  orThrow,
  type Step,
  type Tracker,
  tickEvents,
  trackerActionSchema,
  trackerFromEncounter,
  triggerHold,
} from "../tracker/index.js";
import {
  after,
  happeningsData,
  happeningText,
  nowOf,
  persist,
  stateEvent,
  TRACKER_NOTE,
  TRACKER_NOTE_KIND,
  trackerNote,
  viewOf,
} from "./combat-state.js";

export function encounterOf(state: TableState): Encounter {
  if (!state.encounter)
    throw new EngineError("conflict", "no fight is running: start one with initiative", ["encounter"]);
  return state.encounter;
}

/** The tracker with the extras the engine does not hold (holds, 0-cost streaks). */
export function trackerOf(state: TableState): Tracker {
  const n = trackerNote(state);
  return trackerFromEncounter(encounterOf(state), { holds: n.holds, zeroCostStreaks: n.zeroCostStreaks });
}

/** The participant standing for `id` (its participant id, or the character it stands for). */
export function participantOf(state: TableState, id: string, path: (string | number)[]) {
  const e = encounterOf(state);
  const p = e.participants.find((x) => x.id === id) ?? e.participants.find((x) => x.character === id);
  if (!p)
    throw new EngineError(
      "not_found",
      `'${id}' is not in the fight (${e.participants.map((x) => x.id).join(", ")})`,
      path,
    );
  return p;
}

/** DE-COND-20, DE-COND-34: incapacitated (or unconscious, or dead) characters spend no initiative. */
export function isIncapacitated(state: TableState, character: string, o: DiceEngineOptions): boolean {
  const v = viewOf(state, character, o, ["actor"]);
  return v.vitals.dead || incapacitation(v, nowOf(state)).incapacitated;
}

/**
 * The events of a tracker step: the `ticks.spent` of every participant whose initiative rose, the
 * tracker extras, then — when the time moved — everything due on the shared timeline for everyone
 * in the fight (Burning and Bleed ticks, expiries, periodic death checks, waking: DE-INIT-7), and the
 * engine's own tick-measured conditions.
 */
export function stepEvents(
  state: TableState,
  before: Tracker,
  step: Step,
  label: string,
  dice: DiceSource,
  o: DiceEngineOptions,
): { events: TableEvent[]; lines: string[]; happenings: unknown[] } {
  const events: TableEvent[] = [...tickEvents(before, step.tracker, label)];
  const holds = Object.fromEntries(step.tracker.entries.filter((e) => e.hold).map((e) => [e.id, e.hold!]));
  const zeroCostStreaks = Object.fromEntries(
    step.tracker.entries.filter((e) => e.zeroCostStreak > 0).map((e) => [e.id, e.zeroCostStreak]),
  );
  const old = trackerNote(state);
  if (JSON.stringify({ holds, zeroCostStreaks }) !== JSON.stringify(old) || !state.notes[TRACKER_NOTE])
    events.push(stateEvent(TRACKER_NOTE, TRACKER_NOTE_KIND, { holds, zeroCostStreaks }));
  const passed = passTime(after(state, events), before.time, step.tracker.time, dice, o);
  return { events: [...events, ...passed.events], lines: passed.lines, happenings: passed.happenings };
}

/** Time moves from `from` to `to`: every character in the fight lives through it (conditions layer). */
export function passTime(
  state: TableState,
  from: number,
  to: number,
  dice: DiceSource,
  o: DiceEngineOptions,
): { events: TableEvent[]; lines: string[]; happenings: unknown[] } {
  const events: TableEvent[] = [];
  const lines: string[] = [];
  const happenings: unknown[] = [];
  if (to <= from || !state.encounter) return { events, lines, happenings };
  let s = state;
  const characters = [...new Set(state.encounter.participants.map((p) => p.character))];
  for (const id of characters) {
    if (!s.characters[id]) continue;
    const view = viewOf(s, id, o, ["actor"]);
    const r = advanceTime(view, to, { now: from, dice, options: o });
    if (r.happenings.length === 0) continue;
    const evs = persist(s, id, r.view);
    // DE-DMG-8, DE-COND-28: initiative a condition gained along the way costs, on the bearer.
    const p = state.encounter.participants.find((x) => x.character === id);
    if (r.initiative > 0 && p)
      evs.push({ type: "ticks.spent", id: p.id, cost: r.initiative, action: "burn" });
    events.push(...evs);
    s = after(s, evs);
    const name = s.characters[id]!.name;
    lines.push(...r.happenings.map((h) => happeningText(h, name)));
    happenings.push(...happeningsData(r.happenings));
  }
  const engineTicks = tickConditions(s, "tick", to - from);
  events.push(...engineTicks);
  return { events, lines, happenings };
}

function record(
  newId: (p: string) => string,
  name: string,
  actor: string,
  summary: string,
  outcome: Record<string, unknown>,
  partition: string,
): RollRecord {
  return { id: newId("roll"), action: name, actor, summary, dice: [], outcome, partition };
}

const actParams = z.strictObject({
  /** The active participant (its id on the tracker, or the character it stands for). */
  actor: z.string().min(1),
  /** DE-ACT-2..10: what it does; the cost comes from the tables (C.8–C.10) or the action itself. */
  action: trackerActionSchema,
});

export const actAction = action<z.output<typeof actParams>, DiceEngineOptions>({
  summary:
    "the active character takes an action on the tracker (move, interact, wait, hold, complex, other, custom): its cost is added to its initiative",
  params: actParams,
  examples: [],
  resolve({ state, options, dice, newId }, p) {
    const pt = participantOf(state, p.actor, ["actor"]);
    const before = trackerOf(state);
    const step = orThrow(
      act(before, pt.id, p.action, options, { incapacitated: isIncapacitated(state, pt.character, options) }),
    );
    const label = actionLabel(p.action);
    const r = stepEvents(state, before, step, label, dice, options);
    const cost =
      step.tracker.entries.find((e) => e.id === pt.id)!.initiative -
      before.entries.find((e) => e.id === pt.id)!.initiative;
    const roll = record(
      newId,
      "act",
      pt.character,
      [`${pt.name}: ${label}, ${cost} initiative`, ...r.lines].join("; "),
      { label, cost, time: step.tracker.time, happenings: r.happenings },
      "acted",
    );
    return { roll, events: [{ type: "roll", roll }, ...r.events] };
  },
});

const triggerParams = z.strictObject({ actor: z.string().min(1) });

export const triggerAction = action<z.output<typeof triggerParams>, DiceEngineOptions>({
  summary: "DE-ACT-3: the trigger of a held action came: it is taken now, off-turn, already paid",
  params: triggerParams,
  examples: [],
  resolve({ state, options, dice, newId }, p) {
    const pt = participantOf(state, p.actor, ["actor"]);
    const before = trackerOf(state);
    const step = orThrow(
      triggerHold(before, pt.id, { incapacitated: isIncapacitated(state, pt.character, options) }),
    );
    const label = actionLabel(step.action);
    const r = stepEvents(state, before, step, `trigger ${label}`, dice, options);
    const roll = record(
      newId,
      "trigger",
      pt.character,
      `${pt.name}'s held ${label} is triggered (already paid)`,
      { action: step.action },
      "triggered",
    );
    return { roll, events: [{ type: "roll", roll }, ...r.events] };
  },
});

const interruptParams = z.strictObject({
  /** Anyone in the fight, off-turn too (DE-INT-1). */
  actor: z.string().min(1),
  /** DE-INT-2/4: a C.11 interrupt, or the GM's own with its cost. */
  interrupt: z.union([
    z.enum(INTERRUPTS),
    z.strictObject({ custom: z.string().trim().min(1), cost: z.number().int().min(0).optional() }),
  ]),
  /** Deadly Descent: the cost of the attack it makes. */
  attackCost: z.number().int().min(0).optional(),
});

export const interruptAction = action<z.output<typeof interruptParams>, DiceEngineOptions>({
  summary: "DE-INT-1..5: an interrupt (Dodge, Martial Parry, …) off-turn: its cost goes on the interrupter",
  params: interruptParams,
  examples: [],
  resolve({ state, options, dice, newId }, p) {
    const pt = participantOf(state, p.actor, ["actor"]);
    const c = characterOf(state, pt.character, ["actor"]);
    const before = trackerOf(state);
    const r0 = interrupt(before, pt.id, p.interrupt, {
      incapacitated: isIncapacitated(state, pt.character, options),
      perks: Object.keys(c.perks),
      ...(p.attackCost !== undefined ? { attackCost: p.attackCost } : {}),
    });
    if (!r0.ok && r0.error.path[0] === "interrupt" && r0.error.path.length > 1)
      throw new EngineError(r0.error.code, r0.error.message, r0.error.path);
    const step = orThrow(r0);
    const name = typeof p.interrupt === "string" ? p.interrupt : p.interrupt.custom;
    const r = stepEvents(state, before, step, `interrupt:${name}`, dice, options);
    const cost =
      step.tracker.entries.find((e) => e.id === pt.id)!.initiative -
      before.entries.find((e) => e.id === pt.id)!.initiative;
    const roll = record(
      newId,
      "interrupt",
      pt.character,
      [`${pt.name} interrupts: ${name}, ${cost} initiative`, ...r.lines].join("; "),
      { interrupt: name, cost, happenings: r.happenings },
      "interrupted",
    );
    return { roll, events: [{ type: "roll", roll }, ...r.events] };
  },
});

const burnParams = z.strictObject({
  actor: z.string().min(1),
  /** Initiative to burn; default: the Incapacitated burn (5, capped at the end of the incapacity). */
  amount: z.number().int().min(0).max(100_000).optional(),
  reason: z.string().trim().min(1).max(100).default("incapacitated"),
});

export const burnAction = action<z.output<typeof burnParams>, DiceEngineOptions>({
  summary:
    "DE-COND-20, DE-INIT-8: a forced burn (an incapacitated or unconscious character at the lowest tick, Surprised, initiative damage)",
  params: burnParams,
  examples: [],
  resolve({ state, options, dice, newId }, p) {
    const pt = participantOf(state, p.actor, ["actor"]);
    const before = trackerOf(state);
    let amount = p.amount;
    if (amount === undefined) {
      const v = viewOf(state, pt.character, options, ["actor"]);
      const inc = incapacitation(v, before.time);
      if (!inc.incapacitated && !v.vitals.dead)
        throw new EngineError("refused", `${pt.name} is not incapacitated: give the amount to burn`, [
          "amount",
        ]);
      amount = incapacitatedBurn(before.time, v.vitals.dead ? null : inc.until);
    }
    const step = orThrow(burn(before, pt.id, amount, p.reason));
    const r = stepEvents(state, before, step, `burn:${p.reason}`, dice, options);
    const roll = record(
      newId,
      "burn",
      pt.character,
      [`${pt.name} burns ${amount} initiative (${p.reason})`, ...r.lines].join("; "),
      { amount, reason: p.reason, happenings: r.happenings },
      "burned",
    );
    return { roll, events: [{ type: "roll", roll }, ...r.events] };
  },
});
