// Dice Engine damage: types and modifiers (C.6), the final-damage pipeline, and applying one damage
// instance to a character's health and conditions (checklist §19.3, §21, DE-DMG-16/17).

export * from "./apply.js";
export * from "./defend.js";
export * from "./distance.js";
export * from "./instance.js";
export * from "./options.js";
export * from "./pipeline.js";
export * from "./target.js";
export * from "./types.js";
