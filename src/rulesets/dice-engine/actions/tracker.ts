// Acting on the rising tracker (DE-INIT-5/6, DE-ACT-1..10, DE-INT-1..5, DE-COND-20): the active
// character takes an action with its cost from the tables (move, interact, wait, hold with a trigger,
// a complex action costing its DC, a fixed C.10 action), characters tied on the tracker act
// simultaneously, a held action's trigger fires, an interrupt (Dodge with its Agility check, Martial
// Parry…) is taken off-turn, and an incapacitated character at the lowest initiative burns its turn
// on its own. The tracker rules (tracker/) do the rules; this file folds the engine's encounter into
// a Tracker, and turns each step into `ticks.spent` events (never the engine's `spendTicks`, which
// refuses anyone but the lowest), the tracker extras into the `dice-engine.tracker` note, and the
// time that passed into the conditions layer's `advanceTime` for everyone in the fight.

import { z } from "zod";
import type { DiceSource } from "../../../dice/index.js";
import { tickConditions } from "../../../engine/encounter.js";
import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import type { RollRecord } from "../../../engine/roll.js";
import { action, type Outcomes } from "../../../engine/ruleset.js";
import type { Encounter, TableState } from "../../../engine/state.js";
import { buildRoll, characterOf, dieRecords, floatingModifier, levelSource, rollSchema } from "../bridge.js";
import type { CheckBuild } from "../character/index.js";
import { onBecomeActive } from "../conditions/active.js";
import { advanceTime } from "../conditions/advance.js";
import { conditionCheckModifiers, incapacitation } from "../conditions/effects.js";
import type { DiceEngineOptions } from "../options.js";
import {
  act,
  actionLabel,
  activeIds,
  burn,
  type DodgeRecord,
  INTERRUPTS,
  incapacitatedBurn,
  interrupt,
  orThrow,
  owesTieAction,
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
  type TrackerNote,
  trackerNote,
  viewOf,
} from "./combat-state.js";
import { checkOutcomes } from "./odds.js";
import { rollBuilt } from "./roll.js";

export function encounterOf(state: TableState): Encounter {
  if (!state.encounter)
    throw new EngineError("conflict", "no fight is running: start one with initiative", ["encounter"]);
  return state.encounter;
}

