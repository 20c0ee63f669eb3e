// Armour as typed data (checklist C.22, DE-DV-2/5/8/9, DE-SKILL-5, DE-UNSK-3). Worn armour has a
// type that decides which stats still count towards DV; the matching skill decides whether its PA and
// EA count at all. The type's restrictions apply with or without the skill: an unskilled wearer keeps
// every drawback and loses every benefit (DE-UNSK-3).

import { z } from "zod";
import { fromZod } from "../../../engine/errors.js";
import { idSchema } from "../catalogue/ids.js";
import { refuse, reject, type Verdict } from "./verdict.js";

export const ARMOUR_TYPE_IDS = ["reflex", "vanguard", "fortitude", "fortress"] as const;
export type ArmourTypeId = (typeof ARMOUR_TYPE_IDS)[number];

export interface ArmourTypeDef {
  id: ArmourTypeId;
  name: string;
  /** The skill that unlocks its PA and EA (DE-SKILL-5). */
  skill: string;
  /** DE-DV-8: whether Endurance / Agility still add to DV while wearing it. */
  addsEndurance: boolean;
  addsAgility: boolean;
  /** DE-DV-9: only ceil(PA / 2) counts unless the wearer is in the Fortified stance. */
  halfPaUnlessFortified: boolean;
}

/** C.22: the four armour types. */
export const ARMOUR_TYPES: Readonly<Record<ArmourTypeId, ArmourTypeDef>> = {
  reflex: {
    id: "reflex",
    name: "Reflex",
    skill: "reflexArmour",
    addsEndurance: true,
    addsAgility: true,
    halfPaUnlessFortified: false,
  },
  vanguard: {
    id: "vanguard",
    name: "Vanguard",
    skill: "vanguardArmour",
    addsEndurance: false,
    addsAgility: true,
    halfPaUnlessFortified: false,
  },
  fortitude: {
    id: "fortitude",
    name: "Fortitude",
    skill: "fortitudeArmour",
    addsEndurance: true,
    addsAgility: false,
    halfPaUnlessFortified: false,
  },
  fortress: {
    id: "fortress",
    name: "Fortress",
    skill: "fortressArmour",
    addsEndurance: false,
    addsAgility: false,
    halfPaUnlessFortified: true,
  },
};

/** The skill that lets a held item's armour values count (DE-SKILL-5: shields). */
export const SHIELD_SKILL = "shields";

/** Worn armour (setting data: type, PA, EA). `skill` overrides the type's skill for odd items. */
export const armourSchema = z.strictObject({
  id: idSchema.optional(),
  name: z.string().trim().min(1),
  type: z.enum(ARMOUR_TYPE_IDS),
  /** Physical Armour: added to DV (DE-DV-1). */
  pa: z.number().int().min(0).default(0),
  /** Energy Armour: taken off each damage instance, last (DE-DV-3). */
  ea: z.number().int().min(0).default(0),
  skill: idSchema.optional(),
});
export type Armour = z.output<typeof armourSchema>;
export type ArmourInput = z.input<typeof armourSchema>;

/**
 * A held item with armour values (a shield, DE-DV-5). `skill` is the skill it needs: Shields unless the
 * item says otherwise, or null for an item anyone can use to full effect.
 */
export const heldArmourSchema = z.strictObject({
  id: idSchema.optional(),
  name: z.string().trim().min(1),
  pa: z.number().int().min(0).default(0),
  ea: z.number().int().min(0).default(0),
  skill: idSchema.nullable().default(SHIELD_SKILL),
});
export type HeldArmour = z.output<typeof heldArmourSchema>;
export type HeldArmourInput = z.input<typeof heldArmourSchema>;

/** Parses armour data; throws an EngineError whose path names the field at fault. */
export function parseArmour(raw: unknown): Armour {
  const r = armourSchema.safeParse(raw);
  if (!r.success) throw fromZod(r.error, "armour");
  return r.data;
}

export function parseHeldArmour(raw: unknown): HeldArmour {
  const r = heldArmourSchema.safeParse(raw);
  if (!r.success) throw fromZod(r.error, "held item");
  return r.data;
}

/** The skill a worn armour needs: its own, else its type's. */
export function armourSkill(a: Armour): string {
  return a.skill ?? ARMOUR_TYPES[a.type].skill;
}

/** DE-DV-2, DE-UNSK-3: whether the wearer has what it takes for the armour's PA and EA to count. */
export function hasArmourSkill(a: Armour, skills: readonly string[]): boolean {
  return skills.includes(armourSkill(a));
}

export function hasHeldSkill(h: HeldArmour, skills: readonly string[]): boolean {
  return h.skill === null || skills.includes(h.skill);
}

// ── the Fortified stance (DE-DV-9) ──

/** DE-DV-9: what the Fortified stance costs and does, as data. */
export const FORTIFIED_STANCE = {
  /** Initiative to enter or to leave the stance. */
  toggleCost: 1,
  /** The wearer cannot move while fortified. */
  canMove: false,
  /** Levels of advantage on checks against being moved. */
  advantageAgainstBeingMoved: 1,
  /** Conditions the wearer is resilient to (DE-COND-4). */
  resilientTo: ["prone"] as readonly string[],
} as const;

/** DE-DV-9: entering or leaving the stance; only Fortress armour has one. */
export function toggleFortified(
  armour: Armour | null,
  fortified: boolean,
): Verdict<{ fortified: boolean; cost: number }> {
  if (!fortified && (armour === null || !ARMOUR_TYPES[armour.type].halfPaUnlessFortified)) {
    return refuse("only a wearer of Fortress armour can take the Fortified stance", ["armour", "type"]);
  }
  return { ok: true, fortified: !fortified, cost: FORTIFIED_STANCE.toggleCost };
}

// ── several held items (DE-DV-5) ──

/** DE-DV-5: initiative to change which held item's armour values apply. */
export const HELD_ARMOUR_SWITCH_COST = 1;

/**
 * DE-DV-5: only one held item's armour values apply at a time. The character declares which; a change
 * of declaration costs 1 initiative, keeping the same one costs nothing.
 */
export function declareHeldArmour(
  items: readonly HeldArmour[],
  current: number | null,
  next: number | null,
): Verdict<{ held: HeldArmour | null; index: number | null; cost: number }> {
  if (next !== null && (!Number.isInteger(next) || next < 0 || next >= items.length)) {
    return reject(`no held item at position ${next}`, ["next"]);
  }
  return {
    ok: true,
    held: next === null ? null : items[next]!,
    index: next,
    cost: next === current ? 0 : HELD_ARMOUR_SWITCH_COST,
  };
}
