// Purchases pinned word for word: every refusal's code, path and words, every label and change line,
// what each purchase writes on the sheet, and the prices at their edges (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { newCharacter } from "./create.js";
import { buy, buyAll, type PurchaseInput, purchaseSchema, quote } from "./purchase.js";
import { build, ok, opts } from "./testing/helpers.js";

const o = opts();
const fresh = () => newCharacter("Tess", o);
const no = (code: string, path: (string | number)[], message: string, short?: number) => ({
  ok: false,
  error: short === undefined ? { code, path, message } : { code, path, message, short },
});
/** The change lines of a successful purchase. */
const lines = (r: ReturnType<typeof buy>) => {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.changes;
};

describe("malformed purchases", () => {
  it("quote names the purchase; buy names the field at fault too; both in zod's words", () => {
    const bad = { kind: "focus", focus: "stealth", ratings: 0 } as const;
    const parsed = purchaseSchema.safeParse(bad);
    expect(parsed.success).toBe(false);
    const message = parsed.error!.issues[0]!.message;
    expect(message.length).toBeGreaterThan(5);
    expect(quote(build({ xp: 999 }), bad, o)).toEqual(no("invalid", ["purchase"], message));
    expect(buy(build({ xp: 999 }), bad, o)).toEqual(no("invalid", ["purchase", "ratings"], message));
  });
});

describe("DE-CREA-4: what SP may buy", () => {
  it("each refused kind named in the refusal, at the purchase's kind", () => {
    expect(buy(fresh(), { kind: "hp" }, o)).toEqual(
      no(
        "not_purchasable_with_sp",
        ["hp"],
        "SP cannot buy HP increases at this table (spPurchasable); buy them with XP after creation",
      ),
    );
    expect(buy(fresh(), { kind: "stunRank" }, o)).toMatchObject({
      ok: false,
      error: {
        path: ["stunRank"],
        message: expect.stringMatching(/^SP cannot buy Stun ranks at this table/),
      },
    });
    expect(buy(fresh(), { kind: "focus", focus: "stealth" }, o)).toMatchObject({
      error: { message: expect.stringMatching(/^SP cannot buy focus ratings /) },
    });
  });

  it("after creation the list does not apply: a focus rating with XP", () => {
    expect(ok(buy(build({ xp: 50 }), { kind: "focus", focus: "stealth" }, o)).focuses).toEqual({
      stealth: 1,
    });
  });
});

