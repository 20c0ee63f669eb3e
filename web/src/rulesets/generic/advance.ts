// Purchases a generic sheet can offer from an advance model's syntax lines: a pattern with one
// blank (`ability:<ability>`, `level:ATTR`, `skill:<name>[:<to>]`) is filled with each matching
// entry of the character's data (its abilities, attributes, skills…), and every candidate is
// priced by applying it to a copy of the character, as the ruleset itself would.

import type { AdvanceModel } from "../../../../src/engine/ruleset.js";
import { humanize } from "../../components/format.js";

export interface Candidate {
  purchase: string;
  /** The purchase in words ("Ability: reflex"), for a refusal that has no changes to show. */
  label: string;
  changes: string[];
  warnings: string[];
  refused: string | null;
  /** Numbers of the character that went down (points spent): key → amount. */
  spent: Record<string, number>;
}

function entriesFor(data: Record<string, unknown>, names: string[]): string[] | null {
  for (const raw of names) {
    const n = raw.toLowerCase();
    for (const key of [`${n}s`, `${n.replace(/y$/, "ie")}s`, n, raw]) {
      const v = data[key];
      if (v && typeof v === "object" && !Array.isArray(v) && Object.keys(v).length > 0) return Object.keys(v);
      if (Array.isArray(v) && v.length > 0) {
        const ids = v
          .map((x) =>
            x && typeof x === "object"
              ? ((x as Record<string, unknown>).id ?? (x as Record<string, unknown>).name)
              : null,
          )
          .filter((x): x is string => typeof x === "string");
        if (ids.length === v.length) return ids;
      }
    }
  }
  return null;
}

/** The pattern's literal head and its one blank, or null when it has none or several. */
export function parsePattern(line: string): { head: string; blank: string } | null {
  const pattern = line.trim().split(/\s+/)[0] ?? "";
  const required = pattern.replace(/\[.*\]$/, "");
  const parts = required.split(":");
  const blanks = parts.filter((p) => /^<[^>]+>$/.test(p) || /^[A-Z]{2,}$/.test(p));
  if (blanks.length !== 1 || parts.length !== 2) return null;
  const blank = blanks[0]!.replace(/[<>]/g, "");
  return { head: parts[0]!, blank };
}

function spentBetween(before: unknown, after: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  if (!before || !after || typeof before !== "object" || typeof after !== "object") return out;
  for (const [k, v] of Object.entries(before)) {
    const w = (after as Record<string, unknown>)[k];
    if (typeof v === "number" && typeof w === "number" && w < v) out[k] = v - w;
  }
  return out;
}

export function price<C, O>(
  model: AdvanceModel<C, O>,
  character: C,
  options: O,
  buy: string[],
  betweenAdventures: boolean,
  award?: { amount: number; reason: string },
): Omit<Candidate, "purchase" | "label"> & { character: C | null } {
  try {
    const r = model.apply(character, { buy, betweenAdventures, ...(award ? { award } : {}) }, options);
    return {
      changes: r.changes,
      warnings: r.warnings,
      refused: null,
      spent: spentBetween(character, r.character),
      character: r.character,
    };
  } catch (e) {
    return {
      changes: [],
      warnings: [],
      refused: e instanceof Error ? e.message : String(e),
      spent: {},
      character: null,
    };
  }
}

export function candidates<C, O>(
  model: AdvanceModel<C, O>,
  character: C,
  options: O,
  betweenAdventures: boolean,
): Candidate[] {
  const data = (character ?? {}) as Record<string, unknown>;
  const out: Candidate[] = [];
  for (const line of model.syntax) {
    const p = parsePattern(line);
    if (!p) continue;
    const values = entriesFor(data, [p.blank, p.head]);
    if (!values) continue;
    for (const v of values.slice(0, 30)) {
      const purchase = `${p.head}:${v}`;
      const { character: _c, ...priced } = price(model, character, options, [purchase], betweenAdventures);
      out.push({ purchase, label: `${humanize(p.head)}: ${humanize(String(v))}`, ...priced });
    }
  }
  return out;
}
