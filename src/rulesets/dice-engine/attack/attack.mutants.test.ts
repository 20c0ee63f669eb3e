// One attack pinned field by field: every refusal of the plan with its code, path and words, the
// check request it builds, the Sustained chain at each of its edges, the forced results of
// `judgeAttack`, and Lethal Edge's thresholds (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import {
  type AttackPlan,
  type AttackRequest,
  judgeAttack,
  lethalEdgeThresholds,
  planAttack,
  rollAttack,
} from "./attack.js";
import { faces, must, O, opts, pistol, refusal, weapon } from "./test-fixtures.js";
import type { SustainedChain } from "./views.js";

const launcher = weapon({
  id: "launcher",
  name: "Launcher",
  damage: "5",
  attacks: [{ type: "seeking", ratings: [1, 2, 3] }, { type: "heavy", ratings: [2] }, { type: "standard" }],
});
const chainGun = weapon({
  id: "chain",
  name: "Chain gun",
  damage: "4",
  attacks: [{ type: "sustained" }, { type: "spray", ratings: [10] }, { type: "standard" }],
});

const base = (req: Partial<AttackRequest>): AttackRequest => ({
  attacker: { stat: 0 },
  weapon: pistol,
  attackType: "standard",
  defender: { dv: 10 },
  distance: 5,
  ...req,
});

const plan = (req: Partial<AttackRequest>, o = O) => planAttack(base(req), o);

const roll = (req: Partial<AttackRequest>, list: number[], o = O) => {
  const src = faces(list);
  const r = must(rollAttack(base(req), src, o));
  src.done();
  return r;
};

