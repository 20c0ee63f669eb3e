// The setting module (DE-GEN-2) and the catalogue a table plays with: the core entries plus what a
// setting adds (races, skills, perks, focuses). A setting is plain JSON validated by a schema; every
// id it adds must be new, and every id its prerequisites name must exist, so a typo is reported
// where it is written rather than as a perk nobody can ever buy.

import { z } from "zod";
import type { Issue } from "../../../engine/errors.js";
import type { Stat } from "../check/stats.js";
import { CORE_FOCUSES, type FocusDef, focusSchema } from "./focuses.js";
import { idSchema, nameKey } from "./ids.js";
import { CORE_PERKS, PERK_CATEGORIES, type PerkDef, perkSchema } from "./perks.js";
import type { Prereq, PrereqNames } from "./prereq.js";
import { RACELESS_ID, type RaceDef, racelessRace, raceSchema } from "./races.js";
import { CORE_SKILLS, SKILL_GROUPS, type SkillDef, skillSchema } from "./skills.js";
import { CORE_STATS, type StatDef, statName } from "./stats.js";

export const settingModuleSchema = z.strictObject({
  id: idSchema.default("core"),
  name: z.string().default("Core rules only"),
  races: z.array(raceSchema).default([]),
  skills: z.array(skillSchema).default([]),
  /** New skill groups (id → name); a setting skill may also join a core group (DE-SKILL-2). */
  skillGroups: z.record(idSchema, z.string().min(1)).default({}),
  perks: z.array(perkSchema).default([]),
  perkCategories: z.record(idSchema, z.string().min(1)).default({}),
  focuses: z.array(focusSchema).default([]),
});

export type SettingModule = z.output<typeof settingModuleSchema>;
export type SettingModuleInput = z.input<typeof settingModuleSchema>;

export interface Catalogue {
  setting: { id: string; name: string };
  stats: readonly StatDef[];
  races: ReadonlyMap<string, RaceDef>;
  perks: ReadonlyMap<string, PerkDef>;
  skills: ReadonlyMap<string, SkillDef>;
  focuses: ReadonlyMap<string, FocusDef>;
  skillGroups: Readonly<Record<string, string>>;
  perkCategories: Readonly<Record<string, string>>;
  /** Names and group lookups for prerequisite text and evaluation. */
  names: PrereqNames;
}

/** The options a catalogue reads (a subset of the character options). */
export interface CatalogueOptions {
  racelessBaseStun: number;
  racelessBaseSpeed: number | null;
  setting: SettingModule;
}

function prereqRefs(p: Prereq, out: { perks: string[]; skills: string[]; groups: string[] }): void {
  if (p.kind === "perk" || p.kind === "notPerk") out.perks.push(p.perk);
  else if (p.kind === "skill") out.skills.push(p.skill);
  else if (p.kind === "skillInGroup") out.groups.push(p.group);
  else if (p.kind === "anyOf") for (const q of p.of) prereqRefs(q, out);
}

/** Everything wrong with a setting module (duplicate ids, dangling references), with paths. */
export function settingIssues(s: SettingModule): Issue[] {
  const issues: Issue[] = [];
  const at = (path: (string | number)[], message: string): void => {
    issues.push({ path, message, code: "custom" });
  };
  const perks = new Set(CORE_PERKS.map((p) => p.id));
  const skills = new Set(CORE_SKILLS.map((k) => k.id));
  const focuses = new Set(CORE_FOCUSES.map((f) => f.id));
  const races = new Set([RACELESS_ID]);
  const groups = new Set([...Object.keys(SKILL_GROUPS), ...Object.keys(s.skillGroups)]);
  const categories = new Set([...Object.keys(PERK_CATEGORIES), ...Object.keys(s.perkCategories)]);
  const fresh = (set: Set<string>, id: string, path: (string | number)[], what: string) => {
    if (set.has(id)) at(path, `${what} "${id}" already exists; pick another id`);
    set.add(id);
  };
  for (const [i, r] of s.races.entries()) fresh(races, r.id, ["races", i, "id"], "race");
  for (const [i, k] of s.skills.entries()) fresh(skills, k.id, ["skills", i, "id"], "skill");
  for (const [i, p] of s.perks.entries()) fresh(perks, p.id, ["perks", i, "id"], "perk");
  for (const [i, f] of s.focuses.entries()) fresh(focuses, f.id, ["focuses", i, "id"], "focus");
  for (const [i, k] of s.skills.entries())
    if (!groups.has(k.group))
      at(["skills", i, "group"], `unknown skill group "${k.group}" (declare it in skillGroups)`);
  for (const [i, p] of s.perks.entries())
    if (!categories.has(p.category))
      at(["perks", i, "category"], `unknown perk category "${p.category}" (declare it in perkCategories)`);
  const checkRefs = (list: readonly Prereq[], path: (string | number)[]) => {
    const refs = { perks: [] as string[], skills: [] as string[], groups: [] as string[] };
    for (const p of list) prereqRefs(p, refs);
    for (const id of refs.perks) if (!perks.has(id)) at(path, `prerequisite names unknown perk "${id}"`);
    for (const id of refs.skills) if (!skills.has(id)) at(path, `prerequisite names unknown skill "${id}"`);
    for (const id of refs.groups)
      if (!groups.has(id)) at(path, `prerequisite names unknown skill group "${id}"`);
  };
  for (const [i, p] of s.perks.entries()) checkRefs(p.prerequisites, ["perks", i, "prerequisites"]);
  for (const [i, k] of s.skills.entries()) checkRefs(k.prerequisites, ["skills", i, "prerequisites"]);
  for (const [i, r] of s.races.entries())
    for (const [j, ip] of r.innatePerks.entries())
      if (!perks.has(ip.perk)) at(["races", i, "innatePerks", j, "perk"], `unknown perk "${ip.perk}"`);
  return issues;
}

