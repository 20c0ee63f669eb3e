// Tests written to kill surviving mutants of create.ts (issue 21): dealing points past a capped
// entry, priority lists (their order, unknown names, preset attributes in them), attributes from 0,
// invented trait ids, full items as starting gear, the dice's label, and the words and fields of
// every refusal.
import { describe, expect, it } from "vitest";
import { type DiceSource, facesSource } from "../../../dice/index.js";
import { assignedCharacter, engineError, opts, SPREAD } from "../testing/helpers.js";
import { createCharacter, dealOut } from "./create.js";

const o = opts();
const SIX = [6, 5, 4, 3, 2, 1];
const spread = SPREAD;
const assigned = assignedCharacter;
const rolled = (input: Record<string, unknown>, options = o) =>
  createCharacter("rolled", { name: "Ada", ...input }, facesSource(SIX), options);

describe("dealing points out", () => {
  it("OBJ-CHAR-3 an entry already at the cap is skipped, the rest still get points", () => {
    expect(dealOut(["a", "b"], { a: 6 }, 3, 6)).toEqual({ a: 6, b: 3 });
    expect(dealOut(["a", "b"], { a: 5 }, 4, 6)).toEqual({ a: 6, b: 3 });
  });

  it("OBJ-CHAR-2 the priority list decides who gets the points left after the even share", () => {
    expect(rolled({ attributes: ["charisma", "wisdom", "intelligence"] }).attributes).toEqual({
      strength: 3,
      dexterity: 3,
      stamina: 3,
      intelligence: 4,
      wisdom: 4,
      charisma: 4,
    });
  });

  it("OBJ-CHAR-3 with attributes from 0 every rolled point is still dealt out", () => {
    const zero = opts({ attributeMinAtCreation: 0 });
    expect(rolled({}, zero).attributes).toEqual({
      strength: 4,
      dexterity: 4,
      stamina: 4,
      intelligence: 3,
      wisdom: 3,
      charisma: 3,
    });
  });

  it("OBJ-ATTR-3 OBJ-CHAR-4 a preset attribute named in the priority list keeps its value", () => {
    const lucky = opts({
      extraAttributes: [{ id: "luck", name: "Luck", short: "LCK", control: "preset", preset: 2 }],
    });
    const c = rolled({ attributes: ["luck", "dexterity"] }, lucky);
    expect(c.attributes.luck).toBe(2);
    expect(c.attributes.dexterity).toBe(4);
  });

  it("OBJ-ATTR-3 an attribute left out of the values is missing, not undefined", () => {
    const loose = opts({ attributeMinAtCreation: 0, mustSpendAllAttributePoints: false });
    const { charisma: _, ...five } = spread;
    const e = engineError(() => assigned({ attributes: five, attributePoints: 20 }, loose));
    expect(e.message).toMatch(/attributes\.charisma: required/);
  });

  it("OBJ-CHAR-7 OBJ-ADV-7 a skill priority list stops at skillMax when it is below 6", () => {
    const low = opts({ skillMax: 4 });
    expect(assigned({ skills: ["melee"] }, low).skills).toEqual({ melee: 4 });
  });
});

describe("names in the creation input", () => {
  it("names an unknown attribute or skill by its field, as a value or in a priority list", () => {
    const value = engineError(() => assigned({ attributes: { ...spread, Luck: 1 } }));
    expect([value.code, value.path, value.message]).toEqual([
      "invalid",
      ["attributes", "Luck"],
      "attributes.Luck: not one of this table's attributes",
    ]);
    const listed = engineError(() => rolled({ attributes: ["dexterity", "Luck"] }));
    expect([listed.code, listed.path, listed.message]).toEqual([
      "invalid",
      ["attributes", 1],
      "attributes.1: 'Luck' is not one of this table's attributes",
    ]);
    const skill = engineError(() => assigned({ skills: ["melee", "Juggling"] }));
    expect([skill.path, skill.message]).toEqual([
      ["skills", 1],
      "skills.1: 'Juggling' is not one of this table's skills",
    ]);
  });

  it("OBJ-TRAIT-2 an invented trait keeps its id; an id that is not one is refused by field", () => {
    const night = { label: "Night Vision", kind: "positive", rating: 1, approved: true };
    expect(assigned({ traits: [{ trait: "nightVision", ...night }] }).traits[0]!.trait).toBe("nightVision");
    for (const bad of ["9lives", "night-vision", "Night Vision"]) {
      const e = engineError(() => assigned({ traits: [{ trait: bad, ...night }] }));
      expect([e.code, e.path, e.message]).toEqual([
        "invalid",
        ["traits", 0, "trait"],
        `traits.0.trait: '${bad}' is not a catalogue trait or a valid id`,
      ]);
    }
  });

  it("OBJ-EQUIP-1 a whole item may be given as starting gear", () => {
    const c = assigned({
      equipment: [{ name: "Kevlar Vest", notes: "Stops most handgun rounds.", armor: 2 }],
    });
    expect(c.equipment[0]).toMatchObject({ name: "Kevlar Vest", catalog: null, armor: 2 });
  });
});

describe("the creation's own refusals", () => {
  it("OBJ-CHAR-2 the points are rolled as labelled d6 throws", () => {
    const labels: string[] = [];
    const dice: DiceSource = {
      roll: (_faces, name) => {
        labels.push(name);
        return 3;
      },
    };
    createCharacter("rolled", { name: "Ada" }, dice, o);
    expect(labels).toEqual(Array(6).fill("d6 (attribute points)"));
  });

  it("a malformed input names the method", () => {
    const e = engineError(() => createCharacter("rolled", { name: "" }, facesSource(SIX), o));
    expect(e.message).toMatch(/^invalid rolled creation input: name: /);
  });

  it("the wrong method's fields are refused with their reason", () => {
    const extra = engineError(() => rolled({ attributePoints: 20 }));
    expect([extra.code, extra.message]).toEqual([
      "invalid",
      "attributePoints: the rolled method rolls its own points (use assigned)",
    ]);
    const missing = engineError(() => createCharacter("assigned", { name: "Ada" }, facesSource([]), o));
    expect([missing.code, missing.message]).toEqual([
      "invalid",
      "attributePoints: required by the assigned method",
    ]);
  });

  it("OBJ-CHAR-3 a broken build lists its first five problems with the points rolled", () => {
    const sevens = { strength: 7, dexterity: 7, stamina: 7, intelligence: 7, wisdom: 7, charisma: 7 };
    const e = engineError(() => assigned({ attributes: sevens }));
    expect(e.code).toBe("invalid");
    expect(e.issues.length).toBeGreaterThan(5);
    const names = ["Strength", "Dexterity", "Stamina", "Intelligence", "Wisdom"];
    expect(e.message).toBe(
      `this build breaks the creation rules (21 attribute points): ${names
        .map((n) => `attributes.${n.toLowerCase()}: ${n} 7: at most 6 at creation`)
        .join("; ")}`,
    );
  });
});
