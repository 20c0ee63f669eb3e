// Combat time on the rising tracker (DE-INIT-1..4, DE-INIT-9): the GM starts combat, everyone
// rolls initiative (1d6 − Logic by default, an option) and the engine's "ticks" model takes over —
// the lowest tick is the active character, ties act together, and actions add their cost. A late
// joiner rolls and adds the current time. The tracker rules (tracker/) compute the values; these
// actions turn them into the engine's encounter events.

import { z } from "zod";
import type { DiceSource } from "../../../dice/index.js";
import { endEncounter, joinEncounter, startEncounter } from "../../../engine/encounter.js";
import { EngineError } from "../../../engine/errors.js";
import type { TableEvent } from "../../../engine/events.js";
import type { DieRecord, RollRecord } from "../../../engine/roll.js";
import { action, type Outcomes } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import { characterOf } from "../bridge.js";
import type { DeCharacter } from "../character/index.js";
import type { DiceEngineOptions } from "../options.js";
import {
  initiativeOdds,
  joinTracker,
  orThrow,
  rollInitiative,
  tickEvents,
  trackerFromEncounter,
} from "../tracker/index.js";
import { after, stateEvent, TRACKER_NOTE, TRACKER_NOTE_KIND } from "./combat-state.js";
import { autoBurns } from "./tracker-steps.js";

const participantId = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, "letters, digits, '-' and '_', starting with a letter or digit")
  .max(60);

// Participants are named by `character`, not `actor`: starting a fight is the GM's call (DE-INIT-1),
// so a player cannot send it for their own characters alone.
const participant = z.strictObject({
  character: z.string().min(1),
  /** Its id on the tracker (default: the character's id); two entries may stand for one character. */
  id: participantId.optional(),
  name: z.string().trim().min(1).max(100).optional(),
  /** A value the GM sets instead of a roll (a scripted ambush, a creature the GM places). */
  initiative: z.number().int().min(-1000).max(100_000).optional(),
});

export const initiativeParams = z.strictObject({
  id: participantId.default("combat"),
  participants: z.array(participant).min(1).max(30),
  /**
   * Ends the fight still running and starts this one in the same step, for a GM moving straight to
   * the next fight; without it a running fight is refused, so none is ended by accident.
   */
  endRunning: z.boolean().default(false),
});
export type InitiativeParams = z.output<typeof initiativeParams>;

/** A dice source that remembers every die it threw, so the log can show the initiative dice. */
function recording(dice: DiceSource): { source: DiceSource; thrown: { sides: number; face: number }[] } {
  const thrown: { sides: number; face: number }[] = [];
  return {
    thrown,
    source: {
      roll(faces, name) {
        const face = dice.roll(faces, name);
        thrown.push({ sides: faces.length, face });
        return face;
      },
    },
  };
}

interface Rolled {
  id: string;
  character: string;
  name: string;
  initiative: number;
  dice: DieRecord[];
}

/** One participant's initiative: the GM's value, or a roll of the formula with its stats. */
function rollOne(
  c: DeCharacter,
  p: { initiative?: number | undefined },
  o: DiceEngineOptions,
  dice: DiceSource,
  group: string,
  path: (string | number)[],
): { initiative: number; dice: DieRecord[] } {
  if (p.initiative !== undefined) return { initiative: p.initiative, dice: [] };
  const rec = recording(dice);
  const r = rollInitiative(c.stats, rec.source, o);
  if (!r.ok) throw new EngineError(r.error.code, r.error.message, [...path, ...r.error.path]);
  return {
    initiative: r.value.initiative,
    dice: rec.thrown.map((d) => ({
      role: "initiative",
      sides: d.sides,
      faces: [d.face],
      value: d.face,
      kept: true,
      exploded: false,
      imploded: false,
      group,
    })),
  };
}

/** The partition key of an order: who stands at the lowest initiative and acts first (DE-INIT-4/6). */
function firstKey(ids: readonly string[], values: readonly number[]): string {
  const low = Math.min(...values);
  return ids.filter((_, i) => values[i] === low).join(" + ");
}

