// Renames shown at the boundaries. A ruleset writes its own texts (roll summaries, sheet lines,
// changes, error messages) with the names it knows; a derived ruleset passes every text it returns
// through one replacement of whole words, old name → new name. This needs no hook inside a
// ruleset, and rulesets that already read display labels from their options (Lucky 13, Lucidity)
// have those labels set too, so the two agree.

import type { Rename } from "../engine/facets/overlay.js";

export interface DisplayMap {
  /** Replaces every renamed term in a text; the identity when nothing was renamed. */
  text(s: string): string;
  /** The pairs it replaces, longest first. */
  pairs: readonly (readonly [string, string])[];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Builds the map. Names and abbreviations are matched case-sensitively and as whole words, so
 * renaming "Will" leaves "will" (the verb) alone; the longest name is tried first so "Pulse die"
 * style phrases of a longer renamed term win over a shorter one inside them.
 */
export function displayMap(renames: readonly Rename[]): DisplayMap {
  const pairs = new Map<string, string>();
  for (const r of renames) {
    if (r.from.name !== r.to.name) pairs.set(r.from.name, r.to.name);
    if (r.from.short !== undefined) {
      // A term with an abbreviation: the new one, else the new name (a stale "CON" would mislead).
      const short = r.to.short ?? r.to.name;
      if (short !== r.from.short) pairs.set(r.from.short, short);
    }
  }
  const list = [...pairs.entries()].sort((a, b) => b[0].length - a[0].length);
  if (list.length === 0) {
    return { text: (s) => s, pairs: [] };
  }
  // Word edges by hand: \b does not see letters outside ASCII ("Ödem").
  const re = new RegExp(
    `(?<![\\p{L}\\p{N}_])(?:${list.map(([from]) => escapeRegExp(from)).join("|")})(?![\\p{L}\\p{N}_])`,
    "gu",
  );
  const text = (s: string) => s.replace(re, (m) => pairs.get(m) ?? m);
  return { text, pairs: list };
}
