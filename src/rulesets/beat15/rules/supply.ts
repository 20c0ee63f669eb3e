// Supply dice.
//   B15-SUP-1  sizes from largest: d12, d10, d8, d6, d4, then Empty;
//   B15-SUP-2  one roll per use that needs one (option `supplyRollsPerUse`, or the item's own count);
//   B15-SUP-3  a roll of 3 or less moves the die one size down; 4 or more leaves it;
//   B15-SUP-4  an Empty item cannot be used for anything that needs a supply roll;
//   B15-SUP-5  the use itself still happens, whatever the roll (unless `supplyFailBlocksUse`);
//   B15-SUP-6  resupplying restores the starting die, or grows the die one size (`resupplyRule`).

import type { DiceSource } from "../../../dice/index.js";
import { EngineError } from "../../../engine/errors.js";
import {
  type ResupplyRule,
  STEP_DOWN_AT_OR_BELOW,
  SUPPLY_CHAIN,
  SUPPLY_SIDES,
  type SupplyDie,
  type SupplyLevel,
} from "../data/supply.js";
import { add, mul, type Rational, rat, sub, ZERO } from "./rational.js";

export const OUT_OF_SUPPLIES = "out of supplies";

/** The next size down the chain (d4 → Empty); Empty stays Empty. */
export function stepDown(level: SupplyLevel): SupplyLevel {
  const i = SUPPLY_CHAIN.indexOf(level);
  return SUPPLY_CHAIN[Math.min(i + 1, SUPPLY_CHAIN.length - 1)]!;
}

/** The next size up (Empty → d4); nothing exists above d12. */
export function stepUp(level: SupplyLevel): SupplyDie {
  const i = SUPPLY_CHAIN.indexOf(level);
  return SUPPLY_CHAIN[Math.max(i - 1, 0)] as SupplyDie;
}

export function facesOf(die: SupplyDie): number[] {
  return Array.from({ length: SUPPLY_SIDES[die] }, (_, i) => i + 1);
}

export interface SupplyThrow {
  die: SupplyDie;
  face: number;
  becomes: SupplyLevel;
  steppedDown: boolean;
}

/** What one face does to the die (B15-SUP-3). */
export function supplyResult(die: SupplyDie, face: number): SupplyThrow {
  const steppedDown = face <= STEP_DOWN_AT_OR_BELOW;
  return { die, face, becomes: steppedDown ? stepDown(die) : die, steppedDown };
}

export interface SupplyUse {
  throws: SupplyThrow[];
  from: SupplyLevel;
  to: SupplyLevel;
  /** Whether the use goes ahead (always, unless the table lets a 1–3 spoil it: B15-SUP-5). */
  useSucceeds: boolean;
}

/**
 * Rolls the supply die `rolls` times for one use (B15-SUP-2, 3). An Empty die is refused before
 * anything is thrown (B15-SUP-4); a die that empties part way stops rolling.
 */
export function rollSupply(
  level: SupplyLevel,
  rolls: number,
  dice: DiceSource,
  failBlocksUse: boolean,
  path: (string | number)[] = [],
  what = "the item",
): SupplyUse {
  if (level === "empty") throw new EngineError("refused", `${what} is ${OUT_OF_SUPPLIES}`, path);
  const throws: SupplyThrow[] = [];
  let current: SupplyLevel = level;
  for (let k = 0; k < rolls && current !== "empty"; k++) {
    const die: SupplyDie = current;
    const t = supplyResult(die, dice.roll(facesOf(die), `supply ${die}`));
    throws.push(t);
    current = t.becomes;
  }
  const shortfall = throws.some((t) => t.steppedDown);
  return { throws, from: level, to: current, useSucceeds: !(failBlocksUse && shortfall) };
}

/** P(one roll steps the die down) = 3 / sides (B15-SUP-3). */
export function stepDownChance(die: SupplyDie): Rational {
  return rat(STEP_DOWN_AT_OR_BELOW, SUPPLY_SIDES[die]);
}

export interface SupplyOdds {
  /** Where the die ends after one use, by level. */
  ends: Map<SupplyLevel, Rational>;
  /** P(no roll of the use steps the die down): the use is unspoiled even with `supplyFailBlocksUse`. */
  noShortfall: Rational;
}

/** Exact chances for one use of `rolls` supply rolls, following the chain step by step. */
export function supplyOdds(level: SupplyLevel, rolls: number): SupplyOdds {
  let dist = new Map<SupplyLevel, Rational>([[level, rat(1)]]);
  for (let k = 0; k < rolls; k++) {
    const next = new Map<SupplyLevel, Rational>();
    const put = (l: SupplyLevel, p: Rational) => next.set(l, add(next.get(l) ?? ZERO, p));
    for (const [l, p] of dist) {
      if (l === "empty") {
        put(l, p); // a die that emptied part way rolls no more
        continue;
      }
      const down = stepDownChance(l);
      put(stepDown(l), mul(p, down));
      put(l, mul(p, sub(rat(1), down)));
    }
    dist = next;
  }
  // No shortfall means every roll kept the die, so each roll was on the same die.
  const keep = level === "empty" ? ZERO : sub(rat(1), stepDownChance(level));
  let noShortfall = rat(1);
  for (let k = 0; k < rolls; k++) noShortfall = mul(noShortfall, keep);
  return { ends: dist, noShortfall };
}

/** The die after resupplying (B15-SUP-6). */
export function resupply(current: SupplyLevel, starting: SupplyDie, rule: ResupplyRule): SupplyDie {
  return rule === "restore-starting-die" ? starting : stepUp(current);
}
