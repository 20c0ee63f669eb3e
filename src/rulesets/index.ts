// Every ruleset Tabula ships, by id, each with the facets it offers (overlay support, odds table,
// fight strategy). They are attached here rather than in each ruleset.ts because each facet module
// imports its ruleset's rules, and a ruleset's core must not import the tools built on top of it.

import { Registry } from "../engine/registry.js";
import type { Ruleset } from "../engine/ruleset.js";
import type { ActionInputsOf, TypedActions } from "../engine/session.js";
import { beat15Duel } from "./beat15/duel.js";
import { beat15Geometry } from "./beat15/geometry.js";
import { beat15Group } from "./beat15/group.js";
import { beat15OddsTable } from "./beat15/odds-table.js";
import { beat15Overlay } from "./beat15/overlay.js";
import { beat15, beat15Actions } from "./beat15/ruleset.js";
import { diceEngineDuel } from "./dice-engine/duel.js";
import { diceEngineGeometry } from "./dice-engine/geometry.js";
import { diceEngineGroup } from "./dice-engine/group.js";
import { diceEngineOddsTable } from "./dice-engine/odds-table.js";
import { diceEngineOverlay } from "./dice-engine/overlay.js";
import { diceEngine, diceEngineActions } from "./dice-engine/ruleset.js";
import { lucidityDuel } from "./lucidity/duel.js";
import { lucidityGeometry } from "./lucidity/geometry.js";
import { lucidityGroup } from "./lucidity/group.js";
import { lucidityOddsTable } from "./lucidity/odds-table.js";
import { lucidityOverlay } from "./lucidity/overlay.js";
import { lucidity, lucidityActions } from "./lucidity/ruleset.js";
import { lucky13Duel } from "./lucky13/duel.js";
import { lucky13Geometry } from "./lucky13/geometry.js";
import { lucky13Group } from "./lucky13/group.js";
import { lucky13OddsTable } from "./lucky13/odds-table.js";
import { lucky13Overlay } from "./lucky13/overlay.js";
import { lucky13, lucky13Actions } from "./lucky13/ruleset.js";
import { objectsDuel } from "./objects/duel.js";
import { objectsGeometry } from "./objects/geometry.js";
import { objectsGroup } from "./objects/group.js";
import { objectsOddsTable } from "./objects/odds-table.js";
import { objectsOverlay } from "./objects/overlay.js";
import { objects, objectsActions } from "./objects/ruleset.js";

type Facets<O> = Pick<Ruleset<O>, "overlay" | "oddsTable" | "fight" | "geometry">;

/** The ruleset with its facets: a new object, so the ruleset module itself stays facet-free. */
function withFacets<O, C, D>(r: Ruleset<O, C, D>, facets: Facets<O>): Ruleset<O, C, D> {
  return { ...r, ...facets };
}

/** The same ruleset, its actions' names and parameters known to the compiler (a Session then checks them). */
function named<A, O, C, D>(
  actions: A,
  r: Ruleset<O, C, D>,
): Ruleset<O, C, D> & TypedActions<ActionInputsOf<A>> {
  // The types come from `actions`; the engine plays `r.actions`: they must be one record.
  if (r.actions !== actions) throw new Error(`${r.id}: its typed actions are not the catalogue it plays`);
  return r;
}

/** The shipped rulesets, listed in this order; `registry.get(id)` is typed by id from this map. */
export const registry = Registry.of({
  lucky13: named(
    lucky13Actions,
    withFacets(lucky13, {
      overlay: lucky13Overlay,
      oddsTable: lucky13OddsTable,
      fight: { ...lucky13Duel, group: lucky13Group },
      geometry: lucky13Geometry,
    }),
  ),
  beat15: named(
    beat15Actions,
    withFacets(beat15, {
      overlay: beat15Overlay,
      oddsTable: beat15OddsTable,
      fight: { ...beat15Duel, group: beat15Group },
      geometry: beat15Geometry,
    }),
  ),
  objects: named(
    objectsActions,
    withFacets(objects, {
      overlay: objectsOverlay,
      oddsTable: objectsOddsTable,
      fight: { ...objectsDuel, group: objectsGroup },
      geometry: objectsGeometry,
    }),
  ),
  lucidity: named(
    lucidityActions,
    withFacets(lucidity, {
      overlay: lucidityOverlay,
      oddsTable: lucidityOddsTable,
      fight: { ...lucidityDuel, group: lucidityGroup },
      geometry: lucidityGeometry,
    }),
  ),
  "dice-engine": named(
    diceEngineActions,
    withFacets(diceEngine, {
      overlay: diceEngineOverlay,
      oddsTable: diceEngineOddsTable,
      fight: { ...diceEngineDuel, group: diceEngineGroup },
      geometry: diceEngineGeometry,
    }),
  ),
});

/** The shipped rulesets' types by id: `ShippedRulesets["lucky13"]` is Lucky 13's `Ruleset<…>`. */
export type ShippedRulesets = typeof registry extends Registry<infer M> ? M : never;
