// What carried conditions do, field by field: every reason recorded, the time a condition stops
// counting, the Incapacitated unconsciousness implies, and each source of a stance.
import { describe, expect, it } from "vitest";
import { hero, hpStun } from "../damage/testing/fixtures.js";
import { withSettingConditions } from "./catalog.js";
import {
  attackAgainstModifiers,
  canSpeak,
  conditionCheckModifiers,
  conditionStance,
  conditionsInForce,
  hasCondition,
  incapacitation,
  movement,
  whyCannotSpendInitiative,
} from "./effects.js";
import { activeCondition } from "./state.js";

const opts = { poisonedAffectsAttacks: false };
const until = (condition: string, endsAt: number | null) =>
  activeCondition({ condition, appliedAt: 0, endsAt });
const knockedOut = (until: number | null) => ({
  ...hpStun(1, 3, 0, 6),
  unconscious: { cause: "stun" as const, since: 0, until },
});

describe("conditions in force", () => {
  it("DE-COND-8: a condition counts until its end; with no time given, every listed one counts", () => {
    const h = hero({ conditions: [until("prone", 10), until("blinded", null)] });
    expect(conditionsInForce(h, 10).map((f) => [f.id, f.index, f.endsAt])).toEqual([["blinded", 1, null]]);
    expect(conditionsInForce(h, 9).map((f) => f.id)).toEqual(["prone", "blinded"]);
    expect(conditionsInForce(h).map((f) => f.id)).toEqual(["prone", "blinded"]);
    const [first] = conditionsInForce(h, 9);
    expect(first!.condition).toBe(h.conditions[0]);
    expect(first!.def.name).toBe("Prone");
    expect(hasCondition(h, "prone")).toBe(true);
    expect(hasCondition(h, "prone", 9)).toBe(true);
    expect(hasCondition(h, "prone", 10)).toBe(false);
    expect(hasCondition(h, "deafened")).toBe(false);
  });

  it("DE-COND-21, 34: unconsciousness adds an Incapacitated with its end, until that end", () => {
    const h = hero({ vitals: knockedOut(30) });
    expect(conditionsInForce(h, 29)).toEqual([
      {
        id: "incapacitated",
        def: expect.objectContaining({ id: "incapacitated" }),
        index: null,
        condition: null,
        endsAt: 30,
      },
    ]);
    expect(conditionsInForce(h, 30)).toEqual([]);
    expect(conditionsInForce(h)).toHaveLength(1);
    expect(conditionsInForce(hero({ vitals: knockedOut(null) }), 1e9)).toHaveLength(1);
    // The dead are not "incapacitated": they are dead.
    const dead = hero({ vitals: { ...knockedOut(null), dead: true } });
    expect(conditionsInForce(dead, 0)).toEqual([]);
  });

  it("DE-COND-21: a setting's own Incapacitated definition is the one unconsciousness implies", () => {
    const catalog = withSettingConditions([
      {
        id: "incapacitated",
        name: "Out Cold",
        rated: false,
        summary: "x",
        ends: "y",
        effects: [{ kind: "incapacitated", burn: 3 }],
      },
    ]);
    const h = hero({ vitals: knockedOut(null) });
    expect(conditionsInForce(h, 0, catalog)[0]!.def.name).toBe("Out Cold");
    expect(incapacitation(h, 0, catalog).burn).toBe(3);
  });
});

