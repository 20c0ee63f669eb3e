// The tracker's state at a table and what a step on it sets off (DE-INIT-5..7, DE-COND-20, 29, 30):
// the engine's encounter folded into a Tracker; each step turned into `ticks.spent` events (never
// the engine's `spendTicks`, which refuses anyone but the lowest) and the tracker extras into the
// `dice-engine.tracker` note; the time that passed lived through by everyone in the fight (the
// conditions layer's `advanceTime`); and what happens by itself to whoever becomes active. The
// actions that take steps are in tracker.ts, attack-common.ts, health-care.ts and initiative.ts.

import type { DiceSource } from "../../../dice/index.js";
import { tickConditions } from "../../../engine/encounter.js";
import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import { type Encounter, ownEntry, type TableState } from "../../../engine/state.js";
import { onBecomeActive } from "../conditions/active.js";
import { advanceTime } from "../conditions/advance.js";
import { incapacitation } from "../conditions/effects.js";
import type { DiceEngineOptions } from "../options.js";
import {
  activeIds,
  burn,
  type DodgeRecord,
  orThrow,
  owesTieAction,
  type Step,
  type Tracker,
  tickEvents,
  trackerFromEncounter,
} from "../tracker/index.js";
import {
  after,
  happeningsData,
  nowOf,
  persist,
  type ReadiedReaction,
  stateEvent,
  summaryLines,
  TRACKER_NOTE,
  TRACKER_NOTE_KIND,
  type TrackerNote,
  trackerNote,
  viewOf,
} from "./combat-state.js";
import { toxicOnActivation, toxicUntil } from "./environment-toxic.js";

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
    readied: Object.fromEntries(Object.entries(old.readied).filter(([, r]) => r.at === t.time)),
    activated: Object.fromEntries(
      Object.entries({ ...old.activated, ...activated }).filter(([, at]) => at === t.time),
    ),
  };
  if (JSON.stringify(noteData(note)) === JSON.stringify(noteData(old)) && state.notes[TRACKER_NOTE])
    return [];
  return [stateEvent(TRACKER_NOTE, TRACKER_NOTE_KIND, noteData(note))];
}

/** The note as stored: `readied` and `activated` only when someone is in them, as logs before them had none. */
function noteData(
  n: TrackerNote,
): Omit<TrackerNote, "activated" | "readied"> & Partial<Pick<TrackerNote, "activated" | "readied">> {
  const { activated, readied, ...rest } = n;
  return {
    ...rest,
    ...(Object.keys(readied).length > 0 ? { readied } : {}),
    ...(Object.keys(activated).length > 0 ? { activated } : {}),
  };
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
      // DE-ENV-7: the first toxic-atmosphere check of an exposure falls on becoming active.
      const tox = toxicOnActivation(s, p.character, t.time, dice, o);
      if (tox.events.length > 0) {
        out.events.push(...tox.events);
        out.lines.push(...tox.lines);
        out.happenings.push(...tox.happenings);
        s = after(s, tox.events);
      }
      const view = viewOf(s, p.character, o, ["actor"]);
      const a = onBecomeActive(view, { now: t.time, dice, options: o });
      if (a.burn <= 0 && a.happenings.length === 0) continue;
      // The incapacitated burn changes nothing on the character: only the tracker moves.
      const incapacitated = a.burn > 0 && a.view === view;
      const evs = incapacitated ? [] : persist(s, p.character, a.view, a.happenings);
      out.lines.push(
        ...(incapacitated
          ? [`${p.name} is incapacitated and burns ${a.burn} initiative`]
          : summaryLines(a.happenings, p.name)),
      );
      out.happenings.push(...happeningsData(a.happenings));
      if (a.burn > 0) {
        const reason = incapacitated ? "incapacitated" : "when active";
        const step = orThrow(burn(t, id, a.burn, reason));
        const core = stepCore(after(s, evs), t, step, `Burn: ${reason} (automatic)`, dice, o);
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
    // DE-ENV-7: the toxic-atmosphere checks due on the way, after the conditions have run.
    const toxic = () => {
      const x = toxicUntil(s, id, to, dice, o);
      events.push(...x.events);
      lines.push(...x.lines);
      happenings.push(...x.happenings);
      s = after(s, x.events);
    };
    if (r.happenings.length === 0) {
      toxic();
      continue;
    }
    const evs = persist(s, id, r.view, r.happenings);
    // DE-DMG-8, DE-COND-28: initiative a condition gained along the way costs, on the bearer.
    const p = state.encounter.participants.find((x) => x.character === id);
    if (r.initiative > 0 && p)
      evs.push({ type: "ticks.spent", id: p.id, cost: r.initiative, action: "burn" });
    events.push(...evs);
    s = after(s, evs);
    const name = s.characters[id]!.name;
    lines.push(...summaryLines(r.happenings, name));
    happenings.push(...happeningsData(r.happenings));
    toxic();
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

/** DE-PERK-48, 59: the reaction `character` readied for an attack at this moment, if still good. */
export function readiedOf(state: TableState, character: string): ReadiedReaction | null {
  const r = ownEntry(trackerNote(state).readied, character);
  return r && r.at === nowOf(state) ? r : null;
}

/** The tracker note with `character`'s reaction readied now (replacing one readied before). */
export function readyEvents(state: TableState, character: string, reaction: ReadiedReaction): TableEvent[] {
  const n = trackerNote(state);
  const readied = { ...n.readied, [character]: reaction };
  return [stateEvent(TRACKER_NOTE, TRACKER_NOTE_KIND, noteData({ ...n, readied }))];
}

/** The tracker note without `character`'s readied reaction, once an attack has used it. */
export function readiedUsedEvents(state: TableState, character: string): TableEvent[] {
  const n = trackerNote(state);
  if (!Object.hasOwn(n.readied, character)) return [];
  const readied = Object.fromEntries(Object.entries(n.readied).filter(([id]) => id !== character));
  return [stateEvent(TRACKER_NOTE, TRACKER_NOTE_KIND, noteData({ ...n, readied }))];
}

/** The tracker note without `character`'s Dodge, once the damage it covered has been dealt. */
export function dodgeUsedEvents(state: TableState, character: string): TableEvent[] {
  const n = trackerNote(state);
  if (!n.dodges[character]) return [];
  const dodges = Object.fromEntries(Object.entries(n.dodges).filter(([id]) => id !== character));
  return [stateEvent(TRACKER_NOTE, TRACKER_NOTE_KIND, noteData({ ...n, dodges }))];
}
