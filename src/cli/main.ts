// The `tabula` command line: dispatches to a command, prints help, and maps errors to exit codes
// (0 done, 2 bad input, 1 anything unexpected). Only the command that runs is loaded (see
// commands/index.ts), so a quick `tabula roll` starts about as fast as node itself.

import { readFileSync } from "node:fs";
import { formatOptions, parseArgs, UsageError } from "./args.js";
import type { Command } from "./command.js";
import { COMMANDS, findCommand } from "./commands/index.js";
import { setStdinReader } from "./files.js";
import { type Io, processIo } from "./io.js";
import { colourOutcomes, fitTerminal, JSON_VERSION } from "./output.js";

export function version(): string {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
    version: string;
  };
  return pkg.version;
}

function mainHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    "tabula: a rules engine and game table for tabletop RPGs",
    "",
    "Usage: tabula COMMAND [options]",
    "       tabula --version | -V",
    "",
    "Commands:",
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    "",
    "Run 'tabula COMMAND --help' for a command's options. Each command's --json prints one",
    'JSON object {"format": "tabula.COMMAND", "version": 1, ...}. A file or an expression given as -',
    "is read from standard input. Verdicts are in colour on a terminal; NO_COLOR=1, --no-color or",
    "a pipe turn colour off.",
    "Exit codes: 0 done, 2 bad input (the message says what and where), 1 unexpected failure.",
    "",
  ].join("\n");
}

function commandHelp(c: Command, first?: string): string {
  const h = c.helpFor && first !== undefined && !first.startsWith("-") ? c.helpFor(first) : c;
  const options = Object.keys(h.options).length > 0 ? `\n\nOptions:\n${formatOptions(h.options)}` : "";
  return `Usage: ${h.usage}\n\n${h.description}${options}\n`;
}

/** The usage lines for an error: just the named ruleset's for the ruleset verbs. */
function usageOf(c: Command, first: string | undefined): string {
  if (!c.helpFor || first === undefined || first.startsWith("-")) return c.usage;
  try {
    return c.helpFor(first).usage;
  } catch {
    return c.usage; // an unknown ruleset: show every ruleset's usage
  }
}

/** The options to parse a command's arguments with (per ruleset for the ruleset verbs). */
export function specsFor(c: Command, rest: string[]) {
  const first = rest[0];
  if (!c.optionsFor) return c.options;
  // `tabula check --help` has no ruleset yet: show the verb's overview.
  if (first === undefined || first.startsWith("-"))
    return { help: { type: "boolean" as const, help: "show this help" } };
  return { ...c.optionsFor(first), help: { type: "boolean" as const, help: "show this help" } };
}

export async function main(argv: string[], givenIo: Io = processIo): Promise<number> {
  // --no-color is every command's, anywhere on the line: the same as NO_COLOR for this run.
  const noColour = argv.includes("--no-color");
  const [name, ...rest] = noColour ? argv.filter((a) => a !== "--no-color") : argv;
  const rawIo = noColour ? { ...givenIo, env: { ...givenIo.env, NO_COLOR: "1" } } : givenIo;
  const wantsJson = rest.includes("--json");
  // JSON is data and keeps its characters; text is fitted to what the terminal can show, and its
  // verdicts coloured on a terminal that wants colour.
  const io = wantsJson ? rawIo : colourOutcomes(fitTerminal(rawIo));
  setStdinReader(rawIo.stdin);
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    const topic = name === "help" && rest[0] !== undefined ? findCommand(rest[0]) : undefined;
    io.out(topic ? commandHelp(await topic.load(), rest[1]) : mainHelp());
    return 0;
  }
  if (name === "--version" || name === "-V" || name === "-v") {
    io.out(`${version()}\n`);
    return 0;
  }
  const entry = findCommand(name);
  if (!entry) {
    return fail(
      io,
      wantsJson,
      `unknown command '${name}'; commands: ${COMMANDS.map((c) => c.name).join(", ")}`,
      null,
    );
  }
  const command = await entry.load();
  try {
    const args = parseArgs(rest, specsFor(command, rest));
    if (args.options.help) {
      io.out(commandHelp(command, rest[0]));
      return 0;
    }
    return await command.run(args, io);
  } catch (e) {
    if (e instanceof UsageError)
      return fail(io, wantsJson, `${e.message}\nusage: ${usageOf(command, rest[0])}`, { code: "usage" });
    // The error classes are loaded only when something failed, to keep the start light.
    const [{ DiceError }, { EngineError }] = await Promise.all([
      import("../dice/errors.js"),
      import("../engine/errors.js"),
    ]);
    if (e instanceof DiceError)
      return fail(io, wantsJson, e.message, e.toJSON(), argvExpression(rest, command));
    if (e instanceof EngineError) return fail(io, wantsJson, e.message, e.toJSON());
    io.err(
      `tabula ${name}: unexpected failure: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`,
    );
    return 1;
  } finally {
    setStdinReader(undefined);
  }
}

/** The expression the user typed, to point at the column of an error. */
function argvExpression(rest: string[], command: Command): string | null {
  try {
    const { positionals } = parseArgs(rest, specsFor(command, rest));
    const text = positionals.join(" ");
    return text === "-" ? null : text || null;
  } catch {
    return null;
  }
}

function fail(
  io: Io,
  json: boolean,
  message: string,
  data: object | null,
  expression: string | null = null,
): number {
  if (json) {
    const error = { ...(data ?? { code: "usage" }), message };
    io.out(`${JSON.stringify({ format: "tabula.error", version: JSON_VERSION, error })}\n`);
    return 2;
  }
  io.err(`tabula: ${message}\n`);
  const column = data && "column" in data ? (data.column as number | null) : null;
  if (expression && column !== null && column <= expression.length + 1) {
    io.err(`  ${expression}\n  ${" ".repeat(column - 1)}^\n`);
  }
  return 2;
}