/** The tracker with the extras the engine does not hold (holds, 0-cost streaks, a tie under way). */
export function trackerOf(state: TableState): Tracker {
  const n = trackerNote(state);
  return trackerFromEncounter(encounterOf(state), {
    holds: n.holds,
    zeroCostStreaks: n.zeroCostStreaks,
    tie: n.tie,
  });
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

/** What a tracker step, and everything it set off, adds to the log. */
export interface StepOutcome {
  events: TableEvent[];
  lines: string[];
  happenings: unknown[];
  /** DE-COND-20: the automatic burns of incapacitated characters that became the lowest. */
  autoBurns: AutoBurn[];
}

export interface AutoBurn {
  id: string;
  amount: number;
  at: number;
}

/**
 * The tracker note after a step: holds, 0-cost streaks and the tie from the tracker, and the Dodges
 * still good at its time (one taken at an earlier moment covers nothing now). Emitted only when it
 * changed, so a step that moves nothing writes nothing.
 */
function noteEvents(
  state: TableState,
  t: Tracker,
  dodges: Record<string, DodgeRecord> = {},
  activated: Record<string, number> = {},
): TableEvent[] {
  const old = trackerNote(state);
  const kept = Object.entries({ ...old.dodges, ...dodges }).filter(([, d]) => d.at === t.time);
  const note: TrackerNote = {
    holds: Object.fromEntries(t.entries.filter((e) => e.hold).map((e) => [e.id, e.hold!])),
    zeroCostStreaks: Object.fromEntries(
      t.entries.filter((e) => e.zeroCostStreak > 0).map((e) => [e.id, e.zeroCostStreak]),
    ),
    tie: t.tie ?? null,
    dodges: Object.fromEntries(kept),
    activated: Object.fromEntries(
      Object.entries({ ...old.activated, ...activated }).filter(([, at]) => at === t.time),
    ),
  };
  if (JSON.stringify(noteData(note)) === JSON.stringify(noteData(old)) && state.notes[TRACKER_NOTE])
    return [];
  return [stateEvent(TRACKER_NOTE, TRACKER_NOTE_KIND, noteData(note))];
}

/** The note as stored: `activated` only when someone is in it, as logs before it had none. */
function noteData(n: TrackerNote): Omit<TrackerNote, "activated"> & { activated?: Record<string, number> } {
  const { activated, ...rest } = n;
  return Object.keys(activated).length > 0 ? { ...rest, activated } : rest;
}

/** One step without the automatic burns it may set off. */
function stepCore(
  state: TableState,
  before: Tracker,
  step: Step,
  label: string,
  dice: DiceSource,
  o: DiceEngineOptions,
  dodges?: Record<string, DodgeRecord>,
): { events: TableEvent[]; lines: string[]; happenings: unknown[] } {
  const events: TableEvent[] = [...tickEvents(before, step.tracker, label)];
  events.push(...noteEvents(state, step.tracker, dodges));
  const passed = passTime(after(state, events), before.time, step.tracker.time, dice, o);
  return { events: [...events, ...passed.events], lines: passed.lines, happenings: passed.happenings };
}

/**
 * The events of a tracker step: the `ticks.spent` of every participant whose initiative rose, the
 * tracker extras, then — when the time moved — everything due on the shared timeline for everyone
 * in the fight (Burning and Bleed ticks, expiries, periodic death checks, waking: DE-INIT-7), the
 * engine's own tick-measured conditions, and the automatic burns of incapacitated characters that
 * are now the lowest (DE-COND-20). `dodges` adds Dodge records taken in this step.
 */
export function stepEvents(
  state: TableState,
  before: Tracker,
  step: Step,
  label: string,
  dice: DiceSource,
  o: DiceEngineOptions,
  dodges?: Record<string, DodgeRecord>,
): StepOutcome {
  const core = stepCore(state, before, step, label, dice, o, dodges);
  const burns = autoBurns(after(state, core.events), dice, o);
  return {
    events: [...core.events, ...burns.events],
    lines: [...core.lines, ...burns.lines],
    happenings: [...core.happenings, ...burns.happenings],
    autoBurns: burns.autoBurns,
  };
}

/**
 * A guard, not a rule: how many automatic burns one action may set off. Each is 5 initiative, so
 * this covers 2,500 initiative of time; past it the GM carries on with `burn`.
 */
export const AUTO_BURN_LIMIT = 500;

/**
 * What happens, without anyone asking, to a character the tracker makes active (conditions/active.ts
 * `onBecomeActive`): Surprised burns 8 the first time and ends the next (DE-COND-30); ElectroShock
 * rolls its DC 15 Endurance check, ending on a pass and paralysing on a failure (DE-COND-29); an
 * incapacitated character burns 5 initiative, or only up to the end of its incapacity (DE-COND-20).
 * Repeated until every active character can act, one at a time in tracker order, with the time
 * passing between burns (a Bleed tick may wake or kill someone on the way), so the result depends
 * only on the state and the dice: replaying the log reproduces it. Each activation is played once
 * per time a character is active (the tracker note remembers those that did something). A member
 * of a simultaneous moment that has not acted yet is left alone: it still performs its action
 * (DE-INIT-6). When nobody in the fight can act the burns stop, since time would otherwise run on
 * with no one to stop it; the GM decides what happens then.
 */
export function autoBurns(state: TableState, dice: DiceSource, o: DiceEngineOptions): StepOutcome {
  const out: StepOutcome = { events: [], lines: [], happenings: [], autoBurns: [] };
  if (state.encounter?.model !== "ticks") return out;
  let s = state;
  for (let i = 0; i < AUTO_BURN_LIMIT; i++) {
    const t = trackerOf(s);
    const e = encounterOf(s);
    const pOf = (id: string) => e.participants.find((p) => p.id === id)!;
    const inFight = e.participants.filter((p) => s.characters[p.character]);
    if (inFight.length > 0 && inFight.every((p) => isIncapacitated(s, p.character, o))) break;
    const done = trackerNote(s).activated;
    let burned = false;
    for (const id of activeIds(t)) {
      const p = pOf(id);
      if (!s.characters[p.character] || owesTieAction(t, id) || done[id] === t.time) continue;
      const view = viewOf(s, p.character, o, ["actor"]);
      const a = onBecomeActive(view, { now: t.time, dice, options: o });
      if (a.burn <= 0 && a.happenings.length === 0) continue;
      // The incapacitated burn changes nothing on the character: only the tracker moves.
      const incapacitated = a.burn > 0 && a.view === view;
      const evs = incapacitated ? [] : persist(s, p.character, a.view);
      out.lines.push(
        ...(incapacitated
          ? [`${p.name} is incapacitated and burns ${a.burn} initiative`]
          : a.happenings.map((h) => happeningText(h, p.name))),
      );
      out.happenings.push(...happeningsData(a.happenings));
      if (a.burn > 0) {
        const reason = incapacitated ? "incapacitated" : "when active";
        const step = orThrow(burn(t, id, a.burn, reason));
        const core = stepCore(after(s, evs), t, step, `burn:${reason} (automatic)`, dice, o);
        out.events.push(...evs, ...core.events);
        out.lines.push(...core.lines);
        out.happenings.push(...core.happenings);
        out.autoBurns.push({ id, amount: a.burn, at: t.time });
        s = after(s, [...evs, ...core.events]);
        burned = true;
        break;
      }
      // Something happened and the character may act: remember it, so it happens once now.
      const marked = [...evs, ...noteEvents(after(s, evs), t, {}, { [id]: t.time })];
      out.events.push(...marked);
      s = after(s, marked);
    }
    if (!burned) break;
  }
  return out;
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

/**
 * DE-INT-3: the Dodge `character` took at the current moment, if any. A successful one halves the
 * damage of the area it was taken against (`dodgedDamage`, before Endurance and EA); the damage
 * step then spends it with `dodgeUsedEvents`, since one Dodge covers one area.
 */
export function dodgeOf(state: TableState, character: string): DodgeRecord | null {
  const d = trackerNote(state).dodges[character];
  return d && state.encounter && d.at === state.encounter.time ? d : null;
}

/** The tracker note without `character`'s Dodge, once the damage it covered has been dealt. */
export function dodgeUsedEvents(state: TableState, character: string): TableEvent[] {
  const n = trackerNote(state);
  if (!n.dodges[character]) return [];
  const dodges = Object.fromEntries(Object.entries(n.dodges).filter(([id]) => id !== character));
  return [stateEvent(TRACKER_NOTE, TRACKER_NOTE_KIND, { ...n, dodges })];
}

function record(
  newId: (p: string) => string,
  name: string,
  actor: string,
  summary: string,
  outcome: Record<string, unknown>,
  partition: string,
  dice: RollRecord["dice"] = [],
): RollRecord {
  return { id: newId("roll"), action: name, actor, summary, dice, outcome, partition };
}

const initiativeOf = (t: Tracker, id: string) => t.entries.find((e) => e.id === id)!.initiative;

const actParams = z.strictObject({
  /** The active participant (its id on the tracker, or the character it stands for). */
  actor: z.string().min(1),
  /** DE-ACT-2..10: what it does; the cost comes from the tables (C.8–C.10) or the action itself. */
  action: trackerActionSchema,
});

export const actAction = action<z.output<typeof actParams>, DiceEngineOptions>({
  summary:
    "the active character takes an action on the tracker (move, interact, wait, hold, complex, other, custom): its cost is added to its initiative; characters tied on the tracker each act once, simultaneously",
  params: actParams,
  examples: [
    actParams.parse({ actor: "guard", action: { kind: "move", pace: "run", movement: "walking" } }),
    actParams.parse({ actor: "scout", action: { kind: "interact", interact: "standUp" } }),
    actParams.parse({ actor: "scout", action: { kind: "wait", amount: 3 } }),
    actParams.parse({
      actor: "guard",
      action: { kind: "hold", action: { kind: "attack", attack: "standard" }, trigger: "the gate opens" },
    }),
    actParams.parse({ actor: "scout", action: { kind: "complex", dc: 14 } }),
  ],
  resolve({ state, options, dice, newId }, p) {
    const pt = participantOf(state, p.actor, ["actor"]);
    const before = trackerOf(state);
    const e = encounterOf(state);
    // Who else stands at this moment and cannot act: left out of a simultaneous moment it opens.
    const others = Object.fromEntries(
      activeIds(before)
        .filter((id) => id !== pt.id)
        .map((id) => {
          const c = e.participants.find((x) => x.id === id)!.character;
          return [id, { incapacitated: isIncapacitated(state, c, options) }];
        }),
    );
    const step = orThrow(
      act(
        before,
        pt.id,
        p.action,
        options,
        { incapacitated: isIncapacitated(state, pt.character, options) },
        others,
      ),
    );
    const label = actionLabel(p.action);
    const r = stepEvents(state, before, step, label, dice, options);
    const cost = initiativeOf(step.tracker, pt.id) - initiativeOf(before, pt.id);
    const tie = step.tracker.tie ?? before.tie;
    const simultaneous = tie?.members.includes(pt.id) ? tie.members : null;
    const roll = record(
      newId,
      "act",
      pt.character,
      [
        `${pt.name}: ${label}, ${cost} initiative${simultaneous ? ` (simultaneously with ${simultaneous.filter((x) => x !== pt.id).join(", ")})` : ""}`,
        ...r.lines,
      ].join("; "),
      {
        label,
        cost,
        initiative: initiativeOf(step.tracker, pt.id),
        time: after(state, r.events).encounter?.time ?? step.tracker.time,
        simultaneous,
        autoBurns: r.autoBurns,
        happenings: r.happenings,
      },
      "acted",
    );
    return { roll, events: [{ type: "roll", roll }, ...r.events] };
  },
});

const triggerParams = z.strictObject({ actor: z.string().min(1) });

export const triggerAction = action<z.output<typeof triggerParams>, DiceEngineOptions>({
  summary: "DE-ACT-3: the trigger of a held action came: it is taken now, off-turn, already paid",
  params: triggerParams,
  examples: [triggerParams.parse({ actor: "sentry" })],
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
      [`${pt.name}'s held ${label} is triggered (already paid)`, ...r.lines].join("; "),
      { action: step.action, cost: 0, autoBurns: r.autoBurns, happenings: r.happenings },
      "triggered",
    );
    return { roll, events: [{ type: "roll", roll }, ...r.events] };
  },
});

