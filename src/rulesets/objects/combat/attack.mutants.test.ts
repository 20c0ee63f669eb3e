// Tests written to kill surviving mutants of attack.ts and attack-odds.ts (issue 21): the plan's
// pools and difficulties, autofire on the Defend pool or its successes, each partition of a rolled
// attack with scripted faces, and the exact odds checked against every sequence of faces.
import { describe, expect, it } from "vitest";
import { facesSource } from "../../../dice/index.js";
import type { ObjCharacter } from "../character/schema.js";
import { sampleItem } from "../data/equipment.js";
import type { ObjOptions } from "../options/schema.js";
import { opts, sheet, view } from "../testing/helpers.js";
import {
  type AttackPlan,
  type AttackSettings,
  defendHolds,
  defendPool,
  planAttack,
  rollAttack,
} from "./attack.js";
import { attackOdds } from "./attack-odds.js";
import { type AttackWeapon, attackWeapon } from "./weapons.js";

const o = opts();
const d6 = { sides: 6, targetNumber: 5 };
const gear = [
  sampleItem("longSword"),
  sampleItem("busterSword"),
  sampleItem("m16"),
  sampleItem("shotgun"),
  sampleItem("sap"),
  sampleItem("dagger"),
];
const attacker = sheet(o, {
  attributes: { dexterity: 4, strength: 2 },
  skills: { melee: 2 },
  equipment: gear,
});
const defender = sheet(o, { attributes: { dexterity: 5, stamina: 3 }, skills: { dodge: 2 } });
const noMods: AttackSettings = {
  attackerModifiers: [],
  defenderModifiers: [],
  damageModifiers: [],
  defend: true,
};

const plan = (
  w: string | AttackWeapon,
  opt: {
    a?: ObjCharacter;
    d?: ObjCharacter;
    armor?: number;
    o?: ObjOptions;
    defend?: boolean;
    traits?: [];
  } = {},
  mods: Partial<typeof noMods> = {},
) => {
  const a = opt.a ?? attacker;
  const oo = opt.o ?? o;
  const weapon = typeof w === "string" ? attackWeapon(a, view(a).traits, w, oo) : w;
  return planAttack(
    { view: view(a), armor: 0 },
    { view: view(opt.d ?? defender), armor: opt.armor ?? 0 },
    weapon,
    { ...noMods, ...mods, defend: opt.defend ?? true },
    oo,
  );
};

