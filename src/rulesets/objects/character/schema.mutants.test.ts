// Tests written to kill surviving mutants of schema.ts (issue 21): the JSON Schema's input side,
// every sheet problem's field and words (unknown attributes and skills, caps, rounds above the
// capacity, approvals), the table's own migrators, and the refusal listing five problems and
// counting the rest.
import { describe, expect, it } from "vitest";
import { sampleItem } from "../data/equipment.js";
import { engineError, opts, sheet } from "../testing/helpers.js";
import { characterJsonSchema, parseCharacter, sheetIssues } from "./schema.js";

const o = opts();
const THREES = { strength: 3, dexterity: 3, stamina: 3, intelligence: 3, wisdom: 3, charisma: 3 };
const base = { schemaVersion: 1, ruleset: "objects", name: "Ada", attributes: THREES };
const issue = (path: (string | number)[], message: string) => ({ path, message, code: "custom" });
const revolver = (weapon: { capacity: number | null; rounds: number | null }) => {
  const r = sampleItem("revolver38");
  return { ...r, weapon: { ...r.weapon!, ...weapon } };
};

describe("the character file's rules", () => {
  it("the JSON Schema describes the input: fields with defaults may be left out", () => {
    expect(characterJsonSchema().required).toEqual(["schemaVersion", "ruleset", "name", "attributes"]);
  });

  it("OBJ-ATTR-1 a missing attribute is named under attributes", () => {
    const { dexterity: _, ...five } = THREES;
    const e = engineError(() => parseCharacter({ ...base, attributes: five }, o));
    expect(e.issues).toEqual([issue(["attributes", "dexterity"], "required")]);
  });

  it("OBJ-ATTR-3 OBJ-SKILL-3 an attribute or skill the table does not have is named, with the table's list", () => {
    const c = { ...sheet(o), attributes: { ...THREES, luck: 2 }, skills: { melee: 1, juggling: 1 } };
    expect(sheetIssues(c, o)).toEqual([
      issue(
        ["attributes", "luck"],
        "not an attribute of this table (strength, dexterity, stamina, intelligence, wisdom, charisma)",
      ),
      issue(
        ["skills", "juggling"],
        "not a skill of this table (boating, dodge, driving, explosives, mechanics, melee, piloting, ranged, swimming)",
      ),
    ]);
  });

  it("OBJ-ATTR-2 OBJ-SKILL-1 the caps are named with their values", () => {
    const e = engineError(() => sheet(opts({ attributeMax: 8 }), { attributes: { strength: 9 } }));
    expect(e.issues).toEqual([issue(["attributes", "strength"], "must be at most 8")]);
    const s = engineError(() => sheet(o, { skills: { melee: 7 } }));
    expect(s.issues).toEqual([issue(["skills", "melee"], "must be at most 6 (skills run 1–6)")]);
  });

  it("OBJ-EQUIP-8 a gun holds no more rounds than its capacity; an unknown capacity limits nothing", () => {
    const e = engineError(() => sheet(o, { equipment: [revolver({ capacity: 6, rounds: 7 })] }));
    expect(e.issues).toEqual([
      issue(["equipment", 0, "weapon", "rounds"], "must be at most the capacity (6)"),
    ]);
    expect(sheet(o, { equipment: [revolver({ capacity: 6, rounds: 6 })] }).equipment).toHaveLength(1);
    expect(sheet(o, { equipment: [revolver({ capacity: null, rounds: 3 })] }).equipment).toHaveLength(1);
  });

  it("OBJ-CHAR-13 OBJ-CHAR-1 the approval problems say what to do", () => {
    const item = { ...sampleItem("dagger"), approved: false };
    expect(engineError(() => sheet(o, { equipment: [item] })).issues).toEqual([
      issue(
        ["equipment", 0, "approved"],
        "Dagger needs the GM's approval before play (or keep the character a draft)",
      ),
    ]);
    expect(engineError(() => sheet(o, { concept: { text: "a tank", approval: "vetoed" } })).issues).toEqual([
      issue(
        ["concept", "approval"],
        "the GM vetoed this concept: the character cannot leave the draft stage",
      ),
    ]);
  });
});

describe("reading a character file", () => {
  it("upgrades an old file with the migrators it is given", () => {
    const v0 = { ...base, schemaVersion: 0, nickname: "A" };
    const c = parseCharacter(v0, o, { migrations: { 0: ({ nickname: _n, ...rest }) => rest } });
    expect(c.name).toBe("Ada");
  });

  it("a malformed file is an invalid character, named field by field", () => {
    const e = engineError(() => parseCharacter({ ...base, name: "" }, o));
    expect(e.message).toMatch(/^invalid character: name: /);
  });

  it("lists five problems and counts the rest; five are listed without a count", () => {
    const dagger = { ...sampleItem("dagger"), approved: false };
    const line = (i: number) =>
      `equipment.${i}.approved: Dagger needs the GM's approval before play (or keep the character a draft)`;
    const seven = engineError(() => sheet(o, { equipment: Array(7).fill(dagger) }));
    expect([seven.code, seven.path]).toEqual(["invalid", ["equipment", 0, "approved"]]);
    expect(seven.message).toBe(`invalid character: ${[0, 1, 2, 3, 4].map(line).join("; ")} (and 2 more)`);
    const five = engineError(() => sheet(o, { equipment: Array(5).fill(dagger) }));
    expect(five.message).toBe(`invalid character: ${[0, 1, 2, 3, 4].map(line).join("; ")}`);
  });
});
