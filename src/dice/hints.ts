// Hints for close misses: notation of another dice tool (Foundry VTT, Roll20) or a slip that
// Tabula does not read, turned into a sentence that says what to write instead.

const HINTS: ReadonlyMap<string, string> = new Map([
  [
    "x",
    "'x' is Foundry's explode: here an explosion is '!' (d6!, d10!>=9); the foundry dialect (--dialect foundry) takes x",
  ],
  ["xo", "'xo' is Foundry's explode once: here it is '!o'; the foundry dialect (--dialect foundry) takes xo"],
  [
    "rr",
    "'rr' is Foundry's reroll until: here that is 'r' ('ro' rerolls once); the foundry dialect takes rr",
  ],
  ["m", "'m' (match marking) is Roll20's and is not taken"],
  ["mt", "'mt' (count matches) is Roll20's and is not taken"],
  [
    "ms",
    "'ms' (margin of success) is Foundry's: write the subtraction, such as 1d20 - 15, or use the foundry dialect",
  ],
  [
    "df",
    "'df' (deduct failures) is Foundry's: here count with a success point and f, such as 6d6>=5f1, or use the foundry dialect",
  ],
  ["sf", "'sf' (subtract failures) is Foundry's: here count with a success point and f, such as 6d6>=5f1"],
  [
    "even",
    "'even' is Foundry's: here count even faces with custom faces, such as 4d{0,1,0,1,0,1}; the foundry dialect takes even",
  ],
  [
    "odd",
    "'odd' is Foundry's: here count odd faces with custom faces, such as 4d{1,0,1,0,1,0}; the foundry dialect takes odd",
  ],
]);

/** A sentence for the text at `pos` (after a term) when it looks like a known slip; null otherwise. */
export function closeMiss(src: string, pos: number): string | null {
  if (src.startsWith("!!!", pos - 2) || src.startsWith("!!!", pos - 1) || src.startsWith("!!!", pos)) {
    return "'!!!' is not a modifier: '!!' compounds explosions into one die, '!' adds a die; write one of them";
  }
  const word = /^[a-zA-Z]+/.exec(src.slice(pos, pos + 12))?.[0];
  if (word === undefined) return null;
  const hint = HINTS.get(word.toLowerCase());
  if (hint !== undefined) return hint;
  if (word !== word.toLowerCase()) return `modifiers are lowercase: write '${word.toLowerCase()}'`;
  return null;
}
