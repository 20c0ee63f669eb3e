// Quick NPCs for Lucidity (src/engine/npc.ts): an NPC is its seven attribute modifiers (health
// and energy follow from them, LUC-HP-1, LUC-EN-1), one weapon with its damage die, and its rank
// in the weapon's skill. A level-1 sheet at full health, energy and Lucidity.

import { z } from "zod";
import type { NpcFacet } from "../../engine/npc.js";
import { maxEnergy, maxHealth, maxLucidityOf } from "./character/derive.js";
import type { LucidityCharacter } from "./character/schema.js";
import { ATTRIBUTES, MAX_MODIFIER, MIN_MODIFIER } from "./data/attributes.js";
import { TRAITS } from "./data/traits.js";
import type { LucidityOptions } from "./options/schema.js";

const DAMAGE = ["1d4", "1d6", "1d8", "1d10", "1d12"] as const;
const modifier = z.number().int().min(MIN_MODIFIER).max(MAX_MODIFIER).default(0);

const statblock = z.strictObject({
  ...Object.fromEntries(ATTRIBUTES.map((a) => [a, modifier])),
  weapon: z.string().trim().min(1).max(60).default("Club"),
  damage: z.enum(DAMAGE).default("1d6"),
  skill: z.number().int().min(0).max(5).default(1),
  traits: z
    .array(z.enum(TRAITS.map((t) => t.name) as [string, ...string[]]))
    .max(3)
    .refine((l) => new Set(l).size === l.length, "each trait once")
    .default([]),
});

export const lucidityNpc: NpcFacet<LucidityOptions, LucidityCharacter> = {
  statblock: statblock as z.ZodType<Record<string, unknown>>,
  fields: () => [
    ...ATTRIBUTES.map((a) => ({
      key: a,
      label: a,
      kind: "integer" as const,
      min: MIN_MODIFIER,
      max: MAX_MODIFIER,
      default: 0,
    })),
    { key: "weapon", label: "Weapon", kind: "text", maxLength: 60, default: "Club" },
    {
      key: "damage",
      label: "Damage",
      kind: "choice",
      choices: DAMAGE.map((d) => ({ value: d, label: d })),
      default: "1d6",
    },
    { key: "skill", label: "Weapon skill rank", kind: "integer", min: 0, max: 5, default: 1 },
    {
      key: "traits",
      label: "Traits",
      kind: "multi",
      max: 3,
      default: [],
      choices: TRAITS.map((t) => ({ value: t.name, label: `${t.name}: ${t.effect}` })),
    },
  ],
  build(raw, name, o) {
    const s = statblock.parse(raw) as unknown as Record<string, number> & {
      weapon: string;
      damage: string;
      skill: number;
    };
    const attributes = Object.fromEntries(ATTRIBUTES.map((a) => [a, s[a]!]));
    const skillName = `${s.weapon} fighting`;
    const chosen = (s as unknown as { traits: string[] }).traits;
    const draft = {
      schemaVersion: 1,
      ruleset: "lucidity",
      name,
      npc: true,
      attributes,
      creation: { method: "manual", attributes, rolls: [] },
      // Every sheet has three traits (LUC-TRAIT-1); slots the GM leaves empty get inert ones.
      traits: [0, 1, 2].map((i) =>
        i < chosen.length
          ? { name: chosen[i]!, custom: false, effect: "", approved: true }
          : { name: `No trait ${i + 1}`, custom: true, effect: "none", approved: true },
      ),
      levels: [],
      companionTraits: [],
      level: 1,
      skills: s.skill > 0 ? { [skillName]: s.skill } : {},
      health: 0,
      energy: 0,
      lucidity: 0,
      items: [
        {
          name: s.weapon,
          kind: "weapon",
          damage: s.damage,
          range: "melee",
          ...(s.skill > 0 ? { skill: skillName } : {}),
        },
      ],
      designated: [s.weapon],
    };
    const c = draft as unknown as LucidityCharacter;
    return {
      ...c,
      health: maxHealth(c, o),
      energy: maxEnergy(c, o),
      lucidity: maxLucidityOf({ ...c, level: 1 }),
    };
  },
  health: (c, o) => ({ current: c.health, max: maxHealth(c, o) }),
  example: { STR: 2, DEX: 1, CON: 1, weapon: "Rusty blade", damage: "1d6", skill: 2, traits: ["Impaler"] },
};
