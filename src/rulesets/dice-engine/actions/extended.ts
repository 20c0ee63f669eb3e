// Extended checks (DE-EXT-1..7): rounds of rolls against one DC until the successes reach the
// Success Value (SV) or the failures reach half of it, rounded up. One `extended` action is one
// round: the main roller and any allies roll together (DE-EXT-6) and the thresholds are looked at
// once, at the end (DE-EXT-7). The tallies live in the table state as an open note, changed only by
// this ruleset's `dice-engine.extended` event, so replaying the log gives them back exactly.

import { z } from "zod";
import type { DiceSource } from "../../../dice/index.js";
import { EngineError } from "../../../engine/errors.js";
import type { RulesetEvent, TableEvent } from "../../../engine/events.js";
import type { RollRecord } from "../../../engine/roll.js";
import { action, type Outcomes } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import { buildRoll, dieRecords, requestedBy, rollShape } from "../bridge.js";
import type { CheckBuild } from "../character/index.js";
import {
  checkOdds,
  type ExtendedRoll,
  type ExtendedState,
  extendedElapsed,
  extendedFailThreshold,
  extendedRound,
  startExtended,
  stopExtended,
} from "../check/index.js";
import type { DiceEngineOptions } from "../options.js";
import { forced } from "./odds.js";
import { checkFields, rollBuilt } from "./roll.js";

export const EXTENDED_NOTE_KIND = "dice-engine.extended";
export const EXTENDED_EVENT = "dice-engine.extended";

/** What the table keeps about one extended check: the GM's parameters and the tallies so far. */
export interface ExtendedNote extends ExtendedState {
  task: string;
  sv: number;
  dc: number;
  duration: number;
  unit: string;
  /** DE-EXT-5: one duration per round. */
  elapsed: number;
  /** True when it ended by stopping early or running out of time (DE-EXT-4). */
  stopped: boolean;
}

/** The ruleset's own event: the new tallies of an extended check's note. */
export interface ExtendedEvent extends RulesetEvent {
  type: typeof EXTENDED_EVENT;
  id: string;
  tally: ExtendedState & { elapsed: number; stopped: boolean };
}

const noteId = (id: string) => `extended:${id}`;

const extendedId = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, "letters, digits, '-' and '_', starting with a letter or digit")
  .max(60);

export const extendedParams = z.strictObject({
  /** Names the extended check; the first round opens it, later rounds with the same id continue it. */
  id: extendedId,
  /** DE-EXT-1: the GM's parameters, given when the check starts (and, if repeated, unchanged). */
  task: z.string().trim().min(1).max(200).optional(),
  sv: z.number().int().min(1).max(100).optional(),
  dc: z.number().int().min(-20).max(80).optional(),
  duration: z.number().positive().max(1_000_000).optional(),
  unit: z.string().trim().min(1).max(30).default("minutes"),
  /** DE-EXT-6: the main roller first, then any allies rolling in the same round. */
  rolls: z
    .array(z.strictObject({ actor: z.string().min(1), ...rollShape }))
    .min(1)
    .max(12),
});

export type ExtendedParams = z.output<typeof extendedParams>;

function noteOf(state: TableState, id: string): ExtendedNote | null {
  const n = state.notes[noteId(id)];
  return n && n.kind === EXTENDED_NOTE_KIND ? (n.data as ExtendedNote) : null;
}

/** The check so far, or a fresh one from the parameters (which must then all be given). */
function current(state: TableState, p: ExtendedParams): { note: ExtendedNote; isNew: boolean } {
  const note = noteOf(state, p.id);
  if (note) {
    if (note.status !== "ongoing")
      throw new EngineError("conflict", `the extended check '${p.id}' is over (${note.status})`, ["id"]);
    for (const key of ["sv", "dc", "duration"] as const) {
      const given = p[key];
      if (given !== undefined && given !== note[key])
        throw new EngineError(
          "invalid",
          `${key} of '${p.id}' was set to ${note[key]} when it started and cannot change`,
          [key],
        );
    }
    return { note, isNew: false };
  }
  for (const key of ["sv", "dc", "duration"] as const)
    if (p[key] === undefined)
      throw new EngineError(
        "invalid",
        `a new extended check needs ${key} (the GM sets SV, DC and duration)`,
        [key],
      );
  return {
    isNew: true,
    note: {
      ...startExtended(),
      task: p.task ?? p.id,
      sv: p.sv!,
      dc: p.dc!,
      duration: p.duration!,
      unit: p.unit,
      elapsed: 0,
      stopped: false,
    },
  };
}

