// Input in the derived ruleset's words, rewritten into the base's before the base reads it: a
// renamed term becomes its id ("grit" → "pulse"), the name of an added catalogue entry becomes the
// entry itself, and the name of a removed one is refused. Old names and ids keep working, so
// character files, scripts and habits made for the base stay valid. Which keys hold what is
// declared by each ruleset's overlay module (InputRules).

import { EngineError } from "../engine/errors.js";
import { type InputRules, type Rename, squash } from "../engine/facets/overlay.js";

export interface EntryIndex {
  /** Added entries by squashed name. */
  added: Map<string, unknown>;
  /** Squashed names of removed base entries, with the name as written. */
  removed: Map<string, string>;
  plural: string;
}

export type InputSite = { kind: "action"; action: string } | { kind: "create"; method: string };

export interface InputTranslator {
  /** Rewrites action parameters or creation input; throws EngineError for a removed entry. */
  input(site: InputSite, raw: unknown): unknown;
  /** Rewrites purchases such as "ability:grit" into "ability:pulse". */
  purchase(text: string): string;
  /** The id of a term named in the derived ruleset's words, or the text unchanged. */
  term(kinds: string | readonly string[], text: string): string;
}

export function inputTranslator(
  rules: InputRules,
  renames: readonly Rename[],
  entries: Readonly<Record<string, EntryIndex>>,
): InputTranslator {
  const byKind = new Map<string, Map<string, string>>();
  for (const r of renames) {
    const m = byKind.get(r.kind) ?? new Map<string, string>();
    byKind.set(r.kind, m);
    const as = rules.termsAs === "name" ? (r.from.short ?? r.from.name) : r.id;
    m.set(squash(r.to.name), as);
    if (r.to.short !== undefined) m.set(squash(r.to.short), as);
  }
  const term = (kinds: string | readonly string[], text: string) => {
    for (const kind of typeof kinds === "string" ? [kinds] : kinds) {
      const id = byKind.get(kind)?.get(squash(text));
      if (id !== undefined) return id;
    }
    return text;
  };

  /** A catalogue name: an added entry becomes the entry, a removed one is refused, others pass. */
  const named = (
    rule: NonNullable<InputRules["entries"]>[string],
    text: string,
    path: (string | number)[],
  ): unknown => {
    const index = entries[rule.catalogue];
    if (!index) return text;
    const key = squash(text);
    const added = index.added.get(key);
    if (added !== undefined) return rule.toInput ? rule.toInput(added) : added;
    if (index.removed.has(key)) {
      throw new EngineError(
        "invalid",
        `'${text}' is not among this ruleset's ${index.plural}: the ruleset removed it`,
        path,
      );
    }
    return text;
  };

  const walk = (v: unknown, path: (string | number)[]): unknown => {
    if (Array.isArray(v)) return v.map((x, i) => walk(x, [...path, i]));
    if (v === null || typeof v !== "object") return v;
    const out: Record<string, unknown> = {};
    for (const [k, val] of Object.entries(v)) {
      const at = [...path, k];
      const valueKind = rules.values?.[k];
      const keyKind = rules.keys?.[k];
      const entry = rules.entries?.[k];
      if (valueKind !== undefined && typeof val === "string") out[k] = term(valueKind, val);
      else if (valueKind !== undefined && Array.isArray(val))
        out[k] = val.map((x, i) => (typeof x === "string" ? term(valueKind, x) : walk(x, [...at, i])));
      else if (keyKind !== undefined && val !== null && typeof val === "object" && !Array.isArray(val))
        out[k] = Object.fromEntries(Object.entries(val).map(([key, x]) => [term(keyKind, key), x]));
      else if (entry !== undefined && typeof val === "string") out[k] = named(entry, val, at);
      else if (entry !== undefined && Array.isArray(val))
        out[k] = val.map((x, i) =>
          typeof x === "string" ? named(entry, x, [...at, i]) : walk(x, [...at, i]),
        );
      else out[k] = walk(val, at);
    }
    return out;
  };

  return {
    input: (_site, raw) => walk(raw, []),
    purchase(text) {
      const [prefix, arg, ...rest] = text.split(":");
      const kind = prefix === undefined ? undefined : rules.purchases?.[prefix.trim()];
      if (kind === undefined || arg === undefined) return text;
      return [prefix, term(kind, arg.trim()), ...rest].join(":");
    },
    term,
  };
}