describe("planning an attack: refusals word for word", () => {
  it("DE-ACT-1: a weapon not in the Held slot", () => {
    expect(refusal(plan({ attacker: { stat: 0, weaponReadied: false } }))).toEqual({
      code: "refused",
      path: ["weapon"],
      message: "Pistol is not readied (it must be in the Held slot)",
    });
    expect(plan({ attacker: { stat: 0, weaponReadied: true } }).ok).toBe(true);
  });

  it("DE-ATK-1: an attack type the weapon does not list", () => {
    expect(refusal(plan({ attackType: "heavy" }))).toEqual({
      code: "refused",
      path: ["attackType"],
      message: "Pistol allows standard, precision, quick attacks, not heavy",
    });
  });

  it("DE-ATK-6: several ratings and none chosen; a rating not listed; a rating on an unrated type", () => {
    expect(refusal(plan({ weapon: launcher, attackType: "seeking" }))).toEqual({
      code: "invalid",
      path: ["rating"],
      message: "choose a rating for seeking: 1, 2, 3",
    });
    expect(refusal(plan({ weapon: launcher, attackType: "seeking", rating: 4 }))).toEqual({
      code: "refused",
      path: ["rating"],
      message: "Launcher lists seeking:[1/2/3], not 4",
    });
    expect(refusal(plan({ weapon: launcher, attackType: "heavy", rating: 3 }))).toEqual({
      code: "refused",
      path: ["rating"],
      message: "Launcher lists heavy:[2], not 3",
    });
    expect(refusal(plan({ weapon: launcher, attackType: "standard", rating: 1 }))).toEqual({
      code: "invalid",
      path: ["rating"],
      message: "Launcher's standard attack has no ratings",
    });
  });

  it("DE-ATK-6: a single listed rating is taken when none is given; a chosen one is kept", () => {
    expect(must(plan({ weapon: launcher, attackType: "heavy" })).rating).toBe(2);
    expect(must(plan({ weapon: launcher, attackType: "seeking", rating: 3 })).rating).toBe(3);
    expect(must(plan({ weapon: launcher, attackType: "standard" })).rating).toBeNull();
  });

  it("DE-ATK-6: too little ammunition, rated and unrated, in words; exactly enough is allowed", () => {
    expect(refusal(plan({ weapon: launcher, attackType: "seeking", rating: 3, ammo: 2 }))).toEqual({
      code: "refused",
      path: ["rating"],
      message: "seeking:[3] needs 3 ammunition; 2 left",
    });
    expect(refusal(plan({ ammo: 0 }))).toEqual({
      code: "refused",
      path: ["ammo"],
      message: "standard needs 1 ammunition; 0 left",
    });
    expect(must(plan({ weapon: launcher, attackType: "seeking", rating: 3, ammo: 3 })).ammoUsed).toBe(3);
    const twice = weapon({
      id: "t",
      damage: "1",
      ammoPerAttack: 2,
      attacks: [{ type: "heavy", ratings: [3] }],
    });
    expect(must(plan({ weapon: twice, attackType: "heavy", ammo: 6 })).ammoUsed).toBe(6);
    expect(refusal(plan({ weapon: twice, attackType: "heavy", ammo: 5 })).message).toBe(
      "heavy:[3] needs 6 ammunition; 5 left",
    );
  });

  it("DE-ATK-2: out of range is refused before anything else about the target", () => {
    expect(refusal(plan({ distance: 21, defender: {} }))).toMatchObject({
      code: "refused",
      path: ["distance"],
    });
  });

  it("DE-TYPE-4: a Seeking attack without line of sight needs the bend; a bend over 90° is refused", () => {
    expect(refusal(plan({ weapon: launcher, attackType: "seeking", rating: 1, lineOfSight: false }))).toEqual(
      {
        code: "invalid",
        path: ["pathBend"],
        message: "without line of sight a Seeking attack needs the path's bend in degrees",
      },
    );
    expect(
      refusal(plan({ weapon: launcher, attackType: "seeking", rating: 1, lineOfSight: false, pathBend: 91 })),
    ).toMatchObject({ code: "refused", path: ["pathBend"] });
    expect(
      must(plan({ weapon: launcher, attackType: "seeking", rating: 1, lineOfSight: false, pathBend: 90 }))
        .modifiers.attackType,
    ).toBe(0);
    expect(must(plan({ weapon: launcher, attackType: "seeking", rating: 1 })).modifiers.attackType).toBe(5);
  });

  it("DE-TYPE-10: a Spray plan's bonus comes from the shots aimed, else from its rating", () => {
    expect(must(plan({ weapon: chainGun, attackType: "spray", shots: 5 })).modifiers.attackType).toBe(1);
    expect(must(plan({ weapon: chainGun, attackType: "spray", shots: 4 })).modifiers.attackType).toBe(0);
    expect(must(plan({ weapon: chainGun, attackType: "spray" })).modifiers.attackType).toBe(2);
  });

  it("DE-ATK-9: a DV and static together; static with the rule off; a missing or broken DV", () => {
    const on = opts({ staticTargets: true });
    expect(refusal(plan({ defender: { static: true, dv: 10 } }, on))).toEqual({
      code: "invalid",
      path: ["defender"],
      message: "a static target has no DV; give either dv or static, not both",
    });
    expect(refusal(plan({ defender: { static: true } }))).toEqual({
      code: "refused",
      path: ["defender", "static"],
      message: "the optional Static Targets rule is off (option staticTargets): give the DV",
    });
    const noDv = {
      code: "invalid",
      path: ["defender", "dv"],
      message: "the defender's DV is needed as a whole number",
    };
    expect(refusal(plan({ defender: {} }))).toEqual(noDv);
    expect(refusal(plan({ defender: { dv: 10.5 } }))).toEqual(noDv);
    expect(refusal(plan({ defender: { static: false, dv: 10.5 } }, on))).toEqual(noDv);
    expect(must(plan({ defender: { static: false, dv: 10 } }, on)).staticTarget).toBe(false);
    expect(must(plan({ defender: { static: true } }, on)).staticTarget).toBe(true);
  });

  it("DE-TYPE-5: a Sustained attack needs its context and a named target, in words", () => {
    expect(
      refusal(plan({ weapon: chainGun, attackType: "sustained", defender: { id: "T", dv: 10 } })),
    ).toEqual({
      code: "invalid",
      path: ["sustained"],
      message: "a Sustained attack needs the chain so far and the attacker's initiative",
    });
    expect(
      refusal(
        plan({
          weapon: chainGun,
          attackType: "sustained",
          defender: { dv: 10 },
          sustained: { chain: null, attackerInitiative: 0 },
        }),
      ),
    ).toEqual({
      code: "invalid",
      path: ["defender", "id"],
      message: "a Sustained chain follows one target: name it",
    });
  });

  it("DE-TYPE-10: rollAttack sends a Spray without shots to rollSpray", () => {
    expect(refusal(rollAttack(base({ weapon: chainGun, attackType: "spray" }), faces([]), O))).toEqual({
      code: "invalid",
      path: ["attackType"],
      message: "a Spray attack shares its shots among targets: use rollSpray",
    });
    const r = roll({ weapon: chainGun, attackType: "spray", shots: 3 }, [6, 6]);
    expect([r.hit, r.multiples, r.damage!.amount]).toEqual([true, 3, 12]);
  });
});

