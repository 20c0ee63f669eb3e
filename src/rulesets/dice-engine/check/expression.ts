// Dice expressions of the core rules (DE-ROLL-2): NdX, NdX+K, NdX+<stat> and XdY where X is a
// condition rating. The shared dice layer already parses and rolls NdX±K; this file only puts the
// named values (a stat, a rating) in as numbers first, so the layer never sees game names, and
// refuses die sizes the core book does not use.

import { type DiceSource, roll } from "../../../dice/index.js";

/** d4, d6, d8, d10, d12 (DE-ROLL-2); d20 is in a standard set but no core rule rolls it. */
export const CORE_DIE_SIZES: readonly number[] = [4, 6, 8, 10, 12];

/**
 * Replaces each name in `vars` (e.g. `logic`, `X`) by its value, then checks every die size.
 * A name the caller did not supply is refused rather than left for the parser to misread.
 */
export function expandExpression(text: string, vars: Readonly<Record<string, number>> = {}): string {
  const value = (word: string): string => {
    const v = vars[word];
    if (v === undefined) throw new RangeError(`unknown name "${word}" in "${text}"`);
    if (!Number.isInteger(v)) throw new RangeError(`"${word}" must be a whole number, got ${v}`);
    return v < 0 ? `(${v})` : String(v);
  };
  const out = text.replace(/[A-Za-z_][A-Za-z0-9_]*/g, (word) => {
    // "d6" is the dice operator, not a name; "Xd4" is a name followed by the operator.
    if (/^d\d+$/.test(word) || word in vars) return word in vars ? value(word) : word;
    const count = /^(.+?)(d\d+)$/.exec(word);
    return count ? value(count[1]!) + count[2]! : value(word);
  });
  for (const m of out.matchAll(/d(\d+)/g)) {
    if (!CORE_DIE_SIZES.includes(Number(m[1])))
      throw new RangeError(`d${m[1]} is not a core die (in "${text}")`);
  }
  return out;
}

/** DE-ROLL-2: rolls a core expression; not a check, so no crits or advantage apply (DE-CRIT-1). */
export function rollExpression(
  text: string,
  src: DiceSource,
  vars: Readonly<Record<string, number>> = {},
): number {
  return roll(expandExpression(text, vars), src).total;
}
