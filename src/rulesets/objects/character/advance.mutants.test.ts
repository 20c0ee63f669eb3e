// Tests written to kill surviving mutants of advance.ts (issue 21): the purchase syntax at its
// edges, every refusal's words and field, the XP log's spend entries, learning a skill against
// raising an attribute from 0, raising one positive trait among several, and buying off a limb.
import { describe, expect, it } from "vitest";
import { engineError, opts, sheet } from "../testing/helpers.js";
import { awardXp, type Purchase, parsePurchase, purchase } from "./advance.js";

const o = opts();
const gm = opts({ negativeTraitBuyOff: "gm-cost" });
const buy = (c: ReturnType<typeof sheet>, ...texts: string[]) => purchase(c, texts.map(parsePurchase), o);
const last = (steps: ReturnType<typeof purchase>) => steps[steps.length - 1]!.character;

describe("the purchase syntax", () => {
  it("OBJ-ADV-2 spaces around the parts are ignored", () => {
    expect(parsePurchase(" skill : Dodge : 4 ")).toStrictEqual({ kind: "skill", id: "Dodge", to: 4 });
  });

  it("OBJ-ADV-2 one step when no target is given, or the target is left empty", () => {
    expect(parsePurchase("skill:Dodge")).toStrictEqual({ kind: "skill", id: "Dodge" });
    expect(parsePurchase("attribute:STR:")).toStrictEqual({ kind: "attribute", id: "STR" });
    expect(parsePurchase("trait:Fireproof:1")).toStrictEqual({ kind: "trait", id: "Fireproof", to: 1 });
  });

  it("OBJ-ADV-3 a target must be a whole number of at least 1", () => {
    for (const text of ["skill:Dodge:0", "skill:Dodge:1.5", "skill:Dodge:x", "attribute:STR:-2"]) {
      const e = engineError(() => parsePurchase(text));
      expect([e.code, e.path]).toEqual(["invalid", ["buy"]]);
    }
  });

  it("a purchase without a name, or a buy-off without a price, is refused with the syntax", () => {
    for (const text of ["skill", "skill:", "buy-off:Missing Limb", "level:3"]) {
      const e = engineError(() => parsePurchase(text));
      expect([e.code, e.path]).toEqual(["invalid", ["buy"]]);
      expect(e.message).toContain(
        `"${text}" is not a purchase; write one of: attribute:<name>[:<to>], skill:<name>[:<to>], trait:<name>[:<to>], new-trait:<name>[:<sense or trigger>], buy-off:<trait>:<xp>`,
      );
      expect(e.message).toMatch(/, buy-off:<trait>:<xp>$/);
    }
  });

  it("OBJ-ADV-8 buy-off:<trait>:<xp> carries the GM's price", () => {
    expect(parsePurchase("buy-off:Missing Limb:20")).toStrictEqual({
      kind: "buyOff",
      id: "Missing Limb",
      cost: 20,
    });
  });
});

describe("XP awards and spending", () => {
  it("OBJ-ADV-1 the award's line names the reason, and the session only when there is one", () => {
    expect(awardXp(sheet(o), 1, "session played", null).changes).toEqual([
      "Someone gains 1 XP (session played): 0 → 1",
    ]);
    expect(awardXp(sheet(o, { xp: 2 }), 3, "a good plan", "7").changes).toEqual([
      "Someone gains 3 XP (a good plan, session 7): 2 → 5",
    ]);
  });

  it("OBJ-ADV-2 each step spent is logged with its reason, a negative amount and the balance", () => {
    const c = last(buy(sheet(o, { xp: 20 }), "attribute:INT"));
    expect(c.xpLog).toStrictEqual([
      { kind: "spend", amount: -16, reason: "Intelligence 3 → 4", session: null, balance: 4 },
    ]);
  });

  it("OBJ-ADV-4 refusals are on the buy field", () => {
    const e = engineError(() => buy(sheet(o, { xp: 5 }), "attribute:INT"));
    expect([e.code, e.path, e.message]).toEqual([
      "refused",
      ["buy"],
      "Someone has 5 XP; Intelligence 3 → 4 costs 16",
    ]);
  });
});

