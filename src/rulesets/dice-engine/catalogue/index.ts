// The Dice Engine catalogues (checklist C.1–C.4) and the setting module that extends them.

export * from "./costs.js";
export * from "./effects.js";
export * from "./focuses.js";
export * from "./ids.js";
export * from "./perks.js";
export * from "./prereq.js";
export * from "./races.js";
export * from "./setting.js";
export * from "./skills.js";
export * from "./stats.js";
