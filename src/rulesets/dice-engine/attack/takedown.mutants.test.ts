// Takedowns and assassinations pinned field by field: every refusal with its code, path and words,
// each row of C.17 at both its bounds, the target's Endurance check as requested, and the attack an
// assassination plans (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import {
  passiveValue,
  planAssassination,
  rollAssassination,
  rollTakedown,
  rollTakedownStealth,
  TAKEDOWN_COST,
  TAKEDOWN_TABLE,
  takedownAllowed,
  takedownEffect,
} from "./takedown.js";
import { faces, must, O, opts, refusal, weapon } from "./test-fixtures.js";
import { unarmedStrike } from "./weapon.js";

const knife = weapon({
  id: "knife",
  name: "Knife",
  stat: "agility",
  melee: true,
  damage: "3",
  damageType: "slashing",
  attacks: [{ type: "light" }],
});
const sword = weapon({
  id: "sword",
  name: "Greatsword",
  melee: true,
  hands: 2,
  attacks: [{ type: "strong" }],
});
const bow = weapon({ id: "bow", name: "Bow", melee: false, attacks: [{ type: "standard" }] });

describe("DE-TAKE-1..3: who may attempt a takedown", () => {
  const ok = { targetAware: false, distance: 1, weapon: knife, hasWeaponSkill: true };

  it("the refusals word for word", () => {
    expect(refusal(takedownAllowed({ ...ok, targetAware: true }))).toEqual({
      code: "refused",
      path: ["targetAware"],
      message: "the target is aware of the performer: no takedown",
    });
    expect(refusal(takedownAllowed({ ...ok, distance: 1.5 }))).toEqual({
      code: "refused",
      path: ["distance"],
      message: "a takedown needs the target within 1 m, not 1.5 m",
    });
    expect(refusal(takedownAllowed({ ...ok, weapon: sword }))).toEqual({
      code: "refused",
      path: ["weapon"],
      message: "Greatsword is not a one-handed melee weapon",
    });
    expect(refusal(takedownAllowed({ ...ok, weapon: bow }))).toEqual({
      code: "refused",
      path: ["weapon"],
      message: "Bow is not a one-handed melee weapon",
    });
    expect(refusal(takedownAllowed({ ...ok, hasWeaponSkill: false }))).toEqual({
      code: "refused",
      path: ["hasWeaponSkill"],
      message: "a takedown with Knife needs its skill",
    });
  });

  it("exactly 1 m is near enough; unarmed needs no weapon or skill, but awareness and distance still count", () => {
    expect(takedownAllowed(ok)).toEqual({ ok: true, value: null });
    expect(takedownAllowed({ ...ok, distance: 0 }).ok).toBe(true);
    const bare = { targetAware: false, distance: 1, weapon: bow, unarmed: true };
    expect(takedownAllowed(bare)).toEqual({ ok: true, value: null });
    expect(refusal(takedownAllowed({ ...bare, distance: 2 })).path).toEqual(["distance"]);
    expect(refusal(takedownAllowed({ ...bare, targetAware: true })).path).toEqual(["targetAware"]);
    expect(takedownAllowed({ ...bare, weapon: unarmedStrike(), unarmed: false }).ok).toBe(false);
  });

  it("passive Intuition: 10 + the stat, or the setting's value, refused in words when missing", () => {
    expect(passiveValue(-3, O)).toEqual({ ok: true, value: 7 });
    expect(passiveValue(2, O, 30)).toEqual({ ok: true, value: 12 });
    const setting = opts({ passiveValue: "setting" });
    expect(passiveValue(2, setting, 0)).toEqual({ ok: true, value: 0 });
    expect(refusal(passiveValue(2, setting))).toEqual({
      code: "invalid",
      path: ["settingValue"],
      message: "with passiveValue 'setting' the setting gives the passive value",
    });
  });

  it("the Stealth check meets the passive value to go unnoticed (meet is beat)", () => {
    const src = faces([5, 6]);
    const met = rollTakedownStealth({ stat: 1 }, 12, src, O);
    src.done();
    expect([met.check.total, met.check.outcome!.success, met.noticed]).toEqual([12, true, false]);
    expect(rollTakedownStealth({ stat: 1 }, 13, faces([5, 6]), O).noticed).toBe(true);
    // The request is a check, not an attack: the focus counts.
    expect(rollTakedownStealth({ stat: 0, focusRating: 2 }, 13, faces([5, 6]), O).check.total).toBe(13);
  });
});

