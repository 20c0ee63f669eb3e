// Finding a ruleset wherever one may be named: a shipped id ("lucky13"), the path of an overlay
// file ("my-game.json"), or an overlay document itself (a table stores it and rebuilds from it).

import { readFileSync } from "node:fs";
import { EngineError } from "../engine/errors.js";
import type { Registry } from "../engine/registry.js";
import type { Ruleset } from "../engine/ruleset.js";
import { registry as shipped } from "../rulesets/index.js";
import { buildOverlay, type OverlayResult, overlayError } from "./build.js";
import { OVERLAY_SUPPORTS } from "./supports.js";

/** Validates an overlay document against the shipped rulesets: a ruleset, or every error in it. */
export function checkOverlay(raw: unknown, registry: Registry = shipped): OverlayResult {
  return buildOverlay(raw, registry, OVERLAY_SUPPORTS);
}

/** The ruleset an overlay document describes; throws an EngineError listing every problem. */
export function rulesetFromOverlay(raw: unknown, registry: Registry = shipped, source?: string): Ruleset {
  const r = checkOverlay(raw, registry);
  if (!r.ok) throw overlayError(r.errors, source);
  return r.ruleset;
}

/** Whether a ruleset argument is a file rather than an id: ids never hold a dot or a slash. */
export function looksLikePath(text: string): boolean {
  return /[./\\]/.test(text);
}

/** Reads an overlay file as JSON; errors say which file and where. */
export function readOverlayFile(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new EngineError(
      "not_found",
      code === "ENOENT"
        ? `overlay file not found: ${path}`
        : `cannot read overlay file ${path}: ${(e as Error).message}`,
      ["ruleset"],
    );
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new EngineError("invalid", `overlay file ${path} is not valid JSON: ${(e as Error).message}`, [
      "ruleset",
    ]);
  }
}

/**
 * A shipped ruleset by id, or the ruleset an overlay file derives. Unknown ids list the shipped
 * ones; a bad overlay lists every problem with its field path.
 */
export function resolveRuleset(idOrPath: string, registry: Registry = shipped): Ruleset {
  if (registry.has(idOrPath)) return registry.get(idOrPath);
  if (!looksLikePath(idOrPath)) {
    const known = registry
      .list()
      .map((r) => r.id)
      .join(", ");
    throw new EngineError(
      "not_found",
      `unknown ruleset '${idOrPath}' (known: ${known}; or give the path of an overlay file)`,
      ["ruleset"],
    );
  }
  return rulesetFromOverlay(readOverlayFile(idOrPath), registry, idOrPath);
}

/** The ruleset of a stored table: its overlay rebuilt when it has one, else the shipped one. */
export function rulesetOfTable(
  table: { ruleset: string; overlay?: unknown },
  registry: Registry = shipped,
): Ruleset {
  if (table.overlay === undefined || table.overlay === null) return registry.get(table.ruleset);
  const r = rulesetFromOverlay(table.overlay, registry);
  if (r.derived?.base !== table.ruleset) {
    throw new EngineError(
      "invalid",
      `the table plays ${table.ruleset}, but its overlay derives from ${r.derived?.base ?? r.id}`,
      ["overlay", "base"],
    );
  }
  return r;
}

/** The shipped ruleset a ruleset builds on (itself when it is a shipped one). */
export function baseIdOf(r: Ruleset): string {
  return r.derived?.base ?? r.id;
}

/** A registry with the shipped rulesets and one more (for scripts that name a derived ruleset). */
export function registryWith(r: Ruleset, registry: Registry = shipped): Registry {
  const out = new (registry.constructor as new () => Registry)();
  for (const x of registry.list()) out.register(x);
  if (!out.has(r.id)) out.register(r);
  return out;
}
