// What a designer's overlay may change in Objects. The table already adds attributes and skills
// through its options (OBJ-ATTR-3, OBJ-SKILL-3), so added ones become options. The book's own
// attributes and skills cannot be removed (rules name Strength, Dodge, Melee…), only renamed;
// names are shown at the boundaries and accepted in input (the rules keep the ids). The sample
// equipment (OBJ-EQUIP-7..20) is a convenience for naming gear at creation: an overlay may add items
// to it or take samples away.

import { z } from "zod";
import type { OverlaySupport, Term } from "../../engine/facets/overlay.js";
import { attributeCatalog, skillCatalog } from "./character/catalog.js";
import { CORE_ATTRIBUTES } from "./data/attributes.js";
import { SAMPLE_EQUIPMENT_IDS, sampleItem } from "./data/equipment.js";
import { itemSchema } from "./data/item.js";
import { extraAttribute, type ObjOptions, optionsSchema } from "./options/schema.js";

const skillId = z
  .string()
  .regex(/^[a-z][a-zA-Z0-9]*$/, "an id is letters and digits, starting with a lower-case letter");
/** A skill as an overlay adds it (the same fields as the extraSkills option). */
export const addedSkillSchema = z.strictObject({
  id: skillId,
  name: z.string().trim().min(1).max(200),
  covers: z.string().default(""),
});

const nameOf = (e: unknown) => String((e as { name?: unknown }).name ?? "");

export const objectsOverlay: OverlaySupport<ObjOptions> = {
  base: "objects",
  optionsSchema,
  terms: {
    attributes: {
      singular: "attribute",
      plural: "attributes",
      hasShort: true,
      staticIds: CORE_ATTRIBUTES,
      list: (o): Term[] => attributeCatalog(o).map((a) => ({ id: a.id, name: a.name, short: a.short })),
    },
    skills: {
      singular: "skill",
      plural: "skills",
      hasShort: false,
      list: (o): Term[] => skillCatalog(o).map((s) => ({ id: s.id, name: s.name })),
    },
  },
  catalogues: {
    attributes: {
      singular: "attribute",
      plural: "attributes",
      entry: extraAttribute,
      key: nameOf,
      base: (o) => attributeCatalog(o),
      removable: false,
    },
    skills: {
      singular: "skill",
      plural: "skills",
      entry: addedSkillSchema,
      key: nameOf,
      base: (o) => skillCatalog(o),
      removable: false,
    },
    equipment: {
      singular: "item",
      plural: "equipment",
      entry: itemSchema,
      key: nameOf,
      base: () => SAMPLE_EQUIPMENT_IDS.map((id) => sampleItem(id)),
      removable: true,
    },
  },
  options(parts) {
    const o = parts.baseOptions;
    const out: Record<string, unknown> = { ...parts.options };
    const attributes = parts.add.attributes ?? [];
    const skills = parts.add.skills ?? [];
    if (attributes.length > 0) out.extraAttributes = [...o.extraAttributes, ...attributes];
    if (skills.length > 0) out.extraSkills = [...o.extraSkills, ...skills];
    return out;
  },
  input: {
    // A check's pool lists attributes, skills and traits by name; an opposed roll names an entry.
    values: {
      roll: ["attributes", "skills"],
      entry: ["attributes", "skills"],
      attribute: "attributes",
      skill: "skills",
      attributes: "attributes",
      skills: "skills",
    },
    // Creation and the GM's revisions give values by attribute and by skill.
    keys: { attributes: "attributes", skills: "skills" },
    entries: { equipment: { catalogue: "equipment" } },
    purchases: { attribute: "attributes", skill: "skills" },
    // Objects finds a term by id, name or abbreviation, and echoes what it was given in its roll
    // summaries: handing it the base's name lets the boundary show the new one there.
    termsAs: "name",
  },
};