/** DE-INT-3: the area's Dodge:[X] and what else weighs on the Agility check. */
const dodgeParams = z.strictObject({
  /** The X of Dodge:[X]: the DC of the Agility check. */
  rating: z.number().int().min(1).max(80),
  advantage: z.array(levelSource).max(20).default([]),
  disadvantage: z.array(levelSource).max(20).default([]),
  modifiers: z.array(floatingModifier).max(20).default([]),
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
  /** DE-INT-3: required with the Dodge interrupt. */
  dodge: dodgeParams.optional(),
});
type InterruptParams = z.output<typeof interruptParams>;

/** The Dodge's check when the interrupt is a Dodge, null otherwise; `dodge` belongs to Dodge alone. */
function dodgeOrNull(
  state: TableState,
  character: string,
  p: InterruptParams,
  o: DiceEngineOptions,
): CheckBuild | null {
  if (p.interrupt === "dodge") return dodgeCheck(state, character, p, o);
  if (p.dodge)
    throw new EngineError("invalid", "dodge goes with the Dodge interrupt only; leave it out", ["dodge"]);
  return null;
}

/** The Dodge's Agility check, built from the character (training, perks) and its conditions. */
function dodgeCheck(
  state: TableState,
  character: string,
  p: InterruptParams,
  o: DiceEngineOptions,
): CheckBuild {
  if (!p.dodge)
    throw new EngineError(
      "invalid",
      "a Dodge is an Agility check against the area's Dodge:[X]: give dodge.rating",
      ["dodge"],
    );
  const { build } = buildRoll(
    state,
    character,
    rollSchema.parse({
      stat: "agility",
      advantage: p.dodge.advantage,
      disadvantage: p.dodge.disadvantage,
      modifiers: p.dodge.modifiers,
    }),
    o,
    ["dodge"],
    { target: p.dodge.rating, idField: "actor" },
  );
  // Conditions weigh on the Dodge as on any Agility check (Prone, Blinded…).
  const cond = conditionCheckModifiers(
    viewOf(state, character, o, ["actor"]),
    { stat: "agility" },
    o,
    nowOf(state),
  );
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

export const interruptAction = action<InterruptParams, DiceEngineOptions>({
  summary:
    "DE-INT-1..5: an interrupt off-turn (Dodge: an Agility check against the area's Dodge:[X], halving its damage on a success; Martial Parry, …): its cost goes on the interrupter",
  params: interruptParams,
  examples: [
    interruptParams.parse({ actor: "sentry", interrupt: "dodge", dodge: { rating: 12 } }),
    interruptParams.parse({ actor: "scout", interrupt: { custom: "duck behind the cart", cost: 2 } }),
  ],
  odds({ state, options }, p): Outcomes {
    const pt = participantOf(state, p.actor, ["actor"]);
    const build = dodgeOrNull(state, pt.character, p, options);
    if (!build) return { partition: { interrupted: 1 }, chances: {}, distributions: {}, truncated: 0 };
    const o = checkOutcomes(build, options, p.dodge!.rating);
    const { success = 0, failure = 0 } = o.partition;
    return { ...o, partition: { dodged: success, failed: failure } };
  },
  resolve({ state, options, dice, newId }, p) {
    const pt = participantOf(state, p.actor, ["actor"]);
    const c = characterOf(state, pt.character, ["actor"]);
    const before = trackerOf(state);
    // Built first, so a bad Dodge is refused before the tracker or a die is touched.
    const build = dodgeOrNull(state, pt.character, p, options);
    const r0 = interrupt(before, pt.id, p.interrupt, {
      incapacitated: isIncapacitated(state, pt.character, options),
      perks: Object.keys(c.perks),
      ...(p.attackCost !== undefined ? { attackCost: p.attackCost } : {}),
    });
    if (!r0.ok && r0.error.path[0] === "interrupt" && r0.error.path.length > 1)
      throw new EngineError(r0.error.code, r0.error.message, r0.error.path);
    const step = orThrow(r0);
    const name = typeof p.interrupt === "string" ? p.interrupt : p.interrupt.custom;
    const rollId = newId("roll");
    let dodge: DodgeRecord | null = null;
    let dieList: RollRecord["dice"] = [];
    if (build) {
      const rating = p.dodge!.rating;
      const rolled = rollBuilt(build, options, dice, rating);
      dieList = rolled.result ? dieRecords(rolled.result) : [];
      dodge = {
        participant: pt.id,
        at: before.time,
        rating,
        total: rolled.result?.total ?? null,
        success: rolled.success === true,
        roll: rollId,
      };
    }
    const r = stepEvents(
      state,
      before,
      step,
      `interrupt:${name}`,
      dice,
      options,
      dodge ? { [pt.character]: dodge } : {},
    );
    const cost = initiativeOf(step.tracker, pt.id) - initiativeOf(before, pt.id);
    const dodgeText = dodge
      ? `; Agility ${dodge.total ?? "(no roll)"} against Dodge:[${dodge.rating}]: ${dodge.success ? "dodged, the area's damage is halved" : "fails to dodge"}`
      : "";
    const roll: RollRecord = {
      id: rollId,
      action: "interrupt",
      actor: pt.character,
      summary: [`${pt.name} interrupts: ${name}, ${cost} initiative${dodgeText}`, ...r.lines].join("; "),
      dice: dieList,
      outcome: {
        interrupt: name,
        cost,
        dodge,
        sources: build?.sources ?? [],
        autoBurns: r.autoBurns,
        happenings: r.happenings,
      },
      partition: dodge ? (dodge.success ? "dodged" : "failed") : "interrupted",
    };
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
    "DE-COND-20, DE-COND-28: a forced burn the GM applies by hand (initiative damage, or an incapacitated character the automatic burn did not reach); Surprised, ElectroShock's check and incapacitation act by themselves when their bearer becomes active",
  params: burnParams,
  examples: [
    burnParams.parse({ actor: "scout", amount: 8, reason: "surprised" }),
    burnParams.parse({ actor: "sentry", amount: 5, reason: "ElectroShock" }),
  ],
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
      { amount, reason: p.reason, autoBurns: r.autoBurns, happenings: r.happenings },
      "burned",
    );
    return { roll, events: [{ type: "roll", roll }, ...r.events] };
  },
});
