// Odds tables for every ruleset that has a builder, and the three ways `tabula odds-table` prints
// them: aligned text in percentages, the documented JSON document, and CSV with one row per cell.

import { EngineError } from "../engine/errors.js";
import type { OddsGrid, OddsTable, OddsTableSource } from "../engine/facets/odds-table.js";
import type { Ruleset } from "../engine/ruleset.js";
import { registry } from "../rulesets/index.js";

/** Builders by base ruleset id: the `oddsTable` facet of each shipped ruleset that has one. */
export const ODDS_TABLES: Readonly<Record<string, OddsTableSource>> = Object.fromEntries(
  registry.list().flatMap((r) => (r.oddsTable ? [[r.id, r.oddsTable] as const] : [])),
);

/** The odds table of a ruleset (shipped or derived) under its options and any given on top. */
export function oddsTable(ruleset: Ruleset, options: Record<string, unknown> = {}): OddsTable {
  const base = ruleset.derived?.base ?? ruleset.id;
  const source = Object.hasOwn(ODDS_TABLES, base) ? ODDS_TABLES[base] : undefined;
  if (!source) {
    throw new EngineError(
      "not_found",
      `no odds table for the ${base} ruleset yet (odds tables: ${Object.keys(ODDS_TABLES).join(", ")})`,
      ["ruleset"],
    );
  }
  const o = ruleset.parseOptions(options);
  const { check, tables } = source.grids(ruleset, o);
  return {
    format: "tabula.odds-table",
    version: 1,
    ruleset: { id: ruleset.id, name: ruleset.name, base },
    check,
    options: o,
    tables,
  };
}

/** A chance as people read it: whole per mille, never "0%" or "100%" for what can still happen. */
export function percent(p: number): string {
  if (p <= 0) return "0%";
  if (p >= 1) return "100%";
  if (p < 0.0005) return "<0.1%";
  if (p > 0.9995) return ">99.9%";
  return `${(p * 100).toFixed(1)}%`;
}

function gridText(g: OddsGrid): string[] {
  const head = [g.rows.label, ...g.columns.values.map(String)];
  const body = g.rows.values.map((r, i) => [String(r), ...g.cells[i]!.map(percent)]);
  const widths = head.map((h, c) => Math.max(h.length, ...body.map((row) => row[c]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((x, c) => (c === 0 ? x.padEnd(widths[c]!) : x.padStart(widths[c]!)))
      .join("  ")
      .trimEnd();
  return [
    g.title,
    g.note,
    `${" ".repeat(widths[0]!)}  ${g.columns.label}`.trimEnd(),
    line(head),
    ...body.map(line),
  ];
}

export function formatOddsText(t: OddsTable): string {
  const who =
    t.ruleset.base === t.ruleset.id ? t.ruleset.name : `${t.ruleset.name} (derived from ${t.ruleset.base})`;
  const out = [`${who}: ${t.check}.`, "Chances of success, exact:"];
  for (const g of t.tables) out.push("", ...gridText(g));
  return `${out.join("\n")}\n`;
}

const CSV_HEADER = ["table", "row_key", "row", "column_key", "column", "success"];

function csvField(v: string | number): string {
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One line per cell under one header, so every ruleset's table loads into the same columns. */
export function formatOddsCsv(t: OddsTable): string {
  const lines = [CSV_HEADER.join(",")];
  for (const g of t.tables) {
    g.rows.values.forEach((r, i) => {
      g.columns.values.forEach((c, j) => {
        lines.push([g.id, g.rows.key, r, g.columns.key, c, g.cells[i]![j]!].map(csvField).join(","));
      });
    });
  }
  return `${lines.join("\n")}\n`;
}
