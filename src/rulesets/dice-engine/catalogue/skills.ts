// The 21 core skills (checklist C.3). A skill is bought once, for SP at creation or XP afterwards
// (DE-SKILL-1); setting modules add more and may add members to these groups (DE-SKILL-2).

import { z } from "zod";
import { idSchema } from "./ids.js";
import { type Prereq, prereqSchema, skill, stat } from "./prereq.js";

export const SKILL_GROUPS = {
  meleeWeapons: "Melee Weapons",
  armour: "Armour",
  vehiclesAndMounts: "Vehicles and Mounts",
  tools: "Tools",
} as const;
export type CoreSkillGroup = keyof typeof SKILL_GROUPS;

/** What using the skill's equipment without the skill means (DE-UNSK-1..3, DE-SKILL-3..13). */
export const unskilledSchema = z.strictObject({
  /** One level of disadvantage and no focus on a roll made with the equipment (DE-UNSK-1/2). */
  disadvantage: z.boolean(),
  /** The item's bonuses are lost and its drawbacks kept (armour PA/EA, a lock pick's rating). */
  losesItemBonus: z.boolean(),
  /**
   * The book names a risk but no number (hurting the patient, damaging the machine): the check
   * result carries this flag for the GM (DE-SKILL-8, 10). "surgery" marks a use the skill alone allows.
   */
  riskFlag: z.enum(["medical", "mechanical", "surgery"]).optional(),
});

export const skillSchema = z.strictObject({
  id: idSchema,
  name: z.string().trim().min(1),
  group: idSchema,
  prerequisites: z.array(prereqSchema).default([]),
  /** XP after creation, the same SP during it. */
  cost: z.number().int().min(0),
  /** The equipment or activity the skill covers, in our words. */
  covers: z.string().min(1),
  unskilled: unskilledSchema,
  /** Armour skills: the armour type they unlock (DE-SKILL-5). */
  armourType: z.enum(["reflex", "vanguard", "fortitude", "fortress", "shield"]).optional(),
});

export type SkillDef = z.output<typeof skillSchema>;

const weapon = { disadvantage: true, losesItemBonus: false };
const armour = { disadvantage: false, losesItemBonus: true };
const tool = { disadvantage: true, losesItemBonus: false };

function s(
  id: string,
  name: string,
  group: CoreSkillGroup,
  cost: number,
  covers: string,
  unskilled: SkillDef["unskilled"],
  prerequisites: Prereq[] = [],
  armourType?: SkillDef["armourType"],
): SkillDef {
  const out: SkillDef = { id, name, group, prerequisites, cost, covers, unskilled };
  if (armourType) out.armourType = armourType;
  return out;
}

export const CORE_SKILLS: readonly SkillDef[] = [
  s(
    "knifeFighting",
    "Knife Fighting",
    "meleeWeapons",
    25,
    "combat knives, throwing knives and daggers",
    weapon,
  ),
  s("swordFighting", "Sword Fighting", "meleeWeapons", 50, "swords, rapiers and katars", weapon),
  s("scytheFighting", "Scythe Fighting", "meleeWeapons", 50, "combat scythes", weapon, [stat("agility", 1)]),
  s("spearFighting", "Spear Fighting", "meleeWeapons", 50, "spears and javelins", weapon),
  s("hammerFighting", "Hammer Fighting", "meleeWeapons", 50, "war hammers", weapon, [stat("strength", 1)]),
  s("axeFighting", "Axe Fighting", "meleeWeapons", 50, "axes and tomahawks", weapon, [stat("strength", 1)]),
  s("shields", "Shields", "armour", 50, "fighting with a shield to good effect", armour, [], "shield"),
  s("reflexArmour", "Reflex Armour", "armour", 50, "Reflex armour, unhindered", armour, [], "reflex"),
  s("vanguardArmour", "Vanguard Armour", "armour", 50, "Vanguard armour, unhindered", armour, [], "vanguard"),
  s(
    "fortitudeArmour",
    "Fortitude Armour",
    "armour",
    50,
    "Fortitude armour, unhindered",
    armour,
    [],
    "fortitude",
  ),
  s("fortressArmour", "Fortress Armour", "armour", 50, "Fortress armour, unhindered", armour, [], "fortress"),
  s("riding", "Riding", "vehiclesAndMounts", 25, "riding animals without disadvantage", tool),
  s(
    "pilotLandCraft",
    "Pilot Land Craft",
    "vehiclesAndMounts",
    25,
    "driving land vehicles without disadvantage",
    tool,
  ),
  s(
    "pilotWaterCraft",
    "Pilot Water Craft",
    "vehiclesAndMounts",
    25,
    "steering water vehicles without disadvantage",
    tool,
  ),
  s("navigation", "Navigation", "tools", 25, "navigation tools", tool),
  s("medic", "Medic", "tools", 75, "medical supplies without risk to anyone; First Aid", {
    disadvantage: true,
    losesItemBonus: false,
    riskFlag: "medical",
  }),
  s(
    "surgeon",
    "Surgeon",
    "tools",
    150,
    "surgical supplies, to attempt surgery",
    { disadvantage: true, losesItemBonus: false, riskFlag: "surgery" },
    [skill("medic")],
  ),
  s("mechanic", "Mechanic", "tools", 50, "basic repairs with mechanical tools without risk", {
    disadvantage: true,
    losesItemBonus: false,
    riskFlag: "mechanical",
  }),
  s("chef", "Chef", "tools", 50, "cooking tools, for food that comes out right every time", tool),
  s("forgery", "Forgery", "tools", 50, "forgery tools; spotting forged documents", tool),
  s("lockPicking", "Lock Picking", "tools", 50, "lock picks and burglary tools, adding the picks' rating", {
    disadvantage: true,
    losesItemBonus: true,
  }),
];