function entries(state: TableState, p: InitiativeParams) {
  // Refused before any die is thrown, so a refusal spends none of the table's dice.
  if (state.encounter && !p.endRunning)
    throw new EngineError(
      "conflict",
      `a fight ('${state.encounter.id}') is already running; end it first, or start this one with endRunning`,
      ["encounter"],
    );
  const ids = new Set<string>();
  return p.participants.map((x, i) => {
    const c = characterOf(state, x.character, ["participants", i, "character"]);
    const id = x.id ?? x.character;
    if (ids.has(id))
      throw new EngineError("invalid", `'${id}' is on the tracker twice; give one of them another id`, [
        "participants",
        i,
        "id",
      ]);
    ids.add(id);
    return { id, character: x.character, name: x.name ?? c.name, c, given: x.initiative };
  });
}

/** Exact odds are summed over every set of participants that can tie at the lowest value. */
const MAX_ODDS_PARTICIPANTS = 12;

export const initiativeAction = action<InitiativeParams, DiceEngineOptions, z.input<typeof initiativeParams>>(
  {
    summary: "the GM starts combat: everyone rolls initiative (1d6 − Logic); the lowest acts first",
    params: initiativeParams,
    // The fixtures hold a fight under way (combat-examples.ts), so each example ends it first.
    examples: [
      initiativeParams.parse({
        participants: [{ character: "ilse" }, { character: "bruno" }, { character: "wren" }],
        endRunning: true,
      }),
      initiativeParams.parse({
        id: "ambush",
        participants: [{ character: "wren", initiative: 3 }, { character: "bruno" }],
        endRunning: true,
      }),
    ],
    odds({ state, options }, p): Outcomes {
      const es = entries(state, p);
      if (es.length > MAX_ODDS_PARTICIPANTS)
        throw new EngineError(
          "refused",
          `exact odds of who acts first are worked out for at most ${MAX_ODDS_PARTICIPANTS} participants`,
          ["participants"],
        );
      const dists = es.map((e, i) => {
        if (e.given !== undefined) return new Map([[e.given, 1]]);
        const d = initiativeOdds(e.c.stats, options);
        if (!d.ok) throw new EngineError(d.error.code, d.error.message, ["participants", i, ...d.error.path]);
        return new Map(d.value);
      });
      const values = [...new Set(dists.flatMap((d) => [...d.keys()]))].sort((a, b) => a - b);
      const partition: Record<string, number> = {};
      for (const v of values) {
        const at = dists.map((d) => d.get(v) ?? 0);
        const above = dists.map((d) => [...d].reduce((s, [k, q]) => (k > v ? s + q : s), 0));
        // Every set S that stands exactly at v while everyone else is above it.
        const walk = (i: number, chosen: string[], p0: number) => {
          if (p0 === 0) return;
          if (i === es.length) {
            if (chosen.length > 0) partition[chosen.join(" + ")] = (partition[chosen.join(" + ")] ?? 0) + p0;
            return;
          }
          walk(i + 1, [...chosen, es[i]!.id], p0 * at[i]!);
          walk(i + 1, chosen, p0 * above[i]!);
        };
        walk(0, [], 1);
      }
      return { partition, chances: {}, distributions: {}, truncated: 0 };
    },
    resolve({ state, options, dice, newId }, p) {
      const es = entries(state, p);
      const rolled: Rolled[] = es.map((e, i) => ({
        id: e.id,
        character: e.character,
        name: e.name,
        ...rollOne(e.c, { initiative: e.given }, options, dice, e.name, ["participants", i]),
      }));
      const values = rolled.map((r) => r.initiative);
      const ended: TableEvent[] = state.encounter ? endEncounter(state) : [];
      // A new fight starts with no holds, streaks, tie or Dodges left over from an earlier one.
      if (state.notes[TRACKER_NOTE])
        ended.push(
          stateEvent(TRACKER_NOTE, TRACKER_NOTE_KIND, {
            holds: {},
            zeroCostStreaks: {},
            tie: null,
            dodges: {},
          }),
        );
      const started = startEncounter(after(state, ended), {
        id: p.id,
        model: "ticks",
        participants: rolled.map((r) => ({
          id: r.id,
          character: r.character,
          name: r.name,
          tick: r.initiative,
        })),
      });
      // DE-INIT-4: shown highest first; the lowest is active.
      const shown = [...rolled].sort((a, b) => b.initiative - a.initiative);
      const first = firstKey(
        rolled.map((r) => r.id),
        values,
      );
      const roll: RollRecord = {
        id: newId("roll"),
        action: "initiative",
        actor: null,
        summary: `Combat starts: ${shown.map((r) => `${r.name} ${r.initiative}`).join(", ")}; ${rolled
          .filter((r) => r.initiative === Math.min(...values))
          .map((r) => r.name)
          .join(
            " and ",
          )} act${rolled.filter((r) => r.initiative === Math.min(...values)).length > 1 ? "" : "s"} first`,
        dice: rolled.flatMap((r) => r.dice),
        outcome: {
          initiative: Object.fromEntries(rolled.map((r) => [r.id, r.initiative])),
          gmSet: rolled.filter((_, i) => es[i]!.given !== undefined).map((r) => r.id),
          first: first.split(" + "),
        },
        partition: first,
      };
      // DE-COND-20: someone already incapacitated who rolled lowest burns at once.
      const burns = autoBurns(after(state, [...ended, ...started]), dice, options);
      if (burns.autoBurns.length > 0) roll.outcome = { ...roll.outcome, autoBurns: burns.autoBurns };
      // What becoming active set off (a burn, a toxic-atmosphere check: DE-ENV-7) reads in the log.
      if (burns.lines.length > 0) roll.summary = [roll.summary, ...burns.lines].join("; ");
      const events: TableEvent[] = [{ type: "roll", roll }, ...ended, ...started, ...burns.events];
      return { events, roll };
    },
  },
);

