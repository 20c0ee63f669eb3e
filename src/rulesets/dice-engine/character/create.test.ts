import { describe, expect, it } from "vitest";
import { creationStatDelta, creationStatValue } from "../catalogue/costs.js";
import { STATS } from "../check/stats.js";
import { chooseRace, finalise, newCharacter, POINT_BUY_EXAMPLE, pointBuy, setConcept } from "./create.js";
import { deriveCharacter } from "./derive.js";
import { buy, buyAll, quote } from "./purchase.js";
import { characterSchema } from "./schema.js";
import { build, ok, opts, refused } from "./testing/helpers.js";

const o = opts();
const fresh = () => newCharacter("Tess", o);
const setStat = (stat: (typeof STATS)[number], to: number) => ({ kind: "stat" as const, stat, to });

describe("character creation (§5)", () => {
  it("DE-CREA-1: the character idea is a free-text concept field with no mechanics", () => {
    const c = ok(setConcept(fresh(), "a smuggler with a conscience"));
    expect(c.concept).toBe("a smuggler with a conscience");
    expect(deriveCharacter(c, o)).toEqual(deriveCharacter(fresh(), o));
    expect(characterSchema.shape.concept).toBeDefined();
  });

  it("DE-CREA-2: a new character starts with 1,000 SP, 0 XP and 0 Total XP", () => {
    const c = fresh();
    expect([c.sp, c.xp, c.totalXp, c.created]).toEqual([1000, 0, 0, false]);
    expect(opts({ startingSP: 1200 }).startingSP).toBe(1200);
  });

  it("DE-CREA-3: unspent SP are discarded at finalisation and never become XP", () => {
    let c = ok(buy(fresh(), { kind: "skill", skill: "medic" }, o));
    c = { ...c, sp: 40 };
    const f = finalise(c, o);
    const done = ok(f);
    expect([done.sp, done.xp, done.totalXp, done.created]).toEqual([0, 0, 0, true]);
    expect(f.ok && f.changes.join(" ")).toContain("40 unspent SP discarded");
    refused(finalise(done, o), "already_finalised");
  });

  it("DE-CREA-4: SP buy perks and skills at their XP price (Sword Fighting 1000 → 950)", () => {
    const c = ok(buy(fresh(), { kind: "skill", skill: "Sword Fighting" }, o));
    expect(c.sp).toBe(950);
    expect(c.skills).toEqual(["swordFighting"]);
  });

  it("DE-CREA-4: Proficiency, credits and vehicles may be bought with SP; focus, HP and Stun may not (spPurchasable)", () => {
    let c = ok(buy(fresh(), { kind: "proficiency", stat: "agility" }, o));
    expect(c.sp).toBe(800);
    c = ok(buy(c, { kind: "credits", sp: 300, description: "3,000 credits" }, o));
    c = ok(buy(c, { kind: "vehicle", sp: 100, description: "a hover bike" }, o));
    expect(c.sp).toBe(400);
    expect(c.extras).toHaveLength(2);
    refused(buy(c, { kind: "focus", focus: "stealth" }, o), "not_purchasable_with_sp");
    refused(buy(c, { kind: "hp" }, o), "not_purchasable_with_sp");
    refused(buy(c, { kind: "stunRank" }, o), "not_purchasable_with_sp");
    const wide = opts({ spPurchasable: ["perk", "skill", "stat", "focus", "hp", "stun"] });
    const more = ok(
      buyAll(fresh(), [{ kind: "focus", focus: "stealth" }, { kind: "hp" }, { kind: "stunRank" }], wide),
    );
    expect(more.sp).toBe(1000 - 50 - 25 - 100);
    expect(more.xp).toBe(0);
    refused(
      buy(fresh(), { kind: "credits", sp: 10, description: "x" }, opts({ spPurchasable: ["perk"] })),
      "not_purchasable_with_sp",
    );
  });

  it("DE-CREA-4: SP cannot buy XP, and credits are creation-only", () => {
    const c = build({ xp: 500 });
    refused(buy(c, { kind: "credits", sp: 10, description: "cash" }, o), "creation_only");
    // There is no purchase kind that turns SP into XP.
    expect(quote(fresh(), { kind: "xp" } as never, o).ok).toBe(false);
  });

  it("DE-CREA-5: anything bought with SP adds nothing to XP or Total XP (Perceptive Vision)", () => {
    const c = ok(buy(fresh(), { kind: "perk", perk: "Perceptive Vision" }, o));
    expect([c.sp, c.xp, c.totalXp]).toEqual([900, 0, 0]);
  });

  it("DE-CREA-6: the race is chosen before stats; with none, the raceless defaults apply", () => {
    const c = fresh();
    const d = deriveCharacter(c, o);
    expect(c.race).toBe("raceless");
    expect(d.health).toBe("hpStun");
    expect(d.bulk.rows).toBe(6); // Medium
    expect(d.vibrosense).toBeNull();
    expect(d.speed).toBeNull(); // the book has no base speed without a race
    expect(deriveCharacter(c, opts({ racelessBaseSpeed: 5 })).speed).toBe(5);
    const human = ok(chooseRace(c, "Human", o));
    expect(human.race).toBe("human");
    expect(deriveCharacter(human, o).speed).toBe(5);
    const raised = ok(buy(human, setStat("agility", 2), o));
    refused(chooseRace(raised, "mole", o), "invalid");
    refused(chooseRace(c, "dwarf", o), "unknown");
    refused(chooseRace(build(), "human", o), "creation_only");
  });

  it("DE-CREA-6: a race may grant traits, size and a different health tracker", () => {
    const a = ok(finalise(ok(chooseRace(fresh(), "automaton", o)), o));
    const d = deriveCharacter(a, o);
    expect(d.health).toBe("resilience");
    expect(a.current.res).toBe(30);
    expect(d.bulk.rows).toBe(7); // Large
    expect(d.vibrosense).toBe(10);
    // No organic body: the Perceptive perks are out of reach.
    refused(
      buy(ok(chooseRace(fresh(), "automaton", o)), { kind: "perk", perk: "perceptiveVision" }, o),
      "prerequisite",
    );
  });

  it("DE-CREA-7: all stats start at 0", () => {
    expect(fresh().stats).toEqual(Object.fromEntries(STATS.map((s) => [s, 0])));
  });

  it("DE-CREA-8: raising a stat costs 10/15/20/25/30 SP by step (0 → +3 is 45; 2 → 4 is 45)", () => {
    expect([0, 1, 2, 3, 4].map((v) => creationStatDelta(v, v + 1))).toEqual([10, 15, 20, 25, 30]);
    expect([1, 2, 3, 4, 5].map((v) => creationStatValue(v))).toEqual([10, 25, 45, 70, 100]);
    expect(ok(buy(fresh(), setStat("strength", 3), o)).sp).toBe(955);
    const at2 = ok(buy(fresh(), setStat("strength", 2), o));
    expect(at2.sp - ok(buy(at2, setStat("strength", 4), o)).sp).toBe(45);
    expect(ok(buy(fresh(), { kind: "stat", stat: "logic" }, o)).stats.logic).toBe(1);
  });

  it("DE-CREA-9: lowering a stat gains 25/20/15/10 SP by step (Charisma → −2 gives 45)", () => {
    expect([0, -1, -2, -3].map((v) => -creationStatDelta(v, v - 1)!)).toEqual([25, 20, 15, 10]);
    expect([-1, -2, -3, -4].map((v) => -creationStatValue(v)!)).toEqual([25, 45, 60, 70]);
    expect(ok(buy(fresh(), setStat("charisma", -2), o)).sp).toBe(1045);
  });

  it("DE-CREA-10: at most 250 SP on stat increases, whatever decreases gave back", () => {
    const c = ok(
      buyAll(
        fresh(),
        [
          setStat("agility", 5),
          setStat("strength", 4),
          setStat("endurance", 3),
          setStat("logic", 2),
          setStat("intuition", 1),
          setStat("charisma", -4),
        ],
        o,
      ),
    );
    expect(c.sp).toBe(1000 - 250 + 70);
    const e = refused(buy(c, setStat("dexterity", 1), o), "stat_spend_cap");
    expect(e.message).toContain("260 SP");
    expect(e.short).toBe(10);
    expect(e.path).toEqual(["stats", "dexterity"]);
  });

  it("DE-CREA-11: SP from lowered stats go into the general pool (Charisma −4 → 1,070 SP)", () => {
    const c = ok(buy(fresh(), setStat("charisma", -4), o));
    expect(c.sp).toBe(1070);
    expect(ok(buy(c, { kind: "perk", perk: "martialArts" }, o)).sp).toBe(1045);
  });

  it("DE-CREA-9: lowering a stat a purchase relies on is refused until the purchase is gone", () => {
    const c = ok(buyAll(fresh(), [setStat("agility", 1), { kind: "perk", perk: "slow" }], o));
    const e = refused(buy(c, setStat("agility", 0), o), "prerequisite");
    expect(e.message).toBe("Slow needs Agility 1 or higher; remove it before lowering Agility to 0");
  });

  it("DE-CREA-12: creation stats stay within −4…+5", () => {
    const low = ok(buy(fresh(), setStat("logic", -4), o));
    refused(buy(low, setStat("logic", -5), o), "stat_bounds");
    refused(buy(fresh(), setStat("logic", 6), o), "stat_bounds");
  });

  it("DE-CREA-13: only one stat may be +5 at the start (Agility +5, Strength 4 → 5 refused)", () => {
    const c = ok(
      buyAll(fresh(), [setStat("agility", 5), setStat("strength", 4)], opts({ statSpendCapSP: 1000 })),
    );
    const e = refused(buy(c, setStat("strength", 5), opts({ statSpendCapSP: 1000 })), "stats_at_max");
    expect(e.message).toContain("Agility");
  });

  it("DE-CREA-14: during creation stats use the creation tables, never the XP table", () => {
    const q = quote(fresh(), setStat("agility", 3), o);
    expect(q.ok && q.quote).toEqual({ currency: "SP", cost: 45, label: "Agility 0 → +3" });
    const after = quote(build({ xp: 1000 }), setStat("agility", 3), o);
    expect(after.ok && after.quote).toEqual({ currency: "XP", cost: 450, label: "Agility 0 → +3" });
  });

  it("DE-CREA-15: SP never go below 0; a purchase beyond them is refused with the amount short", () => {
    const c = { ...fresh(), sp: 90 };
    const e = refused(buy(c, { kind: "perk", perk: "quickStep" }, o), "insufficient_sp");
    expect(e.message).toBe("Quick Step rank 1 costs 100 SP, you have 90: 10 short");
    expect(e.short).toBe(10);
  });

  it("DE-CREA-16: a character starts with 3 max HP, full", () => {
    const c = ok(finalise(fresh(), o));
    expect(deriveCharacter(c, o).maxHp).toBe(3);
    expect(c.current.hp).toBe(3);
  });

  it("DE-CREA-17: starting Stun = race base + Endurance, at least 0 (6 + 2 = 8; raceless 2; raceless −3 → 0)", () => {
    const human = ok(pointBuy({ name: "H", race: "human", stats: { endurance: 2 } }, o));
    expect([deriveCharacter(human, o).maxStun, human.current.stun]).toEqual([8, 8]);
    const plain = ok(pointBuy({ name: "P", stats: { endurance: 2 } }, o));
    expect(deriveCharacter(plain, o).maxStun).toBe(2);
    const frail = ok(pointBuy({ name: "F", stats: { endurance: -3 } }, o));
    expect(deriveCharacter(frail, o).maxStun).toBe(0);
    const noFloor = ok(pointBuy({ name: "F", stats: { endurance: -3 } }, opts({ startingStunMin: null })));
    expect(noFloor.startingStun).toBe(-3);
  });

  it("DE-CREA-18: a character starts with 0 XP and 0 Total XP, also after finalising", () => {
    const c = ok(pointBuy(POINT_BUY_EXAMPLE, o));
    expect([c.xp, c.totalXp]).toEqual([0, 0]);
  });
});

describe("the point-buy method", () => {
  it("builds, finalises and reports every step", () => {
    const r = pointBuy(POINT_BUY_EXAMPLE, o);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.character.created).toBe(true);
    expect(r.character.training.agility).toBe("proficient");
    expect(r.changes.some((l) => l.includes("Medic"))).toBe(true);
  });

  it("lowers stats first so their SP can pay for the rest, and stops at the first refusal", () => {
    const r = pointBuy(
      { name: "X", stats: { strength: 0 }, purchases: [{ kind: "skill", skill: "hammerFighting" }] },
      o,
    );
    const e = refused(r, "prerequisite");
    expect(e.message).toBe("Hammer Fighting needs Strength 1 or higher (it is 0)");
    refused(pointBuy({ name: "" }, o), "invalid");
  });

  it("can leave the character in creation", () => {
    const c = ok(pointBuy({ name: "Draft", finalise: false }, o));
    expect([c.created, c.sp]).toEqual([false, 1000]);
  });
});
