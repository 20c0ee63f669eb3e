// Issue 21: a perk marked `gmAdjudicates` has no table action that applies its rule, so when its
// moment comes (the bearer attacks, is attacked, moves, falls or rests) the action shows its text
// for the GM to rule on, rather than leaving it silently unapplied.

import type { TableState } from "../../../engine/state.js";
import type { GmMoment } from "../catalogue/perks.js";
import { type CatalogueOptions, catalogueFor } from "../catalogue/setting.js";

export interface GmPerkNote {
  character: string;
  perk: string;
  moment: GmMoment;
  text: string;
}

/** The marked perks a character holds that apply at `moment`, in sheet order. */
export function gmPerkNotes(
  state: TableState,
  characterId: string,
  moment: GmMoment,
  o: CatalogueOptions,
): GmPerkNote[] {
  const seat = Object.hasOwn(state.characters, characterId) ? state.characters[characterId] : undefined;
  const perks = (seat?.data as { perks?: Record<string, unknown> } | undefined)?.perks;
  // A secret character's perks are not for the players, who read the same roll summary and outcome
  // (src/server/visibility.ts redacts by actor only); the GM has its sheet.
  if (!seat || !perks || seat.secret) return [];
  const cat = catalogueFor(o);
  const out: GmPerkNote[] = [];
  for (const id of Object.keys(perks)) {
    const def = cat.perks.get(id);
    if (def?.gmAdjudicates?.when.includes(moment))
      out.push({ character: seat.name, perk: def.name, moment, text: def.summary });
  }
  return out;
}

/** One summary line per note: "GM rules on Ash's Slicer: …". */
export const gmNoteLine = (n: GmPerkNote): string => `GM rules on ${n.character}'s ${n.perk}: ${n.text}`;
