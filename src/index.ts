// The tabula package: `import { roll, odds, parse } from "tabula"`, the engine, and the rulesets.
export * from "./dice/index.js";
export * as engine from "./engine/index.js";
export { registry } from "./rulesets/index.js";
export { lucky13 } from "./rulesets/lucky13/ruleset.js";