describe("checks and attack rolls made by the bearer", () => {
  it("DE-COND-24: each reason names the condition, the effect and its levels; no advantage comes of it", () => {
    const h = hero({ conditions: [until("poisoned", null), until("nauseated", null)] });
    expect(conditionCheckModifiers(h, { stat: "logic" }, opts)).toEqual({
      advantage: 0,
      disadvantage: 2,
      autoFail: false,
      reasons: [
        { condition: "poisoned", effect: "checkDisadvantage", levels: 1 },
        { condition: "nauseated", effect: "checkDisadvantage", levels: 1 },
      ],
    });
  });

  it("DE-COND-24: the option widens only a condition that names it: Nauseated stays off attack rolls", () => {
    const n = hero({ conditions: [until("nauseated", null)] });
    expect(
      conditionCheckModifiers(n, { stat: "logic", attack: true }, { poisonedAffectsAttacks: true })
        .disadvantage,
    ).toBe(0);
    const p = hero({ conditions: [until("poisoned", null)] });
    expect(
      conditionCheckModifiers(p, { stat: "logic", attack: false }, { poisonedAffectsAttacks: false })
        .disadvantage,
    ).toBe(1);
  });

  it("DE-COND-13: an automatic failure is a reason without levels; other senses and non-perception checks are not hit", () => {
    const b = hero({ conditions: [until("blinded", null)] });
    expect(conditionCheckModifiers(b, { stat: "intuition", perception: "sight" }, opts).reasons).toEqual([
      { condition: "blinded", effect: "perceptionAutoFail" },
      { condition: "blinded", effect: "perceptionDisadvantage", levels: 1 },
    ]);
    expect(conditionCheckModifiers(b, { stat: "intuition" }, opts)).toEqual({
      advantage: 0,
      disadvantage: 0,
      autoFail: false,
      reasons: [],
    });
    expect(conditionCheckModifiers(b, { stat: "agility", attack: true }, opts).reasons).toEqual([
      { condition: "blinded", effect: "attackDisadvantage", levels: 1 },
    ]);
  });

  it("DE-COND-25: Prone's attack penalty: a weapon without the listed properties, or none, gets it", () => {
    const p = hero({ conditions: [until("prone", null)] });
    expect(
      conditionCheckModifiers(p, { stat: "dexterity", attack: true, weapon: [] }, opts).disadvantage,
    ).toBe(1);
    expect(
      conditionCheckModifiers(p, { stat: "dexterity", attack: true, weapon: ["light", "anchored"] }, opts)
        .disadvantage,
    ).toBe(0);
    expect(conditionCheckModifiers(p, { stat: "dexterity", weapon: [] }, opts).disadvantage).toBe(0);
  });

  it("DE-COND-8: a condition that has run out changes no check", () => {
    const h = hero({ conditions: [until("poisoned", 5)] });
    expect(conditionCheckModifiers(h, { stat: "logic" }, opts, 5).disadvantage).toBe(0);
    expect(conditionCheckModifiers(h, { stat: "logic" }, opts, 4).disadvantage).toBe(1);
  });
});

describe("attacks against the bearer", () => {
  it("DE-COND-27, 30: the advantage and DV reasons, in order", () => {
    const h = hero({
      conditions: [until("restrained", null), until("surprised", null), until("blinded", null)],
    });
    expect(attackAgainstModifiers(h)).toEqual({
      advantage: 2,
      dvType: "surprised",
      reasons: [
        { condition: "restrained", effect: "attackersAdvantage", levels: 1 },
        { condition: "surprised", effect: "attackersUseDv" },
        { condition: "blinded", effect: "attackersAdvantage", levels: 1 },
      ],
    });
    expect(attackAgainstModifiers(h, 0)).toMatchObject({ advantage: 2, dvType: "surprised" });
  });

  it("DE-COND-23, 30: Surprised DV wins over a setting's Touch DV, whichever comes first", () => {
    const catalog = withSettingConditions([
      {
        id: "exposed",
        name: "Exposed",
        rated: false,
        summary: "x",
        ends: "y",
        effects: [{ kind: "attackersUseDv", dvType: "touch" }],
      },
    ]);
    const touch = hero({ conditions: [until("exposed", null)] });
    expect(attackAgainstModifiers(touch, undefined, catalog).dvType).toBe("touch");
    const touchFirst = hero({ conditions: [until("exposed", null), until("paralysed", null)] });
    expect(attackAgainstModifiers(touchFirst, undefined, catalog).dvType).toBe("surprised");
    const surprisedFirst = hero({ conditions: [until("paralysed", null), until("exposed", null)] });
    expect(attackAgainstModifiers(surprisedFirst, undefined, catalog)).toMatchObject({
      dvType: "surprised",
      reasons: [
        { condition: "paralysed", effect: "attackersUseDv" },
        { condition: "exposed", effect: "attackersUseDv" },
      ],
    });
  });
});

