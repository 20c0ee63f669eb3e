// Issue 21: a perk marked `gmAdjudicates` has no table action that applies its rule, so when its
// moment comes (the bearer attacks, is attacked, moves, falls or rests) the action shows its text
// for the GM to rule on, rather than leaving it silently unapplied.

import type { TableState } from "../../../engine/state.js";
import type { GmMoment } from "../catalogue/perks.js";
import { type CatalogueOptions, catalogueFor } from "../catalogue/setting.js";
import { type ConditionHolder, conditionsInForce } from "../conditions/effects.js";

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

/** A condition in force whose effect no action carries out, shown for the GM when its bearer acts. */
export interface GmConditionNote {
  character: string;
  condition: string;
  text: string;
}

/**
 * DE-COND-9, 23: an Asphyxiated or Paralysed character cannot speak. No action of the table is
 * speech (talking is played at the table, not rolled), so when the bearer acts or makes a check the
 * GM is told, to rule on whatever it would say: "GM rules on Ash's Asphyxiated: cannot speak".
 */
export function gmSpeechNotes(holder: ConditionHolder, name: string, now: number): GmConditionNote[] {
  const out: GmConditionNote[] = [];
  for (const c of conditionsInForce(holder, now))
    if (c.def?.effects.some((e) => e.kind === "cannotSpeak"))
      out.push({ character: name, condition: c.def.name, text: "cannot speak" });
  return out;
}

/** One summary line per condition note. */
export const gmConditionLine = (n: GmConditionNote): string =>
  `GM rules on ${n.character}'s ${n.condition}: ${n.text}`;
