// `tabula character new dice-engine`: the creation input built from flags (--stats, --buy, --race,
// --concept) laid over --input, for the ruleset's point-buy method.

import { parsePurchase } from "../../rulesets/dice-engine/character/advance.js";
import { STATS } from "../../rulesets/dice-engine/check/stats.js";
import { type OptionSpecs, type Parsed, UsageError } from "../args.js";
import { readStdin } from "../files.js";
import { stringOption } from "./common.js";

/** Flags `tabula character new dice-engine` adds to the generic ones (--name, --input, --buy). */
export const DE_CREATION_OPTIONS: OptionSpecs = {
  concept: { type: "string", value: "TEXT", help: "dice-engine (new): the character idea" },
  race: { type: "string", value: "RACE", help: "dice-engine (new): a race of the table's setting" },
  stats: {
    type: "string",
    value: "LIST",
    help: "dice-engine (new): stat values to buy, e.g. agility=2,endurance=2,charisma=-1",
  },
};

function statList(text: string): Record<string, number> {
  const out: Record<string, number> = {};
  text.split(",").forEach((part, i) => {
    const m = /^\s*([a-zA-Z]+)\s*[=:]\s*([+-]?\d+)\s*$/.exec(part);
    if (!m) throw new UsageError(`--stats: item ${i + 1} ('${part}') is not STAT=VALUE, e.g. agility=2`);
    const stat = m[1]!.toLowerCase();
    if (!(STATS as readonly string[]).includes(stat))
      throw new UsageError(`--stats: '${m[1]}' is not a stat (${STATS.join(", ")})`);
    if (stat in out) throw new UsageError(`--stats: ${stat} is given twice`);
    out[stat] = Number(m[2]);
  });
  return out;
}

function inputObject(args: Parsed): Record<string, unknown> | null {
  const given = stringOption(args, "input");
  if (given === undefined) return null;
  // `-` reads the JSON from standard input, as every file argument does.
  const text = given === "-" ? readStdin("--input JSON") : given;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`--input must be a JSON object: ${(e as Error).message}`);
  }
  if (typeof v !== "object" || v === null || Array.isArray(v))
    throw new UsageError("--input must be a JSON object");
  return v as Record<string, unknown>;
}

/**
 * The point-buy input `tabula character new dice-engine` builds: a JSON spec (--input) and/or flags
 * (--name, --concept, --race, --stats, --buy in the advance syntax), the flags winning, stats merged
 * and purchases appended. Unlike the other rulesets' --input, a spec is not laid over the method's
 * example: a build from the example's stats and purchases plus a few of one's own would be nobody's.
 * With none of these, the example build is made (renamed by --name alone).
 */
export function diceEngineCreationInput(args: Parsed, example: unknown): unknown {
  const spec = inputObject(args);
  const guided = ["concept", "race", "stats", "buy"].some((f) => args.options[f] !== undefined);
  const name = stringOption(args, "name");
  if (spec === null && !guided) return { ...(example as object), ...(name !== undefined ? { name } : {}) };
  const input: Record<string, unknown> = { ...(spec ?? {}) };
  if (name !== undefined) input.name = name;
  if (input.name === undefined) throw new UsageError('give the character a --name (or a "name" in --input)');
  const concept = stringOption(args, "concept");
  if (concept !== undefined) input.concept = concept;
  const race = stringOption(args, "race");
  if (race !== undefined) input.race = race;
  const stats = stringOption(args, "stats");
  if (stats !== undefined)
    input.stats = { ...((input.stats as object | undefined) ?? {}), ...statList(stats) };
  const buy = stringOption(args, "buy");
  if (buy !== undefined) {
    const bought = buy
      .split(",")
      .map((t) => t.trim())
      .filter(Boolean)
      .map((t) => {
        const p = parsePurchase(t);
        if (!p.ok) throw new UsageError(`--buy: ${p.error.message}`);
        return p.purchase;
      });
    input.purchases = [...((input.purchases as unknown[] | undefined) ?? []), ...bought];
  }
  return input;
}
