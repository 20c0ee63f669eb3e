// Hit points outside an attack: damage the GM applies, healing, rest, stabilizing, the game clock
// that drains the dying (L13-HP-*, L13-HEAL-*, L13-DEATH-*).

import { z } from "zod";
import { advanceClock } from "../../../engine/encounter.js";
import type { TableEvent } from "../../../engine/events.js";
import { action } from "../../../engine/ruleset.js";
import { changed, characterOf, guard } from "../bridge.js";
import {
  advanceTime,
  clearRecuperating,
  damage,
  heal,
  type L13Character,
  type L13Options,
  type Outcome,
  rest,
  stabilize,
} from "../character/index.js";

const target = z.string();
const amount = z.number().int().min(0).max(100_000);
const source = z.string().trim().min(1).max(200);

/**
 * An action that changes one character with no dice: validate, apply the character function,
 * record the new state (or refuse, naming the `target` parameter).
 */
function onTarget<P extends { target: string }, I = P>(spec: {
  summary: string;
  params: z.ZodType<P, I>;
  examples: P[];
  apply: (c: L13Character, p: P, o: L13Options) => Outcome;
}) {
  return action<P, L13Options, I>({
    summary: spec.summary,
    params: spec.params,
    examples: spec.examples,
    resolve({ state, options }, p) {
      const c = characterOf(state, p.target, ["target"]);
      return {
        roll: null,
        events: [
          changed(
            p.target,
            guard(() => spec.apply(c, p, options)),
            "target",
          ),
        ],
      };
    },
  });
}

const damageParams = z.strictObject({ target, amount, source: source.default("GM") });
export const damageAction = onTarget({
  summary: "apply damage from any source (falls, fire…): HP drop, the Pulse die follows",
  params: damageParams,
  examples: [damageParams.parse({ target: "casimir", amount: 12, source: "a fall" })],
  apply: (c, p, o) => damage(c, p.amount, o),
});

const healParams = z.strictObject({ target, amount, source: source.default("first aid") });
export const healAction = onTarget({
  summary: "heal by first aid, medicine or magic: HP up to the maximum; stabilizes the dying",
  params: healParams,
  examples: [healParams.parse({ target: "casimir", amount: 5 })],
  apply: (c, p, o) => heal(c, p.amount, p.source, o),
});

const restParams = z.strictObject({ target, minutes: z.number().int().min(1).max(100_000) });
export const restAction = onTarget({
  summary: "rest: 1 HP per full 15 minutes, at most 4 per injury (the rest preset)",
  params: restParams,
  examples: [restParams.parse({ target: "casimir", minutes: 60 })],
  apply: (c, p, o) => rest(c, p.minutes, o),
});

const targetOnly = z.strictObject({ target });
export const stabilizeAction = onTarget({
  summary: "stabilize a dying character: the HP loss stops",
  params: targetOnly,
  examples: [],
  apply: (c, _p, o) => stabilize(c, o),
});

export const recoveredAction = onTarget({
  summary: "the GM clears the recuperating flag after rest (gritty recovery)",
  params: targetOnly,
  examples: [],
  apply: (c) => clearRecuperating(c),
});

const timeParams = z.strictObject({ minutes: z.number().int().min(1).max(1_000_000) });
export const advanceTimeAction = action<z.infer<typeof timeParams>, L13Options, z.input<typeof timeParams>>({
  summary: "game minutes pass: the dying lose HP for each full minute unless stabilized",
  params: timeParams,
  examples: [timeParams.parse({ minutes: 5 })],
  resolve({ state, options }, p) {
    const events: TableEvent[] = [...advanceClock(state, p.minutes)];
    for (const [id, entry] of Object.entries(state.characters)) {
      const before = entry.data as L13Character;
      const after = guard(() => advanceTime(before, p.minutes, options));
      if (!after.refused && after.character !== before) events.push(changed(id, after, "minutes"));
    }
    return { roll: null, events };
  },
});
