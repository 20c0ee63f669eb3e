// The character side of the Objects ruleset: the file, creation, health, healing, advancement, gear
// and the sheet.

export * from "./advance.js";
export * from "./body.js";
export * from "./catalog.js";
export * from "./create.js";
export * from "./draft.js";
export * from "./healing.js";
export * from "./health.js";
export * from "./items.js";
export * from "./migrate.js";
export * from "./outcome.js";
export * from "./points.js";
export * from "./schema.js";
export * from "./sheet.js";
export * from "./traits.js";
