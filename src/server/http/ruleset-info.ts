// What a client needs to know about a ruleset to offer it in forms: every option with its default,
// its description and a JSON Schema of the values it takes; the creation methods; every action with
// its parameters as JSON Schema and its examples; the character file's schema; the advance syntax.

import { z } from "zod";
import type { Ruleset } from "../../engine/ruleset.js";

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
  const properties = inputJsonSchema(r.optionsSchema).properties as Record<string, JsonSchema> | undefined;
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
