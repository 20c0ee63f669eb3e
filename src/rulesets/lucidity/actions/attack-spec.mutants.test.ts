// Tests written to kill surviving mutants of attack-spec.ts (issue 21): which weapon an attack uses
// and how it is wielded, every refusal with its code, words and path, and each bonus to
// Penetration, damage and Protection on its own.
import { describe, expect, it } from "vitest";
import { book, fails, fight, run, someone, tableOf, trio } from "../testing/helpers.js";

const o = book();
const out = (r: { roll: { outcome: Record<string, unknown> } | null }) => r.roll!.outcome;
const club = { name: "Club", kind: "weapon", damage: "1d4", range: "melee" };
const knife = { name: "Knife", kind: "weapon", damage: "1d4", range: "melee" };
const sling = { name: "Sling", kind: "weapon", damage: "1d4", range: "ranged" };
const maul = { name: "Maul", kind: "weapon", damage: "1d10", range: "melee", size: "massive" };
const axe = { name: "Axe", kind: "weapon", damage: "1d8", range: "melee", size: "two-handed" };
const rope = { name: "Rope", kind: "gear" };

describe("attack: the weapon", () => {
  it("LUC-GEAR-1 the default weapon is the first designated item that deals damage, skipping others", () => {
    const a = someone("A", { items: [rope, club], designated: ["Rope", "Club"] });
    const r = run(tableOf(o, { a, b: someone("B") }), "attack", { attacker: "a", defender: "b" }, [15, 3]);
    expect(out(r)).toMatchObject({ weapon: "Club", damageBeforeProtection: 3 });
  });

  it("LUC-GEAR-1 with no designated weapon the attack is an unarmed strike; 'unarmed' names it too", () => {
    const a = someone("A", { items: [rope, club], designated: ["Rope"] });
    const s = tableOf(o, { a, b: someone("B") });
    expect(out(run(s, "attack", { attacker: "a", defender: "b" }, [15]))).toMatchObject({
      weapon: "unarmed strike",
      damage: 1,
      cost: 2,
    });
    expect(out(run(s, "attack", { attacker: "a", defender: "b", weapon: "unarmed" }, [15]))).toMatchObject({
      weapon: "unarmed strike",
    });
  });

  it("LUC-GEAR-1 a weapon with no range is a melee weapon: STR and 2 actions", () => {
    const stick = { name: "Stick", kind: "weapon", damage: "1d4" };
    const a = someone("A", { attributes: { STR: 2, DEX: -1 }, items: [stick], designated: ["Stick"] });
    const r = run(tableOf(o, { a, b: someone("B") }), "attack", { attacker: "a", defender: "b" }, [10, 1]);
    expect(out(r)).toMatchObject({ total: 12, cost: 2 });
  });

  it("LUC-CHECK-2 a weapon's own attribute and skill; an unarmed strike uses attackAttribute.melee and no skill", () => {
    const whip = {
      name: "Whip",
      kind: "weapon",
      damage: "1d4",
      range: "melee",
      attribute: "DEX",
      skill: "Whips",
    };
    const a = someone("A", {
      attributes: { STR: 3, DEX: 1 },
      skills: { Whips: 2 },
      items: [whip],
      designated: ["Whip"],
    });
    const s = tableOf(o, { a, b: someone("B") });
    expect(out(run(s, "attack", { attacker: "a", defender: "b" }, [7]))).toMatchObject({ total: 10 });
    const dexFists = tableOf(book({ attackAttribute: { melee: "DEX" } }), { a, b: someone("B") });
    expect(
      out(run(dexFists, "attack", { attacker: "a", defender: "b", weapon: "unarmed" }, [8])),
    ).toMatchObject({ total: 9 });
  });

  it("an item that deals no damage is refused as a weapon, on the weapon's or the off-hand's path", () => {
    const a = someone("A", { items: [rope, club], designated: ["Rope", "Club"] });
    const s = tableOf(o, { a, b: someone("B") });
    expect(fails(() => run(s, "attack", { attacker: "a", defender: "b", weapon: "Rope" }, [15]))).toEqual({
      code: "invalid",
      message: "Rope deals no damage (it has no damage expression)",
      path: ["weapon"],
    });
    expect(
      fails(() => run(s, "attack", { attacker: "a", defender: "b", weapon: "Club", offHand: "Rope" }, [15])),
    ).toEqual({
      code: "invalid",
      message: "Rope deals no damage (it has no damage expression)",
      path: ["offHand"],
    });
  });

  it("a weapon or off-hand weapon the attacker does not carry is refused, on its own path", () => {
    const a = someone("A", { items: [club], designated: ["Club"] });
    const s = tableOf(o, { a, b: someone("B") });
    expect(fails(() => run(s, "attack", { attacker: "a", defender: "b", weapon: "Halberd" }, [15]))).toEqual({
      code: "invalid",
      message: "A carries no 'Halberd' (carries: Club)",
      path: ["weapon"],
    });
    expect(
      fails(() => run(s, "attack", { attacker: "a", defender: "b", offHand: "Halberd" }, [15])),
    ).toMatchObject({ code: "invalid", path: ["offHand"] });
  });

  it("LUC-TRAIT-16 a massive weapon without Guts is refused with its words", () => {
    const a = someone("A", { items: [maul], designated: ["Maul"] });
    expect(
      fails(() => run(tableOf(o, { a, b: someone("B") }), "attack", { attacker: "a", defender: "b" }, [15])),
    ).toEqual({ code: "refused", message: "A cannot wield the massive Maul without Guts", path: ["weapon"] });
  });

  it("LUC-SLOT-8 in combat only a designated weapon attacks; outside combat any carried one", () => {
    const a = someone("A", { items: [club, knife], designated: ["Club"] });
    const s = tableOf(o, { a, b: someone("B") });
    expect(out(run(s, "attack", { attacker: "a", defender: "b", weapon: "Knife" }, [5]))).toMatchObject({
      weapon: "Knife",
    });
    expect(
      fails(() =>
        run(fight(s, ["a", "b"]), "attack", { attacker: "a", defender: "b", weapon: "Knife" }, [5]),
      ),
    ).toEqual({
      code: "refused",
      message: "Knife is not designated: swap it in first (LUC-OPT-12)",
      path: ["weapon"],
    });
  });
});

