// The die ladder as the character side needs it: the five gameplay dice, their sizes and ladder
// indices (d4 = 1 … d12 = 5), and comparisons. Stepping a pool (overflow groups past d12) belongs to
// the roll layer; a character's recorded dice never leave d4..d12 (L13-ABIL-11).

export const DICE = ["d4", "d6", "d8", "d10", "d12"] as const;
export type Die = (typeof DICE)[number];

const SIZE: Record<Die, number> = { d4: 4, d6: 6, d8: 8, d10: 10, d12: 12 };

/** Number of faces: d8 → 8. */
export function dieSize(die: Die): number {
  return SIZE[die];
}

/** Ladder index: d4 → 1, d6 → 2, d8 → 3, d10 → 4, d12 → 5; no die → 0. */
export function dieIndex(die: Die | null): number {
  return die === null ? 0 : DICE.indexOf(die) + 1;
}

/** The die at a ladder index 1..5; 0 or less is no die. Above 5 is refused: a recorded die stops at d12. */
export function dieAt(index: number): Die | null {
  if (index <= 0) return null;
  const die = DICE[index - 1];
  if (die === undefined) throw new RangeError(`ladder index ${index} is past d12`);
  return die;
}

/** One step larger, or null when the die is already a d12 (a recorded die cannot overflow). */
export function nextDie(die: Die): Die | null {
  return die === "d12" ? null : dieAt(dieIndex(die) + 1);
}

export function isDie(value: unknown): value is Die {
  return typeof value === "string" && (DICE as readonly string[]).includes(value);
}

/** The largest of the given dice (d4 < d6 < … < d12, L13-DICE-3), or null when there are none. */
export function largestDie(dice: readonly (Die | null)[]): Die | null {
  let best: Die | null = null;
  for (const d of dice) if (d !== null && dieIndex(d) > dieIndex(best)) best = d;
  return best;
}

/** Faces 1..n, the shape `DiceSource.roll` wants. */
export function faces(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i + 1);
}

/** Counts per die, for comparing multisets of dice. */
export function countDice(dice: readonly Die[]): Record<Die, number> {
  const counts: Record<Die, number> = { d4: 0, d6: 0, d8: 0, d10: 0, d12: 0 };
  for (const d of dice) counts[d]++;
  return counts;
}

/** A multiset written the way the book's tables read: "d10, d8, d6, d6, d4" (largest first). */
export function formatDice(dice: readonly Die[]): string {
  return [...dice].sort((a, b) => dieIndex(b) - dieIndex(a)).join(", ");
}