describe("planning an attack", () => {
  it("OBJ-ACT-3 OBJ-ACT-5 OBJ-ACT-6 OBJ-DMG-2 OBJ-DMG-4 Long Sword: DEX + Melee against Dodge, STR + Damage against STA + Armor", () => {
    const p = plan("Long Sword", { armor: 1 });
    expect(p.attackPool.size).toBe(6);
    expect(p.attackPool.modifiers).toEqual([]);
    expect(p.attackDifficulty).toBe(2);
    expect(p.defendDifficulty).toBe(2);
    expect(p.defend).toBe(true);
    expect(p.defendRequest).toEqual({
      attributes: ["dexterity"],
      skill: "dodge",
      trait: null,
      modifiers: [],
    });
    expect(p.kind).toBe("lethal");
    expect(p.reduction).toBe(0);
    if (!("pool" in p.damage)) throw new Error("a damage roll expected");
    expect(p.damage.pool.size).toBe(7);
    expect(p.damage.pool.attributes).toEqual(["strength"]);
    expect(p.damage.threshold.threshold).toBe(4);
  });

  it("OBJ-ACT-4 OBJ-ACT-5 OBJ-ACT-7 OBJ-DMG-3 unskilled both ways: half DEX for each difficulty, DEX + Damage for a gun", () => {
    const d = sheet(o, { attributes: { dexterity: 5 } });
    const p = plan("Double Barreled Shotgun", { d });
    expect(p.attackDifficulty).toBe(2);
    expect(p.defendDifficulty).toBe(2);
    if (!("pool" in p.damage)) throw new Error("a damage roll expected");
    expect(p.damage.pool.attributes).toEqual(["dexterity"]);
    expect(p.damage.pool.size).toBe(9);
    const up = plan("Double Barreled Shotgun", { d, o: opts({ halfRounding: "up" }) });
    expect([up.attackDifficulty, up.defendDifficulty]).toEqual([3, 2]);
  });

  it("OBJ-EQUIP-10 the Buster Sword below STR 3 costs 2 dice per point, named; at STR 3 nothing", () => {
    const p = plan("Buster Sword");
    expect(p.attackPool.modifiers).toEqual([
      { label: "Buster Sword needs STR 3", dice: -2, source: "weapon" },
    ]);
    expect(p.attackPool.size).toBe(4);
    const strong = sheet(o, {
      attributes: { dexterity: 4, strength: 3 },
      skills: { melee: 2 },
      equipment: gear,
    });
    expect(plan("Buster Sword", { a: strong }).attackPool.modifiers).toEqual([]);
  });

  it("OBJ-EQUIP-7 with trackAmmo an empty gun cannot attack; a loaded one, or without tracking, can", () => {
    const w = attackWeapon(attacker, [], "Double Barreled Shotgun", o);
    const track = opts({ trackAmmo: true });
    expect(plan({ ...w, rounds: 0 }, { o: track }).attackPool.impossible).toBe(
      "Double Barreled Shotgun is out of ammunition",
    );
    expect(plan({ ...w, rounds: 1 }, { o: track }).attackPool.impossible).toBeNull();
    expect(plan({ ...w, rounds: 0 }).attackPool.impossible).toBeNull();
  });

  it("OBJ-EQUIP-18 OBJ-TRAIT-15 fixed damage: the sap's STR; fire breath reduced by the target's Fireproof", () => {
    expect(plan("Sap").damage).toEqual({ fixed: 2 });
    const dragon = sheet(o, {
      attributes: { dexterity: 4 },
      traits: [{ trait: "fireBreathing", rating: 3, approved: true }],
    });
    const salamander = sheet(o, { traits: [{ trait: "fireproof", rating: 2, approved: true }] });
    const p = plan("fire", { a: dragon, d: salamander });
    expect(p.damage).toEqual({ fixed: 3 });
    expect(p.tags).toEqual(["fire"]);
    expect(p.reduction).toBe(2);
  });
});

describe("autofire and Defend (OBJ-EQUIP-15)", () => {
  const dv = view(defender);

  it("OBJ-EQUIP-15 the M16 takes dice equal to the attack's successes from the Defend pool, named", () => {
    const p = plan("M16 Assault Rifle");
    const pool = defendPool(p, dv, 2, o);
    expect(pool.modifiers).toEqual([{ label: "M16 Assault Rifle autofire", dice: -2, source: "weapon" }]);
    expect(pool.size).toBe(5);
    expect(defendPool(p, dv, 0, o).modifiers).toEqual([]);
    expect(defendPool(p, dv, 2, opts({ m16Reduction: "successes" })).size).toBe(7);
    expect(defendPool(plan("Long Sword"), dv, 2, o).size).toBe(7);
  });

  it("OBJ-EQUIP-15 by option the M16 takes successes from the Defend roll instead", () => {
    const so = opts({ m16Reduction: "successes" });
    const p = plan("M16 Assault Rifle", { o: so });
    const pool = defendPool(p, dv, 2, so);
    expect(p.defendDifficulty).toBe(2);
    expect(defendHolds(p, pool, 4, 2, so)).toBe(true);
    expect(defendHolds(p, pool, 4, 3, so)).toBe(false);
    expect(defendHolds(p, pool, 1, 3, so)).toBe(false);
    expect(defendHolds(p, pool, 2, 3, o)).toBe(true);
    expect(defendHolds(plan("Long Sword"), pool, 2, 3, so)).toBe(true);
    expect(defendHolds(plan("Long Sword"), pool, 1, 3, so)).toBe(false);
  });
});

