// From an overlay document to a derived ruleset, or to every error found in it. Errors are data
// (code, path, message) and name the field: an unknown ability lists the abilities there are, an
// added weapon missing a field names that field. Any JSON value gives one or the other, never an
// exception (a fast-check test feeds it random JSON).

import type { z } from "zod";
import { EngineError, formatPath } from "../engine/errors.js";
import { type OverlaySupport, type Rename, squash, type Term } from "../engine/facets/overlay.js";
import type { Registry } from "../engine/registry.js";
import type { DerivedRuleset, Ruleset } from "../engine/ruleset.js";
import { deriveRuleset } from "./derive.js";
import { displayMap } from "./display.js";
import { type OverlayDocument, overlaySchemaFor } from "./schema.js";
import { type EntryIndex, inputTranslator } from "./translate.js";

export type OverlayErrorCode =
  | "invalid" // fails the document's shape
  | "unknown_base" // `base` names no shipped ruleset
  | "unsupported_base" // a shipped ruleset without overlay support (yet)
  | "id_taken" // `id` is a shipped ruleset's
  | "unknown_term" // `rename` names a term the base does not have
  | "name_clash" // a new name is already another term's
  | "unknown_entry" // `remove` names an entry the base does not have
  | "not_removable" // `remove` names an entry the base's rules refer to
  | "duplicate_entry" // `add` repeats an entry, or one the base already has
  | "invalid_options"; // the base ruleset refuses the resulting options

export interface OverlayIssue {
  code: OverlayErrorCode;
  path: (string | number)[];
  message: string;
}

export type OverlayResult =
  | { ok: true; ruleset: Ruleset; overlay: OverlayDocument }
  | { ok: false; errors: OverlayIssue[] };

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v);

/** Builds the ruleset an overlay describes, or returns every problem with it. */
export function buildOverlay(
  raw: unknown,
  registry: Registry,
  supports: Readonly<Record<string, OverlaySupport<unknown>>>,
): OverlayResult {
  const fail = (errors: OverlayIssue[]): OverlayResult => ({ ok: false, errors });
  if (!isObject(raw)) return fail([{ code: "invalid", path: [], message: "an overlay is a JSON object" }]);
  const shipped = registry.list().map((r) => r.id);
  if (typeof raw.base !== "string") {
    return fail([
      {
        code: "invalid",
        path: ["base"],
        message: `required: the id of the ruleset to derive from (${Object.keys(supports).join(", ")})`,
      },
    ]);
  }
  if (!registry.has(raw.base)) {
    return fail([
      {
        code: "unknown_base",
        path: ["base"],
        message: `unknown ruleset '${raw.base}' (rulesets: ${shipped.join(", ")})`,
      },
    ]);
  }
  const support = supports[raw.base];
  if (!support) {
    return fail([
      {
        code: "unsupported_base",
        path: ["base"],
        message: `the ${raw.base} ruleset does not support overlays yet (overlays: ${Object.keys(supports).join(", ")})`,
      },
    ]);
  }
  const base = registry.get(raw.base);
  const schema = overlaySchemaFor(support);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return fail(zodIssues(parsed.error, raw, schema, support));
  const doc = parsed.data as OverlayDocument;
  return derive(doc, base, support, shipped);
}

