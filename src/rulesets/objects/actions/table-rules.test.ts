// Rules the audit of issue 21 found proven only by catalogue unit tests (data/data.test.ts), played
// here through the table: a check or an attack goes in as an action (resolveAction, the path a
// Session takes), and the roll's outcome and the sheet it leaves are what is asserted. Faces are
// scripted in roll order: attack dice, then damage dice (every attack here declines its Defend roll).

import { describe, expect, it } from "vitest";
import type { ObjCharacter } from "../character/index.js";
import { sampleItem } from "../data/equipment.js";
import { engineError, opts, run, sheet, sheetAfter, table } from "../testing/helpers.js";

const o = opts();

describe("objects rules at the table (issue 21)", () => {
  it("OBJ-ATTR-1 a check reads each of the six attributes by its short and full name; a seventh is refused", () => {
    // Distinct values so a check that read the wrong attribute would show the wrong pool.
    const c = sheet(o, {
      attributes: { strength: 1, dexterity: 2, stamina: 3, intelligence: 4, wisdom: 5, charisma: 6 },
    });
    const s = table(o, { c });
    const pairs: [string, string, number][] = [
      ["STR", "Strength", 1],
      ["DEX", "Dexterity", 2],
      ["STA", "Stamina", 3],
      ["INT", "Intelligence", 4],
      ["WIS", "Wisdom", 5],
      ["CHA", "Charisma", 6],
    ];
    for (const [short, full, value] of pairs) {
      for (const entry of [short, full]) {
        // Paired with Charisma (6) except Charisma itself, paired with Strength (1).
        const other = short === "CHA" ? "STR" : "CHA";
        const otherValue = short === "CHA" ? 1 : 6;
        const r = run(s, "check", { actor: "c", roll: [entry, other], difficulty: 1 }, Array(12).fill(1));
        expect(r.outcome.pool, entry).toBe(value + otherValue);
        expect(r.used, entry).toBe(value + otherValue);
      }
    }
    expect(
      engineError(() => run(s, "check", { actor: "c", roll: ["Luck", "DEX"], difficulty: 1 })).path,
    ).toEqual(["roll", 0]);
  });

  it("OBJ-SKILL-3 each of the nine sample skills is rolled from the sheet at its rating", () => {
    const names = [
      "Boating",
      "Dodge",
      "Driving",
      "Explosives",
      "Mechanics",
      "Melee",
      "Piloting",
      "Ranged",
      "Swimming",
    ];
    const ratings = Object.fromEntries(names.map((n, i) => [n.toLowerCase(), (i % 4) + 1]));
    const c = sheet(o, { attributes: { intelligence: 2 }, skills: ratings });
    const s = table(o, { c });
    names.forEach((name, i) => {
      const r = run(s, "check", { actor: "c", roll: ["INT", name], difficulty: 1 }, Array(8).fill(1));
      expect(r.outcome, name).toMatchObject({ form: "skill", pool: 2 + (i % 4) + 1 });
    });
  });

  it("OBJ-TRAIT-1 a trait is rolled at its rating, and its attached rule (Aquatic when swimming) applies", () => {
    const c = sheet(o, {
      attributes: { stamina: 2, dexterity: 2 },
      skills: { dodge: 1 },
      traits: [
        { trait: "fireproof", rating: 4, approved: true },
        { trait: "aquatic", rating: 3, approved: true },
      ],
    });
    const s = table(o, { c });
    const r = run(s, "check", { actor: "c", roll: ["STA", "Fireproof"], difficulty: 1 }, Array(8).fill(1));
    expect(r.outcome.pool).toBe(2 + 4);
    const dry = run(s, "check", { actor: "c", roll: ["DEX", "Dodge"], difficulty: 1 }, Array(9).fill(1));
    const wet = run(
      s,
      "check",
      { actor: "c", roll: ["DEX", "Dodge"], difficulty: 1, swimming: true },
      Array(9).fill(1),
    );
    expect(dry.outcome.pool).toBe(3);
    // The hook adds the Aquatic rating only when the task involves swimming.
    expect(wet.outcome.pool).toBe(3 + 3);
  });
});

/** An attacker whose attributes and skills all differ, so each pool shows which entries it used. */
const attacker = (weapon: string) =>
  sheet(o, {
    name: "Ash",
    attributes: { strength: 4, dexterity: 2 },
    skills: { melee: 1, ranged: 3 },
    equipment: [sampleItem(weapon)],
  });
const defender = (): ObjCharacter =>
  sheet(o, { name: "Bo", attributes: { dexterity: 1, stamina: 1 }, skills: {} });

