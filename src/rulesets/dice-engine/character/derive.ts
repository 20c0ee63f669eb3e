// Derived values of a character: everything the sheet shows that follows from the purchases, the
// race and the current state. Maxima come from purchases (DE-HEALTH-2) and the Endurance fixed at
// creation (DE-STAT-7); DV, speed, throwing range, leap, bulk columns and the stun die follow the
// stats live. Formulas from later chapters are cited by their rule IDs (§23 DV, §26 movement, §27
// bulk, §19.1 throwing, §24 stun dice); what they need from the table (armour worn, stance held)
// comes in as a `Situation`.

import { EngineError } from "../../../engine/errors.js";
import { SIZES, type Size } from "../catalogue/races.js";
import { catalogueFor } from "../catalogue/setting.js";
import { divDown, divUp } from "../check/round.js";
import type { Stat } from "../check/stats.js";
import type { Movement } from "../conditions/effects.js";
import { type ArmourTypeId, armourSchema, heldArmourSchema } from "../defence/armour.js";
import { computeDefence, type DvModifier } from "../defence/dv.js";
import { type FatigueEffects, fatigueEffects } from "../rules-of-play/fatigue-table.js";
import {
  climbPerMove,
  type LeapDistances,
  leapDistances,
  momentSpeed,
  swimPerMove,
} from "../world/movement.js";
import { DEFAULT_WORLD_OPTIONS, type WorldOptions } from "../world/options.js";
import { startingStunFor } from "./create.js";
import type { DeOptions } from "./options.js";
import { type DeCharacter, statIncreaseSpend as statSpendOf } from "./schema.js";
import { stunDiceCount, stunDieText } from "./stun.js";
import { heldEffects, martialValue, perkRank, raceOf } from "./subject.js";

export type ArmourType = ArmourTypeId;

/** What the table knows about the moment: worn and held armour, stance, hands, gravity. */
export interface Situation {
  /** The item in the Armour slot (DE-BULK-7); absent = not wearing armour. */
  armour?: { type: ArmourType; pa: number; ea: number; name?: string; skill?: string } | null;
  /** DE-DV-5: the one held item whose PA/EA count; it needs Shields unless `skill` says otherwise (null: none). */
  held?: { pa: number; ea: number; name?: string; skill?: string | null } | null;
  /** DE-DV-9: Fortress armour gives its full PA only when Fortified. */
  fortified?: boolean;
  /** DE-PERK-19: every off hand wields a Knife Fighting weapon. */
  offHandKnives?: boolean;
  /** DE-PERK-22..25: the stance perk currently active (its id). */
  stance?: string | null;
  /** DE-PERK-45: holding a spear or another long pole. */
  holdingLongObject?: boolean;
  /** DE-PERK-49: pin the stat Power Walk uses; default the higher of the two. */
  speedStat?: Stat;
  /**
   * DE-MOVE-2, DE-ENV-9/10, DE-MOVE-10/11: gravity in g (the `normalGravityBand`, 0.8–1.2 g by
   * default, counts as 1; 0 g has no leap). Absent: 1 g.
   */
  gravity?: number;
  /** DE-MOVE-2: the conditions layer's verdict (`conditions/movement`), whose reasons halve or stop speed. */
  conditions?: Pick<Movement, "reasons">;
  /** DE-MOVE-10: leap bonuses of items and perks added before gravity (a JumpPack's +2). */
  leapBonus?: number;
  /** DE-MOVE-10: leap bonuses of items whose data puts them after gravity. */
  leapBonusAfterGravity?: number;
}

/**
 * The options derive reads: the character options, and the world's gravity band when the table's
 * options carry it (the world options' default otherwise).
 */
export type DeriveOptions = DeOptions & Partial<Pick<WorldOptions, "normalGravityBand">>;

const worldBand = (o: DeriveOptions): Pick<WorldOptions, "normalGravityBand" | "countingRounding"> => ({
  normalGravityBand: o.normalGravityBand ?? DEFAULT_WORLD_OPTIONS.normalGravityBand,
  countingRounding: o.countingRounding,
});

