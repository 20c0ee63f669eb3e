// The rules engine: the ruleset contract, events and replay, encounters, tables and scripts.

export { describeEvent, type EventNames, type LoggedEvent } from "./describe.js";
export * from "./encounter.js";
export { EngineError, type EngineErrorCode, fromZod, type Issue, validate } from "./errors.js";
export * from "./events.js";
export * from "./npc.js";
export { Registry } from "./registry.js";
export type * from "./roll.js";
export type * from "./ruleset.js";
export { action } from "./ruleset.js";
export { runScript, type Script, type ScriptRun, scriptSchema } from "./script.js";
export { type ActionInputsOf, Session, type SessionInit, type TypedActions } from "./session.js";
export * from "./state.js";
export * from "./table.js";
