// The rulesets, in the browser: the same code the server runs, used to fold the log, derive
// character sheets, preview advancement and describe characters. Rolls are always the server's.

import type { Ruleset } from "../../../src/engine/ruleset.js";
import { registry } from "../../../src/rulesets/index.js";

export function localRuleset(id: string): Ruleset | null {
  return registry.has(id) ? registry.get(id) : null;
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