describe("movement and speech", () => {
  it("DE-COND-25, 27: each speed change is a reason; zero beats half", () => {
    const h = hero({ conditions: [until("prone", null), until("restrained", null)] });
    expect(movement(h, 7)).toEqual({
      speed: 0,
      canMove: true,
      reasons: [
        { condition: "prone", effect: "speed:half" },
        { condition: "restrained", effect: "speed:zero" },
      ],
    });
    expect(movement(hero({ conditions: [until("prone", null)] }), 7).speed).toBe(4);
  });

  it("DE-COND-18, 20: no moving at all, with the reason", () => {
    expect(movement(hero({ conditions: [until("grappled", null)] }), 6).reasons).toEqual([
      { condition: "grappled", effect: "cannotMove" },
    ]);
    expect(movement(hero({ conditions: [until("incapacitated", null)] }), 6)).toEqual({
      speed: 0,
      canMove: false,
      reasons: [{ condition: "incapacitated", effect: "incapacitated" }],
    });
    expect(movement(hero({ conditions: [until("grappled", 3)] }), 6, 3).canMove).toBe(true);
  });

  it("DE-DV-9: the Fortified stance stops the wearer moving", () => {
    expect(movement(hero({ fortified: true }), 6)).toEqual({
      speed: 0,
      canMove: false,
      reasons: [{ condition: "fortified", effect: "cannotMove" }],
    });
  });

  it("DE-COND-9: speech: a condition that has run out no longer silences; unconsciousness does", () => {
    const h = hero({ conditions: [until("asphyxiated", 10)] });
    expect(canSpeak(h, 9)).toBe(false);
    expect(canSpeak(h, 10)).toBe(true);
    expect(canSpeak(hero({ conditions: [until("prone", null)] }))).toBe(true);
    expect(canSpeak(hero({ vitals: knockedOut(null) }))).toBe(false);
  });
});

describe("incapacitation", () => {
  it("DE-COND-20: the last cause's end, every source named, the highest burn", () => {
    const h = hero({
      vitals: knockedOut(25),
      conditions: [until("paralysed", 40), until("incapacitated", 12), until("prone", null)],
    });
    expect(incapacitation(h, 10)).toEqual({
      incapacitated: true,
      until: 40,
      burn: 5,
      sources: ["paralysed", "incapacitated", "unconscious"],
    });
    // One cause without an end: no end in sight, whatever comes after.
    const open = hero({ conditions: [until("paralysed", null), until("incapacitated", 12)] });
    expect(incapacitation(open, 0).until).toBeNull();
    expect(
      incapacitation(hero({ conditions: [until("incapacitated", 12), until("paralysed", null)] }), 0).until,
    ).toBeNull();
  });

  it("DE-COND-20: not incapacitated: no end, no burn, no source", () => {
    expect(incapacitation(hero({ conditions: [until("prone", null)] }), 0)).toEqual({
      incapacitated: false,
      until: null,
      burn: 0,
      sources: [],
    });
  });

  it("DE-COND-20: a setting's smaller burn counts below the core's 5", () => {
    const catalog = withSettingConditions([
      {
        id: "stunned",
        name: "Stunned",
        rated: false,
        summary: "x",
        ends: "y",
        effects: [{ kind: "incapacitated", burn: 2 }],
      },
    ]);
    expect(incapacitation(hero({ conditions: [until("stunned", 9)] }), 0, catalog)).toMatchObject({
      burn: 2,
      until: 9,
    });
  });

  it("DE-COND-20: each refusal word for word, naming the condition and its place", () => {
    expect(whyCannotSpendInitiative(hero({ vitals: { ...hpStun(0, 3, 0, 6), dead: true } }), 0)).toEqual({
      code: "refused",
      path: ["vitals", "dead"],
      message: "the character is dead",
    });
    expect(whyCannotSpendInitiative(hero({ vitals: knockedOut(20) }), 19)).toEqual({
      code: "refused",
      path: ["vitals", "unconscious"],
      message: "an unconscious character is incapacitated and cannot spend initiative",
    });
    expect(whyCannotSpendInitiative(hero({ vitals: knockedOut(20) }), 20)).toBeNull();
    expect(whyCannotSpendInitiative(hero({ vitals: knockedOut(null) }), 1e9)).toMatchObject({
      path: ["vitals", "unconscious"],
    });
    expect(
      whyCannotSpendInitiative(hero({ conditions: [until("prone", null), until("paralysed", 8)] }), 7),
    ).toEqual({
      code: "refused",
      path: ["conditions", 1],
      message: "Paralysed: an incapacitated character cannot spend initiative",
    });
    expect(whyCannotSpendInitiative(hero({ conditions: [until("paralysed", 8)] }), 8)).toBeNull();
  });
});