describe("rolling an attack with scripted faces", () => {
  const dv = view(defender);

  it("OBJ-ACT-6 OBJ-DMG-1 OBJ-DMG-5 a hit the Defend roll misses: damage rolled, 5 successes against 4 → 2", () => {
    const p = plan("Long Sword", { armor: 1 });
    const dice = facesSource([5, 5, 1, 1, 1, 1, 5, 1, 1, 1, 1, 1, 1, 6, 6, 6, 6, 6, 1, 1]);
    const r = rollAttack(p, dv, d6, dice, o);
    expect(r.partition).toBe("hit");
    expect(r.attack.successes).toBe(2);
    expect(r.defendPool?.size).toBe(7);
    expect(r.defend).toMatchObject({ outcome: "failure", success: false, successes: 1 });
    expect(r.damageRoll).toEqual({
      faces: [6, 6, 6, 6, 6, 1, 1],
      successes: 5,
      pool: 7,
      threshold: 4,
      effective: 4,
    });
    expect([r.rawDamage, r.damage]).toEqual([2, 2]);
    expect(dice.remaining()).toBe(0);
  });

  it("OBJ-ACT-6 a Defend roll that reaches the attacker's skill negates the hit: no damage roll", () => {
    const dice = facesSource([5, 5, 1, 1, 1, 1, 5, 6, 1, 1, 1, 1, 1, 6]);
    const r = rollAttack(plan("Long Sword"), dv, d6, dice, o);
    expect(r.partition).toBe("dodged");
    expect(r.defend).toMatchObject({ outcome: "success", success: true, successes: 2 });
    expect(r.defendPool?.size).toBe(7);
    expect([r.damageRoll, r.rawDamage, r.damage]).toEqual([null, 0, 0]);
    expect(dice.remaining()).toBe(1);
  });

  it("OBJ-ACT-5 a miss rolls nothing more; an impossible attack rolls nothing at all", () => {
    const dice = facesSource([5, 1, 1, 1, 1, 1, 6]);
    const r = rollAttack(plan("Long Sword"), dv, d6, dice, o);
    expect(r).toMatchObject({
      partition: "miss",
      defend: null,
      defendPool: null,
      damageRoll: null,
      damage: 0,
    });
    expect(dice.remaining()).toBe(1);
    const w = attackWeapon(attacker, [], "Double Barreled Shotgun", o);
    const none = facesSource([6]);
    const ri = rollAttack(plan({ ...w, rounds: 0 }, { o: opts({ trackAmmo: true }) }), dv, d6, none, o);
    expect(ri.partition).toBe("impossible");
    expect(none.remaining()).toBe(1);
  });

  it("OBJ-ACT-8 a defender who does not defend is hit outright; fixed damage rolls no dice", () => {
    const dice = facesSource([5, 5, 1, 1, 1, 1, 6]);
    const r = rollAttack(plan("Sap", { defend: false }), dv, d6, dice, o);
    expect(r).toMatchObject({
      partition: "hit",
      defend: null,
      defendPool: null,
      damageRoll: null,
      rawDamage: 2,
      damage: 2,
    });
    expect(dice.remaining()).toBe(1);
  });

  it("OBJ-TRAIT-15 fire breath's 3 against Fireproof 2: raw 3, dealt 1", () => {
    const dragon = sheet(o, {
      attributes: { dexterity: 4 },
      traits: [{ trait: "fireBreathing", rating: 3, approved: true }],
    });
    const salamander = sheet(o, { traits: [{ trait: "fireproof", rating: 2, approved: true }] });
    const p = plan("fire", { a: dragon, d: salamander, defend: false });
    const r = rollAttack(p, view(salamander), d6, facesSource([6, 6, 6, 6, 6, 6, 6]), o);
    expect([r.partition, r.rawDamage, r.damage]).toEqual(["hit", 3, 1]);
  });

  it("OBJ-ROLL-7 a Defend pool with no dice cannot negate; a damage pool with none deals nothing", () => {
    const p = plan("Long Sword", {}, { defenderModifiers: [{ label: "pinned", dice: -20, source: "gm" }] });
    const r = rollAttack(p, dv, d6, facesSource([5, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]), o);
    expect(r.partition).toBe("hit");
    expect(r.defend?.outcome).toBe("impossible");
    const q = plan(
      "Long Sword",
      { defend: false },
      { damageModifiers: [{ label: "feeble", dice: -20, source: "gm" }] },
    );
    const rq = rollAttack(q, dv, d6, facesSource([5, 5, 1, 1, 1, 1]), o);
    expect(rq.partition).toBe("hit");
    expect(rq.damageRoll).toMatchObject({ faces: [], successes: 0, pool: 0 });
    expect(rq.damage).toBe(0);
  });
});

