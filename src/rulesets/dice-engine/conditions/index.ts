// Dice Engine conditions: the C.5 catalogue with typed effects, gaining and merging conditions,
// their effects on checks, attacks, movement and initiative, and time passing (checklist §25).

export * from "./active.js";
export * from "./advance.js";
export * from "./apply.js";
export * from "./asphyxiation.js";
export * from "./catalog.js";
export * from "./effects.js";
export * from "./state.js";
