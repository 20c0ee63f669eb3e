// Rest, Lunar Pauses and Lucidity awards (LUC-REST-1, 2, LUC-LUNAR-1..3, LUC-REG-1, 2, LUC-TRAIT-3),
// and the party whose Healthy Living and Fellowship reach each member (LUC-TRAIT-25, 31).

import { z } from "zod";
import { EngineError } from "../../../engine/errors.js";
import type { RollRecord } from "../../../engine/roll.js";
import { action } from "../../../engine/ruleset.js";
import { characterOf, Edits } from "../bridge.js";
import {
  awardLucidity,
  endLunarPause,
  hasTrait,
  type LucidityCharacter,
  longRest,
  maxEnergy,
  maxHealth,
  maxLucidityOf,
  recalculate,
  startLunarPause,
} from "../character/index.js";
import type { LucidityOptions } from "../options/schema.js";
import { pairs } from "../rules/dist.js";
import { LONG_REST_HOURS, restHealingDist, rollRestHealing } from "../rules/rest.js";
import { reason } from "./roll-parts.js";
import { onCharacter } from "./simple.js";

const target = z.string();

export const restParams = z.strictObject({
  target,
  /** Hours rested; under 6 the rest is interrupted (LUC-REST-2). */
  hours: z.number().min(0).max(24).default(LONG_REST_HOURS),
  /** A Lunar Pause at the start of this rest (needs moonUp and ritualDone). */
  lunarPause: z.boolean().default(false),
  moonUp: z.boolean().default(false),
  ritualDone: z.boolean().default(false),
});
type RestParams = z.infer<typeof restParams>;

export const longRestAction = action<RestParams, LucidityOptions, z.input<typeof restParams>>({
  summary:
    "a long rest (6 h): 1d4 Health (+1d4 Fast Healer), all Energy, +1 Lucidity; with a Lunar Pause, +1 more",
  params: restParams,
  examples: [
    restParams.parse({ target: "tomas" }),
    restParams.parse({ target: "ysolde", lunarPause: true, moonUp: true, ritualDone: true }),
  ],
  odds({ state }, p) {
    const c = characterOf(state, p.target, ["target"]);
    return {
      partition: { rested: 1 },
      chances: {},
      distributions: { healing: pairs(restHealingDist(hasTrait(c, "Fast Healer"))) },
      truncated: 0,
    };
  },
  resolve({ state, options, dice, newId }, p) {
    let c: LucidityCharacter = characterOf(state, p.target, ["target"]);
    if (c.status === "dead") throw new EngineError("refused", `${c.name} is dead`, ["target"]);
    if (state.encounter?.participants.some((x) => x.character === p.target))
      throw new EngineError("refused", `${c.name} is in combat`, ["target"]);
    const edits = new Edits(state);
    if (p.lunarPause) c = edits.apply(p.target, startLunarPause(c, options, p.moonUp, p.ritualDone));
    const fast = hasTrait(c, "Fast Healer");
    const faces = rollRestHealing(fast, dice);
    edits.apply(p.target, longRest(c, p.hours, faces, options));
    const roll: RollRecord = {
      id: newId("roll"),
      action: "longRest",
      actor: p.target,
      summary: `${c.name} rests ${p.hours} h${p.lunarPause ? " with a Lunar Pause" : ""}: healing ${faces.join(" + ")}`,
      dice: faces.map((f, i) => ({
        role: i === 0 ? "rest" : "Fast Healer",
        sides: 4,
        faces: [f],
        value: f,
        kept: true,
        exploded: false,
        imploded: false,
      })),
      outcome: {
        healing: faces.reduce((s, f) => s + f, 0),
        hours: p.hours,
        complete: p.hours >= LONG_REST_HOURS,
      },
      partition: "rested",
    };
    return { roll, events: [{ type: "roll", roll }, ...edits.events()] };
  },
});

const pauseParams = z.strictObject({ target, moonUp: z.boolean(), ritualDone: z.boolean() });
export const lunarPauseAction = onCharacter({
  summary: "a Lunar Pause during a long rest: all Energy and 1 Lucidity at once; lasts while the moon is up",
  params: pauseParams,
  examples: [pauseParams.parse({ target: "ysolde", moonUp: true, ritualDone: true })],
  field: "target",
  apply: (c, p, o) => startLunarPause(c, o, p.moonUp, p.ritualDone),
});

const moonSetParams = z.strictObject({ target });
export const moonSetAction = onCharacter({
  summary: "the moon sets: the Lunar Pause ends",
  params: moonSetParams,
  examples: [],
  field: "target",
  apply: (c) => endLunarPause(c),
});

const awardParams = z.strictObject({ target, amount: z.number().int().min(1).max(100), reason });
export const awardLucidityAction = onCharacter({
  summary: "the GM grants Lucidity for good roleplay or a heroic moment (up to the maximum)",
  params: awardParams,
  examples: [awardParams.parse({ target: "tomas", amount: 2, reason: "held the bridge alone" })],
  field: "target",
  apply: (c, p, o) => awardLucidity(c, p.amount, p.reason, o),
});

const partyParams = z.strictObject({ members: z.array(z.string()).min(1).max(20) });
export const partyAction = action<z.infer<typeof partyParams>, LucidityOptions, z.input<typeof partyParams>>({
  summary: "who travels together: Healthy Living and Fellowship reach every member",
  params: partyParams,
  examples: [partyParams.parse({ members: ["ysolde", "tomas"] })],
  resolve({ state, options }, p) {
    const members = p.members.map((id, i) => ({ id, c: characterOf(state, id, ["members", i]) }));
    const edits = new Edits(state);
    for (const m of members) {
      const companionTraits = members
        .filter((x) => x.id !== m.id)
        .flatMap((x) => ["Healthy Living", "Fellowship"].filter((t) => hasTrait(x.c, t)));
      // Healthy Living changes maximum Health: current follows as at a level-up (LUC-HP-3).
      const before = { h: maxHealth(m.c, options), e: maxEnergy(m.c, options), l: maxLucidityOf(m.c) };
      const r = recalculate(m.c, { ...m.c, companionTraits }, before, options);
      const company =
        members
          .filter((x) => x.id !== m.id)
          .map((x) => x.c.name)
          .join(", ") || "nobody";
      edits.apply(m.id, {
        character: r.character,
        changes: [`${m.c.name} travels with ${company}`, ...r.changes.slice(0, 1)],
      });
    }
    return { roll: null, events: edits.events() };
  },
});
