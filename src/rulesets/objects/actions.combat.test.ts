// Attacks as the table runs them: faces are listed in roll order — attack dice, then the
// defender's Defend dice, then damage dice.

import { describe, expect, it } from "vitest";
import type { ObjCharacter } from "./character/index.js";
import { sampleItem } from "./data/equipment.js";
import { exampleTable } from "./examples.js";
import { engineError, oddsFor, opts, run, sheet, sheetAfter, table } from "./testing/helpers.js";

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

describe("attack", () => {
  it("OBJ-ACT-3 OBJ-ACT-5 OBJ-DMG-2 OBJ-DMG-5 DEX 3 + Melee 2 against Dodge 2: [6,5,1,2,3] hits; STR 3 + Long Sword 5 = 8 dice against STA 2 + Armor 1, [6,5,5,5,1,2,3,4] → 2 damage", () => {
    const s = duel(swordsman(), target());
    const r = run(
      s,
      "attack",
      { attacker: "a", defender: "d", defend: false },
      [6, 5, 1, 2, 3, 6, 5, 5, 5, 1, 2, 3, 4],
    );
    expect(r.outcome).toMatchObject({
      outcome: "hit",
      attackPool: 5,
      attackSuccesses: 2,
      attackDifficulty: 2,
      damagePool: 8,
      damageSuccesses: 4,
      threshold: 3,
      damage: 2,
      kind: "lethal",
    });
    expect(sheetAfter(r.events, "d")!.damage).toEqual({ lethal: 2, nonLethal: 0 });
    expect(r.used).toBe(13);
  });

  it("OBJ-ACT-5 [6,1,1,2,3] against Dodge 2 misses: no Defend, no damage roll", () => {
    const r = run(duel(swordsman(), target()), "attack", { attacker: "a", defender: "d" }, [6, 1, 1, 2, 3]);
    expect(r.roll.partition).toBe("miss");
    expect(r.used).toBe(5);
    expect(r.events.map((e) => e.type)).toEqual(["roll"]);
  });

  it("a miss by one success says '1 success' (pluralised), not '1 successes'", () => {
    const r = run(duel(swordsman(), target()), "attack", { attacker: "a", defender: "d" }, [6, 1, 1, 2, 3]);
    expect(r.roll.summary).toBe("Ash attacks Bo with Long Sword and misses (1 success, 2 needed)");
    const none = run(
      duel(swordsman(), target()),
      "attack",
      { attacker: "a", defender: "d" },
      [1, 1, 1, 2, 3],
    );
    expect(none.roll.summary).toContain("(0 successes, 2 needed)");
  });

  it("OBJ-ACT-5 OBJ-ROLL-12 target Dodge 0, DEX 3 → difficulty 1; a pool of 2 against Dodge 4 → effective 2", () => {
    const r = run(
      duel(swordsman(), target({ skills: {} })),
      "attack",
      { attacker: "a", defender: "d", defend: false },
      [5, 1, 1, 1, 1, ...Array(8).fill(1)],
    );
    expect(r.outcome).toMatchObject({ attackDifficulty: 1, outcome: "hit" });
    const weak = swordsman({ attributes: { dexterity: 1, strength: 3 }, skills: { melee: 1 } });
    const r2 = run(
      duel(weak, target({ skills: { dodge: 4 } })),
      "attack",
      { attacker: "a", defender: "d" },
      [5, 1],
    );
    expect(r2.outcome).toMatchObject({ attackDifficulty: 4, effectiveAttackDifficulty: 2, outcome: "miss" });
  });

  it("OBJ-ROLL-12 OBJ-ROLL-8 a target with Dodge 0 and DEX 1 is hit automatically: difficulty 0", () => {
    const slow = target({ skills: {}, attributes: { dexterity: 1, stamina: 2 } });
    const r = run(duel(swordsman(), slow), "attack", { attacker: "a", defender: "d", defend: false }, [
      1,
      1,
      1,
      1,
      1,
      ...Array(8).fill(1),
    ]);
    expect(r.outcome).toMatchObject({ attackDifficulty: 0, attackSuccesses: 0, outcome: "hit" });
  });

  it("OBJ-ACT-6 OBJ-DMG-1 attacker Melee 3, defender DEX 3 + Dodge 2: [6,5,5,1,2] → dodged, no damage roll", () => {
    const s = duel(swordsman({ skills: { melee: 3 } }), target());
    const r = run(s, "attack", { attacker: "a", defender: "d" }, [6, 6, 1, 1, 1, 1, 6, 5, 5, 1, 2]);
    expect(r.outcome).toMatchObject({
      outcome: "dodged",
      defendPool: 5,
      defendSuccesses: 3,
      defendDifficulty: 3,
      damage: 0,
    });
    expect(r.used).toBe(11);
    expect(r.events.some((e) => e.type === "character.changed")).toBe(false);
  });

  it("OBJ-ACT-6 [6,5,2,1,3] → 2 of 3: not dodged, the damage roll follows", () => {
    const s = duel(swordsman({ skills: { melee: 3 } }), target());
    const r = run(s, "attack", { attacker: "a", defender: "d" }, [
      6,
      6,
      1,
      1,
      1,
      1,
      6,
      5,
      2,
      1,
      3,
      ...Array(8).fill(1),
    ]);
    expect(r.outcome).toMatchObject({ outcome: "hit", defendSuccesses: 2, damagePool: 8 });
  });

  it("OBJ-ACT-7 an unskilled attacker with DEX 5 → Defend difficulty 2; a defender without Dodge rolls half DEX", () => {
    const brawler = swordsman({ attributes: { dexterity: 5, strength: 3 }, skills: {} });
    const s = duel(brawler, target({ skills: {}, attributes: { dexterity: 4, stamina: 2 } }));
    const r = run(s, "attack", { attacker: "a", defender: "d" }, [5, 5, 6, 5, ...Array(8).fill(1)]);
    expect(r.outcome).toMatchObject({
      attackPool: 2,
      attackDifficulty: 2,
      defendDifficulty: 2,
      defendPool: 2,
      outcome: "dodged",
    });
  });

  it("OBJ-ACT-8 Defend is rolled against every hit and costs the defender nothing", () => {
    const s = duel(swordsman({ skills: { melee: 3 } }), target());
    const r = run(s, "attack", { attacker: "a", defender: "d" }, [6, 6, 1, 1, 1, 1, 6, 5, 5, 1, 2]);
    expect(r.events.filter((e) => e.type === "budget.spent")).toEqual([]);
    // The Defend roll was made: Bo's DEX 3 + Dodge 2 = 5 dice, all five faces used, and it decided.
    expect(r.used).toBe(11);
    expect(r.outcome).toMatchObject({ defendPool: 5, outcome: "dodged" });
    expect(r.faces.slice(6)).toEqual([6, 5, 5, 1, 2]);
    // A second hit on Bo is defended again, and a failed Defend lets the hit through.
    const again = run(s, "attack", { attacker: "a", defender: "d" }, [
      6,
      6,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      ...Array(8).fill(1),
    ]);
    expect(again.outcome).toMatchObject({ defendPool: 5, outcome: "hit" });
  });

  it("OBJ-ACT-8 with defendMode declared-action only a character who took the Defend action rolls it", () => {
    const dm = opts({ defendMode: "declared-action" });
    const s = table(dm, { a: swordsman(), d: target() });
    const r = run(s, "attack", { attacker: "a", defender: "d" }, [6, 6, 1, 1, 1, ...Array(8).fill(1)]);
    expect(r.outcome).toMatchObject({
      outcome: "hit",
      defendPool: null,
      defendNote: "Bo did not take the Defend action this round",
    });
    const declared = run(s, "defend", { actor: "d" });
    const s2 = {
      ...s,
      conditions: declared.events.map((e) => (e as unknown as { condition: never }).condition),
    };
    expect(
      run(s2, "attack", { attacker: "a", defender: "d" }, [6, 6, 1, 1, 1, 6, 6, 1, 1, 1]).roll.partition,
    ).toBe("dodged");
    expect(engineError(() => run(exampleTable(o), "defend", { actor: "rook" })).message).toMatch(
      /free reaction/,
    );
  });

  it("OBJ-ACT-4 OBJ-DMG-3 ranged: DEX 3 + Ranged against Dodge; damage DEX 3 + Colt 3 = 6 dice", () => {
    // STR 1, not 3: ranged damage read from STR would be 4 dice, not 6.
    const gunman = sheet(o, {
      attributes: { dexterity: 3, strength: 1 },
      skills: { ranged: 2 },
      equipment: [sampleItem("colt45")],
    });
    const r = run(
      duel(gunman, target()),
      "attack",
      { attacker: "a", defender: "d", defend: false },
      [5, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    );
    expect(r.outcome).toMatchObject({ attackPool: 5, damagePool: 6, weapon: "Colt M1911A .45" });
  });

  it("OBJ-DMG-5 the cap on damage: Dagger, STR 2 → 3 dice against STA 4 + Armor 2; [5,5,6] → 1 damage, [5,5,4] → 0", () => {
    const knife = sheet(o, {
      attributes: { dexterity: 3, strength: 2 },
      skills: { melee: 2 },
      equipment: [sampleItem("dagger")],
    });
    const tough = target({
      attributes: { dexterity: 3, stamina: 4 },
      equipment: [{ name: "Plates", armor: 2 }],
    });
    const hit = [6, 6, 1, 1, 1];
    expect(
      run(duel(knife, tough), "attack", { attacker: "a", defender: "d", defend: false }, [...hit, 5, 5, 6])
        .outcome,
    ).toMatchObject({
      threshold: 6,
      effectiveThreshold: 3,
      damage: 1,
    });
    expect(
      run(duel(knife, tough), "attack", { attacker: "a", defender: "d", defend: false }, [...hit, 5, 5, 4])
        .outcome.damage,
    ).toBe(0);
  });

  it("refuses attacks by someone who cannot act, on the dead, and on oneself", () => {
    const down = swordsman({ damage: { lethal: 0, nonLethal: 6 } });
    expect(
      engineError(() => run(duel(down, target()), "attack", { attacker: "a", defender: "d" })).message,
    ).toMatch(/cannot act \(helpless\)/);
    const dead = target({ damage: { lethal: 6, nonLethal: 0 } });
    expect(
      engineError(() => run(duel(swordsman(), dead), "attack", { attacker: "a", defender: "d" })).message,
    ).toMatch(/dead/);
    expect(
      engineError(() => run(duel(swordsman(), target()), "attack", { attacker: "a", defender: "a" })).path,
    ).toEqual(["defender"]);
  });

  it("odds: hit, dodged, miss and the damage distribution are exact and consistent", () => {
    const s = duel(swordsman(), target());
    const odds = oddsFor(s, "attack", { attacker: "a", defender: "d", defend: false });
    // 5 dice, need 2: P(hit) = 1 − (2/3)^5 − 5 (1/3)(2/3)^4
    const pHit = 1 - (2 / 3) ** 5 - 5 * (1 / 3) * (2 / 3) ** 4;
    expect(odds.partition.hit).toBeCloseTo(pHit, 14);
    expect(odds.partition.dodged).toBe(0);
    const mass = odds.distributions.damage!.reduce((a, [, p]) => a + p, 0);
    expect(mass).toBeCloseTo(1, 14);
    expect(odds.distributions.damage![0]).toEqual([
      0,
      expect.closeTo(1 - pHit + pHit * odds.distributions.damageOnHit![0]![1], 12),
    ]);
  });
});
