import { describe, expect, it } from "vitest";
import { type AttackRequest, rollAttack } from "./attack.js";
import { damageTypeOf } from "./damage.js";
import { rangeModifier } from "./range.js";
import { faces, must, O, opts, pistol, refusal, weapon } from "./test-fixtures.js";
import { parseRangeText, parseWeapon, unarmedStrike } from "./weapon.js";

const at = (req: Partial<AttackRequest>, list: number[], o = O) => {
  const src = faces(list);
  const r = must(
    rollAttack(
      {
        attacker: { stat: 0 },
        weapon: pistol,
        attackType: "standard",
        defender: { dv: 10 },
        distance: 5,
        ...req,
      },
      src,
      o,
    ),
  );
  src.done();
  return r;
};

describe("declaring an attack", () => {
  it("DE-ATK-1: the attack type is declared first and must be one the weapon allows", () => {
    const e = refusal(
      rollAttack(
        { attacker: { stat: 0 }, weapon: pistol, attackType: "heavy", defender: { dv: 10 }, distance: 5 },
        faces([]),
        O,
      ),
    );
    expect(e.path).toEqual(["attackType"]);
    expect(e.message).toMatch(/allows standard, precision, quick/);
  });

  it("DE-ATK-1: an attack needs a readied weapon (in the Held slot); the unarmed strike is always there", () => {
    const e = refusal(
      rollAttack(
        {
          attacker: { stat: 0, weaponReadied: false },
          weapon: pistol,
          attackType: "standard",
          defender: { dv: 10 },
          distance: 5,
        },
        faces([]),
        O,
      ),
    );
    expect(e.path).toEqual(["weapon"]);
    const fists = unarmedStrike();
    expect(fists.attacks).toEqual([{ type: "heavy", ratings: [2] }]);
  });

  it("DE-ATK-2: range 3-8 Max: 20 → 8: 0; 9: −2; 20: −2; 21: refused; 2: −2; 3: 0", () => {
    const r = parseRangeText("3-8 Max: 20")!;
    expect(r).toEqual({ from: 3, to: 8, max: 20 });
    const m = (d: number) => must(rangeModifier(r, d));
    expect([m(8), m(9), m(20), m(2), m(3)]).toEqual([0, -2, -2, -2, 0]);
    const e = refusal(rangeModifier(r, 21));
    expect(e).toMatchObject({ code: "refused", path: ["distance"] });
    expect(refusal(rangeModifier(r, undefined)).path).toEqual(["distance"]);
  });

  it("DE-ATK-1 DE-COND-6: a weapon's on-hit condition may be written as the book names it; others stay tags", () => {
    const w = must(
      parseWeapon({
        ...pistol,
        onHit: [
          { condition: "Bleeding", rating: 1 },
          { condition: "ElectroShocked" },
          { condition: "Bleed:[2]" },
          { condition: "Marked" },
        ],
      }),
    );
    expect(w.onHit.map((c) => c.condition)).toEqual(["bleed", "electroShock", "bleed", "Marked"]);
  });

  it("DE-ATK-2: a range is validated as data, naming the field", () => {
    const bad = parseWeapon({ ...pistol, range: "8-3 Max: 20" });
    expect(refusal(bad).path).toEqual(["range"]);
    expect(refusal(parseWeapon({ ...pistol, range: "far" })).message).toMatch(/X-Y Max: Z/);
    expect(must(parseWeapon({ ...pistol, range: { from: 0, to: 1, max: 1 } })).range).toEqual({
      from: 0,
      to: 1,
      max: 1,
    });
  });
});

