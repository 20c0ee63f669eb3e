// Quick NPCs for Objects (src/engine/npc.ts): an NPC is its attributes (Stamina sets its health,
// OBJ-STAT-2), its three fighting skills, an armour rating and weapons from the equipment catalogue.
// It is built straight as a sheet, not through a creation method: a GM's thug need not fit a
// player's creation budget (the book's NPCs are the GM's to set).

import { z } from "zod";
import type { NpcFacet } from "../../engine/npc.js";
import { attributeCatalog, skillName } from "./character/catalog.js";
import { currentHealth, maxHealth } from "./character/health.js";
import type { ObjCharacter } from "./character/schema.js";
import { SAMPLE_EQUIPMENT_IDS, sampleItem } from "./data/equipment.js";
import { itemSchema } from "./data/item.js";
import type { ObjOptions } from "./options/schema.js";

const ATTRS = ["strength", "dexterity", "stamina", "intelligence", "wisdom", "charisma"] as const;
const FIGHTING = ["melee", "ranged", "dodge"] as const;
/** Catalogue entries that are weapons, the only equipment a quick NPC's form offers. */
const WEAPONS = SAMPLE_EQUIPMENT_IDS.filter((id) => sampleItem(id).weapon !== null);

const statblock = z.strictObject({
  ...Object.fromEntries(ATTRS.map((a) => [a, z.number().int().min(1).max(10).default(2)])),
  ...Object.fromEntries(FIGHTING.map((s) => [s, z.number().int().min(0).max(10).default(1)])),
  armor: z.number().int().min(0).max(10).default(0),
  weapons: z
    .array(z.enum(WEAPONS as [string, ...string[]]))
    .max(4)
    .default([]),
});

export const objectsNpc: NpcFacet<ObjOptions, ObjCharacter> = {
  statblock: statblock as z.ZodType<Record<string, unknown>>,
  fields(o) {
    const names = new Map(attributeCatalog(o).map((a) => [a.id, a.name]));
    return [
      ...ATTRS.map((a) => ({
        key: a,
        label: names.get(a) ?? a,
        kind: "integer" as const,
        min: 1,
        max: 10,
        default: 2,
      })),
      ...FIGHTING.map((s) => ({
        key: s,
        label: skillName(s, o),
        kind: "integer" as const,
        min: 0,
        max: 10,
        default: 1,
      })),
      { key: "armor", label: "Armor", kind: "integer", min: 0, max: 10, default: 0 },
      {
        key: "weapons",
        label: "Weapons",
        kind: "multi",
        max: 4,
        default: [],
        choices: WEAPONS.map((id) => ({ value: id, label: sampleItem(id).name })),
      },
    ];
  },
  build(raw, name) {
    const s = statblock.parse(raw) as Record<string, unknown>;
    const n = (k: string) => s[k] as number;
    const attributes = Object.fromEntries(ATTRS.map((a) => [a, n(a)]));
    const skills = Object.fromEntries(FIGHTING.filter((k) => n(k) > 0).map((k) => [k, n(k)]));
    const equipment = (s.weapons as string[]).map((id) => sampleItem(id));
    if (n("armor") > 0)
      equipment.push(itemSchema.parse({ name: "Armor", notes: `Armor ${n("armor")}.`, armor: n("armor") }));
    return {
      schemaVersion: 1,
      ruleset: "objects",
      name,
      npc: true,
      concept: { text: "", approval: "approved" },
      attributes,
      skills,
      equipment,
      creation: { method: "assigned", attributePoints: ATTRS.reduce((sum, a) => sum + n(a), 0), rolls: [] },
    } as unknown as ObjCharacter;
  },
  health: (c) => ({ current: currentHealth(c), max: maxHealth(c) }),
  example: { strength: 3, stamina: 3, melee: 2, dodge: 1, armor: 1, weapons: ["dagger"] },
};
