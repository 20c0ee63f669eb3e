// The rules of play (checklist §13): One Shot and its optional cousins, rest, fatigue and food.

export * from "./fatigue.js";
export * from "./fatigue-table.js";
export * from "./play.js";
export * from "./rations.js";
export * from "./rest.js";
