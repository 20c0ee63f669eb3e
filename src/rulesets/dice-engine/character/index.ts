// The character side of the Dice Engine: the file, creation, purchases, derived values, the
// check builder and the sheet.

export * from "./advance.js";
export * from "./check-effects.js";
export * from "./create.js";
export * from "./derive.js";
export * from "./errors.js";
export * from "./ledger.js";
export * from "./migrate.js";
export * from "./model.js";
export * from "./options.js";
export * from "./options-docs.js";
export * from "./purchase.js";
export * from "./schema.js";
export * from "./sheet.js";
export * from "./stun.js";
export * from "./subject.js";
