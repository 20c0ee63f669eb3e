import { describe, expect, it } from "vitest";
import { hero, hpStun, scripted } from "../damage/testing/fixtures.js";
import { computeDefence, dvAgainst } from "../defence/dv.js";
import { healthCheckRequest } from "../health/roll.js";
import { dropProne, PRONE_COSTS, proneSituational, standUp } from "./active.js";
import {
  attackAgainstModifiers,
  canSpeak,
  conditionCheckModifiers,
  conditionStance,
  grappleApplyDisadvantage,
  incapacitation,
  movement,
  whyCannotSpendInitiative,
} from "./effects.js";
import { activeCondition } from "./state.js";

const opts = { poisonedAffectsAttacks: false };
const withConditions = (...ids: string[]) =>
  hero({ conditions: ids.map((condition) => activeCondition({ condition, appliedAt: 0 })) });

describe("what conditions do", () => {
  it("DE-COND-13: Blinded: fails sight perception, disadvantage on perception and attacks, attackers get advantage", () => {
    const b = withConditions("blinded");
    expect(conditionCheckModifiers(b, { stat: "intuition", perception: "sight" }, opts)).toMatchObject({
      autoFail: true,
      disadvantage: 1,
    });
    expect(conditionCheckModifiers(b, { stat: "intuition", perception: "hearing" }, opts)).toMatchObject({
      autoFail: false,
      disadvantage: 1,
    });
    expect(conditionCheckModifiers(b, { stat: "agility", attack: true }, opts).disadvantage).toBe(1);
    expect(conditionCheckModifiers(b, { stat: "agility" }, opts).disadvantage).toBe(0);
    expect(attackAgainstModifiers(b)).toMatchObject({ advantage: 1, dvType: "normal" });
  });

  it("DE-COND-17: Deafened: fails hearing perception, disadvantage on all perception", () => {
    const d = withConditions("deafened");
    expect(conditionCheckModifiers(d, { stat: "intuition", perception: "hearing" }, opts)).toMatchObject({
      autoFail: true,
      disadvantage: 1,
    });
    expect(conditionCheckModifiers(d, { stat: "intuition", perception: "other" }, opts)).toMatchObject({
      autoFail: false,
      disadvantage: 1,
    });
    expect(attackAgainstModifiers(d).advantage).toBe(0);
  });

  it("DE-COND-18: Grappled: no Move action, no spending of movement", () => {
    expect(movement(withConditions("grappled"), 6)).toMatchObject({ canMove: false, speed: 0 });
    expect(movement(hero(), 6)).toMatchObject({ canMove: true, speed: 6 });
    // It can still spend initiative on other things (and be moved by others).
    expect(whyCannotSpendInitiative(withConditions("grappled"), 0)).toBeNull();
  });

  it("DE-COND-19: Hard Light / Soft Light AI bodies are resilient to Grappled and grapple with disadvantage", () => {
    expect(conditionStance(hero({ aiBody: "hardLight" }), "grappled")).toMatchObject({
      resilient: true,
      advantage: 1,
    });
    expect(conditionStance(hero({ aiBody: "softLight" }), "prone").resilient).toBe(false);
    expect(grappleApplyDisadvantage("softLight")).toBe(1);
    expect(grappleApplyDisadvantage(null)).toBe(0);
  });

  it("DE-COND-21: unconscious characters are Incapacitated", () => {
    const out = hero({
      vitals: { ...hpStun(1, 3, 0, 6), unconscious: { cause: "stun", since: 0, until: 100 } },
    });
    expect(incapacitation(out, 10)).toMatchObject({
      incapacitated: true,
      until: 100,
      sources: ["unconscious"],
    });
    expect(whyCannotSpendInitiative(out, 10)).toMatchObject({
      code: "refused",
      path: ["vitals", "unconscious"],
    });
    expect(movement(out, 6).canMove).toBe(false);
  });

  it("DE-COND-22: Nauseated: disadvantage on Convince, Charisma, Logic and Intuition checks", () => {
    const n = withConditions("nauseated");
    for (const stat of ["convince", "charisma", "logic", "intuition"] as const) {
      expect(conditionCheckModifiers(n, { stat }, opts).disadvantage).toBe(1);
    }
    expect(conditionCheckModifiers(n, { stat: "agility" }, opts).disadvantage).toBe(0);
  });

  it("DE-COND-23: Paralysed: incapacitated, no speech, no movement, attacked against its Surprised DV", () => {
    const p = withConditions("paralysed");
    expect(incapacitation(p, 0).incapacitated).toBe(true);
    expect(canSpeak(p)).toBe(false);
    expect(movement(p, 6).canMove).toBe(false);
    const a = attackAgainstModifiers(p);
    expect(a.dvType).toBe("surprised");
    const d = computeDefence({
      endurance: 1,
      agility: 3,
      skills: [],
      armour: null,
      held: null,
      fortified: false,
    });
    expect(dvAgainst(d, { dvType: a.dvType, ranged: false }).dv).toBe(6);
  });

  it("DE-COND-24: Poisoned: disadvantage on every stat check; with Nauseated a Logic check has 2 levels", () => {
    const both = withConditions("poisoned", "nauseated");
    expect(conditionCheckModifiers(both, { stat: "logic" }, opts).disadvantage).toBe(2);
    expect(
      healthCheckRequest(both, { purpose: "deathCheck", stat: "logic", dc: 12 }, opts).request.disadvantage,
    ).toBe(2);
    // Attack rolls are not stat checks (the Decision); option poisonedAffectsAttacks widens it.
    const p = withConditions("poisoned");
    expect(conditionCheckModifiers(p, { stat: "agility", attack: true }, opts).disadvantage).toBe(0);
    expect(
      conditionCheckModifiers(p, { stat: "agility", attack: true }, { poisonedAffectsAttacks: true })
        .disadvantage,
    ).toBe(1);
  });

  it("DE-COND-25: Prone: attack disadvantage unless Light or Anchored; speed halved rounding up; drop 1, stand 2", () => {
    const p = withConditions("prone");
    expect(conditionCheckModifiers(p, { stat: "agility", attack: true }, opts).disadvantage).toBe(1);
    expect(
      conditionCheckModifiers(p, { stat: "agility", attack: true, weapon: ["light"] }, opts).disadvantage,
    ).toBe(0);
    expect(
      conditionCheckModifiers(p, { stat: "agility", attack: true, weapon: ["anchored"] }, opts).disadvantage,
    ).toBe(0);
    expect(movement(p, 5)).toMatchObject({ speed: 3, canMove: true });
    const dropped = dropProne(hero(), scripted([], 4));
    expect(dropped).toMatchObject({ ok: true, cost: PRONE_COSTS.drop });
    expect(PRONE_COSTS).toEqual({ drop: 1, stand: 2 });
    if (dropped.ok) {
      expect(dropProne(dropped.view, scripted([], 5)).ok).toBe(false);
      const up = standUp(dropped.view, 6);
      expect(up).toMatchObject({ ok: true, cost: 2 });
      expect(up.ok && up.view.conditions).toEqual([]);
    }
    expect(standUp(hero(), 0)).toMatchObject({ ok: false, error: { path: ["conditions"] } });
  });

  it("DE-COND-26: [narrative] the GM may give a prone character stealth advantage and cover", () => {
    expect(proneSituational({ stealthAdvantage: true, cover: "half" })).toEqual({
      stealthAdvantage: 1,
      cover: "half",
      coverBonus: 2,
    });
    expect(proneSituational({})).toEqual({ stealthAdvantage: 0, cover: "none", coverBonus: 0 });
  });

  it("DE-COND-27: Restrained: speed 0, attacked with advantage, own attacks and Agility/Dexterity checks at disadvantage", () => {
    const r = withConditions("restrained");
    expect(movement(r, 6).speed).toBe(0);
    expect(attackAgainstModifiers(r).advantage).toBe(1);
    expect(conditionCheckModifiers(r, { stat: "strength", attack: true }, opts).disadvantage).toBe(1);
    expect(conditionCheckModifiers(r, { stat: "agility" }, opts).disadvantage).toBe(1);
    expect(conditionCheckModifiers(r, { stat: "dexterity" }, opts).disadvantage).toBe(1);
    expect(conditionCheckModifiers(r, { stat: "endurance" }, opts).disadvantage).toBe(0);
  });

  it("DE-COND-34: unconsciousness is a state implying Incapacitated, with its own end", () => {
    const until = hero({
      vitals: { ...hpStun(1, 3, 0, 6), unconscious: { cause: "stun", since: 0, until: 50 } },
    });
    expect(incapacitation(until, 49).incapacitated).toBe(true);
    expect(incapacitation(until, 50).incapacitated).toBe(false);
    const dying = hero({
      vitals: { ...hpStun(0, 3, 0, 6), unconscious: { cause: "dying", since: 0, until: null } },
    });
    expect(incapacitation(dying, 1e9)).toMatchObject({ incapacitated: true, until: null });
    // It is not stored as a condition.
    expect(dying.conditions).toEqual([]);
  });
});
