// The 67 core perks (checklist C.2) as typed data. Costs, ranks and prerequisites are the book's
// facts (the catalogue test pins every one); the summaries are our own words.

import { z } from "zod";
import { type PerkEffect, perkEffectSchema } from "./effects.js";
import { idSchema } from "./ids.js";
import { meleeSkill, notPerk, type Prereq, perk, prereqSchema, skill, stat, trait } from "./prereq.js";

/** DE-PERK-10: groupings only; no rule reads a category. */
export const PERK_CATEGORIES = {
  perception: "Perception",
  slicer: "Slicer",
  movement: "Movement",
  carrying: "Carrying",
  disabilities: "Disabilities",
  martialArts: "Martial Arts",
  medic: "Medic",
  surgeon: "Surgeon",
  repairTechnician: "Repair Technician",
} as const;
export type CorePerkCategory = keyof typeof PERK_CATEGORIES;

/** The moments a table shows a GM-adjudicated perk's text: when its bearer does one of these. */
export const GM_MOMENTS = ["attacks", "isAttacked", "moves", "falls", "rests"] as const;
export type GmMoment = (typeof GM_MOMENTS)[number];

export const perkSchema = z.strictObject({
  id: idSchema,
  name: z.string().trim().min(1),
  /** A core category id, or a setting's own. */
  category: idSchema,
  prerequisites: z.array(prereqSchema).default([]),
  /**
   * DE-PERK-1, DE-PERK-3: XP perks can be bought after creation (or for the same SP during it);
   * SP perks only during creation. `ranks[n − 1]` is the price of rank n; one entry = not repeatable.
   * A negative price gives points (DE-PERK-2).
   */
  cost: z.strictObject({
    currency: z.enum(["XP", "SP"]),
    ranks: z.array(z.number().int()).min(1),
  }),
  /** DE-PERK-9: a different SP price at creation (Power Walk: 0). */
  creationCost: z.number().int().optional(),
  /** DE-PERK-6: cannot be bought off. */
  permanent: z.boolean().default(false),
  summary: z.string().min(1),
  effects: z.array(perkEffectSchema).default([]),
  /**
   * Issue 21: no table action resolves this perk's effects yet (their arithmetic is in perks/, unit
   * tested), so the GM adjudicates it; `when` says at which moments the table should show the
   * summary for the GM to apply.
   */
  gmAdjudicates: z.strictObject({ when: z.array(z.enum(GM_MOMENTS)).min(1) }).optional(),
});

export type PerkDef = z.output<typeof perkSchema>;

/** DE-PERK-3: how many times a perk can be taken. */
export function maxRank(p: PerkDef): number {
  return p.cost.ranks.length;
}

/** DE-PERK-2: a negative price (the perk gives points when taken). */
export function isNegative(p: PerkDef): boolean {
  return p.cost.ranks[0]! < 0;
}

/** DE-PERK-5/6: 2 × |cost| XP for a negative perk that is not permanent; null when it cannot be bought off. */
export function buyOffCost(p: PerkDef): number | null {
  if (!isNegative(p) || p.permanent) return null;
  return 2 * Math.abs(p.cost.ranks[0]!);
}

interface Row {
  id: string;
  name: string;
  category: CorePerkCategory;
  prerequisites: Prereq[];
  currency?: "XP" | "SP";
  ranks: number[];
  creationCost?: number;
  permanent?: boolean;
  summary: string;
  effects: PerkEffect[];
  gmAdjudicates?: { when: GmMoment[] };
}

function def(r: Row): PerkDef {
  const out: PerkDef = {
    id: r.id,
    name: r.name,
    category: r.category,
    prerequisites: r.prerequisites,
    cost: { currency: r.currency ?? "XP", ranks: r.ranks },
    permanent: r.permanent ?? false,
    summary: r.summary,
    effects: r.effects,
  };
  if (r.creationCost !== undefined) out.creationCost = r.creationCost;
  if (r.gmAdjudicates !== undefined) out.gmAdjudicates = r.gmAdjudicates;
  return out;
}

