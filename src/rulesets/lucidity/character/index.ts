// The character side of Lucidity: the file, creation, derived values, vitals, advancement, rest, gear.

export * from "./advance.js";
export * from "./create.js";
export * from "./derive.js";
export * from "./inventory.js";
export * from "./migrate.js";
export type { Outcome } from "./outcome.js";
export * from "./rest.js";
export * from "./schema.js";
export * from "./sheet.js";
export * from "./traits.js";
export * from "./validate.js";
export * from "./vitals.js";