describe("raising ratings", () => {
  it("names an attribute or skill the table does not have", () => {
    const a = engineError(() => buy(sheet(o, { xp: 50 }), "attribute:Luck"));
    expect([a.code, a.path, a.message]).toEqual(["invalid", ["buy"], "'Luck' is not an attribute"]);
    const s = engineError(() => buy(sheet(o, { xp: 50 }), "skill:Juggling"));
    expect([s.code, s.path, s.message]).toEqual(["invalid", ["buy"], "'Juggling' is not a skill"]);
  });

  it("OBJ-ADV-4 raising to the rating already held is refused", () => {
    const e = engineError(() => buy(sheet(o, { xp: 50 }), "attribute:INT:3"));
    expect([e.code, e.path, e.message]).toEqual(["refused", ["buy"], "Intelligence is already 3"]);
    expect(engineError(() => buy(sheet(o, { xp: 50 }), "attribute:INT:2")).message).toBe(
      "Intelligence is already 3",
    );
  });

  it("OBJ-ADV-7 a skill may reach 6 exactly (5 → 6 costs 36)", () => {
    const c = last(buy(sheet(o, { xp: 36, skills: { melee: 5 } }), "skill:Melee"));
    expect([c.skills.melee, c.xp]).toEqual([6, 0]);
  });

  it("OBJ-ADV-6 learning a skill costs 4 XP, not 1, and is logged as learning it", () => {
    const steps = buy(sheet(o, { xp: 4 }), "skill:Boating");
    expect(steps.map((s) => s.changes)).toEqual([["Someone: learn Boating for 4 XP (0 left)"]]);
    expect(steps[0]!.character.xpLog[0]).toMatchObject({ amount: -4, reason: "learn Boating" });
    const e = engineError(() => buy(sheet(o, { xp: 3 }), "skill:Boating"));
    expect([e.code, e.message]).toEqual(["refused", "Someone has 3 XP; Boating 0 → 1 costs 4"]);
    const two = engineError(() => buy(sheet(o, { xp: 7 }), "skill:Boating:2"));
    expect(two.message).toBe("Someone has 7 XP; Boating 0 → 2 costs 8");
  });

  it("OBJ-ADV-2 an attribute at 0 is raised to 1 for 1 XP (the 4 XP of a new skill is for skills only)", () => {
    const loose = opts({ attributeMinAtCreation: 0 });
    const c = sheet(loose, { xp: 1, attributes: { charisma: 0 } });
    const steps = purchase(c, [parsePurchase("attribute:CHA")], loose);
    expect(steps.map((s) => s.changes)).toEqual([["Someone: Charisma 0 → 1 for 1 XP (0 left)"]]);
    expect([steps[0]!.character.attributes.charisma, steps[0]!.character.xp]).toEqual([1, 0]);
  });

  it("OBJ-ADV-2 raising one positive trait leaves the others as they were", () => {
    const c = sheet(o, {
      xp: 4,
      traits: [
        { trait: "fireproof", rating: 3, approved: true },
        { trait: "aquatic", rating: 1, approved: true },
      ],
    });
    const steps = buy(c, "trait:Aquatic");
    expect(steps.map((s) => s.changes)).toEqual([["Someone: Aquatic 1 → 2 for 4 XP (0 left)"]]);
    expect(steps[0]!.character.traits.map((t) => [t.trait, t.rating])).toEqual([
      ["fireproof", 3],
      ["aquatic", 2],
    ]);
    expect(steps[0]!.character.attributes).toEqual(c.attributes);
  });

  it("OBJ-ADV-2 a trait the character does not have cannot be raised", () => {
    const c = sheet(o, { xp: 50, traits: [{ trait: "aquatic", rating: 1, approved: true }] });
    for (const name of ["Fireproof", "Night Vision"]) {
      const e = engineError(() => buy(c, `trait:${name}`));
      expect([e.code, e.path, e.message]).toEqual(["invalid", ["buy"], `Someone has no trait '${name}'`]);
    }
  });

  it("OBJ-ADV-8 a trait held twice must be named more precisely", () => {
    const c = sheet(o, {
      xp: 50,
      traits: [
        { trait: "phobia", trigger: "dogs", rating: 1, approved: true },
        { trait: "phobia", trigger: "heights", rating: 1, approved: true },
      ],
    });
    const e = engineError(() => buy(c, "trait:Phobia"));
    expect([e.code, e.path, e.message]).toEqual(["invalid", ["buy"], "Someone has 'Phobia' more than once"]);
  });

  it("OBJ-STAT-2 without the Health option only Stamina adds bruising; other attributes add none", () => {
    const flat = opts({ healthDeltaOnStaminaChange: false });
    const c = last(purchase(sheet(flat, { xp: 16 }), [parsePurchase("attribute:INT")], flat));
    expect(c.damage).toEqual({ lethal: 0, nonLethal: 0 });
  });
});

