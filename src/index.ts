// The tabula package: `import { roll, odds, parse } from "tabula"`.
export * from "./dice/index.js";
