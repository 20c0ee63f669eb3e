// Which form control suits a JSON Schema (as zod's toJSONSchema writes them): a choice among
// constants, a switch, a number, a line of text, a list of words, or JSON for anything richer.

import type { JsonSchema } from "../lib/api.js";
import { humanize } from "./format.js";

export type FieldKind =
  | { kind: "select"; choices: unknown[]; nullable: boolean }
  | { kind: "boolean" }
  | { kind: "number"; integer: boolean; nullable: boolean; min?: number; max?: number }
  /** `numeric`: the schema also takes a number, and text that reads as one is sent as one. */
  | { kind: "text"; nullable: boolean; maxLength?: number; numeric?: boolean }
  | { kind: "list" }
  | { kind: "json" };

const isNull = (s: JsonSchema) => s.type === "null";

function constants(s: JsonSchema): unknown[] | null {
  if (Array.isArray(s.enum)) return s.enum;
  if ("const" in s) return [s.const];
  if (isNull(s)) return [null];
  return null;
}

export function fieldKind(s: JsonSchema): FieldKind {
  // `type: ["string", "null"]` is a choice of types written short: read it as one.
  if (Array.isArray(s.type))
    return fieldKind({ ...s, type: undefined, anyOf: s.type.map((t) => ({ type: t })) });
  const direct = constants(s);
  if (direct) return { kind: "select", choices: direct, nullable: false };
  const alts = s.anyOf ?? s.oneOf;
  if (alts && alts.length > 0) {
    const consts = alts.map(constants);
    if (consts.every((c) => c !== null)) {
      const all = consts.flat();
      return { kind: "select", choices: all, nullable: all.includes(null) };
    }
    const real = alts.filter((a) => !isNull(a));
    const scalar = (a: JsonSchema) =>
      (a.type === "string" || a.type === "integer" || a.type === "number") && !a.enum && !("const" in a);
    if (real.length > 1 && real.every(scalar) && real.some((a) => a.type === "string"))
      return { kind: "text", nullable: real.length < alts.length, numeric: true };
    if (real.length === 1) {
      const inner = fieldKind(real[0]!);
      if (inner.kind === "number" || inner.kind === "text") return { ...inner, nullable: true };
      if (inner.kind === "select") return { ...inner, nullable: true };
    }
    return { kind: "json" };
  }
  switch (s.type) {
    case "boolean":
      return { kind: "boolean" };
    case "integer":
    case "number":
      return {
        kind: "number",
        integer: s.type === "integer",
        nullable: false,
        ...(typeof s.minimum === "number" && Math.abs(s.minimum) < 1e15 ? { min: s.minimum } : {}),
        ...(typeof s.maximum === "number" && Math.abs(s.maximum) < 1e15 ? { max: s.maximum } : {}),
      };
    case "string":
      return { kind: "text", nullable: false, ...(s.maxLength ? { maxLength: s.maxLength } : {}) };
    case "array":
      if (s.items && (s.items.type === "string" || s.items.enum)) return { kind: "list" };
      return { kind: "json" };
    default:
      return { kind: "json" };
  }
}

/** How a constant shows in a select, and back. */
export const choiceKey = (v: unknown) => JSON.stringify(v ?? null);
/**
 * What a select shows for one of a schema's values: a key written in camelCase (an interrupt's
 * `martialParry`) as words; any other value as it is (a weapon's name, a die size, "heavy").
 */
export const choiceLabel = (v: unknown) =>
  v === null
    ? "none"
    : typeof v === "string" && /^[a-z]+(?:[A-Z][a-z0-9]*)+$/.test(v)
      ? humanize(v)
      : String(v);

export interface Shape {
  properties: Record<string, JsonSchema>;
  required: string[];
}

/** The objects a schema may be: itself, or each choice of a choice, nested choices flattened. */
function variantsOf(schema: JsonSchema): JsonSchema[] {
  const alts = schema.oneOf ?? schema.anyOf;
  if (alts) return alts.flatMap(variantsOf);
  return schema.type === "object" && schema.properties ? [schema] : [];
}

/** The values a field of one variant can take, when they are constants. */
const valuesOf = (s: JsonSchema | undefined): unknown[] | null =>
  !s ? null : "const" in s ? [s.const] : Array.isArray(s.enum) ? s.enum : null;

/**
 * The fields to show: an object's own, or for a choice of objects (zod's discriminated union, a
 * `oneOf`) the chosen one's, with the discriminating field offered as a select of its values. A
 * choice inside a choice (the Dice Engine's toxic place: a book toxicity, or a custom one with its
 * damage and DC) is chosen the same way by its own field, so each field shows only where it applies.
 */
export function shapeOf(schema: JsonSchema, params: Record<string, unknown>): Shape {
  const variants = variantsOf(schema);
  if (variants.length === 0) return { properties: schema.properties ?? {}, required: schema.required ?? [] };
  return choose(variants, params, new Set());
}

function choose(variants: JsonSchema[], params: Record<string, unknown>, used: Set<string>): Shape {
  const first = variants[0]!;
  if (variants.length === 1) return { properties: first.properties!, required: first.required ?? [] };
  // The field whose constants tell the variants apart (not one they all share, as `atmosphere`
  // among the toxic place's variants).
  const key = Object.keys(first.properties!).find(
    (k) =>
      !used.has(k) &&
      variants.every((v) => valuesOf(v.properties?.[k]) !== null) &&
      new Set(variants.map((v) => JSON.stringify(valuesOf(v.properties![k])))).size > 1,
  );
  if (!key) return { properties: first.properties!, required: first.required ?? [] };
  const valuesOfVariant = (v: JsonSchema) => valuesOf(v.properties![key])!;
  const values = [...new Set(variants.flatMap(valuesOfVariant))];
  const fallback = variants.map((v) => v.properties![key]!.default).find((d) => d !== undefined);
  const picked = params[key] !== undefined ? params[key] : (fallback ?? values[0]);
  let chosen = variants.filter((v) => valuesOfVariant(v).includes(picked));
  if (chosen.length === 0) chosen = variants.filter((v) => valuesOfVariant(v).includes(values[0]));
  const inner = choose(chosen, params, new Set([...used, key]));
  return {
    properties: {
      [key]: { enum: values, ...(fallback !== undefined ? { default: fallback } : {}) },
      ...Object.fromEntries(Object.entries(inner.properties).filter(([k]) => k !== key)),
    },
    required: [key, ...inner.required.filter((k) => k !== key)],
  };
}
