// The fight strategies Tabula ships: the `fight` facet of each shipped ruleset that has one, by id.

import { EngineError } from "../engine/errors.js";
import type { DuelStrategy } from "../engine/facets/fight.js";
import type { Ruleset } from "../engine/ruleset.js";
import { registry } from "../rulesets/index.js";

export const DUEL_STRATEGIES: Readonly<Record<string, DuelStrategy>> = Object.fromEntries(
  registry.list().flatMap((r) => (r.fight ? [[r.id, r.fight] as const] : [])),
);

/** The strategy for a ruleset, or an error that says which rulesets have one. */
export function duelStrategyFor(ruleset: Pick<Ruleset, "id" | "name" | "derived">): DuelStrategy {
  // A ruleset derived by an overlay fights with its base's rules, under its own options and names.
  const id = ruleset.derived?.base ?? ruleset.id;
  const s = Object.hasOwn(DUEL_STRATEGIES, id) ? DUEL_STRATEGIES[id] : undefined;
  if (!s)
    throw new EngineError(
      "not_found",
      `the ${ruleset.name} ruleset (${ruleset.id}) has no duel strategy, so its fights cannot be simulated yet (duels: ${Object.keys(DUEL_STRATEGIES).join(", ")})`,
      ["ruleset"],
    );
  return s;
}
