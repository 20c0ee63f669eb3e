// `tabula roll EXPR`: roll dice notation with a seeded generator or with faces read off real dice.

import type { Dialect } from "../../dice/dialect.js";
import { parse } from "../../dice/parser.js";
import type { DieResult, RollNode } from "../../dice/result.js";
import { facesSource, freshSeed, Rng, rngSource } from "../../dice/rng.js";
import { roll } from "../../dice/roller.js";
import { UsageError } from "../args.js";
import { type Command, HELP_OPTION, JSON_OPTION } from "../command.js";
import { expressionArg } from "../expression.js";
import { printJson } from "../output.js";

export const rollCommand: Command = {
  name: "roll",
  usage: "tabula roll EXPR [--seed S] [--faces 5,3,9] [--dialect NAME] [--json]",
  description: [
    "Rolls EXPR and prints the total with every die: dropped dice in parentheses, ! for a die that",
    "exploded, r for one that was rerolled (the faces it replaced follow), + for a success and - for a",
    "failure, and * / _ for a critical success / failure. The seed is printed so the roll can be repeated.",
    "",
    "Examples:",
    "  tabula roll 4d6kh3",
    "  tabula roll '8d6>=5f<=1' --seed 42",
    "  tabula roll 'd20+4 >= 15'",
    "  tabula roll 2d6 --faces 3,5        (use the faces you rolled on real dice, in order)",
  ].join("\n"),
  options: {
    seed: {
      type: "string",
      value: "S",
      help: "seed for the generator (any text); the same seed gives the same roll",
    },
    faces: {
      type: "string",
      value: "LIST",
      help: "comma-separated faces from physical dice, used in order instead of the generator",
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
    const text = expressionArg(args.positionals, "roll");
    const dialect = typeof args.options.dialect === "string" ? (args.options.dialect as Dialect) : undefined;
    const expr = parse(text, { dialect });
    const facesText = args.options.faces;
    const seedText = args.options.seed;
    if (facesText !== undefined && seedText !== undefined) {
      throw new UsageError("give either --faces or --seed, not both");
    }
    let seed: string | null = null;
    let unused = 0;
    let result: ReturnType<typeof roll>;
    if (typeof facesText === "string") {
      const source = facesSource(parseFaces(facesText));
      result = roll(expr, source);
      unused = source.remaining();
    } else {
      seed = typeof seedText === "string" ? seedText : freshSeed();
      result = roll(expr, rngSource(Rng.fromSeed(seed)));
    }
    if (args.options.json) {
      printJson(io, "roll", {
        expression: text,
        canonical: result.canonical,
        total: result.total,
        seed,
        dice: result.dice.map(dieJson),
        ...(unused > 0 ? { unusedFaces: unused } : {}),
      });
      return 0;
    }
    io.out(`${result.canonical} = ${formatNumber(result.total)}\n`);
    for (const line of describe(result.tree)) io.out(`  ${line}\n`);
    if (seed !== null) io.out(`seed ${seed}\n`);
    if (unused > 0) io.err(`note: ${unused} of the given faces were not needed\n`);
    return 0;
  },
};

function parseFaces(text: string): number[] {
  const parts = text.split(",").map((s) => s.trim());
  return parts.map((p, i) => {
    if (!/^[+-]?\d+$/.test(p)) throw new UsageError(`--faces: item ${i + 1} ('${p}') is not a whole number`);
    return Number(p);
  });
}

function dieJson(d: DieResult) {
  return {
    die: d.die,
    sides: d.sides,
    value: d.value,
    kept: d.kept,
    exploded: d.exploded,
    rerolled: d.rerolled,
    success: d.success,
    critical: d.critical,
  };
}

export function formatNumber(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Number(n.toPrecision(12)));
}

function dieText(d: DieResult): string {
  let s = String(d.value);
  if (d.parts) s = `${s}[${d.parts.join("+")}]`;
  if (d.exploded) s += "!";
  if (d.rerolled) s += `r${d.rerolls.join("r")}`;
  if (d.success === true) s += "+";
  if (d.success === false) s += "-";
  if (d.critical === "success") s += "*";
  if (d.critical === "failure") s += "_";
  return d.kept ? s : `(${s})`;
}

/** One line per dice term: its notation, its dice, its part of the total. */
function describe(node: RollNode, out: string[] = []): string[] {
  switch (node.type) {
    case "dice": {
      if (node.countRoll) describe(node.countRoll, out);
      if (node.sidesRoll) describe(node.sidesRoll, out);
      const label = node.label ? ` [${node.label}]` : "";
      out.push(
        `${node.notation}${label}: ${node.dice.map(dieText).join(" ") || "no dice"} → ${formatNumber(node.total)}`,
      );
      break;
    }
    case "group":
      for (const it of node.items) {
        if (!it.kept && node.items.length > 1) out.push(`(dropped) ${formatNumber(it.node.total)}:`);
        describe(it.node, out);
      }
      if (node.items.length > 1 || node.pooled) out.push(`${node.notation} → ${formatNumber(node.total)}`);
      break;
    case "binary":
    case "compare":
      describe(node.left, out);
      describe(node.right, out);
      break;
    case "negate":
      describe(node.operand, out);
      break;
    case "call":
      for (const a of node.args) describe(a, out);
      break;
    case "number":
      break;
  }
  return out;
}
