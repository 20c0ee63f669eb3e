// Weapon data pinned at its edges: the range text in every spelling the book's form allows, each
// refusal with its field and words, the defaults a bare weapon gets, and the Unarmed Strike field by
// field (mutation testing, issue 21).
import { describe, expect, it } from "vitest";
import { refusal } from "./test-fixtures.js";
import { parseRangeText, parseWeapon, unarmedStrike, weaponSchema } from "./weapon.js";

const bare = {
  id: "w",
  name: "W",
  stat: "dexterity",
  melee: false,
  damage: "1d6",
  damageType: "piercing",
  attacks: [{ type: "standard" }],
};

describe("DE-ATK-2: the range text", () => {
  it('reads "X-Y Max: Z" with any spacing, any case and the colon optional', () => {
    const r = { from: 3, to: 8, max: 20 };
    expect(parseRangeText("3-8 Max: 20")).toEqual(r);
    expect(parseRangeText("  3 - 8   max 20  ")).toEqual(r);
    expect(parseRangeText("3-8MAX:20")).toEqual(r);
    expect(parseRangeText("3 -8 Max :20")).toEqual(r);
    expect(parseRangeText("12-40 Max: 100")).toEqual({ from: 12, to: 40, max: 100 });
  });

  it("anything else is not a range: other words, missing parts, extra text before or after", () => {
    for (const t of [
      "3-8 Maximum: 20",
      "3-8",
      "3 8 Max: 20",
      "x3-8 Max: 20",
      "3-8 Max: 20m",
      "3-8 Max: ",
      "-8 Max: 20",
    ])
      expect(parseRangeText(t), t).toBeNull();
  });

  it("a weapon's range is refused in words when it cannot be read or is out of order; equal bounds are allowed", () => {
    expect(refusal(parseWeapon({ ...bare, range: "far" }))).toEqual({
      code: "invalid",
      path: ["range"],
      message: 'range: a range is written "X-Y Max: Z", e.g. "3-8 Max: 20" (got "far")',
    });
    expect(refusal(parseWeapon({ ...bare, range: "8-3 Max: 20" }))).toEqual({
      code: "invalid",
      path: ["range"],
      message: "range: a range needs X ≤ Y ≤ Max (got 8-3 Max: 20)",
    });
    expect(refusal(parseWeapon({ ...bare, range: { from: 3, to: 21, max: 20 } })).message).toBe(
      "range: a range needs X ≤ Y ≤ Max (got 3-21 Max: 20)",
    );
    const same = parseWeapon({ ...bare, range: "5-5 Max: 5" });
    expect(same.ok && same.value.range).toEqual({ from: 5, to: 5, max: 5 });
    const obj = parseWeapon({ ...bare, range: { from: 2, to: 2, max: 9 } });
    expect(obj.ok && obj.value.range).toEqual({ from: 2, to: 2, max: 9 });
  });
});

describe("weapon data", () => {
  it("a bare weapon's defaults", () => {
    const w = parseWeapon(bare);
    expect(w.ok && w.value).toEqual({
      ...bare,
      skill: null,
      hands: 1,
      damageModifiers: { stun: false, direct: false, resisted: false, unresisted: false },
      attacks: [{ type: "standard", ratings: [] }],
      range: null,
      ammoPerAttack: 1,
      ap: 0,
      properties: [],
      postAttackChecks: [],
      onHit: [],
    });
  });

  it("damage that is not a dice expression is refused, naming the field", () => {
    const e = refusal(parseWeapon({ ...bare, damage: "2d" }));
    expect(e.path).toEqual(["damage"]);
    expect(e.message).toMatch(/^damage: not a dice expression: ./);
    expect(refusal(parseWeapon({ ...bare, attacks: [{ type: "strong", damage: "d6x" }] })).path).toEqual([
      "attacks",
      0,
      "damage",
    ]);
  });

  it("DE-ATK-1: an attack type listed twice is refused at its second place", () => {
    expect(
      refusal(
        parseWeapon({ ...bare, attacks: [{ type: "standard" }, { type: "quick" }, { type: "standard" }] }),
      ),
    ).toEqual({
      code: "invalid",
      path: ["attacks", 2, "type"],
      message: "attacks.2.type: standard is listed twice",
    });
  });

  it("DE-ATK-6: a rated type with no rating is refused in words; an unrated type needs none", () => {
    expect(refusal(parseWeapon({ ...bare, attacks: [{ type: "standard" }, { type: "heavy" }] }))).toEqual({
      code: "invalid",
      path: ["attacks", 1, "ratings"],
      message: "attacks.1.ratings: a heavy attack is written heavy:[X]; give at least one rating",
    });
    expect(parseWeapon({ ...bare, attacks: [{ type: "heavy", ratings: [2] }, { type: "quick" }] }).ok).toBe(
      true,
    );
  });

  it("Flak and Impulse need their [X]; other types do not", () => {
    expect(refusal(parseWeapon({ ...bare, damageType: "impulse" }))).toEqual({
      code: "invalid",
      path: ["damageRating"],
      message: "damageRating: impulse damage needs its [X] rating",
    });
    expect(refusal(parseWeapon({ ...bare, damageType: "flak" })).message).toBe(
      "damageRating: flak damage needs its [X] rating",
    );
    expect(parseWeapon({ ...bare, damageType: "flak", damageRating: 2 }).ok).toBe(true);
    expect(parseWeapon({ ...bare, damageType: "concussive" }).ok).toBe(true);
  });

  it("DE-COND-6: an on-hit condition's check is Endurance unless it names a stat", () => {
    const w = weaponSchema.parse({
      ...bare,
      onHit: [
        { condition: "Marked", check: { dc: 12 } },
        { condition: "Marked", check: { stat: "agility", dc: 9 } },
      ],
    });
    expect(w.onHit.map((c) => c.check)).toEqual([
      { stat: "endurance", dc: 12 },
      { stat: "agility", dc: 9 },
    ]);
  });
});

