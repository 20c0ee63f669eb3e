// The designer's pure side: an overlay's text to a derived ruleset (or every problem with it), with
// the same src/designer code `tabula rulesets OVERLAY` runs; the edits the friendly controls make to
// an overlay document; and the characters a duel can start from. No DOM, no Node.

import grit from "../../../examples/grit.overlay.json";
import { buildOverlay, type OverlayIssue } from "../../../src/designer/build.js";
import { OVERLAY_SUPPORTS } from "../../../src/designer/supports.js";
import { Rng, rngSource } from "../../../src/dice/index.js";
import { formatPath } from "../../../src/engine/errors.js";
import type { OverlaySupport, Term } from "../../../src/engine/facets/overlay.js";
import type { Ruleset } from "../../../src/engine/ruleset.js";
import { registry } from "../../../src/rulesets/index.js";

export type Overlay = Record<string, unknown>;

/** The shipped rulesets an overlay may derive from, by id. */
export const OVERLAY_BASES: readonly string[] = Object.keys(OVERLAY_SUPPORTS).filter((id) =>
  registry.has(id),
);

export function supportOf(base: string): OverlaySupport<unknown> | null {
  return OVERLAY_SUPPORTS[base] ?? null;
}

export function baseRuleset(base: string): Ruleset | null {
  return registry.has(base) ? registry.get(base) : null;
}

/** The example in docs/overlays.md (examples/grit.overlay.json), without its editor-only `$schema`. */
export function gritExample(): Overlay {
  const { $schema: _schema, ...rest } = grit as Overlay;
  return structuredClone(rest);
}

/** An empty overlay of a base: nothing changed yet. */
export function blankOverlay(base: string): Overlay {
  const name = baseRuleset(base)?.name ?? base;
  return { format: 1, base, id: `my-${base}`, name: `My ${name}`, version: "1.0.0" };
}

export interface Problem {
  code: string;
  /** The field's path as src/designer writes it: "rename.abilities.pulsee", "add.weapons.0.damage". */
  path: string;
  message: string;
}

export type Checked =
  | { ok: true; overlay: Overlay; ruleset: Ruleset }
  | { ok: false; overlay: Overlay | null; problems: Problem[] };

const problem = (i: OverlayIssue): Problem => ({
  code: i.code,
  path: i.path.length > 0 ? formatPath(i.path) : "(the document)",
  message: i.message,
});

/** The editor's text, parsed and validated by src/designer's own buildOverlay. */
export function checkText(text: string): Checked {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return {
      ok: false,
      overlay: null,
      problems: [
        { code: "json", path: "(the document)", message: `not valid JSON: ${(e as Error).message}` },
      ],
    };
  }
  const overlay = raw !== null && typeof raw === "object" && !Array.isArray(raw) ? (raw as Overlay) : null;
  const r = buildOverlay(raw, registry, OVERLAY_SUPPORTS);
  if (!r.ok) return { ok: false, overlay, problems: r.errors.map(problem) };
  return { ok: true, overlay: overlay!, ruleset: r.ruleset };
}

/** The ruleset an overlay document describes; throws with every problem (for the worker). */
export function rulesetOf(overlay: Overlay): Ruleset {
  const r = buildOverlay(overlay, registry, OVERLAY_SUPPORTS);
  if (!r.ok) throw new Error(r.errors.map((e) => `${formatPath(e.path)}: ${e.message}`).join("; "));
  return r.ruleset;
}

export const toText = (o: Overlay) => `${JSON.stringify(o, null, 2)}\n`;

// ---- edits the friendly controls make ----

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v);

/** The terms of a kind as the base names them, under the overlay's options where it can. */
export function termsOf(support: OverlaySupport<unknown>, kind: string, overlay: Overlay): Term[] {
  const base = baseRuleset(support.base);
  const t = support.terms[kind];
  if (!base || !t) return [];
  let options: unknown;
  try {
    options = base.parseOptions(isObject(overlay.options) ? overlay.options : {});
  } catch {
    options = base.parseOptions({});
  }
  try {
    return t.list(options);
  } catch {
    return [];
  }
}

/** The new name an overlay gives a term (by its id, or by any key that names it), or "". */
export function renameOf(overlay: Overlay, kind: string, term: Term): string {
  const given = isObject(overlay.rename) ? overlay.rename[kind] : undefined;
  if (!isObject(given)) return "";
  const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");
  for (const [k, v] of Object.entries(given)) {
    if (squash(k) !== squash(term.id) && squash(k) !== squash(term.name)) continue;
    if (typeof v === "string") return v;
    if (isObject(v) && typeof v.name === "string") return v.name;
  }
  return "";
}

/** Sets (or, given "", drops) the rename of a term, keyed by its id; empty groups disappear. */
export function setRename(overlay: Overlay, kind: string, term: Term, name: string): Overlay {
  const rename = isObject(overlay.rename) ? { ...overlay.rename } : {};
  const group = isObject(rename[kind]) ? { ...(rename[kind] as Record<string, unknown>) } : {};
  const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");
  for (const k of Object.keys(group))
    if (squash(k) === squash(term.id) || squash(k) === squash(term.name)) delete group[k];
  if (name.trim() !== "") group[term.id] = name;
  if (Object.keys(group).length > 0) rename[kind] = group;
  else delete rename[kind];
  const next: Overlay = { ...overlay, rename };
  if (Object.keys(rename).length === 0) delete next.rename;
  return next;
}

export function setOptions(overlay: Overlay, options: Record<string, unknown>): Overlay {
  const next: Overlay = { ...overlay, options };
  if (Object.keys(options).length === 0) delete next.options;
  return next;
}