describe("attack: refusals", () => {
  it("a character cannot attack themself, nor a dead defender", () => {
    const s = tableOf(o, { a: someone("A"), b: someone("B", { status: "dead", health: 0 }) });
    expect(fails(() => run(s, "attack", { attacker: "a", defender: "a" }, [15]))).toEqual({
      code: "invalid",
      message: "a character cannot attack themself",
      path: ["defender"],
    });
    expect(fails(() => run(s, "attack", { attacker: "a", defender: "b" }, [15]))).toEqual({
      code: "refused",
      message: "B is dead",
      path: ["defender"],
    });
    expect(fails(() => run(s, "attack", { attacker: "zz", defender: "b" }, [15])).path).toEqual(["attacker"]);
    expect(fails(() => run(s, "attack", { attacker: "a", defender: "zz" }, [15])).path).toEqual(["defender"]);
  });

  it("LUC-OPT-1 dual-wielding needs a second weapon, and two melee weapons", () => {
    const a = someone("A", { items: [club, sling, knife], designated: ["Club", "Sling"] });
    const s = tableOf(o, { a, b: someone("B") });
    expect(
      fails(() => run(s, "attack", { attacker: "a", defender: "b", weapon: "Club", offHand: "Club" }, [15])),
    ).toEqual({ code: "invalid", message: "the off-hand weapon must be a second weapon", path: ["offHand"] });
    const twoMelee = {
      code: "invalid",
      message: "dual-wielding is for two melee weapons",
      path: ["offHand"],
    };
    expect(
      fails(() => run(s, "attack", { attacker: "a", defender: "b", weapon: "Club", offHand: "Sling" }, [15])),
    ).toEqual(twoMelee);
    expect(
      fails(() => run(s, "attack", { attacker: "a", defender: "b", weapon: "Sling", offHand: "Club" }, [15])),
    ).toEqual(twoMelee);
  });

  it("LUC-TRAIT-16 dual-wielding a two-handed weapon: refused without Guts (said), allowed with it; a massive one never", () => {
    const items = [maul, axe, knife];
    const designated = ["Axe", "Knife"];
    const plain = someone("P", { items, designated });
    const guts = someone("G", {
      items,
      designated: ["Maul", "Knife"],
      traits: trio("Guts", "Hunk", "Shuffle"),
    });
    const s = tableOf(o, { p: plain, g: guts, b: someone("B") });
    expect(
      fails(() => run(s, "attack", { attacker: "p", defender: "b", weapon: "Knife", offHand: "Axe" }, [5])),
    ).toEqual({ code: "refused", message: "Axe is too large to dual-wield without Guts", path: ["offHand"] });
    expect(
      fails(() => run(s, "attack", { attacker: "p", defender: "b", weapon: "Axe", offHand: "Knife" }, [5]))
        .path,
    ).toEqual(["weapon"]);
    expect(
      fails(() => run(s, "attack", { attacker: "g", defender: "b", weapon: "Maul", offHand: "Knife" }, [5])),
    ).toEqual({ code: "refused", message: "Maul is too large to dual-wield", path: ["weapon"] });
  });

  it("LUC-TRAIT-16 with Guts two one-handed weapons stay one-handed: dual-wielding them costs 1 action", () => {
    const g = someone("G", {
      items: [club, knife],
      designated: ["Club", "Knife"],
      traits: trio("Guts", "Hunk", "Shuffle"),
    });
    const r = run(
      tableOf(o, { g, b: someone("B") }),
      "attack",
      { attacker: "g", defender: "b", offHand: "Knife" },
      [5],
    );
    expect(out(r)).toMatchObject({ weapon: "Club", dualWielding: true, cost: 1 });
  });

  it("LUC-OPT-1 a fist and a knife: dual-wielding, 1 action (the fist has no size to check)", () => {
    const a = someone("A", { items: [knife], designated: ["Knife"] });
    const r = run(
      tableOf(o, { a, b: someone("B") }),
      "attack",
      { attacker: "a", defender: "b", weapon: "unarmed", offHand: "Knife" },
      [5],
    );
    expect(out(r)).toMatchObject({ weapon: "unarmed strike", dualWielding: true, cost: 1 });
  });

  it("LUC-TRAIT-8 an adjacent ally must be someone else, and known, each on its own path", () => {
    const s = tableOf(o, { a: someone("A"), b: someone("B"), c: someone("C") });
    const refused = { code: "invalid", message: "an adjacent ally is someone else" };
    expect(
      fails(() => run(s, "attack", { attacker: "a", defender: "b", adjacentAllies: ["c", "b"] }, [5])),
    ).toEqual({ ...refused, path: ["adjacentAllies", 1] });
    expect(
      fails(() => run(s, "attack", { attacker: "a", defender: "b", adjacentAllies: ["a"] }, [5])),
    ).toEqual({
      ...refused,
      path: ["adjacentAllies", 0],
    });
    expect(
      fails(() => run(s, "attack", { attacker: "a", defender: "b", adjacentAllies: ["c", "zz"] }, [5])),
    ).toMatchObject({ code: "not_found", path: ["adjacentAllies", 1] });
  });
});

