// How a ruleset plugs its own flags into the CLI's shared verbs (`tabula check RULESET …`,
// `tabula attack RULESET …`): each ruleset has its own options, usage and run function per verb.

import type { OptionSpecs, Parsed } from "../args.js";
import type { Io } from "../io.js";

export type Verb = "check" | "attack" | "contest" | "supply";

export interface RulesetVerb {
  /** One or more usage lines, starting with `tabula <verb> <ruleset>`. */
  usage: string;
  /** Paragraphs for --help: what the verb does for this ruleset, the JSON shapes, the faces order. */
  description: string;
  options: OptionSpecs;
  /** Returns the exit code; throws UsageError, DiceError or EngineError for bad input (exit 2). */
  run(args: Parsed, io: Io): number;
}

export type RulesetCli = Partial<Record<Verb, RulesetVerb>>;
