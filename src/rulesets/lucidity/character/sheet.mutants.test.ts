// Tests written to kill surviving mutants of sheet.ts and derive.ts (issue 21): the terminal sheet line
// by line, Protection by where each item is, slots by kind of item, and who may act.
import { describe, expect, it } from "vitest";
import { book, someone } from "../testing/helpers.js";
import { canAct, derive, protectionParts, slotsOfItem } from "./derive.js";
import { itemSchema } from "./schema.js";
import { describe as sheetLines } from "./sheet.js";

const o = book();

describe("the sheet, line by line", () => {
  it("LUC-CHAR-2 a plain level-1 character", () => {
    const c = someone("Ann", { items: [{ name: "Lamp" }, { name: "Rope" }], designated: ["Rope"], gold: 12 });
    expect(sheetLines(c, o)).toEqual([
      "Ann — level 1, 0 XP (next level at 10)",
      "STR +0  DEX +0  CON +0  KNO +0  AWA +0  WIL +0  CHA +0",
      "Health 6/6  Energy 6/6  Lucidity 14/14",
      "Defense 10  Protection 0 (armor 0, shield 0, weapons 0)",
      "Traits: Rumor-monger, Businessman, Resourceful",
      "Skills: none",
      "Items (3/18 slots): Lamp, *Rope; 12 gold",
      "Designated (1/2): Rope",
    ]);
  });

  it("LUC-ZERO-1 LUC-TRAIT-2 an NPC with levels to take, custom traits, skills, no items, a status, pending and casting", () => {
    const base = someone("Gob", {
      npc: true,
      xp: 35,
      attributes: { STR: 2, DEX: -1 },
      skills: { Stealth: 3 },
      unrankedSkills: [{ name: "Goblin", kind: "language" }],
      traits: [
        { name: "Hunk" },
        { name: "Sneaky Git", custom: true, approved: false },
        { name: "Loud", custom: true },
      ],
      items: [],
      health: 0,
      energy: 3,
      lucidity: 5,
      status: "unconscious",
    });
    const c = {
      ...base,
      effects: {
        ...base.effects,
        pending: { kind: "guaranteed" as const, stage: "waiting" as const, used: false },
        casting: { spell: "Sleep", roundsLeft: 2 },
      },
    };
    expect(sheetLines(c, o)).toEqual([
      "Gob (NPC) — level 1, 35 XP (next level at 10), 2 level(s) to take",
      "STR +2  DEX −1  CON +0  KNO +0  AWA +0  WIL +0  CHA +0",
      "Health 0/6  Energy 3/6  no Lucidity  UNCONSCIOUS",
      "Defense 9  Protection 0 (armor 0, shield 0, weapons 0)",
      "Traits: Hunk, Sneaky Git (custom, awaiting GM approval), Loud (custom)",
      "Skills: Stealth 3, Goblin (language)",
      expect.stringMatching(/^Items \(0\/\d+ slots\): none; 0 gold$/),
      "Designated (0/1): none",
      "Pending: guaranteed turn (waiting)",
      "Casting Sleep: 2 round(s) left",
    ]);
  });

  it("LUC-SLOT-6 over capacity is shown; at level 6 there is no next level", () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ name: `Thing ${i}` }));
    const c = someone("P", { items: many }, book({ overCapacity: "allow-flagged" }));
    expect(sheetLines(c, book({ overCapacity: "allow-flagged" }))[6]).toMatch(
      /^Items \(20\/18 slots, OVER CAPACITY\): /,
    );
    expect(derive(c, o).overCapacity).toBe(true);
    const full = someone("Q", { items: many.slice(0, 18) });
    expect(derive(full, o).overCapacity).toBe(false);
    expect(sheetLines(someone("Top", { level: 6 }), o)[0]).toBe("Top — level 6, 150 XP");
  });
});

describe("derived values, edges", () => {
  it("LUC-SLOT-2 LUC-SLOT-3 slots: given, arrows by the 20, a bundle 1, two hands 2 each", () => {
    const item = (x: Record<string, unknown>) => itemSchema.parse({ name: "x", ...x });
    expect(slotsOfItem(item({ slots: 0, size: "massive" }), o)).toBe(0);
    expect(slotsOfItem(item({ kind: "arrows", quantity: 21 }), o)).toBe(2);
    expect(slotsOfItem(item({ bundle: true, quantity: 5 }), o)).toBe(1);
    expect(slotsOfItem(item({ size: "two-handed", quantity: 2 }), o)).toBe(4);
    expect(slotsOfItem(item({ size: "massive", twoHanded: false, quantity: 3 }), o)).toBe(3);
    expect(slotsOfItem(item({ quantity: 3 }), o)).toBe(3);
  });

  it("Protection: worn armour only; designated shields and weapons only; 0 skipped", () => {
    const c = someone("P", {
      attributes: { DEX: 2 },
      items: [
        { name: "Mail", kind: "armor", protection: 3 },
        { name: "Old mail", kind: "armor", protection: 2, worn: false },
        { name: "Buckler", kind: "shield", protection: 1 },
        { name: "Parrying dagger", kind: "weapon", protection: 1, shield: true },
        { name: "Staff", kind: "weapon", protection: 2 },
        { name: "Spare shield", kind: "shield", protection: 4 },
      ],
      designated: ["Buckler", "Parrying dagger", "Staff", "Mail"],
    });
    expect(protectionParts(c)).toEqual({ armor: 3, shield: 2, weapon: 2 });
    expect(derive(c, o).protection).toEqual({ armor: 3, shield: 2, weapon: 2, total: 7 });
  });

  it("LUC-ZERO-2 LUC-ZERO-7 who may act: the dead never, a final turn always, the unconscious not, an NPC at 0 not", () => {
    const c = someone("P", { health: 3 });
    expect(canAct(c, o)).toBe(true);
    expect(canAct({ ...c, status: "dead" }, o)).toBe(false);
    expect(canAct({ ...c, status: "unconscious" }, o)).toBe(false);
    const final = { kind: "final-turn" as const, stage: "active" as const, used: false };
    expect(canAct({ ...c, status: "unconscious", effects: { ...c.effects, pending: final } }, o)).toBe(true);
    expect(canAct({ ...c, status: "dead", effects: { ...c.effects, pending: final } }, o)).toBe(false);
    const guaranteed = { ...final, kind: "guaranteed" as const };
    expect(canAct({ ...c, status: "unconscious", effects: { ...c.effects, pending: guaranteed } }, o)).toBe(
      false,
    );
    const npc = someone("G", { npc: true, health: 0 });
    expect(canAct(npc, o)).toBe(false);
    expect(canAct({ ...npc, health: 1 }, o)).toBe(true);
    expect(canAct(npc, book({ npcsUseLucidity: true }))).toBe(true);
    expect(canAct(someone("H", { health: 0, lucidity: 3 }), o)).toBe(true);
  });
});
