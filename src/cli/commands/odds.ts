// `tabula odds EXPR`: the exact distribution of a roll, before anyone rolls it.

import type { Dialect } from "../../dice/dialect.js";
import { contest, type Distribution, odds, parse, print } from "../../dice/index.js";
import { numberOption } from "../args.js";
import { type Command, HELP_OPTION, JSON_OPTION } from "../command.js";
import { expressionArg } from "../expression.js";
import { printJson } from "../output.js";
import { formatNumber } from "./roll.js";

const MAX_ROWS = 60;

export const oddsCommand: Command = {
  name: "odds",
  usage: "tabula odds EXPR [--at-least N] [--at-most N] [--vs EXPR] [--dialect NAME] [--json]",
  description: [
    "Works out the exact distribution of EXPR's total (no sampling): every value with its chance, the",
    "mean and standard deviation, and a bar per value. Explosions are followed until less than 1e-15",
    "of the probability per die remains; that remainder is reported as 'truncated'. An expression whose",
    "exact odds would take more than about a second to work out is refused with a message.",
    "",
    "Examples:",
    "  tabula odds 4d6kh3",
    "  tabula odds 'd20+5' --at-least 15",
    "  tabula odds 2d20kh1 --vs 2d20kl1     (chance that the first beats, ties or loses to the second)",
  ].join("\n"),
  options: {
    "at-least": { type: "string", value: "N", help: "also print P(total ≥ N)" },
    "at-most": { type: "string", value: "N", help: "also print P(total ≤ N)" },
    vs: {
      type: "string",
      value: "EXPR",
      help: "also print P(EXPR < this), P(tie), P(EXPR > this) for a contest",
    },
    dialect: {
      type: "string",
      value: "NAME",
      help: "read EXPR as tabula (default), roll20 or foundry notation; the canonical form printed is Tabula's",
    },
    json: JSON_OPTION,
    help: HELP_OPTION,
  },
  run(args, io) {
    const text = expressionArg(args.positionals, "odds");
    const atLeastN = numberOption(args.options["at-least"], "at-least");
    const atMostN = numberOption(args.options["at-most"], "at-most");
    const dialect = typeof args.options.dialect === "string" ? (args.options.dialect as Dialect) : undefined;
    const expr = parse(text, { dialect });
    const d = odds(expr);
    const vsText = typeof args.options.vs === "string" ? args.options.vs : undefined;
    const vs = vsText !== undefined ? contest(d, odds(parse(vsText, { dialect }))) : undefined;
    const atLeast = atLeastN !== undefined ? d.atLeast(atLeastN) : undefined;
    const atMost = atMostN !== undefined ? d.atMost(atMostN) : undefined;
    if (args.options.json) {
      printJson(io, "odds", {
        expression: text,
        canonical: print(expr),
        min: d.min,
        max: d.max,
        mean: d.mean,
        stdev: d.stdev,
        truncated: d.lost,
        distribution: d.pairs(),
        ...(atLeast !== undefined ? { atLeast } : {}),
        ...(atMost !== undefined ? { atMost } : {}),
        ...(vs ? { vs } : {}),
      });
      return 0;
    }
    io.out(`${print(expr)}\n`);
    io.out(
      `  min ${formatNumber(d.min)}  max ${formatNumber(d.max)}  mean ${d.mean.toFixed(4)}  stdev ${d.stdev.toFixed(4)}` +
        (d.lost > 0 ? `  truncated ${d.lost.toExponential(2)}` : "") +
        "\n\n",
    );
    io.out(table(d));
    if (atLeast !== undefined) io.out(`\nP(total ≥ ${formatNumber(atLeastN!)}) = ${percent(atLeast)}\n`);
    if (atMost !== undefined)
      io.out(
        `${atLeast === undefined ? "\n" : ""}P(total ≤ ${formatNumber(atMostN!)}) = ${percent(atMost)}\n`,
      );
    if (vs) {
      io.out(
        `\nagainst ${print(parse(vsText!, { dialect }))}:  win ${percent(vs.win)}  tie ${percent(vs.tie)}  lose ${percent(vs.lose)}\n`,
      );
    }
    return 0;
  },
};

function percent(p: number): string {
  if (p > 0 && p < 0.0001) return `${(p * 100).toExponential(2)}%`;
  return `${(p * 100).toFixed(4)}%`;
}

/** One row per value with P(=), P(≥) and a bar; long tails are cut where they are invisible. */
function table(d: Distribution): string {
  const pairs = d.pairs();
  let rows = pairs.map(([v, p], i) => ({ v, p, i }));
  let cut = 0;
  if (rows.length > MAX_ROWS) {
    const shown = rows.filter((r) => r.p >= 1e-4);
    cut = rows.length - shown.length;
    rows = shown;
  }
  const atLeast: number[] = new Array(pairs.length);
  let acc = 0;
  for (let i = pairs.length - 1; i >= 0; i--) {
    acc += pairs[i]![1];
    atLeast[i] = Math.min(1, acc);
  }
  const peak = Math.max(...pairs.map(([, p]) => p));
  const width = Math.max(5, ...rows.map((r) => formatNumber(r.v).length));
  const lines = [`${"value".padStart(width)}  ${"P(=)".padStart(10)}  ${"P(≥)".padStart(10)}`];
  for (const r of rows) {
    const bar = "█".repeat(Math.round((r.p / peak) * 40));
    lines.push(
      `${formatNumber(r.v).padStart(width)}  ${percent(r.p).padStart(10)}  ${percent(atLeast[r.i]!).padStart(10)}  ${bar}`,
    );
  }
  if (cut > 0) lines.push(`(${cut} values with P below 0.01% not shown; --json lists all)`);
  return `${lines.join("\n")}\n`;
}
