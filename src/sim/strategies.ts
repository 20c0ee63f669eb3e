// The duel strategies Tabula ships, by the id of the ruleset whose combat they play.

import { EngineError } from "../engine/errors.js";
import type { Ruleset } from "../engine/ruleset.js";
import { beat15Duel } from "../rulesets/beat15/duel.js";
import { diceEngineDuel } from "../rulesets/dice-engine/duel.js";
import { lucidityDuel } from "../rulesets/lucidity/duel.js";
import { lucky13Duel } from "../rulesets/lucky13/duel.js";
import { objectsDuel } from "../rulesets/objects/duel.js";
import type { DuelStrategy } from "./strategy.js";

export const DUEL_STRATEGIES: Readonly<Record<string, DuelStrategy>> = {
  lucky13: lucky13Duel,
  objects: objectsDuel,
  beat15: beat15Duel,
  lucidity: lucidityDuel,
  "dice-engine": diceEngineDuel,
};

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