describe("rolling an attack: what the dice are for, and autofire on successes", () => {
  const dv = view(defender);

  it("OBJ-ACT-6 OBJ-DMG-1 each die is thrown for its roll: attack, then Defend, then damage", () => {
    const names: string[] = [];
    const faces = facesSource([5, 5, 1, 1, 1, 1, 5, 1, 1, 1, 1, 1, 1, 6, 6, 6, 6, 6, 1, 1]);
    const dice = {
      roll(f: readonly number[], name: string) {
        names.push(name);
        return faces.roll(f, name);
      },
    };
    rollAttack(plan("Long Sword", { armor: 1 }), dv, d6, dice, o);
    expect(names).toEqual([
      ...Array(6).fill("d6 (attack)"),
      ...Array(7).fill("d6 (defend)"),
      ...Array(7).fill("d6 (damage)"),
    ]);
  });

  it("OBJ-EQUIP-15 with autofire on successes a Defend roll that reaches the difficulty may still fail", () => {
    const so = opts({ m16Reduction: "successes" });
    const p = plan("M16 Assault Rifle", { o: so, defend: true });
    // 2 attack successes hit Dodge 2; Defend's 2 successes reach the difficulty (the attacker's half
    // DEX, 2) but autofire takes 2 of them away, so the roll is rewritten as a failure.
    const size = p.attackPool.size;
    const attackFaces = [5, 5, ...Array(size - 2).fill(1)];
    const r = rollAttack(
      p,
      dv,
      d6,
      facesSource([...attackFaces, 5, 5, 1, 1, 1, 1, 1, ...Array(12).fill(1)]),
      so,
    );
    expect(r.attack.successes).toBe(2);
    expect(r.defend).toMatchObject({ successes: 2, success: false, outcome: "failure" });
    expect(r.partition).toBe("hit");
  });
});