describe("new traits", () => {
  it("OBJ-ADV-5 the new entry carries no sense or trigger the trait does not ask for", () => {
    const steps = buy(sheet(o, { xp: 8 }), "new-trait:Fireproof:sight");
    expect(steps[0]!.character.traits).toStrictEqual([
      { trait: "fireproof", rating: 1, approved: false, acquired: "advancement", notes: "" },
    ]);
    expect(steps[0]!.changes).toEqual([
      "Someone: new trait Fireproof 1 for 6 XP (2 left); it awaits the GM's approval",
    ]);
    expect(steps[0]!.character.xpLog).toStrictEqual([
      { kind: "spend", amount: -6, reason: "new trait Fireproof", session: null, balance: 2 },
    ]);
  });

  it("OBJ-ADV-5 6 XP are needed, and only catalogue traits can be bought", () => {
    const poor = engineError(() => buy(sheet(o, { xp: 5 }), "new-trait:Fireproof"));
    expect([poor.code, poor.path, poor.message]).toEqual([
      "refused",
      ["buy"],
      "Someone has 5 XP; new trait Fireproof costs 6",
    ]);
    expect(engineError(() => buy(sheet(o, { xp: 6 }), "new-trait:Night Vision")).message).toBe(
      "'Night Vision' is not a catalogue trait (invented traits are added by the GM)",
    );
  });

  it("OBJ-ADV-4 a batch that leaves the sheet invalid is refused as a whole, naming the field", () => {
    const c = sheet(o, { xp: 12, traits: [{ trait: "fireproof", rating: 1, approved: true }] });
    const e = engineError(() => buy(c, "new-trait:Fireproof"));
    expect([e.code, e.path, e.message]).toEqual([
      "invalid",
      ["buy"],
      "after these purchases: traits.1.trait: Fireproof can be taken only once",
    ]);
    expect(e.issues.map((i) => i.path)).toEqual([["traits", 1, "trait"]]);
  });
});

describe("buying off a missing limb", () => {
  const limb = { trait: "missingLimb", extent: "one-limb" as const, rating: 2, approved: true };
  const fire = { trait: "fireproof", rating: 1, approved: true };
  const buyGm = (c: ReturnType<typeof sheet>, p: Purchase) => purchase(c, [p], gm);

  it("OBJ-ADV-8 OBJ-TRAIT-20 removes that trait only, logs the GM's price and says so", () => {
    const c = sheet(gm, { xp: 30, traits: [fire, limb] });
    const steps = buyGm(c, parsePurchase("buy-off:Missing Limb:20"));
    expect(steps[0]!.changes).toEqual(["Someone buys off Missing Limb for 20 XP (GM's price; 10 left)"]);
    expect(steps[0]!.character.traits.map((t) => t.trait)).toEqual(["fireproof"]);
    expect(steps[0]!.character.xpLog).toStrictEqual([
      { kind: "spend", amount: -20, reason: "buy off Missing Limb", session: null, balance: 10 },
    ]);
  });

  it("OBJ-ADV-8 the price must be affordable", () => {
    const e = engineError(() =>
      buyGm(sheet(gm, { xp: 10, traits: [limb] }), parsePurchase("buy-off:Missing Limb:20")),
    );
    expect([e.code, e.message]).toEqual(["refused", "Someone has 10 XP; buy off Missing Limb costs 20"]);
  });

  it("OBJ-ADV-8 only a trait the character has, and one that may be bought off", () => {
    const none = engineError(() =>
      buyGm(sheet(gm, { xp: 30, traits: [fire] }), parsePurchase("buy-off:Missing Limb:5")),
    );
    expect([none.code, none.path, none.message]).toEqual([
      "invalid",
      ["buy"],
      "Someone has no trait 'Missing Limb'",
    ]);
    const phobia = sheet(gm, {
      xp: 30,
      traits: [{ trait: "phobia", trigger: "dogs", rating: 1, approved: true }],
    });
    const p = engineError(() => buyGm(phobia, parsePurchase("buy-off:Phobia:5")));
    expect([p.code, p.path, p.message]).toEqual(["refused", ["buy"], "Phobia cannot be bought off"]);
    const invented = sheet(gm, {
      xp: 30,
      traits: [{ trait: "nightBlind", label: "Night Blind", kind: "negative", rating: 1, approved: true }],
    });
    const n = engineError(() => buyGm(invented, parsePurchase("buy-off:Night Blind:5")));
    expect([n.code, n.message]).toEqual(["refused", "Night Blind cannot be bought off"]);
  });
});
