// DE-ENV-7 at the table: a character exposed to the table's toxic atmosphere (its exposure kept in
// the environment note by the `environment` action) makes its Endurance check against the
// atmosphere's DC the first time it becomes the active character (the tracker's activation,
// tracker-steps.ts `autoBurns`) and then every 10 initiative on the shared timeline (`passTime`),
// taking the toxicity's Toxic damage on a failure. The check and the damage are
// world/environment.ts's `toxicCheck` and the damage layer's `applyDamage`, on the character's view,
// so Poisoned (which the same atmosphere gives) makes the check with disadvantage (DE-COND-24) and
// a character immune to Toxic damage takes none.

import type { DiceSource } from "../../../dice/index.js";
import type { TableEvent } from "../../../engine/events.js";
import type { TableState } from "../../../engine/state.js";
import { applyDamage } from "../damage/apply.js";
import type { Happening } from "../health/log.js";
import type { DiceEngineOptions } from "../options.js";
import { afterToxicCheck, type ToxicExposure, toxicCheck, toxicCheckDue } from "../world/environment.js";
import { after, happeningsData, persist, stateEvent, summaryLines, viewOf } from "./combat-state.js";
import { ENVIRONMENT_NOTE, ENVIRONMENT_NOTE_KIND, environmentNote } from "./environment-state.js";

export interface ToxicOutcome {
  events: TableEvent[];
  lines: string[];
  happenings: unknown[];
}

const NOTHING: ToxicOutcome = { events: [], lines: [], happenings: [] };

/** One check at `at`, its damage, and the exposure moved on to the next check. */
function oneCheck(
  state: TableState,
  character: string,
  exposure: ToxicExposure,
  at: number,
  dice: DiceSource,
  o: DiceEngineOptions,
): ToxicOutcome {
  const note = environmentNote(state);
  const view = viewOf(state, character, o, ["actor"]);
  const name = state.characters[character]!.name;
  const next = afterToxicCheck(exposure, at);
  const noteEvent = stateEvent(ENVIRONMENT_NOTE, ENVIRONMENT_NOTE_KIND, {
    ...note,
    exposures: { ...note.exposures, [character]: next },
  });
  if (view.vitals.dead) return { events: [noteEvent], lines: [], happenings: [] };
  const r = toxicCheck(view, note.environment.atmosphere, dice, o, at);
  if (!r.ok) return NOTHING;
  const { toxicity, check, damage } = r.value;
  const lines = [
    `${name}'s Endurance check against the ${toxicity.name} toxic atmosphere (DC ${toxicity.dc}) ${check.success ? "succeeds" : "fails"} with ${check.result.total}`,
  ];
  const happenings: Happening[] = [{ kind: "check", at, check }];
  const events: TableEvent[] = [noteEvent];
  if (damage) {
    const d = applyDamage(view, damage, { now: at, dice, options: o });
    events.push(...persist(after(state, events), character, d.view, d.happenings));
    happenings.push(...d.happenings);
    lines.push(...summaryLines(d.happenings, name));
    if (d.happenings.length === 0) lines.push(`${name} takes no damage from it`);
  }
  return { events, lines, happenings: happeningsData(happenings) };
}

/** DE-ENV-7: the first check, when the exposed character becomes the active character at `now`. */
export function toxicOnActivation(
  state: TableState,
  character: string,
  now: number,
  dice: DiceSource,
  o: DiceEngineOptions,
): ToxicOutcome {
  const e = environmentNote(state).exposures[character];
  if (!e || e.nextCheckAt !== null || !toxicCheckDue(e, now, true)) return NOTHING;
  return oneCheck(state, character, e, now, dice, o);
}

/** DE-ENV-7: every check that falls due up to `to`, each at its own time, 10 initiative apart. */
export function toxicUntil(
  state: TableState,
  character: string,
  to: number,
  dice: DiceSource,
  o: DiceEngineOptions,
): ToxicOutcome {
  const out: ToxicOutcome = { events: [], lines: [], happenings: [] };
  let s = state;
  for (;;) {
    const e = environmentNote(s).exposures[character];
    if (!e || e.nextCheckAt === null || !toxicCheckDue(e, to, false)) return out;
    const r = oneCheck(s, character, e, e.nextCheckAt, dice, o);
    if (r.events.length === 0) return out;
    out.events.push(...r.events);
    out.lines.push(...r.lines);
    out.happenings.push(...r.happenings);
    s = after(s, r.events);
  }
}
