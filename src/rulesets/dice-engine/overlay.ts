// What a designer's overlay may change in the Dice Engine. The ruleset keeps no display labels in
// its options: every text it writes takes the stat, skill, perk and focus names from its catalogue
// (`statName`, `catalogueFor(o)`), and the designer's boundary (src/designer/display.ts) replaces
// renamed names in everything it hands back, while the input rules below turn new names back into
// ids. The catalogue a table plays with is the core plus the `setting` option (DE-GEN-2), so added
// skills, perks and focuses are written into `setting` and reach the rules like a setting module's.
// The core's own entries cannot be removed: perks, prerequisites and the check builder name them;
// a setting's entries (from the overlay's `options.setting`) can. The ruleset keeps no weapon or
// armour catalogue in its options (a table describes its weapons in each attack), so there are none
// to add to or remove from here.

import { z } from "zod";
import {
  type Catalogue,
  type OverlayParts,
  type OverlaySupport,
  squash,
  type Term,
} from "../../engine/facets/overlay.js";
import { CORE_FOCUSES, focusSchema } from "./catalogue/focuses.js";
import { idSchema } from "./catalogue/ids.js";
import { CORE_PERKS, perkSchema } from "./catalogue/perks.js";
import { prereqSchema } from "./catalogue/prereq.js";
import { type CatalogueOptions, catalogueFor, type SettingModuleInput } from "./catalogue/setting.js";
import { CORE_SKILLS, skillSchema, unskilledSchema } from "./catalogue/skills.js";
import { CORE_STATS } from "./catalogue/stats.js";
import { STATS } from "./check/stats.js";
import { type DiceEngineOptions, diceEngineOptionsObject } from "./options.js";

const name = z.string().trim().min(1).max(100);

/**
 * A skill as an overlay adds it (DE-SKILL-1/2): the setting module's skill with the id made from
 * the name unless given, what it covers defaulting to its name, and a skill whose equipment, used
 * without it, gives disadvantage and no focus unless `unskilled` says otherwise (DE-UNSK-1).
 */
export const addedSkillSchema = skillSchema.extend({
  id: idSchema.optional(),
  name,
  covers: z.string().trim().min(1).optional(),
  unskilled: unskilledSchema.optional(),
  prerequisites: z.array(prereqSchema).optional(),
});

/** A perk as an overlay adds it: the setting module's perk, its id made from the name unless given. */
export const addedPerkSchema = perkSchema.extend({ id: idSchema.optional(), name });

/** A focus as an overlay adds it (DE-FOCUS-*): a name, and what it knows about (its name by default). */
export const addedFocusSchema = focusSchema.extend({
  id: idSchema.optional(),
  name,
  knowledge: z.string().trim().min(1).optional(),
});

/** "Zero-G Manoeuvres" → "zeroGManoeuvres": a catalogue id (camelCase) from a name. */
export function idFromName(text: string): string {
  const words = text.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words
    .map((w, i) =>
      i === 0 ? w.charAt(0).toLowerCase() + w.slice(1) : w.charAt(0).toUpperCase() + w.slice(1),
    )
    .join("");
}

type Entry = { id?: string; name: string } & Record<string, unknown>;

const TO_SETTING = {
  skills: (e: Entry) => ({
    ...e,
    id: e.id ?? idFromName(e.name),
    covers: e.covers ?? e.name,
    unskilled: e.unskilled ?? { disadvantage: true, losesItemBonus: false },
  }),
  perks: (e: Entry) => ({ ...e, id: e.id ?? idFromName(e.name) }),
  focuses: (e: Entry) => ({ ...e, id: e.id ?? idFromName(e.name), knowledge: e.knowledge ?? e.name }),
} as const;

type Kind = keyof typeof TO_SETTING;

const nameOf = (e: unknown) => String((e as { name?: unknown }).name ?? "");

/** Core entries stay (rules name them); a setting's own may be removed. */
function catalogue(
  singular: string,
  plural: string,
  entry: z.ZodType,
  base: (o: DiceEngineOptions) => unknown[],
  core: readonly { name: string }[],
): Catalogue<DiceEngineOptions> {
  return { singular, plural, entry, key: nameOf, base, removable: true, locked: core.map((e) => e.name) };
}

const cat = (o: CatalogueOptions) => catalogueFor(o);

const termsOf =
  (kind: "skills" | "perks" | "focuses") =>
  (o: DiceEngineOptions): Term[] =>
    [...cat(o)[kind].values()].map((e) => ({ id: e.id, name: e.name }));

const touched = (parts: OverlayParts<DiceEngineOptions>, c: string) =>
  (parts.add[c]?.length ?? 0) + (parts.remove[c]?.length ?? 0) > 0;

export const diceEngineOverlay: OverlaySupport<DiceEngineOptions> = {
  base: "dice-engine",
  optionsSchema: diceEngineOptionsObject,
  terms: {
    stats: {
      singular: "stat",
      plural: "stats",
      hasShort: false,
      staticIds: STATS,
      list: (): Term[] => CORE_STATS.map((s) => ({ id: s.id, name: s.name })),
    },
    skills: { singular: "skill", plural: "skills", hasShort: false, list: termsOf("skills") },
    perks: { singular: "perk", plural: "perks", hasShort: false, list: termsOf("perks") },
    focuses: { singular: "focus", plural: "focuses", hasShort: false, list: termsOf("focuses") },
  },
  catalogues: {
    skills: catalogue("skill", "skills", addedSkillSchema, (o) => [...cat(o).skills.values()], CORE_SKILLS),
    perks: catalogue("perk", "perks", addedPerkSchema, (o) => [...cat(o).perks.values()], CORE_PERKS),
    focuses: catalogue(
      "focus",
      "focuses",
      addedFocusSchema,
      (o) => [...cat(o).focuses.values()],
      CORE_FOCUSES,
    ),
  },
  options(parts) {
    const out: Record<string, unknown> = { ...parts.options };
    const kinds = (Object.keys(TO_SETTING) as Kind[]).filter((k) => touched(parts, k));
    if (kinds.length === 0) return out;
    // The setting as the overlay's options give it (raw: the base parses it afterwards), with its
    // removed entries taken out and the added ones written in.
    const given = (parts.options.setting ?? {}) as SettingModuleInput & Record<string, unknown>;
    const setting: Record<string, unknown> = { ...given };
    for (const k of kinds) {
      const removed = new Set((parts.remove[k] ?? []).map(squash));
      const own = ((given[k] ?? []) as Entry[]).filter((e) => !removed.has(squash(nameOf(e))));
      setting[k] = [...own, ...(parts.add[k] ?? []).map((e) => TO_SETTING[k](e as Entry))];
    }
    out.setting = setting;
    return out;
  },
  input: {
    // A roller names its stat (check, contest sides, extended rolls); the equipment's skill, the
    // GM's focus and the active stance perk are names or ids (bridge.ts looks them up).
    values: { stat: "stats", skill: "skills", focus: "focuses", stance: "perks", perk: "perks" },
    // Creation gives target values by stat.
    keys: { stats: "stats" },
    // `character advance`: stat:agility:3, proficiency:agility, perk:quickStep, focus:stealth:2…
    purchases: {
      stat: "stats",
      proficiency: "stats",
      expertise: "stats",
      perk: "perks",
      "buy-off": "perks",
      buyoff: "perks",
      skill: "skills",
      focus: "focuses",
    },
  },
};
