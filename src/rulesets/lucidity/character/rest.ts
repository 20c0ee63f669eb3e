// Long rests and Lunar Pauses (LUC-REST-1, 2, LUC-LUNAR-1..3, LUC-REG-1, 2, LUC-TRAIT-3): a completed
// 6-hour rest gives 1d4 Health, all Energy and 1 Lucidity at its end; a Lunar Pause within it gives all
// Energy and 1 Lucidity at its start. A rest also renews what lasts "until a rest".

import { EngineError } from "../../../engine/errors.js";
import type { LucidityOptions } from "../options/schema.js";
import { LONG_REST_HOURS } from "../rules/rest.js";
import { maxEnergy } from "./derive.js";
import type { Outcome } from "./outcome.js";
import type { LucidityCharacter } from "./schema.js";
import { changeLucidity, heal } from "./vitals.js";

/** LUC-LUNAR-1, 3: needs a moon up and the ritual done; at most one per long rest. */
export function startLunarPause(
  c: LucidityCharacter,
  o: LucidityOptions,
  moonUp: boolean,
  ritualDone: boolean,
): Outcome {
  if (!moonUp) throw new EngineError("refused", "a Lunar Pause needs a moon in the sky", ["moonUp"]);
  if (!ritualDone)
    throw new EngineError("refused", "a Lunar Pause needs the ritual completed first", ["ritualDone"]);
  if (c.effects.lunarPause.takenThisRest)
    throw new EngineError("refused", `${c.name} has already had a Lunar Pause during this rest`, ["target"]);
  const energy = maxEnergy(c, o);
  const changes = [`${c.name} enters the dreamplane (Lunar Pause): Energy ${c.energy} → ${energy}`];
  const l = changeLucidity({ ...c, energy }, 1, o, "Lunar Pause");
  changes.push(...l.changes);
  return {
    character: {
      ...l.character,
      effects: { ...l.character.effects, lunarPause: { active: true, takenThisRest: true } },
    },
    changes,
  };
}

/** LUC-LUNAR-2: the pause lasts while the moon is up; the GM marks it set. */
export function endLunarPause(c: LucidityCharacter): Outcome {
  if (!c.effects.lunarPause.active)
    throw new EngineError("conflict", `${c.name} is not in a Lunar Pause`, ["target"]);
  return {
    character: { ...c, effects: { ...c.effects, lunarPause: { ...c.effects.lunarPause, active: false } } },
    changes: [`the moon sets: ${c.name} leaves the dreamplane`],
  };
}

/**
 * LUC-REST-1, 2: `healing` is the d4 faces already rolled. A rest under 6 hours gives nothing, or a
 * share in proportion with partialRest = pro-rata (whole points, rounded down).
 */
export function longRest(
  c: LucidityCharacter,
  hours: number,
  healing: number[],
  o: LucidityOptions,
): Outcome {
  const complete = hours >= LONG_REST_HOURS;
  if (!complete && o.partialRest === "none") {
    return { character: c, changes: [`${c.name}'s rest is cut short after ${hours} h: no benefit`] };
  }
  const share = complete ? 1 : hours / LONG_REST_HOURS;
  const rolled = healing.reduce((s, f) => s + f, 0);
  const h = heal(
    c,
    Math.floor(rolled * share),
    o,
    `long rest, ${healing.join(" + ")}${complete ? "" : ` × ${hours}/6`}`,
  );
  const changes = [...h.changes];
  let next = h.character;
  const me = maxEnergy(next, o);
  const energy = complete ? me : Math.min(me, next.energy + Math.floor((me - next.energy) * share));
  changes.push(`${c.name}'s Energy ${next.energy} → ${energy}`);
  next = { ...next, energy };
  const l = changeLucidity(next, complete ? 1 : Math.floor(share), o, "long rest");
  changes.push(...l.changes);
  next = l.character;
  if (complete) {
    // What lasts "until a rest" is renewed (Inspirator, Wingman), and a new Lunar Pause becomes possible.
    next = {
      ...next,
      effects: {
        ...next.effects,
        inspirationUsed: false,
        wingmanSpent: false,
        lunarPause: { active: false, takenThisRest: false },
      },
    };
  }
  return { character: next, changes };
}

/** LUC-REG-2: the GM grants Lucidity for roleplay or heroism, capped at the maximum. */
export function awardLucidity(
  c: LucidityCharacter,
  amount: number,
  reason: string,
  o: LucidityOptions,
): Outcome {
  return changeLucidity(c, amount, o, `GM award: ${reason}`);
}