function derive(
  doc: OverlayDocument,
  base: Ruleset,
  support: OverlaySupport<unknown>,
  shipped: string[],
): OverlayResult {
  const errors: OverlayIssue[] = [];
  if (shipped.includes(doc.id)) {
    errors.push({
      code: "id_taken",
      path: ["id"],
      message: `'${doc.id}' is a shipped ruleset's id; give the derived ruleset its own`,
    });
  }
  const options = doc.options ?? {};
  // The base's catalogues as these options make them; the options' own problems are reported
  // once, below, with the catalogue changes in.
  const baseOptions = tryParse(base, options) ?? base.parseOptions({});

  const add: Record<string, unknown[]> = {};
  const remove: Record<string, string[]> = {};
  const entries: Record<string, EntryIndex> = {};
  const catalogues: Record<string, unknown[]> = {};
  for (const [name, cat] of Object.entries(support.catalogues)) {
    const baseEntries = cat.base(baseOptions);
    const baseKeys = new Map(baseEntries.map((e) => [squash(cat.key(e)), cat.key(e)]));
    const removed = new Map<string, string>();
    (doc.remove?.[name] ?? []).forEach((n, i) => {
      const k = squash(n);
      if (!baseKeys.has(k)) {
        const known = [...baseKeys.values()];
        errors.push({
          code: "unknown_entry",
          path: ["remove", name, i],
          message: `'${n}' is not one of ${base.name}'s ${cat.plural} (${known.length > 0 ? known.join(", ") : "it has none"})`,
        });
      } else if (cat.locked?.some((x) => squash(x) === k)) {
        errors.push({
          code: "not_removable",
          path: ["remove", name, i],
          message: `'${n}' cannot be removed: ${base.name}'s rules refer to it (change it through the options instead)`,
        });
      } else removed.set(k, baseKeys.get(k)!);
    });
    const added = new Map<string, unknown>();
    (doc.add?.[name] ?? []).forEach((e, i) => {
      const key = cat.key(e);
      const k = squash(key);
      if (added.has(k)) {
        errors.push({
          code: "duplicate_entry",
          path: ["add", name, i],
          message: `'${key}' is added twice to the ${cat.plural}`,
        });
      } else if (baseKeys.has(k) && !removed.has(k)) {
        errors.push({
          code: "duplicate_entry",
          path: ["add", name, i],
          message: `'${key}' is already one of ${base.name}'s ${cat.plural}${cat.removable ? `; list it under remove.${name} to replace it` : ""}`,
        });
      }
      added.set(k, e);
    });
    add[name] = [...added.values()];
    remove[name] = [...removed.values()];
    entries[name] = { added, removed, plural: cat.plural };
    catalogues[name] = [...baseEntries.filter((e) => !removed.has(squash(cat.key(e)))), ...added.values()];
  }
  if (errors.length > 0) return { ok: false, errors };

  const parts = { options, add, remove, renames: [] as Rename[], baseOptions };
  const first = parseOrIssues(base, support.options(parts), ["options"]);
  if (!first.ok) return { ok: false, errors: first.errors };

  const renames = checkRenames(doc, support, first.options, base.name, errors);
  if (errors.length > 0) return { ok: false, errors };
  const optionDefaults = support.options({ ...parts, renames });
  const final = parseOrIssues(base, optionDefaults, ["rename"]);
  if (!final.ok) return { ok: false, errors: final.errors };

  const terms: DerivedRuleset["terms"] = {};
  for (const [kind, t] of Object.entries(support.terms)) {
    terms[kind] = Object.fromEntries(
      t
        .list(final.options)
        .map((term) => [
          term.id,
          renames.find((r) => r.kind === kind && r.id === term.id)?.to.name ?? term.name,
        ]),
    );
  }
  const ruleset = deriveRuleset(base, {
    id: doc.id,
    name: doc.name,
    version: doc.version ?? "1.0.0",
    optionDefaults,
    display: displayMap(renames),
    translate: inputTranslator(support.input, renames, entries),
    derived: {
      base: base.id,
      overlay: doc,
      terms,
      renames: renames.map((r) => ({ kind: r.kind, id: r.id, from: r.from.name, to: r.to.name })),
      catalogues,
    },
  });
  return { ok: true, ruleset, overlay: doc };
}

function tryParse(base: Ruleset, raw: unknown): unknown | null {
  try {
    return base.parseOptions(raw);
  } catch (e) {
    if (e instanceof EngineError) return null;
    throw e;
  }
}

function parseOrIssues(
  base: Ruleset,
  raw: Record<string, unknown>,
  prefix: (string | number)[],
): { ok: true; options: unknown } | { ok: false; errors: OverlayIssue[] } {
  try {
    return { ok: true, options: base.parseOptions(raw) };
  } catch (e) {
    if (!(e instanceof EngineError)) throw e;
    return {
      ok: false,
      errors: e.issues.map((i) => ({
        code: "invalid_options" as const,
        path: [...prefix, ...i.path],
        message: i.message,
      })),
    };
  }
}

/** Validates `rename`: known terms (by id or current name), one rename each, no clashing names. */
function checkRenames(
  doc: OverlayDocument,
  support: OverlaySupport<unknown>,
  options: unknown,
  baseName: string,
  errors: OverlayIssue[],
): Rename[] {
  const renames: Rename[] = [];
  for (const [kind, t] of Object.entries(support.terms)) {
    const given = doc.rename?.[kind];
    if (!given) continue;
    const list = t.list(options);
    const find = (key: string): Term | undefined =>
      list.find((x) => x.id === key) ??
      list.find((x) => squash(x.id) === squash(key) || squash(x.name) === squash(key)) ??
      list.find((x) => x.short !== undefined && squash(x.short) === squash(key));
    const mine: Rename[] = [];
    const keyOf = new Map<string, string>();
    for (const [key, value] of Object.entries(given)) {
      const path = ["rename", kind, key];
      const term = find(key);
      if (!term) {
        errors.push({
          code: "unknown_term",
          path,
          message: `'${key}' is not one of ${baseName}'s ${t.plural} (${list.length > 0 ? list.map((x) => x.id).join(", ") : "it has none under these options"})`,
        });
        continue;
      }
      if (mine.some((r) => r.id === term.id)) {
        errors.push({ code: "name_clash", path, message: `the ${t.singular} '${term.id}' is renamed twice` });
        continue;
      }
      const to = typeof value === "string" ? { name: value } : value;
      keyOf.set(term.id, key);
      mine.push({ kind, id: term.id, from: term, to: { name: to.name, short: to.short } });
    }
    // A new name must point at one term only, or input written with it would be ambiguous.
    for (const r of mine) {
      const names = [r.to.name, ...(r.to.short !== undefined ? [r.to.short] : [])];
      for (const other of list) {
        if (other.id === r.id) continue;
        const otherRename = mine.find((x) => x.id === other.id);
        const taken = otherRename
          ? [otherRename.to.name, ...(otherRename.to.short !== undefined ? [otherRename.to.short] : [])]
          : [other.id, other.name, ...(other.short !== undefined ? [other.short] : [])];
        const clash = names.find((n) => taken.some((x) => squash(x) === squash(n)));
        if (clash !== undefined) {
          errors.push({
            code: "name_clash",
            path: ["rename", kind, keyOf.get(r.id) ?? r.id],
            message: `'${clash}' already names the ${t.singular} '${other.id}'`,
          });
        }
      }
    }
    renames.push(...mine);
  }
  return renames;
}

