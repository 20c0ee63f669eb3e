// The tabula package: `import { roll, odds, rulesets, Session } from "tabula"`.
// The dice layer at the top level; the engine under `engine`; the shipped rulesets by id.
export * from "./dice/index.js";
export * as engine from "./engine/index.js";
export { Session, type SessionInit } from "./engine/session.js";
export { registry, registry as rulesets, type ShippedRulesets } from "./rulesets/index.js";
export { lucky13 } from "./rulesets/lucky13/ruleset.js";