describe("DE-CREA-8..14, DE-STAT-4..6: stats", () => {
  it("a stat already at the value asked, in signed words", () => {
    expect(buy(fresh(), { kind: "stat", stat: "agility", to: 0 }, o)).toEqual(
      no("invalid", ["stats", "agility"], "Agility is already 0"),
    );
    const c = build({ created: false, stats: { agility: 2, charisma: -1 } });
    expect(buy(c, { kind: "stat", stat: "agility", to: 2 }, o)).toMatchObject({
      error: { message: "Agility is already +2" },
    });
    expect(buy(c, { kind: "stat", stat: "charisma", to: -1 }, o)).toMatchObject({
      error: { message: "Charisma is already −1" },
    });
  });

  it("the bounds in words, either side, exactly at them allowed", () => {
    expect(buy(fresh(), { kind: "stat", stat: "agility", to: 6 }, o)).toEqual(
      no("stat_bounds", ["stats", "agility"], "Agility cannot go above +5 (asked for +6)"),
    );
    expect(buy(fresh(), { kind: "stat", stat: "agility", to: -5 }, o)).toEqual(
      no("stat_bounds", ["stats", "agility"], "Agility cannot go below −4 (asked for −5)"),
    );
    expect(ok(buy(fresh(), { kind: "stat", stat: "agility", to: 5 }, o)).stats.agility).toBe(5);
    expect(ok(buy(fresh(), { kind: "stat", stat: "agility", to: -4 }, o)).stats.agility).toBe(-4);
  });

  it("DE-CREA-14: after creation XP only raises, in words", () => {
    expect(
      buy(build({ xp: 999, stats: { agility: 1 } }), { kind: "stat", stat: "agility", to: 0 }, o),
    ).toEqual(
      no("invalid", ["stats", "agility"], "XP only raises stats; Agility cannot be lowered after creation"),
    );
  });

  it("beyond the tables when the options allow more: after creation, and at creation", () => {
    const wide = opts({ statMax: 6, statMin: -5 });
    expect(buy(build({ xp: 9999, stats: { agility: 5 } }), { kind: "stat", stat: "agility" }, wide)).toEqual(
      no("stat_bounds", ["stats", "agility"], "the improvement table stops at +5; Agility cannot reach +6"),
    );
    expect(buy(newCharacter("Tess", wide), { kind: "stat", stat: "agility", to: 6 }, wide)).toEqual(
      no("stat_bounds", ["stats", "agility"], "the creation tables run from −4 to +5; Agility cannot be +6"),
    );
    expect(buy(newCharacter("Tess", wide), { kind: "stat", stat: "agility", to: -5 }, wide)).toMatchObject({
      error: { code: "stat_bounds", message: "the creation tables run from −4 to +5; Agility cannot be −5" },
    });
  });

  it("the XP and SP labels and change lines, the stat moved and nothing else", () => {
    const xp = buy(build({ xp: 300 }), { kind: "stat", stat: "agility", to: 2 }, o);
    expect(lines(xp)).toEqual(["Agility 0 → +2: −250 XP (50 left)"]);
    expect(ok(xp).stats).toMatchObject({ agility: 2, strength: 0 });
    expect(quote(build({ xp: 0 }), { kind: "stat", stat: "logic" }, o)).toEqual({
      ok: true,
      quote: { currency: "XP", cost: 100, label: "Logic 0 → +1" },
    });
    expect(lines(buy(fresh(), { kind: "stat", stat: "charisma", to: -2 }, o))).toEqual([
      "Charisma 0 → −2: +45 SP (now 1045)",
    ]);
    expect(quote(fresh(), { kind: "stat", stat: "strength", to: 3 }, o)).toEqual({
      ok: true,
      quote: { currency: "SP", cost: 45, label: "Strength 0 → +3" },
    });
  });

  it("DE-XP-5: lowering a stat is refused only for a stat prerequisite of something bought, in words", () => {
    const c = build({ created: false, stats: { strength: 1 }, skills: ["hammerFighting"] });
    expect(buy(c, { kind: "stat", stat: "strength", to: 0 }, o)).toEqual(
      no(
        "prerequisite",
        ["stats", "strength"],
        "Hammer Fighting needs Strength 1 or higher; remove it before lowering Strength to 0",
      ),
    );
    // Momentum Master's unmet perk prerequisite (set up directly) is not the stat's doing.
    const odd = build({ created: false, perks: { momentumMaster: 1 } });
    expect(ok(buy(odd, { kind: "stat", stat: "charisma", to: -1 }, o)).stats.charisma).toBe(-1);
    // A race's own perk is not something bought: lowering under its prerequisite is allowed.
    const slowFolk = opts({
      setting: {
        id: "slow",
        name: "Slow setting",
        races: [
          {
            id: "sloth",
            name: "Sloth Folk",
            baseSpeed: 3,
            startingStats: { agility: 1 },
            innatePerks: [{ perk: "slow" }],
          },
        ],
      },
    });
    const sloth = build({ created: false, race: "sloth", stats: { agility: 1 } });
    const innate = { ...sloth, perks: { slow: { rank: 1, source: "race" as const } } };
    expect(ok(buy(innate, { kind: "stat", stat: "agility", to: 0 }, slowFolk)).stats.agility).toBe(0);
    const bought = { ...sloth, perks: { slow: { rank: 1, source: "sp" as const } } };
    expect(buy(bought, { kind: "stat", stat: "agility", to: 0 }, slowFolk)).toMatchObject({
      error: { code: "prerequisite" },
    });
  });

  it("DE-CREA-10: the cap's refusal in words with the SP over; raising only (lowering never hits it)", () => {
    const c = ok(
      buyAll(
        fresh(),
        [
          { kind: "stat", stat: "agility", to: 5 },
          { kind: "stat", stat: "strength", to: 4 },
          { kind: "stat", stat: "logic", to: 3 },
          { kind: "stat", stat: "intuition", to: 2 },
        ],
        o,
      ),
    );
    expect(buy(c, { kind: "stat", stat: "endurance", to: 2 }, o)).toEqual(
      no(
        "stat_spend_cap",
        ["stats", "endurance"],
        "Endurance +2 would put 265 SP into stat increases; the cap is 250 (15 over), whatever lowered stats gave back",
        15,
      ),
    );
    const full = ok(buy(c, { kind: "stat", stat: "endurance", to: 1 }, o));
    expect(ok(buy(full, { kind: "stat", stat: "charisma", to: -1 }, o)).stats.charisma).toBe(-1);
    // At the cap with a lowered stat: lowering Agility back gives SP and is no increase.
    expect(ok(buy(full, { kind: "stat", stat: "agility", to: 4 }, o)).stats.agility).toBe(4);
  });

  it("DE-CREA-13: the second stat at the top, in words; the first is fine; a lower value with one at the top too", () => {
    const c = ok(buy(fresh(), { kind: "stat", stat: "agility", to: 5 }, o));
    expect(buy(c, { kind: "stat", stat: "strength", to: 5 }, opts({ statSpendCapSP: 1000 }))).toEqual(
      no(
        "stats_at_max",
        ["stats", "strength"],
        "only 1 stat may be +5 when the game starts, and Agility already is",
      ),
    );
    expect(
      ok(buy(c, { kind: "stat", stat: "strength", to: 4 }, opts({ statSpendCapSP: 1000 }))).stats.strength,
    ).toBe(4);
    const two = opts({ statSpendCapSP: 1000, maxStatsAtMaxAtStart: 2 });
    expect(ok(buy(c, { kind: "stat", stat: "strength", to: 5 }, two)).stats.strength).toBe(5);
    // Above the top stats are refused by their bounds anyway; with statMax 4 one at 4 is the limit.
    const four = opts({ statMax: 4 });
    const one = ok(buy(newCharacter("Tess", four), { kind: "stat", stat: "agility", to: 4 }, four));
    expect(buy(one, { kind: "stat", stat: "logic", to: 4 }, four)).toMatchObject({
      error: {
        code: "stats_at_max",
        message: "only 1 stat may be +4 when the game starts, and Agility already is",
      },
    });
  });

  it("DE-STAT-6: after creation several stats may be at +5", () => {
    const c = build({ xp: 500, stats: { agility: 5, strength: 4 } });
    expect(ok(buy(c, { kind: "stat", stat: "strength" }, o)).stats).toMatchObject({
      agility: 5,
      strength: 5,
    });
  });
});