function builds(state: TableState, p: ExtendedParams, dc: number, o: DiceEngineOptions): CheckBuild[] {
  return p.rolls.map((r, i) => buildRoll(state, r.actor, r, o, ["rolls", i], { target: dc }).build);
}

/**
 * One roll as the tally sees it. The judged outcome is the authority (a super-critical fail fails
 * whatever the total, DE-CRIT-7; a super-critical may succeed below the DC with the option), so the
 * total handed on is the one that gives the same verdict and the same degrees.
 */
function tallyRoll(
  success: boolean,
  degrees: number,
  dc: number,
  ally: boolean,
  autoFail: boolean,
): ExtendedRoll {
  const total = success ? dc + degrees - 1 : dc - Math.max(-degrees, 1);
  return { total, ally, autoFail };
}

/** Probability of each (success marks, failure marks) one roll adds to the tallies. */
function markDistribution(
  b: CheckBuild,
  dc: number,
  ally: boolean,
  o: DiceEngineOptions,
): Map<string, number> {
  const out = new Map<string, number>();
  const add = (s: number, f: number, p: number) => {
    if (p === 0) return;
    const key = `${s}|${ally && !o.extendedAllyFailuresCount ? 0 : f}`;
    out.set(key, (out.get(key) ?? 0) + p);
  };
  const f = forced(b);
  if (f !== null) {
    add(f === "success" ? 1 : 0, f === "fail" ? 1 : 0, 1);
    return out;
  }
  const odds = checkOdds({ ...b.request, target: dc }, o);
  const vs = odds.vsTarget!;
  const perRoll = o.extendedCheckTally === "perRoll";
  for (const [d, n] of vs.dos) add(perRoll ? 1 : d, 0, n / odds.outcomes);
  for (const [d, n] of vs.dof) add(0, perRoll ? 1 : Math.max(d, 1), n / odds.outcomes);
  return out;
}

function statusAfter(
  note: ExtendedNote,
  s: number,
  f: number,
  o: DiceEngineOptions,
): ExtendedState["status"] {
  const won = note.successes + s >= note.sv;
  const lost = note.failures + f >= extendedFailThreshold(note.sv);
  if (won && lost) return o.extendedTiePrecedence === "success" ? "succeeded" : "failed";
  return won ? "succeeded" : lost ? "failed" : "ongoing";
}

function tallyEvent(id: string, t: ExtendedNote): ExtendedEvent {
  const { successes, failures, rounds, status, elapsed, stopped } = t;
  return {
    type: EXTENDED_EVENT,
    id: noteId(id),
    tally: { successes, failures, rounds, status, elapsed, stopped },
  };
}

function rollRound(
  state: TableState,
  p: ExtendedParams,
  o: DiceEngineOptions,
  dice: DiceSource,
  newId: (prefix: string) => string,
): { events: TableEvent[]; roll: RollRecord } {
  const { note, isNew } = current(state, p);
  const bs = builds(state, p, note.dc, o);
  const rolled = bs.map((b) => rollBuilt(b, o, dice, note.dc));
  const tallies = rolled.map((r, i) =>
    tallyRoll(
      r.success!,
      r.degrees!,
      note.dc,
      i > 0,
      r.forced === "fail" || r.result?.outcome?.forced === "fail",
    ),
  );
  const next = extendedRound(note, tallies, note, o);
  const after: ExtendedNote = { ...note, ...next, elapsed: extendedElapsed(next, note) };
  const names = p.rolls.map((r) => (state.characters[r.actor]!.data as { name: string }).name);
  const roll: RollRecord = {
    id: newId("roll"),
    action: "extended",
    actor: p.rolls[0]!.actor,
    summary: `${after.task}, round ${after.rounds}: ${rolled
      .map((r, i) => `${names[i]} ${r.result ? r.result.total : "(no roll)"} ${r.success ? "✓" : "✗"}`)
      .join(
        ", ",
      )}; ${after.successes}/${after.sv} successes, ${after.failures}/${extendedFailThreshold(after.sv)} failures${
      after.status === "ongoing" ? "" : ` — ${after.status}`
    }`,
    dice: rolled.flatMap((r, i) =>
      r.result ? dieRecords(r.result, `${i === 0 ? "" : "ally: "}${names[i]}`) : [],
    ),
    outcome: {
      id: p.id,
      task: after.task,
      sv: after.sv,
      dc: after.dc,
      rolls: rolled.map((r, i) => ({
        actor: p.rolls[i]!.actor,
        stat: p.rolls[i]!.stat,
        ally: i > 0,
        ...checkFields(bs[i]!, r),
      })),
      successes: after.successes,
      failures: after.failures,
      rounds: after.rounds,
      elapsed: after.elapsed,
      unit: after.unit,
      status: after.status,
      requestedBy: requestedBy(state, p.rolls[0]!.actor),
    },
    partition: after.status,
  };
  const events: TableEvent[] = [];
  if (isNew)
    events.push({
      type: "note.opened",
      id: noteId(p.id),
      kind: EXTENDED_NOTE_KIND,
      text: `Extended check: ${note.task} (SV ${note.sv}, DC ${note.dc}, ${note.duration} ${note.unit} a round)`,
      data: note,
    });
  events.push({ type: "roll", roll }, tallyEvent(p.id, after));
  if (after.status !== "ongoing") events.push({ type: "note.closed", id: noteId(p.id) });
  return { events, roll };
}

