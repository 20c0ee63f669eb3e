// Upgrading old character files. Each migrator turns version n into n + 1 and they run in order.
// Only version 1 exists, so the shipped registry is empty; the mechanism is tested so the first
// change to the format has a place to go.

import { EngineError } from "../../../engine/errors.js";

export const CHARACTER_SCHEMA_VERSION = 1;

/** Takes a file of version n (a plain object) and returns the same data as version n + 1. */
export type Migrator = (file: Record<string, unknown>) => Record<string, unknown>;

export const MIGRATIONS: Readonly<Record<number, Migrator>> = {};

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Brings a raw file to the current version; never mutates its input. */
export function migrateCharacter(
  raw: unknown,
  registry: Readonly<Record<number, Migrator>> = MIGRATIONS,
  target: number = CHARACTER_SCHEMA_VERSION,
): Record<string, unknown> {
  const bad = (message: string) => new EngineError("invalid", message, ["schemaVersion"]);
  if (!isRecord(raw)) throw new EngineError("invalid", "a character file must be a JSON object", []);
  const version = raw.schemaVersion;
  if (version === undefined) throw bad(`schemaVersion: required (this ruleset writes ${target})`);
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1)
    throw bad("schemaVersion: expected a whole number of at least 1");
  if (version > target)
    throw bad(`schemaVersion: version ${version} is newer than this engine reads (up to ${target})`);
  let file: Record<string, unknown> = structuredClone(raw);
  for (let v = version; v < target; v++) {
    const step = registry[v];
    if (!step) throw bad(`schemaVersion: no migration from version ${v} to ${v + 1}`);
    const next = step(structuredClone(file));
    if (!isRecord(next)) throw bad(`schemaVersion: migration from version ${v} returned no object`);
    file = { ...next, schemaVersion: v + 1 };
  }
  return file;
}
