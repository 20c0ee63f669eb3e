// Everything a sheet derives from the file and the options (the "Derived values" table): maximum
// Lucidity, Health and Energy, Defense, item slots, designated items, Protection, and who can act.

import type { Attr } from "../data/attributes.js";
import { ARROWS_PER_SLOT, COINS_PER_SLOT } from "../data/gear.js";
import type { LucidityOptions } from "../options/schema.js";
import { grownMaximum, incrementalMaximum, levelFromXp, xpForNext } from "../rules/levels.js";
import { maxLucidity } from "../rules/lucidity.js";
import { designatedLimit, itemSlots, stackSlots } from "../rules/slots.js";
import type { Item, LucidityCharacter } from "./schema.js";
import { hasTrait, healthyLivingBonus } from "./traits.js";

/** LUC-LUC-3: player characters have Lucidity; NPCs only with npcsUseLucidity. */
export function hasLucidity(c: LucidityCharacter, o: LucidityOptions): boolean {
  return !c.npc || o.npcsUseLucidity;
}

function grown(c: LucidityCharacter, a: Attr, o: LucidityOptions): number {
  if (o.healthGrowth === "incremental") {
    return incrementalMaximum(
      c.creation.attributes[a],
      c.levels.map((l) => l.attributes[a]),
    );
  }
  return grownMaximum(c.level, c.attributes[a]);
}

/** LUC-HP-1, 2, LUC-TRAIT-17 (Willful), LUC-TRAIT-25 (Healthy Living). */
export function maxHealth(c: LucidityCharacter, o: LucidityOptions): number {
  return grown(c, hasTrait(c, "Willful") ? "WIL" : "CON", o) + healthyLivingBonus(c, o);
}

/** LUC-EN-1, 2 */
export function maxEnergy(c: LucidityCharacter, o: LucidityOptions): number {
  return grown(c, "WIL", o);
}

export function maxLucidityOf(c: LucidityCharacter): number {
  return maxLucidity(c.level);
}

/** LUC-ATTR-4, LUC-TRAIT-9: base + the listed attributes; Precognition reads KNO where DEX is listed. */
export function defenseOf(c: LucidityCharacter, o: LucidityOptions): number {
  const precog = hasTrait(c, "Precognition");
  return o.defenseAttributes.reduce(
    (s, a) => s + c.attributes[precog && a === "DEX" ? "KNO" : a],
    o.defenseBase,
  );
}

export function needsTwoHands(i: Item): boolean {
  return i.twoHanded ?? i.size !== "one-handed";
}

/** LUC-SLOT-2..5: slots one item entry takes. */
export function slotsOfItem(i: Item, o: LucidityOptions): number {
  if (i.slots !== undefined) return i.slots;
  if (i.kind === "arrows") return stackSlots(i.quantity, ARROWS_PER_SLOT, o.partialStacks);
  if (i.bundle) return 1;
  return (needsTwoHands(i) ? 2 : 1) * i.quantity;
}

export function slotsUsed(c: LucidityCharacter, o: LucidityOptions): number {
  return (
    c.items.reduce((s, i) => s + slotsOfItem(i, o), 0) + stackSlots(c.gold, COINS_PER_SLOT, o.partialStacks)
  );
}

/** LUC-SLOT-1, LUC-TRAIT-6 */
export function capacityOf(c: LucidityCharacter): number {
  return itemSlots(c.attributes.STR, hasTrait(c, "Hunk") ? { level: c.level, con: c.attributes.CON } : null);
}

export function designatedLimitOf(c: LucidityCharacter): number {
  return designatedLimit(c.attributes.DEX, hasTrait(c, "Organized"));
}

export interface ProtectionParts {
  armor: number;
  shield: number;
  weapon: number;
}

export function isShield(i: Item): boolean {
  return i.kind === "shield" || i.shield;
}

/** Protection from worn armour, and from designated shields and weapons (what Defender shares). */
export function protectionParts(c: LucidityCharacter): ProtectionParts {
  const designated = new Set(c.designated);
  let armor = 0;
  let shield = 0;
  let weapon = 0;
  for (const i of c.items) {
    if (i.protection === 0) continue;
    if (i.kind === "armor") {
      if (i.worn) armor += i.protection;
    } else if (designated.has(i.name)) {
      if (isShield(i)) shield += i.protection;
      else weapon += i.protection;
    }
  }
  return { armor, shield, weapon };
}

/** LUC-TRAIT-28 */
export function welcomeAtBusinesses(c: LucidityCharacter): boolean {
  return hasTrait(c, "Businessman") && c.gold >= 100;
}

/** LUC-ZERO-2, 9, LUC-ZERO-1 (NPCs): who may take turns and roll. */
export function canAct(c: LucidityCharacter, o: LucidityOptions): boolean {
  if (c.status === "dead") return false;
  if (c.effects.pending?.kind === "final-turn") return true;
  if (c.status === "unconscious") return false;
  if (!hasLucidity(c, o) && c.health === 0) return false;
  return true;
}

export interface Derived {
  level: number;
  xp: number;
  /** Levels XP allows that have not been taken yet. */
  pendingLevels: number;
  xpForNext: number | null;
  hasLucidity: boolean;
  maxLucidity: number;
  maxHealth: number;
  maxEnergy: number;
  defense: number;
  itemSlots: number;
  slotsUsed: number;
  overCapacity: boolean;
  designatedLimit: number;
  protection: ProtectionParts & { total: number };
  welcomeAtBusinesses: boolean;
  status: LucidityCharacter["status"];
  canAct: boolean;
}

export function derive(c: LucidityCharacter, o: LucidityOptions): Derived {
  const p = protectionParts(c);
  const used = slotsUsed(c, o);
  const cap = capacityOf(c);
  return {
    level: c.level,
    xp: c.xp,
    pendingLevels: Math.max(0, levelFromXp(c.xp, o.levelCap) - c.level),
    xpForNext: xpForNext(c.level, o.levelCap),
    hasLucidity: hasLucidity(c, o),
    maxLucidity: maxLucidityOf(c),
    maxHealth: maxHealth(c, o),
    maxEnergy: maxEnergy(c, o),
    defense: defenseOf(c, o),
    itemSlots: cap,
    slotsUsed: used,
    overCapacity: used > cap,
    designatedLimit: designatedLimitOf(c),
    protection: { ...p, total: p.armor + p.shield + p.weapon },
    welcomeAtBusinesses: welcomeAtBusinesses(c),
    status: c.status,
    canAct: canAct(c, o),
  };
}
