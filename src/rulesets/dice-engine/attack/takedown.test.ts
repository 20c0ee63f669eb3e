import { describe, expect, it } from "vitest";
import { takedownOdds } from "./odds.js";
import {
  passiveValue,
  rollAssassination,
  rollTakedown,
  rollTakedownStealth,
  TAKEDOWN_TABLE,
  type TakedownRequest,
  takedownAllowed,
  takedownEffect,
} from "./takedown.js";
import { faces, must, O, opts, pistol, refusal, weapon } from "./test-fixtures.js";
import { unarmedStrike } from "./weapon.js";

const knife = weapon({
  id: "knife",
  stat: "agility",
  melee: true,
  damage: "3",
  damageType: "slashing",
  attacks: [{ type: "light" }],
});
const greatsword = weapon({
  id: "greatsword",
  melee: true,
  hands: 2,
  damage: "2d6",
  attacks: [{ type: "heavy", ratings: [2] }],
});

describe("takedowns", () => {
  it("DE-TAKE-1: the target must be unaware of the performer", () => {
    const e = refusal(
      takedownAllowed({ targetAware: true, distance: 1, weapon: knife, hasWeaponSkill: true }),
    );
    expect(e.path).toEqual(["targetAware"]);
  });

  it("DE-TAKE-2: a one-handed melee weapon with its skill, or unarmed", () => {
    expect(takedownAllowed({ targetAware: false, distance: 1, weapon: knife, hasWeaponSkill: true }).ok).toBe(
      true,
    );
    expect(refusal(takedownAllowed({ targetAware: false, distance: 1, weapon: knife })).path).toEqual([
      "hasWeaponSkill",
    ]);
    expect(
      refusal(takedownAllowed({ targetAware: false, distance: 1, weapon: greatsword, hasWeaponSkill: true }))
        .path,
    ).toEqual(["weapon"]);
    expect(
      refusal(takedownAllowed({ targetAware: false, distance: 1, weapon: pistol, hasWeaponSkill: true }))
        .path,
    ).toEqual(["weapon"]);
    expect(
      takedownAllowed({ targetAware: false, distance: 1, weapon: unarmedStrike(), unarmed: true }).ok,
    ).toBe(true);
  });

  it("DE-TAKE-3: within 1 m, and a Stealth check against passive Intuition (10 + Intuition) or noticed", () => {
    expect(
      refusal(takedownAllowed({ targetAware: false, distance: 2, weapon: knife, hasWeaponSkill: true })).path,
    ).toEqual(["distance"]);
    const passive = must(passiveValue(2, O));
    expect(passive).toBe(12);
    const quiet = rollTakedownStealth({ stat: 1, focusRating: 1 }, passive, faces([5, 5]), O);
    expect([quiet.check.total, quiet.noticed]).toEqual([12, false]);
    expect(rollTakedownStealth({ stat: 1 }, passive, faces([5, 5]), O).noticed).toBe(true);
    expect(O.stealthStat).toBe("agility");
    expect(must(passiveValue(2, opts({ passiveValue: "setting" }), 15))).toBe(15);
    expect(refusal(passiveValue(2, opts({ passiveValue: "setting" }))).path).toEqual(["settingValue"]);
  });

  it("DE-TAKE-4: weapon damage 3 → totals 21: 3; 20: 6; 16: 6; 15: 9; 11: 9; 10: 12; 6: 12; 5: 0 HP; 0: 0 HP; −1: dead", () => {
    const show = (t: number) => {
      const e = takedownEffect(t);
      return e.kind === "damage" ? 3 * e.multiplier : e.kind;
    };
    expect([21, 20, 16, 15, 11, 10, 6, 5, 0, -1].map(show)).toEqual([
      3,
      6,
      6,
      9,
      9,
      12,
      12,
      "zeroHp",
      "zeroHp",
      "dies",
    ]);
    expect(TAKEDOWN_TABLE).toHaveLength(6);
  });

  it("DE-TAKE-4: a takedown costs 5; the target rolls Endurance and its total picks the row", () => {
    const src = faces([6, 7]);
    const r = rollTakedown({ weapon: knife, target: { stat: 2 } }, src, O); // 15 → ×3
    src.done();
    expect([r.cost, r.check.total, r.effect, r.damage!.amount]).toEqual([
      5,
      15,
      { kind: "damage", multiplier: 3 },
      9,
    ]);
  });

  it("DE-TAKE-5: the weapon is rolled once and multiplied: one damage instance", () => {
    const club = weapon({
      id: "club",
      melee: true,
      damage: "1d6",
      damageType: "bludgeoning",
      attacks: [{ type: "standard" }],
    });
    const src = faces([4, 4, 5]);
    const r = rollTakedown({ weapon: club, target: { stat: 0 } }, src, O); // 8 → ×4, one d6 = 5
    src.done();
    expect(r.damage).toMatchObject({ rolled: 5, dice: [5], multiplier: 4, amount: 20 });
    expect(r.damage!.type.type).toBe("bludgeoning");
  });

  it("DE-TAKE-6: only the total counts: a semi-critical's +2 moves the row; double 1s have no extra effect", () => {
    const crit = rollTakedown({ weapon: knife, target: { stat: 0 } }, faces([10, 7, 1]), O); // 10+7+2 = 19 → ×2
    expect([crit.check.crit, crit.check.total, crit.effect]).toEqual([
      "semiCrit",
      19,
      { kind: "damage", multiplier: 2 },
    ]);
    const fumble = rollTakedown({ weapon: knife, target: { stat: 4 } }, faces([1, 1]), O); // 6 → ×4, not "dies"
    expect([fumble.check.crit, fumble.check.total, fumble.effect]).toEqual([
      "superFail",
      6,
      { kind: "damage", multiplier: 4 },
    ]);
  });

  it("DE-TAKE-7: a 0–5 total reduces the target to 0 HP (or 0 Res): no weapon roll, the health rules apply it", () => {
    const src = faces([2, 3]);
    const r = rollTakedown({ weapon: knife, target: { stat: 0 } }, src, O);
    src.done();
    expect(r.effect).toEqual({ kind: "zeroHp" });
    expect(r.damage).toBeNull();
    expect(rollTakedown({ weapon: knife, target: { stat: -4 } }, faces([1, 2]), O).effect).toEqual({
      kind: "dies",
    });
  });

  it("DE-TAKE-8: Takedown Specialist gives the target one level of disadvantage; penalties add to its roll", () => {
    const req: TakedownRequest = { weapon: knife, target: { stat: 2, modifiers: [-1] }, specialist: true };
    const src = faces([9, 9, 2]);
    const r = rollTakedown(req, src, O); // keeps 9 and 2: 11 + 2 − 1 = 12 → ×3
    src.done();
    expect([r.check.dice.length, r.check.total, r.effect]).toEqual([
      3,
      12,
      { kind: "damage", multiplier: 3 },
    ]);
    const plain = must(takedownOdds({ weapon: knife, target: { stat: 2 } }, O));
    const harsh = must(takedownOdds(req, O));
    expect(harsh.effects.x1!).toBeLessThan(plain.effects.x1!);
    expect(Object.values(harsh.effects).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(harsh.damage!.distribution.every(([v]) => [3, 6, 9, 12].includes(v))).toBe(true);
  });
});

describe("assassinations", () => {
  const rifle = weapon({
    id: "rifle",
    damage: "2d6+1",
    range: "10-60 Max: 120",
    attacks: [{ type: "precision" }, { type: "standard" }],
  });
  const base = {
    attacker: { stat: 2 },
    weapon: rifle,
    attackType: "precision" as const,
    distance: 30,
    targetAware: false,
    behindCover: false,
    defender: { id: "T", surprisedDv: 9 },
  };

  it("DE-ASSN-1: a ranged weapon against a target unaware of the assassin and not behind cover", () => {
    expect(
      refusal(
        rollAssassination(
          {
            ...base,
            weapon: weapon({ id: "k", melee: true, attacks: [{ type: "light" }] }),
            attackType: "light",
          },
          faces([]),
          O,
        ),
      ).path,
    ).toEqual(["weapon"]);
    expect(refusal(rollAssassination({ ...base, targetAware: true }, faces([]), O)).path).toEqual([
      "targetAware",
    ]);
    expect(refusal(rollAssassination({ ...base, behindCover: true }, faces([]), O)).path).toEqual([
      "behindCover",
    ]);
  });

  it("DE-ASSN-2: the roll has one more level of advantage (stacking) against the Surprised DV", () => {
    const src = faces([2, 3, 9]);
    const r = must(rollAssassination(base, src, O)); // keeps 9 and 3: 12 + 2 + 2 = 16 vs 9
    src.done();
    expect([r.check.net, r.check.total, r.hit, r.dos]).toEqual([1, 16, true, 8]);
    const stacked = must(
      rollAssassination({ ...base, attacker: { stat: 2, advantage: 1 } }, faces([2, 3, 9, 4]), O),
    );
    expect(stacked.check.net).toBe(2);
  });

  it("DE-ASSN-3: a hit deals the maximum: 2d6+1 → 13 (no damage dice thrown)", () => {
    const src = faces([2, 3, 9]);
    const r = must(rollAssassination(base, src, O));
    src.done();
    expect(r.damage).toMatchObject({ rolled: 13, dice: [6, 6], amount: 13 });
  });

  it("DE-ASSN-4: a hit that brings the target to 0 HP or 0 Res kills it (no death checks)", () => {
    expect(must(rollAssassination(base, faces([2, 3, 9]), O)).killsAtZero).toBe(true);
  });

  it("DE-ASSN-5: it costs the declared attack type's initiative, and crits still apply to the maximised damage", () => {
    const r = must(rollAssassination(base, faces([10, 3, 9]), O)); // keeps 10 and 9: semi-critical
    expect(r.cost).toBe(8);
    expect(r.damage).toMatchObject({ rolled: 13, critBonus: 1, amount: 14 });
    const std = must(rollAssassination({ ...base, attackType: "standard" }, faces([2, 3, 9]), O));
    expect(std.cost).toBe(5);
  });
});