describe("immunity, susceptibility, resilience", () => {
  it("DE-COND-2..4: each source is a reason, and the levels follow", () => {
    expect(conditionStance(hero(), "poisoned")).toEqual({
      immune: false,
      susceptible: false,
      resilient: false,
      advantage: 0,
      disadvantage: 0,
      reasons: [],
    });
    expect(
      conditionStance(
        hero({ immunities: ["poisoned"], susceptibilities: ["poisoned"], resiliences: ["poisoned"] }),
        "poisoned",
      ),
    ).toEqual({
      immune: true,
      susceptible: true,
      resilient: true,
      advantage: 1,
      disadvantage: 1,
      reasons: ["immune", "susceptible", "resilient"],
    });
    expect(conditionStance(hero({ susceptibilities: ["prone"] }), "poisoned").susceptible).toBe(false);
  });

  it("DE-COND-33: only a character that cannot bleed is immune to Bleed for it", () => {
    expect(conditionStance(hero({ canBleed: false }), "bleed")).toMatchObject({
      immune: true,
      reasons: ["cannot bleed"],
    });
    expect(conditionStance(hero({ canBleed: false }), "burning").immune).toBe(false);
    expect(conditionStance({ conditions: [] }, "bleed").immune).toBe(false);
  });

  it("DE-COND-19: an AI body's reason names the body; only Grappled", () => {
    expect(conditionStance(hero({ aiBody: "softLight" }), "grappled").reasons).toEqual(["softLight body"]);
    expect(conditionStance(hero({ aiBody: null }), "grappled").resilient).toBe(false);
  });

  it("DE-DV-9: the Fortified stance is resilient to Prone only", () => {
    expect(conditionStance(hero({ fortified: true }), "prone")).toMatchObject({
      resilient: true,
      advantage: 1,
      reasons: ["fortified"],
    });
    expect(conditionStance(hero({ fortified: true }), "grappled").resilient).toBe(false);
    expect(conditionStance(hero({ fortified: false }), "prone").resilient).toBe(false);
  });

  it("DE-COND-16: water or vacuum makes Burning resilient, naming where; not another condition", () => {
    expect(conditionStance(hero({ environment: { vacuum: true } }), "burning")).toMatchObject({
      resilient: true,
      reasons: ["vacuum"],
    });
    expect(conditionStance(hero({ environment: { underwater: true } }), "burning").reasons).toEqual([
      "underwater",
    ]);
    expect(conditionStance(hero(), "burning").resilient).toBe(false);
    expect(conditionStance(hero({ environment: { vacuum: true } }), "bleed").resilient).toBe(false);
    expect(conditionStance({ conditions: [] }, "burning").resilient).toBe(false);
  });
});

describe("a holder with no vitals", () => {
  it("DE-COND-9, 20: a holder that brings no vitals speaks and may spend initiative", () => {
    expect(canSpeak({ conditions: [] })).toBe(true);
    expect(whyCannotSpendInitiative({ conditions: [] }, 0)).toBeNull();
  });
});
