// The next turn in initiative order, passing over anyone who cannot act: the dying lose their
// turn (L13-DEATH-1) and the dead take none (L13-DEATH-6).

import { z } from "zod";
import { nextTurn } from "../../../engine/encounter.js";
import { EngineError } from "../../../engine/errors.js";
import { apply, type TableEvent } from "../../../engine/events.js";
import { action } from "../../../engine/ruleset.js";
import { canAct, type L13Character, type L13Options } from "../character/index.js";

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
      const step = nextTurn(s);
      events.push(...step);
      for (const e of step) s = apply(s, e);
      const actor = s.encounter!.participants.find((p) => p.id === s.encounter!.order[s.encounter!.current]);
      const c = actor ? (s.characters[actor.character]?.data as L13Character | undefined) : undefined;
      if (c && canAct(c, options)) return { roll: null, events };
    }
    throw new EngineError("refused", "nobody in the encounter can act", []);
  },
});
