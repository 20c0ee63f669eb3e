// Buffs and Breaks (LUC-BB-1..4): they cancel one for one; the net count of d6 is rolled and only the
// highest die counts, added for Buffs and subtracted for Breaks.

import type { DiceSource } from "../../../dice/index.js";
import { D6 } from "./generate.js";

/** LUC-BB-2: net = Buffs − Breaks. */
export function netBuffs(buffs: number, breaks: number): number {
  return buffs - breaks;
}

export interface BuffRoll {
  net: number;
  faces: number[];
  /** What the dice add to the total: ± the highest face, 0 for net 0. */
  value: number;
}

/** LUC-BB-3: roll |net| d6 and keep the highest, signed. */
export function rollBuffs(net: number, dice: DiceSource): BuffRoll {
  const n = Math.abs(net);
  const faces = Array.from({ length: n }, () => dice.roll(D6, net > 0 ? "d6 (Buff)" : "d6 (Break)"));
  const high = n === 0 ? 0 : Math.max(...faces);
  return { net, faces, value: net >= 0 ? high : -high };
}

/** Exact distribution of what the Buff/Break dice add: P(max of n d6 = k) = (k/6)ⁿ − ((k−1)/6)ⁿ. */
export function buffDistribution(net: number): Map<number, number> {
  const n = Math.abs(net);
  if (n === 0) return new Map([[0, 1]]);
  const m = new Map<number, number>();
  for (let k = 1; k <= 6; k++) {
    const p = (k / 6) ** n - ((k - 1) / 6) ** n;
    m.set(net > 0 ? k : -k, p);
  }
  return m;
}