/** The situation's gravity, 1 g when unsaid; a negative or non-finite gravity is refused by name. */
function gravityOf(s: Situation): number {
  const g = s.gravity ?? 1;
  if (!Number.isFinite(g) || g < 0)
    throw new EngineError("invalid", `gravity is 0 g or more (got ${g})`, ["gravity"]);
  return g;
}

export interface DefenceValues {
  normal: number;
  touch: number;
  surprised: number;
  /** DE-DV-3: energy armour, subtracted from damage after everything else. */
  ea: number;
  /** PA that counted (worn + held, with the skill). */
  pa: number;
  /** Lines saying where each part came from. */
  parts: string[];
}

export interface DeDerived {
  health: "hpStun" | "resilience";
  maxHp: number;
  maxStun: number;
  stunDice: { count: number; spent: number; left: number; die: string };
  martialValue: number;
  dv: DefenceValues;
  /** Null when the race gives no base speed (raceless without `racelessBaseSpeed`). */
  speed: number | null;
  climbSpeed: number | null;
  swimSpeed: number | null;
  throwingRange: number;
  /** DE-MOVE-10/11: null at 0 g, where zero-gravity movement applies instead. */
  leap: LeapDistances | null;
  bulk: { columns: number; rows: number; size: Size | "tiny−" | "huge+" };
  /** DE-PERK-51/52: multiplier on the setting's lifting capacity. */
  liftingCapacityFactor: number;
  /** DE-INIT-2: the initiative roll. */
  initiative: string;
  fatigue: FatigueEffects;
  vibrosense: number | null;
  /** During creation: SP put into stat increases and the cap (DE-CREA-10). */
  statSpend: { spent: number; cap: number } | null;
}

/**
 * The DV bonuses the character's perks give in this situation (DE-DV-12): Martial Stance without
 * armour (DE-PERK-60), Second Blade with knives in every off hand unless Martial Stance applies
 * (DE-PERK-19), and the active stance (DE-PERK-22..25).
 */
export function dvModifiers(c: DeCharacter, o: DeOptions, s: Situation = {}): DvModifier[] {
  const cat = catalogueFor(o);
  const out: DvModifier[] = [];
  const armoured = !!s.armour;
  const active = heldEffects(c, cat, "dvBonus").filter(({ effect }) =>
    effect.while === "noArmour" ? !armoured : effect.while === "offHandKnife" ? !!s.offHandKnives : false,
  );
  for (const { perk, rank, effect } of active) {
    if (effect.yieldsTo && active.some((a) => a.perk.id === effect.yieldsTo)) continue;
    out.push({
      source: perk.name,
      amount: effect.perRank ? effect.amount * rank : effect.amount,
      dvTypes: effect.dvTypes,
    });
  }
  if (s.stance && perkRank(c, s.stance) > 0)
    for (const { perk, effect } of heldEffects(c, cat, "stance"))
      if (perk.id === s.stance) out.push({ source: perk.name, amount: effect.dv, dvTypes: effect.dvTypes });
  return out;
}

/** DE-DV-1..12 (§23) through the defence module, with the character's skills and perk bonuses. */
export function defenceValues(c: DeCharacter, o: DeOptions, s: Situation = {}): DefenceValues {
  const armour = s.armour
    ? armourSchema.parse({ name: s.armour.name ?? `${s.armour.type} armour`, ...s.armour })
    : null;
  const held = s.held ? heldArmourSchema.parse({ name: s.held.name ?? "held item", ...s.held }) : null;
  const modifiers = dvModifiers(c, o, s);
  const d = computeDefence({
    endurance: c.stats.endurance,
    agility: c.stats.agility,
    skills: c.skills,
    armour,
    held,
    fortified: !!s.fortified,
    modifiers,
  });
  const parts = modifiers.map(
    (m) => `${m.source} ${m.amount >= 0 ? "+" : ""}${m.amount} ${m.dvTypes.join("/")} DV`,
  );
  if (d.unskilled.armour) parts.push(`${armour!.name} without its skill: no PA or EA`);
  if (d.unskilled.held) parts.push(`${held!.name} without its skill: no PA or EA`);
  return { normal: d.normal, touch: d.touch, surprised: d.surprised, ea: d.ea.total, pa: d.pa.total, parts };
}

