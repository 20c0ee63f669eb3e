// What a client needs to know about a ruleset to offer it in forms: every option with its default,
// its description and a JSON Schema of the values it takes; the creation methods; every action with
// its parameters as JSON Schema and its examples; the character file's schema; the advance syntax.

import { z } from "zod";
import type { Ruleset } from "../../engine/ruleset.js";
import { b15OptionsSchema } from "../../rulesets/beat15/character/options.js";
import { diceEngineOptionsSchema } from "../../rulesets/dice-engine/options.js";
import { optionsSchema as lucidityOptionsSchema } from "../../rulesets/lucidity/options/schema.js";
import { l13OptionsSchema } from "../../rulesets/lucky13/character/options.js";
import { optionsSchema as objectsOptionsSchema } from "../../rulesets/objects/options/schema.js";

/**
 * The options schemas of the shipped rulesets. The ruleset contract carries option docs but not
 * the schema itself; a ruleset missing here gets each option's schema guessed from its default.
 */
const OPTION_SCHEMAS: Record<string, z.ZodType> = {
  lucky13: l13OptionsSchema,
  beat15: b15OptionsSchema,
  objects: objectsOptionsSchema,
  lucidity: lucidityOptionsSchema,
  "dice-engine": diceEngineOptionsSchema,
};

type JsonSchema = Record<string, unknown>;

/** JSON Schema of a zod schema as input (defaults apply), with what JSON Schema cannot say left open. */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  try {
    const js = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
    delete js.$schema;
    return js;
  } catch {
    return {};
  }
}

function guessSchema(value: unknown): JsonSchema {
  if (value === null) return {};
  if (typeof value === "boolean") return { type: "boolean" };
  if (typeof value === "number") return { type: Number.isInteger(value) ? "integer" : "number" };
  if (typeof value === "string") return { type: "string" };
  if (Array.isArray(value)) return { type: "array" };
  return { type: "object" };
}

export interface OptionInfo {
  name: string;
  default: unknown;
  description: string;
  schema: JsonSchema;
}

export interface ActionInfo {
  id: string;
  summary: string;
  /** Whether the action gives exact odds before rolling. */
  odds: boolean;
  params: JsonSchema;
  examples: unknown[];
}

export interface RulesetInfo {
  id: string;
  name: string;
  version: string;
  initiative: Ruleset["initiative"];
  options: OptionInfo[];
  methods: { id: string; summary: string; example: unknown }[];
  actions: ActionInfo[];
  character: { version: number; schema: unknown };
  advance: { syntax: string[] } | null;
}

const cache = new WeakMap<Ruleset, RulesetInfo>();

export function rulesetInfo(r: Ruleset): RulesetInfo {
  const hit = cache.get(r);
  if (hit) return hit;
  // A ruleset a designer derived from a shipped one (`derived.base`) takes its options schema.
  const base = (r as { derived?: { base?: unknown } }).derived?.base;
  const known = OPTION_SCHEMAS[r.id] ?? (typeof base === "string" ? OPTION_SCHEMAS[base] : undefined);
  const properties = (known ? inputJsonSchema(known).properties : undefined) as
    | Record<string, JsonSchema>
    | undefined;
  let characterSchema: unknown = null;
  try {
    characterSchema = r.character.jsonSchema();
  } catch {
    characterSchema = null;
  }
  const info: RulesetInfo = {
    id: r.id,
    name: r.name,
    version: r.version,
    initiative: r.initiative,
    options: r.optionDocs.map((d) => ({
      name: d.name,
      default: d.default ?? null,
      description: d.description,
      schema: properties?.[d.name] ?? guessSchema(d.default),
    })),
    methods: Object.entries(r.character.methods).map(([id, m]) => ({
      id,
      summary: m.summary,
      example: m.example ?? null,
    })),
    actions: Object.entries(r.actions).map(([id, a]) => ({
      id,
      summary: a.summary,
      odds: typeof a.odds === "function",
      params: inputJsonSchema(a.params),
      examples: a.examples,
    })),
    character: { version: r.character.version, schema: characterSchema },
    advance: r.character.advance ? { syntax: [...r.character.advance.syntax] } : null,
  };
  cache.set(r, info);
  return info;
}