describe("the plan itself", () => {
  it("DE-ATK-3: a bare attacker's check request: no training, no levels, type and range first", () => {
    const p = must(plan({ distance: 12 }));
    expect(p.check).toEqual({
      stat: 0,
      attack: true,
      training: "none",
      advantage: 0,
      disadvantage: 0,
      modifiers: [1, -2],
      critThresholds: [],
    });
    expect(p).toMatchObject({
      modifiers: { attackType: 1, range: -2, other: [] },
      rating: null,
      cost: 5,
      ammoUsed: 1,
      damageExpr: "2d6",
      staticTarget: false,
      sustainedN: 1,
    });
    expect(p.damageType).toMatchObject({ type: "piercing" });
  });

  it("DE-ATK-3: the attacker's training, levels, modifiers and thresholds are carried as given", () => {
    const p = must(
      plan({
        attacker: {
          stat: 3,
          training: "expert",
          advantage: 2,
          disadvantage: 1,
          modifiers: [2, -1],
          critThresholds: [9, 8],
        },
        attackType: "precision",
      }),
    );
    expect(p.check).toEqual({
      stat: 3,
      attack: true,
      training: "expert",
      advantage: 2,
      disadvantage: 1,
      modifiers: [2, 0, 2, -1],
      critThresholds: [9, 8],
    });
    expect(p.modifiers).toEqual({ attackType: 2, range: 0, other: [2, -1] });
    expect(p.cost).toBe(8);
  });

  it("DE-TYPE-1: an attack type's own damage replaces the weapon's", () => {
    expect(must(plan({ attackType: "quick" })).damageExpr).toBe("1");
  });
});

describe("the Sustained chain (DE-TYPE-5)", () => {
  const chain: SustainedChain = { weapon: "chain", target: "T", hits: 2, initiativeAfter: 10 };
  const n = (sustained: AttackRequest["sustained"], target = "T") =>
    must(plan({ weapon: chainGun, attackType: "sustained", defender: { id: target, dv: 10 }, sustained }))
      .sustainedN;

  it("goes on with the same weapon at the same target while less than 5 initiative passed", () => {
    expect(n({ chain, attackerInitiative: 14 })).toBe(3);
    expect(n({ chain, attackerInitiative: 15 })).toBe(1);
    expect(n({ chain, attackerInitiative: 14, lineOfSightKept: true })).toBe(3);
    expect(n({ chain, attackerInitiative: 14, lineOfSightKept: false })).toBe(1);
    expect(n({ chain, attackerInitiative: 14 }, "U")).toBe(1);
    expect(n({ chain: { ...chain, weapon: "other" }, attackerInitiative: 14 })).toBe(1);
    expect(n({ chain: { ...chain, hits: 0 }, attackerInitiative: 14 })).toBe(1);
    expect(n({ chain: null, attackerInitiative: 14 })).toBe(1);
  });

  it("a hit starts or extends the chain from the initiative after paying; a non-Sustained attack keeps none", () => {
    const r = roll(
      {
        weapon: chainGun,
        attackType: "sustained",
        defender: { id: "T", dv: 10 },
        sustained: { chain, attackerInitiative: 12 },
      },
      [6, 6],
    );
    expect([r.multiples, r.damage!.amount]).toEqual([3, 12]);
    expect(r.sustained).toEqual({ weapon: "chain", target: "T", hits: 3, initiativeAfter: 17 });
    expect(roll({ weapon: chainGun }, [6, 6]).sustained).toBeNull();
  });

  it("a miss with sustainedResetOnMiss off keeps a running chain, but a first attack's miss starts none", () => {
    const off = opts({ sustainedResetOnMiss: false });
    const req = (c: SustainedChain | null) => ({
      weapon: chainGun,
      attackType: "sustained" as const,
      defender: { id: "T", dv: 10 },
      sustained: { chain: c, attackerInitiative: 12 },
    });
    expect(roll(req(chain), [2, 3], off).sustained).toEqual({ ...chain, initiativeAfter: 17 });
    expect(roll(req(null), [2, 3], off).sustained).toBeNull();
    expect(roll(req(chain), [2, 3]).sustained).toBeNull();
  });
});

