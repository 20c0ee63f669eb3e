// Weapon damage is a dice expression (LUC-GEAR-1): rolled through the dice layer with the table's
// dice source, and its exact distribution comes from the dice layer's odds.

import { type DiceSource, isDiceError, odds, roll, tryParse } from "../../../dice/index.js";
import { EngineError } from "../../../engine/errors.js";
import type { DieRecord } from "../../../engine/roll.js";
import type { Dist } from "./dist.js";

/** Throws an EngineError naming `path` when the text is not a dice expression. */
export function checkDamageExpression(text: string, path: (string | number)[]): void {
  const r = tryParse(text);
  if (!r.ok) throw new EngineError("invalid", `'${text}' is not a dice expression: ${r.error.message}`, path);
}

export function rollDamage(text: string, dice: DiceSource): { total: number; records: DieRecord[] } {
  try {
    const r = roll(text, dice);
    return {
      total: r.total,
      records: r.dice.map((d) => ({
        role: "damage",
        sides: d.sides,
        faces: [...d.rerolls, ...(d.parts ?? [d.value])],
        value: d.kept ? d.value : 0,
        kept: d.kept,
        exploded: d.exploded,
        imploded: false,
      })),
    };
  } catch (e) {
    if (isDiceError(e) && e.code !== "faces_exhausted" && e.code !== "bad_face")
      throw new EngineError("invalid", `damage '${text}': ${e.message}`, ["weapon"]);
    throw e;
  }
}

/** The exact distribution of a damage expression. */
export function damageDistribution(text: string): Dist {
  try {
    const d = odds(text);
    return new Map(d.pairs());
  } catch (e) {
    if (isDiceError(e)) throw new EngineError("refused", `damage '${text}': ${e.message}`, ["weapon"]);
    throw e;
  }
}
