// Prerequisites as typed predicates (DE-PERK-4, DE-PERK-7, DE-PERK-8, DE-SKILL-4, DE-PROF-2). A
// prerequisite is plain data — so a setting module can write one in JSON — and `unmetPrereqs`
// evaluates it against a character; `describePrereq` gives the text a person reads.

import { z } from "zod";
import { STATS, type Stat } from "../check/stats.js";
import { idSchema, RACE_TRAIT_NAMES, RACE_TRAITS, type RaceTrait } from "./ids.js";

export type Prereq =
  /** "Agility 2 or higher" = stat ≥ min. */
  | { kind: "stat"; stat: Stat; min: number }
  | { kind: "skill"; skill: string }
  /** "One melee weapon skill": any skill of the group, setting additions included. */
  | { kind: "skillInGroup"; group: string }
  /** "Quick Step II" = rank 2; "Martial Arts (Level 2 or higher)". */
  | { kind: "perk"; perk: string; minRank: number }
  /** "Not Slow": enforced both ways (DE-PERK-7). */
  | { kind: "notPerk"; perk: string }
  | { kind: "trait"; trait: RaceTrait }
  | { kind: "proficiency"; stat: Stat }
  | { kind: "anyOf"; of: Prereq[] };

export const prereqSchema: z.ZodType<Prereq> = z.lazy(() =>
  z.discriminatedUnion("kind", [
    z.strictObject({ kind: z.literal("stat"), stat: z.enum(STATS), min: z.number().int() }),
    z.strictObject({ kind: z.literal("skill"), skill: idSchema }),
    z.strictObject({ kind: z.literal("skillInGroup"), group: idSchema }),
    z.strictObject({ kind: z.literal("perk"), perk: idSchema, minRank: z.number().int().min(1) }),
    z.strictObject({ kind: z.literal("notPerk"), perk: idSchema }),
    z.strictObject({ kind: z.literal("trait"), trait: z.enum(RACE_TRAITS) }),
    z.strictObject({ kind: z.literal("proficiency"), stat: z.enum(STATS) }),
    z.strictObject({ kind: z.literal("anyOf"), of: z.array(prereqSchema).min(1) }),
  ]),
);

/** What a prerequisite is checked against: a plain view of the character. */
export interface PrereqSubject {
  stats: Readonly<Record<Stat, number>>;
  skills: readonly string[];
  /** Rank of every perk held (absent = not held). */
  perkRanks: Readonly<Record<string, number>>;
  traits: readonly RaceTrait[];
  /** Stats with Proficiency (or Expertise). */
  proficient: readonly Stat[];
}

/** Names for the text; lookups of the catalogue the prerequisite lives in. */
export interface PrereqNames {
  perk(id: string): string;
  skill(id: string): string;
  stat(id: Stat): string;
  group(id: string): string;
  /** Skill ids in a group (core and setting). */
  skillsInGroup(group: string): readonly string[];
}

export function prereqHolds(p: Prereq, s: PrereqSubject, names: PrereqNames): boolean {
  switch (p.kind) {
    case "stat":
      return s.stats[p.stat] >= p.min;
    case "skill":
      return s.skills.includes(p.skill);
    case "skillInGroup":
      return names.skillsInGroup(p.group).some((id) => s.skills.includes(id));
    case "perk":
      return (s.perkRanks[p.perk] ?? 0) >= p.minRank;
    case "notPerk":
      return (s.perkRanks[p.perk] ?? 0) === 0;
    case "trait":
      return s.traits.includes(p.trait);
    case "proficiency":
      return s.proficient.includes(p.stat);
    case "anyOf":
      return p.of.some((q) => prereqHolds(q, s, names));
  }
}

/** DE-PERK-4: every listed prerequisite must hold; returns the ones that do not. */
export function unmetPrereqs(list: readonly Prereq[], s: PrereqSubject, names: PrereqNames): Prereq[] {
  return list.filter((p) => !prereqHolds(p, s, names));
}

const ROMAN = ["", "I", "II", "III", "IV", "V"];

export function describePrereq(p: Prereq, names: PrereqNames): string {
  switch (p.kind) {
    case "stat":
      return `${names.stat(p.stat)} ${p.min} or higher`;
    case "skill":
      return names.skill(p.skill);
    case "skillInGroup":
      return `one ${names.group(p.group)} skill`;
    case "perk":
      return p.minRank <= 1
        ? names.perk(p.perk)
        : `${names.perk(p.perk)} ${ROMAN[p.minRank] ?? `rank ${p.minRank}`}`;
    case "notPerk":
      return `not ${names.perk(p.perk)}`;
    case "trait":
      return RACE_TRAIT_NAMES[p.trait];
    case "proficiency":
      return `Proficiency in ${names.stat(p.stat)}`;
    case "anyOf":
      return p.of.map((q) => describePrereq(q, names)).join(" or ");
  }
}

export function describePrereqs(list: readonly Prereq[], names: PrereqNames): string {
  return list.length === 0 ? "none" : list.map((p) => describePrereq(p, names)).join(", ");
}

// Short constructors for the catalogue tables.
export const stat = (s: Stat, min: number): Prereq => ({ kind: "stat", stat: s, min });
export const skill = (id: string): Prereq => ({ kind: "skill", skill: id });
export const perk = (id: string, minRank = 1): Prereq => ({ kind: "perk", perk: id, minRank });
export const notPerk = (id: string): Prereq => ({ kind: "notPerk", perk: id });
export const trait = (t: RaceTrait): Prereq => ({ kind: "trait", trait: t });
export const meleeSkill: Prereq = { kind: "skillInGroup", group: "meleeWeapons" };