describe("the attack roll", () => {
  it("DE-ATK-3: Standard, Dexterity +2, faces 6 and 7, outside the optimum → 6 + 7 + 2 + 1 − 2 = 14", () => {
    const r = at({ attacker: { stat: 2 }, distance: 12, defender: { dv: 15 } }, [6, 7]);
    expect(r.check.total).toBe(14);
    expect(r.modifiers).toEqual({ attackType: 1, range: -2, other: [] });
  });

  it("DE-ATK-3: never a focus; other floating modifiers add", () => {
    const r = at({ attacker: { stat: 1, modifiers: [2, -1] }, distance: 5 }, [5, 5, 3, 4]);
    expect(r.check.total).toBe(5 + 5 + 1 + 1 + 2 - 1);
    expect(r.check.focusBonus).toBe(0);
  });

  it("DE-ATK-4: a hit iff total ≥ DV (meet is beat)", () => {
    expect(at({ defender: { dv: 13 } }, [6, 6, 2, 3]).hit).toBe(true); // 12 + 1 = 13
    expect(at({ defender: { dv: 14 } }, [6, 6]).hit).toBe(false);
  });

  it("DE-ATK-4: a super-critical fail always misses, a super-critical always hits", () => {
    const miss = at({ attacker: { stat: 5 }, defender: { dv: 3 } }, [1, 1]);
    expect(miss.hit).toBe(false);
    expect(miss.forced).toBe("fail");
    const hit = at({ defender: { dv: 40 } }, [10, 10, 1, 1]);
    expect(hit.hit).toBe(true);
    expect(hit.dos).toBe(1);
    expect(hit.forced).toBe("success");
  });

  it("DE-ATK-5: the weapon's follow-up checks come after the attack, unrolled", () => {
    const hot = weapon({
      id: "laser",
      damage: "3",
      attacks: [{ type: "standard" }],
      postAttackChecks: [{ name: "overheating", stat: "endurance", dc: 12 }],
    });
    const r = at({ weapon: hot }, [2, 3]);
    expect(r.hit).toBe(false);
    expect(r.followUps).toEqual([{ name: "overheating", stat: "endurance", dc: 12 }]);
  });

  it("DE-ATK-6: ratings 1/2/3 with 2 ammunition: 1 or 2 allowed, 3 refused; choosing 2 leaves 0", () => {
    const launcher = weapon({
      id: "launcher",
      damage: "5",
      attacks: [{ type: "seeking", ratings: [1, 2, 3] }],
    });
    const req = { weapon: launcher, attackType: "seeking" as const, ammo: 2 };
    expect(
      refusal(rollAttack({ attacker: { stat: 0 }, defender: { dv: 10 }, ...req, rating: 3 }, faces([]), O)),
    ).toMatchObject({
      code: "refused",
      path: ["rating"],
    });
    expect(at({ ...req, rating: 1 }, [2, 3]).ammoUsed).toBe(1);
    const two = at({ ...req, rating: 2 }, [2, 3]);
    expect(2 - two.ammoUsed).toBe(0);
    expect(
      refusal(rollAttack({ attacker: { stat: 0 }, defender: { dv: 10 }, ...req }, faces([]), O)).path,
    ).toEqual(["rating"]);
    expect(
      refusal(rollAttack({ attacker: { stat: 0 }, defender: { dv: 10 }, ...req, rating: 4 }, faces([]), O))
        .path,
    ).toEqual(["rating"]);
  });

  it("DE-ATK-6: an unrated attack uses one attack's ammunition", () => {
    expect(at({ ammo: 1 }, [2, 3]).ammoUsed).toBe(1);
    expect(
      refusal(
        rollAttack(
          {
            attacker: { stat: 0 },
            weapon: pistol,
            attackType: "standard",
            defender: { dv: 10 },
            distance: 5,
            ammo: 0,
          },
          faces([]),
          O,
        ),
      ).path,
    ).toEqual(["ammo"]);
  });
});

describe("damage", () => {
  it("DE-ATK-7: base 6, one semi-critical → 7 from the attack; resisted, Endurance 2, EA 3 → 2 after the damage rules", () => {
    const six = weapon({
      id: "six",
      damage: "6",
      attacks: [{ type: "standard" }],
      damageModifiers: { resisted: true },
    });
    const r = at({ weapon: six }, [10, 4]);
    expect(r.damage).toMatchObject({ base: 6, critBonus: 1, doubled: false, amount: 7 });
    expect(r.damage!.type.resisted).toBe(true);
    // Steps 6–7 are the damage helper's: Endurance, then EA last, each flooring at 0.
    const endurance = 2;
    const ea = 3;
    expect(Math.max(0, Math.max(0, r.damage!.amount - endurance) - ea)).toBe(2);
  });

  it("DE-ATK-7: crit bonuses come before the doubling: (base + 2 + flat) × 2", () => {
    const r = at(
      {
        weapon: weapon({ id: "w", damage: "5", attacks: [{ type: "standard" }] }),
        attacker: { stat: 0, damageBonus: 1 },
      },
      [10, 10],
    );
    expect(r.damage).toMatchObject({ base: 5, critBonus: 2, otherBonus: 1, doubled: true, amount: 16 });
  });

  it("DE-CRIT-5 DE-ATK-7: Heavy:[3], damage 3, [10,10] for 24 vs DV 19 → DoS 6 → 3 multiples → 9, +2 → 11, ×2 → 22", () => {
    const maul = weapon({ id: "maul", damage: "3", melee: true, attacks: [{ type: "heavy", ratings: [3] }] });
    const r = at({ weapon: maul, attackType: "heavy", defender: { dv: 19 }, distance: 1 }, [10, 10]);
    expect([r.check.total, r.dos, r.multiples]).toEqual([24, 6, 3]);
    expect(r.damage).toMatchObject({ base: 9, critBonus: 2, doubled: true, amount: 22 });
  });

  it("DE-ATK-7: per-crit-die bonuses (Brutal Swing) and DoS-capped bonuses (Reckless Abandon) are step 2", () => {
    const hammer = weapon({ id: "hammer", damage: "5", melee: true, attacks: [{ type: "standard" }] });
    const r = at({ weapon: hammer, attacker: { stat: 0, critDieDamageBonus: 2 } }, [10, 6]);
    expect(r.damage!.amount).toBe(8);
    const axe = at({ weapon: hammer, attacker: { stat: 0, dosDamageCap: 3 }, defender: { dv: 8 } }, [5, 6]); // 12 vs 8: DoS 5
    expect(axe.damage!.amount).toBe(5 + 3);
  });

  it("DE-ATK-7: a miss rolls no damage dice", () => {
    const r = at({}, [2, 3]);
    expect(r.damage).toBeNull();
  });

  it("DE-ATK-7: a hit rolls the weapon once after the attack dice; the type and rating ride along", () => {
    const flak = weapon({
      id: "flak",
      damage: "2d6",
      damageType: "flak",
      damageRating: 3,
      flakOffset: 1,
      attacks: [{ type: "standard" }],
    });
    const r = at({ weapon: flak }, [6, 6, 2, 5]);
    expect(r.damage).toMatchObject({ rolled: 7, dice: [2, 5], amount: 7 });
    expect(damageTypeOf(flak)).toMatchObject({ type: "flak", rating: 3, offset: 1, resisted: false });
    expect(refusal(parseWeapon({ ...flak, damageRating: undefined })).path).toEqual(["damageRating"]);
  });

  it("DE-DMG-2: 'resisted' is the source's flag, not the damage type's", () => {
    const plain = weapon({ id: "p", damage: "3", damageType: "slashing", attacks: [{ type: "standard" }] });
    expect(damageTypeOf(plain).resisted).toBe(false);
    const bleedy = weapon({ ...plain, id: "b", damageModifiers: { resisted: true } });
    expect(damageTypeOf(bleedy)).toMatchObject({ type: "slashing", resisted: true });
  });

  it("DE-ATK-7: the weapon's on-hit conditions come with a hit, for the conditions rules to apply", () => {
    const taser = weapon({
      id: "taser",
      damage: "1",
      damageType: "electric",
      attacks: [{ type: "standard" }],
      onHit: [{ condition: "electroShock", check: { dc: 15 } }],
    });
    expect(at({ weapon: taser }, [6, 6]).conditions).toEqual([
      { condition: "electroShock", check: { stat: "endurance", dc: 15 } },
    ]);
    expect(at({ weapon: taser }, [1, 3]).conditions).toEqual([]);
  });
});

