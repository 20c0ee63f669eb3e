// How this tracker sits on the engine's "ticks" initiative model (src/engine/encounter.ts). The
// engine keeps a tick per participant and the encounter time (the lowest tick) and moves them only by
// `ticks.spent` events; this tracker adds what the Dice Engine needs on top (hidden values, holds,
// the timeline). The glue folds the engine's encounter into a Tracker, runs a rule function, and
// turns the difference into engine events — see README.md.

import type { EngineEvent } from "../../../engine/events.js";
import type { Encounter } from "../../../engine/state.js";
import type { TimedEffect } from "./timeline.js";
import type { Hold, Tie, Tracker } from "./tracker.js";

/** What the engine's encounter does not hold; the glue keeps it in its own ruleset events. */
export interface TrackerExtras {
  hidden?: readonly string[];
  holds?: Readonly<Record<string, Hold>>;
  effects?: readonly TimedEffect[];
  zeroCostStreaks?: Readonly<Record<string, number>>;
  /** DE-INIT-6: the simultaneous moment under way. */
  tie?: Tie | null;
}

/** A Tracker from an engine encounter of the ticks model: tick = initiative, time = encounter time. */
export function trackerFromEncounter(e: Encounter, extras: TrackerExtras = {}): Tracker {
  const hidden = new Set(extras.hidden ?? []);
  return {
    time: e.time,
    entries: e.participants.map((p) => ({
      id: p.id,
      name: p.name,
      initiative: p.tick,
      hidden: hidden.has(p.id),
      hold: extras.holds?.[p.id] ?? null,
      zeroCostStreak: extras.zeroCostStreaks?.[p.id] ?? 0,
    })),
    effects: [...(extras.effects ?? [])],
    tie: extras.tie ?? null,
  };
}

/**
 * The engine events that carry a tracker step over: one `ticks.spent` per participant whose
 * initiative rose (actions, interrupts, holds and burns alike — the engine's reducer accepts them
 * for any participant, whereas its `spendTicks` helper only lets the lowest one spend). When the
 * lowest value fell (a late joiner below the current time) a 0-tick spend makes the engine
 * recompute its time, which its join event does not do.
 */
export function tickEvents(before: Tracker, after: Tracker, action: string): EngineEvent[] {
  const was = new Map(before.entries.map((e) => [e.id, e.initiative]));
  const events: EngineEvent[] = [];
  for (const e of after.entries) {
    const old = was.get(e.id);
    if (old !== undefined && e.initiative > old)
      events.push({ type: "ticks.spent", id: e.id, cost: e.initiative - old, action });
  }
  if (events.length === 0 && after.time < before.time) {
    const first = after.entries.find((e) => e.initiative === after.time);
    if (first) events.push({ type: "ticks.spent", id: first.id, cost: 0, action });
  }
  return events;
}
