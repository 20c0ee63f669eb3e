// `tabula character new | show | advance`: make, read and improve character files of any ruleset.

import { resolveRuleset } from "../../designer/resolve.js";
import { freshSeed, Rng, rngSource } from "../../dice/index.js";
import { EngineError } from "../../engine/errors.js";
import type { Ruleset } from "../../engine/ruleset.js";
import { registry } from "../../rulesets/index.js";
import { integerOption, type Parsed, UsageError } from "../args.js";
import { type Command, HELP_OPTION, JSON_OPTION } from "../command.js";
import { readJson, readStdin, writeJson } from "../files.js";
import type { Io } from "../io.js";
import { printJson } from "../output.js";
import { DE_CREATION_OPTIONS, diceEngineCreationInput } from "../rulesets/dice-engine-creation.js";

/**
 * Rulesets whose creation input can also be given by flags (they build it from --input and their
 * flags themselves); the others lay --input and --name over the method's example.
 */
const CREATION_INPUTS: Record<string, { input(args: Parsed, example: unknown): unknown }> = {
  "dice-engine": { input: diceEngineCreationInput },
};

function jsonOption(value: string | boolean | undefined, name: string): Record<string, unknown> {
  if (typeof value !== "string") return {};
  // `-` reads the JSON from standard input, as every file argument does.
  const text = value === "-" ? readStdin(`--${name} JSON`) : value;
  try {
    const v = JSON.parse(text);
    if (typeof v !== "object" || v === null || Array.isArray(v)) throw new Error("not an object");
    return v as Record<string, unknown>;
  } catch (e) {
    throw new UsageError(`--${name} must be a JSON object: ${(e as Error).message}`);
  }
}

/**
 * The ruleset a character file belongs to, from its `ruleset` field, or the one given with
 * --ruleset: a derived ruleset keeps its base's character files, so it must build on that base.
 */
function rulesetOf(file: unknown, path: string, given: string | boolean | undefined): Ruleset {
  const id = (file as { ruleset?: unknown })?.ruleset;
  if (typeof id !== "string") {
    throw new EngineError("invalid", `${path}: a character file needs a "ruleset" field naming its ruleset`, [
      "ruleset",
    ]);
  }
  if (typeof given !== "string") return registry.get(id);
  const r = resolveRuleset(given);
  const base = r.derived?.base ?? r.id;
  if (base !== id) {
    throw new EngineError(
      "invalid",
      `${path} is a ${id} character, but --ruleset ${given} is ${base === r.id ? "" : `derived from `}${base}`,
      ["ruleset"],
    );
  }
  return r;
}

function newCharacter(args: Parsed, io: Io): number {
  const [, rulesetId] = args.positionals;
  if (!rulesetId)
    throw new UsageError("tabula character new needs a ruleset id or overlay file (see tabula rulesets)");
  const ruleset = resolveRuleset(rulesetId);
  const options = ruleset.parseOptions(jsonOption(args.options.options, "options"));
  const methodName =
    typeof args.options.method === "string"
      ? args.options.method
      : Object.keys(ruleset.character.methods)[0]!;
  const method = ruleset.character.methods[methodName];
  if (!method) {
    throw new UsageError(
      `${ruleset.id} has no creation method '${methodName}' (methods: ${Object.keys(ruleset.character.methods).join(", ")})`,
    );
  }
  const byFlags = CREATION_INPUTS[ruleset.derived?.base ?? ruleset.id];
  for (const flag of Object.keys(DE_CREATION_OPTIONS))
    if (!byFlags && args.options[flag] !== undefined)
      throw new UsageError(
        `--${flag} is not a creation flag of ${ruleset.id}; give its choices with --input`,
      );
  const input = byFlags
    ? byFlags.input(args, method.example)
    : {
        ...(method.example as Record<string, unknown>),
        ...jsonOption(args.options.input, "input"),
        ...(typeof args.options.name === "string" ? { name: args.options.name } : {}),
      };
  const seed = typeof args.options.seed === "string" ? args.options.seed : freshSeed();
  const character = method.create(input, rngSource(Rng.fromSeed(seed)), options);
  if (typeof args.options.out === "string") writeJson(args.options.out, character);
  if (args.options.json) {
    printJson(io, "character.new", {
      seed,
      character,
      derived: ruleset.character.derive(character, options),
    });
    return 0;
  }
  for (const line of ruleset.character.describe(character, options)) io.out(`${line}\n`);
  io.out(`seed ${seed}${typeof args.options.out === "string" ? `; saved to ${args.options.out}` : ""}\n`);
  return 0;
}

function showCharacter(args: Parsed, io: Io): number {
  const path = args.positionals[1];
  if (!path) throw new UsageError("tabula character show needs a character file");
  const raw = readJson(path, "character");
  const ruleset = rulesetOf(raw, path, args.options.ruleset);
  const options = ruleset.parseOptions(jsonOption(args.options.options, "options"));
  const character = ruleset.character.parse(raw, options);
  if (args.options.json) {
    printJson(io, "character.show", { character, derived: ruleset.character.derive(character, options) });
    return 0;
  }
  for (const line of ruleset.character.describe(character, options)) io.out(`${line}\n`);
  return 0;
}