describe("DE-PERK-1..9: perks", () => {
  it("unknown, once-only and top-rank refusals in words, each at its path", () => {
    expect(buy(build({ xp: 999 }), { kind: "perk", perk: "flying" }, o)).toEqual(
      no("unknown", ["perks"], '"flying" is not a perk of this table'),
    );
    expect(
      buy(build({ xp: 999, perks: { naturalClimber: 1 } }), { kind: "perk", perk: "naturalClimber" }, o),
    ).toEqual(
      no(
        "already_owned",
        ["perks", "naturalClimber"],
        "Tess already has Natural Climber, which can be taken only once",
      ),
    );
    expect(buy(build({ xp: 999, perks: { quickStep: 2 } }), { kind: "perk", perk: "quickStep" }, o)).toEqual(
      no("max_rank", ["perks", "quickStep"], "Quick Step is already at its highest rank (2)"),
    );
  });

  it("DE-PERK-1: an SP perk after creation, in words; during creation it pays", () => {
    expect(buy(build({ xp: 999, stats: { agility: 1 } }), { kind: "perk", perk: "slow" }, o)).toEqual(
      no(
        "creation_only",
        ["perks", "slow"],
        "Slow is priced in SP, so it can only be taken during character creation",
      ),
    );
    const c = build({ created: false, stats: { agility: 1 } });
    expect(lines(buy(c, { kind: "perk", perk: "slow" }, o))).toEqual(["Slow: +75 SP (now 1075)"]);
  });

  it("DE-PERK-3: the rank in the label only for ranked perks; the rank and source written", () => {
    const c = build({ xp: 999, perks: { quickStep: 1 } });
    const r = buy(c, { kind: "perk", perk: "quickStep" }, o);
    expect(lines(r)).toEqual(["Quick Step rank 2: −250 XP (749 left)"]);
    expect(ok(r).perks.quickStep).toEqual({ rank: 2, source: "xp" });
    expect(lines(buy(build({ xp: 100 }), { kind: "perk", perk: "naturalClimber" }, o))).toEqual([
      "Natural Climber: −100 XP (0 left)",
    ]);
    const s = ok(buy(fresh(), { kind: "perk", perk: "quickStep" }, o));
    expect(s.perks.quickStep).toEqual({ rank: 1, source: "sp" });
    expect(s.sp).toBe(900);
    // The second rank at creation is its own price (no creation price for it).
    expect(quote(s, { kind: "perk", perk: "quickStep" }, o)).toEqual({
      ok: true,
      quote: { currency: "SP", cost: 250, label: "Quick Step rank 2" },
    });
  });

  it("DE-PERK-9: Power Walk is 0 SP at creation (the option's price), 25 XP afterwards", () => {
    expect(quote(fresh(), { kind: "perk", perk: "powerWalk" }, o)).toMatchObject({ quote: { cost: 0 } });
    expect(
      quote(fresh(), { kind: "perk", perk: "powerWalk" }, opts({ powerWalkCreationCost: 10 })),
    ).toMatchObject({
      quote: { cost: 10 },
    });
    expect(quote(build(), { kind: "perk", perk: "powerWalk" }, opts({ powerWalkCreationCost: 10 }))).toEqual({
      ok: true,
      quote: { currency: "XP", cost: 25, label: "Power Walk" },
    });
  });

  it("DE-PERK-4, DE-PERK-7: exclusions both ways and unmet prerequisites, in words", () => {
    const slow = build({ created: false, stats: { agility: 1 }, perks: { slow: 1 } });
    expect(buy(slow, { kind: "perk", perk: "quickStep" }, o)).toEqual(
      no(
        "excluded",
        ["perks", "quickStep"],
        "Quick Step cannot be taken with Slow; drop or avoid one of them",
      ),
    );
    const quick = build({ created: false, stats: { agility: 1 }, perks: { quickStep: 1 } });
    expect(buy(quick, { kind: "perk", perk: "slow" }, o)).toEqual(
      no("excluded", ["perks", "slow"], "Slow cannot be taken with Quick Step, which rules it out"),
    );
    // Several unmet prerequisites, the stat's value and the rank held.
    expect(buy(build({ xp: 999, stats: { agility: -1 } }), { kind: "perk", perk: "slow" }, o)).toMatchObject({
      error: { code: "creation_only" },
    });
    expect(buy(fresh(), { kind: "perk", perk: "slow" }, o)).toEqual(
      no("prerequisite", ["perks", "slow"], "Slow needs Agility 1 or higher (it is 0)"),
    );
    const neg = build({ created: false, stats: { endurance: -2 } });
    expect(buy(neg, { kind: "perk", perk: "hauler" }, o)).toEqual(
      no("prerequisite", ["perks", "hauler"], "Hauler needs Endurance 2 or higher (it is −2)"),
    );
    expect(buy(build({ xp: 999 }), { kind: "perk", perk: "momentumMaster" }, o)).toEqual(
      no("prerequisite", ["perks", "momentumMaster"], "Momentum Master needs Quick Step II"),
    );
    expect(buy(build({ xp: 999 }), { kind: "perk", perk: "emergencyTriage" }, o)).toEqual(
      no("prerequisite", ["perks", "emergencyTriage"], "Emergency Triage needs Medic"),
    );
  });
});