describe("unarmed strikes and static targets", () => {
  const fists = unarmedStrike();
  const punch = (dv: number, list: number[], w = fists) =>
    at(
      { weapon: w, attackType: "heavy", attacker: { stat: 0 }, defender: { dv }, distance: undefined },
      list,
    );

  it("DE-ATK-8: an Unarmed Strike is Heavy:[2] with Strength, 7 initiative, 1 bludgeoning per multiple", () => {
    expect(fists).toMatchObject({ stat: "strength", damage: "1", damageType: "bludgeoning" });
    const r = punch(9, [5, 5]); // DoS 2
    expect(r.cost).toBe(7);
    expect(r.damage!.amount).toBe(1);
    expect(r.damage!.type.type).toBe("bludgeoning");
  });

  it("DE-ATK-8: DoS 2 → 1 damage; DoS 3 → 2; one limb (Heavy:[1]) at DoS 5 → 1; faces 10,4 at DoS 1 → 1 + 1 = 2", () => {
    expect(punch(9, [5, 5]).damage!.amount).toBe(1);
    expect(punch(8, [5, 5]).damage!.amount).toBe(2);
    expect(punch(6, [5, 5], unarmedStrike("one")).damage!.amount).toBe(1);
    const crit = punch(16, [10, 4]); // 14 + 2 = 16: DoS 1
    expect(crit.dos).toBe(1);
    expect(crit.damage!.amount).toBe(2);
  });

  it("DE-ATK-9: Heavy:[3] against a static target, faces 5,5 → a hit with 3 multiples; faces 1,1 → a miss", () => {
    const maul = weapon({ id: "maul", damage: "4", melee: true, attacks: [{ type: "heavy", ratings: [3] }] });
    const on = opts({ staticTargets: true });
    const req = { weapon: maul, attackType: "heavy" as const, defender: { static: true } };
    const hit = at(req, [5, 5], on);
    expect(hit.hit).toBe(true);
    expect(hit.dos).toBeNull();
    expect(hit.multiples).toBe(3);
    expect(hit.damage!.amount).toBe(12);
    expect(at(req, [1, 1], on).hit).toBe(false);
  });

  it("DE-ATK-9: the rule is optional (staticTargets off by default): a DV is then required", () => {
    const e = refusal(
      rollAttack(
        { attacker: { stat: 0 }, weapon: fists, attackType: "heavy", defender: { static: true } },
        faces([]),
        O,
      ),
    );
    expect(e.path).toEqual(["defender", "static"]);
    expect(
      refusal(
        rollAttack({ attacker: { stat: 0 }, weapon: fists, attackType: "heavy", defender: {} }, faces([]), O),
      ).path,
    ).toEqual(["defender", "dv"]);
  });

  it("DE-ATK-9: consumers cap the unbounded DoS: Reckless Abandon's bonus is the full Strength", () => {
    const axe = weapon({ id: "axe", damage: "5", melee: true, attacks: [{ type: "standard" }] });
    const r = at(
      { weapon: axe, attacker: { stat: 0, dosDamageCap: 3 }, defender: { static: true } },
      [4, 5],
      opts({ staticTargets: true }),
    );
    expect(r.damage!.amount).toBe(8);
  });
});
