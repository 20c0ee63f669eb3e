// The Dice Engine's world (checklist §14–17, §26–28): senses, the map, areas of effect,
// environments, movement, bulk and downtime, as pure rules over plain data.

export * from "./aoe.js";
export * from "./bulk.js";
export * from "./downtime.js";
export * from "./environment.js";
export * from "./map.js";
export * from "./movement.js";
export * from "./options.js";
export * from "./senses.js";