/** zod's issues as overlay issues, with the messages a designer needs at the usual trouble spots. */
function zodIssues(
  error: z.ZodError,
  raw: Record<string, unknown>,
  schema: z.ZodType,
  support: OverlaySupport<unknown>,
): OverlayIssue[] {
  const out: OverlayIssue[] = [];
  for (const i of error.issues) {
    const path = i.path.filter((p): p is string | number => typeof p !== "symbol");
    if (i.code === "unrecognized_keys") {
      for (const key of i.keys) {
        out.push({
          code: "invalid",
          path: [...path, key],
          message: unknownKeyMessage(path, key, schema, support),
        });
      }
      continue;
    }
    const value = valueAt(raw, path);
    const message =
      value === undefined ? `required (${i.message.replace(/^Invalid input: /, "")})` : i.message;
    out.push({ code: "invalid", path, message });
  }
  return out;
}

function unknownKeyMessage(
  path: (string | number)[],
  key: string,
  schema: z.ZodType,
  support: OverlaySupport<unknown>,
): string {
  const where = path.join(".");
  if (where === "rename")
    return `'${key}' is not something ${support.base} lets an overlay rename (${Object.keys(support.terms).join(", ")})`;
  if (where === "add")
    return `'${key}' is not a catalogue of ${support.base} (${Object.keys(support.catalogues).join(", ")})`;
  if (where === "remove") {
    const cat = support.catalogues[key];
    if (cat)
      return `${support.base}'s own ${cat.plural} cannot be removed: its rules refer to them (add to them instead)`;
    const removable = Object.entries(support.catalogues).filter(([, c]) => c.removable);
    return `'${key}' is not a catalogue of ${support.base} whose entries can be removed (${removable.map(([n]) => n).join(", ") || "none"})`;
  }
  const known = keysAt(schema, path);
  return `unknown field '${key}'${path.length > 0 ? ` in ${formatPath(path)}` : ""}${known ? ` (fields: ${known.join(", ")})` : ""}`;
}

function valueAt(v: unknown, path: (string | number)[]): unknown {
  let x = v;
  for (const p of path) {
    if (x === null || typeof x !== "object") return undefined;
    x = (x as Record<string | number, unknown>)[p];
  }
  return x;
}

/** The field names of the object schema at a path, for "unknown field" messages. */
function keysAt(schema: z.ZodType, path: (string | number)[]): string[] | null {
  let s: unknown = schema;
  const unwrap = (x: unknown): unknown => {
    for (let n = 0; n < 10; n++) {
      const def = (x as { _zod?: { def?: Record<string, unknown> } })?._zod?.def;
      if (!def) return x;
      if (
        def.type === "optional" ||
        def.type === "default" ||
        def.type === "prefault" ||
        def.type === "nullable"
      )
        x = def.innerType;
      else if (def.type === "pipe") x = def.in;
      else return x;
    }
    return x;
  };
  for (const p of path) {
    s = unwrap(s);
    const def = (s as { _zod?: { def?: Record<string, unknown> } })?._zod?.def;
    if (!def) return null;
    if (def.type === "object" && typeof p === "string") s = (def.shape as Record<string, unknown>)[p];
    else if (def.type === "array" && typeof p === "number") s = def.element;
    else if (def.type === "record" && typeof p === "string") s = def.valueType;
    else return null;
  }
  s = unwrap(s);
  const def = (s as { _zod?: { def?: Record<string, unknown> } })?._zod?.def;
  if (def?.type === "object") return Object.keys(def.shape as Record<string, unknown>);
  if (def?.type === "union") {
    const keys = new Set<string>();
    for (const o of def.options as unknown[]) {
      const d = (unwrap(o) as { _zod?: { def?: Record<string, unknown> } })?._zod?.def;
      if (d?.type === "object") for (const k of Object.keys(d.shape as Record<string, unknown>)) keys.add(k);
    }
    return keys.size > 0 ? [...keys] : null;
  }
  return null;
}

/** Every problem in one EngineError (code invalid, the first problem's path, all of them as issues). */
export function overlayError(errors: readonly OverlayIssue[], source?: string): EngineError {
  const lines = errors.slice(0, 8).map((e) => `${formatPath(e.path)}: ${e.message}`);
  const more = errors.length > 8 ? ` (and ${errors.length - 8} more)` : "";
  return new EngineError(
    "invalid",
    `invalid overlay${source ? ` ${source}` : ""}: ${lines.join("; ")}${more}`,
    errors[0]?.path ?? [],
    errors.map((e) => ({ path: e.path, message: e.message, code: e.code })),
  );
}