describe("judging an attack (DE-ATK-4, DE-ATK-9)", () => {
  const p = (req: Partial<AttackRequest>, o = O): AttackPlan => must(planAttack(base(req), o));

  it("a super-critical fail at or above the DV is a forced miss; below it, an ordinary one", () => {
    expect(judgeAttack(p({ defender: { dv: 10 } }), 10, "superFail", O)).toEqual({
      hit: false,
      dos: 0,
      dof: 0,
      crit: "superFail",
      forced: "fail",
      multiples: 0,
    });
    expect(judgeAttack(p({ defender: { dv: 10 } }), 9, "superFail", O)).toEqual({
      hit: false,
      dos: 0,
      dof: 1,
      crit: "superFail",
      forced: null,
      multiples: 0,
    });
  });

  it("a super-critical below the DV is a forced hit of 1 DoS; at the DV it is not forced", () => {
    expect(judgeAttack(p({ defender: { dv: 20 } }), 15, "superCrit", O)).toMatchObject({
      hit: true,
      dos: 1,
      forced: "success",
      multiples: 1,
    });
    expect(judgeAttack(p({ defender: { dv: 20 } }), 20, "superCrit", O)).toMatchObject({
      hit: true,
      dos: 1,
      forced: null,
    });
  });

  it("a static target: hit with unbounded DoS unless a double 1; a miss then has DoS 0", () => {
    const on = opts({ staticTargets: true });
    const stat = p({ defender: { static: true } }, on);
    expect(judgeAttack(stat, 2, "superFail", on)).toEqual({
      hit: false,
      dos: 0,
      dof: 0,
      crit: "superFail",
      forced: "fail",
      multiples: 0,
    });
    expect(judgeAttack(stat, 2, "semiFail", on)).toEqual({
      hit: true,
      dos: null,
      dof: 0,
      crit: "semiFail",
      forced: null,
      multiples: 1,
    });
  });

  it("DE-TYPE-8 DE-TYPE-10: Heavy and Spray multiples on a static target are the rating and the shots", () => {
    const on = opts({ staticTargets: true });
    const heavy = p({ weapon: launcher, attackType: "heavy", defender: { static: true } }, on);
    expect(judgeAttack(heavy, 2, "none", on).multiples).toBe(2);
    const spray = p({ weapon: chainGun, attackType: "spray", shots: 4, defender: { static: true } }, on);
    expect(judgeAttack(spray, 2, "none", on).multiples).toBe(4);
    const whole = p({ weapon: chainGun, attackType: "spray", defender: { static: true } }, on);
    expect(judgeAttack(whole, 2, "none", on).multiples).toBe(10);
    // Against a DV: Heavy from the DoS, Spray min(DoS, shots).
    expect(
      judgeAttack(p({ weapon: launcher, attackType: "heavy", defender: { dv: 10 } }), 14, "none", O)
        .multiples,
    ).toBe(2);
    expect(
      judgeAttack(p({ weapon: chainGun, attackType: "spray", shots: 4, defender: { dv: 10 } }), 12, "none", O)
        .multiples,
    ).toBe(3);
  });
});

