import { describe, expect, it } from "vitest";
import { book, someone, ysoldeWith } from "../testing/helpers.js";
import {
  capacityOf,
  defenseOf,
  derive,
  designatedLimitOf,
  maxHealth,
  slotsUsed,
  welcomeAtBusinesses,
} from "./derive.js";

const o = book();
const attrs = (a: Record<string, number>) => ({ attributes: a });

describe("derived values", () => {
  it("LUC-ATTR-4 Defense = 10 + DEX + AWA: DEX +2, AWA +1 → 13; DEX −1, AWA 0 → 9", () => {
    expect(defenseOf(someone("A", attrs({ DEX: 2, AWA: 1 })), o)).toBe(13);
    expect(defenseOf(someone("B", attrs({ DEX: -1 })), o)).toBe(9);
  });

  it("LUC-ATTR-4 the defenseBase and defenseAttributes options", () => {
    const c = someone("A", attrs({ DEX: 2, AWA: 1, CON: 1 }));
    expect(defenseOf(c, book({ defenseBase: 8 }))).toBe(11);
    expect(defenseOf(c, book({ defenseAttributes: ["DEX", "CON"] }))).toBe(13);
  });

  it("LUC-ATTR-2 every rule reads the modifier (−3 … +3), never a score", () => {
    expect(() => someone("A", attrs({ STR: 13 }))).toThrow(/attributes\.STR/);
  });

  it("LUC-TRAIT-9 Precognition: DEX 0, KNO +3, AWA +1 → 14 instead of 11", () => {
    const a = attrs({ KNO: 3, AWA: 1 });
    expect(defenseOf(someone("A", a), o)).toBe(11);
    expect(
      defenseOf(
        someone("A", { ...a, traits: [{ name: "Precognition" }, { name: "Hunk" }, { name: "Guts" }] }),
        o,
      ),
    ).toBe(14);
  });

  it("LUC-TRAIT-6 Hunk: STR 0, level 3, CON +1 → 22 slots", () => {
    const c = someone("H", {
      ...attrs({ CON: 1 }),
      level: 3,
      traits: [{ name: "Hunk" }, { name: "Guts" }, { name: "Shuffle" }],
    });
    expect(capacityOf(c)).toBe(22);
  });

  it("LUC-TRAIT-17 Willful: level 3, CON 0, WIL +2 → 20 (14 without)", () => {
    const plain = someone("W", { ...attrs({ WIL: 2 }), level: 3 });
    expect(maxHealth(plain, o)).toBe(14);
    const willful = someone("W", {
      ...attrs({ WIL: 2 }),
      level: 3,
      traits: [{ name: "Willful" }, { name: "Hunk" }, { name: "Guts" }],
    });
    expect(maxHealth(willful, o)).toBe(20);
  });

  it("LUC-TRAIT-25 Healthy Living: +5 for the holder and companions, once unless healthyLivingStacks", () => {
    const holder = someone("H", { traits: [{ name: "Healthy Living" }, { name: "Hunk" }, { name: "Guts" }] });
    expect(maxHealth(holder, o)).toBe(11);
    const friend = someone("F", { companionTraits: ["Healthy Living", "Healthy Living"] });
    expect(maxHealth(friend, o)).toBe(11);
    expect(maxHealth(friend, book({ healthyLivingStacks: true }))).toBe(16);
  });

  it("LUC-TRAIT-28 Businessman: welcome at businesses with 100 gold, not with 99", () => {
    const c = someone("B", { traits: [{ name: "Businessman" }, { name: "Hunk" }, { name: "Guts" }] });
    expect(welcomeAtBusinesses({ ...c, gold: 100 })).toBe(true);
    expect(welcomeAtBusinesses({ ...c, gold: 99 })).toBe(false);
  });

  it("LUC-TRAIT-32 Organized: +2 designated items", () => {
    const c = someone("O", { traits: [{ name: "Organized" }, { name: "Hunk" }, { name: "Guts" }] });
    expect(designatedLimitOf(c)).toBe(4);
  });

  it("LUC-SLOT-2 LUC-SLOT-3 most items 1 slot, a bundle 1, a two-handed item 2, 20 arrows 1, 500 coins 1", () => {
    const c = someone("S", {
      items: [
        { name: "Rope" },
        { name: "Caltrops", quantity: 12, bundle: true },
        { name: "Greatsword", kind: "weapon", damage: "2d6", size: "two-handed" },
        { name: "Arrows", kind: "arrows", quantity: 20 },
      ],
      gold: 500,
    });
    expect(slotsUsed(c, o)).toBe(1 + 1 + 2 + 1 + 1);
  });

  it("the derived values table: level 1 with CON +2, WIL +1, STR +1, DEX +2, AWA +1", () => {
    const c = someone("D", attrs({ CON: 2, WIL: 1, STR: 1, DEX: 2, AWA: 1 }));
    expect(derive(c, o)).toMatchObject({
      maxLucidity: 14,
      maxHealth: 8,
      maxEnergy: 7,
      defense: 13,
      itemSlots: 19,
      designatedLimit: 4,
    });
  });

  it("Protection: worn armour, designated shields and weapons", () => {
    expect(derive(ysoldeWith(), o).protection).toEqual({ armor: 2, shield: 1, weapon: 0, total: 3 });
  });
});