/**
 * DE-MOVE-1 (§26): the sheet's speed before anything of the moment — race base + Agility (or
 * Power Walk's Strength, nothing with Slow) + Quick Step (DE-PERK-34, 37, 49). No gravity,
 * conditions or fatigue: this is what world/movement.ts's `momentSpeed` starts from.
 */
export function baseSpeedOf(c: DeCharacter, o: DeOptions, s: Situation = {}): number | null {
  const cat = catalogueFor(o);
  const base = raceOf(c, cat).baseSpeed;
  if (base === null) return null;
  let stat = c.stats.agility;
  const alternatives = heldEffects(c, cat, "speedStatAlternative").map((h) => h.effect.stat);
  if (alternatives.length > 0) {
    const pinned = s.speedStat;
    stat =
      pinned && (pinned === "agility" || alternatives.includes(pinned))
        ? c.stats[pinned]
        : Math.max(stat, ...alternatives.map((a) => c.stats[a]));
  }
  if (heldEffects(c, cat, "speedWithoutAgility").length > 0) stat = 0;
  const bonus = heldEffects(c, cat, "speedBonus").reduce((sum, h) => sum + h.effect.perRank * h.rank, 0);
  return Math.max(0, base + stat + bonus);
}

/**
 * DE-MOVE-1, DE-MOVE-2: the speed of the moment — `baseSpeedOf`, then world/movement.ts's
 * `momentSpeed` in the DE-MOVE-2 order: gravity's flat change (DE-ENV-9/10), then each halving
 * (the situation's conditions, fatigue 3, DE-FAT-5), then zeroing (fatigue 5, Restrained).
 * Speed 9 at fatigue 3 in 1.3 g: 9 − 3 = 6, halved → 3.
 */
export function speedOf(c: DeCharacter, o: DeriveOptions, s: Situation = {}): number | null {
  const base = baseSpeedOf(c, o, s);
  if (base === null) return null;
  const gravity = gravityOf(s);
  return momentSpeed(
    base,
    { gravity, fatigue: c.fatigue, ...(s.conditions ? { conditions: s.conditions } : {}) },
    worldBand(o),
  ).speed;
}

const SIZE_ROWS: Record<Size, number> = { tiny: 4, small: 5, medium: 6, large: 7, huge: 8 };

/** DE-BULK-1/2 (§27): 8 + ⌊Endurance ÷ 2⌋ columns; rows by size, one size up for Hauler, down for Lightweight. */
export function bulkGrid(c: DeCharacter, o: DeOptions): DeDerived["bulk"] {
  const cat = catalogueFor(o);
  const steps = heldEffects(c, cat, "bulkSize").reduce((sum, h) => sum + h.effect.steps, 0);
  const index = SIZES.indexOf(raceOf(c, cat).size) + steps;
  // Beyond Tiny or Huge, one row per size step (the DE-BULK-2 Decision's extrapolation).
  const size = index < 0 ? "tiny−" : index >= SIZES.length ? "huge+" : SIZES[index]!;
  const rows = Math.max(1, SIZE_ROWS.medium + (index - SIZES.indexOf("medium")));
  return { columns: 8 + divDown(c.stats.endurance, 2), rows, size };
}

/**
 * DE-MOVE-10/11 (§26) through world/movement.ts's `leapDistances` — (5 + Strength + bonuses) ÷
 * gravity rounded up, the table's `normalGravityBand` counting as 1 g, item bonuses before gravity
 * unless their data says after — then Pole Vault (DE-PERK-45) on the final distances. Null at 0 g:
 * there is no leap, zero-gravity movement applies instead (DE-MOVE-11, 12). Without a gravity the
 * leap is at 1 g and never null.
 */
