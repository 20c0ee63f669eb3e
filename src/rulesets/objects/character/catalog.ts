// The table's catalogues — the book's attributes and skills plus whatever the GM added in the options
// (OBJ-ATTR-3, OBJ-SKILL-3) — and name lookup, so a GM or the command line can write "DEX",
// "Dexterity" or "dexterity", "Fire Breathing" or "fireBreathing".

import { EngineError } from "../../../engine/errors.js";
import { ATTRIBUTES, type AttributeDef } from "../data/attributes.js";
import { SKILLS, type SkillDef } from "../data/skills.js";
import { TRAITS, type TraitKind, traitDef } from "../data/traits.js";
import type { Entry } from "../dice/spec.js";
import type { ObjOptions } from "../options/schema.js";

export function attributeCatalog(o: ObjOptions): AttributeDef[] {
  return [
    ...ATTRIBUTES,
    ...o.extraAttributes.map((a) => ({
      id: a.id,
      name: a.name,
      short: a.short,
      domain: a.domain,
      control: a.control,
      preset: a.preset,
    })),
  ];
}

export function skillCatalog(o: ObjOptions): SkillDef[] {
  return [...SKILLS, ...o.extraSkills];
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

export function resolveAttribute(name: string, o: ObjOptions): string | null {
  const k = squash(name);
  return (
    attributeCatalog(o).find((a) => squash(a.id) === k || squash(a.name) === k || squash(a.short) === k)
      ?.id ?? null
  );
}

export function resolveSkill(name: string, o: ObjOptions): string | null {
  const k = squash(name);
  return skillCatalog(o).find((s) => squash(s.id) === k || squash(s.name) === k)?.id ?? null;
}

/** A trait of the catalogue, or one of the character's own invented traits. */
export function resolveTrait(
  name: string,
  own: readonly { trait: string; label?: string | undefined }[] = [],
) {
  const k = squash(name);
  const catalog = TRAITS.find((t) => squash(t.id) === k || squash(t.name) === k);
  if (catalog) return catalog.id;
  return (
    own.find((t) => squash(t.trait) === k || (t.label !== undefined && squash(t.label) === k))?.trait ?? null
  );
}

export function attributeName(id: string, o: ObjOptions): string {
  return attributeCatalog(o).find((a) => a.id === id)?.name ?? id;
}

export function skillName(id: string, o: ObjOptions): string {
  return skillCatalog(o).find((s) => s.id === id)?.name ?? id;
}

export function traitName(t: { trait: string; label?: string | undefined }): string {
  return t.label ?? traitDef(t.trait)?.name ?? t.trait;
}

export function traitKind(t: { trait: string; kind?: TraitKind | undefined }): TraitKind {
  return traitDef(t.trait)?.kind ?? t.kind ?? "positive";
}

/** One sheet entry named in a roll specification: an attribute, a skill or a trait (OBJ-ROLL-1). */
export function resolveEntry(
  name: string,
  o: ObjOptions,
  own: readonly { trait: string; label?: string | undefined }[],
  path: (string | number)[],
): Entry {
  const attribute = resolveAttribute(name, o);
  if (attribute) return { kind: "attribute", id: attribute, name };
  const skill = resolveSkill(name, o);
  if (skill) return { kind: "skill", id: skill, name };
  const trait = resolveTrait(name, own);
  if (trait) return { kind: "trait", id: trait, name };
  throw new EngineError(
    "invalid",
    `'${name}' is not an attribute, skill or trait of this table (attributes: ${attributeCatalog(o)
      .map((a) => a.short)
      .join(", ")}; skills: ${skillCatalog(o)
      .map((s) => s.name)
      .join(", ")})`,
    path,
  );
}
