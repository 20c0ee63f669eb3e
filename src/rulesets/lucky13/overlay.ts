// What a designer's overlay may change in Lucky 13. Lucky 13 already keeps display labels for its
// abilities, skills and terms in its options (L13-GEN-2: labels never change an outcome), and its
// skill list and background and impairment catalogues too, so renames and those catalogues become
// options. The book has no weapon or armor list (characters carry their own dice, L13-WPN-1,
// L13-ARM-1); an overlay's weapons and armor are named in creation input instead of dice.

import { z } from "zod";
import {
  type Catalogue,
  type OverlayParts,
  type OverlaySupport,
  squash,
  type Term,
} from "../../engine/facets/overlay.js";
import { ABILITIES, ABILITY_IDS, TERM_DEFAULTS, type TermId } from "./character/data.js";
import { type L13Options, l13OptionsSchema, skillLabel } from "./character/options.js";
import {
  catalogEntrySchema,
  dieSchema,
  idFromName,
  idSchema,
  nonEmpty,
  weaponSchema,
} from "./character/parts.js";

type Named = { name?: unknown; label?: unknown };
const nameOf = (e: unknown) => String((e as Named).name ?? (e as Named).label ?? "");

const namedList = (
  singular: string,
  plural: string,
  base: (o: L13Options) => unknown[],
  entry: z.ZodType = catalogEntrySchema,
): Catalogue<L13Options> => ({ singular, plural, entry, key: nameOf, base, removable: true });

/** A skill as an overlay adds it: a name, and an id made from it unless given. */
export const addedSkillSchema = z.strictObject({ name: nonEmpty, id: idSchema.optional() });
/** Armor as an overlay names it: worn armor is a Defensive die (L13-ARM-1). */
export const armorEntrySchema = z.strictObject({ name: nonEmpty, die: dieSchema });

const skillOf = (e: unknown) => {
  const s = e as { name: string; id?: string };
  return { id: s.id ?? idFromName(s.name), label: s.name };
};

/** The base entries minus the removed ones, plus the added ones turned into the options' shape. */
function edited<T>(
  base: readonly T[],
  parts: OverlayParts<L13Options>,
  catalogue: string,
  key: (e: T) => string,
  convert: (e: unknown) => T,
): T[] {
  const removed = new Set((parts.remove[catalogue] ?? []).map(squash));
  return [...base.filter((e) => !removed.has(squash(key(e)))), ...(parts.add[catalogue] ?? []).map(convert)];
}

const TERM_IDS = Object.keys(TERM_DEFAULTS) as TermId[];

export const lucky13Overlay: OverlaySupport<L13Options> = {
  base: "lucky13",
  optionsSchema: l13OptionsSchema,
  terms: {
    abilities: {
      singular: "ability",
      plural: "abilities",
      hasShort: false,
      staticIds: ABILITY_IDS,
      list: (o): Term[] => ABILITIES.map((a) => ({ id: a.id, name: o.labels.abilities[a.id] })),
    },
    skills: {
      singular: "skill",
      plural: "skills",
      hasShort: false,
      list: (o): Term[] => o.skills.map((s) => ({ id: s.id, name: skillLabel(o, s.id) })),
    },
    terms: {
      singular: "term",
      plural: "terms",
      hasShort: false,
      staticIds: TERM_IDS,
      list: (o): Term[] => TERM_IDS.map((id) => ({ id, name: o.labels.terms[id] })),
    },
  },
  catalogues: {
    skills: namedList("skill", "skills", (o) => o.skills, addedSkillSchema),
    backgrounds: namedList("background", "backgrounds", (o) => o.backgroundCatalog),
    impairments: namedList("impairment", "impairments", (o) => o.impairmentCatalog),
    weapons: namedList("weapon", "weapons", () => [], weaponSchema),
    armor: namedList("armor", "armor", () => [], armorEntrySchema),
  },
  options(parts) {
    const o = parts.baseOptions;
    const out: Record<string, unknown> = { ...parts.options };
    const touched = (c: string) => (parts.add[c]?.length ?? 0) + (parts.remove[c]?.length ?? 0) > 0;
    if (touched("skills")) {
      // An explicit list with the preset kept, so the preset's combat skill stays the combat
      // skill while the list still has it (see resolveSkills in options.ts).
      out.skills = edited(o.skills, parts, "skills", (s) => s.label, skillOf);
      out.skillPreset = o.skillPreset;
    }
    if (touched("backgrounds"))
      out.backgroundCatalog = edited(
        o.backgroundCatalog,
        parts,
        "backgrounds",
        (e) => e.name,
        (e) => e as never,
      );
    if (touched("impairments"))
      out.impairmentCatalog = edited(
        o.impairmentCatalog,
        parts,
        "impairments",
        (e) => e.name,
        (e) => e as never,
      );
    if (parts.renames.length > 0) {
      const given = (parts.options.labels ?? {}) as Record<string, Record<string, unknown> | undefined>;
      const labels: Record<string, Record<string, unknown>> = {
        abilities: { ...(given.abilities ?? {}) },
        skills: { ...(given.skills ?? {}) },
        terms: { ...(given.terms ?? {}) },
      };
      for (const r of parts.renames) labels[r.kind]![r.id] = r.to.name;
      out.labels = { ...given, ...labels };
    }
    return out;
  },
  input: {
    // Every action names abilities and skills under these keys (check, contest sides, initiative).
    values: { ability: "abilities", skill: "skills" },
    // Creation: the array assignment and the player's skill dice are keyed by id.
    keys: { assignment: "abilities", skills: "skills" },
    entries: {
      weapons: { catalogue: "weapons" },
      defenses: { catalogue: "armor" },
      armor: { catalogue: "armor", toInput: (e) => (e as { die: string }).die },
    },
    purchases: { ability: "abilities", skill: "skills", specialization: "skills" },
  },
};