const organic = trait("organic");
const perceptive = (
  id: string,
  name: string,
  organ: Prereq,
  sense: "sight" | "hearing" | "taste" | "touch" | "smell",
) =>
  def({
    id,
    name,
    category: "perception",
    prerequisites: [organ, organic],
    ranks: [100],
    summary: `One level of advantage on perception checks that rely on ${sense}.`,
    effects: [{ kind: "advantage", levels: 1, when: { purpose: "perception", sense } }],
  });
const stance = (
  id: string,
  name: string,
  kind: "defensive" | "offensive",
  level: number,
  weapon: string,
  prior: string | null,
) =>
  def({
    id,
    name,
    category: "slicer",
    prerequisites: prior ? [skill(weapon), perk(prior)] : [skill(weapon)],
    ranks: [level === 1 ? 50 : 150],
    summary:
      kind === "defensive"
        ? `With an attack action, take a guarded stance: −${level} to attacks and +${level} Normal and Touch DV for 15 initiative.`
        : `With an attack action, take an aggressive stance: +${level} to attacks and −${level} Normal and Touch DV for 15 initiative.`,
    effects: [
      {
        kind: "stance",
        stance: kind,
        level,
        attack: kind === "defensive" ? -level : level,
        dv: kind === "defensive" ? level : -level,
        dvTypes: ["normal", "touch"],
        duration: 15,
      },
    ],
  });
const medic = skill("medic");
const surgeon = skill("surgeon");
const mechanic = skill("mechanic");
const martialArts = perk("martialArts");

