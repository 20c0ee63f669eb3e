// Plain numbers that follow from the sheet: how long a character can hold their breath
// (OBJ-SKILL-9, OBJ-TRAIT-8) and how far they move in a turn (OBJ-ACT-2).

import { ROLE } from "../data/attributes.js";
import { SKILL } from "../data/skills.js";
import { traitDef } from "../data/traits.js";
import type { ObjOptions } from "../options/schema.js";
import type { ObjCharacter } from "./schema.js";

/** Stamina + Swimming turns; an Aquatic rating is not added. */
export function breathTurns(c: ObjCharacter): number {
  return (c.attributes[ROLE.toughness] ?? 0) + (c.skills[SKILL.swimming] ?? 0);
}

/** Whether the character breathes water rather than air (Aquatic, OBJ-TRAIT-6). */
export function breathesWater(c: ObjCharacter): boolean {
  return c.traits.some((t) => t.approved && traitDef(t.trait)?.breathesWater === true);
}

/** OBJ-ACT-2: three feet per point of DEX, or one metre; the two are not the same distance. */
export function moveAllowance(c: ObjCharacter, o: ObjOptions): { distance: number; unit: "feet" | "metres" } {
  const dex = c.attributes[ROLE.agility] ?? 0;
  return o.movementUnit === "feet" ? { distance: 3 * dex, unit: "feet" } : { distance: dex, unit: "metres" };
}
