// The shape every CLI command takes, so main.ts can list them, print their help and run them.

import type { OptionSpecs, Parsed } from "./args.js";
import type { Io } from "./io.js";

export interface Command {
  name: string;
  /** The command list's one-line summary is in commands/index.ts, which loads no command. */
  usage: string;
  /** Paragraphs after the usage line: what it does, examples. */
  description: string;
  options: OptionSpecs;
  /** What the first argument may be (a sub-command, a ruleset id), for shell completion. */
  firstArgs?: readonly string[];
  /** For verbs whose flags depend on the first argument (a ruleset id): the options to parse with. */
  optionsFor?(first: string | undefined): OptionSpecs;
  /** Likewise, the usage and description shown by `--help` after that first argument. */
  helpFor?(first: string | undefined): { usage: string; description: string; options: OptionSpecs };
  /** Returns the exit code. Throws UsageError or DiceError for bad input (exit 2). */
  run(args: Parsed, io: Io): Promise<number> | number;
}

export const JSON_OPTION = { type: "boolean", help: "print one JSON object instead of text" } as const;
export const HELP_OPTION = { type: "boolean", help: "show this help" } as const;
