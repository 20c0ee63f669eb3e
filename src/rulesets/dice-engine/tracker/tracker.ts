// The rising initiative tracker as plain data (DE-INIT-*). Everyone has an initiative; the lowest
// acts (ties act together); acting adds the action's cost. The current time is the lowest
// initiative, and the timeline of periodic effects runs on it. Every function here is pure: it
// takes a tracker and returns a new one with the events that say what happened.

import { actionLabel, type HeldAction } from "./actions.js";
import type { TrackerOptions } from "./options.js";
import { fail, ok, type Result } from "./result.js";
import { advanceEffects, type TimedEffect, type TimelineEvent } from "./timeline.js";

export interface Hold {
  action: HeldAction;
  trigger: string;
  /** The time it was declared; it lapses when its holder is next active (DE-ACT-3). */
  declaredAt: number;
}

export interface TrackerEntry {
  id: string;
  name: string;
  initiative: number;
  /** DE-INIT-3: a value the GM keeps from the players. */
  hidden: boolean;
  hold: Hold | null;
  /** 0-cost actions taken in a row (the DE-ACT-8 guard). */
  zeroCostStreak: number;
}

/**
 * DE-INIT-6: characters who stood at the same initiative and act simultaneously. The table sends
 * their actions one by one, so the tracker remembers who belongs to the moment and who has acted:
 * a member acts even after a simultaneous action knocked it out or pushed it up the tracker, and
 * nobody in it acts twice before the others have acted once.
 */
export interface Tie {
  /** The time they all stood at. */
  at: number;
  /** Everyone who acts at that moment, in tracker order. */
  members: string[];
  /** The members who have taken their action (or burnt it away). */
  acted: string[];
}

export interface Tracker {
  /** DE-INIT-7: the current time, the lowest initiative on the tracker. */
  time: number;
  /** In the order they were placed; `displayOrder` sorts them for the screen. */
  entries: TrackerEntry[];
  effects: TimedEffect[];
  /** DE-INIT-6: the simultaneous moment under way, if any (absent on a tracker that never tied). */
  tie?: Tie | null;
}

export type TrackerEvent =
  | { type: "spent"; id: string; cost: number; action: string; at: number }
  | { type: "declined"; id: string; action: string; at: number }
  | { type: "held"; id: string; action: string; trigger: string; cost: number; at: number }
  | { type: "holdTriggered"; id: string; action: string; at: number }
  | { type: "holdLapsed"; id: string; action: string; at: number }
  | { type: "interrupt"; id: string; interrupt: string; cost: number; at: number }
  | { type: "burned"; id: string; amount: number; reason: string; at: number }
  | { type: "joined"; id: string; initiative: number; at: number }
  | { type: "left"; id: string; at: number }
  | { type: "timeMoved"; from: number; to: number }
  | { type: "simultaneous"; at: number; members: string[] }
  | TimelineEvent;

export interface Step {
  tracker: Tracker;
  events: TrackerEvent[];
}

export interface EntryInput {
  id: string;
  name?: string;
  initiative: number;
  hidden?: boolean;
}

function entryOf(e: EntryInput): TrackerEntry {
  return {
    id: e.id,
    name: e.name ?? e.id,
    initiative: e.initiative,
    hidden: e.hidden ?? false,
    hold: null,
    zeroCostStreak: 0,
  };
}

function checkEntry(e: EntryInput, path: (string | number)[]): Result<null> {
  if (typeof e.id !== "string" || e.id.length === 0)
    return fail("invalid", [...path, "id"], "an entry needs an id");
  if (!Number.isInteger(e.initiative))
    return fail("invalid", [...path, "initiative"], `initiative is a whole number, got ${e.initiative}`);
  return ok(null);
}

/** DE-INIT-1/4: the GM starts combat time with everyone's rolled initiative. */
export function startTracker(entries: readonly EntryInput[]): Result<Tracker> {
  if (entries.length === 0) return fail("invalid", ["entries"], "combat needs at least one character");
  const seen = new Set<string>();
  for (const [i, e] of entries.entries()) {
    const c = checkEntry(e, ["entries", i]);
    if (!c.ok) return c as Result<never>;
    if (seen.has(e.id)) return fail("invalid", ["entries", i, "id"], `'${e.id}' is on the tracker twice`);
    seen.add(e.id);
  }
  const list = entries.map(entryOf);
  return ok({ time: lowest(list), entries: list, effects: [], tie: null });
}

function lowest(entries: readonly TrackerEntry[]): number {
  return Math.min(...entries.map((e) => e.initiative));
}

/** DE-INIT-4/6: the active characters — everyone at the lowest initiative (several on a tie). */
export function activeIds(t: Tracker): string[] {
  return t.entries.filter((e) => e.initiative === t.time).map((e) => e.id);
}

/** DE-INIT-4: the tracker as listed, highest initiative first; ties keep the order they were placed in. */
export function displayOrder(t: Tracker): string[] {
  return [...t.entries].sort((a, b) => b.initiative - a.initiative).map((e) => e.id);
}

