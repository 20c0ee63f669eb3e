// The ruleset's geometry facet in the browser. The table page loads a ruleset bare (its facets hang
// on it in src/rulesets/index.ts, which would pull every ruleset into the bundle), so the map fetches
// the one facet it needs, once, the first time a table of that ruleset opens its map.

import { useEffect, useState } from "react";
import type { GeometryFacet } from "../../../src/engine/facets/geometry.js";

const LOADERS: Record<string, () => Promise<GeometryFacet>> = {
  lucky13: () => import("../../../src/rulesets/lucky13/geometry.js").then((m) => m.lucky13Geometry),
  beat15: () => import("../../../src/rulesets/beat15/geometry.js").then((m) => m.beat15Geometry),
  objects: () => import("../../../src/rulesets/objects/geometry.js").then((m) => m.objectsGeometry),
  lucidity: () => import("../../../src/rulesets/lucidity/geometry.js").then((m) => m.lucidityGeometry),
  "dice-engine": () =>
    import("../../../src/rulesets/dice-engine/geometry.js").then((m) => m.diceEngineGeometry),
};

const loaded = new Map<string, GeometryFacet>();

/** The geometry facet of ruleset `id` (null while it loads, or for a ruleset without one). */
export function useGeometry(id: string | null | undefined): GeometryFacet | null {
  const [facet, setFacet] = useState<GeometryFacet | null>(() => (id ? (loaded.get(id) ?? null) : null));
  useEffect(() => {
    if (!id) return;
    const have = loaded.get(id);
    if (have) {
      setFacet(have);
      return;
    }
    const load = Object.hasOwn(LOADERS, id) ? LOADERS[id] : undefined;
    if (!load) return;
    let live = true;
    load().then(
      (g) => {
        loaded.set(id, g);
        if (live) setFacet(g);
      },
      // A failed fetch leaves the map measuring nothing; the next mount tries again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [id]);
  return facet;
}