describe("attack edges: modifiers, labels, impossible pools", () => {
  const dv = view(defender);

  it("OBJ-MOD-1 the attacker's own modifiers reach the attack pool, before the STR penalty", () => {
    const dark = { label: "darkness", dice: -1, source: "gm" as const };
    const p = plan("Buster Sword", {}, { attackerModifiers: [dark] });
    expect(p.attackPool.modifiers).toEqual([
      dark,
      { label: "Buster Sword needs STR 3", dice: -2, source: "weapon" },
    ]);
    expect(p.attackPool.size).toBe(3);
  });

  it("OBJ-DMG-2 the damage pool lists the weapon's Damage by name", () => {
    const p = plan("Long Sword");
    if (!("pool" in p.damage)) throw new Error("a damage roll expected");
    expect(p.damage.pool.components).toContainEqual({ kind: "extra", id: "Long Sword Damage", rating: 5 });
  });

  it("OBJ-EQUIP-7 an attack already impossible keeps its own reason, not the ammunition's", () => {
    const w = attackWeapon(attacker, [], "Double Barreled Shotgun", o);
    const track = opts({ trackAmmo: true, zeroPoolPolicy: "impossible" });
    const p = plan(
      { ...w, rounds: 0 },
      { o: track },
      { attackerModifiers: [{ label: "x", dice: -20, source: "gm" }] },
    );
    expect(p.attackPool.impossible).toBe("no dice in the pool");
  });

  it("OBJ-ROLL-7 a Defend pool that cannot be rolled never negates, even against difficulty 0", () => {
    const weak = sheet(o, { attributes: { dexterity: 1, strength: 2 }, equipment: gear });
    const p = plan(
      "Long Sword",
      { a: weak },
      {
        attackerModifiers: [{ label: "aim", dice: 6, source: "gm" }],
        defenderModifiers: [{ label: "pinned", dice: -20, source: "gm" }],
      },
    );
    expect(p.defendDifficulty).toBe(0);
    const zo = opts({ zeroPoolPolicy: "impossible" });
    const r = rollAttack(p, dv, d6, facesSource(Array(13).fill(6)), zo);
    expect(r.partition).toBe("hit");
    expect(r.defend?.outcome).toBe("impossible");
    expect(attackOdds(p, dv, d6, zo).partition.dodged).toBe(0);
  });

  it("OBJ-ROLL-7 OBJ-DMG-5 a damage pool that cannot be rolled throws no dice and deals 0, even against threshold 0", () => {
    const p = plan("Long Sword", { defend: false });
    if (!("pool" in p.damage)) throw new Error("a damage roll expected");
    const q: AttackPlan = {
      ...p,
      damage: {
        pool: { ...p.damage.pool, impossible: "no limbs" },
        threshold: { ...p.damage.threshold, threshold: 0 },
      },
    };
    const dice = facesSource([5, 5, 1, 1, 1, 1, 6, 6, 6, 6, 6, 6, 6]);
    const r = rollAttack(q, dv, d6, dice, o);
    expect(r.damageRoll).toMatchObject({ faces: [], successes: 0, pool: 0, threshold: 0 });
    expect([r.rawDamage, r.damage]).toEqual([0, 0]);
    expect(dice.remaining()).toBe(7);
    expect(attackOdds(q, dv, d6, o).damageOnHit).toEqual([[0, 1]]);
  });
});

/** Every sequence of `n` faces of a d3, each equally likely. */
function* sequences(n: number): Generator<number[]> {
  if (n === 0) {
    yield [];
    return;
  }
  for (const rest of sequences(n - 1)) for (const f of [1, 2, 3]) yield [f, ...rest];
}

function enumerate(p: AttackPlan, dv: ReturnType<typeof view>, oo: ObjOptions, n: number) {
  const d3 = { sides: 3, targetNumber: 2 };
  const part = { hit: 0, dodged: 0, miss: 0, impossible: 0 };
  const dmg = new Map<number, number>();
  let total = 0;
  for (const faces of sequences(n)) {
    const r = rollAttack(p, dv, d3, facesSource(faces), oo);
    total++;
    part[r.partition]++;
    dmg.set(r.damage, (dmg.get(r.damage) ?? 0) + 1);
  }
  for (const k of Object.keys(part) as (keyof typeof part)[]) part[k] /= total;
  return { part, dmg: [...dmg.entries()].sort((a, b) => a[0] - b[0]).map(([v, c]) => [v, c / total]) };
}