function advanceCharacter(args: Parsed, io: Io): number {
  const path = args.positionals[1];
  if (!path) throw new UsageError("tabula character advance needs a character file");
  const raw = readJson(path, "character");
  const ruleset = rulesetOf(raw, path, args.options.ruleset);
  const advance = ruleset.character.advance;
  if (!advance) throw new UsageError(`${ruleset.name} characters do not advance by spending points`);
  const options = ruleset.parseOptions(jsonOption(args.options.options, "options"));
  const character = ruleset.character.parse(raw, options);
  const buy =
    typeof args.options.buy === "string"
      ? args.options.buy
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
  const amount = integerOption(args.options.award, "award");
  if (buy.length === 0 && amount === undefined) {
    throw new UsageError(`nothing to do: give --award N and/or --buy (${advance.syntax.join("; ")})`);
  }
  const result = advance.apply(
    character,
    {
      buy,
      betweenAdventures: !args.options["during-adventure"],
      ...(amount !== undefined
        ? {
            award: {
              amount,
              reason: typeof args.options.reason === "string" ? args.options.reason : "award",
            },
          }
        : {}),
    },
    options,
  );
  if (!args.options["dry-run"]) writeJson(path, result.character);
  if (args.options.json) {
    printJson(io, "character.advance", { ...result, saved: !args.options["dry-run"] });
    return 0;
  }
  for (const c of result.changes) io.out(`${c}\n`);
  for (const w of result.warnings) io.err(`warning: ${w}\n`);
  io.out(args.options["dry-run"] ? "(dry run: nothing saved)\n" : `saved to ${path}\n`);
  return 0;
}

export const characterCommand: Command = {
  name: "character",
  firstArgs: ["new", "show", "advance"],
  usage: [
    "tabula character new RULESET [--method M] [--name N] [--input JSON] [--seed S] [--out FILE] [--json]",
    "       tabula character new dice-engine --name N [--concept T] [--race R] [--stats agility=2,…] [--buy skill:medic,…] [--input JSON] [--out FILE]",
    "       tabula character show FILE [--ruleset ID|OVERLAY] [--json]",
    "       tabula character advance FILE [--ruleset ID|OVERLAY] [--award N --reason R] [--buy P1,P2…] [--during-adventure] [--dry-run] [--json]",
  ].join("\n"),
  description: [
    "new: creates a character with one of the ruleset's creation methods (tabula rulesets lists them);",
    "  --input gives the method's choices as JSON, e.g. which array die goes to which ability.",
    "  dice-engine builds by point buy from --input and/or --name, --concept, --race, --stats and --buy;",
    "  a build over its SP is refused with the amount over.",
    "show: validates a character file (errors name the field) and prints its sheet with derived values.",
    "advance: awards points and buys improvements with the ruleset's costs, all or nothing; a purchase",
    "  the points do not cover is refused and the file is left unchanged. The file is rewritten unless --dry-run.",
    "RULESET may be an overlay file (docs/overlays.md). Its characters are files of the base ruleset;",
    "  show and advance them with --ruleset OVERLAY to see the overlay's names and use its defaults.",
  ].join("\n"),
  options: {
    method: { type: "string", value: "M", help: "creation method (new)" },
    ruleset: {
      type: "string",
      value: "ID|FILE",
      help: "the ruleset or overlay file to read the character with (show, advance)",
    },
    name: { type: "string", value: "N", help: "the character's name (new)" },
    input: { type: "string", value: "JSON", help: "the creation method's choices as a JSON object (new)" },
    options: {
      type: "string",
      value: "JSON",
      help: "ruleset options as a JSON object (default: the rulebook's)",
    },
    seed: { type: "string", value: "S", help: "seed for any dice rolled during creation (new)" },
    out: { type: "string", value: "FILE", help: "write the new character to FILE (new)" },
    award: { type: "string", value: "N", help: "points to award before buying (advance)" },
    reason: { type: "string", value: "R", help: "why the points are awarded, for the log (advance)" },
    buy: {
      type: "string",
      value: "LIST",
      help: "comma-separated purchases in the ruleset's syntax (advance; and new, for dice-engine)",
    },
    ...DE_CREATION_OPTIONS,
    "during-adventure": { type: "boolean", help: "the purchase happens during an adventure (advance)" },
    "dry-run": { type: "boolean", help: "show the result without saving (advance)" },
    json: JSON_OPTION,
    help: HELP_OPTION,
  },
  run(args, io) {
    const sub = args.positionals[0];
    if (sub === "new") return newCharacter(args, io);
    if (sub === "show") return showCharacter(args, io);
    if (sub === "advance") return advanceCharacter(args, io);
    throw new UsageError(`tabula character needs new, show or advance${sub ? ` (not '${sub}')` : ""}`);
  },
};
