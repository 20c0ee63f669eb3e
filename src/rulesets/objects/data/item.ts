// What a piece of equipment is, as plain data (OBJ-EQUIP-1..6): free-text notes, and any of three
// roles — weapon, protection, tool. The special rules of the sample weapons (armour piercing, the
// shotgun against armour, autofire, strength requirements, the sap) are fields, not code paths by name.

import { z } from "zod";

const whole = z.number().int().min(0);
const name = z.string().trim().min(1).max(200);

export const DAMAGE_KINDS = ["lethal", "non-lethal"] as const;
export type DamageKind = (typeof DAMAGE_KINDS)[number];

export const AMMO = ["standard", "armor-piercing"] as const;

export const weaponSchema = z.strictObject({
  mode: z.enum(["melee", "ranged"]),
  /** The Damage rating added to STR (melee) or DEX (ranged) for the damage roll (OBJ-DMG-2, 3). */
  damage: whole,
  kind: z.enum(DAMAGE_KINDS),
  /** Damage without a roll: `strength` deals the wielder's STR (the sap, OBJ-EQUIP-18). */
  fixedDamage: z.enum(["strength"]).nullable().default(null),
  /** A gun that takes ammunition; only firearms can load armour-piercing rounds. */
  firearm: z.boolean().default(false),
  /** False for a gun that cannot take armour-piercing rounds (the shotgun, OBJ-EQUIP-13). */
  armorPiercingAllowed: z.boolean().default(true),
  /** What is loaded (OBJ-EQUIP-9). */
  ammo: z.enum(AMMO).default("standard"),
  /** Rounds it holds when full, and rounds left (only counted with `trackAmmo`, OBJ-EQUIP-7). */
  capacity: whole.nullable().default(null),
  rounds: whole.nullable().default(null),
  /** The target's Armor is multiplied by this (the shotgun doubles it). */
  armorMultiplier: whole.default(1),
  /** The target's Armor counts this much lower, never below 0 (the Buster Sword's 3). */
  armorReduction: whole.default(0),
  /** Strength needed to wield it properly, and the dice lost to hit per missing point. */
  strengthRequired: whole.default(0),
  strengthPenaltyDice: whole.default(2),
  /** Autofire: a hit takes dice (or successes) from the target's Defend roll (the M16, OBJ-EQUIP-15). */
  reducesDefend: z.boolean().default(false),
  /** Tags on the damage it deals (e.g. fire, which Fireproof reduces). */
  tags: z.array(z.string().trim().min(1)).default([]),
});

export const toolSchema = z.strictObject({
  /** The skill whose rolls it helps, with the dice it adds (usually 1 to 3, OBJ-EQUIP-3). */
  skill: z.string().nullable().default(null),
  bonus: z.number().int().default(0),
  /** Parts that must all be present for the bonus (the toolbox and its wrench, OBJ-EQUIP-16). */
  components: z.array(name).default([]),
  missing: z.array(name).default([]),
  /** A trait it grants for a while (the potion, OBJ-EQUIP-4, 17). */
  grants: z
    .strictObject({ trait: z.string(), rating: z.number().int().min(1) })
    .nullable()
    .default(null),
  /** Used up when used. */
  consumable: z.boolean().default(false),
  /** Successes scored when it was made, if anyone recorded them (the potion's other duration). */
  brewerSuccesses: whole.nullable().default(null),
});

export const itemSchema = z.strictObject({
  name,
  /** The sample item it was copied from, if any. */
  catalog: z.string().nullable().default(null),
  notes: z.string().default(""),
  /** Starting gear needs the GM's nod (OBJ-CHAR-13); gear found in play is approved by the GM giving it. */
  approved: z.boolean().default(true),
  /** Usually illegal for civilians to buy (armour-piercing rounds): a flag for the GM. */
  restricted: z.boolean().default(false),
  /** Ammunition of a kind (a box of armour-piercing rounds). */
  ammunition: z.enum(AMMO).nullable().default(null),
  weapon: weaponSchema.nullable().default(null),
  /** The Armor rating of protection, added to STA against damage while worn (OBJ-EQUIP-6). */
  armor: whole.nullable().default(null),
  worn: z.boolean().default(true),
  tool: toolSchema.nullable().default(null),
});

export type Item = z.output<typeof itemSchema>;
export type ItemInput = z.input<typeof itemSchema>;
export type Weapon = z.output<typeof weaponSchema>;

/** OBJ-EQUIP-2: an item's categories follow from the roles it has. */
export function categories(item: Item): ("tool" | "weapon" | "protection" | "ammunition")[] {
  const out: ("tool" | "weapon" | "protection" | "ammunition")[] = [];
  if (item.tool) out.push("tool");
  if (item.weapon) out.push("weapon");
  if (item.armor !== null) out.push("protection");
  if (item.ammunition !== null) out.push("ammunition");
  return out;
}
