// Tests written to kill surviving mutants of advance.ts (issue 21): the log lines of XP, levels and
// recalculated maximums, every refusal's words and field, the level warning's plural, and skills
// raised per level.
import { describe, expect, it } from "vitest";
import { book, fails, someone } from "../testing/helpers.js";
import { awardXp, levelUp, levelWarning, raisable, recalculate, xpForGold } from "./advance.js";

const o = book();
const withXp = (xp: number, patch: Record<string, unknown> = {}) =>
  awardXp(someone("A", patch), xp, "milestone", "", o).character;

describe("advancement, words and edges", () => {
  it("LUC-ADV-1 the XP line with and without a note; a negative or fractional amount is refused", () => {
    const c = someone("A");
    expect(awardXp(c, 5, "other", "", o).changes).toEqual(["A gains 5 XP (other): 0 → 5"]);
    expect(awardXp(c, 5, "milestone", "the bridge", o).changes).toEqual([
      "A gains 5 XP (milestone: the bridge): 0 → 5",
    ]);
    expect(awardXp(c, 0, "other", "", o).character.xp).toBe(0);
    const bad = { code: "invalid", message: "amount: a whole number ≥ 0", path: ["amount"] };
    expect(fails(() => awardXp(c, -1, "other", "", o))).toEqual(bad);
    expect(fails(() => awardXp(c, 1.5, "other", "", o))).toEqual(bad);
  });

  it("LUC-ADV-2 the level warning: none below the next level, one increase, two increases", () => {
    expect(awardXp(someone("A"), 9, "other", "", o).warnings).toEqual([]);
    expect(levelWarning(withXp(10), o)).toEqual(["A can now reach level 2: choose 1 attribute increase"]);
    expect(levelWarning(withXp(30), o)).toEqual(["A can now reach level 3: choose 2 attribute increases"]);
    expect(levelWarning(someone("B", { level: 2 }), o)).toEqual([]);
  });

  it("LUC-ADV-1 gold to XP rounds down; without a rate it is refused, naming the field", () => {
    expect(xpForGold(25, book({ xpPerGold: 0.1 }))).toBe(2);
    expect(fails(() => xpForGold(10, o))).toEqual({
      code: "refused",
      message: "no xpPerGold rate is set: award the XP directly",
      path: ["gold"],
    });
  });

  it("LUC-ADV-4 raisable lists the attributes below +3, in order", () => {
    expect(raisable(someone("A", { attributes: { STR: 3, DEX: 2, CHA: 3 } }))).toEqual([
      "DEX",
      "CON",
      "KNO",
      "AWA",
      "WIL",
    ]);
  });

  it("LUC-ADV-4 refusals: no level to take, the wrong count, not an attribute, a lost increase while one is open", () => {
    expect(fails(() => levelUp(withXp(9), ["STR"], o))).toEqual({
      code: "refused",
      message: "A has no level to take (9 XP is level 1)",
      path: ["increases"],
    });
    expect(fails(() => levelUp(withXp(30), ["STR"], o))).toEqual({
      code: "invalid",
      message: "increases: 2 level(s) gained, so choose 2 attribute(s)",
      path: ["increases"],
    });
    expect(fails(() => levelUp(withXp(10), ["LUCK" as "STR"], o))).toEqual({
      code: "invalid",
      message: "increases.0: 'LUCK' is not an attribute",
      path: ["increases", 0],
    });
    expect(fails(() => levelUp(withXp(30, { attributes: { STR: 2 } }), ["STR", "STR"], o))).toEqual({
      code: "refused",
      message: "increases.1: STR is already +3 and cannot be chosen",
      path: ["increases", 1],
    });
    const almost = { STR: 3, DEX: 3, CON: 3, KNO: 3, AWA: 3, WIL: 3, CHA: 2 };
    expect(fails(() => levelUp(withXp(10, { attributes: almost }), [null], o))).toEqual({
      code: "invalid",
      message: "increases.0: choose one of CHA",
      path: ["increases", 0],
    });
  });

  it("LUC-ADV-4 LUC-ADV-5 the level lines and the three recalculated maximums", () => {
    const r = levelUp(withXp(10, { attributes: { CON: 1 } }), ["CON"], o);
    expect(r.changes[0]).toBe("A reaches level 2: CON +1 → +2");
    expect(r.changes.slice(1)).toEqual([
      "maximum Health 7 → 14 (current 7 → 14)",
      "maximum Energy 6 → 10 (current 6 → 10)",
      "maximum Lucidity 14 → 15 (current 14 → 15)",
    ]);
    const all3 = { STR: 3, DEX: 3, CON: 3, KNO: 3, AWA: 3, WIL: 3, CHA: 3 };
    expect(levelUp(withXp(10, { attributes: all3 }), [null], o).changes[0]).toBe(
      "A reaches level 2; every attribute is at +3, so the increase is lost",
    );
    expect(levelUp(withXp(10, { attributes: { STR: -1 } }), ["STR"], o).changes[0]).toBe(
      "A reaches level 2: STR −1 → +0",
    );
  });

  it("LUC-HP-3 a maximum that falls caps the current value; one that stays leaves it", () => {
    const c = someone("A", { attributes: { CON: 1 }, health: 7 });
    const lower = { ...c, attributes: { ...c.attributes, CON: 0 } };
    const r = recalculate(c, lower, { h: 7, e: 6, l: 14 }, o);
    expect(r.character.health).toBe(6);
    expect(r.changes[0]).toBe("maximum Health 7 → 6 (current 7 → 6)");
    const same = recalculate(c, c, { h: 7, e: 6, l: 14 }, o);
    expect([same.character.health, same.character.energy, same.character.lucidity]).toEqual([7, 6, 14]);
  });

  it("LUC-SKILL-6 one rank per level: the line, the count, rank 5 is the top", () => {
    const per = book({ skillAdvancement: "one-rank-per-level" });
    const c = awardXp(someone("A", { skills: { Swords: 4, Charm: 2 } }), 30, "milestone", "", per).character;
    const r = levelUp(c, ["STR", "DEX"], per, ["Swords", "Charm"]);
    expect(r.character.skills).toMatchObject({ Swords: 5, Charm: 3 });
    expect(r.changes.slice(0, 4)).toEqual([
      "A reaches level 2: STR +0 → +1",
      "Swords rank 4 → 5",
      "A reaches level 3: DEX +0 → +1",
      "Charm rank 2 → 3",
    ]);
    expect(fails(() => levelUp(c, ["STR", "DEX"], per, ["Swords"]))).toEqual({
      code: "invalid",
      message: "skills: name 2 skill(s), one per level",
      path: ["skills"],
    });
    expect(fails(() => levelUp(c, ["STR", "DEX"], per, ["Swords", "Swords"]))).toEqual({
      code: "refused",
      message: "skills.1: Swords is already rank 5",
      path: ["skills", 1],
    });
    expect(levelUp(c, ["STR", "DEX"], per, ["Stealth", "Stealth"]).character.skills.Stealth).toBe(2);
    expect(fails(() => levelUp(c, ["STR", "DEX"], o, ["Swords", "Charm"]))).toEqual({
      code: "refused",
      message: "skills: only the GM changes skill ranks after creation (skillAdvancement)",
      path: ["skills"],
    });
    expect(levelUp(c, ["STR", "DEX"], o).character.skills).toMatchObject({ Swords: 4, Charm: 2 });
  });
});

describe("advancement, more edges", () => {
  it("LUC-HP-3 a maximum that falls leaves a current value already below it untouched", () => {
    const c = someone("A", { attributes: { CON: 1 }, health: 3 });
    const lower = { ...c, attributes: { ...c.attributes, CON: 0 } };
    expect(recalculate(c, lower, { h: 7, e: 6, l: 14 }, o).character.health).toBe(3);
  });

  it("LUC-ADV-4 the lost-increase refusal lists every attribute still open", () => {
    const two = { STR: 3, DEX: 3, CON: 3, KNO: 3, AWA: 3, WIL: 2, CHA: 2 };
    expect(fails(() => levelUp(withXp(10, { attributes: two }), [null], o)).message).toBe(
      "increases.0: choose one of WIL, CHA",
    );
  });
});
