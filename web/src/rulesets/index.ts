// The ruleset UIs: every `./<id>/index.ts(x)` exporting `ui`, found at build time, with the
// generic builder and sheet standing in for whatever a ruleset does not provide. The indexes are
// tiny and bundled with the app; the builders and sheets they name are `lazyPart`s
// (components/Loading.tsx), each fetched with its CSS the first time it renders.

import { GenericBuilder } from "./generic/GenericBuilder.js";
import { GenericSheet } from "./generic/GenericSheet.js";
import type { RulesetUi } from "./types.js";

const found = import.meta.glob<{ ui?: RulesetUi }>(["./*/index.ts", "./*/index.tsx", "!./generic/**"], {
  eager: true,
});

const byId = new Map<string, RulesetUi>();
for (const [path, mod] of Object.entries(found)) {
  const id = /^\.\/([^/]+)\//.exec(path)?.[1];
  if (id && mod.ui) byId.set(id, mod.ui);
}

export const genericUi: Required<RulesetUi> = { Builder: GenericBuilder, Sheet: GenericSheet };

/**
 * The id whose UI a ruleset uses: a ruleset a designer derived from a shipped one (it carries
 * `derived.base`) keeps its base's data shapes, so it keeps its base's builder and sheet too.
 */
export function uiRulesetId(ruleset: unknown, fallback: string): string {
  const r = ruleset as { id?: string; derived?: { base?: unknown } } | null;
  const base = r?.derived?.base;
  return typeof base === "string" ? base : (r?.id ?? fallback);
}

/** The UI for a ruleset: its own pieces where it has them, the generic ones otherwise. */
export function rulesetUi(
  id: string,
): Required<RulesetUi> & { tailored: { Builder: boolean; Sheet: boolean } } {
  const own = byId.get(id) ?? {};
  return {
    Builder: own.Builder ?? genericUi.Builder,
    Sheet: own.Sheet ?? genericUi.Sheet,
    tailored: { Builder: own.Builder !== undefined, Sheet: own.Sheet !== undefined },
  };
}

export type { BuilderProps, CreateRequest, RulesetUi, SheetProps } from "./types.js";
