// Every ruleset Tabula ships, by id.

import { Registry } from "../engine/registry.js";
import { beat15 } from "./beat15/ruleset.js";
import { diceEngine } from "./dice-engine/ruleset.js";
import { lucidity } from "./lucidity/ruleset.js";
import { lucky13 } from "./lucky13/ruleset.js";
import { objects } from "./objects/ruleset.js";

export const registry = new Registry()
  .register(lucky13)
  .register(beat15)
  .register(objects)
  .register(lucidity)
  .register(diceEngine);
