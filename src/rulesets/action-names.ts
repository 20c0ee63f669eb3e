// The actions of each shipped ruleset as the compiler sees them, derived from each ruleset's
// catalogue (its `…Actions` record, built with `action()`), so there is no list to keep in step:
// a new action is typed the moment it is added to its catalogue.

import type { TypedActions } from "../engine/session.js";
import type { ShippedRulesets } from "./index.js";

/** Per shipped ruleset id, per action name, what a caller sends it (`z.input` of its schema). */
export type ShippedActionParams = {
  [Id in keyof ShippedRulesets]: ShippedRulesets[Id] extends TypedActions<infer A> ? A : never;
};

/** Per shipped ruleset id, the union of its action names. */
export type ShippedActionNames = {
  [Id in keyof ShippedActionParams]: keyof ShippedActionParams[Id] & string;
};