describe("DE-SKILL-1: skills", () => {
  it("unknown and owned in words; a bought skill is added after the others with its price", () => {
    expect(buy(build({ xp: 999 }), { kind: "skill", skill: "juggling" }, o)).toEqual(
      no("unknown", ["skills"], '"juggling" is not a skill of this table'),
    );
    expect(buy(build({ xp: 999, skills: ["medic"] }), { kind: "skill", skill: "Medic" }, o)).toEqual(
      no("already_owned", ["skills", "medic"], "Tess already has Medic; a skill is bought once"),
    );
    const r = buy(build({ xp: 999, skills: ["shields"] }), { kind: "skill", skill: "medic" }, o);
    expect(lines(r)).toEqual(["Medic: −75 XP (924 left)"]);
    expect(ok(r).skills).toEqual(["shields", "medic"]);
    expect(buy(build({ xp: 999 }), { kind: "skill", skill: "hammerFighting" }, o)).toEqual(
      no(
        "prerequisite",
        ["skills", "hammerFighting"],
        "Hammer Fighting needs Strength 1 or higher (it is 0)",
      ),
    );
  });
});

describe("DE-PROF-1..4: Proficiency and Expertise", () => {
  it("each refusal in words at the stat's path", () => {
    const prof = build({ xp: 999, training: { agility: "proficient" } });
    const expert = build({ xp: 999, training: { agility: "expert" } });
    expect(buy(prof, { kind: "proficiency", stat: "agility" }, o)).toEqual(
      no("already_owned", ["training", "agility"], "Tess is already Proficient in Agility"),
    );
    expect(buy(expert, { kind: "proficiency", stat: "agility" }, o)).toEqual(
      no("already_owned", ["training", "agility"], "Tess is already Expert in Agility"),
    );
    expect(buy(fresh(), { kind: "expertise", stat: "agility" }, o)).toEqual(
      no(
        "after_creation_only",
        ["training", "agility"],
        "Expertise cannot be taken during character creation; buy it with XP later",
      ),
    );
    expect(buy(expert, { kind: "expertise", stat: "agility" }, o)).toEqual(
      no("already_owned", ["training", "agility"], "Tess already has Expertise in Agility"),
    );
    expect(buy(build({ xp: 999 }), { kind: "expertise", stat: "logic" }, o)).toEqual(
      no("prerequisite", ["training", "logic"], "Expertise in Logic needs Proficiency in Logic first"),
    );
  });

  it("the labels, prices and what each writes", () => {
    const p = buy(build({ xp: 999 }), { kind: "proficiency", stat: "logic" }, o);
    expect(lines(p)).toEqual(["Proficiency in Logic: −200 XP (799 left)"]);
    expect(ok(p).training).toEqual({ logic: "proficient" });
    const e = buy(ok(p), { kind: "expertise", stat: "logic" }, o);
    expect(lines(e)).toEqual(["Expertise in Logic: −500 XP (299 left)"]);
    expect(ok(e).training).toEqual({ logic: "expert" });
    expect(lines(buy(fresh(), { kind: "proficiency", stat: "logic" }, o))).toEqual([
      "Proficiency in Logic: −200 SP (800 left)",
    ]);
  });
});

