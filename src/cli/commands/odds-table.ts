// `tabula odds-table RULESET`: the full matrix of success chances of a ruleset's core check, exact,
// for a shipped ruleset or one an overlay derives (see docs/overlays.md).

import { formatOddsCsv, formatOddsText, ODDS_TABLES, oddsTable } from "../../designer/odds-tables.js";
import { resolveRuleset } from "../../designer/resolve.js";
import { EngineError } from "../../engine/errors.js";
import type { Ruleset } from "../../engine/ruleset.js";
import { type Parsed, UsageError } from "../args.js";
import { type Command, HELP_OPTION, JSON_OPTION } from "../command.js";
import { printJson } from "../output.js";
import { optionsObject } from "../rulesets/common.js";

function rulesetOf(args: Parsed): Ruleset {
  const [named, ...extra] = args.positionals;
  if (extra.length > 0) throw new UsageError(`unexpected argument '${extra[0]}': give one ruleset`);
  const overlay = typeof args.options.overlay === "string" ? args.options.overlay : undefined;
  if (overlay === undefined) {
    if (named === undefined)
      throw new UsageError(
        `tabula odds-table needs a ruleset (${Object.keys(ODDS_TABLES).join(", ")}) or --overlay FILE`,
      );
    return resolveRuleset(named);
  }
  const derived = resolveRuleset(overlay);
  const base = derived.derived?.base ?? derived.id;
  if (named !== undefined && named !== base && named !== derived.id) {
    throw new EngineError(
      "invalid",
      `--overlay ${overlay} derives from ${base}, not ${named}: give ${base} (or leave the ruleset out)`,
      ["overlay"],
    );
  }
  return derived;
}

export const oddsTableCommand: Command = {
  name: "odds-table",
  firstArgs: Object.keys(ODDS_TABLES),
  usage: "tabula odds-table RULESET [--overlay FILE] [--options JSON] [--json | --csv]",
  description: [
    "Prints the exact chance of success of the ruleset's core check over its whole range:",
    "  lucky13   ability die × skill die × Difficulty, once per play mode (cinematic, gritty, off)",
    "  objects   pool size × difficulty with the table's die, and pool size × target number",
    "  beat15    stat × target on the ladder (3 … 39)",
    "  lucidity  attribute modifier × target, net Buffs × target, and the roll-under Lucidity roll",
    "RULESET is a ruleset id or the path of an overlay file; --overlay FILE derives the ruleset first",
    "(RULESET may then be left out). --options sets options on top of the ruleset's defaults.",
    "",
    "Text: one aligned table per grid, in percentages. --csv: one line per cell under the header",
    'table,row_key,row,column_key,column,success. --json: {format: "tabula.odds-table", version: 1,',
    "ruleset: {id, name, base}, check, options, tables: [{id, title, note, rows: {key, label, values},",
    "columns: {key, label, values}, cells: [[p…]…]}]} with cells[row][column] between 0 and 1.",
  ].join("\n"),
  options: {
    overlay: { type: "string", value: "FILE", help: "an overlay file deriving the ruleset to tabulate" },
    options: { type: "string", value: "JSON", help: "ruleset options as a JSON object, over the defaults" },
    csv: { type: "boolean", help: "print CSV (one line per cell) instead of text" },
    json: JSON_OPTION,
    help: HELP_OPTION,
  },
  run(args, io) {
    if (args.options.json && args.options.csv) throw new UsageError("give --json or --csv, not both");
    const table = oddsTable(rulesetOf(args), optionsObject(args));
    if (args.options.json) printJson(io, "odds-table", table);
    else if (args.options.csv) io.out(formatOddsCsv(table));
    else io.out(formatOddsText(table));
    return 0;
  },
};
