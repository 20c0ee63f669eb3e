// How a ruleset plugs its own flags into the CLI's shared verbs (`tabula check RULESET …`,
// `tabula attack RULESET …`): each ruleset has its own options, usage and run function per verb.

import type { Ruleset } from "../../engine/ruleset.js";
import type { OptionSpecs, Parsed } from "../args.js";
import type { Io } from "../io.js";

export type Verb = "check" | "attack" | "contest" | "supply";

export interface RulesetVerb {
  /** One or more usage lines, starting with `tabula <verb> <ruleset>`. */
  usage: string;
  /** Paragraphs for --help: what the verb does for this ruleset, the JSON shapes, the faces order. */
  description: string;
  options: OptionSpecs;
  /**
   * Returns the exit code; throws UsageError, DiceError or EngineError for bad input (exit 2).
   * `ruleset` is the one named on the command line: the adapter's own, or one a designer derived
   * from it with an overlay (same options and character files, other names and defaults).
   */
  run(args: Parsed, io: Io, ruleset?: Ruleset): number;
}

export type RulesetCli = Partial<Record<Verb, RulesetVerb>>;
