// Dice Engine health: HP & Stun or Resilience, consciousness, death checks, First Aid and healing
// (checklist §24).

export * from "./consciousness.js";
export * from "./context.js";
export * from "./death.js";
export * from "./firstAid.js";
export * from "./intervene.js";
export * from "./log.js";
export * from "./longRest.js";
export * from "./recovery.js";
export * from "./rest.js";
export * from "./roll.js";
export * from "./track.js";
export * from "./vitals.js";
