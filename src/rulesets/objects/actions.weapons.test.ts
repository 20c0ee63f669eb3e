// Weapons, special ammunition and breathed fire in attacks; faces in roll order — attack dice, then
// the defender's Defend dice, then damage dice.

import { describe, expect, it } from "vitest";
import type { ObjCharacter } from "./character/index.js";
import { sampleItem } from "./data/equipment.js";
import { exampleTable } from "./examples.js";
import { engineError, opts, run, sheet, sheetAfter, table } from "./testing/helpers.js";

const o = opts();
const sword = sampleItem("longSword");

function duel(attacker: ObjCharacter, defender: ObjCharacter, options = o) {
  return table(options, { a: attacker, d: defender });
}

const swordsman = (patch: Parameters<typeof sheet>[1] = {}) =>
  sheet(o, {
    name: "Ash",
    attributes: { dexterity: 3, strength: 3 },
    skills: { melee: 2 },
    equipment: [sword],
    ...patch,
  });
const target = (patch: Parameters<typeof sheet>[1] = {}) =>
  sheet(o, {
    name: "Bo",
    attributes: { dexterity: 3, stamina: 2 },
    skills: { dodge: 2 },
    equipment: [{ name: "Padded Coat", armor: 1 }],
    ...patch,
  });

describe("attacks with weapons and traits", () => {
  it("OBJ-EQUIP-9 .38 with armour-piercing rounds against STA 1 + Armor 0: [1,2,3,4] → 1 damage; [5,6,1,1] → 3", () => {
    const ap = sampleItem("revolver38", {
      weapon: { mode: "ranged", damage: 2, kind: "lethal", firearm: true, ammo: "armor-piercing" },
    });
    const shooter = sheet(o, { attributes: { dexterity: 2 }, skills: { ranged: 3 }, equipment: [ap] });
    const frail = target({ attributes: { dexterity: 3, stamina: 1 }, equipment: [] });
    const hit = [6, 6, 1, 1, 1];
    const r = run(duel(shooter, frail), "attack", { attacker: "a", defender: "d", defend: false }, [
      ...hit,
      1,
      2,
      3,
      4,
    ]);
    expect(r.outcome).toMatchObject({ damagePool: 4, threshold: 0, damageSuccesses: 0, damage: 1 });
    expect(
      run(duel(shooter, frail), "attack", { attacker: "a", defender: "d", defend: false }, [
        ...hit,
        5,
        6,
        1,
        1,
      ]).outcome.damage,
    ).toBe(3);
  });

  it("OBJ-EQUIP-10 the Buster Sword with STR 2 costs 2 dice to hit", () => {
    const weakling = sheet(o, {
      attributes: { dexterity: 3, strength: 2 },
      skills: { melee: 2 },
      equipment: [sampleItem("busterSword")],
    });
    const r = run(duel(weakling, target()), "attack", { attacker: "a", defender: "d" }, [1, 1, 1]);
    expect(r.outcome).toMatchObject({
      attackPool: 3,
      attackModifiers: [{ label: "Buster Sword needs STR 3", dice: -2, source: "weapon" }],
    });
  });

  it("OBJ-EQUIP-15 the M16: 2 attack successes take 2 dice from DEX 3 + Dodge 2 → Defend pool 3", () => {
    const rifleman = sheet(o, {
      attributes: { dexterity: 3 },
      skills: { ranged: 2 },
      equipment: [sampleItem("m16")],
    });
    const r = run(
      duel(rifleman, target()),
      "attack",
      { attacker: "a", defender: "d" },
      [5, 5, 1, 1, 1, 6, 6, 1],
    );
    expect(r.outcome).toMatchObject({
      attackSuccesses: 2,
      defendPool: 3,
      defendSuccesses: 2,
      outcome: "dodged",
    });
  });

  it("OBJ-EQUIP-15 5 attack successes against a Defend pool of 4 → 0 dice: the target cannot dodge", () => {
    const rifleman = sheet(o, {
      attributes: { dexterity: 3 },
      skills: { ranged: 2 },
      equipment: [sampleItem("m16")],
    });
    const d = target({ attributes: { dexterity: 2, stamina: 2 } });
    const r = run(duel(rifleman, d), "attack", { attacker: "a", defender: "d" }, [
      5,
      5,
      5,
      5,
      5,
      ...Array(6).fill(1),
    ]);
    expect(r.outcome).toMatchObject({ defendPool: 0, defendSuccesses: 0, outcome: "hit" });
  });

  it("OBJ-EQUIP-15 with m16Reduction successes the Defend roll keeps its dice but loses successes", () => {
    const m = opts({ m16Reduction: "successes" });
    const rifleman = sheet(m, {
      attributes: { dexterity: 3 },
      skills: { ranged: 2 },
      equipment: [sampleItem("m16")],
    });
    const r = run(table(m, { a: rifleman, d: target() }), "attack", { attacker: "a", defender: "d" }, [
      5,
      5,
      1,
      1,
      1,
      6,
      6,
      6,
      1,
      1,
      ...Array(6).fill(1),
    ]);
    expect(r.outcome).toMatchObject({ defendPool: 5, defendSuccesses: 3, outcome: "hit" });
  });

  it("OBJ-EQUIP-18 OBJ-DMG-6 the sap with STR 3: a hit not dodged deals 3 non-lethal, with no damage roll", () => {
    const thug = sheet(o, {
      attributes: { strength: 3 },
      skills: { melee: 2 },
      equipment: [sampleItem("sap")],
    });
    const r = run(
      duel(thug, target()),
      "attack",
      { attacker: "a", defender: "d", defend: false },
      [5, 5, 1, 1, 1],
    );
    expect(r.outcome).toMatchObject({ damage: 3, kind: "non-lethal", damagePool: null });
    expect(r.used).toBe(5);
    expect(sheetAfter(r.events, "d")!.damage).toEqual({ lethal: 0, nonLethal: 3 });
  });

  it("OBJ-DMG-9 a sap hit for 2 on someone unconscious is recorded as lethal", () => {
    const thug = sheet(o, {
      attributes: { strength: 2 },
      skills: { melee: 2 },
      equipment: [sampleItem("sap")],
    });
    const out = target({ attributes: { dexterity: 3, stamina: 3 }, damage: { lethal: 0, nonLethal: 9 } });
    const r = run(duel(thug, out), "attack", { attacker: "a", defender: "d" }, [5, 5, 1, 1, 1]);
    expect(r.outcome.defendNote).toBe("Bo is unconscious");
    expect(sheetAfter(r.events, "d")!.damage).toEqual({ lethal: 2, nonLethal: 9 });
  });

  it("OBJ-DMG-6 bare hands: Damage 0, non-lethal; STR 3 + 0 = 3 dice", () => {
    const r = run(
      duel(swordsman(), target({ equipment: [] })),
      "attack",
      { attacker: "a", defender: "d", weapon: "unarmed", defend: false },
      [5, 5, 1, 1, 1, 5, 5, 1],
    );
    expect(r.outcome).toMatchObject({ damagePool: 3, threshold: 2, damage: 1, kind: "non-lethal" });
  });

  it("OBJ-TRAIT-11 OBJ-TRAIT-12 OBJ-TRAIT-13 breathing fire: DEX 3 + Ranged 2 + 3 = 8 dice against Dodge; 3 lethal fire damage; the GM is asked what burns", () => {
    const dragon = sheet(o, {
      attributes: { dexterity: 3 },
      skills: { ranged: 2 },
      traits: [{ trait: "fireBreathing", rating: 3, approved: true }],
    });
    const r = run(
      duel(dragon, target()),
      "attack",
      { attacker: "a", defender: "d", weapon: "fire breathing" },
      [5, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    );
    expect(r.outcome).toMatchObject({
      attackPool: 8,
      defendDifficulty: 2,
      damage: 3,
      kind: "lethal",
      tags: ["fire"],
      damagePool: null,
    });
    const note = r.events.find((e) => e.type === "note.opened") as { kind: string; text: string };
    expect(note.kind).toBe("fire");
    expect(note.text).toMatch(/burns/);
  });

  it("OBJ-TRAIT-12 with fireBreathingDamageMode damage-rating the breath rolls DEX + rating against STA + Armor", () => {
    const fm = opts({ fireBreathingDamageMode: "damage-rating" });
    const dragon = sheet(fm, {
      attributes: { dexterity: 3 },
      skills: { ranged: 2 },
      traits: [{ trait: "fireBreathing", rating: 3, approved: true }],
    });
    const r = run(
      table(fm, { a: dragon, d: target() }),
      "attack",
      { attacker: "a", defender: "d", weapon: "fire", defend: false },
      [5, 5, 1, 1, 1, 1, 1, 1, 6, 6, 6, 6, 1, 1],
    );
    expect(r.outcome).toMatchObject({ damagePool: 6, threshold: 3, damage: 2 });
  });

  it("OBJ-TRAIT-15 Fireproof 2 against Marta's breath of 3 → 1 damage", () => {
    const s = exampleTable(o);
    const r = run(
      s,
      "attack",
      { attacker: "marta", defender: "rook", weapon: "fire breathing", defend: false },
      [5, 5, 1, 1, 1, 1, 1],
    );
    expect(r.outcome).toMatchObject({ rawDamage: 3, damage: 1 });
  });

  it("OBJ-SKILL-5 Dodge sets the difficulty to hit and makes the Defend pool", () => {
    const r = run(
      duel(swordsman({ skills: { melee: 3 } }), target({ skills: { dodge: 3 } })),
      "attack",
      { attacker: "a", defender: "d" },
      [6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, ...Array(8).fill(1)],
    );
    expect(r.outcome).toMatchObject({ attackDifficulty: 3, defendPool: 6 });
  });

  it("OBJ-EQUIP-7 with trackAmmo each attack uses a round; an empty gun cannot attack", () => {
    const ta = opts({ trackAmmo: true });
    const gun = sampleItem("revolver38", {
      weapon: { mode: "ranged", damage: 2, kind: "lethal", firearm: true, capacity: 6, rounds: 1 },
    });
    const shooter = sheet(ta, { skills: { ranged: 2 }, equipment: [gun] });
    const s = table(ta, { a: shooter, d: target() });
    const r = run(s, "attack", { attacker: "a", defender: "d" }, [1, 1, 1, 1, 1]);
    const empty = sheetAfter(r.events, "a")!;
    expect(empty.equipment[0]!.weapon!.rounds).toBe(0);
    expect(
      run(table(ta, { a: empty, d: target() }), "attack", { attacker: "a", defender: "d" }).roll.partition,
    ).toBe("impossible");
    const loaded = sheetAfter(
      run(table(ta, { a: empty }), "load", { actor: "a", weapon: ".38 Special Revolver" }).events,
      "a",
    )!;
    expect(loaded.equipment[0]!.weapon!.rounds).toBe(6);
  });

  it("OBJ-EQUIP-9 the shotgun cannot be loaded with armour-piercing rounds", () => {
    const s = table(o, { a: sheet(o, { equipment: [sampleItem("shotgun")] }) });
    expect(
      engineError(() =>
        run(s, "load", { actor: "a", weapon: "Double Barreled Shotgun", ammo: "armor-piercing" }),
      ).path,
    ).toEqual(["ammo"]);
  });
});