describe("DE-FOCUS-4..6: focuses", () => {
  it("unknown and over the table's maximum in words; exactly the maximum allowed", () => {
    expect(buy(build({ xp: 999 }), { kind: "focus", focus: "knitting" }, o)).toEqual(
      no("unknown", ["focuses"], '"knitting" is not a focus of this table'),
    );
    const max2 = opts({ focusMaxRating: 2 });
    const c = build({ xp: 999, focuses: { stealth: 1 } });
    expect(buy(c, { kind: "focus", focus: "stealth", ratings: 2 }, max2)).toEqual(
      no("focus_max", ["focuses", "stealth"], "Stealth can reach 2 at this table (asked for 3)"),
    );
    expect(ok(buy(c, { kind: "focus", focus: "stealth" }, max2)).focuses).toEqual({ stealth: 2 });
  });

  it("several ratings at once: 50 each, the label from and to", () => {
    const r = buy(
      build({ xp: 999, focuses: { stealth: 1 } }),
      { kind: "focus", focus: "stealth", ratings: 2 },
      o,
    );
    expect(lines(r)).toEqual(["Stealth 1 → 3: −100 XP (899 left)"]);
    expect(ok(r).focuses).toEqual({ stealth: 3 });
  });
});

describe("DE-STUN-1, DE-STUN-2, DE-HP-1..3: Stun ranks and HP", () => {
  it("a Stun rank: its number, price, +4 by default, the current raised after creation", () => {
    const c = build({ xp: 999, extra: { stunRanks: [4] } });
    const r = buy(c, { kind: "stunRank" }, o);
    expect(lines(r)).toEqual(["Stun rank 2: −150 XP (849 left)", "max Stun +4, stun dice +1"]);
    expect(ok(r).stunRanks).toEqual([4, 4]);
    expect(ok(r).current.stun).toBe(c.current.stun + 4);
    expect(ok(buy(c, { kind: "stunRank" }, opts({ purchaseRaisesCurrent: false }))).current.stun).toBe(
      c.current.stun,
    );
    // During creation (SP allowed by the table) the current value is set at finalisation instead.
    const wide = opts({ spPurchasable: ["stun", "hp"] });
    const d = ok(buy(newCharacter("Tess", wide), { kind: "stunRank" }, wide));
    expect([d.stunRanks, d.current.stun]).toEqual([[4], 0]);
  });

  it("DE-STUN-2: rolled on the new stun die (its label on the roll), refused without dice in words", () => {
    const roll = opts({ stunIncreaseMode: "rollStunDie" });
    const c = build({ xp: 999, stats: { endurance: 1 } });
    expect(buy(c, { kind: "stunRank" }, roll)).toEqual(
      no("dice_required", ["stunRanks"], "this table rolls the new stun die for a Stun rank: give dice"),
    );
    const r = buy(c, { kind: "stunRank" }, roll, facesSource([5]));
    expect(lines(r)).toEqual(["Stun rank 1: −100 XP (899 left)", "max Stun +6, stun dice +1"]);
    expect(ok(r).stunRanks).toEqual([6]);
    expect(() => buy(c, { kind: "stunRank" }, roll, facesSource([]))).toThrow(
      "the next one is for a d6 (stun die for Stun rank 1)",
    );
  });

  it("DE-HP-1, DE-HP-2: an HP increase, its number and price, the current raised after creation only", () => {
    const c = build({ xp: 999, extra: { hpIncreases: 1 } });
    const r = buy(c, { kind: "hp" }, o);
    expect(lines(r)).toEqual(["HP increase 2: −50 XP (949 left)"]);
    expect([ok(r).hpIncreases, ok(r).current.hp]).toEqual([2, 4]);
    expect(ok(buy(c, { kind: "hp" }, opts({ purchaseRaisesCurrent: false }))).current.hp).toBe(3);
    const wide = opts({ spPurchasable: ["hp"] });
    const d = ok(buy(newCharacter("Tess", wide), { kind: "hp" }, wide));
    expect([d.hpIncreases, d.current.hp]).toEqual([1, 3]);
  });
});

