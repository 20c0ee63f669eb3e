import { describe, expect, it } from "vitest";
import { book, odds, run, someone, tableOf } from "../testing/helpers.js";

const o = book();
const out = (r: { roll: { outcome: Record<string, unknown> } | null }) => r.roll!.outcome;
const trio = (a: string, b: string, c: string) => [{ name: a }, { name: b }, { name: c }];
const sword = { name: "Sword", kind: "weapon", damage: "1d8", range: "melee", skill: "Swords" };
const bow = {
  name: "Bow",
  kind: "weapon",
  damage: "1d6",
  range: "ranged",
  skill: "Bows",
  size: "two-handed",
};
const knife = { name: "Knife", kind: "weapon", damage: "1d4", range: "melee" };

/** A fighter with a sword, a knife and a bow at hand. */
function fighter(name: string, patch: Record<string, unknown> = {}) {
  const attributes = { DEX: 1, ...((patch.attributes as Record<string, number>) ?? {}) };
  const room = Math.max(1, 2 + attributes.DEX);
  const designated = ["Bow", "Sword", "Knife"].slice(0, room);
  return someone(name, { items: [sword, knife, bow], designated, ...patch, attributes });
}

describe("attacks", () => {
  it("LUC-CHECK-2 a sword attack: face 13 + STR +2 + Swords 2 → 17", () => {
    const s = tableOf(o, {
      a: fighter("A", { attributes: { STR: 2, DEX: 1 }, skills: { Swords: 2 } }),
      b: fighter("B"),
    });
    const r = run(s, "attack", { attacker: "a", defender: "b", weapon: "Sword" }, [13, 4]);
    expect(out(r)).toMatchObject({ total: 17, defense: 11, hit: true, penetration: 6 });
  });

  it("LUC-CHECK-2 attackAttribute: melee STR and ranged DEX by default; a weapon may name its own", () => {
    const s = tableOf(o, { a: fighter("A", { attributes: { STR: 2, DEX: -1 } }), b: fighter("B") });
    expect(out(run(s, "attack", { attacker: "a", defender: "b", weapon: "Bow" }, [10]))).toMatchObject({
      total: 9,
    });
    const opt = tableOf(book({ attackAttribute: { ranged: "STR" } }), {
      a: fighter("A", { attributes: { STR: 2, DEX: -1 } }),
      b: fighter("B"),
    });
    expect(out(run(opt, "attack", { attacker: "a", defender: "b", weapon: "Bow" }, [10, 3]))).toMatchObject({
      total: 12,
    });
  });

  it("LUC-BB-4 a Buff adds to the attack roll, not to damage; with buffsApplyToDamage the damage rolls its own Buff die", () => {
    const chars = () => ({
      a: fighter("A", { attributes: { STR: 2, DEX: 1 }, skills: { Swords: 2 } }),
      b: fighter("B"),
    });
    const attack = { attacker: "a", defender: "b", weapon: "Sword" };
    const plain = out(run(tableOf(o, chars()), "attack", attack, [13, 4]));
    const buffed = out(run(tableOf(o, chars()), "attack", { ...attack, buffs: ["flank"] }, [13, 5, 4]));
    expect(buffed.total).toBe((plain.total as number) + 5);
    expect(buffed.damageBeforeProtection).toBe(plain.damageBeforeProtection);
    expect(plain.damageBeforeProtection).toBe(4);
    const opt = book({ buffsApplyToDamage: true });
    const both = out(run(tableOf(opt, chars()), "attack", { ...attack, buffs: ["flank"] }, [13, 5, 4, 6]));
    expect(both).toMatchObject({ total: buffed.total, damageBeforeProtection: 10 });
  });

  it("LUC-CMB-8 16 vs 13, Impaler +2 (Pen 5), face 6 + Backstabber 4 (D 10), armour 4 + shield 3 (2 left) → 8", () => {
    const a = someone("A", {
      attributes: { STR: 2 },
      traits: trio("Impaler", "Backstabber", "Guts"),
      items: [{ name: "Spear", kind: "weapon", damage: "1d6", range: "melee" }],
      designated: ["Spear"],
    });
    const b = someone("B", {
      attributes: { DEX: 2, AWA: 1 },
      items: [
        { name: "Mail", kind: "armor", protection: 4 },
        { name: "Kite shield", kind: "shield", protection: 3 },
      ],
      designated: ["Kite shield"],
      level: 3,
    });
    const s = tableOf(o, { a, b });
    const r = run(s, "attack", { attacker: "a", defender: "b", flanking: true }, [14, 6]);
    expect(out(r)).toMatchObject({
      total: 16,
      defense: 13,
      penetration: 5,
      damageBeforeProtection: 10,
      protection: 7,
      effectiveProtection: 2,
      damage: 8,
    });
    expect(r.char("b").health).toBe(14 - 8);
  });

  it("LUC-TRAIT-4 Impaler: attack 16 vs Defense 14 with STR +2 → Penetration 4; never on a miss", () => {
    const a = fighter("A", { attributes: { STR: 2 }, traits: trio("Impaler", "Hunk", "Guts") });
    const b = fighter("B", { attributes: { DEX: 2, AWA: 2 } });
    const s = tableOf(o, { a, b });
    expect(out(run(s, "attack", { attacker: "a", defender: "b", weapon: "Sword" }, [14, 1]))).toMatchObject({
      total: 16,
      penetration: 4,
    });
    expect(out(run(s, "attack", { attacker: "a", defender: "b", weapon: "Sword" }, [12]))).toMatchObject({
      hit: false,
      penetration: 0,
    });
  });

  it("LUC-TRAIT-5 Breakthrough: weapon damage 5 + DEX +2 → D 7 on a DEX attack", () => {
    const a = fighter("A", { attributes: { DEX: 2 }, traits: trio("Breakthrough", "Hunk", "Guts") });
    const s = tableOf(o, { a, b: fighter("B") });
    expect(out(run(s, "attack", { attacker: "a", defender: "b", weapon: "Bow" }, [15, 5]))).toMatchObject({
      damageBeforeProtection: 7,
    });
  });

  it("LUC-TRAIT-8 Defender: an adjacent ally's shield Protection is added; the holder keeps it", () => {
    const guard = someone("G", {
      traits: trio("Defender", "Hunk", "Guts"),
      items: [{ name: "Tower shield", kind: "shield", protection: 2 }],
      designated: ["Tower shield"],
    });
    const s = tableOf(o, { a: fighter("A"), b: fighter("B"), g: guard });
    expect(
      out(
        run(s, "attack", { attacker: "a", defender: "b", weapon: "Sword", adjacentAllies: ["g"] }, [15, 4]),
      ),
    ).toMatchObject({ protection: 2 });
    expect(out(run(s, "attack", { attacker: "a", defender: "g", weapon: "Sword" }, [15, 4]))).toMatchObject({
      protection: 2,
    });
  });

  it("LUC-TRAIT-11 Backstabber: +4 damage from a flank (a GM flag)", () => {
    const a = fighter("A", { traits: trio("Backstabber", "Hunk", "Guts") });
    const s = tableOf(o, { a, b: fighter("B") });
    expect(
      out(run(s, "attack", { attacker: "a", defender: "b", weapon: "Knife", flanking: true }, [15, 2])),
    ).toMatchObject({ damageBeforeProtection: 6 });
    expect(out(run(s, "attack", { attacker: "a", defender: "b", weapon: "Knife" }, [15, 2]))).toMatchObject({
      damageBeforeProtection: 2,
    });
  });

  it("LUC-TRAIT-12 Shieldbreaker: armour 3 + shield 2 → Protection 3 against this attacker", () => {
    const b = someone("B", {
      items: [
        { name: "Mail", kind: "armor", protection: 3 },
        { name: "Buckler", kind: "shield", protection: 2 },
      ],
      designated: ["Buckler"],
    });
    const s = tableOf(o, {
      a: fighter("A", { traits: trio("Shieldbreaker", "Hunk", "Guts") }),
      n: fighter("N"),
      b,
    });
    expect(out(run(s, "attack", { attacker: "a", defender: "b", weapon: "Sword" }, [15, 4]))).toMatchObject({
      protection: 3,
    });
    expect(out(run(s, "attack", { attacker: "n", defender: "b", weapon: "Sword" }, [15, 4]))).toMatchObject({
      protection: 5,
    });
  });

  it("LUC-TRAIT-16 Guts: massive weapons in two hands, two-handed in one, dual-wielding larger weapons", () => {
    const maul = { name: "Maul", kind: "weapon", damage: "2d8", range: "melee", size: "massive" };
    const axe = { name: "Axe", kind: "weapon", damage: "1d10", range: "melee", size: "two-handed" };
    const items = [maul, axe, knife];
    const plain = someone("P", { attributes: { DEX: 1 }, items, designated: ["Maul", "Axe", "Knife"] });
    const guts = someone("G", {
      attributes: { DEX: 1 },
      items,
      designated: ["Maul", "Axe", "Knife"],
      traits: trio("Guts", "Hunk", "Shuffle"),
    });
    const s = tableOf(o, { p: plain, g: guts, b: fighter("B") });
    expect(() => run(s, "attack", { attacker: "p", defender: "b", weapon: "Maul" }, [10])).toThrow(
      /massive Maul without Guts/,
    );
    expect(out(run(s, "attack", { attacker: "g", defender: "b", weapon: "Maul" }, [5]))).toMatchObject({
      hit: false,
    });
    expect(() =>
      run(s, "attack", { attacker: "p", defender: "b", weapon: "Axe", offHand: "Knife" }, [5]),
    ).toThrow(/too large to dual-wield/);
    expect(
      out(run(s, "attack", { attacker: "g", defender: "b", weapon: "Axe", offHand: "Knife" }, [5])),
    ).toMatchObject({ dualWielding: true, cost: 1 });
  });

  it("LUC-TRAIT-19 Brawler: an unarmed hit with d8 face 6 against Protection 5 → 6 damage, for 1 action", () => {
    const b = someone("B", { items: [{ name: "Plate", kind: "armor", protection: 5 }] });
    const s = tableOf(o, { a: someone("A", { traits: trio("Brawler", "Hunk", "Guts") }), b });
    const r = run(s, "attack", { attacker: "a", defender: "b", weapon: "unarmed" }, [15, 6]);
    expect(out(r)).toMatchObject({ protection: 0, damage: 6, cost: 1 });
  });

  it("LUC-GEAR-1 an unarmed strike without Brawler: 1 damage, a melee attack of 2 actions; unarmedDamage changes it", () => {
    const s = tableOf(o, { a: someone("A"), b: someone("B") });
    expect(out(run(s, "attack", { attacker: "a", defender: "b" }, [15]))).toMatchObject({
      weapon: "unarmed strike",
      damage: 1,
      cost: 2,
    });
    const opt = tableOf(book({ unarmedDamage: "1d3" }), { a: someone("A"), b: someone("B") });
    expect(out(run(opt, "attack", { attacker: "a", defender: "b" }, [15, 3]))).toMatchObject({ damage: 3 });
  });

  it("LUC-TRAIT-20 1 on 1: +1 damage, +1 Penetration, +1 Protection when the GM flags a one-on-one fight", () => {
    const t = trio("1 on 1", "Hunk", "Guts");
    const s = tableOf(o, {
      a: fighter("A", { traits: t }),
      b: fighter("B", {
        traits: t,
        items: [sword, knife, bow, { name: "Coat", kind: "armor", protection: 3 }],
      }),
    });
    const r = run(s, "attack", { attacker: "a", defender: "b", weapon: "Knife", oneOnOne: true }, [12, 3]);
    // 12 + 0 vs 11 → Pen 1 + 1 = 2; D 3 + 1 = 4; Prot 3 + 1 = 4 → 2 left → 2.
    expect(out(r)).toMatchObject({
      penetration: 2,
      damageBeforeProtection: 4,
      protection: 4,
      effectiveProtection: 2,
      damage: 2,
    });
  });

  it("LUC-TRAIT-27 Improvised Fighter: +1 Penetration and +2 damage with improvised weapons", () => {
    const chair = { name: "Chair", kind: "weapon", damage: "1d4", range: "melee", improvised: true };
    const a = someone("A", {
      traits: trio("Improvised Fighter", "Hunk", "Guts"),
      items: [chair],
      designated: ["Chair"],
    });
    const s = tableOf(o, { a, b: someone("B") });
    expect(out(run(s, "attack", { attacker: "a", defender: "b" }, [12, 2]))).toMatchObject({
      penetration: 3,
      damageBeforeProtection: 4,
    });
  });

  it("LUC-LUC-8 an attack won by a Lucidity roll hits with Penetration 1 and spends 1 Lucidity", () => {
    const s = tableOf(o, {
      a: fighter("A", { attributes: { STR: 1 }, lucidity: 10 }),
      b: fighter("B", { items: [sword, knife, bow, { name: "Coat", kind: "armor", protection: 2 }] }),
    });
    const r = run(s, "attack", { attacker: "a", defender: "b", weapon: "Sword", lucidity: true }, [8, 5]);
    expect(out(r)).toMatchObject({ by: "lucidity", hit: true, penetration: 1, damage: 4 });
    expect(r.char("a").lucidity).toBe(9);
    expect(
      odds(s, "attack", { attacker: "a", defender: "b", weapon: "Sword", lucidity: true }).partition.hit,
    ).toBeCloseTo(11 / 20, 15);
  });
});
