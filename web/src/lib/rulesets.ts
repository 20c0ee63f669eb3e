// The rulesets, in the browser: the same code the server runs, used to fold the log, derive
// character sheets, preview advancement and describe characters. Rolls are always the server's.
//
// Each ruleset is fetched when a table or form first needs it, so a player opening a Lucky 13 table
// does not download the Dice Engine's catalogues: the app's first load stays small.

import type { Ruleset } from "../../../src/engine/ruleset.js";

const LOADERS: Record<string, () => Promise<Ruleset>> = {
  lucky13: () => import("../../../src/rulesets/lucky13/ruleset.js").then((m) => m.lucky13 as Ruleset),
  beat15: () => import("../../../src/rulesets/beat15/ruleset.js").then((m) => m.beat15 as Ruleset),
  objects: () => import("../../../src/rulesets/objects/ruleset.js").then((m) => m.objects as Ruleset),
  lucidity: () => import("../../../src/rulesets/lucidity/ruleset.js").then((m) => m.lucidity as Ruleset),
  "dice-engine": () =>
    import("../../../src/rulesets/dice-engine/ruleset.js").then((m) => m.diceEngine as Ruleset),
};

const loading = new Map<string, Promise<Ruleset | null>>();

/**
 * The shipped ruleset with this id, fetched once; null for an id the app does not know (the
 * server's rules still apply, the page just cannot fold or preview locally). A failed fetch (the
 * network) is not remembered, so the next call tries again.
 */
export function loadRuleset(id: string): Promise<Ruleset | null> {
  const load = Object.hasOwn(LOADERS, id) ? LOADERS[id] : undefined;
  if (!load) return Promise.resolve(null);
  let pending = loading.get(id);
  if (!pending) {
    pending = load();
    pending.catch(() => loading.delete(id));
    loading.set(id, pending);
  }
  return pending;
}

/** Options parsed by the ruleset (defaults filled in), or null if the ruleset is unknown or refuses them. */
export function parsedOptions(r: Ruleset | null, raw: unknown): unknown {
  if (!r) return null;
  try {
    return r.parseOptions(raw ?? {});
  } catch {
    return null;
  }
}
