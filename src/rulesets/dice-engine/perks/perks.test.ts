import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { CORE_PERKS } from "../catalogue/perks.js";
import { catalogueFor } from "../catalogue/setting.js";
import { buildCheck, resolveCharacterCheck } from "../character/check-effects.js";
import { defenceValues, deriveCharacter, leapOf, speedOf } from "../character/derive.js";
import { buy } from "../character/purchase.js";
import { martialValue } from "../character/subject.js";
import { build, ok, opts, refused } from "../character/testing/helpers.js";
import { resolveCheck } from "../check/check.js";
import { critDamage } from "../check/critDamage.js";
import { completeLongRest } from "../rules-of-play/rest.js";
import * as care from "./care.js";
import * as martial from "./martial.js";
import * as melee from "./melee.js";
import * as move from "./movement.js";
import { activateVibrationAwareness, vibrationAwarenessBonus } from "./vibration.js";

const o = opts();
const effects = (id: string) => CORE_PERKS.find((p) => p.id === id)!.effects;
const req = (b: ReturnType<typeof buildCheck>) => {
  if (!b.ok) throw new Error(b.error.message);
  return b.build;
};

describe("Vibration Awareness (§7.2)", () => {
  it("DE-PERK-16: 5 initiative at 20 → initiative 25, Vibrosense 10 → 15 until tracker time 30, ending early on another action", () => {
    expect(activateVibrationAwareness(20, 10, 1, o)).toEqual({
      initiative: 25,
      rating: 15,
      until: 30,
      endsOnAction: true,
    });
    expect(
      activateVibrationAwareness(20, 10, 1, opts({ vibrationAwarenessEndsOnAction: false })).endsOnAction,
    ).toBe(false);
  });

  it("DE-PERK-17: each rank adds 5 more (rank 3 → +15); with 0 per rank extra ranks add nothing", () => {
    expect([1, 2, 3].map((r) => vibrationAwarenessBonus(r, o))).toEqual([5, 10, 15]);
    expect(vibrationAwarenessBonus(3, opts({ vibrationAwarenessBonusPerRank: 0 }))).toBe(5);
  });
});