const joinParams = z.strictObject({
  character: z.string().min(1),
  id: participantId.optional(),
  name: z.string().trim().min(1).max(100).optional(),
  /** Only with the option lateJoinInitiative "gmSet": the value the GM gives. */
  initiative: z.number().int().min(-1000).max(100_000).optional(),
});

export const joinAction = action<z.output<typeof joinParams>, DiceEngineOptions, z.input<typeof joinParams>>({
  summary: "a character joins a running fight: it rolls initiative and adds the current time",
  params: joinParams,
  examples: [
    joinParams.parse({ character: "ilse" }),
    joinParams.parse({ character: "bruno", id: "bruno-late", name: "Bruno, late to the fight" }),
  ],
  resolve({ state, options, dice, newId }, p) {
    const e = state.encounter;
    if (!e)
      throw new EngineError("conflict", "no fight is running: start one with initiative", ["encounter"]);
    const c = characterOf(state, p.character, ["character"]);
    const id = p.id ?? p.character;
    const name = p.name ?? c.name;
    const gmSet = options.lateJoinInitiative === "gmSet";
    if (!gmSet && p.initiative !== undefined)
      throw new EngineError(
        "invalid",
        "a late joiner rolls initiative and adds the current time (lateJoinInitiative); leave initiative out",
        ["initiative"],
      );
    const rolled = gmSet ? { initiative: 0, dice: [] } : rollOne(c, {}, options, dice, name, []);
    const before = trackerFromEncounter(e);
    // DE-INIT-9: the tracker adds the current time to the roll (or takes the GM's value).
    const step = orThrow(
      joinTracker(
        before,
        { id, name, ...(gmSet ? { initiative: p.initiative } : { roll: rolled.initiative }) },
        options,
      ),
    );
    const initiative = step.tracker.entries.find((x) => x.id === id)!.initiative;
    const joined = [
      ...joinEncounter(state, { id, character: p.character, name, tick: initiative }),
      ...tickEvents(before, step.tracker, "join"),
    ];
    // DE-COND-20: an incapacitated joiner that lands lowest burns at once, like anyone else.
    const burns = autoBurns(after(state, joined), dice, options);
    const roll: RollRecord = {
      id: newId("roll"),
      action: "join",
      actor: null,
      summary: [
        gmSet
          ? `${name} joins the fight at initiative ${initiative} (set by the GM)`
          : `${name} joins the fight: rolls ${rolled.initiative} + the current time ${e.time} = initiative ${initiative}`,
        ...burns.lines,
      ].join("; "),
      dice: rolled.dice,
      outcome: {
        id,
        initiative,
        rolled: gmSet ? null : rolled.initiative,
        time: e.time,
        autoBurns: burns.autoBurns,
      },
      partition: "joined",
    };
    return { roll, events: [{ type: "roll", roll }, ...joined, ...burns.events] };
  },
});