describe("attack: bonuses, one at a time", () => {
  it("LUC-TRAIT-8 a Defender ally adds shield and weapon Protection; an ally without Defender adds nothing", () => {
    const parry = { name: "Parrying dagger", kind: "weapon", damage: "1d4", range: "melee", protection: 1 };
    const buckler = { name: "Buckler", kind: "shield", protection: 2 };
    const kit = { items: [parry, buckler], designated: ["Parrying dagger", "Buckler"] };
    const s = tableOf(o, {
      a: someone("A", { items: [club], designated: ["Club"] }),
      b: someone("B"),
      d: someone("D", { ...kit, traits: trio("Defender", "Hunk", "Guts") }),
      n: someone("N", kit),
    });
    const r = run(s, "attack", { attacker: "a", defender: "b", adjacentAllies: ["n", "d"] }, [11, 4]);
    expect(out(r)).toMatchObject({
      protection: 3,
      // The ally's buckler and dagger count once, under `allies`: the parts add up to `protection`.
      protectionParts: { armor: 0, shield: 0, weapon: 0, allies: 3, adrenaline: 0, oneOnOne: 0, removed: [] },
      damage: 2,
    });
  });

  it("LUC-CMB-8 the defender's own weapon Protection adds to armour and shield", () => {
    const parry = { name: "Parrying dagger", kind: "weapon", damage: "1d4", range: "melee", protection: 1 };
    const b = someone("B", {
      items: [
        parry,
        { name: "Buckler", kind: "shield", protection: 2 },
        { name: "Coat", kind: "armor", protection: 3 },
      ],
      designated: ["Parrying dagger", "Buckler"],
    });
    const s = tableOf(o, { a: someone("A", { items: [club], designated: ["Club"] }), b });
    expect(out(run(s, "attack", { attacker: "a", defender: "b" }, [15, 4]))).toMatchObject({
      protection: 6,
      protectionParts: { armor: 3, shield: 2, weapon: 1 },
    });
  });

  it("LUC-TRAIT-22 the defender's own strongest Adrenaline Rush counts; another character's does not", () => {
    const cond = (id: string, target: string, rating: number | null) => ({
      id,
      target,
      name: "adrenaline rush",
      rating,
      duration: null,
      source: null,
    });
    const chars = {
      a: someone("A", { items: [club], designated: ["Club"] }),
      b: someone("B"),
      c: someone("C"),
    };
    const s = tableOf(o, chars, {
      conditions: [cond("x1", "b", 4), cond("x2", "b", 6), cond("x3", "c", 9), cond("x4", "b", null)],
    });
    const r = run(s, "attack", { attacker: "a", defender: "b" }, [15, 4]);
    expect(out(r)).toMatchObject({ protection: 6, protectionParts: { adrenaline: 6 } });
    // Another rated condition on the defender adds no Protection.
    const other = { ...cond("x5", "b", 3), name: "bleeding" };
    expect(
      out(
        run(tableOf(o, chars, { conditions: [other] }), "attack", { attacker: "a", defender: "b" }, [15, 4]),
      ),
    ).toMatchObject({ protection: 0, protectionParts: { adrenaline: 0 } });
    const none = tableOf(o, chars, { conditions: [cond("x4", "b", null)] });
    expect(out(run(none, "attack", { attacker: "a", defender: "b" }, [15, 4]))).toMatchObject({
      protection: 0,
    });
  });

  it("LUC-TRAIT-20 1 on 1 needs the GM's flag: the trait alone adds nothing on either side", () => {
    const t = trio("1 on 1", "Hunk", "Guts");
    const s = tableOf(o, {
      a: someone("A", { items: [club], designated: ["Club"], traits: t }),
      b: someone("B", { traits: t }),
    });
    expect(out(run(s, "attack", { attacker: "a", defender: "b" }, [12, 3]))).toMatchObject({
      penetration: 2,
      damageBeforeProtection: 3,
      protection: 0,
      protectionParts: { oneOnOne: 0 },
    });
    // The flag without the trait: nothing either.
    const plain = tableOf(o, { a: someone("A", { items: [club], designated: ["Club"] }), b: someone("B") });
    expect(
      out(run(plain, "attack", { attacker: "a", defender: "b", oneOnOne: true }, [12, 3])),
    ).toMatchObject({
      penetration: 2,
      damageBeforeProtection: 3,
      protection: 0,
    });
  });

  it("LUC-TRAIT-12 Shieldbreaker says what it ignores; against no shield it says nothing", () => {
    const buckler = { name: "Buckler", kind: "shield", protection: 3 };
    const a = someone("A", {
      items: [club],
      designated: ["Club"],
      traits: trio("Shieldbreaker", "Hunk", "Guts"),
    });
    const s = tableOf(o, {
      a,
      b: someone("B", { items: [buckler], designated: ["Buckler"] }),
      c: someone("C", { items: [{ name: "Coat", kind: "armor", protection: 1 }] }),
    });
    expect(out(run(s, "attack", { attacker: "a", defender: "b" }, [15, 4]))).toMatchObject({
      protection: 0,
      protectionParts: { shield: 0, removed: ["Shieldbreaker ignores 3 shield Protection"] },
    });
    expect(out(run(s, "attack", { attacker: "a", defender: "c" }, [15, 4]))).toMatchObject({
      protection: 1,
      protectionParts: { armor: 1, shield: 0, removed: [] },
    });
  });

  it("LUC-TRAIT-12 LUC-TRAIT-8 Shieldbreaker also ignores a shield a Defender ally lends, not the ally's weapon", () => {
    const parry = { name: "Parrying dagger", kind: "weapon", damage: "1d4", range: "melee", protection: 1 };
    const buckler = { name: "Buckler", kind: "shield", protection: 2 };
    const s = tableOf(o, {
      a: someone("A", { items: [club], designated: ["Club"], traits: trio("Shieldbreaker", "Hunk", "Guts") }),
      b: someone("B", { items: [{ ...buckler, name: "Targe", protection: 1 }], designated: ["Targe"] }),
      d: someone("D", {
        items: [parry, buckler],
        designated: ["Parrying dagger", "Buckler"],
        traits: trio("Defender", "Hunk", "Guts"),
      }),
    });
    const r = out(run(s, "attack", { attacker: "a", defender: "b", adjacentAllies: ["d"] }, [15, 4]));
    expect(r).toMatchObject({
      protection: 1,
      protectionParts: {
        armor: 0,
        shield: 0,
        weapon: 0,
        allies: 1,
        adrenaline: 0,
        oneOnOne: 0,
        removed: ["Shieldbreaker ignores 3 shield Protection"],
      },
    });
    const { removed, ...parts } = (r as { protectionParts: Record<string, number> & { removed: string[] } })
      .protectionParts;
    expect(Object.values(parts).reduce((a, b) => a + b, 0)).toBe((r as { protection: number }).protection);
  });

  it("LUC-TRAIT-19 a Brawler's strike says it ignores Protection; a Brawler's weapon does not ignore it", () => {
    const a = someone("A", { items: [club], designated: ["Club"], traits: trio("Brawler", "Hunk", "Guts") });
    const s = tableOf(o, { a, b: someone("B", { items: [{ name: "Coat", kind: "armor", protection: 2 }] }) });
    expect(out(run(s, "attack", { attacker: "a", defender: "b", weapon: "unarmed" }, [15, 3]))).toMatchObject(
      {
        protection: 0,
        protectionParts: { armor: 2, removed: ["a Brawler's unarmed strike ignores Protection"] },
      },
    );
    expect(out(run(s, "attack", { attacker: "a", defender: "b" }, [15, 3]))).toMatchObject({
      protection: 2,
      cost: 2,
      protectionParts: { removed: [] },
    });
  });

  it("LUC-TRAIT-4 LUC-TRAIT-5 Impaler adds STR only to STR attacks, Breakthrough DEX only to DEX attacks", () => {
    const traits = trio("Impaler", "Breakthrough", "Guts");
    const a = someone("A", {
      attributes: { STR: 2, DEX: 1 },
      items: [club, sling],
      designated: ["Club", "Sling"],
      traits,
    });
    const s = tableOf(o, { a, b: someone("B") });
    // Club (STR): 15 + 2 = 17 → Pen 7 + 2; D 3.
    expect(out(run(s, "attack", { attacker: "a", defender: "b", weapon: "Club" }, [15, 3]))).toMatchObject({
      penetration: 9,
      damageBeforeProtection: 3,
    });
    // Sling (DEX): 15 + 1 = 16 → Pen 6; D 3 + 1.
    expect(out(run(s, "attack", { attacker: "a", defender: "b", weapon: "Sling" }, [15, 3]))).toMatchObject({
      penetration: 6,
      damageBeforeProtection: 4,
    });
  });

  it("LUC-TRAIT-27 an improvised weapon without Improvised Fighter gets nothing extra; a Backstabber not flanking neither", () => {
    const chair = { name: "Chair", kind: "weapon", damage: "1d4", range: "melee", improvised: true };
    const a = someone("A", {
      items: [chair],
      designated: ["Chair"],
      traits: trio("Backstabber", "Hunk", "Guts"),
    });
    const r = run(tableOf(o, { a, b: someone("B") }), "attack", { attacker: "a", defender: "b" }, [12, 2]);
    expect(out(r)).toMatchObject({ penetration: 2, damageBeforeProtection: 2 });
    // Improvised Fighter with fists: fists are not improvised.
    const f = someone("F", { traits: trio("Improvised Fighter", "Hunk", "Guts") });
    const fists = run(tableOf(o, { f, b: someone("B") }), "attack", { attacker: "f", defender: "b" }, [12]);
    expect(out(fists)).toMatchObject({ penetration: 2, damageBeforeProtection: 1 });
  });

  it("LUC-LUC-8 lucidityAttackPenetration sets the Penetration of an attack won by a Lucidity roll", () => {
    const a = someone("A", { items: [club], designated: ["Club"], lucidity: 10 });
    const b = someone("B", { items: [{ name: "Coat", kind: "armor", protection: 3 }] });
    const s = tableOf(book({ lucidityAttackPenetration: 3 }), { a, b });
    expect(out(run(s, "attack", { attacker: "a", defender: "b", lucidity: true }, [5, 4]))).toMatchObject({
      penetration: 3,
      damage: 4,
    });
    const margin = tableOf(book({ lucidityAttackPenetration: "margin" }), { a, b });
    // Target 10, face 5: margin 10 − 5 + 1 = 6.
    expect(
      out(run(margin, "attack", { attacker: "a", defender: "b", lucidity: true }, [5, 4])),
    ).toMatchObject({
      penetration: 6,
    });
  });

  it("LUC-LUC-8 buffsApplyToLucidity: a Buff die moves an attack's Lucidity target", () => {
    const a = someone("A", { items: [club], designated: ["Club"], lucidity: 10 });
    const s = tableOf(book({ buffsApplyToLucidity: true }), { a, b: someone("B") });
    const r = run(s, "attack", { attacker: "a", defender: "b", lucidity: true, buffs: ["x"] }, [14, 5, 2]);
    expect(out(r)).toMatchObject({ hit: true, by: "lucidity" });
    const plain = tableOf(o, { a, b: someone("B") });
    expect(
      out(run(plain, "attack", { attacker: "a", defender: "b", lucidity: true, buffs: ["x"] }, [14])),
    ).toMatchObject({ hit: false });
  });
});
