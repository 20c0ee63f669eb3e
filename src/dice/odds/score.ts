// How a kept die counts in a total: its value, or +1/−1/0 when a success compare point is given.
// Its own module because both the plain pool (dice.ts) and unique dice (unique.ts) need it, and
// dice.ts hands unique terms to unique.ts.

import type { DiceMods } from "../ast.js";
import { successScore } from "../die.js";

/** How a kept die counts: its value, or +1/−1/0 when a success compare point is given. */
export type Score = (v: number) => number;

export function scoreFor(mods: Pick<DiceMods, "success" | "failure">): Score {
  return successScore(mods) ?? ((v) => v);
}