describe("DE-ATK-8: the Unarmed Strike", () => {
  it("both limbs: Heavy:[2] with Strength, 1 bludgeoning, no ammunition, melee", () => {
    expect(unarmedStrike()).toEqual({
      id: "unarmed",
      name: "Unarmed Strike",
      stat: "strength",
      skill: null,
      melee: true,
      hands: 1,
      damage: "1",
      damageType: "bludgeoning",
      damageModifiers: { stun: false, direct: false, resisted: false, unresisted: false },
      attacks: [{ type: "heavy", ratings: [2] }],
      range: null,
      ammoPerAttack: 0,
      ap: 0,
      properties: [],
      postAttackChecks: [],
      onHit: [],
    });
    expect(unarmedStrike("both").id).toBe("unarmed");
  });

  it("one limb: Heavy:[1], its own id", () => {
    const one = unarmedStrike("one");
    expect([one.id, one.name, one.attacks]).toEqual([
      "unarmedOneLimb",
      "Unarmed Strike",
      [{ type: "heavy", ratings: [1] }],
    ]);
  });
});

describe("the schema's own refusals are zod custom issues", () => {
  const issues = (raw: unknown) => {
    const r = weaponSchema.safeParse(raw);
    expect(r.success).toBe(false);
    return r.error!.issues.map((i) => ({ code: i.code, path: i.path, message: i.message }));
  };

  it("DE-ATK-2: an unreadable range and one out of order, each as a custom issue at range", () => {
    expect(issues({ ...bare, range: "far" })).toEqual([
      {
        code: "custom",
        path: ["range"],
        message: 'a range is written "X-Y Max: Z", e.g. "3-8 Max: 20" (got "far")',
      },
    ]);
    expect(issues({ ...bare, range: "8-3 Max: 20" })).toEqual([
      { code: "custom", path: ["range"], message: "a range needs X ≤ Y ≤ Max (got 8-3 Max: 20)" },
    ]);
  });

  it("damage that is not a dice expression is a custom issue at damage", () => {
    const [issue, ...rest] = issues({ ...bare, damage: "2d" });
    expect(rest).toEqual([]);
    expect([issue!.code, issue!.path]).toEqual(["custom", ["damage"]]);
    expect(issue!.message).toMatch(/^not a dice expression: ./);
  });

  it("DE-ATK-1 DE-ATK-6: a type listed twice, a rated type with no rating and Flak with no [X], each a custom issue", () => {
    expect(
      issues({
        ...bare,
        damageType: "flak",
        attacks: [{ type: "standard" }, { type: "spray" }, { type: "standard" }],
      }),
    ).toEqual([
      {
        code: "custom",
        path: ["attacks", 1, "ratings"],
        message: "a spray attack is written spray:[X]; give at least one rating",
      },
      { code: "custom", path: ["attacks", 2, "type"], message: "standard is listed twice" },
      { code: "custom", path: ["damageRating"], message: "flak damage needs its [X] rating" },
    ]);
  });
});
