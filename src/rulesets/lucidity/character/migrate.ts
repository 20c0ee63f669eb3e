// Upgrading old character files: each migrator turns version n into n + 1. Only version 1 exists,
// so the registry is empty; the mechanism is here for the first change of format.

import { EngineError } from "../../../engine/errors.js";

export const CHARACTER_SCHEMA_VERSION = 1;

export type Migrator = (file: Record<string, unknown>) => Record<string, unknown>;

export const MIGRATIONS: Readonly<Record<number, Migrator>> = {};

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Brings a raw file to the current version without mutating it. */
export function migrateCharacter(
  raw: unknown,
  registry: Readonly<Record<number, Migrator>> = MIGRATIONS,
  target = CHARACTER_SCHEMA_VERSION,
): Record<string, unknown> {
  if (!isRecord(raw)) throw new EngineError("invalid", "a character file must be a JSON object", []);
  const version = raw.schemaVersion;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1) {
    throw new EngineError("invalid", "schemaVersion: required, a whole number from 1", ["schemaVersion"]);
  }
  if (version > target) {
    throw new EngineError(
      "invalid",
      `schemaVersion: ${version} is newer than this engine reads (${target})`,
      ["schemaVersion"],
    );
  }
  let file: Record<string, unknown> = structuredClone(raw);
  for (let v = version; v < target; v++) {
    const step = registry[v];
    if (!step)
      throw new EngineError("invalid", `schemaVersion: no migration from ${v} to ${v + 1}`, [
        "schemaVersion",
      ]);
    const next = step(structuredClone(file));
    if (!isRecord(next))
      throw new EngineError("invalid", `migration from ${v} returned no object`, ["schemaVersion"]);
    file = { ...next, schemaVersion: v + 1 };
  }
  return file;
}
