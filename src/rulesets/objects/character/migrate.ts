// Upgrading old character files. Each migrator turns version n into n + 1; they run in order until
// the file is current. Only version 1 exists so far, so the shipped registry is empty, but the
// mechanism is in place (and tested) for the first change to the format.

import { EngineError } from "../../../engine/errors.js";

export const CHARACTER_SCHEMA_VERSION = 1;

/** Takes a file of version n (a plain object) and returns the same data as version n + 1. */
export type Migrator = (file: Record<string, unknown>) => Record<string, unknown>;

/** Shipped migrators, keyed by the version they upgrade from. */
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
  if (!isRecord(raw)) throw new EngineError("invalid", "a character file must be a JSON object", []);
  const version = raw.schemaVersion;
  if (version === undefined)
    throw new EngineError("invalid", "schemaVersion: required (this ruleset writes 1)", ["schemaVersion"]);
  if (typeof version !== "number" || !Number.isInteger(version) || version < 0)
    throw new EngineError("invalid", "schemaVersion: expected a whole number of at least 0", [
      "schemaVersion",
    ]);
  if (version > target)
    throw new EngineError(
      "invalid",
      `schemaVersion: version ${version} is newer than this engine reads (up to ${target})`,
      ["schemaVersion"],
    );
  let file: Record<string, unknown> = structuredClone(raw);
  for (let v = version; v < target; v++) {
    const step = registry[v];
    if (!step)
      throw new EngineError("invalid", `schemaVersion: no migration from version ${v} to ${v + 1}`, [
        "schemaVersion",
      ]);
    let next: unknown;
    try {
      next = step(structuredClone(file));
    } catch (e) {
      throw new EngineError(
        "invalid",
        `schemaVersion: migration from version ${v} failed: ${e instanceof Error ? e.message : String(e)}`,
        ["schemaVersion"],
      );
    }
    if (!isRecord(next))
      throw new EngineError("invalid", `schemaVersion: migration from version ${v} returned no object`, [
        "schemaVersion",
      ]);
    // The mechanism stamps the version, so a migrator cannot forget to.
    file = { ...next, schemaVersion: v + 1 };
  }
  return file;
}
