// The verbs whose flags depend on the ruleset: `tabula check|attack|contest|supply RULESET …`.
// Each ruleset's adapter (src/cli/rulesets/<id>.ts) supplies its options, usage and run function.

import { EngineError } from "../../engine/errors.js";
import { UsageError } from "../args.js";
import type { Command } from "../command.js";
import type { RulesetCli, RulesetVerb, Verb } from "../rulesets/adapter.js";
import { beat15Cli } from "../rulesets/beat15.js";
import { lucidityCli } from "../rulesets/lucidity.js";
import { lucky13Cli } from "../rulesets/lucky13.js";
import { objectsCli } from "../rulesets/objects.js";

export const RULESET_CLIS: Record<string, RulesetCli> = {
  lucky13: lucky13Cli,
  beat15: beat15Cli,
  objects: objectsCli,
  lucidity: lucidityCli,
};

function rulesetsWith(verb: Verb): string[] {
  return Object.entries(RULESET_CLIS)
    .filter(([, cli]) => cli[verb])
    .map(([id]) => id);
}

function verbFor(verb: Verb, id: string | undefined): RulesetVerb {
  const known = rulesetsWith(verb);
  if (id === undefined || id.startsWith("-")) {
    throw new UsageError(`tabula ${verb} needs a ruleset id first (${known.join(", ")})`);
  }
  const v = RULESET_CLIS[id]?.[verb];
  if (!v)
    throw new EngineError(
      "not_found",
      `tabula ${verb} knows no ruleset '${id}' (known: ${known.join(", ")})`,
      ["ruleset"],
    );
  return v;
}

const SUMMARIES: Record<Verb, string> = {
  check: "roll a ruleset's check (or show its exact odds) from dice or a character file",
  attack: "resolve an attack with damage (or show hit chance and damage odds)",
  contest: "roll a contest between sides (or show who wins how often)",
  supply: "roll a supply die and show the die it becomes",
};

function rulesetVerb(verb: Verb): Command {
  return {
    name: verb,
    summary: SUMMARIES[verb],
    get usage() {
      return rulesetsWith(verb)
        .map((id) => RULESET_CLIS[id]![verb]!.usage)
        .join("\n       ");
    },
    description: `Run 'tabula ${verb} RULESET --help' for a ruleset's flags (${rulesetsWith(verb).join(", ")}).`,
    options: {},
    optionsFor: (id) => verbFor(verb, id).options,
    helpFor: (id) => verbFor(verb, id),
    run(args, io) {
      return verbFor(verb, args.positionals[0]).run(args, io);
    },
  };
}

export const checkCommand = rulesetVerb("check");
export const attackCommand = rulesetVerb("attack");
export const contestCommand = rulesetVerb("contest");
export const supplyCommand = rulesetVerb("supply");
