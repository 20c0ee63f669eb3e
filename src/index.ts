// The tabula package: `import { roll, odds, rulesets, Session } from "tabula"`.
// The dice layer at the top level; the engine under `engine`; the shipped rulesets by id.
export * from "./dice/index.js";
export * as engine from "./engine/index.js";
export { type ActionInputsOf, Session, type SessionInit, type TypedActions } from "./engine/session.js";
export type { ShippedActionNames, ShippedActionParams } from "./rulesets/action-names.js";
export { registry, registry as rulesets, type ShippedRulesets } from "./rulesets/index.js";
export { lucky13 } from "./rulesets/lucky13/ruleset.js";
