// The dice of a check (DE-ADV-*, DE-PROF-1/2). Net advantage adds dice, the kept two are the
// highest or lowest, and training sets die sizes by position in roll order, exactly as the
// checklist's injection convention says: base die 1 (the d12 when Proficient), base die 2, then the
// extra advantage/disadvantage dice in the order rolled.

import type { CheckOptions } from "./options.js";

export type Training = "none" | "proficient" | "expert";
export type DieSize = 10 | 12;

/** DE-ADV-1/2, DE-UNSK-1: levels from every source add up and cancel one for one. */
export function netAdvantage(advantage: number, disadvantage: number, unskilled = false): number {
  return advantage - disadvantage - (unskilled ? 1 : 0);
}

/** DE-ADV-1, DE-ADV-3, DE-PROF-1/2: die sizes in roll order for a check. */
export function dieSizes(
  training: Training,
  net: number,
  opts: Pick<CheckOptions, "advantageDieFollowsProficiency">,
): DieSize[] {
  const expert = training === "expert";
  const proficient = training === "proficient" || expert;
  // Proficiency swaps one base die; extra dice follow Expertise only, unless the option widens it.
  const extra: DieSize = expert || (proficient && opts.advantageDieFollowsProficiency) ? 12 : 10;
  return [proficient ? 12 : 10, expert ? 12 : 10, ...Array.from({ length: Math.abs(net) }, () => extra)];
}

/**
 * DE-ADV-1/4/5: indices of the two kept dice, best first for advantage and worst first for
 * disadvantage. Ties go to the earlier die; outcomes depend on face values only, so it never matters.
 */
export function keptIndices(faces: readonly number[], net: number): [number, number] {
  if (faces.length !== 2 + Math.abs(net)) {
    throw new RangeError(`net advantage ${net} needs ${2 + Math.abs(net)} dice, got ${faces.length}`);
  }
  if (net === 0) return [0, 1];
  const order = faces.map((_, i) => i);
  // Array.prototype.sort is stable, so equal faces keep roll order.
  order.sort((a, b) => (net > 0 ? faces[b]! - faces[a]! : faces[a]! - faces[b]!));
  return [order[0]!, order[1]!];
}
