// What every ruleset's CLI adapter needs: reading string flags, the dice source from --faces or
// --seed, the ruleset options from --options, and a one-off table holding the characters of a roll.

import { type DiceSource, facesSource, freshSeed, Rng, rngSource } from "../../dice/index.js";
import { emptyState, type TableState } from "../../engine/state.js";
import { type OptionSpecs, type Parsed, UsageError } from "../args.js";
import { HELP_OPTION, JSON_OPTION } from "../command.js";

export const ODDS_OPTION = { type: "boolean", help: "print the exact chances instead of rolling" } as const;

/** The flags every ruleset verb takes, whatever the ruleset. */
export const ROLL_OPTIONS: OptionSpecs = {
  options: { type: "string", value: "JSON", help: "ruleset options as a JSON object" },
  seed: { type: "string", value: "S", help: "seed for the dice" },
  faces: {
    type: "string",
    value: "LIST",
    help: "faces from physical dice, in the order the rules consume them",
  },
  json: JSON_OPTION,
  help: HELP_OPTION,
};

export function stringOption(args: Parsed, name: string): string | undefined {
  const v = args.options[name];
  return typeof v === "string" ? v : undefined;
}

/** --options as a plain object (empty when absent). */
export function optionsObject(args: Parsed): Record<string, unknown> {
  const text = stringOption(args, "options");
  if (text === undefined) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`--options must be a JSON object: ${(e as Error).message}`);
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    throw new UsageError("--options must be a JSON object");
  return raw as Record<string, unknown>;
}

/** The dice: faces typed in from physical dice, or a seeded generator (a fresh seed if none is given). */
export function diceFromArgs(args: Parsed): { source: DiceSource; seed: string | null; left: () => number } {
  const faces = stringOption(args, "faces");
  if (faces !== undefined) {
    if (stringOption(args, "seed") !== undefined)
      throw new UsageError("give either --faces or --seed, not both");
    const list = faces.split(",").map((f, i) => {
      if (!/^\s*-?\d+\s*$/.test(f))
        throw new UsageError(`--faces: item ${i + 1} ('${f}') is not a whole number`);
      return Number(f);
    });
    const src = facesSource(list);
    return { source: src, seed: null, left: () => src.remaining() };
  }
  const seed = stringOption(args, "seed") ?? freshSeed();
  return { source: rngSource(Rng.fromSeed(seed)), seed, left: () => 0 };
}

/** A table of one ruleset holding just the characters of one roll, by id. */
export function tableWith(
  ruleset: string,
  options: unknown,
  chars: Record<string, { name: string }>,
): TableState {
  const s = emptyState(ruleset, options);
  for (const [id, c] of Object.entries(chars)) s.characters[id] = { id, name: c.name, owner: null, data: c };
  return s;
}
