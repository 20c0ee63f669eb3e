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
  rest,
  stabilize,
} from "../character/index.js";

const target = z.string();
const amount = z.number().int().min(0).max(100_000);
const source = z.string().trim().min(1).max(200);

const damageParams = z.strictObject({ target, amount, source: source.default("GM") });
export const damageAction = action<z.infer<typeof damageParams>, L13Options>({
  summary: "apply damage from any source (falls, fire…): HP drop, the Pulse die follows",
  params: damageParams,
  examples: [damageParams.parse({ target: "casimir", amount: 12, source: "a fall" })],
  resolve({ state, options }, p) {
    const c = characterOf(state, p.target, ["target"]);
    return {
      roll: null,
      events: [
        changed(
          p.target,
          guard(() => damage(c, p.amount, options)),
          "target",
        ),
      ],
    };
  },
});

const healParams = z.strictObject({ target, amount, source: source.default("first aid") });
export const healAction = action<z.infer<typeof healParams>, L13Options>({
  summary: "heal by first aid, medicine or magic: HP up to the maximum; stabilizes the dying",
  params: healParams,
  examples: [healParams.parse({ target: "casimir", amount: 5 })],
  resolve({ state, options }, p) {
    const c = characterOf(state, p.target, ["target"]);
    return {
      roll: null,
      events: [
        changed(
          p.target,
          guard(() => heal(c, p.amount, p.source, options)),
          "target",
        ),
      ],
    };
  },
});

const restParams = z.strictObject({ target, minutes: z.number().int().min(1).max(100_000) });
export const restAction = action<z.infer<typeof restParams>, L13Options>({
  summary: "rest: 1 HP per full 15 minutes, at most 4 per injury (the rest preset)",
  params: restParams,
  examples: [restParams.parse({ target: "casimir", minutes: 60 })],
  resolve({ state, options }, p) {
    const c = characterOf(state, p.target, ["target"]);
    return {
      roll: null,
      events: [
        changed(
          p.target,
          guard(() => rest(c, p.minutes, options)),
          "target",
        ),
      ],
    };
  },
});

const targetOnly = z.strictObject({ target });
export const stabilizeAction = action<z.infer<typeof targetOnly>, L13Options>({
  summary: "stabilize a dying character: the HP loss stops",
  params: targetOnly,
  examples: [],
  resolve({ state, options }, p) {
    const c = characterOf(state, p.target, ["target"]);
    return {
      roll: null,
      events: [
        changed(
          p.target,
          guard(() => stabilize(c, options)),
          "target",
        ),
      ],
    };
  },
});

export const recoveredAction = action<z.infer<typeof targetOnly>, L13Options>({
  summary: "the GM clears the recuperating flag after rest (gritty recovery)",
  params: targetOnly,
  examples: [],
  resolve({ state }, p) {
    const c = characterOf(state, p.target, ["target"]);
    return {
      roll: null,
      events: [
        changed(
          p.target,
          guard(() => clearRecuperating(c)),
          "target",
        ),
      ],
    };
  },
});

const timeParams = z.strictObject({ minutes: z.number().int().min(1).max(1_000_000) });
export const advanceTimeAction = action<z.infer<typeof timeParams>, L13Options>({
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
