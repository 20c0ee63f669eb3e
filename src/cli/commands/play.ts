// `tabula play SCRIPT.json`: plays a scripted session and prints its event log.

import { dirname, resolve } from "node:path";
import { looksLikePath, registryWith, resolveRuleset } from "../../designer/resolve.js";
import { describeEvent, type EventNames, type LoggedEvent } from "../../engine/describe.js";
import { EngineError } from "../../engine/errors.js";
import type { TableEvent } from "../../engine/events.js";
import type { Registry } from "../../engine/registry.js";
import { runScript } from "../../engine/script.js";
import type { CharacterEntry } from "../../engine/state.js";
import { registry } from "../../rulesets/index.js";
import { UsageError } from "../args.js";
import { type Command, HELP_OPTION, JSON_OPTION } from "../command.js";
import { readJson } from "../files.js";
import { printJson } from "../output.js";

export const playCommand: Command = {
  name: "play",
  usage: "tabula play SCRIPT.json [--ruleset ID|OVERLAY] [--seed S] [--json]",
  description: [
    "Plays the intents of SCRIPT.json in order against its characters and prints every event. The",
    "file names its ruleset, options, characters, and either a seed or the faces to use. The same",
    "file and seed always give the same log. --seed overrides the file's seed (and its faces).",
    "",
    'Script: {"ruleset":"lucky13","seed":"1","characters":[{"id":"a","character":{…}}],',
    '         "intents":[{"action":"attack","params":{…}},{"engine":"nextTurn"},…]}',
    "Engine intents: nextTurn, endEncounter, setOrder, spendTicks, spendBudget, advanceClock,",
    "addCondition, removeCondition, undo.",
    "",
    'A derived ruleset: the script\'s "ruleset" may be the path of an overlay file (relative to the',
    "script), or --ruleset OVERLAY plays a script written for the overlay's base (or its id) with it.",
  ].join("\n"),
  options: {
    seed: { type: "string", value: "S", help: "seed for the dice, instead of the script's" },
    ruleset: {
      type: "string",
      value: "ID|FILE",
      help: "play with this ruleset or overlay file (the script's must be it or its base)",
    },
    json: JSON_OPTION,
    help: HELP_OPTION,
  },
  run(args, io) {
    const file = args.positionals[0];
    if (!file) throw new UsageError("tabula play needs a script file");
    const seed = typeof args.options.seed === "string" ? args.options.seed : undefined;
    const { script, rulesets } = withRuleset(
      readJson(file, "script"),
      file,
      typeof args.options.ruleset === "string" ? args.options.ruleset : undefined,
    );
    const { table, seed: used } = runScript(rulesets, script, seed);
    if (args.options.json) {
      printJson(io, "play", { seed: used, log: table.log, state: table.state });
      return 0;
    }
    // Characters by name, as they were added (one removed later is still named).
    const names = new Map<string, string>();
    for (const entry of table.log) {
      if (entry.event.type !== "character.added") continue;
      const { character } = entry.event as { character: CharacterEntry };
      names.set(character.id, character.name);
    }
    const shown: EventNames = {
      member: (id) => id ?? "",
      character: (id) => (id === null ? "" : (names.get(id) ?? id)),
    };
    for (const entry of table.log) {
      const text = lineOf(entry.event, shown);
      // A ruleset's bookkeeping says nothing to read (--json has it); its number still counts.
      if (text !== "") io.out(`${String(entry.seq).padStart(4)}  ${text}\n`);
    }
    return 0;
  },
};

/**
 * The registry a script runs against: the shipped rulesets, plus the derived one named by the
 * script's "ruleset" (an overlay path, relative to the script) or by --ruleset.
 */
function withRuleset(
  raw: unknown,
  file: string,
  given: string | undefined,
): { script: unknown; rulesets: Registry } {
  // A script that is not an object is left for runScript to refuse with its own message.
  if (raw === null || typeof raw !== "object" || Array.isArray(raw))
    return { script: raw, rulesets: registry };
  const named = (raw as { ruleset?: unknown }).ruleset;
  if (given !== undefined) {
    const r = resolveRuleset(given);
    const base = r.derived?.base ?? r.id;
    if (typeof named === "string" && named !== r.id && named !== base && !looksLikePath(named)) {
      throw new EngineError(
        "invalid",
        `the script is for ${named}, but --ruleset ${given} is ${r.id === base ? base : `${r.id}, derived from ${base}`}`,
        ["ruleset"],
      );
    }
    return { script: { ...raw, ruleset: r.id }, rulesets: registryWith(r) };
  }
  if (typeof named === "string" && looksLikePath(named)) {
    const r = resolveRuleset(resolve(dirname(file), named));
    return { script: { ...raw, ruleset: r.id }, rulesets: registryWith(r) };
  }
  return { script: raw, rulesets: registry };
}

/** A roll shows its summary; everything else as the web table's log says it. */
function lineOf(e: TableEvent, names: EventNames): string {
  if (e.type === "roll") return `roll: ${e.roll.summary}`;
  return describeEvent(e as unknown as LoggedEvent, names);
}
