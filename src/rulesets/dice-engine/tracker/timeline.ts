// The shared timeline (DE-INIT-7/8). There are no rounds: everything timed — "every 10 initiative",
// "for the next 15 initiative" — is measured on the tracker's current time, the initiative of the
// active character. An effect remembers when it next fires and when it ends, so time that jumps
// several periods at once fires every tick in order, and time that moves back (a late joiner who
// rolled below the current time) never fires anything twice.

import type { TrackerOptions } from "./options.js";
import { fail, ok, type Result } from "./result.js";

export interface TimedEffect {
  id: string;
  /** What the glue shows ("Burning:[2]", "Offensive Stance II"…). */
  label: string;
  startedAt: number;
  /** Fires every `period` initiative; null for a plain duration. */
  period: number | null;
  /** The next time it fires; null when it does not repeat. */
  nextAt: number | null;
  /** It ends when the time reaches this; null until removed. */
  endsAt: number | null;
  /** Ticks fired so far. */
  fired: number;
}

export type TimelineEvent =
  | { type: "effectTick"; id: string; at: number; count: number }
  | { type: "effectEnded"; id: string; at: number };

export interface EffectSpec {
  id: string;
  label?: string;
  /** Repeats every `period` initiative, or every round (`roundLength`) when "round". */
  period?: number | "round";
  /** Lasts this many initiative from the start. */
  duration?: number;
}

/**
 * DE-INIT-7: starts an effect at time `at`. With `tickFirstAt: "plusPeriod"` the first tick is at
 * at + period; with "immediate" it fires now (the event is returned) and then every period.
 */
export function startEffect(
  spec: EffectSpec,
  at: number,
  opts: Pick<TrackerOptions, "tickFirstAt" | "roundLength">,
): Result<{ effect: TimedEffect; events: TimelineEvent[] }> {
  const period = spec.period === "round" ? opts.roundLength : (spec.period ?? null);
  if (period !== null && (!Number.isInteger(period) || period < 1))
    return fail("invalid", ["period"], `a period is a whole number of initiative ≥ 1, got ${period}`);
  if (spec.duration !== undefined && (!Number.isInteger(spec.duration) || spec.duration < 1))
    return fail(
      "invalid",
      ["duration"],
      `a duration is a whole number of initiative ≥ 1, got ${spec.duration}`,
    );
  const effect: TimedEffect = {
    id: spec.id,
    label: spec.label ?? spec.id,
    startedAt: at,
    period,
    nextAt: period === null ? null : at + period,
    endsAt: spec.duration === undefined ? null : at + spec.duration,
    fired: 0,
  };
  const events: TimelineEvent[] = [];
  if (period !== null && opts.tickFirstAt === "immediate") {
    effect.fired = 1;
    events.push({ type: "effectTick", id: effect.id, at, count: 1 });
  }
  return ok({ effect, events });
}

/**
 * Moves the timeline from `from` to `to`: every tick due in (from, to] in time order, an effect that
 * both ticks and ends at the same moment ticks first (it is still running at its last instant),
 * and ended effects are dropped. Nothing happens when time does not move forward.
 */
export function advanceEffects(
  effects: readonly TimedEffect[],
  from: number,
  to: number,
): { effects: TimedEffect[]; events: TimelineEvent[] } {
  if (to <= from) return { effects: [...effects], events: [] };
  const due: { event: TimelineEvent; order: number; end: boolean }[] = [];
  const kept: TimedEffect[] = [];
  effects.forEach((e, order) => {
    const next = { ...e };
    const last = e.endsAt === null ? to : Math.min(to, e.endsAt);
    while (next.period !== null && next.nextAt !== null && next.nextAt <= last) {
      next.fired++;
      due.push({
        event: { type: "effectTick", id: e.id, at: next.nextAt, count: next.fired },
        order,
        end: false,
      });
      next.nextAt += next.period;
    }
    if (e.endsAt !== null && e.endsAt <= to) {
      due.push({ event: { type: "effectEnded", id: e.id, at: e.endsAt }, order, end: true });
    } else kept.push(next);
  });
  due.sort((a, b) => a.event.at - b.event.at || Number(a.end) - Number(b.end) || a.order - b.order);
  return { effects: kept, events: due.map((d) => d.event) };
}

/** Removes an effect before its end (the condition was cured, the stance dropped). */
export function stopEffect(effects: readonly TimedEffect[], id: string): TimedEffect[] {
  return effects.filter((e) => e.id !== id);
}
