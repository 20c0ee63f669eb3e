// The next turn in initiative order, passing over anyone who cannot act: the dying lose their
// turn (L13-DEATH-1) and the dead take none (L13-DEATH-6). When a new round begins and the table
// gives rounds a length (`secondsPerRound`), the dying clock runs for that long (L13-DEATH-9).

import { z } from "zod";
import { nextTurn } from "../../../engine/encounter.js";
import { EngineError } from "../../../engine/errors.js";
import { apply, type TableEvent } from "../../../engine/events.js";
import { action } from "../../../engine/ruleset.js";
import type { TableState } from "../../../engine/state.js";
import { changed } from "../bridge.js";
import { advanceRounds, canAct, type L13Character, type L13Options } from "../character/index.js";

const params = z.strictObject({});

export const nextTurnAction = action<z.infer<typeof params>, L13Options, z.input<typeof params>>({
  summary: "end the current turn; the next participant who can act takes theirs",
  params,
  examples: [],
  resolve({ state, options }) {
    const encounter = state.encounter;
    if (!encounter) throw new EngineError("conflict", "no encounter is running", []);
    const events: TableEvent[] = [];
    let s = state;
    for (let i = 0; i <= encounter.order.length; i++) {
      const round = s.encounter!.round;
      const step = nextTurn(s);
      for (const e of step) s = apply(s, e);
      // Run before the new round's first turn is given: a character the clock kills does not act.
      const passed = s.encounter!.round > round ? dyingClockForARound(s, options) : [];
      for (const e of passed) s = apply(s, e);
      events.push(...step, ...passed);
      const actor = s.encounter!.participants.find((p) => p.id === s.encounter!.order[s.encounter!.current]);
      const c = actor ? (s.characters[actor.character]?.data as L13Character | undefined) : undefined;
      if (c && canAct(c, options)) return { roll: null, events };
    }
    throw new EngineError("refused", "nobody in the encounter can act", []);
  },
});

/**
 * L13-DEATH-9: one round's worth of the dying clock for every dying character at the table; none
 * when the table gives rounds no length (the book gives none: then only `advanceTime` runs it).
 */
function dyingClockForARound(state: TableState, options: L13Options): TableEvent[] {
  const events: TableEvent[] = [];
  if (options.secondsPerRound === null) return events;
  for (const [id, entry] of Object.entries(state.characters)) {
    const before = entry.data as L13Character;
    const after = advanceRounds(before, 1, options);
    if (!after.refused && after.character !== before) events.push(changed(id, after, "rounds"));
  }
  return events;
}
