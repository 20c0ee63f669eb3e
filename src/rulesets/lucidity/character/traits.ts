// Reading traits off a sheet. A catalog trait works by its name; an invented one (custom) has no
// automatic mechanics (LUC-TRAIT-2), even if it borrows a catalog name.

import type { LucidityOptions } from "../options/schema.js";
import type { LucidityCharacter } from "./schema.js";

export function hasTrait(c: LucidityCharacter, name: string): boolean {
  const key = name.toLowerCase();
  return c.traits.some((t) => !t.custom && t.name.toLowerCase() === key);
}

/** Holders of a party-wide trait reaching this character: themself plus companions (LUC-TRAIT-25, 31). */
export function partyHolders(c: LucidityCharacter, name: string): number {
  const key = name.toLowerCase();
  return (hasTrait(c, name) ? 1 : 0) + c.companionTraits.filter((t) => t.toLowerCase() === key).length;
}

/** LUC-TRAIT-25: +5 maximum Health, once unless healthyLivingStacks. */
export function healthyLivingBonus(c: LucidityCharacter, o: LucidityOptions): number {
  const n = partyHolders(c, "Healthy Living");
  return 5 * (o.healthyLivingStacks ? n : Math.min(1, n));
}

/** LUC-TRAIT-31: Buffs on WIL rolls from Fellowship, once unless fellowshipStacks. */
export function fellowshipBuffs(c: LucidityCharacter, o: LucidityOptions): number {
  const n = partyHolders(c, "Fellowship");
  return o.fellowshipStacks ? n : Math.min(1, n);
}
