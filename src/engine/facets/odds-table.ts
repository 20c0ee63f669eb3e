// The odds-table facet: the odds table of a ruleset's core check, every cell an exact chance of
// success computed by the ruleset's own odds functions (the same ones its actions show before a
// roll). Each ruleset builds its grids in src/rulesets/<id>/odds-table.ts behind this interface and
// src/rulesets/index.ts hangs it on the ruleset as `oddsTable`; the designer prints the result.

/**
 * What a table builder reads of the ruleset it draws for: its names, and for a derived ruleset the
 * renamed terms and the catalogues. A slice of `Ruleset`, written out so that this file need not
 * import ruleset.ts (which lists the facets, this one among them).
 */
export interface OddsTableRuleset {
  id: string;
  name: string;
  derived?:
    | { terms: Record<string, Record<string, string>>; catalogues: Record<string, unknown[]> }
    | undefined;
}

/** One axis of a grid: what varies, and its values in order. */
export interface OddsAxis {
  /** Stable, for programs: "pool", "difficulty", "target"… */
  key: string;
  /** For people: "Difficulty (die)". */
  label: string;
  values: (string | number)[];
}

/** One grid: the chance of success for every row × column, all else held as `note` says. */
export interface OddsGrid {
  /** Stable id within the table: "cinematic", "check", "lucidity"… */
  id: string;
  title: string;
  /** What is rolled and what is held fixed, in a sentence or two. */
  note: string;
  rows: OddsAxis;
  columns: OddsAxis;
  /** cells[r][c] = P(success) for rows.values[r] and columns.values[c], between 0 and 1. */
  cells: number[][];
}

/** The document `tabula odds-table --json` prints (format version 1). */
export interface OddsTable {
  format: "tabula.odds-table";
  version: 1;
  ruleset: { id: string; name: string; base: string };
  /** The core check in words, with the ruleset's own names. */
  check: string;
  /** The options the chances were computed under (the ruleset's defaults plus any given). */
  options: unknown;
  tables: OddsGrid[];
}

export interface OddsTableSource {
  /** The id of the ruleset (and of every ruleset derived from it) this builds tables for. */
  base: string;
  /**
   * The grids under these options, which came from `ruleset.parseOptions`, so they have the
   * shape of the base ruleset's options. The ruleset gives names and display terms.
   */
  grids(ruleset: OddsTableRuleset, options: unknown): { check: string; tables: OddsGrid[] };
}

/**
 * The names a ruleset shows for a kind of term: a derived ruleset's (renames included), else the
 * fallback the base ruleset would show. For check texts of rulesets whose options hold no labels.
 */
export function termNames(ruleset: OddsTableRuleset, kind: string, fallback: readonly string[]): string[] {
  const names = ruleset.derived?.terms[kind];
  return names ? Object.values(names) : [...fallback];
}