describe("Slicer perks (§7.3)", () => {
  it("DE-PERK-18: Slicer: on a semi-critical slashing melee hit, DC 13 Endurance or Bleed 1 (12 → Bleed 1; 13 → none)", () => {
    expect(effects("slicer")).toEqual([
      {
        kind: "onSemiCritHit",
        meleeOnly: true,
        damageType: "slashing",
        save: { stat: "endurance", dc: 13 },
        condition: { id: "bleed", rating: 1 },
      },
    ]);
    const hit = resolveCheck({ stat: 2, attack: true, target: 10 }, [10, 4]);
    expect(hit.crit).toBe("semiCrit");
    expect(melee.slicerBleed(12)).toBe(1);
    expect(melee.slicerBleed(13)).toBe(0);
  });

  it("DE-PERK-19: Second Blade: +1 Normal DV only, and not on top of Martial Stance (12 → 13; with Martial Stance 13, not 14)", () => {
    const c = build({ stats: { endurance: 3, agility: 4 }, perks: { secondBlade: 1 } });
    expect(defenceValues(c, o).normal).toBe(12);
    const knife = defenceValues(c, o, { offHandKnives: true });
    expect([knife.normal, knife.touch, knife.surprised]).toEqual([13, 12, 8]);
    const both = build({
      stats: { endurance: 3, agility: 4 },
      perks: { secondBlade: 1, martialArts: 1, martialStance: 1 },
    });
    expect(defenceValues(both, o, { offHandKnives: true }).normal).toBe(13);
    // In armour Martial Stance is off, so Second Blade applies again.
    expect(
      defenceValues(both, o, { offHandKnives: true, armour: { type: "reflex", pa: 0, ea: 0 } }).normal,
    ).toBe(13);
  });

  it("DE-PERK-20: Extra Attack halves (down) the next same-weapon attack within 4 initiative, once (5, 2, 5, 2; 4 then 4)", () => {
    let s = melee.EXTRA_ATTACK_IDLE;
    const std = { weapon: "sword", melee: true, cost: 5 };
    const costs: number[] = [];
    let r = melee.extraAttackCost(s, std);
    costs.push(r.cost);
    s = melee.extraAttackSpend(melee.extraAttackSpend(r.state, 2), 1);
    for (let i = 0; i < 3; i++) {
      r = melee.extraAttackCost(s, std);
      costs.push(r.cost);
      s = r.state;
    }
    expect(costs).toEqual([5, 2, 5, 2]);
    const light = { weapon: "knife", melee: true, cost: 4 };
    const first = melee.extraAttackCost(melee.EXTRA_ATTACK_IDLE, light);
    expect(melee.extraAttackCost(melee.extraAttackSpend(first.state, 5), light).cost).toBe(4);
  });

  it("DE-PERK-21: Takedown Specialist: the target's Endurance check against the takedown has disadvantage", () => {
    const target = build();
    const b = req(
      buildCheck(
        target,
        { stat: "endurance", purpose: "takedownResist", opponentPerks: ["takedownSpecialist"] },
        o,
      ),
    );
    expect(b.request.disadvantage).toBe(1);
    expect(
      req(buildCheck(target, { stat: "endurance", purpose: "takedownResist" }, o)).request.disadvantage,
    ).toBe(0);
  });

  const stanceCase = (id: string, attack: number, dv: number) => {
    const c = build({
      stats: { endurance: 1, agility: 1 },
      perks: { [id]: 1 },
      skills: ["spearFighting", "scytheFighting"],
    });
    const b = req(
      buildCheck(c, { stat: "agility", attack: true, stance: id, weapon: { skill: "spearFighting" } }, o),
    );
    expect(b.request.modifiers).toEqual([attack]);
    const base = defenceValues(c, o);
    const in_ = defenceValues(c, o, { stance: id });
    expect([in_.normal - base.normal, in_.touch - base.touch, in_.surprised - base.surprised]).toEqual([
      dv,
      dv,
      0,
    ]);
  };

  it("DE-PERK-22: Defensive Stance I: −1 to attacks, +1 Normal and Touch DV for 15 initiative", () => {
    stanceCase("defensiveStance1", -1, 1);
    expect(effects("defensiveStance1")[0]).toMatchObject({ duration: 15 });
  });

  it("DE-PERK-23: Defensive Stance II: −2 to attacks, +2 Normal and Touch DV", () => {
    stanceCase("defensiveStance2", -2, 2);
  });

  it("DE-PERK-24: Offensive Stance I: +1 to attacks, −1 Normal and Touch DV", () => {
    stanceCase("offensiveStance1", 1, -1);
  });

  it("DE-PERK-25: Offensive Stance II entered at 10: that attack +2, DV −2 until tracker time 25", () => {
    stanceCase("offensiveStance2", 2, -2);
    expect(melee.stanceWindow(10, 15, o)).toEqual({ from: 10, until: 25, triggeringAttackIncluded: true });
    expect(
      melee.stanceWindow(10, 15, opts({ stanceIncludesTriggeringAttack: false })).triggeringAttackIncluded,
    ).toBe(false);
    refused(
      buildCheck(build(), { stat: "agility", attack: true, stance: "offensiveStance2" }, o),
      "not_owned",
    );
  });

  it("DE-PERK-26: Shield Render: 3 initiative, within 1 m, a Strength contest, 10 initiative without the shield", () => {
    expect(effects("shieldRender")).toEqual([
      { kind: "shieldRender", initiative: 3, reach: 1, contest: "strength", duration: 10 },
    ]);
  });

  it("DE-PERK-27: Brutal Swing rank 2, hammer hit with [10,6], weapon damage 5 → 8", () => {
    const hit = resolveCheck({ stat: 1, attack: true, target: 12 }, [10, 6]);
    expect(5 + hit.critDamageBonus + melee.brutalSwingBonus(2, hit.critDamageBonus, o)).toBe(8);
    const superHit = resolveCheck({ stat: 1, attack: true, target: 12 }, [10, 10]);
    expect(melee.brutalSwingBonus(2, superHit.critDamageBonus, o)).toBe(4);
    expect(melee.brutalSwingBonus(2, superHit.critDamageBonus, opts({ brutalSwingPerCritDie: false }))).toBe(
      2,
    );
    expect(melee.brutalSwingBonus(2, 0, o)).toBe(0);
  });

  it("DE-PERK-28: Momentum Master: speed 5, straight run 6 → +5; 3 → +0; 4 → +4", () => {
    expect([6, 3, 4].map((m) => melee.momentumBonus(m, 5))).toEqual([5, 0, 4]);
    const c = build({ race: "human", stats: { agility: -2 }, perks: { quickStep: 2, momentumMaster: 1 } });
    expect(speedOf(c, o)).toBe(5);
    const b = req(
      buildCheck(
        c,
        { stat: "agility", attack: true, weapon: { skill: "swordFighting" }, movedStraightMetres: 6 },
        o,
      ),
    );
    expect(b.request.modifiers).toEqual([5]);
  });

  it("DE-PERK-29: Blunt Force: a failed DC 13 save takes the target from initiative 12 to 14", () => {
    expect(melee.bluntForce(12, 12)).toBe(14);
    expect(melee.bluntForce(12, 13)).toBe(12);
  });

  it("DE-PERK-30: Reckless Abandon: −2 to hit, + min(DoS, Strength) damage (Str 3: DoS 5 → +3, DoS 2 → +2; Str 0 → 0; miss → 0)", () => {
    expect([
      melee.recklessDamage(5, 3),
      melee.recklessDamage(2, 3),
      melee.recklessDamage(5, 0),
      melee.recklessDamage(0, 3),
    ]).toEqual([3, 2, 0, 0]);
    const c = build({ stats: { strength: 3 }, skills: ["axeFighting"], perks: { recklessAbandon: 1 } });
    const b = req(
      buildCheck(c, { stat: "strength", attack: true, reckless: true, weapon: { skill: "axeFighting" } }, o),
    );
    expect([b.request.modifiers, b.reckless]).toEqual([[-2], true]);
    refused(
      buildCheck(
        build(),
        { stat: "strength", attack: true, reckless: true, weapon: { skill: "axeFighting" } },
        o,
      ),
      "prerequisite",
    );
  });

  it("DE-PERK-31: Lethal Edge rank 1: [9,6] total 20 vs DV 18 hits; declared → 22, DoS 5, +1 damage; [9,9] → one semi-critical", () => {
    const attack = { stat: 5, attack: true, target: 18 };
    expect(resolveCheck(attack, [9, 6]).total).toBe(20);
    const r = melee.declareLethalEdge(attack, [9, 6], { dice: 1 });
    expect([r.total, r.outcome?.dos, r.critDamageBonus, r.crit]).toEqual([22, 5, 1, "semiCrit"]);
    expect(melee.declareLethalEdge(attack, [9, 9], { dice: 1 }).crit).toBe("semiCrit");
    // A miss is judged with normal thresholds first: nothing to declare.
    expect(melee.declareLethalEdge({ ...attack, target: 21 }, [9, 6], { dice: 1 }).outcome?.success).toBe(
      false,
    );
    const c = build({ stats: { strength: 1 }, skills: ["axeFighting"], perks: { lethalEdge: 1 } });
    expect(
      req(buildCheck(c, { stat: "strength", attack: true, weapon: { skill: "axeFighting" } }, o)).lethalEdge,
    ).toEqual({
      rank: 1,
      threshold: 9,
      dice: 1,
    });
  });

  it("DE-PERK-32: Lethal Edge rank 2: [9,9] that hits → super-critical (+4, damage doubled); a 9 opposite a 1 → anti-critical", () => {
    const r = melee.declareLethalEdge({ stat: 5, attack: true, target: 18 }, [9, 9], { dice: 2 });
    expect([r.crit, r.total, r.critDamageBonus]).toEqual(["superCrit", 27, 2]);
    // Damage doubled after the bonus: a weapon's 5 becomes (5 + 2) × 2.
    expect(critDamage(5, r.crit)).toBe(14);
    const anti = melee.declareLethalEdge({ stat: 5, attack: true, target: 10 }, [9, 1], { dice: 2 });
    expect(anti.crit).toBe("antiCrit");
  });

  it("DE-PERK-33: Shield Bash: advantage on shove checks while holding a shield", () => {
    const c = build({ skills: ["shields"], perks: { shieldBash: 1 } });
    expect(
      req(buildCheck(c, { stat: "strength", purpose: "shove", holding: ["shield"] }, o)).request.advantage,
    ).toBe(1);
    expect(req(buildCheck(c, { stat: "strength", purpose: "shove" }, o)).request.advantage).toBe(0);
  });
});

