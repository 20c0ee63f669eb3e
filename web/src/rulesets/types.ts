// How a ruleset tailors the web table. Each ruleset may have a folder `web/src/rulesets/<id>/`
// whose `index.ts` (or `index.tsx`) exports `ui: RulesetUi`; it is found by its folder name, with
// no list to edit. Whatever it leaves out, the generic fallback in `generic/` provides.
//
// A tailored sheet or builder may use `useTable()` (web/src/table/context.ts) to send intents and
// read the table, and reuse the generic building blocks exported from `generic/parts.tsx`.

import type { ComponentType } from "react";
import type { Ruleset } from "../../../src/engine/ruleset.js";
import type { CharacterEntry } from "../../../src/engine/state.js";
import type { RulesetInfo } from "../lib/api.js";
import type { Member } from "../lib/protocol.js";

export interface SheetProps {
  character: CharacterEntry;
  /** The ruleset's own code (derive, describe, advance), or null if this build lacks it. */
  ruleset: Ruleset | null;
  /** What the server says about the ruleset: options, methods, actions with JSON Schemas. */
  info: RulesetInfo;
  /** The table's options as the ruleset parsed them (defaults filled in); null if unknown. */
  options: unknown;
  /** Whether this member may change the character (its owner, or the GM). */
  canEdit: boolean;
  isGm: boolean;
}

export interface CreateRequest {
  method: string;
  input: unknown;
  /** GM only: the member who plays it, or null for a GM character. Players always own theirs. */
  owner?: string | null;
  /** The character's id at the table; by default one made from its name. */
  id?: string;
}

export interface BuilderProps {
  info: RulesetInfo;
  ruleset: Ruleset | null;
  options: unknown;
  isGm: boolean;
  members: Member[];
  /**
   * Sends `character.create` with one of `info.methods` and its input; resolves once the server
   * has committed it, rejects with the server's refusal (an IntentError whose `path` points into
   * the message, e.g. ["input", "assignment", "will"]).
   */
  create(request: CreateRequest): Promise<void>;
  /** Closes the builder without creating anything. */
  cancel(): void;
}

export interface RulesetUi {
  /** A guided character builder. */
  Builder?: ComponentType<BuilderProps>;
  /** A character sheet made for the ruleset. */
  Sheet?: ComponentType<SheetProps>;
}
