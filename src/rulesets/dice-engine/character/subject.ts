// Small lookups shared by the character rules: the character's race, perk ranks, the view a
// prerequisite is checked against, and the effects of the perks it holds.

import type { PerkEffect } from "../catalogue/effects.js";
import type { PerkDef } from "../catalogue/perks.js";
import type { PrereqSubject } from "../catalogue/prereq.js";
import { type RaceDef, racelessRace, raceTraits } from "../catalogue/races.js";
import type { Catalogue } from "../catalogue/setting.js";
import { STATS } from "../check/stats.js";
import type { DeCharacter } from "./schema.js";

export function raceOf(c: Pick<DeCharacter, "race">, cat: Catalogue): RaceDef {
  return cat.races.get(c.race) ?? racelessRace({ racelessBaseStun: 0, racelessBaseSpeed: null });
}

export function perkRank(c: Pick<DeCharacter, "perks">, id: string): number {
  return c.perks[id]?.rank ?? 0;
}

export function prereqSubject(c: DeCharacter, cat: Catalogue): PrereqSubject {
  return {
    stats: c.stats,
    skills: c.skills,
    perkRanks: Object.fromEntries(Object.entries(c.perks).map(([id, h]) => [id, h.rank])),
    traits: raceTraits(raceOf(c, cat)),
    proficient: STATS.filter((s) => c.training[s] !== undefined),
  };
}

export interface HeldEffect<K extends PerkEffect["kind"] = PerkEffect["kind"]> {
  perk: PerkDef;
  rank: number;
  effect: Extract<PerkEffect, { kind: K }>;
}

/** Every effect of a kind among the perks the character holds, with the perk and its rank. */
export function heldEffects<K extends PerkEffect["kind"]>(
  c: Pick<DeCharacter, "perks">,
  cat: Catalogue,
  kind: K,
): HeldEffect<K>[] {
  const out: HeldEffect<K>[] = [];
  for (const [id, h] of Object.entries(c.perks)) {
    const perk = cat.perks.get(id);
    if (!perk) continue;
    for (const e of perk.effects)
      if (e.kind === kind) out.push({ perk, rank: h.rank, effect: e as Extract<PerkEffect, { kind: K }> });
  }
  return out;
}

/** DE-PERK-57: the Martial Value of the character's Martial Arts level (0 without the perk). */
export function martialValue(c: Pick<DeCharacter, "perks">, cat: Catalogue): number {
  let best = 0;
  for (const { effect, rank } of heldEffects(c, cat, "martialValue"))
    best = Math.max(best, effect.byRank[Math.min(rank, effect.byRank.length) - 1] ?? 0);
  return best;
}
