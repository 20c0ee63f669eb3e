// The verbs whose flags depend on the ruleset: `tabula check|attack|contest|supply RULESET …`.
// Each ruleset's adapter (src/cli/rulesets/<id>.ts) supplies its options, usage and run function.

import { looksLikePath, resolveRuleset } from "../../designer/resolve.js";
import { EngineError } from "../../engine/errors.js";
import type { Ruleset } from "../../engine/ruleset.js";
import { UsageError } from "../args.js";
import type { Command } from "../command.js";
import type { RulesetCli, RulesetVerb, Verb } from "../rulesets/adapter.js";
import { beat15Cli } from "../rulesets/beat15.js";
import { diceEngineCli } from "../rulesets/dice-engine.js";
import { lucidityCli } from "../rulesets/lucidity.js";
import { lucky13Cli } from "../rulesets/lucky13.js";
import { objectsCli } from "../rulesets/objects.js";

export const RULESET_CLIS: Record<string, RulesetCli> = {
  lucky13: lucky13Cli,
  beat15: beat15Cli,
  objects: objectsCli,
  lucidity: lucidityCli,
  "dice-engine": diceEngineCli,
};

function rulesetsWith(verb: Verb): string[] {
  return Object.entries(RULESET_CLIS)
    .filter(([, cli]) => cli[verb])
    .map(([id]) => id);
}

/**
 * The ruleset named first: a shipped id (its adapter runs its own ruleset), or the path of an
 * overlay file, whose base ruleset's adapter then runs the derived ruleset. Resolved once per
 * argument (help, flags and run all ask for it).
 */
const derived = new Map<string, Ruleset>();
function verbFor(verb: Verb, id: string | undefined): RulesetVerb & { ruleset?: Ruleset } {
  const known = rulesetsWith(verb);
  if (id === undefined || id.startsWith("-")) {
    throw new UsageError(`tabula ${verb} needs a ruleset id or an overlay file first (${known.join(", ")})`);
  }
  let ruleset: Ruleset | undefined;
  let base = id;
  if (!RULESET_CLIS[id] && looksLikePath(id)) {
    ruleset = derived.get(id) ?? resolveRuleset(id);
    derived.set(id, ruleset);
    base = ruleset.derived?.base ?? ruleset.id;
  }
  const v = RULESET_CLIS[base]?.[verb];
  if (!v)
    throw new EngineError(
      "not_found",
      `tabula ${verb} knows no ruleset '${base}' (known: ${known.join(", ")}; or the path of an overlay file)`,
      ["ruleset"],
    );
  return ruleset ? { ...v, ruleset } : v;
}

function rulesetVerb(verb: Verb): Command {
  return {
    name: verb,
    get usage() {
      return rulesetsWith(verb)
        .map((id) => RULESET_CLIS[id]![verb]!.usage)
        .join("\n       ");
    },
    firstArgs: rulesetsWith(verb),
    description: [
      `Run 'tabula ${verb} RULESET --help' for a ruleset's flags (${rulesetsWith(verb).join(", ")}).`,
      "RULESET may also be the path of an overlay file (see docs/overlays.md): its base ruleset's flags",
      "apply, with the overlay's names, defaults and catalogues.",
    ].join("\n"),
    options: {},
    optionsFor: (id) => verbFor(verb, id).options,
    helpFor: (id) => verbFor(verb, id),
    run(args, io) {
      const v = verbFor(verb, args.positionals[0]);
      return v.run(args, io, v.ruleset);
    },
  };
}

export const checkCommand = rulesetVerb("check");
export const attackCommand = rulesetVerb("attack");
export const contestCommand = rulesetVerb("contest");
export const supplyCommand = rulesetVerb("supply");
