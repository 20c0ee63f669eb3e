// Perk rules the combat and care layers call: the arithmetic of each perk's effect.

export * from "./care.js";
export * from "./defence.js";
export * from "./martial.js";
export * from "./melee.js";
export * from "./movement.js";
export * from "./vibration.js";
