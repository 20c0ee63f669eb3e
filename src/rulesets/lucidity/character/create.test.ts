import { describe, expect, it } from "vitest";
import { facesSource, Rng, rngSource } from "../../../dice/index.js";
import { EngineError } from "../../../engine/errors.js";
import { book } from "../testing/helpers.js";
import { createByRolling, createFromArray, METHOD_EXAMPLES } from "./create.js";
import { derive } from "./derive.js";
import { parseCharacter } from "./validate.js";

const o = book();
const arrayInput = (patch: Record<string, unknown> = {}) => ({ ...METHOD_EXAMPLES.array, ...patch });
const errorOf = (f: () => unknown): EngineError => {
  try {
    f();
  } catch (e) {
    return e as EngineError;
  }
  throw new Error("expected an error");
};

describe("creating a character", () => {
  it("LUC-CHAR-1 a character with 2 traits → '3 traits required', naming the field", () => {
    const e = errorOf(() => createFromArray(arrayInput({ traits: ["Impaler", "Hunk"] }), facesSource([]), o));
    expect(e).toBeInstanceOf(EngineError);
    expect(e.message).toContain("3 traits required");
    expect(e.path).toEqual(["traits"]);
  });

  it("LUC-CHAR-1 starting gear is required, and the name", () => {
    expect(() => createFromArray(arrayInput({ items: [] }), facesSource([]), o)).toThrow(/starting gear/);
    expect(() => createFromArray(arrayInput({ name: "" }), facesSource([]), o)).toThrow(/name/);
  });

  it("LUC-CHAR-2 level 1, 0 XP, Lucidity, Health and Energy full, from the final attributes", () => {
    const c = createFromArray(arrayInput(), facesSource([]), o);
    const d = derive(c, o);
    expect(c).toMatchObject({ level: 1, xp: 0, health: d.maxHealth, energy: d.maxEnergy, lucidity: 14 });
    expect(d.maxHealth).toBe(7); // CON +1
    expect(d.maxEnergy).toBe(6); // WIL 0
  });

  it("LUC-TRAIT-1 [Brawler, Brawler, Shuffle] → duplicate refused", () => {
    expect(() =>
      createFromArray(arrayInput({ traits: ["Brawler", "Brawler", "Shuffle"] }), facesSource([]), o),
    ).toThrow(/twice \(duplicate\)/);
  });

  it("LUC-TRAIT-2 an invented trait: free text and a GM approval flag, no mechanics", () => {
    const c = createFromArray(
      arrayInput({
        traits: ["Impaler", "Hunk", { name: "Night Owl", effect: "sees well at night", approved: true }],
      }),
      facesSource([]),
      o,
    );
    expect(c.traits[2]).toEqual({
      name: "Night Owl",
      custom: true,
      effect: "sees well at night",
      approved: true,
    });
    expect(() =>
      createFromArray(arrayInput({ traits: ["Impaler", "Hunk", "Night Owl"] }), facesSource([]), o),
    ).toThrow(/not a catalog trait/);
  });

  it("LUC-SKILL-1 rank 6 is refused", () => {
    expect(() =>
      createFromArray(arrayInput({ skills: { Swords: 6, Charm: 2 } }), facesSource([]), o),
    ).toThrow(/rank 6 is outside 1–5/);
  });

  it("LUC-SKILL-3 Swords 3, Charm 2, Study 3 is 8; Swords 5 + Charm 2 (7 spent) is refused unless mustSpendAllSkillPoints is off", () => {
    expect(() =>
      createFromArray(arrayInput({ skills: { Swords: 3, Charm: 2, Study: 3 } }), facesSource([]), o),
    ).not.toThrow();
    expect(() =>
      createFromArray(arrayInput({ skills: { Swords: 5, Charm: 2 } }), facesSource([]), o),
    ).toThrow(/7 spent/);
    const loose = book({ mustSpendAllSkillPoints: false });
    expect(() =>
      createFromArray(arrayInput({ skills: { Swords: 5, Charm: 2 } }), facesSource([]), loose),
    ).not.toThrow();
  });

  it("LUC-SKILL-4 Armor and Language skills cost no points and have no rank", () => {
    const c = createFromArray(
      arrayInput({
        unrankedSkills: [
          { name: "Chain armor", kind: "armor" },
          { name: "Elvish", kind: "language" },
        ],
      }),
      facesSource([]),
      o,
    );
    expect(c.unrankedSkills).toHaveLength(2);
    expect(Object.values(c.skills).reduce((a, b) => a + b, 0)).toBe(8);
  });

  it("LUC-SKILL-5 the skill list is open: any name is a skill", () => {
    const c = createFromArray(
      arrayInput({ skills: { "Underwater Basket Weaving": 5, Swords: 3 } }),
      facesSource([]),
      o,
    );
    expect(c.skills["Underwater Basket Weaving"]).toBe(5);
  });

  it("LUC-GEN-1 LUC-GEN-3 the roll method: seven 4d6, best roll to the first attribute of the priority", () => {
    // Scores 18, 16, 13, 10, 8, 5, 3 in roll order.
    const faces = [6, 6, 6, 1, 6, 5, 5, 1, 5, 4, 4, 1, 4, 3, 3, 1, 3, 3, 2, 1, 2, 2, 1, 1, 1, 1, 1, 1];
    const c = createByRolling({ ...METHOD_EXAMPLES.roll, takeArrayIfBetter: false }, facesSource(faces), o);
    expect(c.creation.rolls.map((r) => r.score)).toEqual([18, 16, 13, 10, 8, 5, 3]);
    expect(c.attributes).toEqual({ STR: 3, CON: 2, DEX: 1, AWA: 0, WIL: -1, KNO: -2, CHA: -3 });
    expect(c.creation.method).toBe("roll");
  });

  it("LUC-GEN-3 assignRolledInOrder places the rolls STR, DEX, CON … and refuses a priority", () => {
    const inOrder = book({ assignRolledInOrder: true });
    const { priority: _, ...input } = METHOD_EXAMPLES.roll;
    const faces = [6, 6, 6, 1, 6, 5, 5, 1, 5, 4, 4, 1, 4, 3, 3, 1, 3, 3, 2, 1, 2, 2, 1, 1, 1, 1, 1, 1];
    const c = createByRolling({ ...input, takeArrayIfBetter: false }, facesSource(faces), inOrder);
    expect(c.attributes).toEqual({ STR: 3, DEX: 2, CON: 1, KNO: 0, AWA: -1, WIL: -2, CHA: -3 });
    expect(() => createByRolling(METHOD_EXAMPLES.roll, facesSource(faces), inOrder)).toThrow(/priority/);
  });

  it("LUC-GEN-4 rolled modifiers summing to −2 → the player may take the array (+4) instead, after seeing the roll", () => {
    // Scores 9, 9, 9, 9, 8, 8, 5 → 0, 0, 0, 0, −1, −1, −2: sum −4 (worse than the array).
    const faces = [3, 3, 3, 1, 3, 3, 3, 1, 3, 3, 3, 1, 3, 3, 3, 1, 3, 3, 2, 1, 3, 3, 2, 1, 2, 2, 1, 1];
    const c = createByRolling(METHOD_EXAMPLES.roll, facesSource(faces), o);
    expect(c.creation.method).toBe("array");
    expect(Object.values(c.attributes).reduce((a, b) => a + b, 0)).toBe(4);
    expect(c.creation.rolls).toHaveLength(7);
  });

  it("LUC-GEN-4 a file mixing a rolled +3 into the array is refused", () => {
    const c = createFromArray(arrayInput(), facesSource([]), o);
    const mixed = { ...c, creation: { ...c.creation, attributes: { ...c.creation.attributes, STR: 3 } } };
    expect(() => parseCharacter(JSON.parse(JSON.stringify(mixed)), o)).toThrow(/array method uses exactly/);
  });

  it("creation methods are reproducible from a seed and round-trip through JSON", () => {
    const a = createByRolling(METHOD_EXAMPLES.roll, rngSource(Rng.fromSeed(5)), o);
    const b = createByRolling(METHOD_EXAMPLES.roll, rngSource(Rng.fromSeed(5)), o);
    expect(a).toEqual(b);
    expect(parseCharacter(JSON.parse(JSON.stringify(a)), o)).toEqual(a);
  });
});
