// Advancement's text form pinned word for word: every way a line is read, every refusal with the
// forms it lists, and an award before the purchases, all or nothing (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { advance, parsePurchase } from "./advance.js";
import { build, ok, opts } from "./testing/helpers.js";

const o = opts();
const FORMS =
  "stat:<stat>[:<to>], perk:<perk>, skill:<skill>, proficiency:<stat>, expertise:<stat>, focus:<focus>[:<n>], stun, hp, buy-off:<perk>, credits:<sp>:<what>, vehicle:<sp>:<what>";
const bad = (text: string, why: string) => ({
  ok: false,
  error: { code: "invalid", path: ["buy"], message: `"${text}": ${why}; write one of ${FORMS}` },
});
const reads = (text: string, purchase: unknown) =>
  expect(parsePurchase(text)).toEqual({ ok: true, purchase });

describe("DE-XP-4: reading a purchase", () => {
  it("stats: any case and spacing, an optional whole target; empty target means one step", () => {
    reads(" Stat : AGILITY ", { kind: "stat", stat: "agility" });
    reads("stat:logic:", { kind: "stat", stat: "logic" });
    reads("stat:logic:-2", { kind: "stat", stat: "logic", to: -2 });
    reads("PROFICIENCY:charisma", { kind: "proficiency", stat: "charisma" });
    reads("expertise: strength :9", { kind: "expertise", stat: "strength" });
  });

  it("stats refused in words, listing the stats and every form", () => {
    expect(parsePurchase("stat:luck")).toEqual(
      bad(
        "stat:luck",
        '"luck" is not a stat (charisma, convince, logic, intuition, agility, dexterity, strength, endurance)',
      ),
    );
    expect(parsePurchase("stat")).toMatchObject({
      error: { message: expect.stringMatching(/^"stat": "" is not a stat \(/) },
    });
    expect(parsePurchase("stat:agility:2.5")).toEqual(
      bad("stat:agility:2.5", "the target value must be a whole number"),
    );
    expect(parsePurchase("stat:agility:x")).toEqual(
      bad("stat:agility:x", "the target value must be a whole number"),
    );
  });

  it("perks, skills and buy-offs by name, either spelling of buy-off; a missing name refused", () => {
    reads("perk: Quick Step", { kind: "perk", perk: "Quick Step" });
    reads("Skill:medic", { kind: "skill", skill: "medic" });
    reads("buy-off:slow", { kind: "buyOff", perk: "slow" });
    reads("BUYOFF:slow", { kind: "buyOff", perk: "slow" });
    for (const text of ["perk", "skill:", "buy-off: ", "buyoff"])
      expect(parsePurchase(text)).toEqual(bad(text, "name the perk or skill"));
  });

  it("focuses: one rating by default, a whole number of at least 1 otherwise", () => {
    reads("focus:stealth", { kind: "focus", focus: "stealth", ratings: 1 });
    reads("focus:stealth:", { kind: "focus", focus: "stealth", ratings: 1 });
    reads("focus:stealth:3", { kind: "focus", focus: "stealth", ratings: 3 });
    expect(parsePurchase("focus")).toEqual(bad("focus", "name the focus"));
    for (const text of ["focus:stealth:0", "focus:stealth:1.5", "focus:stealth:two"])
      expect(parsePurchase(text)).toEqual(
        bad(text, "the number of ratings must be a whole number of at least 1"),
      );
  });

  it("Stun ranks and HP", () => {
    reads("stun", { kind: "stunRank" });
    reads(" HP ", { kind: "hp" });
  });

  it("credits and vehicles: the SP, then the rest of the line as the description", () => {
    reads("credits:200:2,000 cr", { kind: "credits", sp: 200, description: "2,000 cr" });
    reads("vehicle:50:a bike: red", { kind: "vehicle", sp: 50, description: "a bike:red" });
    reads("vehicle:50::a bike", { kind: "vehicle", sp: 50, description: "a bike" });
    for (const text of ["credits", "credits::cash", "credits:0:cash", "credits:1.5:cash", "vehicle:x:bike"])
      expect(parsePurchase(text)).toEqual(bad(text, "give the SP to spend"));
    expect(parsePurchase("credits:10")).toEqual(bad("credits:10", "say what is bought"));
    expect(parsePurchase("vehicle:10:")).toEqual(bad("vehicle:10:", "say what is bought"));
  });

  it("anything else is no kind of purchase, named as written", () => {
    expect(parsePurchase("Wish:gold")).toEqual(bad("Wish:gold", '"Wish" is not a kind of purchase'));
    expect(parsePurchase("")).toEqual(bad("", '"" is not a kind of purchase'));
  });
});

describe("DE-XP-1..7: advancing", () => {
  it("the award first, then each purchase in order, every line", () => {
    const r = advance(
      build({ xp: 10 }),
      { award: { amount: 100, reason: "the mine" }, buy: ["skill:medic", "hp"] },
      o,
    );
    expect(r).toMatchObject({
      ok: true,
      changes: [
        "Tess gains 100 XP (the mine): 10 → 110, Total XP 110",
        "Medic: −75 XP (35 left)",
        "HP increase 1: −25 XP (10 left)",
      ],
    });
    expect(ok(r)).toMatchObject({ xp: 10, totalXp: 110, skills: ["medic"], hpIncreases: 1 });
  });

  it("without an award, only the purchases; with no purchases, only the award", () => {
    expect(advance(build({ xp: 75 }), { buy: ["skill:medic"] }, o)).toMatchObject({
      changes: ["Medic: −75 XP (0 left)"],
    });
    expect(advance(build(), { award: { amount: 5, reason: "s" }, buy: [] }, o)).toMatchObject({
      changes: ["Tess gains 5 XP (s): 0 → 5, Total XP 5"],
    });
  });

  it("a refused award, an unreadable line or a refused purchase is returned whole", () => {
    expect(advance(build(), { award: { amount: -1, reason: "s" }, buy: ["hp"] }, o)).toMatchObject({
      ok: false,
      error: { code: "invalid", path: ["amount"] },
    });
    expect(advance(build({ xp: 999 }), { buy: ["hp", "wish"] }, o)).toEqual(
      bad("wish", '"wish" is not a kind of purchase'),
    );
    expect(advance(build({ xp: 30 }), { buy: ["hp", "hp"] }, o)).toMatchObject({
      ok: false,
      error: { code: "insufficient_xp", path: ["hpIncreases"] },
    });
  });
});
