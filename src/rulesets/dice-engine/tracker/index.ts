// The Dice Engine initiative tracker: pure rules over plain data (checklist §18, C.8–C.11).

export * from "./actions.js";
export * from "./costs.js";
export * from "./dodge.js";
export * from "./engine-map.js";
export * from "./initiative.js";
export * from "./options.js";
export * from "./result.js";
export * from "./timeline.js";
export * from "./tracker.js";
export * from "./turn.js";
