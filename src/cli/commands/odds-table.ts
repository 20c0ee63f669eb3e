// `tabula odds-table RULESET`: the full matrix of success chances of a ruleset's core check, exact,
// for a shipped ruleset or one an overlay derives (see docs/overlays.md).

import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { formatOddsCsv, formatOddsText, ODDS_TABLES, oddsTable } from "../../designer/odds-tables.js";
import { resolveRuleset } from "../../designer/resolve.js";
import { EngineError } from "../../engine/errors.js";
import type { OddsTable } from "../../engine/facets/odds-table.js";
import type { Ruleset } from "../../engine/ruleset.js";
import { ActivityBar } from "../activity.js";
import { type Parsed, UsageError } from "../args.js";
import { type Command, HELP_OPTION, JSON_OPTION } from "../command.js";
import type { Io } from "../io.js";
import { printJson } from "../output.js";
import { optionsObject } from "../rulesets/common.js";

/**
 * The table, computed on a worker thread behind an activity bar on stderr when a person is watching
 * (stdout and stderr both terminals, not --json); in this thread otherwise, and when running from
 * the TypeScript sources (no compiled worker file) or if the worker fails.
 */
async function withActivityBar(
  args: Parsed,
  io: Io,
  ruleset: Ruleset,
  options: Record<string, unknown>,
): Promise<OddsTable> {
  const worker = new URL("../odds-table-worker.js", import.meta.url);
  const watched = io.isTTY && io.errIsTTY === true && !args.options.json;
  if (!watched || !existsSync(fileURLToPath(worker))) return oddsTable(ruleset, options);
  const source = typeof args.options.overlay === "string" ? args.options.overlay : ruleset.id;
  // TABULA_ACTIVITY_DELAY_MS lets a test see the bar however fast this machine computes the table.
  const delay = Number(process.env.TABULA_ACTIVITY_DELAY_MS);
  const bar = new ActivityBar(
    io,
    `odds-table ${ruleset.id}`,
    Number.isFinite(delay) && delay >= 0 ? delay : 250,
  );
  try {
    return await new Promise<OddsTable>((done, fail) => {
      const w = new Worker(worker, { workerData: { ruleset: source, options } });
      w.once("message", (t: OddsTable) => {
        done(t);
        void w.terminate();
      });
      w.once("error", fail);
      w.once("exit", (code) => fail(new Error(`odds-table worker exited with ${code}`)));
    });
  } catch {
    return oddsTable(ruleset, options); // the same work here, and its error if it has one
  } finally {
    bar.stop();
  }
}

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
    "At a terminal a bar on stderr shows the work is under way (not with --json or through a pipe).",
  ].join("\n"),
  options: {
    overlay: { type: "string", value: "FILE", help: "an overlay file deriving the ruleset to tabulate" },
    options: { type: "string", value: "JSON", help: "ruleset options as a JSON object, over the defaults" },
    csv: { type: "boolean", help: "print CSV (one line per cell) instead of text" },
    json: JSON_OPTION,
    help: HELP_OPTION,
  },
  async run(args, io) {
    if (args.options.json && args.options.csv) throw new UsageError("give --json or --csv, not both");
    const ruleset = rulesetOf(args);
    const options = optionsObject(args);
    // Bad options fail here, with the error of the main thread, before any work is handed off.
    ruleset.parseOptions(options);
    const table = await withActivityBar(args, io, ruleset, options);
    if (args.options.json) printJson(io, "odds-table", table);
    else if (args.options.csv) io.out(formatOddsCsv(table));
    else io.out(formatOddsText(table));
    return 0;
  },
};