export const CORE_PERKS: readonly PerkDef[] = [
  // ── Perception ──
  perceptive("perceptiveVision", "Perceptive Vision", trait("eyes"), "sight"),
  perceptive("perceptiveHearing", "Perceptive Hearing", trait("ears"), "hearing"),
  perceptive("perceptiveTaste", "Perceptive Taste", trait("tasteOrgan"), "taste"),
  perceptive("perceptiveTouch", "Perceptive Touch", trait("skin"), "touch"),
  perceptive("perceptiveSmell", "Perceptive Smell", trait("nose"), "smell"),
  def({
    id: "vibrationAwareness",
    name: "Vibration Awareness",
    category: "perception",
    prerequisites: [trait("vibrosense")],
    ranks: [50, 100, 150],
    summary:
      "Spend 5 initiative standing still to send a tremor through the ground: Vibrosense +5 per rank for the next 10 initiative.",
    effects: [{ kind: "vibrationAwareness", initiative: 5, bonus: 5, duration: 10 }],
  }),
  // ── Slicer ──
  def({
    id: "slicer",
    gmAdjudicates: { when: ["attacks"] },
    name: "Slicer",
    category: "slicer",
    prerequisites: [meleeSkill],
    ranks: [250],
    summary:
      "A semi-critical hit with a slashing melee weapon makes the target pass DC 13 Endurance or bleed (Bleed 1).",
    effects: [
      {
        kind: "onSemiCritHit",
        meleeOnly: true,
        damageType: "slashing",
        save: { stat: "endurance", dc: 13 },
        condition: { id: "bleed", rating: 1 },
      },
    ],
  }),
  def({
    id: "secondBlade",
    name: "Second Blade",
    category: "slicer",
    prerequisites: [skill("knifeFighting")],
    ranks: [100],
    summary:
      "A knife in the off hand (every off hand, for the many-armed) gives +1 Normal DV; not with Martial Stance's bonus.",
    effects: [
      {
        kind: "dvBonus",
        amount: 1,
        perRank: false,
        dvTypes: ["normal"],
        while: "offHandKnife",
        yieldsTo: "martialStance",
      },
    ],
  }),
  def({
    id: "extraAttack",
    name: "Extra Attack",
    category: "slicer",
    prerequisites: [meleeSkill],
    ranks: [100],
    summary:
      "After a melee attack, the next attack with the same weapon within 4 initiative costs half (rounded down); the cheap one does not chain.",
    effects: [{ kind: "followUpDiscount", window: 4, divisor: 2, meleeOnly: true }],
  }),
  def({
    id: "takedownSpecialist",
    name: "Takedown Specialist",
    category: "slicer",
    prerequisites: [stat("agility", 2), stat("dexterity", 2)],
    ranks: [100],
    summary: "Targets of this character's takedowns roll their Endurance check with disadvantage.",
    effects: [{ kind: "opponentDisadvantage", levels: 1, when: { purpose: "takedownResist" } }],
  }),
  stance("defensiveStance1", "Defensive Stance I", "defensive", 1, "spearFighting", null),
  stance("defensiveStance2", "Defensive Stance II", "defensive", 2, "spearFighting", "defensiveStance1"),
  stance("offensiveStance1", "Offensive Stance I", "offensive", 1, "scytheFighting", null),
  stance("offensiveStance2", "Offensive Stance II", "offensive", 2, "scytheFighting", "offensiveStance1"),
  def({
    id: "shieldRender",
    name: "Shield Render",
    category: "slicer",
    prerequisites: [],
    ranks: [50],
    summary:
      "Spend 3 initiative against a shield bearer within 1 m: win a Strength contest and the shield gives nothing for 10 initiative.",
    effects: [{ kind: "shieldRender", initiative: 3, reach: 1, contest: "strength", duration: 10 }],
  }),
  def({
    id: "brutalSwing",
    name: "Brutal Swing",
    category: "slicer",
    prerequisites: [skill("hammerFighting")],
    ranks: [100, 200],
    summary: "A semi-critical hit with a hammer deals +1 damage per rank.",
    effects: [{ kind: "critDamageBonus", weaponSkill: "hammerFighting", perRank: 1 }],
  }),
  def({
    id: "momentumMaster",
    name: "Momentum Master",
    category: "slicer",
    prerequisites: [perk("quickStep", 2)],
    ranks: [200],
    summary:
      "A melee attack right after a straight run of 4 m or more gains + the metres run, at most the character's speed.",
    effects: [{ kind: "momentum", minMetres: 4 }],
  }),
  def({
    id: "bluntForce",
    name: "Blunt Force",
    category: "slicer",
    prerequisites: [skill("hammerFighting")],
    ranks: [100],
    summary: "A semi-critical hammer hit makes the target pass DC 13 Endurance or take 2 initiative damage.",
    effects: [
      {
        kind: "onSemiCritHit",
        weaponSkill: "hammerFighting",
        meleeOnly: true,
        save: { stat: "endurance", dc: 13 },
        initiativeDamage: 2,
      },
    ],
  }),
  def({
    id: "recklessAbandon",
    name: "Reckless Abandon",
    category: "slicer",
    prerequisites: [skill("axeFighting")],
    ranks: [50],
    summary:
      "An axe attack may be declared reckless: −2 to hit, + degrees of success (at most Strength) damage.",
    effects: [{ kind: "recklessAttack", weaponSkill: "axeFighting", toHit: -2 }],
  }),
  def({
    id: "lethalEdge",
    name: "Lethal Edge",
    category: "slicer",
    prerequisites: [skill("axeFighting")],
    ranks: [250, 400],
    summary:
      "On an axe attack that hits, one die showing 9 counts as a semi-critical; at rank 2 both dice do, from 9 up.",
    effects: [{ kind: "lethalEdge", weaponSkill: "axeFighting", threshold: 9, diceByRank: [1, 2] }],
  }),
  def({
    id: "shieldBash",
    name: "Shield Bash",
    category: "slicer",
    prerequisites: [skill("shields")],
    ranks: [50],
    summary: "Advantage on shove checks while holding a shield.",
    effects: [{ kind: "advantage", levels: 1, when: { purpose: "shove", holding: "shield" } }],
  }),
  // ── Movement ──
  def({
    id: "slow",
    name: "Slow",
    category: "movement",
    prerequisites: [stat("agility", 1)],
    currency: "SP",
    ranks: [-75],
    summary: "Agility is not added to speed. Creation only; gives 75 SP.",
    effects: [{ kind: "speedWithoutAgility" }],
  }),
  def({
    id: "lightStep",
    gmAdjudicates: { when: ["moves"] },
    name: "Light Step",
    category: "movement",
    prerequisites: [stat("agility", 3)],
    ranks: [50],
    summary: "Moving at half speed or slower sets off no traps.",
    effects: [{ kind: "movementTrait", trait: "noTrapsAtHalfSpeed" }],
  }),
  def({
    id: "untraceable",
    name: "Untraceable",
    category: "movement",
    prerequisites: [perk("lightStep")],
    ranks: [50],
    summary: "Moving at half speed or slower leaves no tracks or traces.",
    effects: [{ kind: "movementTrait", trait: "noTracksAtHalfSpeed" }],
  }),
  def({
    id: "quickStep",
    name: "Quick Step",
    category: "movement",
    prerequisites: [notPerk("slow")],
    ranks: [100, 250],
    summary: "+1 m base speed per rank.",
    effects: [{ kind: "speedBonus", perRank: 1 }],
  }),
  def({
    id: "naturalSwimmer",
    name: "Natural Swimmer",
    category: "movement",
    prerequisites: [],
    ranks: [100],
    summary: "Swims at full speed.",
    effects: [{ kind: "fullSpeed", movement: "swim" }],
  }),
  def({
    id: "naturalClimber",
    name: "Natural Climber",
    category: "movement",
    prerequisites: [],
    ranks: [100],
    summary: "Climbs at full speed.",
    effects: [{ kind: "fullSpeed", movement: "climb" }],
  }),
  def({
    id: "safeLanding",
    name: "Safe Landing",
    category: "movement",
    prerequisites: [stat("agility", 1)],
    ranks: [25],
    summary: "Fall damage is reduced by Agility, to no less than 0.",
    effects: [{ kind: "fallDamageReduction", stat: "agility" }],
  }),
  def({
    id: "deadlyDescent",
    name: "Deadly Descent",
    category: "movement",
    prerequisites: [perk("safeLanding"), meleeSkill],
    ranks: [50],
    summary:
      "Landing from a fall that deals damage, attack one target in melee reach out of turn; a hit adds Agility damage.",
    effects: [
      { kind: "fallAttack", damageBonusStat: "agility" },
      {
        kind: "interrupt",
        interrupt: "deadlyDescent",
        initiative: null,
        trigger: "lands from a damaging fall",
      },
    ],
  }),
  def({
    id: "fancyFootwork",
    gmAdjudicates: { when: ["moves"] },
    name: "Fancy Footwork",
    category: "movement",
    prerequisites: [stat("agility", 2)],
    ranks: [100],
    summary: "Runs onto, along and up walls during a Move action; falls if not on the ground when it ends.",
    effects: [{ kind: "movementTrait", trait: "wallRun" }],
  }),
  def({
    id: "betterBalance1",
    name: "Better Balance I",
    category: "movement",
    prerequisites: [stat("agility", 2)],
    ranks: [50],
    summary: "Advantage on Agility checks to keep balance; resilient to Prone.",
    effects: [
      { kind: "advantage", levels: 1, when: { purpose: "balance", stat: "agility" } },
      { kind: "conditionResilience", condition: "prone" },
    ],
  }),
  def({
    id: "betterBalance2",
    name: "Better Balance II",
    category: "movement",
    prerequisites: [perk("betterBalance1")],
    ranks: [75],
    summary: "Walks ropes, beams and other narrow surfaces without a check.",
    effects: [{ kind: "noCheck", when: { purpose: "narrowSurface" } }],
  }),
  def({
    id: "poleVault",
    name: "Pole Vault",
    category: "movement",
    prerequisites: [stat("strength", 2), stat("agility", 2)],
    ranks: [25],
    summary: "Holding a spear or another long pole, leaps twice as far.",
    effects: [{ kind: "leapMultiplier", factor: 2 }],
  }),
  def({
    id: "evasionDance",
    name: "Evasion Dance",
    category: "movement",
    prerequisites: [stat("agility", 3)],
    ranks: [100],
    summary: "Right after being attacked in melee, may take the setting's bolt interrupt.",
    effects: [
      {
        kind: "interrupt",
        interrupt: "bolt",
        initiative: null,
        trigger: "a melee attack against this character",
      },
    ],
  }),
  def({
    id: "underfootEvasion",
    gmAdjudicates: { when: ["moves"] },
    name: "Underfoot Evasion",
    category: "movement",
    prerequisites: [stat("agility", 1)],
    ranks: [75],
    summary: "Moves through the space of hostile characters a size larger or more, without ending there.",
    effects: [{ kind: "movementTrait", trait: "passThroughLarger" }],
  }),
  def({
    id: "getDownMrPresident",
    name: "Get Down Mr President",
    category: "movement",
    prerequisites: [stat("agility", 1)],
    ranks: [50],
    summary:
      "For 1 initiative, out of turn, swap places with a friend within 1 m who is taking attack damage and take it instead.",
    effects: [
      {
        kind: "interrupt",
        interrupt: "getDownMrPresident",
        initiative: 1,
        trigger: "a friendly character within 1 m takes damage from an attack",
      },
    ],
  }),
  def({
    id: "powerWalk",
    name: "Power Walk",
    category: "movement",
    prerequisites: [],
    ranks: [25],
    creationCost: 0,
    summary: "Strength may stand in for Agility in speed.",
    effects: [{ kind: "speedStatAlternative", stat: "strength" }],
  }),
  // ── Carrying ──
  def({
    id: "hauler",
    name: "Hauler",
    category: "carrying",
    prerequisites: [stat("endurance", 2), notPerk("lightweight")],
    ranks: [100],
    summary: "Counts as one size larger for bulk space.",
    effects: [{ kind: "bulkSize", steps: 1 }],
  }),
  def({
    id: "heavyweight",
    name: "Heavyweight",
    category: "carrying",
    prerequisites: [stat("strength", 2), notPerk("lightweight")],
    ranks: [25],
    summary: "Lifting capacity doubled.",
    effects: [{ kind: "liftingCapacity", factor: 2 }],
  }),
  def({
    id: "lightweight",
    name: "Lightweight",
    category: "carrying",
    prerequisites: [],
    currency: "SP",
    ranks: [-50],
    summary: "Lifting capacity halved and one size smaller for bulk space. Creation only; gives 50 SP.",
    effects: [
      { kind: "liftingCapacity", factor: 0.5 },
      { kind: "bulkSize", steps: -1 },
    ],
  }),
  // ── Disabilities ──
  def({
    id: "halfBlind",
    name: "Half-Blind",
    category: "disabilities",
    prerequisites: [trait("eyes"), organic],
    currency: "SP",
    ranks: [-50],
    permanent: true,
    summary: "Blind in one eye: disadvantage on sight-based perception. Permanent; gives 50 SP.",
    effects: [{ kind: "disadvantage", levels: 1, when: { purpose: "perception", sense: "sight" } }],
  }),
  def({
    id: "halfDeaf",
    name: "Half-Deaf",
    category: "disabilities",
    prerequisites: [trait("ears"), organic],
    currency: "SP",
    ranks: [-50],
    permanent: true,
    summary: "Deaf in one ear: disadvantage on hearing-based perception. Permanent; gives 50 SP.",
    effects: [{ kind: "disadvantage", levels: 1, when: { purpose: "perception", sense: "hearing" } }],
  }),
  def({
    id: "blind",
    name: "Blind",
    category: "disabilities",
    prerequisites: [trait("eyes"), notPerk("halfBlind"), organic],
    currency: "SP",
    ranks: [-150],
    permanent: true,
    summary:
      "Fails every sight-based perception check. Permanent; gives 150 SP, even when the race is born blind.",
    effects: [{ kind: "autoFail", when: { purpose: "perception", sense: "sight" } }],
  }),
  def({
    id: "deaf",
    name: "Deaf",
    category: "disabilities",
    prerequisites: [trait("ears"), notPerk("halfDeaf"), organic],
    currency: "SP",
    ranks: [-150],
    permanent: true,
    summary: "Fails every hearing-based perception check. Permanent; gives 150 SP.",
    effects: [{ kind: "autoFail", when: { purpose: "perception", sense: "hearing" } }],
  }),
  // ── Martial Arts ──
  def({
    id: "martialArts",
    name: "Martial Arts",
    category: "martialArts",
    prerequisites: [],
    ranks: [25, 50, 100, 250, 500],
    summary:
      "Unarmed training in five levels; each level sets the Martial Value (2, 4, 5, 6, 8) other perks read.",
    effects: [{ kind: "martialValue", byRank: [2, 4, 5, 6, 8] }],
  }),
  def({
    id: "martialStrike",
    name: "Martial Strike",
    category: "martialArts",
    prerequisites: [martialArts],
    ranks: [75],
    summary:
      "An unarmed Light Attack with Strength or Agility dealing bludgeoning damage equal to the Martial Value.",
    effects: [
      {
        kind: "martialStrike",
        initiative: 4,
        attackType: "light",
        stats: ["strength", "agility"],
        damageType: "bludgeoning",
      },
    ],
  }),
  def({
    id: "martialParry",
    name: "Martial Parry",
    category: "martialArts",
    prerequisites: [martialArts],
    ranks: [100],
    summary:
      "When hit by a melee weapon, a 2-initiative interrupt cuts the damage by the Martial Value (to 0 at least).",
    effects: [
      {
        kind: "interrupt",
        interrupt: "martialParry",
        initiative: 2,
        trigger: "hit by a melee weapon attack",
      },
      { kind: "parry", reduceBy: "martialValue" },
    ],
  }),
  def({
    id: "martialStance",
    name: "Martial Stance",
    category: "martialArts",
    prerequisites: [martialArts],
    ranks: [50, 100, 200],
    summary: "Without armour, +1 Normal DV per rank.",
    effects: [{ kind: "dvBonus", amount: 1, perRank: true, dvTypes: ["normal"], while: "noArmour" }],
  }),
  def({
    id: "grappleExpertise",
    name: "Grapple Expertise",
    category: "martialArts",
    prerequisites: [martialArts],
    ranks: [50],
    summary: "Adds the Martial Value to this character's grapple checks.",
    effects: [{ kind: "checkBonus", amount: "martialValue", when: { purpose: "grapple" } }],
  }),
  def({
    id: "martialThrow",
    name: "Martial Throw",
    category: "martialArts",
    prerequisites: [perk("grappleExpertise")],
    ranks: [150],
    summary: "For 5 initiative, throw a grappled character of this size or smaller up to 2 m.",
    effects: [{ kind: "martialThrow", initiative: 5, metres: 2, maxSizeSteps: 0 }],
  }),
  def({
    id: "counterAttack",
    name: "Counter Attack",
    category: "martialArts",
    prerequisites: [perk("martialParry")],
    ranks: [75],
    summary: "After a successful parry, a Martial Strike at the attacker for 2 initiative, out of turn.",
    effects: [
      { kind: "interrupt", interrupt: "counterAttack", initiative: 2, trigger: "after a successful parry" },
    ],
  }),
  def({
    id: "meditativeRecovery",
    name: "Meditative Recovery",
    category: "martialArts",
    prerequisites: [perk("martialArts", 2)],
    ranks: [150],
    summary: "Meditating through a short rest restores Stun equal to the Martial Value.",
    effects: [{ kind: "meditativeRecovery", stun: "martialValue" }],
  }),
  def({
    id: "sweepingLegTechnique",
    name: "Sweeping Leg Technique",
    category: "martialArts",
    prerequisites: [martialArts],
    ranks: [125],
    summary:
      "A Martial Strike that hits may trip instead of harm: Agility check, DC 12 + Martial Value, or Prone.",
    effects: [{ kind: "sweepingLeg", stat: "agility", dcBase: 12, condition: "prone" }],
  }),
  // ── Medic ──
  def({
    id: "emergencyTriage",
    name: "Emergency Triage",
    category: "medic",
    prerequisites: [medic],
    ranks: [100],
    summary: "First Aid takes 5 initiative instead of 10.",
    effects: [{ kind: "firstAid", initiative: 5 }],
  }),
  def({
    id: "improvedFirstAid",
    name: "Improved First Aid",
    category: "medic",
    prerequisites: [medic],
    ranks: [150],
    summary: "First Aid gives advantage on the next two death checks instead of one.",
    effects: [{ kind: "firstAid", advantageChecks: 2 }],
  }),
  def({
    id: "battlefieldTransfusion",
    name: "Battlefield Transfusion",
    category: "medic",
    prerequisites: [medic],
    ranks: [100],
    summary: "10 initiative and medical supplies give a dying character one automatic death-check success.",
    effects: [{ kind: "transfusion", initiative: 10, supplies: 1 }],
  }),
  def({
    id: "optimisedRecovery",
    name: "Optimised Recovery",
    category: "medic",
    prerequisites: [stat("logic", 2), medic],
    ranks: [100],
    summary: "Unconscious allies in this character's care wake in half the time (rounded up).",
    effects: [{ kind: "allyUnconsciousTime", divisor: 2 }],
  }),
  def({
    id: "emergencyProtocol",
    name: "Emergency Protocol",
    category: "medic",
    prerequisites: [medic],
    ranks: [250],
    summary:
      "Seeing an ally drop unconscious, spend 1 initiative out of turn to move up to half speed towards them.",
    effects: [
      {
        kind: "interrupt",
        interrupt: "emergencyProtocol",
        initiative: 1,
        trigger: "sees an ally fall unconscious",
      },
    ],
  }),
  def({
    id: "painResistanceTechniques",
    name: "Pain Resistance Techniques",
    category: "medic",
    prerequisites: [medic],
    ranks: [200],
    summary: "Advantage on Endurance checks to stay conscious when hurt at 0 Stun.",
    effects: [{ kind: "advantage", levels: 1, when: { purpose: "consciousness", stat: "endurance" } }],
  }),
  def({
    id: "overwatchMedic",
    name: "Overwatch Medic",
    category: "medic",
    prerequisites: [stat("intuition", 2)],
    ranks: [200],
    summary: "During a short rest, spend one of this character's stun dice to restore an ally's Stun.",
    effects: [{ kind: "overwatchMedic" }],
  }),
  def({
    id: "emergencyResuscitation",
    name: "Emergency Resuscitation",
    category: "medic",
    prerequisites: [medic],
    ranks: [300],
    summary:
      "When someone within 1 m fails a third death check, an Intuition check (DC 15) stabilises them; failing, they die.",
    effects: [{ kind: "resuscitation", stat: "intuition", focus: "medicine", dc: 15, reach: 1 }],
  }),
  // ── Surgeon ──
  def({
    id: "fieldSurgeon",
    name: "Field Surgeon",
    category: "surgeon",
    prerequisites: [surgeon],
    ranks: [300],
    summary:
      "During a short rest, one rating of medical supplies restores 1 HP to an ally, once per long rest; that ally recovers no HP on its next long rest.",
    effects: [{ kind: "fieldSurgery", hp: 1, supplies: 1 }],
  }),
  def({
    id: "criticalCare",
    name: "Critical Care",
    category: "surgeon",
    prerequisites: [surgeon],
    ranks: [350],
    summary: "Medical supplies used on a character at 0 HP or 0 Resilience work twice over.",
    effects: [{ kind: "criticalCare", factor: 2 }],
  }),
  def({
    id: "enduranceBooster",
    name: "Endurance Booster",
    category: "surgeon",
    prerequisites: [surgeon],
    ranks: [200],
    summary: "Once per long rest, +2 to another character's roll to recover HP.",
    effects: [{ kind: "enduranceBooster", bonus: 2 }],
  }),
  // ── Repair Technician ──
  def({
    id: "techMedic",
    name: "Tech Medic",
    category: "repairTechnician",
    prerequisites: [mechanic, medic],
    ranks: [50],
    summary: "Medical supplies can repair Resilience, two uses standing in for one use of repair supplies.",
    effects: [{ kind: "techMedic", medicalPerRepair: 2 }],
  }),
  def({
    id: "enhancedRepairKit",
    name: "Enhanced Repair Kit",
    category: "repairTechnician",
    prerequisites: [mechanic],
    ranks: [200],
    summary: "Each use of repair supplies that would mend 1 Resilience mends 2.",
    effects: [{ kind: "repairKit", resPerUse: 2 }],
  }),
  def({
    id: "advancedResilienceRepair",
    name: "Advanced Resilience Repair",
    category: "repairTechnician",
    prerequisites: [mechanic],
    ranks: [400],
    summary: "Once per long rest, mend 1 Resilience during a short rest with repair supplies.",
    effects: [{ kind: "shortRestRepair", res: 1, perLongRest: 1 }],
  }),
];
