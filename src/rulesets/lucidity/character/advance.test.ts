import { describe, expect, it } from "vitest";
import { book, someone } from "../testing/helpers.js";
import { awardXp, levelUp, xpForGold } from "./advance.js";
import { maxEnergy, maxHealth, maxLucidityOf } from "./derive.js";

const o = book();

describe("advancement", () => {
  it("LUC-ADV-1 the GM awards XP with a reason, logged; gold converts only at an xpPerGold rate", () => {
    const c = someone("A");
    const r = awardXp(c, 12, "gold", "the dragon's hoard", o);
    expect(r.character.xp).toBe(12);
    expect(r.character.xpLog).toEqual([
      { amount: 12, reason: "gold", note: "the dragon's hoard", total: 12 },
    ]);
    expect(r.warnings?.[0]).toMatch(/level 2/);
    expect(() => xpForGold(300, o)).toThrow(/xpPerGold/);
    expect(xpForGold(300, book({ xpPerGold: 0.1 }))).toBe(30);
  });

  it("LUC-ADV-4 +1 to one attribute per level: AWA +2 → +3 allowed; AWA +3 cannot be chosen", () => {
    const c = awardXp(someone("A", { attributes: { AWA: 2 } }), 10, "milestone", "", o).character;
    expect(levelUp(c, ["AWA"], o).character.attributes.AWA).toBe(3);
    const top = awardXp(someone("A", { attributes: { AWA: 3 } }), 10, "milestone", "", o).character;
    expect(() => levelUp(top, ["AWA"], o)).toThrow(/already \+3/);
  });

  it("LUC-ADV-4 several levels at once give one +1 each; with every attribute at +3 the increase is lost", () => {
    const c = awardXp(someone("A"), 30, "milestone", "", o).character;
    expect(() => levelUp(c, ["STR"], o)).toThrow(/choose 2/);
    const up = levelUp(c, ["STR", "DEX"], o).character;
    expect(up.level).toBe(3);
    expect(up.levels.map((l) => l.increase)).toEqual(["STR", "DEX"]);
    const all3 = { STR: 3, DEX: 3, CON: 3, KNO: 3, AWA: 3, WIL: 3, CHA: 3 };
    const maxed = awardXp(someone("M", { attributes: all3 }), 10, "milestone", "", o).character;
    expect(() => levelUp(maxed, ["STR"], o)).toThrow(/already \+3/);
    expect(levelUp(maxed, [null], o).changes[0]).toMatch(/lost/);
    expect(() => levelUp(awardXp(someone("N"), 10, "other", "", o).character, [null], o)).toThrow(
      /choose one of/,
    );
  });

  it("LUC-ADV-5 level 1 → 2 with CON +1 → +2: maximum Lucidity 15, maximum Health 14", () => {
    const c = awardXp(someone("A", { attributes: { CON: 1 } }), 10, "milestone", "", o).character;
    const up = levelUp(c, ["CON"], o).character;
    expect(maxLucidityOf(up)).toBe(15);
    expect(maxHealth(up, o)).toBe(14);
    expect(up.lucidity).toBe(15);
  });

  it("LUC-HP-2 the incremental option: CON +1 at level 1 (7), then +2 at level 2 → 13", () => {
    const inc = book({ healthGrowth: "incremental" });
    const c = awardXp(someone("A", { attributes: { CON: 1 } }, inc), 10, "milestone", "", inc).character;
    expect(maxHealth(levelUp(c, ["CON"], inc).character, inc)).toBe(13);
  });

  it("LUC-HP-3 current Health rises with the maximum (7 of 7 → 14 of 14; 3 of 7 → 10); off: it stays", () => {
    const c = awardXp(someone("A", { attributes: { CON: 1 } }), 10, "milestone", "", o).character;
    expect(levelUp(c, ["CON"], o).character.health).toBe(14);
    expect(levelUp({ ...c, health: 3 }, ["CON"], o).character.health).toBe(10);
    const off = book({ levelUpRaisesCurrent: false });
    expect(levelUp({ ...c, health: 3 }, ["CON"], off).character.health).toBe(3);
  });

  it("LUC-EN-2 Energy follows WIL at level-up: WIL +1 → level 2 → 12", () => {
    const c = awardXp(someone("A", { attributes: { WIL: 1 } }), 10, "milestone", "", o).character;
    const up = levelUp(c, ["STR"], o).character;
    expect(maxEnergy(up, o)).toBe(12);
    expect(up.energy).toBe(12);
  });

  it("LUC-SKILL-6 skill ranks do not grow with levels unless skillAdvancement allows it", () => {
    const c = awardXp(someone("A", { skills: { Swords: 2 } }), 10, "milestone", "", o).character;
    expect(() => levelUp(c, ["STR"], o, ["Swords"])).toThrow(/only the GM/);
    const per = book({ skillAdvancement: "one-rank-per-level" });
    expect(levelUp(c, ["STR"], per, ["Swords"]).character.skills.Swords).toBe(3);
  });
});