describe("Movement perks (§7.4)", () => {
  const human = (b: Parameters<typeof build>[0] = {}) => build({ race: "human", ...b });

  it("DE-PERK-34: Slow: Agility is not added to speed (base 5, Agility 2 → 5)", () => {
    expect(speedOf(human({ stats: { agility: 2 } }), o)).toBe(7);
    expect(speedOf(human({ stats: { agility: 2 }, perks: { slow: 1 } }), o)).toBe(5);
  });

  it("DE-PERK-35: Light Step: no traps set off at half speed or slower", () => {
    expect(effects("lightStep")).toEqual([{ kind: "movementTrait", trait: "noTrapsAtHalfSpeed" }]);
  });

  it("DE-PERK-36: Untraceable: no tracks at half speed or slower", () => {
    expect(effects("untraceable")).toEqual([{ kind: "movementTrait", trait: "noTracksAtHalfSpeed" }]);
  });

  it("DE-PERK-37: Quick Step: +1 m per rank, two ranks (base 5, Agility 2 → 9), 100 then 250 XP", () => {
    expect(speedOf(human({ stats: { agility: 2 }, perks: { quickStep: 2 } }), o)).toBe(9);
    const c = ok(
      buy(
        ok(buy(human({ xp: 350 }), { kind: "perk", perk: "quickStep" }, o)),
        { kind: "perk", perk: "quickStep" },
        o,
      ),
    );
    expect(c.xp).toBe(0);
  });

  it("DE-PERK-38: Natural Swimmer swims at full speed (else half, rounded up)", () => {
    expect(deriveCharacter(human(), o).swimSpeed).toBe(3);
    expect(deriveCharacter(human({ perks: { naturalSwimmer: 1 } }), o).swimSpeed).toBe(5);
  });

  it("DE-PERK-39: Natural Climber climbs at full speed (else half, rounded up)", () => {
    expect(deriveCharacter(human(), o).climbSpeed).toBe(3);
    expect(deriveCharacter(human({ perks: { naturalClimber: 1 } }), o).climbSpeed).toBe(5);
  });

  it("DE-PERK-40: Safe Landing: fall damage less Agility (6, Agility 2 → 4; 1, Agility 3 → 0)", () => {
    expect([move.safeLanding(6, 2), move.safeLanding(1, 3)]).toEqual([4, 0]);
  });

  it("DE-PERK-41: Deadly Descent: an out-of-turn melee attack on landing; a hit adds Agility damage", () => {
    expect(effects("deadlyDescent")).toContainEqual({ kind: "fallAttack", damageBonusStat: "agility" });
    expect([move.deadlyDescentBonus(3, true), move.deadlyDescentBonus(3, false)]).toEqual([3, 0]);
  });

  it("DE-PERK-42: Fancy Footwork: runs along walls during a Move action", () => {
    expect(effects("fancyFootwork")).toEqual([{ kind: "movementTrait", trait: "wallRun" }]);
  });

  it("DE-PERK-43: Better Balance I: advantage on Agility balance checks and against Prone", () => {
    const c = build({ perks: { betterBalance1: 1 } });
    expect(req(buildCheck(c, { stat: "agility", purpose: "balance" }, o)).request.advantage).toBe(1);
    expect(
      req(buildCheck(c, { stat: "agility", purpose: "resistCondition", condition: "prone" }, o)).request
        .advantage,
    ).toBe(1);
    expect(req(buildCheck(c, { stat: "strength", purpose: "balance" }, o)).request.advantage).toBe(0);
  });

  it("DE-PERK-44: Better Balance II: no check on narrow surfaces", () => {
    const r = resolveCharacterCheck(
      build({ perks: { betterBalance2: 1 } }),
      { stat: "agility", purpose: "narrowSurface", target: 20 },
      o,
      [],
    );
    expect(r.ok && [r.check.success, r.check.result]).toEqual([true, null]);
  });

  it("DE-PERK-45: Pole Vault doubles the final leap while holding a long object", () => {
    const c = build({ stats: { strength: 2, agility: 2 }, perks: { poleVault: 1 } });
    expect(leapOf(c, o).running).toBe(7);
    expect(leapOf(c, o, { holdingLongObject: true })).toEqual({
      running: 14,
      standing: 8,
      verticalRunning: 8,
      verticalStanding: 4,
    });
  });

  it("DE-PERK-46: Evasion Dance unlocks the setting's bolt interrupt after a melee attack", () => {
    expect(effects("evasionDance")).toEqual([
      {
        kind: "interrupt",
        interrupt: "bolt",
        initiative: null,
        trigger: "a melee attack against this character",
      },
    ]);
  });

  it("DE-PERK-47: Underfoot Evasion passes through larger hostile characters", () => {
    expect(effects("underfootEvasion")).toEqual([{ kind: "movementTrait", trait: "passThroughLarger" }]);
  });

  it("DE-PERK-48: Get Down Mr President: a 1-initiative interrupt to take an ally's attack damage", () => {
    expect(effects("getDownMrPresident")[0]).toMatchObject({
      kind: "interrupt",
      interrupt: "getDownMrPresident",
      initiative: 1,
    });
  });

  it("DE-PERK-49: Power Walk: Strength for Agility in speed, the higher by default (base 5, Str 3, Agi 1 → 8)", () => {
    const c = human({ stats: { strength: 3, agility: 1 }, perks: { powerWalk: 1 } });
    expect(speedOf(c, o)).toBe(8);
    expect(speedOf(c, o, { speedStat: "agility" })).toBe(6);
    expect(speedOf(human({ stats: { strength: 3, agility: 1 } }), o, { speedStat: "strength" })).toBe(6);
  });
});