describe("Lethal Edge (DE-PERK-31/32)", () => {
  it("the first kept dice in roll order at or over the edge, under their own threshold, up to its dice", () => {
    // Kept 0 and 2 (given out of order): 8 and 9 both qualify, only one die allowed: the first.
    expect(lethalEdgeThresholds([8, 3, 9], [2, 0], [10, 10, 10], { dice: 1, threshold: 8 })).toEqual([
      8, 10, 10,
    ]);
    expect(lethalEdgeThresholds([8, 3, 9], [2, 0], [10, 10, 10], { dice: 2, threshold: 8 })).toEqual([
      8, 10, 8,
    ]);
    // A die below the edge, or already critical by its own threshold, is left.
    expect(lethalEdgeThresholds([7, 10], [0, 1], [10, 10], { dice: 2, threshold: 8 })).toBeNull();
    expect(lethalEdgeThresholds([8, 10], [0, 1], [10, 10], { dice: 2, threshold: 8 })).toEqual([8, 10]);
    expect(lethalEdgeThresholds([9, 9], [0, 1], [9, 10], { dice: 1, threshold: 8 })).toEqual([9, 8]);
    // An unkept die never counts.
    expect(lethalEdgeThresholds([9, 2, 3], [1, 2], [10, 10, 10], { dice: 1, threshold: 8 })).toBeNull();
  });

  it("a hit is judged again with the edge: faces 8 and 9 become a super-critical doubling the damage", () => {
    const w = weapon({ id: "w", damage: "3", attacks: [{ type: "standard" }] });
    const r = roll({ weapon: w, attacker: { stat: 0, lethalEdge: { dice: 2, threshold: 8 } } }, [8, 9]);
    expect([r.check.crit, r.check.total, r.damage!.amount]).toEqual([
      "superCrit",
      8 + 9 + 4 + 1,
      (3 + 2) * 2,
    ]);
    // One die: a semi-critical.
    const one = roll({ weapon: w, attacker: { stat: 0, lethalEdge: { dice: 1, threshold: 8 } } }, [8, 9]);
    expect([one.check.crit, one.check.total, one.damage!.amount]).toEqual(["semiCrit", 8 + 9 + 2 + 1, 4]);
    // A miss is not judged again.
    const miss = roll(
      { weapon: w, attacker: { stat: 0, lethalEdge: { dice: 2, threshold: 8 } }, defender: { dv: 30 } },
      [8, 9],
    );
    expect([miss.hit, miss.check.crit]).toEqual([false, "none"]);
  });

  it("the attacker's own thresholds are the normal ones; the option's threshold otherwise", () => {
    const w = weapon({ id: "w", damage: "3", attacks: [{ type: "standard" }] });
    // Own thresholds 9: the 9 is already critical, the 8 takes the edge → super-critical.
    const own = roll(
      { weapon: w, attacker: { stat: 0, critThresholds: [9, 9], lethalEdge: { dice: 1, threshold: 8 } } },
      [9, 8],
    );
    expect(own.check.crit).toBe("superCrit");
    // Option critThreshold 9: the same.
    const opt = roll(
      { weapon: w, attacker: { stat: 0, lethalEdge: { dice: 1, threshold: 8 } } },
      [9, 8],
      opts({ critThreshold: 9 }),
    );
    expect(opt.check.crit).toBe("superCrit");
  });
});

describe("a refused maximum (DE-ASSN-3)", () => {
  it("a hit whose damage text has no maximum is refused, naming the weapon's damage, not thrown", () => {
    // Weapon data is validated, so only a hand-made weapon can carry such a text.
    const odd = { ...weapon({ id: "odd", attacks: [{ type: "standard" }] }), damage: "2d" };
    const src = faces([5, 5]);
    const e = refusal(
      rollAttack(
        {
          attacker: { stat: 0 },
          weapon: odd,
          attackType: "standard",
          defender: { dv: 5 },
          maximiseDamage: true,
        },
        src,
        O,
      ),
    );
    src.done();
    expect([e.code, e.path]).toEqual(["refused", ["weapon", "damage"]]);
    expect(e.message).toMatch(/^"2d" has no maximum to deal: ./);
  });
});