export function leapOf(
  c: DeCharacter,
  o: DeriveOptions,
  s?: Situation & { gravity?: undefined },
): LeapDistances;
export function leapOf(c: DeCharacter, o: DeriveOptions, s?: Situation): LeapDistances | null;
export function leapOf(c: DeCharacter, o: DeriveOptions, s: Situation = {}): LeapDistances | null {
  const r = leapDistances(
    {
      strength: c.stats.strength,
      gravity: gravityOf(s),
      ...(s.leapBonus !== undefined ? { bonus: s.leapBonus } : {}),
      ...(s.leapBonusAfterGravity !== undefined ? { bonusAfterGravity: s.leapBonusAfterGravity } : {}),
    },
    worldBand(o),
  );
  if (!r.ok) {
    if (r.error.code === "refused") return null;
    throw new EngineError("invalid", r.error.message, r.error.path);
  }
  const factor = s.holdingLongObject
    ? heldEffects(c, catalogueFor(o), "leapMultiplier").reduce((m, h) => m * h.effect.factor, 1)
    : 1;
  const d = r.value;
  return {
    running: d.running * factor,
    standing: d.standing * factor,
    verticalRunning: d.verticalRunning * factor,
    verticalStanding: d.verticalStanding * factor,
  };
}

/** DE-THROW-2 (§19.1): 10 + Strength metres. */
export function throwingRange(c: Pick<DeCharacter, "stats">): number {
  return 10 + c.stats.strength;
}

/** DE-CREA-16, DE-HP-1, DE-FAT-6: max HP. */
export function maxHpOf(c: DeCharacter, o: DeOptions): number {
  const max = o.startingHP + c.hpIncreases;
  return fatigueEffects(c.fatigue).maximaHalved ? divUp(max, 2) : max;
}

/** DE-CREA-17, DE-STUN-1/2, DE-STAT-7, DE-FAT-6: max Stun. */
export function maxStunOf(c: DeCharacter, o: DeOptions): number {
  const start = c.startingStun === null || o.maxStunTracksEndurance ? startingStunFor(c, o) : c.startingStun;
  const max = start + c.stunRanks.reduce((a, b) => a + b, 0);
  return fatigueEffects(c.fatigue).maximaHalved ? divUp(max, 2) : max;
}

export function deriveCharacter(c: DeCharacter, o: DeriveOptions, s: Situation = {}): DeDerived {
  const cat = catalogueFor(o);
  const race = raceOf(c, cat);
  const speed = speedOf(c, o, s);
  const full = (m: "swim" | "climb") => heldEffects(c, cat, "fullSpeed").some((h) => h.effect.movement === m);
  const count = stunDiceCount(c);
  return {
    health: race.health,
    maxHp: maxHpOf(c, o),
    maxStun: maxStunOf(c, o),
    stunDice: {
      count,
      spent: c.current.stunDiceSpent,
      left: Math.max(0, count - c.current.stunDiceSpent),
      die: stunDieText(c),
    },
    martialValue: martialValue(c, cat),
    dv: defenceValues(c, o, s),
    speed,
    // DE-MOVE-4/5 with Natural Climber/Swimmer (DE-PERK-38/39), from the speed of the moment
    // (gravity, conditions and fatigue already applied in the DE-MOVE-2 order).
    climbSpeed: speed === null ? null : climbPerMove(speed, full("climb")),
    swimSpeed: speed === null ? null : swimPerMove(speed, { naturalSwimmer: full("swim") }),
    throwingRange: throwingRange(c),
    leap: leapOf(c, o, s),
    bulk: bulkGrid(c, o),
    liftingCapacityFactor: heldEffects(c, cat, "liftingCapacity").reduce((m, h) => m * h.effect.factor, 1),
    initiative:
      c.stats.logic === 0 ? "1d6" : c.stats.logic > 0 ? `1d6−${c.stats.logic}` : `1d6+${-c.stats.logic}`,
    fatigue: fatigueEffects(c.fatigue, o.fatigueDisadvantageStacks),
    vibrosense: race.vibrosense,
    statSpend: c.created ? null : { spent: statSpendOf(c, o), cap: o.statSpendCapSP },
  };
}