describe("DE-TAKE-4..8: the takedown itself", () => {
  it("C.17 at every bound", () => {
    const row = (t: number) => {
      const e = takedownEffect(t);
      return e.kind === "damage" ? e.multiplier : e.kind;
    };
    expect([100, 21, 20, 16, 15, 11, 10, 6, 5, 0, -1, -50].map(row)).toEqual([
      1,
      1,
      2,
      2,
      3,
      3,
      4,
      4,
      "zeroHp",
      "zeroHp",
      "dies",
      "dies",
    ]);
    expect(TAKEDOWN_TABLE.map((r) => [r.min, r.max])).toEqual([
      [21, null],
      [16, 20],
      [11, 15],
      [6, 10],
      [0, 5],
      [null, -1],
    ]);
    expect(TAKEDOWN_COST).toBe(5);
  });

  it("the target's check: its own training, levels and penalties; Takedown Specialist adds one disadvantage", () => {
    const src = faces([6, 6, 2]);
    const r = rollTakedown(
      {
        weapon: knife,
        target: { stat: 1, training: "proficient", advantage: 1, disadvantage: 1, modifiers: [-2] },
        specialist: true,
      },
      src,
      O,
    );
    // Proficient: a d12 first; net −1: three dice, the worst two kept (2 and 6): 8 + 1 − 2 = 7 → ×4.
    expect(r.check.dice.map((d) => d.size)).toEqual([12, 10, 10]);
    expect([r.check.net, r.check.total, r.effect]).toEqual([-1, 7, { kind: "damage", multiplier: 4 }]);
    expect(r.damage).toEqual({
      rolled: 3,
      dice: [],
      multiplier: 4,
      amount: 12,
      type: expect.objectContaining({ type: "slashing" }),
    });
    src.done();
    const plain = rollTakedown({ weapon: knife, target: { stat: 1 } }, faces([6, 6]), O);
    expect([plain.check.net, plain.check.dice.length, plain.cost]).toEqual([0, 2, 5]);
    const notSpecialist = rollTakedown(
      { weapon: knife, target: { stat: 1, disadvantage: 1 }, specialist: false },
      faces([6, 6, 6]),
      O,
    );
    expect(notSpecialist.check.net).toBe(-1);
  });

  it("a row with no damage rolls no weapon and carries no damage", () => {
    const src = faces([1, 1]);
    const r = rollTakedown(
      {
        weapon: weapon({ id: "c", melee: true, damage: "1d6", attacks: [{ type: "light" }] }),
        target: { stat: -4, modifiers: [-1] },
      },
      src,
      O,
    );
    src.done();
    expect([r.check.total, r.effect, r.damage]).toEqual([-3, { kind: "dies" }, null]);
  });
});

describe("DE-ASSN-1..5: the attack an assassination plans", () => {
  const rifle = weapon({
    id: "rifle",
    name: "Rifle",
    damage: "2d6+1",
    range: "10-60 Max: 120",
    attacks: [{ type: "precision" }],
  });
  const req = {
    attacker: { stat: 2 },
    weapon: rifle,
    attackType: "precision" as const,
    distance: 30,
    targetAware: false,
    behindCover: false,
    defender: { id: "T", surprisedDv: 9 },
  };

  it("the refusals word for word", () => {
    expect(refusal(planAssassination({ ...req, weapon: knife, attackType: "light" }))).toEqual({
      code: "refused",
      path: ["weapon"],
      message: "an assassination needs a ranged weapon",
    });
    expect(refusal(planAssassination({ ...req, targetAware: true }))).toEqual({
      code: "refused",
      path: ["targetAware"],
      message: "the target is aware of the assassin",
    });
    expect(refusal(planAssassination({ ...req, behindCover: true }))).toEqual({
      code: "refused",
      path: ["behindCover"],
      message: "the target is behind cover",
    });
  });

  it("one more level of advantage, the Surprised DV as the DV, maximum damage; nothing else added", () => {
    expect(must(planAssassination(req))).toEqual({
      attacker: { stat: 2, advantage: 1 },
      weapon: rifle,
      attackType: "precision",
      distance: 30,
      defender: { id: "T", dv: 9 },
      maximiseDamage: true,
    });
    const anon = must(
      planAssassination({ ...req, attacker: { stat: 0, advantage: 2 }, defender: { surprisedDv: 11 } }),
    );
    expect(anon.defender).toEqual({ dv: 11 });
    expect("id" in anon.defender).toBe(false);
    expect(anon.attacker.advantage).toBe(3);
  });

  it("its result is the attack's, killing at zero; a refused attack is refused", () => {
    const r = must(rollAssassination(req, faces([2, 3, 9]), O));
    expect([r.target, r.hit, r.killsAtZero, r.weapon]).toEqual(["T", true, true, "rifle"]);
    expect(refusal(rollAssassination({ ...req, distance: 200 }, faces([]), O)).path).toEqual(["distance"]);
  });
});