export const extendedAction = action<ExtendedParams, DiceEngineOptions, z.input<typeof extendedParams>>({
  summary:
    "one round of an extended check: everyone rolls against the DC; successes to the SV win, half as many failures lose",
  params: extendedParams,
  examples: [
    extendedParams.parse({
      id: "ledger",
      task: "Decode the smuggler's ledger",
      sv: 4,
      dc: 12,
      duration: 10,
      rolls: [
        { actor: "ilse", stat: "logic", focus: "crime" },
        { actor: "wren", stat: "intuition", focus: "underworld" },
      ],
    }),
    extendedParams.parse({
      id: "crossing",
      sv: 1,
      dc: 15,
      duration: 1,
      unit: "hours",
      rolls: [{ actor: "bruno", stat: "endurance", advantage: [{ label: "good boots", levels: 1 }] }],
    }),
  ],
  odds({ state, options }, p): Outcomes {
    const { note } = current(state, p);
    // The joint distribution of the marks the whole round adds, then the thresholds at its end.
    let joint = new Map<string, number>([["0|0", 1]]);
    builds(state, p, note.dc, options).forEach((b, i) => {
      const marks = markDistribution(b, note.dc, i > 0, options);
      const next = new Map<string, number>();
      for (const [k1, p1] of joint) {
        const [s1, f1] = k1.split("|").map(Number) as [number, number];
        for (const [k2, p2] of marks) {
          const [s2, f2] = k2.split("|").map(Number) as [number, number];
          const key = `${s1 + s2}|${f1 + f2}`;
          next.set(key, (next.get(key) ?? 0) + p1 * p2);
        }
      }
      joint = next;
    });
    const partition: Record<string, number> = { succeeded: 0, failed: 0, ongoing: 0 };
    for (const [k, pr] of joint) {
      const [s, f] = k.split("|").map(Number) as [number, number];
      partition[statusAfter(note, s, f, options)]! += pr;
    }
    return { partition, chances: {}, distributions: {}, truncated: 0 };
  },
  resolve({ state, options, dice, newId }, p) {
    return rollRound(state, p, options, dice, newId);
  },
});

const stopParams = z.strictObject({ id: extendedId });

export const extendedStopAction = action<
  z.output<typeof stopParams>,
  DiceEngineOptions,
  z.input<typeof stopParams>
>({
  summary: "stop an extended check early, or say its time ran out: it fails (DE-EXT-4)",
  params: stopParams,
  examples: [stopParams.parse({ id: "watch" })],
  resolve({ state }, p) {
    const note = noteOf(state, p.id);
    if (!note) throw new EngineError("not_found", `no extended check '${p.id}' at this table`, ["id"]);
    if (note.status !== "ongoing")
      throw new EngineError("conflict", `the extended check '${p.id}' is already over (${note.status})`, [
        "id",
      ]);
    const after: ExtendedNote = { ...note, ...stopExtended(note), stopped: true };
    return { roll: null, events: [tallyEvent(p.id, after), { type: "note.closed", id: noteId(p.id) }] };
  },
});

/** Folds the ruleset's `dice-engine.extended` event into the note it names. */
export function reduceExtended(state: TableState, event: RulesetEvent): TableState | undefined {
  if (event.type !== EXTENDED_EVENT) return undefined;
  const e = event as ExtendedEvent;
  const n = state.notes[e.id];
  if (!n) throw new Error(`${EXTENDED_EVENT} names an unknown note '${e.id}'`);
  return {
    ...state,
    notes: { ...state.notes, [e.id]: { ...n, data: { ...(n.data as ExtendedNote), ...e.tally } } },
  };
}
