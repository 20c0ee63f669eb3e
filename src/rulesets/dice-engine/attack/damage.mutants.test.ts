// Steps 1–3 of an attack's damage pinned field by field, the damage type a weapon hands on, and the
// maximum of an assassination and its refusal (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import { capDos, critDice, damageFromRoll, damageTypeOf, maxDamage, rollDamage } from "./damage.js";
import { must, refusal, weapon } from "./test-fixtures.js";

const type = { type: "piercing", stun: false, direct: false, resisted: false, unresisted: false };

describe("the damage type", () => {
  it("DE-ATK-7: a plain weapon's type has no rating or offset; a flak one has both", () => {
    const plainWeapon = weapon({ damageType: "slashing", attacks: [{ type: "standard" }] });
    // No rating or offset key at all, not keys holding undefined.
    expect(damageTypeOf(plainWeapon)).toStrictEqual({ ...type, type: "slashing" });
    const flak = weapon({
      damageType: "flak",
      damageRating: 3,
      flakOffset: 1,
      damageModifiers: { stun: true, direct: true },
      attacks: [{ type: "standard" }],
    });
    expect(damageTypeOf(flak)).toEqual({
      type: "flak",
      rating: 3,
      offset: 1,
      stun: true,
      direct: true,
      resisted: false,
      unresisted: false,
    });
  });
});

describe("steps 1–3", () => {
  it("DE-CRIT-3/4: semi-critical dice per crit class", () => {
    expect(
      ["superCrit", "semiCrit", "none", "antiCrit", "superFail"].map((c) => critDice(c as never)),
    ).toEqual([2, 1, 0, 0, 0]);
  });

  it("DE-ATK-9: an unbounded DoS takes the cap; a bounded one the smaller", () => {
    expect(capDos(null, 4)).toBe(4);
    expect(capDos(2, 4)).toBe(2);
    expect(capDos(6, 4)).toBe(4);
  });

  it("DE-ATK-7: a plain hit: the roll times its multiples, nothing added", () => {
    expect(damageFromRoll(5, [2, 3], 3, "none", 1, {}, type)).toEqual({
      rolled: 5,
      dice: [2, 3],
      multiples: 3,
      base: 15,
      critBonus: 0,
      otherBonus: 0,
      doubled: false,
      amount: 15,
      type,
      instances: 1,
    });
  });

  it("DE-CRIT-3/5: a super-critical with every bonus: (base + 2 + flat) × 2", () => {
    const attacker = { damageBonus: 1, critDieDamageBonus: 3, dosDamageCap: 2 };
    expect(damageFromRoll(4, [4], 2, "superCrit", 5, attacker, type)).toEqual({
      rolled: 4,
      dice: [4],
      multiples: 2,
      base: 8,
      critBonus: 2,
      otherBonus: 2 * 3 + 1 + 2,
      doubled: true,
      amount: (8 + 2 + 9) * 2,
      type,
      instances: 1,
    });
  });

  it("DE-PERK-27 (Brutal Swing): the bonus once per critical hit instead of per die", () => {
    const once = damageFromRoll(
      4,
      [4],
      1,
      "superCrit",
      1,
      { critDieDamageBonus: 3, critDieDamageOnce: true },
      type,
    );
    expect(once.otherBonus).toBe(3);
    const semi = damageFromRoll(
      4,
      [4],
      1,
      "semiCrit",
      1,
      { critDieDamageBonus: 3, critDieDamageOnce: true },
      type,
    );
    expect([semi.otherBonus, semi.critBonus, semi.amount]).toEqual([3, 1, 8]);
    const none = damageFromRoll(
      4,
      [4],
      1,
      "none",
      1,
      { critDieDamageBonus: 3, critDieDamageOnce: true },
      type,
    );
    expect([none.otherBonus, none.amount]).toEqual([0, 4]);
    const perDie = damageFromRoll(
      4,
      [4],
      1,
      "superCrit",
      1,
      { critDieDamageBonus: 3, critDieDamageOnce: false },
      type,
    );
    expect(perDie.otherBonus).toBe(6);
  });

  it("DE-PERK-30 (Reckless Abandon): + min(DoS, cap), all of the cap on a static target, never below 0", () => {
    expect(damageFromRoll(3, [3], 1, "none", 1, { dosDamageCap: 4 }, type).amount).toBe(4);
    expect(damageFromRoll(3, [3], 1, "none", null, { dosDamageCap: 4 }, type).amount).toBe(7);
    expect(damageFromRoll(3, [3], 1, "none", 2, { dosDamageCap: -2 }, type).amount).toBe(3);
  });

  it("DE-ATK-7: the weapon roll reports its dice", () => {
    expect(rollDamage("2d6+1", facesSource([3, 4]))).toEqual({ total: 8, dice: [3, 4] });
  });

  it("DE-ASSN-3: the maximum is every die at its highest face; a damage with no dice to max is refused in words", () => {
    expect(must(maxDamage("2d6+1"))).toEqual({ total: 13, dice: [6, 6] });
    const e = refusal(maxDamage("2d"));
    expect(e.code).toBe("refused");
    expect(e.path).toEqual(["weapon", "damage"]);
    expect(e.message).toMatch(/^"2d" has no maximum to deal: ./);
  });
});
