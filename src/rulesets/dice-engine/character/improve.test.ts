import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { hpIncreaseCost, stunRankCost, xpStatRaiseCost, xpStatStepCost } from "../catalogue/costs.js";
import { buildCheck, resolveCharacterCheck } from "./check-effects.js";
import { finalise, newCharacter } from "./create.js";
import { deriveCharacter, maxStunOf } from "./derive.js";
import { buy, buyAll, quote } from "./purchase.js";
import { build, ok, opts, refused } from "./testing/helpers.js";

const o = opts();
const cost = (c: ReturnType<typeof build>, p: Parameters<typeof quote>[1]) => {
  const q = quote(c, p, o);
  if (!q.ok) throw new Error(q.error.message);
  return q.quote.cost;
};

describe("proficiencies (§9)", () => {
  it("DE-PROF-1: Proficiency (200 XP) swaps one base d10 for a d12 (Agility +2, [12,5] → 21)", () => {
    const c = ok(buy(build({ xp: 200, stats: { agility: 2 } }), { kind: "proficiency", stat: "agility" }, o));
    expect(c.xp).toBe(0);
    const r = resolveCharacterCheck(c, { stat: "agility" }, o, [12, 5]);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.check.result!.dice.map((d) => d.size)).toEqual([12, 10]);
    expect(r.check.result!.total).toBe(21);
  });

  it("DE-PROF-2: Expertise (500 XP, needs Proficiency) makes every die a d12 (Strength +3, [12,11] → 30)", () => {
    refused(buy(build({ xp: 500 }), { kind: "expertise", stat: "strength" }, o), "prerequisite");
    const c = ok(
      buy(
        build({ xp: 500, stats: { strength: 3 }, training: { strength: "proficient" } }),
        { kind: "expertise", stat: "strength" },
        o,
      ),
    );
    expect([c.xp, c.training.strength]).toEqual([0, "expert"]);
    const r = resolveCharacterCheck(c, { stat: "strength", advantage: 1 }, o, [12, 11, 2]);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.check.result!.dice.map((d) => d.size)).toEqual([12, 12, 12]);
    expect(r.check.result!.total).toBe(30);
  });

  it("DE-PROF-3: Expertise cannot be taken at creation; Proficiency can", () => {
    const draft = ok(buy(newCharacter("T", o), { kind: "proficiency", stat: "logic" }, o));
    const e = refused(buy(draft, { kind: "expertise", stat: "logic" }, o), "after_creation_only");
    expect(e.message).toContain("character creation");
  });

  it("DE-PROF-4: bought once per stat each; several stats may be trained", () => {
    const c = ok(
      buyAll(
        build({ xp: 600 }),
        [
          { kind: "proficiency", stat: "agility" },
          { kind: "proficiency", stat: "logic" },
        ],
        o,
      ),
    );
    expect(c.training).toEqual({ agility: "proficient", logic: "proficient" });
    refused(buy(c, { kind: "proficiency", stat: "agility" }, o), "already_owned");
    const ex = { ...c, training: { ...c.training, agility: "expert" as const }, xp: 1000 };
    refused(buy(ex, { kind: "expertise", stat: "agility" }, o), "already_owned");
  });

  it("DE-PROF-5: training applies to attack rolls of that stat and contested checks, never to damage or stun dice", () => {
    const c = build({ stats: { agility: 1 }, training: { agility: "proficient" } });
    const atk = buildCheck(c, { stat: "agility", attack: true, weapon: { skill: "swordFighting" } }, o);
    expect(atk.ok && atk.build.request.training).toBe("proficient");
    const other = buildCheck(c, { stat: "strength" }, o);
    expect(other.ok && other.build.request.training).toBe("none");
    // The stun die stays a d6 whatever the training (stun.ts rolls a plain d6).
    expect(deriveCharacter(c, o).stunDice.die).toBe("1d6");
  });
});