const cache = new WeakMap<object, Map<string, Catalogue>>();

/**
 * The catalogue for a table's options: core entries plus the setting's. The setting is assumed
 * valid (the options schema checks it with `settingIssues`). Memoised per setting object.
 */
export function catalogueFor(o: CatalogueOptions): Catalogue {
  const key = `${o.racelessBaseStun}|${o.racelessBaseSpeed}`;
  let byKey = cache.get(o.setting);
  const hit = byKey?.get(key);
  if (hit) return hit;
  const s = o.setting;
  const skills = new Map<string, SkillDef>([...CORE_SKILLS, ...s.skills].map((k) => [k.id, k]));
  const perks = new Map<string, PerkDef>([...CORE_PERKS, ...s.perks].map((p) => [p.id, p]));
  const focuses = new Map<string, FocusDef>([...CORE_FOCUSES, ...s.focuses].map((f) => [f.id, f]));
  const races = new Map<string, RaceDef>([
    [RACELESS_ID, racelessRace(o)],
    ...s.races.map((r): [string, RaceDef] => [r.id, r]),
  ]);
  const skillGroups = { ...SKILL_GROUPS, ...s.skillGroups };
  const perkCategories = { ...PERK_CATEGORIES, ...s.perkCategories };
  const names: PrereqNames = {
    perk: (id) => perks.get(id)?.name ?? id,
    skill: (id) => skills.get(id)?.name ?? id,
    stat: (id: Stat) => statName(id),
    group: (id) => (skillGroups as Record<string, string>)[id]?.toLowerCase() ?? id,
    skillsInGroup: (g) => [...skills.values()].filter((k) => k.group === g).map((k) => k.id),
  };
  const cat: Catalogue = {
    setting: { id: s.id, name: s.name },
    stats: CORE_STATS,
    races,
    perks,
    skills,
    focuses,
    skillGroups,
    perkCategories,
    names,
  };
  if (!byKey) {
    byKey = new Map();
    cache.set(o.setting, byKey);
  }
  byKey.set(key, cat);
  return cat;
}

/** DE-PERK-8: the book's other names for skills in prerequisites ("Spears skill" …). */
const SKILL_ALIASES: Readonly<Record<string, string>> = {
  spears: "spearFighting",
  scythes: "scytheFighting",
  hammer: "hammerFighting",
  hammers: "hammerFighting",
  axe: "axeFighting",
  shield: "shields",
  knife: "knifeFighting",
};

function find<T extends { id: string; name: string }>(map: ReadonlyMap<string, T>, text: string): T | null {
  const direct = map.get(text);
  if (direct) return direct;
  const key = nameKey(text);
  for (const v of map.values()) if (nameKey(v.id) === key || nameKey(v.name) === key) return v;
  return null;
}

export function findPerk(cat: Catalogue, text: string): PerkDef | null {
  return find(cat.perks, text);
}

export function findSkill(cat: Catalogue, text: string): SkillDef | null {
  const hit = find(cat.skills, text);
  if (hit) return hit;
  const key = nameKey(text).replace(/skill$/, "");
  const alias = SKILL_ALIASES[key];
  return find(cat.skills, alias ?? key);
}

export function findFocus(cat: Catalogue, text: string): FocusDef | null {
  return find(cat.focuses, text);
}

export function findRace(cat: Catalogue, text: string): RaceDef | null {
  return find(cat.races, text);
}
