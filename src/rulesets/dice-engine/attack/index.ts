// The Dice Engine attack rules: pure functions over plain data (checklist §19, §20, §22, C.7).

export * from "./attack.js";
export * from "./contest.js";
export * from "./damage.js";
export * from "./explosion.js";
export * from "./handoff.js";
export * from "./odds.js";
export * from "./options.js";
export * from "./range.js";
export * from "./scatter.js";
export * from "./spray.js";
export * from "./takedown.js";
export * from "./throw.js";
export * from "./types.js";
export * from "./views.js";
export * from "./weapon.js";