describe("Carrying perks (§7.5)", () => {
  it("DE-PERK-50: Hauler: one size larger for bulk rows (Medium → 7)", () => {
    expect(deriveCharacter(build({ perks: { hauler: 1 } }), o).bulk.rows).toBe(7);
  });

  it("DE-PERK-51: Heavyweight doubles lifting capacity", () => {
    expect(deriveCharacter(build({ perks: { heavyweight: 1 } }), o).liftingCapacityFactor).toBe(2);
  });

  it("DE-PERK-52: Lightweight halves lifting capacity and is one size smaller for bulk (Medium → 5 rows)", () => {
    const d = deriveCharacter(build({ perks: { lightweight: 1 } }), o);
    expect([d.liftingCapacityFactor, d.bulk.rows]).toEqual([0.5, 5]);
  });
});

describe("Disabilities (§7.6)", () => {
  const look = { stat: "intuition" as const, purpose: "perception" as const };

  it("DE-PERK-53: Half-Blind: disadvantage on sight-based perception", () => {
    const c = build({ perks: { halfBlind: 1 } });
    expect(req(buildCheck(c, { ...look, sense: "sight" }, o)).request.disadvantage).toBe(1);
    expect(req(buildCheck(c, { ...look, sense: "hearing" }, o)).request.disadvantage).toBe(0);
  });

  it("DE-PERK-54: Half-Deaf: disadvantage on hearing-based perception", () => {
    expect(
      req(buildCheck(build({ perks: { halfDeaf: 1 } }), { ...look, sense: "hearing" }, o)).request
        .disadvantage,
    ).toBe(1);
  });

  it("DE-PERK-55: Blind: a raceless character taking it gains 150 SP", () => {
    const c = build({ created: false, sp: 1000 });
    expect(ok(buy(c, { kind: "perk", perk: "blind" }, o)).sp).toBe(1150);
  });

  it("DE-PERK-56: Deaf fails hearing perception, gives 150 SP, excludes Half-Deaf", () => {
    const c = ok(buy(build({ created: false, sp: 1000 }), { kind: "perk", perk: "deaf" }, o));
    expect(c.sp).toBe(1150);
    refused(buy(c, { kind: "perk", perk: "halfDeaf" }, o), "excluded");
  });
});

