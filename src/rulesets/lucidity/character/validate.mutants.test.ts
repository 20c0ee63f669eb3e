// Tests written to kill surviving mutants of validate.ts (issue 21): each sheet issue's field, code and
// words, at its edge, and the refusal's message listing the first five.
import { describe, expect, it } from "vitest";
import { EngineError } from "../../../engine/errors.js";
import { book, someone } from "../testing/helpers.js";
import type { LucidityCharacter } from "./schema.js";
import { checkCharacter, sheetIssues, skillPointIssues, throwIssues, traitIssues } from "./validate.js";

const o = book();
const ok = someone("V", { items: [{ name: "Lamp" }, { name: "Rope" }] });
const issues = (c: LucidityCharacter, oo = o) =>
  sheetIssues(c, oo).map((i) => [i.path.join("."), i.code, i.message]);
const trait = (name: string, custom = false) => ({ ...ok.traits[0]!, name, custom });

describe("sheet issues, words and edges", () => {
  it("LUC-CHAR-1 a valid sheet has none", () => {
    expect(sheetIssues(ok, o)).toEqual([]);
  });

  it("LUC-TRAIT-1 LUC-TRAIT-2 three different catalog traits, or invented ones marked custom", () => {
    const two = { traits: ok.traits.slice(0, 2) };
    expect(traitIssues(two)).toEqual([
      { path: ["traits"], code: "traits", message: "3 traits required (got 2)" },
    ]);
    const dup = { traits: [trait("Hunk"), trait("hunk"), trait("Guts")] };
    expect(traitIssues(dup)).toEqual([
      { path: ["traits", 1, "name"], code: "traits", message: "'hunk' is listed twice (duplicate)" },
    ]);
    const made = { traits: [trait("Hunk"), trait("Moonwalker"), trait("Sky Singer", true)] };
    expect(traitIssues(made)).toEqual([
      {
        path: ["traits", 1, "name"],
        code: "traits",
        message: "'Moonwalker' is not a catalog trait (mark it custom to invent one)",
      },
    ]);
  });

  it("LUC-SKILL-1 LUC-SKILL-3 ranks 1–5, and 8 points: exactly, or at most", () => {
    expect(skillPointIssues({ A: 5, B: 3 }, o)).toEqual([]);
    expect(skillPointIssues({ A: 0, B: 6, C: 2 }, o)).toEqual([
      { path: ["skills", "A"], code: "skills", message: "rank 0 is outside 1–5" },
      { path: ["skills", "B"], code: "skills", message: "rank 6 is outside 1–5" },
    ]);
    expect(skillPointIssues({ A: 1.5, B: 5, C: 1.5 }, o).map((i) => i.message)).toEqual([
      "rank 1.5 is outside 1–5",
      "rank 1.5 is outside 1–5",
    ]);
    expect(skillPointIssues({ A: 5, B: 2 }, o)).toEqual([
      {
        path: ["skills"],
        code: "skills",
        message: "a new character spends exactly 8 skill points (7 spent)",
      },
    ]);
    const loose = book({ mustSpendAllSkillPoints: false });
    expect(skillPointIssues({ A: 5, B: 2 }, loose)).toEqual([]);
    expect(skillPointIssues({ A: 5, B: 3 }, loose)).toEqual([]);
    expect(skillPointIssues({ A: 5, B: 4 }, loose).map((i) => i.message)).toEqual([
      "a new character spends at most 8 skill points (9 spent)",
    ]);
  });

  it("LUC-ADV-2 level and XP, the level-ups recorded, in order", () => {
    expect(
      issues({ ...ok, xp: 9, level: 2, levels: [{ level: 2, increase: null, attributes: ok.attributes }] }),
    ).toEqual([["level", "sheet", "level 2 needs more XP than 9 (that is level 1)"]]);
    expect(issues({ ...ok, xp: 10, level: 2, levels: [] })).toEqual([
      ["levels", "sheet", "a level-2 character records 1 level-ups"],
    ]);
    expect(
      issues({ ...ok, xp: 10, level: 2, levels: [{ level: 3, increase: null, attributes: ok.attributes }] }),
    ).toEqual([["levels.0.level", "sheet", "expected level 2"]]);
  });

  it("LUC-SLOT-7 LUC-SLOT-8 items named twice, designated items not carried, twice, or too many", () => {
    expect(issues({ ...ok, items: [...ok.items, { ...ok.items[0]! }] })).toEqual([
      ["items.2.name", "sheet", "'Lamp' appears twice; give items distinct names"],
    ]);
    expect(issues({ ...ok, designated: ["Spoon"] })).toEqual([
      ["designated.0", "sheet", "'Spoon' is not a carried item"],
    ]);
    expect(issues({ ...ok, designated: ["Lamp", "Lamp"] })).toEqual([
      ["designated.1", "sheet", "'Lamp' is designated twice"],
    ]);
    const clumsy = someone("C", { attributes: { DEX: -1 }, items: [{ name: "Lamp" }, { name: "Rope" }] });
    expect(issues({ ...clumsy, designated: ["Lamp"] })).toEqual([]);
    expect(issues({ ...clumsy, designated: ["Lamp", "Rope"] })).toEqual([
      ["designated", "sheet", "at most 1 designated items (max(1, 2 + DEX))"],
    ]);
  });

  it("LUC-SLOT-6 over capacity is an issue only when refused; a bad damage expression names its item", () => {
    const many = Array.from({ length: 19 }, (_, i) => ({ ...ok.items[0]!, name: `Thing ${i}` }));
    expect(issues({ ...ok, items: many.slice(0, 18) })).toEqual([]);
    expect(issues({ ...ok, items: many })).toEqual([
      ["items", "sheet", "the items take 19 slots; only 18 are available"],
    ]);
    expect(issues({ ...ok, items: many }, book({ overCapacity: "allow-flagged" }))).toEqual([]);
    const bad = issues({ ...ok, items: [{ ...ok.items[0]!, damage: "banana" }] });
    expect(bad).toHaveLength(1);
    expect(bad[0]!.slice(0, 2)).toEqual(["items.0.damage", "sheet"]);
  });

  it("LUC-HP-1 LUC-EN-1 LUC-LUC-2 current values within their maximums and the floor", () => {
    expect(issues({ ...ok, health: 7 })).toEqual([
      ["health", "sheet", "must be at most 6 (the maximum Health)"],
    ]);
    expect(issues({ ...ok, health: 6, energy: 6, lucidity: 14 })).toEqual([]);
    expect(issues({ ...ok, energy: 7 })).toEqual([
      ["energy", "sheet", "must be at most 6 (the maximum Energy)"],
    ]);
    expect(issues({ ...ok, lucidity: 15 })).toEqual([
      ["lucidity", "sheet", "must be at most 14 (the maximum Lucidity)"],
    ]);
    expect(issues({ ...ok, lucidity: -1 })).toEqual([["lucidity", "sheet", "must be at least 0"]]);
    expect(issues({ ...ok, lucidity: 0 })).toEqual([]);
    expect(issues({ ...ok, lucidity: -3 }, book({ lucidityFloor: -3 }))).toEqual([]);
  });

  it("LUC-CHAR-1 a refusal lists the first five issues with their fields, path of the first", () => {
    const c = { ...ok, health: 99, energy: 99, lucidity: 99, designated: ["A", "B"], xp: 0, level: 1 };
    try {
      checkCharacter(c, o);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(EngineError);
      const err = e as EngineError;
      expect(err.code).toBe("invalid");
      expect(err.path).toEqual(["designated", 0]);
      expect(err.issues).toHaveLength(5);
      expect(err.message).toBe(
        "invalid character: designated.0: 'A' is not a carried item; designated.1: 'B' is not a carried item; health: must be at most 6 (the maximum Health); energy: must be at most 6 (the maximum Energy); lucidity: must be at most 14 (the maximum Lucidity)",
      );
    }
    const six = { ...c, designated: ["A", "B", "C"] };
    expect(() => checkCharacter(six, o, "sheet")).toThrow(/^invalid sheet: designated\.0/);
    try {
      checkCharacter(six, o);
    } catch (e) {
      expect((e as EngineError).message).not.toContain("lucidity:");
    }
    expect(checkCharacter(ok, o)).toBe(ok);
    expect(() => throwIssues([], "x")).not.toThrow();
    expect(() => throwIssues([{ path: [], code: "c", message: "m" }], "thing")).toThrow(
      "invalid thing: (root): m",
    );
  });
});

describe("sheet issues, more edges", () => {
  it("LUC-SKILL-1 rank 1 is a valid rank", () => {
    expect(skillPointIssues({ A: 1, B: 5, C: 2 }, o)).toEqual([]);
  });
});
