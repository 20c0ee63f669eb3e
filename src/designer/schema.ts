// The overlay document: a JSON file that derives a new ruleset from a shipped one. One zod schema
// per base ruleset, built from what that ruleset's overlay module declares, so the fields of
// `rename`, `add` and `remove` are exactly the terms and catalogues the base supports. The same
// builder gives the published JSON Schema (schemas/overlay.schema.json, kept in sync by a test).

import { z } from "zod";
import type { OverlaySupport } from "../engine/facets/overlay.js";

/** The format version of overlay documents; a later incompatible format gets a new number. */
export const OVERLAY_FORMAT = 1;

const text = (max: number) => z.string().trim().min(1).max(max);

/** Same rule as the engine's contract test: a ruleset id is lower-case words joined by dashes. */
export const overlayIdSchema = z
  .string()
  .max(64)
  .regex(/^[a-z][a-z0-9-]*$/, "an id is a lower-case letter, then lower-case letters, digits or dashes");

/** A new name, or (for terms with an abbreviation) a name and an abbreviation. */
function renameValue(hasShort: boolean) {
  const name = text(60);
  if (!hasShort) return name;
  return z.union([name, z.strictObject({ name, short: text(12).optional() })]);
}

export interface SchemaFlavour {
  /** For the JSON Schema: describe `options` with the base's own options schema. */
  documentOptions?: boolean;
}

/**
 * The schema of an overlay on one base. Keys of `rename.<kind>` are checked against the terms after
 * options are known (a skill list may come from the options), so here they are any string; the
 * JSON Schema still lists the ids that never change, for editor completion.
 */
export function overlaySchemaFor<O>(support: OverlaySupport<O>, flavour: SchemaFlavour = {}) {
  const rename = Object.fromEntries(
    Object.entries(support.terms).map(([kind, t]) => {
      let rec = z.record(z.string(), renameValue(t.hasShort));
      rec = rec.meta({
        description: `${t.singular} id → its new name${t.hasShort ? " (or {name, short})" : ""}`,
        ...(t.staticIds ? { propertyNames: { enum: [...t.staticIds] } } : {}),
      });
      return [kind, rec.optional()];
    }),
  );
  const add = Object.fromEntries(
    Object.entries(support.catalogues).map(([name, c]) => [
      name,
      z
        .array(c.entry)
        .max(500)
        .optional()
        .meta({ description: `${c.plural} to add` }),
    ]),
  );
  const remove = Object.fromEntries(
    Object.entries(support.catalogues)
      .filter(([, c]) => c.removable)
      .map(([name, c]) => [
        name,
        z
          .array(text(200))
          .max(500)
          .optional()
          .meta({ description: `names of the base's ${c.plural} to remove` }),
      ]),
  );
  const options =
    flavour.documentOptions && support.optionsSchema
      ? support.optionsSchema
      : z.record(z.string(), z.unknown());
  return z.strictObject({
    $schema: z.string().optional(),
    format: z.literal(OVERLAY_FORMAT).optional().meta({ description: "overlay format version (1)" }),
    base: z.literal(support.base).meta({ description: "the shipped ruleset this one derives from" }),
    id: overlayIdSchema.meta({ description: "the new ruleset's id" }),
    name: text(100),
    version: z
      .string()
      .regex(/^\d+\.\d+\.\d+$/, "a version is MAJOR.MINOR.PATCH, e.g. 1.0.0")
      .optional(),
    description: z.string().max(2000).optional(),
    rename: z.strictObject(rename).optional(),
    options: options.optional().meta({ description: "option values that become the new defaults" }),
    add: z.strictObject(add).optional(),
    remove: z.strictObject(remove).optional(),
  });
}

export type OverlayDocument = {
  $schema?: string | undefined;
  format?: 1 | undefined;
  base: string;
  id: string;
  name: string;
  version?: string | undefined;
  description?: string | undefined;
  rename?: Record<string, Record<string, string | { name: string; short?: string | undefined }> | undefined>;
  options?: Record<string, unknown> | undefined;
  add?: Record<string, unknown[] | undefined>;
  remove?: Record<string, string[] | undefined>;
};

/** The JSON Schema of every overlay a shipped ruleset supports, one branch per base. */
export function overlayJsonSchema(supports: readonly OverlaySupport<unknown>[]): Record<string, unknown> {
  const branches = supports.map((s) => overlaySchemaFor(s, { documentOptions: true }));
  const schema = z.toJSONSchema(z.union(branches as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]]), {
    io: "input",
    // Options schemas carry refinements (a skill must exist…) that JSON Schema cannot say; the
    // overlay validator checks them, so here they are left as plain shapes.
    unrepresentable: "any",
  });
  return {
    $schema: schema.$schema,
    title: "Tabula ruleset overlay",
    description:
      "Derives a new ruleset from a shipped one: renamed terms, new option defaults, added or removed catalogue entries. See docs/overlays.md.",
    ...Object.fromEntries(Object.entries(schema).filter(([k]) => k !== "$schema")),
  };
}