export function addEntry(overlay: Overlay, catalogue: string, entry: unknown): Overlay {
  const add = isObject(overlay.add) ? { ...overlay.add } : {};
  const list = Array.isArray(add[catalogue]) ? [...(add[catalogue] as unknown[])] : [];
  add[catalogue] = [...list, entry];
  return { ...overlay, add };
}

export function removeAdded(overlay: Overlay, catalogue: string, index: number): Overlay {
  const add = isObject(overlay.add) ? { ...overlay.add } : {};
  const list = Array.isArray(add[catalogue])
    ? (add[catalogue] as unknown[]).filter((_, i) => i !== index)
    : [];
  if (list.length > 0) add[catalogue] = list;
  else delete add[catalogue];
  const next: Overlay = { ...overlay, add };
  if (Object.keys(add).length === 0) delete next.add;
  return next;
}

export function addedOf(overlay: Overlay, catalogue: string): unknown[] {
  const add = isObject(overlay.add) ? overlay.add[catalogue] : undefined;
  return Array.isArray(add) ? add : [];
}

export interface EntryField {
  key: string;
  /** text: a string; choice: one of `choices`; list: strings, comma-separated; json: anything else. */
  kind: "text" | "choice" | "list" | "json";
  choices: string[];
  optional: boolean;
}

type ZodDef = { type?: string; [k: string]: unknown };
const defOf = (s: unknown): ZodDef | undefined => (s as { _zod?: { def?: ZodDef } })?._zod?.def;

/** The fields of a catalogue entry, read off its zod schema: "add a weapon" shows name, accuracy, damage, tags. */
export function entryFields(support: OverlaySupport<unknown>, catalogue: string): EntryField[] {
  const cat = support.catalogues[catalogue];
  let def = defOf(cat?.entry);
  for (let n = 0; n < 5 && def && def.type === "pipe"; n++) def = defOf(def.in);
  if (def?.type !== "object") return [{ key: "name", kind: "text", choices: [], optional: false }];
  const fields = Object.entries(def.shape as Record<string, unknown>).map(([key, schema]): EntryField => {
    let d = defOf(schema);
    let optional = false;
    for (
      let n = 0;
      n < 5 && d && ["optional", "default", "nullable", "prefault"].includes(d.type ?? "");
      n++
    ) {
      optional = true;
      d = defOf(d.innerType);
    }
    if (d?.type === "string") return { key, kind: "text", choices: [], optional };
    if (d?.type === "enum")
      return { key, kind: "choice", choices: Object.values(d.entries as object).map(String), optional };
    if (d?.type === "array" && defOf(d.element)?.type === "string")
      return { key, kind: "list", choices: [], optional };
    return { key, kind: "json", choices: [], optional };
  });
  return fields.sort((a, b) => Number(b.key === "name") - Number(a.key === "name"));
}

/** An entry from the fields' texts: empty optional fields left out. */
export function entryFrom(
  fields: readonly EntryField[],
  texts: Record<string, string>,
): Record<string, unknown> {
  const entry: Record<string, unknown> = {};
  for (const f of fields) {
    const s = (texts[f.key] ?? "").trim();
    if (s === "" && f.optional) continue;
    if (f.kind === "list")
      entry[f.key] = s
        .split(",")
        .map((x) => x.trim())
        .filter(Boolean);
    else if (f.kind === "json") {
      try {
        entry[f.key] = JSON.parse(s);
      } catch {
        entry[f.key] = s;
      }
    } else entry[f.key] = s;
  }
  return entry;
}

// ---- characters for a duel ----

/** A character built by a creation method with a fixed seed, so the same input builds the same file. */
export function buildCharacter(ruleset: Ruleset, method: string, input: unknown, seed = "designer"): unknown {
  const m = ruleset.character.methods[method];
  if (!m) throw new Error(`no creation method '${method}'`);
  const options = ruleset.parseOptions({});
  return m.create(input, rngSource(Rng.fromSeed(seed)), options);
}

/** The example input of a creation method, with an added catalogue entry to use where it fits. */
export function methodExample(ruleset: Ruleset, method: string, name: string): unknown {
  const ex = ruleset.character.methods[method]?.example;
  if (!isObject(ex)) return ex ?? {};
  const out: Record<string, unknown> = { ...ex, name };
  const weapons = ruleset.derived?.catalogues.weapons;
  const added = ruleset.derived ? addedOf(ruleset.derived.overlay as Overlay, "weapons") : [];
  if (weapons && added.length > 0 && isObject(added[0]) && typeof added[0].name === "string")
    out.weapons = [added[0].name];
  return out;
}

/**
 * A character file of the base ruleset made to fit a derived one where only its current hit points
 * are out of range (an overlay that lowers hit points per die): healed to the derived maximum, as a
 * fresh fighter. Null when the file fits already, or when something else is wrong with it.
 */
export function fitCharacter(ruleset: Ruleset, raw: unknown): { raw: unknown; note: string } | null {
  const options = ruleset.parseOptions({});
  try {
    ruleset.character.parse(raw, options);
    return null;
  } catch {
    // fall through: try the fix below
  }
  if (!isObject(raw) || typeof raw.hp !== "number") return null;
  const base = ruleset.derived ? baseRuleset(ruleset.derived.base) : null;
  if (!base) return null;
  try {
    const c = base.character.parse(raw, base.parseOptions({}));
    const d = ruleset.character.derive(c, options) as { maxHp?: unknown };
    if (typeof d.maxHp !== "number") return null;
    const fitted = { ...raw, hp: d.maxHp };
    ruleset.character.parse(fitted, options);
    return { raw: fitted, note: `hit points set to ${d.maxHp}, the maximum under ${ruleset.name}` };
  } catch {
    return null;
  }
}