describe("Martial Arts perks (§7.7)", () => {
  it("DE-PERK-57: levels cost 25/50/100/250/500 (cumulative 25/75/175/425/925), MV 2/4/5/6/8; a 6th is refused", () => {
    let c = build({ xp: 925 });
    const seen: [number, number][] = [];
    for (let level = 1; level <= 5; level++) {
      c = ok(buy(c, { kind: "perk", perk: "martialArts" }, o));
      seen.push([925 - c.xp, martialValue(c, catalogueFor(o))]);
    }
    expect(seen).toEqual([
      [25, 2],
      [75, 4],
      [175, 5],
      [425, 6],
      [925, 8],
    ]);
    refused(buy({ ...c, xp: 1000 }, { kind: "perk", perk: "martialArts" }, o), "max_rank");
    expect([1, 2, 3, 4, 5].map(martial.martialValueAt)).toEqual([2, 4, 5, 6, 8]);
  });

  it("DE-PERK-58: Martial Strike: a Light unarmed attack, Strength or Agility; MV 4 hit with [10,3] → 5 bludgeoning", () => {
    expect(effects("martialStrike")).toEqual([
      {
        kind: "martialStrike",
        initiative: 4,
        attackType: "light",
        stats: ["strength", "agility"],
        damageType: "bludgeoning",
      },
    ]);
    const hit = resolveCheck({ stat: 2, attack: true, target: 10 }, [10, 3]);
    expect(martial.martialStrikeDamage(4, hit.critDamageBonus)).toBe(5);
  });

  it("DE-PERK-59: Martial Parry: a 2-initiative interrupt; incoming 7, MV 4 → 3; incoming 3 → 0", () => {
    expect([martial.parryDamage(7, 4), martial.parryDamage(3, 4)]).toEqual([3, 0]);
    expect(effects("martialParry")[0]).toMatchObject({ kind: "interrupt", initiative: 2 });
  });

  it("DE-PERK-60: Martial Stance: +1 Normal DV per rank without armour (2 ranks → +2; in armour +0)", () => {
    const c = build({ stats: { endurance: 1, agility: 1 }, perks: { martialArts: 1, martialStance: 2 } });
    const bare = defenceValues(c, o);
    expect([bare.normal, bare.touch]).toEqual([9, 7]);
    const armoured = defenceValues(c, o, { armour: { type: "reflex", pa: 0, ea: 0 } });
    expect(armoured.normal).toBe(7);
  });

  it("DE-PERK-61: Grapple Expertise adds the Martial Value to the grappler's check", () => {
    const c = build({ perks: { martialArts: 3, grappleExpertise: 1 } });
    expect(req(buildCheck(c, { stat: "strength", purpose: "grapple" }, o)).request.modifiers).toEqual([5]);
    expect(req(buildCheck(c, { stat: "strength" }, o)).request.modifiers).toEqual([]);
  });

  it("DE-PERK-62: Martial Throw: 5 initiative, up to 2 m, a grappled target no larger than the thrower", () => {
    expect(effects("martialThrow")).toEqual([
      { kind: "martialThrow", initiative: 5, metres: 2, maxSizeSteps: 0 },
    ]);
  });

  it("DE-PERK-63: Counter Attack after any parry (or only a full one, by option), 2 initiative", () => {
    expect(martial.counterAttackAllowed(7, 4, o)).toBe(true);
    const strict = opts({ counterAttackRequiresFullNegation: true });
    expect([martial.counterAttackAllowed(7, 4, strict), martial.counterAttackAllowed(3, 4, strict)]).toEqual([
      false,
      true,
    ]);
    expect(effects("counterAttack")[0]).toMatchObject({ initiative: 2 });
  });

  it("DE-PERK-64: Meditative Recovery restores MV Stun in a short rest, up to max; needs Martial Arts 2", () => {
    expect([martial.meditativeRecovery(1, 8, 4), martial.meditativeRecovery(6, 8, 4)]).toEqual([5, 8]);
    refused(
      buy(build({ xp: 500, perks: { martialArts: 1 } }), { kind: "perk", perk: "meditativeRecovery" }, o),
      "prerequisite",
    );
  });

  it("DE-PERK-65: Sweeping Leg: DC 12 + MV (MV 4 → 16); total 15 → Prone, 16 → not", () => {
    expect(martial.sweepingLegDc(4)).toBe(16);
    expect(martial.sweepingLeg(15, 4)).toEqual({ dc: 16, prone: true, damage: 0 });
    expect(martial.sweepingLeg(16, 4)).toEqual({ dc: 16, prone: false, damage: 0 });
  });
});

