// The whole character as an attack meets it. `viewOf` (combat-state.ts) gives the health, armour and
// conditions; this adds what the character's race and perks say about defending: the perks' DV
// modifiers (Martial Stance, Second Blade, an active stance: DE-DV-12), the race's immunities,
// susceptibilities and resiliences plus the perks' (Better Balance I: DE-COND-2..4), whether it can
// bleed, its size, and a Hard Light / Soft Light AI body (DE-GRAP-5, DE-COND-19). Every attack
// action builds its target with it, so the DV and the damage both see the same character.

import type { TableState } from "../../../engine/state.js";
import { bodyOfRace, type DefenderBody } from "../attack/views.js";
import { characterOf } from "../bridge.js";
import { catalogueFor } from "../catalogue/setting.js";
import { dvModifiers } from "../character/derive.js";
import { raceOf } from "../character/subject.js";
import type { DefenderView } from "../damage/target.js";
import type { DiceEngineOptions } from "../options.js";
import { perkResiliences, stanceAt } from "../perks/defence.js";
import { attackNote } from "./attack-state.js";
import { nowOf, viewOf } from "./combat-state.js";

/** What the table declares about the defender at this moment, beyond what the state holds. */
export interface DefenderMoment {
  /** DE-PERK-19: every off hand wields a Knife Fighting weapon. */
  offHandKnives?: boolean;
}

export interface DefenderSide {
  view: DefenderView;
  body: DefenderBody;
  /** Where the DV modifiers came from, for the log. */
  dvSources: string[];
}

/** The stance perk the character entered with an attack and still holds now (DE-PERK-22..25). */
export function activeStance(state: TableState, id: string): string | null {
  return stanceAt(attackNote(state, id).stance, nowOf(state));
}

export function defenderOf(
  state: TableState,
  id: string,
  o: DiceEngineOptions,
  path: (string | number)[],
  moment: DefenderMoment = {},
): DefenderSide {
  const base = viewOf(state, id, o, path);
  const c = characterOf(state, id, path);
  const cat = catalogueFor(o);
  const effects = Object.keys(c.perks).flatMap((p) => cat.perks.get(p)?.effects ?? []);
  const body = bodyOfRace(raceOf(c, cat), perkResiliences(effects));
  const stance = activeStance(state, id);
  const mods = dvModifiers(c, o, {
    armour: base.armour,
    ...(moment.offHandKnives ? { offHandKnives: true } : {}),
    ...(stance ? { stance } : {}),
  });
  const view: DefenderView = {
    ...base,
    dvModifiers: [...base.dvModifiers, ...mods],
    immunities: [...new Set([...base.immunities, ...body.immunities])],
    susceptibilities: [...new Set([...base.susceptibilities, ...body.susceptibilities])],
    resiliences: [...new Set([...base.resiliences, ...body.resiliences])],
    canBleed: base.canBleed && body.canBleed,
    aiBody: base.aiBody ?? body.aiBody,
  };
  const dvSources = mods.map(
    (m) => `${m.source} ${m.amount >= 0 ? "+" : ""}${m.amount} ${m.dvTypes.join("/")} DV`,
  );
  return { view, body, dvSources };
}