describe("sample weapons in attacks (issue 21)", () => {
  const cases: [rule: string, key: string, name: string, mode: "melee" | "ranged", damage: number][] = [
    ["OBJ-EQUIP-8", "revolver38", ".38 Special Revolver", "ranged", 2],
    ["OBJ-EQUIP-11", "colt45", "Colt M1911A .45", "ranged", 3],
    ["OBJ-EQUIP-12", "dagger", "Dagger", "melee", 1],
    ["OBJ-EQUIP-14", "longSword", "Long Sword", "melee", 5],
    ["OBJ-EQUIP-19", "shortSword", "Short Sword", "melee", 3],
    ["OBJ-EQUIP-20", "wrench", "Wrench", "melee", 1],
  ];
  for (const [rule, key, name, mode, damage] of cases) {
    it(`${rule} OBJ-EQUIP-5 OBJ-SKILL-8 ${name}: ${mode}, lethal, Damage ${damage}`, () => {
      const s = table(o, { a: attacker(key), d: defender() });
      // DEX 2 + Melee 1 or Ranged 3; damage STR 4 (melee) or DEX 2 (ranged) + the weapon's Damage.
      const attackPool = 2 + (mode === "melee" ? 1 : 3);
      const damagePool = (mode === "melee" ? 4 : 2) + damage;
      const faces = [...Array(attackPool).fill(6), ...Array(damagePool).fill(6)];
      const r = run(s, "attack", { attacker: "a", defender: "d", weapon: name, defend: false }, faces);
      expect(r.outcome).toMatchObject({ weapon: name, hit: true, attackPool, damagePool, kind: "lethal" });
      const hurt = sheetAfter(r.events, "d")!;
      expect(hurt.damage.nonLethal).toBe(0);
      expect(hurt.damage.lethal).toBe(r.outcome.damage);
      expect(r.outcome.damage as number).toBeGreaterThan(0);
    });
  }

  it("OBJ-EQUIP-8 OBJ-EQUIP-11 with ammunition tracked the revolver holds 6 rounds and the Colt 9; a shot spends one", () => {
    const ta = opts({ trackAmmo: true });
    for (const [key, name, capacity] of [
      ["revolver38", ".38 Special Revolver", 6],
      ["colt45", "Colt M1911A .45", 9],
    ] as const) {
      const a = sheet(ta, {
        attributes: { dexterity: 2 },
        skills: { ranged: 3 },
        equipment: [sampleItem(key)],
      });
      expect(a.equipment[0]!.weapon!.capacity).toBe(capacity);
      const r = run(
        table(ta, { a, d: defender() }),
        "attack",
        { attacker: "a", defender: "d", weapon: name, defend: false },
        Array(20).fill(1),
      );
      expect(sheetAfter(r.events, "a")!.equipment[0]!.weapon!.rounds, name).toBe(capacity - 1);
    }
  });

  it("OBJ-EQUIP-2 one item in two categories: a spiked shield is the weapon it attacks with and the armour it wears", () => {
    const shield = {
      name: "Spiked Shield",
      armor: 2,
      weapon: { mode: "melee" as const, damage: 1, kind: "lethal" as const },
    };
    const a = sheet(o, {
      attributes: { strength: 4, dexterity: 2 },
      skills: { melee: 1 },
      equipment: [shield],
    });
    const d = sheet(o, { name: "Bo", attributes: { dexterity: 1, stamina: 1 }, equipment: [shield] });
    const r = run(
      table(o, { a, d }),
      "attack",
      { attacker: "a", defender: "d", defend: false },
      Array(20).fill(6),
    );
    // Weapon: STR 4 + Damage 1 = 5 dice; protection: the defender's STA 1 + Armor 2 = 3.
    expect(r.outcome).toMatchObject({ weapon: "Spiked Shield", damagePool: 5, threshold: 3 });
  });

  it("OBJ-EQUIP-2 OBJ-EQUIP-20 a tool: the Mechanic's Toolbox adds a die to Mechanics, not while its wrench is missing", () => {
    const box = sampleItem("mechanicsToolbox");
    const noWrench = sampleItem("mechanicsToolbox", { tool: { ...box.tool!, missing: ["Wrench"] } });
    const pool = (item: typeof box) =>
      run(
        table(o, {
          c: sheet(o, { attributes: { intelligence: 2 }, skills: { mechanics: 1 }, equipment: [item] }),
        }),
        "check",
        { actor: "c", roll: ["INT", "Mechanics"], difficulty: 1, tools: ["Mechanic's Toolbox"] },
        Array(6).fill(1),
      ).outcome.pool;
    expect(pool(box)).toBe(2 + 1 + 1);
    expect(pool(noWrench)).toBe(2 + 1);
    expect(box.tool!.components).toEqual(["Wrench"]);
  });
});