export interface PlayerTrackerView {
  /** Display order of the entries whose values players may see, with their values. */
  entries: { id: string; name: string; initiative: number }[];
  /** Hidden entries: players know they are in the fight, not where (their place would tell). */
  hidden: { id: string; name: string }[];
  /** Who is acting now, hidden or not (an acting character is seen acting). */
  active: string[];
}

/** DE-INIT-3: what the players see of a tracker with GM-only values. */
export function playerView(t: Tracker): PlayerTrackerView {
  const byId = new Map(t.entries.map((e) => [e.id, e]));
  const order = displayOrder(t).map((id) => byId.get(id)!);
  return {
    entries: order
      .filter((e) => !e.hidden)
      .map((e) => ({ id: e.id, name: e.name, initiative: e.initiative })),
    hidden: order.filter((e) => e.hidden).map((e) => ({ id: e.id, name: e.name })),
    active: activeIds(t),
  };
}

/** Whether the GM keeps this entry's value hidden; the flag can change mid-fight (a reveal). */
export function setHidden(t: Tracker, id: string, hidden: boolean): Result<Tracker> {
  const found = find(t, id);
  if (!found.ok) return found as Result<never>;
  return ok({ ...t, entries: t.entries.map((e) => (e.id === id ? { ...e, hidden } : e)) });
}

export function find(t: Tracker, id: string, path: (string | number)[] = ["id"]): Result<TrackerEntry> {
  const e = t.entries.find((x) => x.id === id);
  return e ? ok(e) : fail("not_found", path, `'${id}' is not on the tracker`);
}

/**
 * DE-INIT-9: a character joining an ongoing fight. With `rollPlusCurrent` its value is its rolled
 * initiative plus the current time, so it does not act before everyone retroactively; with `gmSet`
 * the GM gives the value. A value below the current time makes it the active character now.
 */
export function joinTracker(
  t: Tracker,
  input: { id: string; name?: string; hidden?: boolean; roll?: number; initiative?: number },
  opts: Pick<TrackerOptions, "lateJoinInitiative">,
): Result<Step> {
  if (t.entries.some((e) => e.id === input.id))
    return fail("invalid", ["id"], `'${input.id}' is already on the tracker`);
  let initiative: number;
  if (opts.lateJoinInitiative === "rollPlusCurrent") {
    if (input.roll === undefined)
      return fail("invalid", ["roll"], "a late joiner rolls initiative (roll is missing)");
    initiative = input.roll + t.time;
  } else {
    if (input.initiative === undefined)
      return fail("invalid", ["initiative"], "with lateJoinInitiative gmSet the GM gives the value");
    initiative = input.initiative;
  }
  const entry: EntryInput = { id: input.id, initiative };
  if (input.name !== undefined) entry.name = input.name;
  if (input.hidden !== undefined) entry.hidden = input.hidden;
  const c = checkEntry(entry, []);
  if (!c.ok) return c as Result<never>;
  const joined: TrackerEvent = { type: "joined", id: input.id, initiative, at: t.time };
  return ok(settle(t, { ...t, entries: [...t.entries, entryOf(entry)] }, [joined]));
}

/** A character leaves the fight (fled, removed by the GM); its hold goes with it. */
export function leaveTracker(t: Tracker, id: string): Result<Step> {
  const found = find(t, id);
  if (!found.ok) return found as Result<never>;
  const entries = t.entries.filter((e) => e.id !== id);
  const left: TrackerEvent = { type: "left", id, at: t.time };
  if (entries.length === 0) return ok({ tracker: { ...t, entries }, events: [left] });
  return ok(settle(t, { ...t, entries }, [left]));
}

/**
 * After any change of initiative: the time becomes the new lowest value, the timeline runs up to it,
 * and a hold whose holder is now active lapses with no refund (DE-ACT-3).
 */
export function settle(before: Tracker, after: Tracker, events: TrackerEvent[]): Step {
  const time = after.entries.length > 0 ? lowest(after.entries) : after.time;
  const out = [...events];
  let effects = after.effects;
  if (time !== before.time) {
    out.push({ type: "timeMoved", from: before.time, to: time });
    const moved = advanceEffects(effects, before.time, time);
    effects = moved.effects;
    out.push(...moved.events);
  }
  const entries = after.entries.map((e) => {
    if (e.initiative !== time || e.hold === null) return e;
    out.push({ type: "holdLapsed", id: e.id, action: actionLabel(e.hold.action), at: time });
    return { ...e, hold: null };
  });
  return { tracker: { time, entries, effects, tie: openTie({ ...after, entries }) }, events: out };
}

/**
 * DE-INIT-6: the simultaneous moment still under way, or null: one is over once every member still
 * on the tracker has acted (members who left no longer count).
 */
export function openTie(t: Tracker): Tie | null {
  const tie = t.tie;
  if (!tie) return null;
  const here = new Set(t.entries.map((e) => e.id));
  const members = tie.members.filter((id) => here.has(id));
  const acted = tie.acted.filter((id) => here.has(id));
  if (members.every((id) => acted.includes(id))) return null;
  return { at: tie.at, members, acted };
}

/** Whether `id` still owes its action to the simultaneous moment under way (DE-INIT-6). */
export function owesTieAction(t: Tracker, id: string): boolean {
  const tie = openTie(t);
  return !!tie?.members.includes(id) && !tie.acted.includes(id);
}
