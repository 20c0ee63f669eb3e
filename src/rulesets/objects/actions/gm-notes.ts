// Issue 21: a trait marked `gmAdjudicates` (data/traits.ts) has no rule that carries out its text,
// so when its moment comes (the bearer acts or attacks) the action shows the text for the GM to
// rule on, rather than leaving it silently unapplied. The Dice Engine's perks do the same
// (dice-engine/perks/gm-notes.ts).

import type { TableState } from "../../../engine/state.js";
import type { ObjCharacter } from "../character/schema.js";
import { type GmMoment, traitDef } from "../data/traits.js";

export interface GmTraitNote {
  character: string;
  trait: string;
  moment: GmMoment;
  text: string;
}

/** The marked traits a character has that apply at `moment`, in sheet order. */
export function gmTraitNotes(state: TableState, characterId: string, moment: GmMoment): GmTraitNote[] {
  const seat = Object.hasOwn(state.characters, characterId) ? state.characters[characterId] : undefined;
  // A secret character's traits are not for the players, who read the same summary; the GM has its sheet.
  if (!seat || seat.secret) return [];
  const traits = (seat.data as Partial<ObjCharacter> | undefined)?.traits ?? [];
  const out: GmTraitNote[] = [];
  for (const entry of traits) {
    const def = traitDef(entry.trait);
    if (def?.gmAdjudicates?.when.includes(moment))
      out.push({ character: seat.name, trait: def.name, moment, text: def.summary });
  }
  return out;
}

/** The summary's tail for the notes: "; GM rules on Rook's Extra Limbs: …". */
export const gmNotesTail = (notes: readonly GmTraitNote[]): string =>
  notes.map((n) => `; GM rules on ${n.character}'s ${n.trait}: ${n.text}`).join("");
