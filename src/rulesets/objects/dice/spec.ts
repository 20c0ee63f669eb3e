// The roll specification the GM gives (OBJ-ROLL-1, 17): which sheet entries make the pool. Exactly four
// shapes are allowed — two attributes; an attribute and a skill; an attribute and a trait; an
// attribute, a skill and a trait. Anything else is refused with the problem named.

import { EngineError } from "../../../engine/errors.js";

export type EntryKind = "attribute" | "skill" | "trait";

export interface Entry {
  kind: EntryKind;
  id: string;
  /** How the GM wrote it, for messages. */
  name: string;
}

export type RollForm = "attribute" | "skill" | "trait" | "skill-and-trait";

export interface Classified {
  form: RollForm;
  attributes: string[];
  skill: string | null;
  trait: string | null;
}

function refuse(message: string): never {
  throw new EngineError("invalid", `roll specification: ${message}`, ["roll"]);
}

export function classify(entries: readonly Entry[]): Classified {
  const of = (k: EntryKind) => entries.filter((e) => e.kind === k);
  const attributes = of("attribute");
  const skills = of("skill");
  const traits = of("trait");
  const names = (list: Entry[]) => list.map((e) => e.name).join(" and ");
  if (skills.length > 1) refuse(`two skills (${names(skills)}): a roll uses at most one skill`);
  if (traits.length > 1) refuse(`two traits (${names(traits)}): a roll uses at most one trait`);
  if (attributes.length === 0) refuse("no attribute: every roll starts from an attribute");
  if (new Set(attributes.map((a) => a.id)).size < attributes.length)
    refuse(`the same attribute twice (${attributes[0]!.name}): an attribute roll pairs two different ones`);
  if (attributes.length > 2) refuse(`${attributes.length} attributes: an attribute roll pairs exactly two`);
  const skill = skills[0]?.id ?? null;
  const trait = traits[0]?.id ?? null;
  if (attributes.length === 2) {
    if (skill !== null || trait !== null)
      refuse(
        "two attributes with a skill or trait: use one attribute with a skill or trait, or two attributes alone",
      );
    return { form: "attribute", attributes: attributes.map((a) => a.id), skill, trait };
  }
  if (skill === null && trait === null)
    refuse(`${attributes[0]!.name} alone: add a second attribute, a skill or a trait`);
  const form: RollForm =
    skill !== null && trait !== null ? "skill-and-trait" : skill !== null ? "skill" : "trait";
  return { form, attributes: [attributes[0]!.id], skill, trait };
}