describe("improving stats (§10)", () => {
  it("DE-STAT-4: XP per step by current value: negative 50, 0→1 100, 1→2 150, 2→3 200, 3→4 300, 4→5 500; 5→6 refused", () => {
    expect([-3, -1, 0, 1, 2, 3, 4].map(xpStatStepCost)).toEqual([50, 50, 100, 150, 200, 300, 500]);
    expect(xpStatStepCost(5)).toBeNull();
    expect([
      xpStatRaiseCost(-2, 0),
      xpStatRaiseCost(0, 3),
      xpStatRaiseCost(3, 5),
      xpStatRaiseCost(-4, 5),
    ]).toEqual([100, 450, 800, 1450]);
    const c = build({ xp: 1450, stats: { logic: -4 } });
    const up = ok(buy(c, { kind: "stat", stat: "logic", to: 5 }, o));
    expect([up.stats.logic, up.xp]).toEqual([5, 0]);
    refused(buy({ ...up, xp: 1000 }, { kind: "stat", stat: "logic" }, o), "stat_bounds");
    refused(
      buy(build({ xp: 500, stats: { logic: 2 } }), { kind: "stat", stat: "logic", to: 1 }, o),
      "invalid",
    );
  });

  it("DE-STAT-5: the table's blank Negative → Negative row uses the prose's 50 XP (−3 → −2)", () => {
    expect(cost(build({ xp: 100, stats: { dexterity: -3 } }), { kind: "stat", stat: "dexterity" })).toBe(50);
  });

  it("DE-STAT-6: after creation several stats may be +5 (Agility +5, Strength 4 → 5 for 500 XP)", () => {
    const c = build({ xp: 500, stats: { agility: 5, strength: 4 } });
    const up = ok(buy(c, { kind: "stat", stat: "strength" }, o));
    expect([up.stats.strength, up.xp]).toEqual([5, 0]);
  });

  it("DE-STAT-7: a raise changes DV, speed, throwing range, stun die, bulk, leap and initiative at once, not max HP or Stun", () => {
    const c = ok(finalise({ ...newCharacter("T", o), race: "human" }, o));
    const rich = { ...c, xp: 5000 };
    const before = deriveCharacter(rich, o);
    const after = deriveCharacter(
      ok(
        buyAll(
          rich,
          ["agility", "endurance", "strength", "logic"].map((s) => ({
            kind: "stat" as const,
            stat: s as "agility",
            to: 2,
          })),
          o,
        ),
      ),
      o,
    );
    expect(after.dv.normal - before.dv.normal).toBe(4);
    expect(after.speed! - before.speed!).toBe(2);
    expect(after.throwingRange - before.throwingRange).toBe(2);
    expect([before.stunDice.die, after.stunDice.die]).toEqual(["1d6", "1d6+2"]);
    expect(after.bulk.columns - before.bulk.columns).toBe(1);
    expect(after.leap!.running - before.leap!.running).toBe(2);
    expect([before.initiative, after.initiative]).toEqual(["1d6", "1d6−2"]);
    expect([after.maxHp, after.maxStun]).toEqual([before.maxHp, before.maxStun]);
    const tracking = opts({ maxStunTracksEndurance: true });
    expect(maxStunOf({ ...rich, stats: { ...rich.stats, endurance: 2 } }, tracking)).toBe(8);
  });
});