describe("DE-PERK-5, DE-PERK-6: buying off", () => {
  const slow = (source: "sp" | "race" | "xp", created = true) => {
    const c = build({ xp: 999, created, stats: { agility: 1 } });
    return { ...c, perks: { slow: { rank: 1, source } } };
  };

  it("each refusal in words, in the order the rules ask them", () => {
    expect(buy(build({ xp: 999 }), { kind: "buyOff", perk: "nothing" }, o)).toEqual(
      no("unknown", ["perks"], '"nothing" is not a perk of this table'),
    );
    expect(buy(build({ xp: 999 }), { kind: "buyOff", perk: "slow" }, o)).toEqual(
      no("not_owned", ["perks", "slow"], "Tess does not have Slow"),
    );
    expect(buy(slow("sp", false), { kind: "buyOff", perk: "slow" }, o)).toEqual(
      no("after_creation_only", ["perks", "slow"], "buying off happens after creation, with XP"),
    );
    expect(buy(slow("race"), { kind: "buyOff", perk: "slow" }, o)).toEqual(
      no("innate", ["perks", "slow"], "Slow comes with the race and cannot be bought off"),
    );
    expect(
      buy(build({ xp: 999, perks: { quickStep: 1 } }), { kind: "buyOff", perk: "quickStep" }, o),
    ).toEqual(
      no(
        "not_negative",
        ["perks", "quickStep"],
        "only negative perks can be bought off; Quick Step is not one",
      ),
    );
    const halfBlind = { ...build({ xp: 999 }), perks: { halfBlind: { rank: 1, source: "sp" as const } } };
    expect(buy(halfBlind, { kind: "buyOff", perk: "halfBlind" }, o)).toEqual(
      no("permanent", ["perks", "halfBlind"], "Half-Blind is permanent and cannot be bought off"),
    );
  });

  it("the price twice the gain, the line, and only that perk removed", () => {
    const c = {
      ...slow("sp"),
      perks: { slow: { rank: 1, source: "sp" as const }, hauler: { rank: 1, source: "xp" as const } },
    };
    const r = buy(c, { kind: "buyOff", perk: "slow" }, o);
    expect(lines(r)).toEqual(["buy off Slow: −150 XP (849 left)"]);
    expect(ok(r).perks).toEqual({ hauler: { rank: 1, source: "xp" } });
  });
});