describe("Medic, Surgeon and Repair Technician perks (§7.8–7.10)", () => {
  it("DE-PERK-66: Emergency Triage: First Aid costs 5 instead of 10", () => {
    expect([care.firstAidCost(true), care.firstAidCost(false)]).toEqual([5, 10]);
  });

  it("DE-PERK-67: Improved First Aid: advantage on the next two death checks instead of one", () => {
    expect([care.firstAidAdvantageChecks(true), care.firstAidAdvantageChecks(false)]).toEqual([2, 1]);
  });

  it("DE-PERK-68: Battlefield Transfusion: an automatic death-check success that counts toward stabilising; 1 supply", () => {
    expect(care.battlefieldTransfusion({ successes: 2, failures: 1 })).toEqual({
      successes: 3,
      failures: 1,
      stabilised: true,
      suppliesUsed: 1,
    });
  });

  it("DE-PERK-69: Optimised Recovery halves unconsciousness, rounded up (5 h → 3 h)", () => {
    expect(care.optimisedRecoveryHours(5)).toBe(3);
  });

  it("DE-PERK-70: Emergency Protocol moves up to half speed, rounded up, for 1 initiative", () => {
    expect(move.emergencyProtocolMove(7)).toBe(4);
    expect(effects("emergencyProtocol")[0]).toMatchObject({ initiative: 1 });
  });

  it("DE-PERK-71: Pain Resistance Techniques: advantage on Endurance checks to stay conscious", () => {
    const c = build({ perks: { painResistanceTechniques: 1 } });
    expect(req(buildCheck(c, { stat: "endurance", purpose: "consciousness" }, o)).request.advantage).toBe(1);
    expect(req(buildCheck(c, { stat: "endurance" }, o)).request.advantage).toBe(0);
  });

  it("DE-PERK-72: Overwatch Medic spends the medic's own stun die (1d6 + medic's Endurance) on an ally", () => {
    const medic = build({ stats: { endurance: 1, intuition: 2 }, perks: { overwatchMedic: 1 } });
    const ally = {
      ...build({ stats: { endurance: 4 } }),
      current: { hp: 3, stun: 1, res: null, stunDiceSpent: 0 },
    };
    const r = care.overwatchMedic(medic, ally, 4, facesSource([4]));
    if (!r.ok) throw new Error(r.error.message);
    expect([r.ally.current.stun, r.restored, r.medic.current.stunDiceSpent]).toEqual([4, 3, 1]);
    refused(care.overwatchMedic(r.medic, ally, 4, facesSource([4])), "invalid");
  });

  it("DE-PERK-73: Emergency Resuscitation: DC 15; success stabilises with 2 failures left (option), failure kills", () => {
    expect(care.emergencyResuscitation(15, o)).toEqual({ stabilised: true, dead: false, failures: 2 });
    expect(care.emergencyResuscitation(15, opts({ resuscitationFailureTally: 0 })).failures).toBe(0);
    expect(care.emergencyResuscitation(14, o).dead).toBe(true);
  });

  it("DE-PERK-74: Field Surgeon: ally HP 1/3 → 2/3, one supply; no HP on its next long rest; once per long rest", () => {
    const ally = { ...build(), current: { hp: 1, stun: 0, res: null, stunDiceSpent: 0 } };
    const r = care.fieldSurgery(ally, o);
    if (!r.ok) throw new Error(r.error.message);
    expect([r.character.current.hp, r.suppliesUsed]).toEqual([2, 1]);
    refused(care.fieldSurgery(r.character, o), "invalid");
    const rest = completeLongRest(r.character, o);
    expect(rest.ok && rest.hpRecoveryAllowed).toBe(false);
    const next = rest.ok ? completeLongRest(rest.character, o) : null;
    expect(next?.ok && next.hpRecoveryAllowed).toBe(true);
  });

  it("DE-PERK-75: Critical Care doubles medical supplies at 0 HP (+1 → +2)", () => {
    expect([care.criticalCare(1, true), care.criticalCare(1, false)]).toEqual([2, 1]);
  });

  it("DE-PERK-76: Endurance Booster: +2 on the ally's long-rest roll (13 → 15, a success against 15)", () => {
    expect(care.enduranceBooster(13)).toBe(15);
  });

  it("DE-PERK-77: Tech Medic: two uses of medical supplies for each use of repair supplies", () => {
    expect(care.techMedicUses(1)).toBe(2);
  });

  it("DE-PERK-78: Enhanced Repair Kit: each use mends 2 Resilience instead of 1", () => {
    expect([care.repairSuppliesRes(1, true), care.repairSuppliesRes(1, false)]).toEqual([2, 1]);
  });

  it("DE-PERK-79: Advanced Resilience Repair: 1 Resilience in a short rest, once per long rest", () => {
    expect(care.advancedResilienceRepair(10, 30, false)).toEqual({ res: 11, used: true });
    expect(care.advancedResilienceRepair(11, 30, true)).toBeNull();
  });
});
