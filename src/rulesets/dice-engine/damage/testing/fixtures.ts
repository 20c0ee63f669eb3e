// Fixtures for the tests of defence, damage, health and conditions: a plain character and a rule
// context whose dice are scripted faces (`remaining()` tells whether a test used them all).

import { facesSource } from "../../../../dice/index.js";
import type { StatBlock } from "../../check/stats.js";
import type { RuleContext } from "../../health/context.js";
import { type VitalsInput, vitalsSchema } from "../../health/vitals.js";
import { type DamageOptions, damageOptions } from "../options.js";
import { type DefenderView, type DefenderViewInput, defenderView } from "../target.js";

/** A character with every stat 0 and the given parts; vitals default to HP 3/3, Stun 6/6. */
export function hero(
  o: Omit<Partial<DefenderViewInput>, "stats" | "vitals"> & {
    stats?: Partial<StatBlock>;
    vitals?: VitalsInput;
  } = {},
): DefenderView {
  const vitals = vitalsSchema.parse(
    o.vitals ?? { track: { kind: "hpStun", hp: 3, maxHp: 3, stun: 6, maxStun: 6 } },
  );
  return defenderView({ ...o, vitals });
}

/** HP/Stun vitals in one line. */
export function hpStun(hp: number, maxHp: number, stun: number, maxStun: number): VitalsInput {
  return { track: { kind: "hpStun", hp, maxHp, stun, maxStun } };
}

export function res(r: number, maxRes: number): VitalsInput {
  return { track: { kind: "resilience", res: r, maxRes }, stunDice: { max: 0, spent: 0 } };
}

export interface ScriptedContext extends RuleContext {
  /** Faces not yet used. */
  remaining(): number;
}

/** A context at tracker time `now` whose dice show `faces` in order. */
export function scripted(faces: number[], now = 0, options: Partial<DamageOptions> = {}): ScriptedContext {
  const dice = facesSource(faces);
  return { now, dice, options: damageOptions(options), remaining: () => dice.remaining() };
}
