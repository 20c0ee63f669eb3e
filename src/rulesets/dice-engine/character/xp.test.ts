import { describe, expect, it } from "vitest";
import { CORE_PERKS } from "../catalogue/perks.js";
import { advance, parsePurchase } from "./advance.js";
import { awardXp, spendXp } from "./ledger.js";
import { buy, purchaseSchema } from "./purchase.js";
import { build, ok, opts, refused } from "./testing/helpers.js";

const o = opts();

describe("experience points (§6)", () => {
  it("DE-XP-1: an award adds to XP and Total XP (award 150 → 150/150), with its reason", () => {
    const c = ok(awardXp(build(), 150, "cleared the mine"));
    expect([c.xp, c.totalXp]).toEqual([150, 150]);
    expect(c.log.at(-1)).toEqual({ currency: "XP", amount: 150, reason: "cleared the mine", balance: 150 });
    refused(awardXp(build(), -5, "oops"), "invalid");
    refused(awardXp(build(), 5, " "), "invalid");
  });

  it("DE-XP-2: Total XP never decreases, whatever is spent", () => {
    let c = ok(awardXp(build(), 300, "session"));
    c = ok(buy(c, { kind: "perk", perk: "quickStep" }, o));
    c = ok(spendXp(c, 100, "a downtime job"));
    expect([c.xp, c.totalXp]).toEqual([100, 300]);
  });

  it("DE-XP-3: spending lowers current XP by the price and leaves Total XP (150/150, a 100 XP perk → 50/150)", () => {
    const c = ok(buy(ok(awardXp(build(), 150, "s")), { kind: "perk", perk: "naturalSwimmer" }, o));
    expect([c.xp, c.totalXp]).toEqual([50, 150]);
  });

  it("DE-XP-4: XP buys perks, skills, stats, Stun ranks, HP, focus ratings, Proficiency, Expertise and buy-offs", () => {
    const kinds = purchaseSchema.options.map((s) => s.shape.kind.value);
    expect(kinds).toEqual(
      expect.arrayContaining([
        "perk",
        "skill",
        "stat",
        "stunRank",
        "hp",
        "focus",
        "proficiency",
        "expertise",
        "buyOff",
      ]),
    );
    let c = build({ xp: 5000, stats: { agility: 1 }, perks: { slow: 1 }, extra: {} });
    c = { ...c, perks: { slow: { rank: 1, source: "sp" } } };
    const r = advance(
      c,
      {
        buy: [
          "perk:martialArts",
          "skill:medic",
          "stat:logic",
          "stun",
          "hp",
          "focus:stealth:2",
          "proficiency:agility",
          "expertise:agility",
          "buy-off:slow",
        ],
      },
      o,
    );
    const after = ok(r);
    expect(after.xp).toBe(5000 - 25 - 75 - 100 - 100 - 25 - 100 - 200 - 500 - 150);
    expect(after.perks.slow).toBeUndefined();
  });

  it("DE-XP-5: every prerequisite must hold at the moment of purchase (Hammer Fighting with Strength 0)", () => {
    const c = build({ xp: 500 });
    const e = refused(buy(c, { kind: "skill", skill: "hammerFighting" }, o), "prerequisite");
    expect(e.path).toEqual(["skills", "hammerFighting"]);
    const strong = ok(buy(c, { kind: "stat", stat: "strength" }, o));
    expect(ok(buy(strong, { kind: "skill", skill: "hammerFighting" }, o)).skills).toEqual(["hammerFighting"]);
  });

  it("DE-XP-6: XP never goes below 0; a purchase beyond it is refused and nothing changes (90 XP, 100 XP price)", () => {
    const c = build({ xp: 90 });
    const r = buy(c, { kind: "perk", perk: "quickStep" }, o);
    const e = refused(r, "insufficient_xp");
    expect(e.message).toBe("Quick Step rank 1 costs 100 XP, you have 90: 10 short");
    expect(c.xp).toBe(90);
    const big = refused(
      buy(build({ xp: 90 }), { kind: "stat", stat: "agility", to: 2 }, o),
      "insufficient_xp",
    );
    expect(big.message).toBe("Agility 0 → +2 costs 250 XP, you have 90: 160 short");
    expect(big.short).toBe(160);
    refused(spendXp(c, 100, "x"), "insufficient_xp");
    // A batch is all or nothing.
    refused(
      advance(
        c,
        { award: { amount: 10, reason: "s" }, buy: ["perk:naturalSwimmer", "perk:naturalClimber"] },
        o,
      ),
      "insufficient_xp",
    );
  });

  it("DE-XP-7: a perk with a negative XP price adds to current XP but not to Total XP", () => {
    // No core perk is priced in negative XP; a setting perk shows the rule.
    const o2 = opts({
      setting: {
        perkCategories: { flaws: "Flaws" },
        perks: [
          {
            id: "shortTemper",
            name: "Short Temper",
            category: "flaws",
            cost: { currency: "XP", ranks: [-40] },
            summary: "Quick to anger.",
          },
        ],
        races: [{ id: "human", name: "Human", baseSpeed: 5 }],
      },
    });
    expect(CORE_PERKS.some((p) => p.cost.currency === "XP" && p.cost.ranks[0]! < 0)).toBe(false);
    const c = ok(buy(build({ xp: 10 }), { kind: "perk", perk: "shortTemper" }, o2));
    expect([c.xp, c.totalXp]).toEqual([50, 10]);
  });
});

describe("purchase text", () => {
  it("reads every kind and explains a bad one", () => {
    expect(parsePurchase("stat:agility:3")).toEqual({
      ok: true,
      purchase: { kind: "stat", stat: "agility", to: 3 },
    });
    expect(parsePurchase("focus:Stealth")).toEqual({
      ok: true,
      purchase: { kind: "focus", focus: "Stealth", ratings: 1 },
    });
    expect(parsePurchase("credits:200:2,000 cr")).toEqual({
      ok: true,
      purchase: { kind: "credits", sp: 200, description: "2,000 cr" },
    });
    refused(parsePurchase("stat:luck"), "invalid");
    refused(parsePurchase("wish:gold"), "invalid");
  });
});
