// What a designer's overlay may change in Lucidity. The attributes' display names are an option
// already (attributeNames); the sheet and the rolls write the three-letter ids (CON, AWA…), which
// the boundary replaces by the new abbreviation, or by the new name when none is given. The book
// lists no gear (LUC-GEAR-1), so an overlay's items are named in creation input. Its 32 traits may
// be taken away (a removed trait can no longer be chosen) and new traits added: like an invented
// trait (LUC-TRAIT-2) an added one has no automatic mechanics, but it comes approved.

import { z } from "zod";
import type { OverlaySupport, Term } from "../../engine/facets/overlay.js";
import { itemSchema } from "./character/schema.js";
import { ATTRIBUTES } from "./data/attributes.js";
import { TRAITS } from "./data/traits.js";
import { type LucidityOptions, optionsSchema } from "./options/schema.js";

/** A trait as an overlay adds it: a name and what it does, in words for the GM. */
export const addedTraitSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  effect: z.string().trim().min(1).max(1000),
});

const nameOf = (e: unknown) => String((e as { name?: unknown }).name ?? "");

export const lucidityOverlay: OverlaySupport<LucidityOptions> = {
  base: "lucidity",
  optionsSchema,
  terms: {
    attributes: {
      singular: "attribute",
      plural: "attributes",
      hasShort: true,
      staticIds: ATTRIBUTES,
      list: (o): Term[] => ATTRIBUTES.map((a) => ({ id: a, name: o.attributeNames[a], short: a })),
    },
  },
  catalogues: {
    traits: {
      singular: "trait",
      plural: "traits",
      entry: addedTraitSchema,
      key: nameOf,
      base: () => TRAITS.map((t) => ({ name: t.name, effect: t.effect })),
      removable: true,
    },
    items: {
      singular: "item",
      plural: "items",
      entry: itemSchema,
      key: nameOf,
      base: () => [],
      removable: true,
    },
  },
  options(parts) {
    const out: Record<string, unknown> = { ...parts.options };
    if (parts.renames.length > 0) {
      const names = { ...((parts.options.attributeNames ?? {}) as Record<string, string>) };
      for (const r of parts.renames) names[r.id] = r.to.name;
      out.attributeNames = names;
    }
    return out;
  },
  input: {
    // Rolls name the attribute they add; creation may list them in priority order.
    values: { attribute: "attributes", priority: "attributes" },
    // The fixed array is placed by attribute.
    keys: { attributes: "attributes" },
    entries: {
      items: { catalogue: "items" },
      traits: {
        catalogue: "traits",
        toInput: (e) => ({ ...(e as object), custom: true, approved: true }),
      },
    },
    purchases: { level: "attributes" },
  },
};
