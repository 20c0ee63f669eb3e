// The overlay facet: what a ruleset declares to support overlays (the terms a designer may rename,
// the catalogues an overlay may add to or remove from, and how both reach the ruleset, through its
// options where it keeps them there, otherwise through the input rewriting of src/designer/
// translate.ts). Each src/rulesets/<id>/overlay.ts implements it and src/rulesets/index.ts hangs it
// on the ruleset as `overlay`; the designer reads it from there. It lives in the engine so that a
// ruleset depends on nothing above it.

import type { z } from "zod";

/** The loose matching players expect: case, spaces and punctuation do not matter. */
export const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** One renameable term as the base ruleset names it (before any rename). */
export interface Term {
  /** What the rules and the character files use; never changes. */
  id: string;
  name: string;
  /** An abbreviation shown beside or instead of the name (STR), when the ruleset has one. */
  short?: string | undefined;
}

export interface TermKind<O> {
  /** For messages: "ability", "abilities". */
  singular: string;
  plural: string;
  /** Whether these terms have an abbreviation a rename may change too. */
  hasShort: boolean;
  /** The terms under these options, in the ruleset's order, with their names before any rename. */
  list(o: O): Term[];
  /** Ids that never depend on options, offered as completions by the JSON Schema. */
  staticIds?: readonly string[];
}

export interface Catalogue<O> {
  singular: string;
  plural: string;
  /** An entry as an overlay adds it; its fields are checked with this schema (errors name them). */
  entry: z.ZodType;
  /** The name an entry is known by: what `remove` lists and what input may name. */
  key(entry: unknown): string;
  /** The base ruleset's own entries under its options (what `remove` may name). */
  base(o: O): unknown[];
  /** False when rules refer to the base's entries, so they cannot be removed. */
  removable: boolean;
  /** Entries rules refer to by name, which cannot be removed even when the others can. */
  locked?: readonly string[];
}

/** A rename as validated: the term as the base names it, and what the overlay calls it. */
export interface Rename {
  kind: string;
  id: string;
  from: Term;
  to: { name: string; short?: string | undefined };
}

/** What `OverlaySupport.options` is given: the overlay's own parts, already validated. */
export interface OverlayParts<O> {
  options: Record<string, unknown>;
  add: Record<string, unknown[]>;
  remove: Record<string, string[]>;
  renames: Rename[];
  /** The base ruleset's options under the overlay's `options` alone. */
  baseOptions: O;
}

/**
 * Input that names things in the derived ruleset's words and that the base cannot read, found by
 * the key it sits under anywhere in action parameters, creation input and purchases.
 */
export interface InputRules {
  /**
   * Keys whose string value (or list of strings) names a term of a kind: { ability: "abilities" }.
   * A list of kinds is tried in order (a pool entry may be an attribute or a skill).
   */
  values?: Record<string, string | readonly string[]>;
  /** Keys whose object's own keys are terms of a kind: { assignment: "abilities" }. */
  keys?: Record<string, string | readonly string[]>;
  /**
   * Keys whose string items may name catalogue entries: an added entry's name is replaced by the
   * entry as the base's input takes it (`toInput`), a removed one's name is refused.
   */
  entries?: Record<string, { catalogue: string; toInput?(entry: unknown): unknown }>;
  /**
   * How a renamed term is written for the base: by its id (the default), or by the name the base
   * shows for it (its abbreviation if it has one), for rulesets that echo input into their texts
   * ("Rook rolls DEX + Ranged"), so the boundary can show the new name there too.
   */
  termsAs?: "id" | "name";
  /** Purchase prefixes of `character advance` whose argument names a term: { ability: "abilities" }. */
  purchases?: Record<string, string | readonly string[]>;
}

export interface OverlaySupport<O> {
  /** The id of the ruleset this module belongs to. */
  base: string;
  /** The base's options as JSON Schema input, for the published overlay schema only. */
  optionsSchema?: z.ZodType;
  terms: Record<string, TermKind<O>>;
  catalogues: Record<string, Catalogue<O>>;
  /**
   * The raw options of the derived ruleset: the overlay's `options` with whatever of its catalogue
   * changes and renames the base keeps in its options (skill lists, display labels) written in.
   * Pure; the result is checked by the base's own parseOptions.
   */
  options(parts: OverlayParts<O>): Record<string, unknown>;
  input: InputRules;
}
