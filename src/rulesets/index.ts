// Every ruleset Tabula ships, by id.

import { Registry } from "../engine/registry.js";
import { beat15 } from "./beat15/ruleset.js";
import { diceEngine } from "./dice-engine/ruleset.js";
import { lucidity } from "./lucidity/ruleset.js";
import { lucky13 } from "./lucky13/ruleset.js";
import { objects } from "./objects/ruleset.js";

/** The shipped rulesets, listed in this order; `registry.get(id)` is typed by id from this map. */
export const registry = Registry.of({
  lucky13,
  beat15,
  objects,
  lucidity,
  "dice-engine": diceEngine,
});

/** The shipped rulesets' types by id: `ShippedRulesets["lucky13"]` is Lucky 13's `Ruleset<…>`. */
export type ShippedRulesets = typeof registry extends Registry<infer M> ? M : never;
