// Defence Value (checklist §23, DE-UNSK-3). One function works out all three DV types at once, since
// the sheet shows all three (DE-DV-10) and they share every term; a second one picks the value a
// particular attack meets (armour piercing, cover).

import {
  ARMOUR_TYPES,
  type Armour,
  type ArmourTypeId,
  type HeldArmour,
  hasArmourSkill,
  hasHeldSkill,
} from "./armour.js";

export const DV_BASE = 5;
/** C.22: the three DV types (the same ids the perk catalogue uses for DV bonuses). */
export const DV_TYPE_IDS = ["normal", "touch", "surprised"] as const;
export type DvType = (typeof DV_TYPE_IDS)[number];

/** A bonus or penalty to the DV types it names (DE-DV-12): stances, Second Blade, Martial Stance… */
export interface DvModifier {
  source: string;
  amount: number;
  dvTypes: readonly DvType[];
}

/** What DV reads from a character. The glue fills it from the character file and its perks. */
export interface DefenceInput {
  endurance: number;
  agility: number;
  /** Skill ids the character owns (armour skills: DE-SKILL-5). */
  skills: readonly string[];
  armour: Armour | null;
  /** The one held item whose armour values are declared in use (DE-DV-5), if any. */
  held: HeldArmour | null;
  /** DE-DV-9: in the Fortified stance (Fortress armour only). */
  fortified: boolean;
  modifiers?: readonly DvModifier[];
}

export interface ArmourValues {
  worn: number;
  held: number;
  total: number;
}

export interface Defence {
  normal: number;
  touch: number;
  surprised: number;
  /** PA as it counts towards DV (after the skill and Fortress rules). */
  pa: ArmourValues;
  /** EA as it counts against damage (DE-DV-3). */
  ea: ArmourValues;
  armourType: ArmourTypeId | null;
  addsEndurance: boolean;
  addsAgility: boolean;
  /** DE-UNSK-3: worn / held armour worn without its skill (no PA, no EA, drawbacks kept). */
  unskilled: { armour: boolean; held: boolean };
  /** DE-DV-12: the modifier total each DV type received. */
  modifierTotals: Record<DvType, number>;
}

/**
 * DE-DV-1, 2, 5, 8, 9, 10, 11, 12, DE-UNSK-3: Normal, Touch and Surprised DV, PA and EA.
 *
 * The armour type's omissions are taken from the armour whether or not the wearer has the skill,
 * because the skill only unlocks the armour's bonuses (DE-UNSK-3). They apply to all three DV types
 * (DE-DV-11): Touch drops PA, Surprised drops a positive Agility, and a stat the armour already
 * omits cannot be dropped twice.
 */
export function computeDefence(input: DefenceInput): Defence {
  const type = input.armour ? ARMOUR_TYPES[input.armour.type] : null;
  const addsEndurance = type?.addsEndurance ?? true;
  const addsAgility = type?.addsAgility ?? true;

  const armourSkilled = input.armour !== null && hasArmourSkill(input.armour, input.skills);
  const heldSkilled = input.held !== null && hasHeldSkill(input.held, input.skills);

  let wornPa = 0;
  let wornEa = 0;
  if (input.armour && armourSkilled) {
    // DE-DV-9: Fortress armour gives half its PA (rounded up, DE-ROUND-1) outside the stance.
    wornPa =
      type!.halfPaUnlessFortified && !input.fortified ? Math.ceil(input.armour.pa / 2) : input.armour.pa;
    wornEa = input.armour.ea;
  }
  // DE-DV-5: a held item's values add to the worn armour's (the Fortress halving is the armour's own).
  const heldPa = input.held && heldSkilled ? input.held.pa : 0;
  const heldEa = input.held && heldSkilled ? input.held.ea : 0;
  const pa = { worn: wornPa, held: heldPa, total: wornPa + heldPa };
  const ea = { worn: wornEa, held: heldEa, total: wornEa + heldEa };

  const end = addsEndurance ? input.endurance : 0;
  const agi = addsAgility ? input.agility : 0;
  const mods = modifierTotals(input.modifiers ?? []);
  const normal = DV_BASE + end + agi + pa.total + mods.normal;
  const touch = DV_BASE + end + agi + mods.touch;
  // DE-DV-10: only a positive Agility is lost when surprised; a negative one still counts against.
  const surprised = DV_BASE + end + Math.min(agi, 0) + pa.total + mods.surprised;

  return {
    normal,
    touch,
    surprised,
    pa,
    ea,
    armourType: input.armour?.type ?? null,
    addsEndurance,
    addsAgility,
    unskilled: { armour: input.armour !== null && !armourSkilled, held: input.held !== null && !heldSkilled },
    modifierTotals: mods,
  };
}

function modifierTotals(mods: readonly DvModifier[]): Record<DvType, number> {
  const out: Record<DvType, number> = { normal: 0, touch: 0, surprised: 0 };
  for (const m of mods) for (const t of new Set(m.dvTypes)) out[t] += m.amount;
  return out;
}

// ── the DV one attack meets ──

export const COVER_LEVELS = ["none", "half", "threeQuarters"] as const;
export type CoverLevel = (typeof COVER_LEVELS)[number];

/** C.22 / DE-DV-7: cover bonuses, against ranged attacks only. */
export const COVER_BONUS: Readonly<Record<CoverLevel, number>> = { none: 0, half: 2, threeQuarters: 5 };

export interface AttackAgainst {
  /** Which DV the attack meets (Surprised for a surprised or paralysed target, Touch for touch attacks…). */
  dvType: DvType;
  /** The weapon's Armour Piercing value, if it has one. */
  ap?: number;
  ranged: boolean;
  /** DE-DV-7: the cover of this target against this attacker (the angle is the GM's / map's call). */
  cover?: CoverLevel;
}

export interface AttackDv {
  dv: number;
  /** PA taken off by armour piercing (DE-DV-6). */
  paRemoved: number;
  coverBonus: number;
}

/**
 * DE-DV-6, DE-DV-7, DE-DV-12: the DV an attack must meet.
 *
 * Armour piercing compares the AP with the total PA that actually counts (worn + held, after the
 * skill and Fortress rules — the Decision under DE-DV-6), and takes that PA off whichever DV type is
 * in use; Touch DV has none to lose. Cover is added last, to whichever type is used, and only against
 * ranged attacks.
 */
export function dvAgainst(defence: Defence, attack: AttackAgainst): AttackDv {
  const base = defence[attack.dvType];
  const carriesPa = attack.dvType !== "touch";
  const pierced = attack.ap !== undefined && defence.pa.total > 0 && attack.ap >= defence.pa.total;
  const paRemoved = pierced && carriesPa ? defence.pa.total : 0;
  const coverBonus = attack.ranged ? COVER_BONUS[attack.cover ?? "none"] : 0;
  return { dv: base - paRemoved + coverBonus, paRemoved, coverBonus };
}