describe("exact attack odds against every sequence of faces", () => {
  const d3 = { sides: 3, targetNumber: 2 };
  const small = sheet(o, {
    attributes: { dexterity: 2, strength: 1 },
    skills: { melee: 1, ranged: 1 },
    equipment: [sampleItem("dagger"), sampleItem("m16"), sampleItem("sap")],
    traits: [{ trait: "fireBreathing", rating: 1, approved: true }],
  });
  const target = sheet(o, {
    attributes: { dexterity: 2, stamina: 1 },
    skills: { dodge: 1 },
    traits: [{ trait: "fireproof", rating: 1, approved: true }],
  });
  const cases: [string, string, ObjOptions, boolean, number][] = [
    ["OBJ-ACT-6 OBJ-DMG-5 Dagger", "Dagger", o, true, 8],
    ["OBJ-ACT-8 Dagger, no Defend", "Dagger", o, false, 8],
    ["OBJ-EQUIP-15 M16, autofire on the pool", "M16 Assault Rifle", o, true, 10],
    [
      "OBJ-EQUIP-15 M16, autofire on successes",
      "M16 Assault Rifle",
      opts({ m16Reduction: "successes" }),
      true,
      11,
    ],
    ["OBJ-EQUIP-18 Sap (fixed)", "Sap", o, true, 6],
    ["OBJ-TRAIT-15 fire breath against Fireproof", "fire", o, true, 7],
    ["OBJ-DMG-5 Dagger without the cap on damage", "Dagger", opts({ capAppliesToDamage: false }), true, 8],
  ];
  for (const [name, w, oo, defend, n] of cases)
    it(`${name}: partition and damage equal the enumeration`, () => {
      const p = plan(w, { a: small, d: target, o: oo, defend, armor: 1 });
      const e = enumerate(p, view(target), oo, n);
      const odds = attackOdds(p, view(target), d3, oo);
      for (const k of ["hit", "dodged", "miss", "impossible"] as const)
        expect(odds.partition[k]).toBeCloseTo(e.part[k], 12);
      expect(odds.damage.map(([v]) => v)).toEqual(e.dmg.map(([v]) => v));
      odds.damage.forEach(([, pr], i) => {
        expect(pr).toBeCloseTo(e.dmg[i]![1]!, 12);
      });
      const hit = odds.damageOnHit.reduce((s, [, pr]) => s + pr, 0);
      expect(hit).toBeCloseTo(1, 12);
    });

  it("OBJ-ACT-7 OBJ-EQUIP-15 M16 on successes with Defend difficulty 0: every Defend holds, odds as enumerated", () => {
    const so = opts({ m16Reduction: "successes" });
    const tiny = sheet(o, { attributes: { dexterity: 1 }, equipment: [sampleItem("m16")] });
    const p = plan(
      "M16 Assault Rifle",
      { a: tiny, d: target, o: so, armor: 1 },
      { attackerModifiers: [{ label: "aim", dice: 2, source: "gm" }] },
    );
    expect(p.defendDifficulty).toBe(0);
    const e = enumerate(p, view(target), so, 9);
    const odds = attackOdds(p, view(target), d3, so);
    for (const k of ["hit", "dodged", "miss", "impossible"] as const)
      expect(odds.partition[k]).toBeCloseTo(e.part[k], 12);
    expect(odds.partition.hit).toBe(0);
  });

  it("OBJ-ACT-8 without Defend nothing is dodged", () => {
    const p = plan("Dagger", { a: small, d: target, defend: false, armor: 1 });
    const odds = attackOdds(p, view(target), d3, o);
    expect(odds.partition.dodged).toBe(0);
    expect(odds.partition.hit + odds.partition.miss).toBeCloseTo(1, 12);
  });

  it("OBJ-ROLL-7 an impossible attack: all odds on 'impossible', no damage", () => {
    const w = attackWeapon(small, [], "M16 Assault Rifle", o);
    const p = plan({ ...w, rounds: 0 }, { a: small, d: target, o: opts({ trackAmmo: true }) });
    expect(attackOdds(p, view(target), d3, o)).toEqual({
      partition: { hit: 0, dodged: 0, miss: 0, impossible: 1 },
      damage: [[0, 1]],
      damageOnHit: [[0, 1]],
    });
  });
});