describe("improving Stun and HP (§11)", () => {
  it("DE-STUN-1: a Stun rank gives +4 max Stun and a stun die; ranks cost 100, 150, 200, 250 (700 in all)", () => {
    expect([1, 2, 3, 4].map(stunRankCost)).toEqual([100, 150, 200, 250]);
    let c = build({ xp: 700, stats: { endurance: 1 } });
    const start = deriveCharacter(c, o);
    for (let i = 0; i < 4; i++) c = ok(buy(c, { kind: "stunRank" }, o));
    const d = deriveCharacter(c, o);
    expect(c.xp).toBe(0);
    expect([start.stunDice.count, d.stunDice.count]).toEqual([1, 5]);
    expect(d.maxStun - start.maxStun).toBe(16);
  });

  it("DE-STUN-2: rolling the new stun die instead (Endurance 1, d6 = 3 → +4); without dice the rank is refused", () => {
    const roll = opts({ stunIncreaseMode: "rollStunDie" });
    const c = build({ xp: 200, stats: { endurance: 1 } });
    const r = ok(buy(c, { kind: "stunRank" }, roll, facesSource([3])));
    expect(r.stunRanks).toEqual([4]);
    refused(buy(c, { kind: "stunRank" }, roll), "dice_required");
    const weak = build({ xp: 200, stats: { endurance: -4 } });
    expect(ok(buy(weak, { kind: "stunRank" }, roll, facesSource([2]))).stunRanks).toEqual([0]);
  });

  it("DE-HP-1: HP increases cost 25, 50, 100, 200, 400 (775) and take max HP from 3 to 8", () => {
    expect([1, 2, 3, 4, 5].map(hpIncreaseCost)).toEqual([25, 50, 100, 200, 400]);
    let c = build({ xp: 775 });
    for (let i = 0; i < 5; i++) c = ok(buy(c, { kind: "hp" }, o));
    expect([c.xp, deriveCharacter(c, o).maxHp]).toEqual([0, 8]);
  });

  it("DE-HP-2: a purchase raises the current value with the maximum (option purchaseRaisesCurrent)", () => {
    const hurt = {
      ...build({ xp: 1000, stats: { endurance: 2 } }),
      current: { hp: 1, stun: 0, res: null, stunDiceSpent: 0 },
    };
    const a = ok(buyAll(hurt, [{ kind: "hp" }, { kind: "stunRank" }], o));
    expect([a.current.hp, a.current.stun]).toEqual([2, 4]);
    const b = ok(
      buyAll(hurt, [{ kind: "hp" }, { kind: "stunRank" }], opts({ purchaseRaisesCurrent: false })),
    );
    expect([b.current.hp, b.current.stun]).toEqual([1, 0]);
  });

  it("DE-HP-3: the counters are per character and start with the first purchase after creation", () => {
    const fresh = ok(finalise(newCharacter("T", o), o));
    expect(cost({ ...fresh, xp: 500 }, { kind: "stunRank" })).toBe(100);
    expect(cost({ ...fresh, xp: 500 }, { kind: "hp" })).toBe(25);
    const other = ok(buy({ ...fresh, xp: 500 }, { kind: "hp" }, o));
    expect(cost(other, { kind: "hp" })).toBe(50);
    expect(cost({ ...fresh, xp: 500 }, { kind: "hp" })).toBe(25);
  });
});

describe("focuses (§12)", () => {
  it("DE-FOCUS-4: the rating is the number of times taken, and the bonus equals it (Stealth ×3 → +3)", () => {
    let c = build({ xp: 150, stats: { agility: 1 } });
    for (let i = 0; i < 3; i++) c = ok(buy(c, { kind: "focus", focus: "Stealth" }, o));
    expect(c.focuses).toEqual({ stealth: 3 });
    const r = resolveCharacterCheck(c, { stat: "agility", focus: "stealth" }, o, [5, 6]);
    expect(r.ok && [r.check.result?.focusBonus, r.check.result?.total]).toEqual([3, 15]);
    refused(buildCheck(c, { stat: "agility", focus: "juggling" }, o), "unknown");
  });

  it("DE-FOCUS-5: each rating costs a flat 50 XP (0 → 3 is 150)", () => {
    const c = ok(buy(build({ xp: 150 }), { kind: "focus", focus: "law", ratings: 3 }, o));
    expect([c.xp, c.focuses.law]).toEqual([0, 3]);
  });

  it("DE-FOCUS-6: no maximum rating unless the table sets focusMaxRating", () => {
    const c = ok(buy(build({ xp: 1000 }), { kind: "focus", focus: "law", ratings: 12 }, o));
    expect(c.focuses.law).toBe(12);
    refused(
      buy(build({ xp: 1000 }), { kind: "focus", focus: "law", ratings: 4 }, opts({ focusMaxRating: 3 })),
      "focus_max",
    );
  });

  it("DE-FOCUS-7: the 20 core focuses can be bought; a setting's focus too", () => {
    const o2 = opts({
      setting: { focuses: [{ id: "heraldry", name: "Heraldry", knowledge: "coats of arms" }] },
    });
    expect(ok(buy(build({ xp: 50 }), { kind: "focus", focus: "Heraldry" }, o2)).focuses).toEqual({
      heraldry: 1,
    });
    refused(buy(build({ xp: 50 }), { kind: "focus", focus: "Heraldry" }, o), "unknown");
  });
});
