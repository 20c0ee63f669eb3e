// Ids of catalogue entries and the race traits perks can require. An id is camelCase letters and
// digits; names are the book's, looked up leniently (case, spaces and punctuation ignored).

import { z } from "zod";

export const idSchema = z
  .string()
  .regex(
    /^[a-z][a-zA-Z0-9]*$/,
    "an id is letters and digits in camelCase, starting with a lower-case letter",
  );

/** DE-PERK-8: the body parts and race kinds a prerequisite can name. */
export const RACE_TRAITS = ["organic", "eyes", "ears", "nose", "skin", "tasteOrgan", "vibrosense"] as const;
export type RaceTrait = (typeof RACE_TRAITS)[number];

export const RACE_TRAIT_NAMES: Readonly<Record<RaceTrait, string>> = {
  organic: "Organic Race",
  eyes: "Eyes",
  ears: "Ears",
  nose: "Nose",
  skin: "Skin",
  tasteOrgan: "Taste Organ",
  vibrosense: "Vibrosense",
};

/** "Quick Step II", "quick-step", "quickStep" all give "quickstepii" / "quickstep". */
export function nameKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, "");
}