describe("DE-CREA-4: credits and vehicles", () => {
  it("creation only, named by kind, at the extras", () => {
    expect(buy(build(), { kind: "credits", sp: 10, description: "cash" }, o)).toEqual(
      no("creation_only", ["extras"], "SP buy credits only during creation"),
    );
    expect(buy(build(), { kind: "vehicle", sp: 10, description: "a bike" }, o)).toEqual(
      no("creation_only", ["extras"], "SP buy vehicles only during creation"),
    );
  });

  it("the labels and the extras written in order", () => {
    const r = buyAll(
      fresh(),
      [
        { kind: "credits", sp: 300, description: "3,000 credits" },
        { kind: "vehicle", sp: 100, description: "a hover bike" },
      ],
      o,
    );
    expect(lines(r)).toEqual([
      "credits: 3,000 credits: −300 SP (700 left)",
      "vehicle: a hover bike: −100 SP (600 left)",
    ]);
    expect(ok(r).extras).toEqual([
      { kind: "credits", sp: 300, description: "3,000 credits" },
      { kind: "vehicle", sp: 100, description: "a hover bike" },
    ]);
  });
});

describe("paying", () => {
  it("DE-CREA-15: a purchase beyond the SP is refused with the amount short, nothing applied", () => {
    const c = { ...fresh(), sp: 40 };
    expect(buy(c, { kind: "skill", skill: "medic" }, o)).toEqual(
      no("insufficient_sp", ["skills", "medic"], "Medic costs 75 SP, you have 40: 35 short", 35),
    );
  });

  it("buyAll: every line in order; the first refusal returned whole and nothing bought", () => {
    const list: PurchaseInput[] = [
      { kind: "skill", skill: "medic" },
      { kind: "perk", perk: "emergencyTriage" },
    ];
    const r = buyAll(build({ xp: 175 }), list, o);
    expect(lines(r)).toEqual(["Medic: −75 XP (100 left)", "Emergency Triage: −100 XP (0 left)"]);
    expect(ok(r).log.map((e) => e.reason)).toEqual(["Medic", "Emergency Triage"]);
    expect(buyAll(build({ xp: 100 }), list, o)).toEqual(
      no(
        "insufficient_xp",
        ["perks", "emergencyTriage"],
        "Emergency Triage costs 100 XP, you have 25: 75 short",
        75,
      ),
    );
  });
});
